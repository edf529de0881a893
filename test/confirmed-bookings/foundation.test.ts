/**
 * The booking after confirm as a resource (version, payment, cancellation, ETag) and the shared write
 * helpers every post-confirm operation uses: lock with its 404/409/412 answers, a change recorded with its
 * event, and a cancellation that frees the inventory at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { inTransaction } from '../../src/platform/db/transaction.js';
import { type BookingRecord } from '../../src/domain/bookings/index.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';
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
const agencyOf = async (reference: string) =>
  (await queryRows<{ agency_id: string }>(db(), sql`select agency_id from bookings where reference = ${reference}`))[0]!
    .agency_id;
const eventsOf = (reference: string) =>
  queryRows<{ type: string; data: { bookingId: string; version: number } }>(
    db(),
    sql`select e.type, e.data from events e join bookings b on b.id = e.booking_id where b.reference = ${reference} order by e.seq`,
  );

describe('the confirmed booking as a resource', () => {
  it('answers status, version 1, the payment block and no cancellation at confirm and on GET, with ETag "1"', async () => {
    const confirmed = await confirmBooking(api, { agencyReference: 'FND-1' });
    expect(confirmed).toMatchObject({
      status: 'CONFIRMED',
      version: 1,
      cancellation: null,
      disruptions: [],
      agencyReference: 'FND-1',
      payment: {
        currency: 'NOK',
        totalPrice: confirmed.priceBreakdown.totalPrice,
        paidAmount: 0,
        balance: confirmed.priceBreakdown.totalPrice,
        status: 'UNPAID',
      },
    });
    // Confirmed 2027-01-05 09:00Z for a departure 2027-01-10 22:30 Oslo: the balance is due at confirm already.
    expect(confirmed.payment.balanceDueByUtc).toBe('2027-01-05T09:00:00.000Z');
    expect(confirmed.payment.depositDueByUtc).toBe('2027-01-05T09:00:00.000Z');
    expect(Math.round(confirmed.payment.depositAmount * 100)).toBe(
      Math.round(Math.round(confirmed.priceBreakdown.totalPrice * 100) * 0.2),
    );

    const read = await api.call('GET', `/bookings/${confirmed.bookingId}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(confirmed);
    expect(await eventsOf(confirmed.bookingId)).toEqual([
      { type: 'booking.confirmed', data: { bookingId: confirmed.bookingId, version: 1 } },
    ]);
    expect((await other.call('GET', `/bookings/${confirmed.bookingId}`)).statusCode).toBe(404);
  });
});

describe('the write helpers', () => {
  const lock = (reference: string, agencyId: string, ifMatch?: string) =>
    inTransaction(db(), (tx) =>
      bookingRecords.lockConfirmed(tx, { agencyId, bookingId: reference, ifMatch, now: t.clock.now() }),
    );

  it('lock answers 404 for another agency, 412 for a stale If-Match, and a change bumps the version with its event', async () => {
    const b = await confirmBooking(api);
    const agencyId = await agencyOf(b.bookingId);
    const otherAgency = (
      await queryRows<{ id: string }>(db(), sql`select id from agencies where id <> ${agencyId} order by id limit 1`)
    )[0]!.id;
    await expect(lock(b.bookingId, otherAgency)).rejects.toMatchObject({ status: 404, code: 'BOOKING_NOT_FOUND' });
    await expect(lock('BRNOSUCH00', agencyId)).rejects.toMatchObject({ status: 404 });
    await expect(lock(b.bookingId, agencyId, '"2"')).rejects.toMatchObject({
      status: 412,
      code: 'PRECONDITION_FAILED',
    });
    await expect(lock(b.bookingId, agencyId, 'W/"1"')).rejects.toMatchObject({ status: 412 });
    for (const ok of ['"1"', '*', '"7", "1"', undefined])
      expect((await lock(b.bookingId, agencyId, ok)).version).toBe(1);

    const version = await inTransaction(db(), async (tx) => {
      const booking = await bookingRecords.lockConfirmed(tx, { agencyId, bookingId: b.bookingId, now: t.clock.now() });
      return bookingRecords.recordChange(tx, booking, 'booking.amended', t.clock.now(), { what: 'test' });
    });
    expect(version).toBe(2);
    const read = await api.call('GET', `/bookings/${b.bookingId}`);
    expect(read.headers.etag).toBe('"2"');
    expect((await eventsOf(b.bookingId)).map((e) => [e.type, e.data.version])).toEqual([
      ['booking.confirmed', 1],
      ['booking.amended', 2],
    ]);
    // A change that fails after recording rolls back with its event: neither is kept.
    await expect(
      inTransaction(db(), async (tx) => {
        const booking = await bookingRecords.lockConfirmed(tx, {
          agencyId,
          bookingId: b.bookingId,
          now: t.clock.now(),
        });
        await bookingRecords.recordChange(tx, booking, 'booking.amended', t.clock.now());
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await api.call('GET', `/bookings/${b.bookingId}`)).json().version).toBe(2);
    expect(await eventsOf(b.bookingId)).toHaveLength(2);
  });

  it('cancel frees every allocation at once, and a cancelled booking then answers 409 BOOKING_CANCELLED', async () => {
    const b = await confirmBooking(api, { grade: 'O2' });
    const agencyId = await agencyOf(b.bookingId);
    const free = async () => {
      const search = await api.searchVoyages({
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        departureDateFrom: FIRST_DEPARTURE_DAY,
        guests: [{ type: 'ADULT' }],
      });
      const grades = search.json().results[0].cabinGrades as {
        code: string;
        availableCabins?: number;
        available?: number;
      }[];
      return JSON.stringify(grades.find((g) => g.code === 'O2'));
    };
    const before = await free();
    const cancelled = await inTransaction(db(), async (tx) => {
      const booking: BookingRecord = await bookingRecords.lockConfirmed(tx, {
        agencyId,
        bookingId: b.bookingId,
        now: t.clock.now(),
      });
      return bookingRecords.cancel(tx, booking, {
        reason: 'AGENCY_REQUEST',
        fee: booking.totalMinor,
        refundAmount: 0,
        amountDue: booking.totalMinor,
        now: t.clock.now(),
      });
    });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', version: 2 });
    const [left] = await queryRows<{ n: number }>(
      db(),
      sql`select (select count(*) from cabin_allocations a join bookings b on b.id = a.booking_id where b.reference = ${b.bookingId})::int as n`,
    );
    expect(left!.n).toBe(0);
    expect(await free()).not.toBe(before);
    const read = (await api.call('GET', `/bookings/${b.bookingId}`)).json();
    expect(read).toMatchObject({
      status: 'CANCELLED',
      version: 2,
      cancellation: { reason: 'AGENCY_REQUEST', fee: b.priceBreakdown.totalPrice, refundAmount: 0 },
      payment: { status: 'UNPAID', balance: b.priceBreakdown.totalPrice },
    });
    await expect(lock(b.bookingId, agencyId)).rejects.toMatchObject({ status: 409, code: 'BOOKING_CANCELLED' });
    expect((await eventsOf(b.bookingId)).map((e) => e.type)).toEqual(['booking.confirmed', 'booking.cancelled']);
  });

  it('the database refuses a cancellation whose amounts do not add up with what was paid', async () => {
    const b = await confirmBooking(api);
    const agencyId = await agencyOf(b.bookingId);
    await expect(
      inTransaction(db(), async (tx) => {
        const booking = await bookingRecords.lockConfirmed(tx, {
          agencyId,
          bookingId: b.bookingId,
          now: t.clock.now(),
        });
        return bookingRecords.cancel(tx, booking, {
          reason: 'AGENCY_REQUEST',
          fee: 100,
          refundAmount: 5,
          amountDue: 100,
          now: t.clock.now(),
        });
      }),
    ).rejects.toThrow();
    expect((await api.call('GET', `/bookings/${b.bookingId}`)).json().status).toBe('CONFIRMED');
  });

  it('lock answers 409 BOOKING_DEPARTED from the departure instant on', async () => {
    const b = await confirmBooking(api);
    const agencyId = await agencyOf(b.bookingId);
    const clock = t.clock.now();
    try {
      t.clock.set('2027-01-10T21:29:59Z'); // 22:29:59 in Oslo, a second before departure
      expect((await lock(b.bookingId, agencyId)).version).toBe(1);
      t.clock.set('2027-01-10T21:30:00Z');
      await expect(lock(b.bookingId, agencyId)).rejects.toMatchObject({ status: 409, code: 'BOOKING_DEPARTED' });
    } finally {
      t.clock.set(clock);
    }
  });
});
