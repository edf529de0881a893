/**
 * Amendments of a confirmed booking (lifecycle.md "Amendments"): a guest's details by PATCH with the
 * confirm's rules, addons, excursions and cabin numbers with the held booking's rules and answers; each
 * change a new version with its `booking.amended` event and the total and payment block recalculated; a
 * refused change leaves the booking and the inventory as they were; 404 for another agency, 409 once
 * cancelled or departed, 412 on a stale If-Match.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { inTransaction } from '../../src/platform/db/transaction.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { pdfText } from '../support/pdf.js';
import { breakdownSum, v2Client, type V2Client } from '../support/v2.js';
import { bookingRecords } from '../../src/main/services.js';

let t: TestApp;
let api: V2Client;
let other: V2Client;

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app, 1);
  other = await v2Client(t.app, 2);
});
afterAll(async () => t?.close());

const db = () => t.tdb.database.db;
const minor = (amount: number) => Math.round(amount * 100);
const eventsOf = (reference: string) =>
  queryRows<{ type: string; data: Record<string, unknown> }>(
    db(),
    sql`select e.type, e.data from events e join bookings b on b.id = e.booking_id where b.reference = ${reference} order by e.seq`,
  );
/** Every allocation row of the booking, as a comparable snapshot (what the inventory holds for it). */
const allocationsOf = async (reference: string) =>
  queryRows<{ kind: string; session_id: string | null; what: string }>(
    db(),
    sql`select 'cabin' as kind, a.session_id, a.cabin_id::text as what from cabin_allocations a join bookings b on b.id = a.booking_id where b.reference = ${reference}
        union all
        select 'seat', a.session_id, a.excursion_departure_id::text || '/' || a.guest_id from excursion_allocations a join bookings b on b.id = a.booking_id where b.reference = ${reference}
        union all
        select 'capacity', a.session_id, a.grade_id::text from capacity_allocations a join bookings b on b.id = a.booking_id where b.reference = ${reference}
        order by 1, 3`,
  );
const read = async (b: ConfirmedBookingBody) => (await api.call('GET', `/bookings/${b.bookingId}`)).json();

/** Every total adds up: the breakdown's lines, the total, the payment block. */
function expectConsistent(booking: ConfirmedBookingBody) {
  expect(minor(booking.priceBreakdown.totalPrice)).toBe(breakdownSum(booking.priceBreakdown));
  expect(booking.payment.totalPrice).toBe(booking.priceBreakdown.totalPrice);
  expect(minor(booking.payment.depositAmount)).toBe(Math.round(minor(booking.payment.totalPrice) * 0.2));
  expect(minor(booking.payment.balance)).toBe(minor(booking.payment.totalPrice) - minor(booking.payment.paidAmount));
}

