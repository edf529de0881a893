/**
 * `berth.personalData` against the real app: the export, the erasure refused before departure as a typed
 * ConflictError with its code, and the erasure of a cancelled booking answering it without the guests' details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '../src/index.js';
import { confirmedBooking, GUESTS, listeningApp, type ListeningApp } from './support.js';

let t: ListeningApp;

beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

describe('berth.personalData', () => {
  it('exports, refuses to erase before departure, and erases a cancelled booking', async () => {
    const { berth } = t.client();
    const booking = await confirmedBooking(berth);
    const exported = await berth.personalData.export(booking.bookingId);
    expect(exported.data.guests[0]!.customerDetails?.firstName).toBe(GUESTS[0]!.firstName);
    expect(exported.data.personalDataErasedAt).toBeNull();

    const refused = await berth.personalData.erase(booking.bookingId).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).code).toBe('PERSONAL_DATA_NEEDED');

    const quote = await berth.cancellations.quote(booking.bookingId);
    await berth.cancellations.cancel(booking.bookingId, quote.data.cancellationQuoteId);
    const erased = await berth.personalData.erase(booking.bookingId);
    expect(erased.status).toBe(200);
    expect(erased.data.personalDataErasedAt).not.toBeNull();
    expect(erased.data.guests.map((g) => g.customerDetails)).toEqual([null, null]);
    expect(erased.etag).toBe(`"${erased.data.version}"`);
  });
});
