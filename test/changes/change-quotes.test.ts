/**
 * Priced changes after booking (commerce.md, "Priced changes after booking"), through the HTTP interface on the
 * demo catalogue: a quote shows the booking as it would be and holds what the change needs; apply makes it the
 * booking's in one transaction, frees the old inventory at once and sends one booking.changed; the fare's change
 * rules decide what is allowed and what it costs; any write on the booking releases the quote.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, TEST_NOW, type TestApp } from '../support/app.js';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { breakdownSum, CHILD, LEAD, v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp({ env: MANY_HOLDS });
  api = await v2Client(t.app, 1);
});
afterAll(async () => t?.close());
beforeEach(() => t.clock.set(TEST_NOW));

/** 40+ days before the first departures: FLEX's changes are free, SAVER is on sale. */
const FAR_OUT = '2026-11-20T09:00:00Z';
const minor = (n: number) => Math.round(n * 100);
const SECOND_DAY = '2027-01-11';

/** The O2 result of a BGO-TOS search on `day` for an adult and a child. */
async function departureOn(day: string) {
  const res = await api.searchVoyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: day,
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json().results[0];
  return {
    departureDate: result.departureDate as string,
    freeO2: result.cabinGrades.find((g: { code: string }) => g.code === 'O2').availableCabins as number,
  };
}

const quote = (bookingId: string, body: unknown, headers?: Record<string, string>) =>
  api.call('POST', `/bookings/${bookingId}/change-quotes`, body, headers);
const apply = (bookingId: string, changeQuoteId: string, headers?: Record<string, string>) =>
  api.call('POST', `/bookings/${bookingId}/changes`, { changeQuoteId }, headers);
const release = (bookingId: string, changeQuoteId: string) =>
  api.call('DELETE', `/bookings/${bookingId}/change-quotes/${changeQuoteId}`);
const getBooking = async (bookingId: string) => (await api.call('GET', `/bookings/${bookingId}`)).json();

/** The booking's booking.changed events in the feed. */
async function changedEvents(bookingId: string) {
  const events = (await api.call('GET', '/events', undefined, {}, { limit: '100' })).json();
  return events.events.filter(
    (e: { type: string; data: { bookingId: string } }) =>
      e.type === 'booking.changed' && e.data.bookingId === bookingId,
  );
}

const allocations = async (bookingId: string) =>
  queryRows<{ sailing_id: number; session_id: string | null }>(
    t.tdb.database.db,
    sql`select a.sailing_id, a.session_id from cabin_allocations a join bookings b on b.id = a.booking_id
        where b.reference = ${bookingId} order by a.session_id nulls first`,
  );

describe('a date change', () => {
  it('quotes the booking on the new departure and holds its cabin; apply moves it and frees the old one at once', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX' });
    const from = await departureOn(FIRST_DEPARTURE_DAY);
    const to = await departureOn(SECOND_DAY);

    const q = await quote(booking.bookingId, { departureDate: to.departureDate });
    expect(q.statusCode, q.body).toBe(201);
    const body = q.json();
    expect(body.changeQuoteId).toMatch(/^chq_/);
    expect(body.booking.departureDate).toBe(to.departureDate);
    expect(body.booking.version).toBe(booking.version + 1);
    expect(body.changeFee).toBe(0); // FLEX: free 30 days or more before departure
    expect(minor(body.newTotal)).toBe(minor(body.booking.priceBreakdown.totalPrice));
    expect(minor(body.priceDifference)).toBe(minor(body.newTotal) - minor(booking.priceBreakdown.totalPrice));
    expect(body.amountDue).toBe(body.newTotal); // nothing paid yet
    expect(body.refundAmount).toBe(0);
    expect(breakdownSum(body.booking.priceBreakdown)).toBe(minor(body.newTotal));
    // Held for the quote: the new departure shows one O2 fewer; the booking itself has not changed.
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2 - 1);
    expect((await departureOn(FIRST_DEPARTURE_DAY)).freeO2).toBe(from.freeO2);
    expect((await getBooking(booking.bookingId)).version).toBe(booking.version);

    const applied = await apply(booking.bookingId, body.changeQuoteId, { 'if-match': `"${booking.version}"` });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = applied.json();
    expect(applied.headers.etag).toBe(`"${booking.version + 1}"`);
    expect(after.departureDate).toBe(to.departureDate);
    expect(after.priceBreakdown).toEqual(body.booking.priceBreakdown);
    expect(after.payment).toEqual(body.paymentSchedule);
    // The old cabin is free at once, the new one is the booking's (permanent: no session).
    expect((await departureOn(FIRST_DEPARTURE_DAY)).freeO2).toBe(from.freeO2 + 1);
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2 - 1);
    const rows = await allocations(booking.bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.session_id).toBeNull();

    const changed = await changedEvents(booking.bookingId);
    expect(changed).toHaveLength(1);
    expect(changed[0].data).toMatchObject({ version: booking.version + 1, changes: ['date'], changeFee: 0 });

    // Applied once: the same quote again is refused, and nothing moves.
    const again = await apply(booking.bookingId, body.changeQuoteId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CHANGE_QUOTE_EXPIRED');
  });

  it('lets the quote expire: its hold is free again and apply answers 409 CHANGE_QUOTE_EXPIRED', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX' });
    const to = await departureOn(SECOND_DAY);
    const q = (await quote(booking.bookingId, { departureDate: to.departureDate })).json();
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2 - 1);
    t.clock.set(new Date(Date.parse(FAR_OUT) + 16 * 60_000).toISOString());
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2);
    const res = await apply(booking.bookingId, q.changeQuoteId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CHANGE_QUOTE_EXPIRED');
    expect((await getBooking(booking.bookingId)).departureDate).toBe(booking.departureDate);
  });
});

