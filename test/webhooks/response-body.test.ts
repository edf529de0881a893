/**
 * What the deliveries log keeps of an endpoint's answer (send.ts RESPONSE_BODY_KEPT): its status and the
 * first 1 KiB of its body, a character cut at the limit dropped; nothing without a body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSender, RESPONSE_BODY_KEPT, type Sender } from '../../src/domain/webhooks/send.js';
import { systemResolver } from '../../src/domain/webhooks/url-policy.js';
import { startReceiver, type Receiver } from './receiver.js';

let receiver: Receiver;
let sender: Sender;
const answers = [
  { status: 500, headers: {}, body: `${'x'.repeat(RESPONSE_BODY_KEPT - 1)}ø and more` },
  { status: 503, headers: {}, body: 'maintenance' },
  { status: 204, headers: {} },
];

beforeAll(async () => {
  receiver = await startReceiver((_entry, index) => answers[index]!);
  sender = createSender({
    mode: 'sandbox',
    timeoutMs: 2000,
    resolve: systemResolver,
    sandboxPorts: [[receiver.port, receiver.port]],
  });
});
afterAll(async () => {
  sender?.close();
  await receiver?.close();
});

describe("an endpoint's answer", () => {
  it('keeps the status and the first 1 KiB of the body', async () => {
    const send = () => sender.send(receiver.url, { 'content-type': 'application/json' }, '{}');
    const long = await send();
    expect(long).toMatchObject({ ok: false, statusCode: 500, error: 'answered 500' });
    // The two-byte ø straddles the limit: its half is dropped, not shown as a replacement character.
    expect(long.responseBody).toBe('x'.repeat(RESPONSE_BODY_KEPT - 1));
    expect((await send()).responseBody).toBe('maintenance');
    const empty = await send();
    expect(empty).toMatchObject({ ok: true, statusCode: 204, responseBody: null });
  });
});
