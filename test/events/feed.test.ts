/**
 * GET /api/v2/events: the agency's feed, oldest first, each change's event with the booking's version,
 * paged by `after`, another agency's events never shown and its event ids not accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
let other: V2Client;

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app, 1);
  other = await v2Client(t.app, 2);
});
afterAll(async () => t?.close());

interface FeedEvent {
  id: string;
  type: string;
  createdAt: string;
  data: { bookingId: string; version: number; [k: string]: unknown };
}
const feed = async (client: V2Client, query: Record<string, string> = {}) => {
  const res = await client.call('GET', '/events', undefined, {}, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { events: FeedEvent[]; nextAfter: string | null };
};

describe('the event feed', () => {
  it('starts empty, then shows each change of the agency in order with the version it made', async () => {
    expect(await feed(api)).toEqual({ events: [], nextAfter: null });
    const a = await confirmBooking(api);
    t.clock.advanceSeconds(5);
    const b = await confirmBooking(api);
    const theirs = await confirmBooking(other);
    const q = (await api.call('POST', `/bookings/${a.bookingId}/cancellation-quotes`)).json();
    expect(
      (await api.call('POST', `/bookings/${a.bookingId}/cancellations`, { cancellationQuoteId: q.cancellationQuoteId }))
        .statusCode,
    ).toBe(200);

    const page = await feed(api);
    expect(page.events.map((e) => [e.type, e.data.bookingId, e.data.version])).toEqual([
      ['booking.confirmed', a.bookingId, 1],
      ['booking.confirmed', b.bookingId, 1],
      ['booking.cancelled', a.bookingId, 2],
    ]);
    expect(page.events[0]).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'booking.confirmed',
      createdAt: '2027-01-05T09:00:00.000Z',
      data: { bookingId: a.bookingId, version: 1 },
    });
    expect(page.events[1]!.createdAt).toBe('2027-01-05T09:00:05.000Z');
    expect(page.events[2]!.data).toEqual({
      bookingId: a.bookingId,
      version: 2,
      reason: 'AGENCY_REQUEST',
      fee: q.fee,
      refundAmount: 0,
      amountDue: q.amountDue,
      currency: 'NOK',
    });
    expect(page.nextAfter).toBe(page.events[2]!.id);
    // The other agency sees its own booking only.
    expect((await feed(other)).events.map((e) => e.data.bookingId)).toEqual([theirs.bookingId]);
  });

  it('pages with after and limit, and answers nextAfter null when nothing is new', async () => {
    const all = (await feed(api)).events;
    const walked: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await feed(api, { limit: '1', ...(after ? { after } : {}) });
      if (page.events.length === 0) {
        expect(page.nextAfter).toBeNull();
        break;
      }
      walked.push(...page.events.map((e) => e.id));
      after = page.nextAfter;
    }
    expect(walked).toEqual(all.map((e) => e.id));
    // Polling again from the end finds what happened since, and only that.
    const c = await confirmBooking(api);
    const since = await feed(api, { after: after! });
    expect(since.events.map((e) => [e.type, e.data.bookingId])).toEqual([['booking.confirmed', c.bookingId]]);
  });

  it("answers 400 INVALID_CURSOR for an unknown event id or another agency's, and 400 for a bad limit", async () => {
    const theirs = (await feed(other)).events[0]!.id;
    for (const after of [theirs, 'evt_nosuch']) {
      const res = await api.call('GET', '/events', undefined, {}, { after });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CURSOR', errors: { after: [expect.any(String)] } });
    }
    for (const limit of ['0', '1001', 'x']) {
      const res = await api.call('GET', '/events', undefined, {}, { limit });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join()).toContain('limit');
    }
  });
});
