/**
 * verifyWebhook: accepts what Berth signs (the service's own signing function), with several v1 values;
 * refuses a wrong secret, a changed body, a stale or future `t` beyond the tolerance, and malformed headers.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from '../../../src/domain/webhooks/signing.js';
import { verifyWebhook, WebhookVerificationError } from '../src/index.js';

const secret = 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlYzEy';
const body = JSON.stringify({
  id: 'evt_1',
  type: 'booking.confirmed',
  createdAt: '2027-01-05T09:00:00.000Z',
  data: { bookingId: 'B1', version: 1 },
});
const at = new Date('2027-01-05T09:00:00Z');
const t = Math.floor(at.getTime() / 1000);
const v1 = (key: string, payload = body, time = t) =>
  createHmac('sha256', key).update(`${time}.${payload}`).digest('hex');

describe('verifyWebhook', () => {
  it("accepts Berth's signature and answers the event", () => {
    const header = signatureHeader(secret, body, at);
    expect(header).toBe(`t=${t},v1=${v1(secret)}`);
    expect(verifyWebhook(body, header, secret, { now: at })).toEqual(JSON.parse(body));
    expect(verifyWebhook(Buffer.from(body), header, secret, { now: new Date(at.getTime() + 299_000) }).id).toBe(
      'evt_1',
    );
  });

  it('accepts any of several v1 values (a rotation) and ignores unknown schemes', () => {
    const header = `t=${t},v1=${v1('whsec_old')},v0=abc,v1=${v1(secret)}`;
    expect(verifyWebhook(body, header, secret, { now: at }).id).toBe('evt_1');
  });

  it('refuses a wrong secret or a changed body', () => {
    const header = `t=${t},v1=${v1(secret)}`;
    expect(() => verifyWebhook(body, header, 'whsec_other', { now: at })).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(body.replace('B1', 'B2'), header, secret, { now: at })).toThrow(
      /No v1 signature matches/,
    );
  });

  it('refuses a t outside the tolerance, either way', () => {
    const header = `t=${t},v1=${v1(secret)}`;
    expect(() => verifyWebhook(body, header, secret, { now: new Date(at.getTime() + 301_000) })).toThrow(
      /more than 300 s/,
    );
    expect(() => verifyWebhook(body, header, secret, { now: new Date(at.getTime() - 301_000) })).toThrow(
      /more than 300 s/,
    );
    expect(
      verifyWebhook(body, header, secret, { now: new Date(at.getTime() + 3_000_000), toleranceSeconds: 3600 }).id,
    ).toBe('evt_1');
    // A signature for another t does not verify with this t.
    expect(() => verifyWebhook(body, `t=${t + 1},v1=${v1(secret)}`, secret, { now: at })).toThrow(/No v1/);
  });

  it('refuses a missing or malformed header', () => {
    for (const header of [
      undefined,
      null,
      '',
      `v1=${v1(secret)}`,
      `t=${t}`,
      `t=abc,v1=${v1(secret)}`,
      `t=${t},v1=xyz`,
      'garbage',
    ])
      expect(() => verifyWebhook(body, header, secret, { now: at }), String(header)).toThrow(WebhookVerificationError);
  });
});
