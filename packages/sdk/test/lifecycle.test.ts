/**
 * The SDK after confirm, against the real app: bookings.list / all, retrieve with its ETag, cancellations
 * with ifMatch, and the event feed's async iterator (to the end, and following new events).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BerthClient, ConflictError, PreconditionFailedError, ValidationError, type BerthEvent } from '../src/index.js';
import { FIRST_DEPARTURE_DAY, GUESTS, listeningApp, PARTY, type ListeningApp } from './support.js';

let t: ListeningApp;

beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

async function confirmed(berth: BerthClient, agencyReference: string): Promise<string> {
  const { data: search } = await berth.search.voyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: PARTY,
  });
  await berth.bookings.create(search, {
    departureDate: search.results[0]!.departureDate,
    cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
  });
  t.clock.advanceSeconds(1);
  const { data } = await berth.bookings.confirm(search, { guests: GUESTS, agencyReference });
  return data.bookingId;
}

describe('bookings after confirm', () => {
  it('lists them newest first, page by page or all at once, and reads one with its ETag', async () => {
    const { berth } = t.client();
    const ids = [await confirmed(berth, 'SDK-A'), await confirmed(berth, 'SDK-B'), await confirmed(berth, 'SDK-C')];
    const first = await berth.bookings.list({ limit: 2 });
    expect(first.data.bookings.map((b) => b.bookingId)).toEqual([ids[2], ids[1]]);
    expect(first.data.nextCursor).toEqual(expect.any(String));
    const rest = await berth.bookings.list({ limit: 2, cursor: first.data.nextCursor! });
    expect(rest.data).toMatchObject({ bookings: [{ bookingId: ids[0] }], nextCursor: null });

    const all: string[] = [];
    for await (const b of berth.bookings.all({ limit: 1 })) all.push(b.bookingId);
    expect(all).toEqual([...ids].reverse());
    expect((await berth.bookings.list({ agencyReference: 'SDK-B' })).data.bookings.map((b) => b.bookingId)).toEqual([
      ids[1],
    ]);
    await expect(berth.bookings.list({ cursor: 'forged' })).rejects.toMatchObject({ code: 'INVALID_CURSOR' });

    const read = await berth.bookings.retrieve(ids[0]!);
    expect(read.etag).toBe('"1"');
    expect(read.data).toMatchObject({ status: 'CONFIRMED', version: 1, payment: { status: 'UNPAID' } });
  });

  it('cancels with a quote, honouring ifMatch, and refuses a second cancellation', async () => {
    const { berth } = t.client();
    const id = await confirmed(berth, 'SDK-CANCEL');
    const { data: quote } = await berth.cancellations.quote(id, { ifMatch: 1 });
    expect(quote).toMatchObject({ bookingId: id, currency: 'NOK', refundAmount: 0 });
    await expect(berth.cancellations.cancel(id, quote.cancellationQuoteId, { ifMatch: '"2"' })).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    const cancelled = await berth.cancellations.cancel(id, quote.cancellationQuoteId, { ifMatch: '"1"' });
    expect(cancelled.etag).toBe('"2"');
    expect(cancelled.data).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'AGENCY_REQUEST', fee: quote.fee },
    });
    const again = berth.cancellations.quote(id);
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toMatchObject({ code: 'BOOKING_CANCELLED' });
    await expect(berth.cancellations.cancel(id, '')).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('the event feed', () => {
  it('iterates every event to the end, resumes after the last one processed, and follows new ones', async () => {
    const { berth } = t.client();
    const seen: BerthEvent[] = [];
    for await (const event of berth.events.iterate({ limit: 2 })) seen.push(event);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(seen.filter((e) => e.type === 'booking.cancelled')).toHaveLength(1);
    const { data: page } = await berth.events.list();
    expect(page.events.map((e) => e.id)).toEqual(seen.map((e) => e.id));

    const controller = new AbortController();
    const followed: BerthEvent[] = [];
    const following = (async () => {
      for await (const event of berth.events.iterate({
        after: seen[seen.length - 1]!.id,
        follow: true,
        pollIntervalMs: 20,
        signal: controller.signal,
      })) {
        followed.push(event);
        controller.abort();
      }
    })();
    const id = await confirmed(berth, 'SDK-FOLLOW');
    await following;
    expect(followed.map((e) => [e.type, e.data])).toEqual([
      ['booking.confirmed', expect.objectContaining({ bookingId: id, version: 1 })],
    ]);
  });
});
