/**
 * Cancellation by quote, then confirm: the policy's fee through the API, quote expiry, supersession and
 * staleness, the cancelled booking's answers, and its inventory free at once (a search right after sees it).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, FIRST_DEPARTURE_DAY, TEST_NOW, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { CHILD, LEAD, v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
let other: V2Client;

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app, 1);
  other = await v2Client(t.app, 2);
});
afterAll(async () => t?.close());

const minor = (n: number) => Math.round(n * 100);
const quote = (id: string, headers: Record<string, string> = {}, client = api) =>
  client.call('POST', `/bookings/${id}/cancellation-quotes`, undefined, headers);
const cancel = (id: string, cancellationQuoteId: string, headers: Record<string, string> = {}, client = api) =>
  client.call('POST', `/bookings/${id}/cancellations`, { cancellationQuoteId }, headers);

/** Records a payment through the payments route (its amount in minor units of NOK). */
async function pay(bookingId: string, amountMinor: number) {
  const res = await api.call('POST', `/bookings/${bookingId}/payments`, { amount: amountMinor / 100, currency: 'NOK' });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the cancellation fee through the API', () => {
  it('charges by whole days to the local departure date: deposit, 50 %, 75 %, 100 %', async () => {
    const cases: [string, (total: number) => number][] = [
      ['2026-10-01T09:00:00Z', (total) => Math.round(total * 0.2)], // 101 days
      ['2026-11-01T09:00:00Z', (total) => Math.round(total * 0.5)], // 70 days
      ['2026-12-01T09:00:00Z', (total) => Math.round(total * 0.75)], // 40 days
      [TEST_NOW, (total) => total], // 5 days
    ];
    try {
      for (const [now, fee] of cases) {
        t.clock.set(now);
        const b = await confirmBooking(api);
        const total = minor(b.priceBreakdown.totalPrice);
        const res = await quote(b.bookingId);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()).toEqual({
          cancellationQuoteId: expect.stringMatching(/^cq_[0-9a-f]{32}$/),
          bookingId: b.bookingId,
          fee: fee(total) / 100,
          refundAmount: 0,
          amountDue: fee(total) / 100,
          currency: 'NOK',
          expiresAt: new Date(new Date(now).getTime() + 15 * 60_000).toISOString(),
        });
      }
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('settles the fee against what was paid: a refund when more was paid, the rest due otherwise', async () => {
    t.clock.set('2026-10-01T09:00:00Z'); // 101 days: the fee is the deposit
    try {
      const b = await confirmBooking(api);
      const total = minor(b.priceBreakdown.totalPrice);
      const deposit = Math.round(total * 0.2);
      await pay(b.bookingId, deposit + 1000);
      const q = (await quote(b.bookingId)).json();
      expect(q).toMatchObject({ fee: deposit / 100, refundAmount: 10, amountDue: 0 });
      const res = await cancel(b.bookingId, q.cancellationQuoteId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'CANCELLED',
        version: 3,
        cancellation: { reason: 'AGENCY_REQUEST', fee: deposit / 100, refundAmount: 10, amountDue: 0 },
        payment: { status: 'REFUND_DUE', paidAmount: (deposit + 1000) / 100, balance: 0 },
      });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('quotes', () => {
  it('expire after 15 minutes', async () => {
    const b = await confirmBooking(api);
    const q = (await quote(b.bookingId)).json();
    t.clock.advance(15 * 60_000);
    const res = await cancel(b.bookingId, q.cancellationQuoteId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CANCELLATION_QUOTE_EXPIRED');
    expect((await api.call('GET', `/bookings/${b.bookingId}`)).json()).toMatchObject({
      status: 'CONFIRMED',
      version: 1,
    });
  });

  it('are superseded by a newer quote, and go stale when the booking changes', async () => {
    const b = await confirmBooking(api);
    const first = (await quote(b.bookingId)).json();
    const second = (await quote(b.bookingId)).json();
    const superseded = await cancel(b.bookingId, first.cancellationQuoteId);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().code).toBe('CANCELLATION_QUOTE_EXPIRED');

    await pay(b.bookingId, 5000);
    const stale = await cancel(b.bookingId, second.cancellationQuoteId);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CANCELLATION_QUOTE_EXPIRED');

    const fresh = (await quote(b.bookingId)).json();
    expect(fresh.amountDue).toBe(fresh.fee - 50);
    expect((await cancel(b.bookingId, fresh.cancellationQuoteId)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown quote id or another booking's quote", async () => {
    const a = await confirmBooking(api);
    const b = await confirmBooking(api);
    const qa = (await quote(a.bookingId)).json();
    for (const id of [qa.cancellationQuoteId, 'cq_nosuch']) {
      const res = await cancel(b.bookingId, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'CANCELLATION_QUOTE_NOT_FOUND',
        errors: { cancellationQuoteId: [expect.any(String)] },
      });
    }
    const missing = await api.call('POST', `/bookings/${b.bookingId}/cancellations`, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toContain('cancellationQuoteId');
  });
});

describe('cancel', () => {
  it('frees the cabin, its number and the excursion seats at once: a search right after sees them', async () => {
    const search = () =>
      api.searchVoyages({
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        departureDateFrom: FIRST_DEPARTURE_DAY,
        guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
      });
    const s = (await search()).json();
    const path = `/bookings/create/voyage-only/${s.sessionId}`;
    expect(
      (
        await api.call('POST', path, {
          departureDate: s.results[0].departureDate,
          cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
        })
      ).statusCode,
    ).toBe(201);
    const numbers = (await api.call('GET', `${path}/cabin-numbers`, undefined, {}, { cabinGrade: 'O2' })).json();
    const number = numbers.decks[0].cabinNumbers[0] as string;
    expect((await api.call('POST', `${path}/cabin-numbers`, { cabinId: 1, cabinNumber: number })).statusCode).toBe(200);
    const excursion = (await api.call('GET', `${path}/excursions`)).json().excursions[0];
    expect(
      (await api.call('POST', `${path}/excursions`, { excursions: [{ code: excursion.code, guestIds: [1, 2] }] }))
        .statusCode,
    ).toBe(200);
    const confirmed = await api.call('POST', `${path}/confirm`, { guests: [{ guestId: 1, ...LEAD }, CHILD] });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const bookingId = confirmed.json().bookingId as string;

    /** What a fresh session sees: free O2 cabins, whether our number is listed, the excursion's seats. */
    const seen = async () => {
      const s2 = (await search()).json();
      const p2 = `/bookings/create/voyage-only/${s2.sessionId}`;
      const o2 = s2.results[0].cabinGrades.find((g: { code: string }) => g.code === 'O2').availableCabins as number;
      await api.call('POST', p2, {
        departureDate: s2.results[0].departureDate,
        cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
      });
      const listed = (await api.call('GET', `${p2}/cabin-numbers`, undefined, {}, { cabinGrade: 'O2' })).json();
      const seats = (await api.call('GET', `${p2}/excursions`))
        .json()
        .excursions.find((e: { code: string }) => e.code === excursion.code).seatsAvailable as number;
      await api.call('POST', `/sandbox/sessions/${s2.sessionId}/expire`);
      return {
        o2,
        numberFree: listed.decks.some((d: { cabinNumbers: string[] }) => d.cabinNumbers.includes(number)),
        seats,
      };
    };
    const before = await seen();
    expect(before.numberFree).toBe(false);

    const q = (await quote(bookingId)).json();
    const res = await cancel(bookingId, q.cancellationQuoteId, { 'if-match': '"1"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({ bookingId, status: 'CANCELLED', version: 2, payment: { status: 'UNPAID' } });

    const after = await seen();
    expect(after).toEqual({ o2: before.o2 + 1, numberFree: true, seats: before.seats + 2 });
    // The cancelled booking still reads, as cancelled, with its cabins as they were sold.
    const read = await api.call('GET', `/bookings/${bookingId}`);
    expect(read.headers.etag).toBe('"2"');
    expect(read.json()).toEqual(res.json());
    expect(read.json().cabins[0].cabinNumber).toBe(number);
  });

  it('frees a counted unit (a guarantee grade) and the vehicle slot at once', async () => {
    const body = {
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
      vehicles: [{ type: 'CAR' }],
    };
    const ig = async () =>
      (await api.searchVoyages(body)).json().results[0].cabinGrades.find((g: { code: string }) => g.code === 'IG')
        .availableCabins as number;
    const s = (await api.searchVoyages(body)).json();
    const path = `/bookings/create/voyage-only/${s.sessionId}`;
    const created = await api.call('POST', path, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'IG', guestIds: [1, 2] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const confirmed = await api.call('POST', `${path}/confirm`, { guests: [{ guestId: 1, ...LEAD }, CHILD] });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const bookingId = confirmed.json().bookingId as string;
    const allocations = async () =>
      (
        await queryRows<{ n: number }>(
          t.tdb.database.db,
          sql`select ((select count(*) from capacity_allocations a join bookings b on b.id = a.booking_id where b.reference = ${bookingId})
                    + (select count(*) from vehicle_allocations a join bookings b on b.id = a.booking_id where b.reference = ${bookingId}))::int as n`,
        )
      )[0]!.n;
    expect(await allocations()).toBe(2);
    const before = await ig();
    const q = (await quote(bookingId)).json();
    expect((await cancel(bookingId, q.cancellationQuoteId)).statusCode).toBe(200);
    expect(await allocations()).toBe(0);
    expect(await ig()).toBe(before + 1);
  });

  it('answers 409 BOOKING_CANCELLED once cancelled, 404 to another agency, 412 on a stale If-Match, 409 BOOKING_DEPARTED after departure', async () => {
    const b = await confirmBooking(api);
    expect((await quote(b.bookingId, {}, other)).statusCode).toBe(404);
    expect((await quote(b.bookingId, { 'if-match': '"2"' })).statusCode).toBe(412);
    const q = (await quote(b.bookingId, { 'if-match': '"1"' })).json();
    expect((await cancel(b.bookingId, q.cancellationQuoteId, {}, other)).json().code).toBe('BOOKING_NOT_FOUND');
    const stale = await cancel(b.bookingId, q.cancellationQuoteId, { 'if-match': '"7"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('PRECONDITION_FAILED');
    expect((await cancel(b.bookingId, q.cancellationQuoteId)).statusCode).toBe(200);
    for (const res of [await cancel(b.bookingId, q.cancellationQuoteId), await quote(b.bookingId)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('BOOKING_CANCELLED');
    }

    const d = await confirmBooking(api);
    const dq = (await quote(d.bookingId)).json();
    try {
      t.clock.set('2027-01-10T21:30:00Z'); // 22:30 in Oslo: departure
      const later = await v2Client(t.app, 1); // a token of that day
      for (const res of [
        await quote(d.bookingId, {}, later),
        await cancel(d.bookingId, dq.cancellationQuoteId, {}, later),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('BOOKING_DEPARTED');
      }
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('replays the answer for a repeated Idempotency-Key instead of answering 409', async () => {
    const b = await confirmBooking(api);
    const q = (await quote(b.bookingId)).json();
    const first = await cancel(b.bookingId, q.cancellationQuoteId, { 'idempotency-key': `cancel-${b.bookingId}` });
    const again = await cancel(b.bookingId, q.cancellationQuoteId, { 'idempotency-key': `cancel-${b.bookingId}` });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.etag).toBe('"2"');
    expect(again.json()).toEqual(first.json());
  });
});
