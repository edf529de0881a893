/**
 * Payment races on PostgreSQL with real concurrent clients (never PGlite: one connection, nothing races):
 * two overdue jobs on two connection pools at once (as two instances would run them), and payments racing
 * the job's cancellation of the same bookings. (Payments racing the agency's own cancellation, through two
 * server processes: payment-vs-cancellation.pg.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { testDatabasePooler } from '../support/database.js';
import { runOverdueJob } from '../../src/domain/payments/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { confirmBooking, storedState, type Json } from './support.js';
import { bookingRecords } from '../../src/main/services.js';

let t: TestApp;
let api: V2Client;
let second: Database;

beforeAll(async () => {
  t = await createTestApp({ postgres: true, poolSize: 20, days: 3 });
  expect(t.tdb.database.engine).toBe('postgres');
  api = await v2Client(t.app, 1);
  // A second pool on the same database: what another instance of the service would have.
  second = await openDatabase({ url: t.tdb.url!, poolSize: 10, pooler: testDatabasePooler });
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
      runOverdueJob({
        db: database.db,
        clock: t.clock,
        records: bookingRecords,
        graceHours: 0,
        timeZone: 'Europe/Oslo',
        batchSize: 4,
      });
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

describe('payments racing the overdue cancellation', () => {
  it('each booking ends either paid and confirmed, or cancelled with the payment settling its fee; never half', async () => {
    const list = await bookings(12);
    // Every booking is overdue (due at confirm) and, with no grace, due for cancellation: the job on the
    // second pool cancels them while the agency pays each one's balance in full on the first.
    // The agency pays them one after another while the job works through them (in another order): each
    // booking is reached by one of the two first, some by the job and some by the payment.
    const payAll = async () => {
      const out = [];
      for (const b of list) {
        out.push(
          await api.call('POST', `/bookings/${b.bookingId}/payments`, { amount: b.payment.balance, currency: 'NOK' }),
        );
      }
      return out;
    };
    const [results, job] = await Promise.all([
      payAll(),
      runOverdueJob({
        db: second.db,
        clock: t.clock,
        records: bookingRecords,
        graceHours: 0,
        timeZone: 'Europe/Oslo',
        batchSize: 1,
      }),
    ]);
    let paid = 0;
    for (const [i, b] of list.entries()) {
      const res = results[i]!;
      const state = await storedState(t.tdb.database.db, b.bookingId);
      expect(state.paidMinor).toBe(state.paymentSumMinor);
      const types = state.events.map((e) => e.type);
      expect(res.statusCode, res.body).toBe(201);
      if (state.status === 'CONFIRMED') {
        paid++;
        // The payment committed first: nothing is owed, so the job left the booking alone (with no grace,
        // its notice and cancellation are one transaction: neither happened).
        expect(state.status).toBe('CONFIRMED');
        expect(types).toEqual(['booking.confirmed', 'payment.received']);
        expect(state.paidMinor).toBe(Math.round(b.payment.totalPrice * 100));
      } else {
        // The job committed first: cancelled with a fee of the whole total (days before departure), which the
        // payment then settled (issue 37: a cancelled booking's fee can be paid), after the cancellation.
        expect(state.status).toBe('CANCELLED');
        expect(types).toEqual(['booking.confirmed', 'payment.overdue', 'booking.cancelled', 'payment.received']);
        expect(state.payments).toBe(1);
        expect(state.paidMinor).toBe(Math.round(b.payment.totalPrice * 100));
      }
    }
    expect(job.cancelled + paid).toBe(list.length);
  });
});