describe('the fare decides', () => {
  it('SAVER refuses a date or grade change (409 CHANGE_NOT_ALLOWED_BY_FARE) and a name correction still works', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'SAVER' });
    const to = await departureOn(SECOND_DAY);
    for (const [body, field] of [
      [{ departureDate: to.departureDate }, 'departureDate'],
      [{ cabins: [{ cabinId: 1, code: 'XJ' }] }, 'cabins'],
    ] as const) {
      const res = await quote(booking.bookingId, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('CHANGE_NOT_ALLOWED_BY_FARE');
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2);
    const renamed = await api.call('PATCH', `/bookings/${booking.bookingId}/guests/1`, { lastName: 'Olsen' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().guests[0].customerDetails.lastName).toBe('Olsen');
  });

  it('FLEX changes free until 30 days out and with its fee after, the fee a CHANGE_FEE item inside the total', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX' });
    const free = await quote(booking.bookingId, { cabins: [{ cabinId: 1, code: 'XJ' }] });
    expect(free.statusCode, free.body).toBe(201);
    expect(free.json().changeFee).toBe(0);
    expect(free.json().booking.priceBreakdown).not.toHaveProperty('fees');

    t.clock.set(TEST_NOW); // 5 days out: under FLEX's 30 free days, above its 3-day limit
    const paid = await quote(booking.bookingId, { cabins: [{ cabinId: 1, code: 'XJ' }] });
    expect(paid.statusCode, paid.body).toBe(201);
    const body = paid.json();
    expect(body.changeFee).toBe(250); // the demo's FLEX fee, NOK
    expect(body.booking.priceBreakdown.fees).toEqual([{ code: 'CHANGE_FEE', amount: 250 }]);
    expect(body.booking.cabins[0].code).toBe('XJ');
    expect(breakdownSum(body.booking.priceBreakdown)).toBe(minor(body.newTotal));

    const applied = await apply(booking.bookingId, body.changeQuoteId);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().priceBreakdown.fees).toEqual([{ code: 'CHANGE_FEE', amount: 250 }]);
    expect(minor(applied.json().payment.totalPrice)).toBe(minor(body.newTotal));
  });
});