describe('PATCH a guest', () => {
  it('changes the details, keeps the rest, and answers the booking with version 2, ETag "2" and its event', async () => {
    const b = await confirmBooking(api);
    const res = await api.call('PATCH', `/bookings/${b.bookingId}/guests/2`, { firstName: 'Zoë', lastName: 'Ødegård' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    const after = res.json();
    expect(after.version).toBe(2);
    expect(after.guests[1].customerDetails).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Ødegård',
      dateOfBirth: '2016-06-01',
      isLead: false,
    });
    expect(after.guests[0]).toEqual(b.guests[0]);
    expect(after.priceBreakdown).toEqual(b.priceBreakdown);
    expect(await read(b)).toEqual(after);
    expect((await eventsOf(b.bookingId)).at(-1)).toEqual({
      type: 'booking.amended',
      data: { bookingId: b.bookingId, version: 2, change: 'guest', guestId: 2 },
    });
  });

  it('re-checks the confirm’s rules: 400 naming the field, nothing changed', async () => {
    const b = await confirmBooking(api);
    const refused = async (guestId: number, body: unknown, field: string) => {
      const res = await api.call('PATCH', `/bookings/${b.bookingId}/guests/${guestId}`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), res.body).toContain(field);
    };
    // The CHILD priced as a child must stay 2 to 15 at departure (2027-01-10).
    await refused(2, { dateOfBirth: '1990-01-01' }, 'dateOfBirth');
    await refused(2, { dateOfBirth: '2030-01-01' }, 'dateOfBirth');
    // One lead, an ADULT or SENIOR with contact details.
    await refused(1, { isLead: false }, 'isLead');
    await refused(2, { isLead: true, email: 'ola@example.com' }, 'isLead');
    // Body rules of the confirm's fields.
    await refused(1, { email: 'not an email' }, 'email');
    await refused(1, { nationality: 'Norway' }, 'nationality');
    await refused(1, { firstName: '' }, 'firstName');
    await refused(1, { guestId: 3 }, 'guestId');
    const empty = await api.call('PATCH', `/bookings/${b.bookingId}/guests/1`, {});
    expect(empty.statusCode).toBe(400);
    const unknown = await api.call('PATCH', `/bookings/${b.bookingId}/guests/7`, { firstName: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GUEST_NOT_FOUND');
    expect(await read(b)).toEqual(b);
    expect(await eventsOf(b.bookingId)).toHaveLength(1);
  });

  it('moves the lead to another adult with contact details; the former lead is no longer lead', async () => {
    const search = (
      await api.searchVoyages({
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        departureDateFrom: '2027-01-10',
        guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
      })
    ).json();
    const created = await api.create('voyage-only', search.sessionId, {
      departureDate: search.results[0].departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const lead = {
      guestId: 1,
      firstName: 'Kari',
      lastName: 'Nordmann',
      dateOfBirth: '1980-04-12',
      gender: 'FEMALE',
      nationality: 'NO',
      isLead: true,
      email: 'kari@example.com',
      phoneNumber: '+4791234567',
      address: { street: 'Storgata 1', postalCode: '0155', city: 'Oslo', countryCode: 'NO' },
    };
    const second = {
      guestId: 2,
      firstName: 'Åse',
      lastName: 'Berg',
      dateOfBirth: '1979-02-03',
      gender: 'FEMALE',
      nationality: 'NO',
    };
    const b = (await api.sub('POST', 'voyage-only', search.sessionId, 'confirm', { guests: [lead, second] })).json();
    // Without contact details the new lead is refused.
    const bare = await api.call('PATCH', `/bookings/${b.bookingId}/guests/2`, { isLead: true });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json().errors)).toEqual(expect.arrayContaining(['email', 'phoneNumber', 'address']));
    const moved = await api.call('PATCH', `/bookings/${b.bookingId}/guests/2`, {
      isLead: true,
      email: 'ase@example.com',
      phoneNumber: '+4798765432',
      address: { street: 'Strandkaien 2', postalCode: '5013', city: 'Bergen', countryCode: 'NO' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const guests = moved.json().guests.map((g: ConfirmedBookingBody) => [g.id, g.customerDetails.isLead]);
    expect(guests).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});

describe('addons and excursions on the confirmed booking', () => {
  it('adds and removes an addon: the total and the payment block follow, one version and event each', async () => {
    const b = await confirmBooking(api);
    const listing = await api.call('GET', `/bookings/${b.bookingId}/addons`);
    expect(listing.statusCode, listing.body).toBe(200);
    const addon = listing.json().addons.find((a: { isMandatory: boolean }) => !a.isMandatory);
    const price = addon.guests.find((g: { guestId: number }) => g.guestId === 1).price;
    expect(price).toBeGreaterThan(0);

    const added = await api.call('POST', `/bookings/${b.bookingId}/addons`, {
      addons: [{ code: addon.code, guestIds: [1] }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.headers.etag).toBe('"2"');
    const after = added.json();
    expect(after.addons).toContainEqual({ code: addon.code, guests: [1], isMandatory: false });
    expect(minor(after.priceBreakdown.totalPrice)).toBe(minor(b.priceBreakdown.totalPrice) + minor(price));
    expectConsistent(after);
    expect(after.status).toBe('CONFIRMED');
    expect(after.bookingId).toBe(b.bookingId);

    // The held booking's answers: applying it again is 409 ITEM_ALREADY_APPLIED, nothing changes.
    const again = await api.call('POST', `/bookings/${b.bookingId}/addons`, {
      addons: [{ code: addon.code, guestIds: [1] }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ITEM_ALREADY_APPLIED');
    const unknown = await api.call('POST', `/bookings/${b.bookingId}/addons`, {
      addons: [{ code: 'NOPE', guestIds: [1] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['addons[0].code']);
    expect(await read(b)).toEqual(after);

    const removed = await api.call('DELETE', `/bookings/${b.bookingId}/addons`, { addons: [{ code: addon.code }] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().version).toBe(3);
    expect(removed.json().priceBreakdown).toEqual(b.priceBreakdown);
    expect(removed.json().payment).toEqual(b.payment);
    expect((await eventsOf(b.bookingId)).map((e) => [e.type, e.data.version, e.data.change])).toEqual([
      ['booking.confirmed', 1, undefined],
      ['booking.amended', 2, 'addons'],
      ['booking.amended', 3, 'addons'],
    ]);
  });

  it('takes excursion seats for good (no session), and refuses a sold-out excursion leaving all as it was', async () => {
    const b = await confirmBooking(api);
    const listing = (await api.call('GET', `/bookings/${b.bookingId}/excursions`)).json();
    expect(listing.excursions.length).toBeGreaterThan(1);
    const [first, second] = listing.excursions;
    const added = await api.call('POST', `/bookings/${b.bookingId}/excursions`, {
      excursions: [{ code: first.code, guestIds: [1, 2] }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expectConsistent(added.json());
    const seats = (await allocationsOf(b.bookingId)).filter((a) => a.kind === 'seat');
    expect(seats).toHaveLength(2);
    expect(seats.every((s) => s.session_id === null)).toBe(true);
    const relisted = (await api.call('GET', `/bookings/${b.bookingId}/excursions`)).json();
    expect(relisted.excursions.find((e: { code: string }) => e.code === first.code).seatsAvailable).toBe(
      first.seatsAvailable - 2,
    );

    // The second excursion has one seat left: two guests and a remove of the first in one call are refused
    // together (all or nothing), the first excursion's seats stay taken.
    const before = await read(b);
    const inventory = await allocationsOf(b.bookingId);
    await db().execute(
      sql`update excursion_departures d set seats = (select count(*) from excursion_allocations a where a.excursion_departure_id = d.id) + 1
          where d.sailing_id = (select sailing_id from bookings where reference = ${b.bookingId})
            and d.excursion_code = ${second.code}`,
    );
    const soldOut = await api.call('POST', `/bookings/${b.bookingId}/excursions`, {
      excursions: [{ code: second.code, guestIds: [1, 2] }],
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().code).toBe('EXCURSION_SOLD_OUT');
    expect(await read(b)).toEqual(before);
    expect(await allocationsOf(b.bookingId)).toEqual(inventory);
    expect((await eventsOf(b.bookingId)).map((e) => e.type)).toEqual(['booking.confirmed', 'booking.amended']);
  });

  it('replays a POST with the same Idempotency-Key (same answer and ETag) without changing the booking twice', async () => {
    const b = await confirmBooking(api);
    const body = { addons: [{ code: 'DINNER', guestIds: [1] }] };
    const key = { 'Idempotency-Key': `amend-${b.bookingId}` };
    const first = await api.call('POST', `/bookings/${b.bookingId}/addons`, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await api.call('POST', `/bookings/${b.bookingId}/addons`, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.etag).toBe('"2"');
    expect(again.json()).toEqual(first.json());
    expect((await read(b)).version).toBe(2);
  });

  it('has no supplemental tours route: tours are bought before confirm', async () => {
    const b = await confirmBooking(api);
    expect((await api.call('GET', `/bookings/${b.bookingId}/supplemental-tours`)).statusCode).toBe(404);
  });
});

describe('cabin numbers on the confirmed booking', () => {
  it('lists, applies a listed number (a permanent allocation), and refuses one not listed', async () => {
    const b = await confirmBooking(api, { grade: 'O2' });
    const listing = await api.call(
      'GET',
      `/bookings/${b.bookingId}/cabin-numbers`,
      undefined,
      {},
      { cabinGrade: 'O2' },
    );
    expect(listing.statusCode, listing.body).toBe(200);
    const numbers: string[] = listing.json().decks.flatMap((d: { cabinNumbers: string[] }) => d.cabinNumbers);
    const number = numbers.at(-1)!;
    const applied = await api.call('POST', `/bookings/${b.bookingId}/cabin-numbers`, {
      cabinId: 1,
      cabinNumber: number,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().cabins[0].cabinNumber).toBe(number);
    expect(applied.json().version).toBe(2);
    const cabins = (await allocationsOf(b.bookingId)).filter((a) => a.kind === 'cabin');
    expect(cabins).toHaveLength(1);
    expect(cabins[0]!.session_id).toBeNull();
    // The listing is used up by an apply, as on a held booking: list again first.
    const unlisted = await api.call('POST', `/bookings/${b.bookingId}/cabin-numbers`, {
      cabinId: 1,
      cabinNumber: numbers[0],
    });
    expect(unlisted.statusCode).toBe(400);
    expect(Object.keys(unlisted.json().errors)).toEqual(['cabinNumber']);
    const wrongGrade = await api.call(
      'GET',
      `/bookings/${b.bookingId}/cabin-numbers`,
      undefined,
      {},
      { cabinGrade: 'XX' },
    );
    expect(wrongGrade.statusCode).toBe(400);
    expect((await read(b)).version).toBe(2);
  });
});

describe('who and when', () => {
  it('answers 412 on a stale If-Match and changes nothing; the current ETag goes through', async () => {
    const b = await confirmBooking(api);
    const stale = await api.call(
      'PATCH',
      `/bookings/${b.bookingId}/guests/1`,
      { firstName: 'Åsa' },
      { 'If-Match': '"7"' },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('PRECONDITION_FAILED');
    expect(await read(b)).toEqual(b);
    const fresh = await api.call(
      'PATCH',
      `/bookings/${b.bookingId}/guests/1`,
      { firstName: 'Åsa' },
      { 'If-Match': '"1"' },
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('answers 404 for another agency’s booking on every route, and changes nothing', async () => {
    const b = await confirmBooking(api);
    const calls: [string, string, unknown?, Record<string, string>?][] = [
      ['PATCH', `/bookings/${b.bookingId}/guests/1`, { firstName: 'X' }],
      ['GET', `/bookings/${b.bookingId}/addons`],
      ['POST', `/bookings/${b.bookingId}/addons`, { addons: [{ code: 'DINNER', guestIds: [1] }] }],
      ['DELETE', `/bookings/${b.bookingId}/excursions`, { excursions: [{ code: 'AES-CITY-WALK' }] }],
      ['GET', `/bookings/${b.bookingId}/excursions`],
      ['GET', `/bookings/${b.bookingId}/cabin-numbers`, undefined, { cabinGrade: 'O2' }],
      ['POST', `/bookings/${b.bookingId}/cabin-numbers`, { cabinId: 1, cabinNumber: null }],
      ['GET', `/bookings/${b.bookingId}/documents/confirmation`],
    ];
    for (const [method, path, body, query] of calls) {
      const res = await other.call(method, path, body, {}, query);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().code).toBe('BOOKING_NOT_FOUND');
    }
    expect(await read(b)).toEqual(b);
  });

  it('answers 409 BOOKING_CANCELLED on a cancelled booking, and its PDF says so with the fee', async () => {
    const b = await confirmBooking(api);
    const [{ agency_id }] = (await queryRows<{ agency_id: string }>(
      db(),
      sql`select agency_id from bookings where reference = ${b.bookingId}`,
    )) as [{ agency_id: string }];
    await inTransaction(db(), async (tx) => {
      const booking = await bookingRecords.lockConfirmed(tx, {
        agencyId: agency_id,
        bookingId: b.bookingId,
        now: t.clock.now(),
      });
      await bookingRecords.cancel(tx, booking, {
        reason: 'AGENCY_REQUEST',
        fee: booking.totalMinor,
        refundAmount: 0,
        amountDue: booking.totalMinor,
        now: t.clock.now(),
      });
    });
    for (const [method, path, body, query] of [
      ['PATCH', `/bookings/${b.bookingId}/guests/1`, { firstName: 'X' }],
      ['POST', `/bookings/${b.bookingId}/addons`, { addons: [{ code: 'DINNER', guestIds: [1] }] }],
      ['GET', `/bookings/${b.bookingId}/addons`],
      ['GET', `/bookings/${b.bookingId}/cabin-numbers`, undefined, { cabinGrade: 'O2' }],
      ['POST', `/bookings/${b.bookingId}/cabin-numbers`, { cabinId: 1, cabinNumber: null }],
    ] as [string, string, unknown?, Record<string, string>?][]) {
      const res = await api.call(method, path, body, {}, query);
      expect(res.statusCode, `${method} ${path}`).toBe(409);
      expect(res.json().code).toBe('BOOKING_CANCELLED');
    }
    const pdf = await api.call('GET', `/bookings/${b.bookingId}/documents/confirmation`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CANCELLED');
    expect(text).toContain(
      `Cancellation fee NOK ${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(b.priceBreakdown.totalPrice)}`,
    );
  });

  it('answers 409 BOOKING_DEPARTED from the departure instant on', async () => {
    const b = await confirmBooking(api);
    const now = t.clock.now();
    try {
      t.clock.set('2027-01-10T21:30:00Z'); // 22:30 in Oslo: the departure
      const api = await v2Client(t.app, 1); // a token of that day
      const res = await api.call('POST', `/bookings/${b.bookingId}/addons`, {
        addons: [{ code: 'DINNER', guestIds: [1] }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('BOOKING_DEPARTED');
      const patch = await api.call('PATCH', `/bookings/${b.bookingId}/guests/1`, { firstName: 'X' });
      expect(patch.json().code).toBe('BOOKING_DEPARTED');
    } finally {
      t.clock.set(now);
    }
  });
});

describe('the confirmation PDF', () => {
  it('answers application/pdf with the booking as it is now: amended names, references, total', async () => {
    const b = await confirmBooking(api, { agencyReference: 'AGY-ÆØÅ-1' });
    await api.call('PATCH', `/bookings/${b.bookingId}/guests/1`, { firstName: 'Søren', lastName: 'Ødegård-Müller' });
    const res = await api.call('GET', `/bookings/${b.bookingId}/documents/confirmation`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="booking-${b.bookingId}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(b.bookingId);
    expect(text).toContain('AGY-ÆØÅ-1');
    expect(text).toContain('Søren Ødegård-Müller (lead guest)');
    expect(text).toContain('Berth Coastal Voyages');
    const total = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(b.priceBreakdown.totalPrice);
    expect(text).toContain(`Total NOK ${total}`);
  });
});
