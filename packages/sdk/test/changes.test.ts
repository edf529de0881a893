/**
 * `berth.changes` against the real app: a quote of a change of the party, its release (the booking kept as it
 * is), a new quote applied, and the fare's refusal as a typed ConflictError.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError } from '../src/index.js';
import { confirmedBooking, listeningApp, type ListeningApp } from './support.js';

let t: ListeningApp;

beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());
/** 40+ days before the first departures: STANDARD allows a change (for its fee). */
beforeEach(() => t.clock.set('2026-11-20T09:00:00Z'));

describe('berth.changes', () => {
  it('quotes removing a guest, releases the quote, then quotes again and applies it', async () => {
    const { berth } = t.client();
    const booking = await confirmedBooking(berth);
    const quoted = await berth.changes.quote(booking.bookingId, { removeGuestIds: [2] });
    expect(quoted.status).toBe(201);
    expect(quoted.data.booking.guests.map((g) => g.id)).toEqual([1]);
    expect(quoted.data.newTotal).toBe(quoted.data.booking.priceBreakdown.totalPrice);

    const released = await berth.changes.release(booking.bookingId, quoted.data.changeQuoteId);
    expect(released.status).toBe(204);
    const stale = await berth.changes.apply(booking.bookingId, quoted.data.changeQuoteId).catch((e) => e);
    expect(stale).toBeInstanceOf(ConflictError);
    expect(stale.code).toBe('CHANGE_QUOTE_EXPIRED');

    const again = await berth.changes.quote(booking.bookingId, { removeGuestIds: [2] });
    const applied = await berth.changes.apply(booking.bookingId, again.data.changeQuoteId, {
      ifMatch: booking.version,
    });
    expect(applied.status).toBe(200);
    expect(applied.data.guests.map((g) => g.id)).toEqual([1]);
    expect(applied.data.version).toBe(booking.version + 1);
  });

  it('throws ConflictError CHANGE_NOT_ALLOWED_BY_FARE inside the fare’s days limit', async () => {
    const { berth } = t.client();
    const booking = await confirmedBooking(berth);
    t.clock.set('2027-01-05T09:00:00Z'); // 5 days out: STANDARD allows no change closer than 30
    const refused = await berth.changes.quote(booking.bookingId, { removeGuestIds: [2] }).catch((e) => e);
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused.code).toBe('CHANGE_NOT_ALLOWED_BY_FARE');
    expect(Object.keys(refused.errors)).toEqual(['removeGuestIds']);
  });
});
