/**
 * The SDK's amendment and document calls against the real app listening on a port: a confirmed booking
 * changed through `berth.amendments` with ETags, a stale ETag as PreconditionFailedError, and the
 * confirmation PDF as bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BerthClient, ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from '../src/index.js';
import { pdfText } from '../../../test/support/pdf.js';
import { FIRST_DEPARTURE_DAY, GUESTS, listeningApp, PARTY, type ListeningApp } from './support.js';

let t: ListeningApp;

beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

async function confirmed(berth: BerthClient) {
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
  return berth.bookings.confirm(search, { guests: GUESTS, agencyReference: 'SDK-AMEND' });
}

describe('amendments', () => {
  it('changes a guest, adds an addon and an excursion, picks a cabin number: each answer a new ETag', async () => {
    const { berth, requests } = t.client();
    const booking = await confirmed(berth);
    const id = booking.data.bookingId;

    const guest = await berth.amendments.updateGuest(id, 2, { firstName: 'Zoë', lastName: 'Ødegård' }, { ifMatch: '"1"' });
    expect(guest.etag).toBe('"2"');
    expect(guest.data.version).toBe(2);
    expect(guest.data.guests[1]!.customerDetails).toMatchObject({ firstName: 'Zoë', lastName: 'Ødegård' });
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.headers['if-match']).toBe('"1"');

    const addon = (await berth.amendments.listAddons(id)).data.addons.find((a) => a.code === 'DINNER')!;
    const withAddon = await berth.amendments.applyAddons(id, { addons: [{ code: addon.code, guestIds: [1, 2] }] }, { ifMatch: guest.etag! });
    expect(withAddon.etag).toBe('"3"');
    expect(withAddon.data.payment.totalPrice).toBe(withAddon.data.priceBreakdown.totalPrice);
    expect(withAddon.data.priceBreakdown.totalPrice).toBeGreaterThan(booking.data.priceBreakdown.totalPrice);

    const excursion = (await berth.amendments.listExcursions(id)).data.excursions[0]!;
    const withExcursion = await berth.amendments.applyExcursions(id, { excursions: [{ code: excursion.code, guestIds: [1] }] });
    expect(withExcursion.data.excursions.map((e) => e.code)).toContain(excursion.code);
    await expect(
      berth.amendments.applyExcursions(id, { excursions: [{ code: excursion.code, guestIds: [1] }] }),
    ).rejects.toMatchObject({ constructor: ConflictError, code: 'ITEM_ALREADY_APPLIED' });
    const without = await berth.amendments.removeExcursions(id, { excursions: [{ code: excursion.code }] });
    expect(without.data.excursions.map((e) => e.code)).not.toContain(excursion.code);

    const numbers = (await berth.amendments.listCabinNumbers(id, 'O2')).data.decks[0]!.cabinNumbers;
    const withCabin = await berth.amendments.applyCabinNumber(id, { cabinId: 1, cabinNumber: numbers[0]! });
    expect(withCabin.data.cabins[0]!.cabinNumber).toBe(numbers[0]);
    const removed = await berth.amendments.removeAddons(id, { addons: [{ code: addon.code }] });
    expect(removed.data.version).toBe(7);
    expect((await berth.bookings.retrieve(id)).data).toEqual(removed.data);
  });

  it('a stale ETag is PreconditionFailedError, a broken rule ValidationError naming the field, another agency NotFoundError', async () => {
    const { berth } = t.client();
    const booking = await confirmed(berth);
    const id = booking.data.bookingId;
    await berth.amendments.updateGuest(id, 1, { firstName: 'Åse' });
    const stale = berth.amendments.updateGuest(id, 1, { firstName: 'Kari' }, { ifMatch: booking.etag! });
    await expect(stale).rejects.toBeInstanceOf(PreconditionFailedError);
    await expect(stale).rejects.toMatchObject({ status: 412, code: 'PRECONDITION_FAILED' });
    const child = berth.amendments.updateGuest(id, 2, { dateOfBirth: '1990-01-01' });
    await expect(child).rejects.toBeInstanceOf(ValidationError);
    await expect(child).rejects.toMatchObject({ errors: { dateOfBirth: [expect.any(String)] } });

    const { berth: stranger } = t.client({ clientId: 'sandbox-agency-2', clientSecret: 'sandbox-secret-2', userKey: 'sandbox-user-key-2' });
    await expect(stranger.amendments.updateGuest(id, 1, { firstName: 'X' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(stranger.documents.confirmation(id)).rejects.toMatchObject({ status: 404, code: 'BOOKING_NOT_FOUND' });
  });
});

describe('documents', () => {
  it('the confirmation is the PDF bytes of the booking as it is now', async () => {
    const { berth } = t.client();
    const booking = await confirmed(berth);
    await berth.amendments.updateGuest(booking.data.bookingId, 1, { lastName: 'Ødegård' });
    const pdf = await berth.documents.confirmation(booking.data.bookingId);
    expect(pdf.status).toBe(200);
    expect(pdf.data).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(pdf.data.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.data);
    expect(text).toContain(booking.data.bookingId);
    expect(text).toContain('SDK-AMEND');
    expect(text).toContain('Kari Ødegård');
  });
});