describe('a quote is released by any write on the booking', () => {
  it('a payment releases the held cabin and makes the quote stale', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX' });
    const to = await departureOn(SECOND_DAY);
    const q = (await quote(booking.bookingId, { departureDate: to.departureDate })).json();
    const paid = await api.call('POST', `/bookings/${booking.bookingId}/payments`, {
      amount: 100,
      currency: booking.currency,
      reference: 'pay-1',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2);
    const res = await apply(booking.bookingId, q.changeQuoteId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CHANGE_QUOTE_EXPIRED');
  });

  it('a newer quote supersedes the older: only the newest holds, the older answers 409', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX' });
    const to = await departureOn(SECOND_DAY);
    const first = (await quote(booking.bookingId, { departureDate: to.departureDate })).json();
    const second = (await quote(booking.bookingId, { departureDate: to.departureDate })).json();
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2 - 1);
    expect((await apply(booking.bookingId, first.changeQuoteId)).json().code).toBe('CHANGE_QUOTE_EXPIRED');
    expect((await apply(booking.bookingId, second.changeQuoteId)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('names the field and the rule, and leaves the booking and the inventory as they were', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX' });
    const to = await departureOn(SECOND_DAY);
    const cases: [unknown, number, string, string][] = [
      [{}, 400, 'VALIDATION_FAILED', ''],
      [{ departureDate: '2027-01-11T03:17:00' }, 400, 'VALIDATION_FAILED', 'departureDate'],
      [{ departureDate: booking.departureDate }, 400, 'VALIDATION_FAILED', 'departureDate'],
      [{ cabins: [{ cabinId: 7, code: 'XJ' }] }, 400, 'VALIDATION_FAILED', 'cabins[0].cabinId'],
      [{ cabins: [{ cabinId: 1, code: 'ZZ' }] }, 400, 'VALIDATION_FAILED', 'cabins[0].code'],
      [{ cabins: [{ cabinId: 1, code: 'O2' }] }, 400, 'VALIDATION_FAILED', 'cabins[0].code'],
      [{ fareCode: 'NOPE' }, 400, 'FARE_NOT_FOUND', 'fareCode'],
      [{ fareCode: 'FLEX' }, 400, 'VALIDATION_FAILED', 'fareCode'],
      [{ addGuests: [] }, 400, 'VALIDATION_FAILED', ''],
      [{ addGuests: [{ ...NEW_ADULT, cabinId: 7 }] }, 400, 'VALIDATION_FAILED', 'addGuests[0].cabinId'],
      // A CHILD must be 2 to 15 at the departure: an adult's date of birth is refused.
      [{ addGuests: [{ ...NEW_ADULT, type: 'CHILD' }] }, 400, 'VALIDATION_FAILED', 'addGuests[0].dateOfBirth'],
      [{ removeGuestIds: [5] }, 400, 'VALIDATION_FAILED', 'removeGuestIds[0]'],
      [{ removeGuestIds: [2, 2] }, 400, 'VALIDATION_FAILED', ''],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await quote(booking.bookingId, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
      if (field) expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    const unknown = await apply(booking.bookingId, 'chq_nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CHANGE_QUOTE_NOT_FOUND');
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2);
    const now = await getBooking(booking.bookingId);
    expect(now.version).toBe(booking.version);
    expect(now.priceBreakdown).toEqual(booking.priceBreakdown);
  });
});

describe("the agency's hold quota", () => {
  it("counts a change quote's cabins on the new sailing, as a held booking's", async () => {
    const q1 = await createTestApp({ env: { HOLD_QUOTA_PER_SAILING: '1' } });
    try {
      const client = await v2Client(q1.app, 1);
      q1.clock.set(FAR_OUT);
      const booking = await confirmBooking(client, { fareCode: 'FLEX' });
      const search = async (day: string) => {
        const res = await client.searchVoyages({
          departurePort: 'BGO',
          arrivalPort: 'TOS',
          departureDateFrom: day,
          guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
        });
        return {
          sessionId: res.json().sessionId as string,
          departureDate: res.json().results[0].departureDate as string,
        };
      };
      const to = await search(SECOND_DAY);
      const q = await client.call('POST', `/bookings/${booking.bookingId}/change-quotes`, {
        departureDate: to.departureDate,
      });
      expect(q.statusCode, q.body).toBe(201);
      // The quote holds the agency's one cabin on that sailing: a hold there is over the quota.
      const held = await client.create('voyage-only', to.sessionId, {
        departureDate: to.departureDate,
        cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
      });
      expect(held.statusCode, held.body).toBe(409);
      expect(held.json().code).toBe('HOLD_QUOTA_EXCEEDED');
      // Once the quote is released (a write on the booking), the hold fits.
      const other = await search(SECOND_DAY);
      await client.call('PATCH', `/bookings/${booking.bookingId}/guests/2`, { firstName: 'Per' });
      const again = await client.create('voyage-only', other.sessionId, {
        departureDate: other.departureDate,
        cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
      });
      expect(again.statusCode, again.body).toBe(201);
      // And now the quote is the one over the quota.
      const over = await client.call('POST', `/bookings/${booking.bookingId}/change-quotes`, {
        departureDate: to.departureDate,
      });
      expect(over.statusCode, over.body).toBe(409);
      expect(over.json().code).toBe('HOLD_QUOTA_EXCEEDED');
    } finally {
      await q1.close();
    }
  });
});

/** A guest joining cabin 1, with the confirm's details (no id, no lead). */
const NEW_ADULT = {
  type: 'ADULT',
  cabinId: 1,
  firstName: 'Nils',
  lastName: 'Hansen',
  dateOfBirth: '1979-02-03',
  gender: 'MALE',
  nationality: 'NO',
};

type Line = { code: string; guests: { guestId: number; price: number }[] };
/** Each guest's cabin price in minor units, by guest id. */
const cabinLines = (b: ConfirmedBookingBody) =>
  new Map(
    (b.priceBreakdown.cabins as Line[]).flatMap((c) => c.guests.map((g) => [g.guestId, minor(g.price)] as const)),
  );

const partyRows = async (bookingId: string) =>
  queryRows<{ guest_id: number; type: string; removed: boolean }>(
    t.tdb.database.db,
    sql`select g.guest_id, g.type, g.removed_at is not null as removed from booking_guests g
        join bookings b on b.id = g.booking_id where b.reference = ${bookingId} order by g.guest_id`,
  );

/** A confirmed booking of two cabins: O2 for the lead ADULT (guest 1), O2 for an ADULT (2) and a CHILD (3). */
async function twoCabinBooking(fareCode: string) {
  const s = (
    await api.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }, { type: 'ADULT' }, { type: 'CHILD' }],
    })
  ).json();
  const created = await api.create('voyage-only', s.sessionId, {
    departureDate: s.results[0].departureDate,
    cabinMix: [
      { code: 'O2', guestIds: [1] },
      { code: 'O2', guestIds: [2, 3] },
    ],
    fareCode,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { isLead: _lead, email: _e, phoneNumber: _p, address: _a, ...adult } = LEAD;
  const confirmed = await api.sub('POST', 'voyage-only', s.sessionId, 'confirm', {
    guests: [
      { guestId: 1, ...LEAD },
      { guestId: 2, ...adult, firstName: 'Per' },
      { ...CHILD, guestId: 3 },
    ],
  });
  expect(confirmed.statusCode, confirmed.body).toBe(201);
  return confirmed.json();
}

describe('a change of the party', () => {
  it("adds a guest to a cabin at its price under the booking fare; apply makes the guest the booking's, with the next id", async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX', grade: 'XJ' }); // XJ takes 3
    const q = await quote(booking.bookingId, { addGuests: [NEW_ADULT] });
    expect(q.statusCode, q.body).toBe(201);
    const body = q.json();
    expect(body.changeFee).toBe(0);
    expect(body.booking.guests.map((g: { id: number; type: string }) => [g.id, g.type])).toEqual([
      [1, 'ADULT'],
      [2, 'CHILD'],
      [3, 'ADULT'],
    ]);
    expect(body.booking.guests[2].customerDetails).toMatchObject({ firstName: 'Nils', isLead: false });
    expect(body.booking.cabins[0].guests).toEqual([1, 2, 3]);
    // The difference is exactly the new guest's price in the cabin (no fee, the others' prices unchanged).
    const before = cabinLines(booking);
    const after = cabinLines(body.booking);
    expect(after.get(1)).toBe(before.get(1));
    expect(after.get(2)).toBe(before.get(2));
    expect(after.get(3)).toBeGreaterThan(0);
    expect(minor(body.priceDifference)).toBe(after.get(3));
    expect(minor(body.priceDifference)).toBe(
      breakdownSum(body.booking.priceBreakdown) - breakdownSum(booking.priceBreakdown),
    );
    expect(breakdownSum(body.booking.priceBreakdown)).toBe(minor(body.newTotal));
    expect(body.amountDue).toBe(body.newTotal);
    // The quote changed nothing yet.
    expect((await getBooking(booking.bookingId)).guests).toHaveLength(2);
    expect(await partyRows(booking.bookingId)).toHaveLength(2);

    const applied = await apply(booking.bookingId, body.changeQuoteId);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().guests).toEqual(body.booking.guests);
    expect(applied.json().priceBreakdown).toEqual(body.booking.priceBreakdown);
    expect(await partyRows(booking.bookingId)).toEqual([
      { guest_id: 1, type: 'ADULT', removed: false },
      { guest_id: 2, type: 'CHILD', removed: false },
      { guest_id: 3, type: 'ADULT', removed: false },
    ]);
    const changed = await changedEvents(booking.bookingId);
    expect(changed.map((e: { data: { changes: string[] } }) => e.data.changes)).toEqual([['party']]);
    // The new guest is the booking's like the others: a correction of the name works.
    const renamed = await api.call('PATCH', `/bookings/${booking.bookingId}/guests/3`, { lastName: 'Berg' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().guests[2].customerDetails.lastName).toBe('Berg');
  });

  it('removes a guest: the price falls by their share, what was paid above the new total is refundAmount, and the id is never given again', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX', grade: 'XJ' });
    const added = await apply(
      booking.bookingId,
      (await quote(booking.bookingId, { addGuests: [NEW_ADULT] })).json().changeQuoteId,
    );
    expect(added.statusCode, added.body).toBe(200);
    const three = added.json();
    const paid = await api.call('POST', `/bookings/${booking.bookingId}/payments`, {
      amount: three.priceBreakdown.totalPrice,
      currency: three.currency,
      reference: 'pay-all',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const q = await quote(booking.bookingId, { removeGuestIds: [3] });
    expect(q.statusCode, q.body).toBe(201);
    const body = q.json();
    expect(body.booking.guests.map((g: { id: number }) => g.id)).toEqual([1, 2]);
    expect(body.booking.cabins[0].guests).toEqual([1, 2]);
    // Back to the party it was: exactly guest 3's price less, the others' unchanged.
    expect(minor(body.priceDifference)).toBe(-cabinLines(three).get(3)!);
    expect(body.booking.priceBreakdown).toEqual(booking.priceBreakdown);
    expect(minor(body.priceDifference)).toBe(
      breakdownSum(body.booking.priceBreakdown) - breakdownSum(three.priceBreakdown),
    );
    expect(body.amountDue).toBe(0);
    expect(minor(body.refundAmount)).toBe(minor(three.priceBreakdown.totalPrice) - minor(body.newTotal));

    const applied = await apply(booking.bookingId, body.changeQuoteId);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().guests.map((g: { id: number }) => g.id)).toEqual([1, 2]);
    expect((await partyRows(booking.bookingId)).map((r) => [r.guest_id, r.removed])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // A guest added later gets id 4, never the removed guest's 3.
    const again = await quote(booking.bookingId, { addGuests: [NEW_ADULT] });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().booking.guests.map((g: { id: number }) => g.id)).toEqual([1, 2, 4]);
  });

  it('a removed guest leaves the items: one only they had is dropped with its price, a shared one stays for the others', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX', grade: 'XJ' });
    await apply(booking.bookingId, (await quote(booking.bookingId, { addGuests: [NEW_ADULT] })).json().changeQuoteId);
    const listing = (await api.call('GET', `/bookings/${booking.bookingId}/addons`)).json();
    const [only, shared] = listing.addons.filter((a: { isMandatory: boolean }) => !a.isMandatory);
    const added = await api.call('POST', `/bookings/${booking.bookingId}/addons`, {
      addons: [
        { code: only.code, guestIds: [3] },
        { code: shared.code, guestIds: [1, 3] },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const before = added.json();
    const line = (b: ConfirmedBookingBody, code: string) =>
      (b.priceBreakdown.addons as Line[]).find((a) => a.code === code);
    const q = await quote(booking.bookingId, { removeGuestIds: [3] });
    expect(q.statusCode, q.body).toBe(201);
    const body = q.json();
    const onlyPrice = line(before, only.code)!.guests.reduce((n, g) => n + minor(g.price), 0);
    expect(body.dropped).toEqual([{ kind: 'ADDON', code: only.code, price: onlyPrice / 100 }]);
    expect(body.booking.addons).toEqual([{ code: shared.code, guests: [1], isMandatory: false }]);
    expect(line(body.booking, shared.code)!.guests).toEqual([line(before, shared.code)!.guests[0]]);
    expect(minor(body.priceDifference)).toBe(
      breakdownSum(body.booking.priceBreakdown) - breakdownSum(before.priceBreakdown),
    );
    const applied = await apply(booking.bookingId, body.changeQuoteId);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().addons).toEqual(body.booking.addons);
    expect(applied.json().priceBreakdown).toEqual(body.booking.priceBreakdown);
  });

  it('refuses what breaks a rule after the change, naming the field, and changes nothing', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX' }); // O2 takes 2: it is full
    const two = await twoCabinBooking('FLEX');
    const cases: [string, unknown, string, RegExp][] = [
      [booking.bookingId, { addGuests: [NEW_ADULT] }, 'addGuests[0].cabinId', /takes 1 to 2 guests/],
      // Guest 1 is the lead and the ADULT of the cabin.
      [booking.bookingId, { removeGuestIds: [1] }, 'removeGuestIds[0]', /is the lead/],
      // Guest 2 is the last ADULT of cabin 2, with the CHILD.
      [two.bookingId, { removeGuestIds: [2] }, 'removeGuestIds', /no ADULT or SENIOR/],
      [
        two.bookingId,
        { addGuests: Array.from({ length: 7 }, (_, i) => ({ ...NEW_ADULT, cabinId: 1 + (i % 2) })) },
        'addGuests',
        /at most 9 guests/,
      ],
    ];
    for (const [bookingId, body, field, rule] of cases) {
      const res = await quote(bookingId, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().errors[field]?.join(' '), res.body).toMatch(rule);
    }
    for (const b of [booking, two]) {
      const now = await getBooking(b.bookingId);
      expect(now.version).toBe(b.version);
      expect(now.guests).toEqual(b.guests);
      expect(now.priceBreakdown).toEqual(b.priceBreakdown);
      expect(await partyRows(b.bookingId)).toHaveLength(b.guests.length);
    }
  });

  it('SAVER changes the party with its fee until 30 days out and refuses it after (409 CHANGE_NOT_ALLOWED_BY_FARE)', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'SAVER', grade: 'XJ' });
    const far = await quote(booking.bookingId, { addGuests: [NEW_ADULT] });
    expect(far.statusCode, far.body).toBe(201);
    const body = far.json();
    expect(body.changeFee).toBe(500); // the demo's SAVER fee, NOK, whenever it allows a change
    const added = cabinLines(body.booking).get(3)!;
    expect(minor(body.priceDifference)).toBe(added + minor(500));
    expect(breakdownSum(body.booking.priceBreakdown)).toBe(minor(body.newTotal));

    t.clock.set(TEST_NOW); // 5 days out: inside SAVER's 30-day limit
    for (const [change, field] of [
      [{ addGuests: [NEW_ADULT] }, 'addGuests'],
      [{ removeGuestIds: [2] }, 'removeGuestIds'],
    ] as const) {
      const res = await quote(booking.bookingId, change);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('CHANGE_NOT_ALLOWED_BY_FARE');
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await getBooking(booking.bookingId)).guests).toEqual(booking.guests);
  });
});

