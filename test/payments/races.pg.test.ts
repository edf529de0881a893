/**
 * Payment races on PostgreSQL with real concurrent clients (never PGlite: one connection, nothing races):
 * two overdue jobs on two connection pools at once (as two instances would run them), and payments racing
 * cancellations of the same bookings.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/db/client.js';
import { cancellationTerms, daysBeforeDeparture } from '../../src/bookings/lifecycle/cancellation-policy.js';
import { cancelBookingInTx, lockBookingById } from '../../src/bookings/lifecycle/write.js';
import { runOverdueJob } from '../../src/payments/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { confirmBooking, storedState, type Json } from './support.js';

let t: TestApp;
let api: V2Client;
let second: Database;

beforeAll(async () => {
  t = await createTestApp({ postgres: true, poolSize: 20, days: 3 });
  expect(t.tdb.database.engine).toBe('postgres');
  api = await v2Client(t.app, 1);
  // A second pool on the same database: what another instance of the service would have.
  second = await openDatabase({ url: t.tdb.url!, poolSize: 10 });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const GRADES = ['O2', 'I2', 'XJ'];
async function bookings(n: number): Promise<Json[]> {
  const out: Json[] = [];
  for (let i = 0; i < n; i++) out.push(await confirmBooking(api, { grade: GRADES[i % GRADES.length]! }));
  return out;
}

/** The agency's cancellation as the service does it, on another instance's pool: lock, terms, cancel. */
async function cancelOnSecond(reference: string): Promise<'cancelled' | 'already'> {
  return second.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(tx, sql`select id from bookings where reference = ${reference}`);
    const booking = (await lockBookingById(tx, row!.id))!;
    if (booking.status === 'CANCELLED') return 'already';
    const now = t.clock.now();
    const terms = cancellationTerms({
      totalMinor: booking.totalMinor,
      paidMinor: booking.paidMinor,
      days: daysBeforeDeparture(now, booking.document.departureDate, 'Europe/Oslo'),
    });
    await cancelBookingInTx(tx, booking, {
      reason: 'AGENCY_REQUEST',
      fee: terms.feeMinor,
      refundAmount: terms.refundMinor,
      amountDue: terms.dueMinor,
      now,
    });
    return 'cancelled';
  });
}

describe('two overdue jobs at once', () => {
  it('each unpaid booking gets one payment.overdue and is cancelled once; a paid one is untouched', async () => {
    const all = await bookings(16);
    const paid = all.filter((_, i) => i % 4 === 0);
    for (const b of paid) {
      const res = await api.call('POST', `/bookings/${b.bookingId}/payments`, {
        amount: b.payment.totalPrice,
        currency: 'NOK',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const unpaid = all.filter((_, i) => i % 4 !== 0);

    const job = (database: Database) =>
      runOverdueJob({ db: database.db, clock: t.clock, graceHours: 0, timeZone: 'Europe/Oslo', batchSize: 4 });
    // Two instances, several runs each, all at once.
    const results = await Promise.all([job(t.tdb.database), job(second), job(t.tdb.database), job(second)]);
    const total = results.reduce(
      (s, r) => ({ notified: s.notified + r.notified, cancelled: s.cancelled + r.cancelled }),
      { notified: 0, cancelled: 0 },
    );
    expect(total).toEqual({ notified: unpaid.length, cancelled: unpaid.length });

    for (const b of unpaid) {
      const state = await storedState(t.tdb.database.db, b.bookingId);
      expect(state.status).toBe('CANCELLED');
      expect(state.events.map((e) => e.type)).toEqual(['booking.confirmed', 'payment.overdue', 'booking.cancelled']);
      expect(state.allocations).toBe(0);
    }
    for (const b of paid) {
      const state = await storedState(t.tdb.database.db, b.bookingId);
      expect(state.status).toBe('CONFIRMED');
      expect(state.events.map((e) => e.type)).toEqual(['booking.confirmed', 'payment.received']);
    }
    // Later runs on either instance find nothing left to do.
    expect(await job(second)).toEqual({ notified: 0, cancelled: 0, skipped: 0 });
  });
});

describe('a payment racing a cancellation', () => {
  it('each booking ends consistent: the payment lands before the cancellation and is settled in it, or is refused', async () => {
    const list = await bookings(12);
    const outcomes = await Promise.all(
      list.map(async (b) => {
        const [payment, cancel] = await Promise.all([
          api.call('POST', `/bookings/${b.bookingId}/payments`, { amount: b.payment.depositAmount, currency: 'NOK' }),
          cancelOnSecond(b.bookingId),
        ]);
        return { b, payment, cancel };
      }),
    );
    const won = { payment: 0, refused: 0 };
    for (const { b, payment, cancel } of outcomes) {
      expect(cancel).toBe('cancelled');
      const state = await storedState(t.tdb.database.db, b.bookingId);
      const [row] = await queryRows<{ fee: number; refund: number; due: number }>(
        t.tdb.database.db,
        sql`select cancellation_fee_minor as fee, cancellation_refund_minor as refund, cancellation_due_minor as due
            from bookings where reference = ${b.bookingId}`,
      );
      expect(state.status).toBe('CANCELLED');
      expect(state.paidMinor).toBe(state.paymentSumMinor);
      if (payment.statusCode === 201) {
        // The payment committed first: the cancellation saw it and settled it against the fee.
        won.payment++;
        expect(state.events.map((e) => e.type)).toEqual(['booking.confirmed', 'payment.received', 'booking.cancelled']);
        expect(state.paidMinor).toBe(Math.round(b.payment.depositAmount * 100));
        expect(state.version).toBe(3);
      } else {
        // The cancellation committed first: the payment was refused and nothing of it was kept.
        won.refused++;
        expect(payment.statusCode).toBe(409);
        expect(payment.json().code).toBe('BOOKING_CANCELLED');
        expect(state.events.map((e) => e.type)).toEqual(['booking.confirmed', 'booking.cancelled']);
        expect(state.payments).toBe(0);
        expect(state.version).toBe(2);
      }
      expect(row!.refund).toBe(Math.max(0, state.paidMinor - row!.fee));
      expect(row!.due).toBe(Math.max(0, row!.fee - state.paidMinor));
    }
    expect(won.payment + won.refused).toBe(list.length);
  });
});