describe('keeping the booking as it is', () => {
  it('DELETE releases the quote: its held cabin is free at once, the booking unchanged, and the quote cannot be applied', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX' });
    const to = await departureOn(SECOND_DAY);
    const q = (await quote(booking.bookingId, { departureDate: to.departureDate })).json();
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2 - 1);

    const released = await release(booking.bookingId, q.changeQuoteId);
    expect(released.statusCode, released.body).toBe(204);
    // Free at once, long before the quote's 15 minutes are up (the clock has not moved).
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2);
    expect(await allocations(booking.bookingId)).toEqual([{ sailing_id: expect.any(Number), session_id: null }]);
    const now = await getBooking(booking.bookingId);
    expect(now.version).toBe(booking.version);
    expect(now.departureDate).toBe(booking.departureDate);
    const res = await apply(booking.bookingId, q.changeQuoteId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CHANGE_QUOTE_EXPIRED');
    // Released already: again is 204; an unknown quote 404.
    expect((await release(booking.bookingId, q.changeQuoteId)).statusCode).toBe(204);
    const unknown = await release(booking.bookingId, 'chq_nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CHANGE_QUOTE_NOT_FOUND');
  });

  it('an applied quote cannot be released (409), and releasing an older quote leaves the newest holding', async () => {
    t.clock.set(FAR_OUT);
    const booking = await confirmBooking(api, { fareCode: 'FLEX' });
    const to = await departureOn(SECOND_DAY);
    const older = (await quote(booking.bookingId, { departureDate: to.departureDate })).json();
    const newer = (await quote(booking.bookingId, { departureDate: to.departureDate })).json();
    const old = await release(booking.bookingId, older.changeQuoteId);
    expect(old.statusCode).toBe(204);
    expect((await departureOn(SECOND_DAY)).freeO2).toBe(to.freeO2 - 1);
    expect((await apply(booking.bookingId, newer.changeQuoteId)).statusCode).toBe(200);
    const applied = await release(booking.bookingId, newer.changeQuoteId);
    expect(applied.statusCode).toBe(409);
    expect(applied.json().code).toBe('CHANGE_QUOTE_EXPIRED');
  });
});
