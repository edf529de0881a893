/**
 * The overdue-payment job on a real database with an injected clock: the `payment.overdue` event at each
 * unpaid due instant, exactly once; the cancellation PAYMENT_OVERDUE (policy fee, inventory free at once)
 * PAYMENT_GRACE_HOURS later; a payment in time stops it; catching up after downtime.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { runOverdueJob } from '../../src/domain/payments/index.js';
import { createTestApp, TEST_NOW, type TestApp } from '../support/app.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { confirmBooking, minor, storedState, type Json } from './support.js';
import { bookingRecords } from '../../src/main/services.js';

let t: TestApp;
let api: V2Client | undefined;
let authAt = 0;

const HOUR = 3_600_000;
const GRACE_HOURS = 72;
// Confirmed 101 days before the 2027-01-10 departure: the deposit is due 7 days after confirm, the
// balance 60 days before departure, so the two obligations have their own instants.
const EARLY = '2026-10-01T09:00:00Z';

beforeAll(async () => {
  t = await createTestApp({ days: 2 });
});
afterAll(async () => t?.close());
beforeEach(() => t.clock.set(TEST_NOW));

const run = () =>
  runOverdueJob({
    db: t.tdb.database.db,
    clock: t.clock,
    records: bookingRecords,
    graceHours: GRACE_HOURS,
    timeZone: 'Europe/Oslo',
  });
const at = (instant: string | Date, hours = 0) => t.clock.set(new Date(new Date(instant).getTime() + hours * HOUR));
const types = (s: { events: { type: string }[] }) => s.events.map((e) => e.type);

/** The partner's client, with a token valid at the test clock's time (the clock jumps by days and months). */
async function client(): Promise<V2Client> {
  const now = t.clock.now().getTime();
  if (!api || Math.abs(now - authAt) > 12 * HOUR) {
    api = await v2Client(t.app, 1);
    authAt = now;
  }
  return api;
}

async function read(bookingId: string): Promise<Json> {
  return (await (await client()).call('GET', `/bookings/${bookingId}`)).json();
}

/** Pays everything still owed on the other bookings of the file, so a run only acts on the one under test. */
async function settleOthers(except: string): Promise<void> {
  const rows = await queryRows<{ reference: string }>(
    t.tdb.database.db,
    sql`select reference from bookings where status = 'CONFIRMED' and paid_minor < total_minor and reference <> ${except}`,
  );
  for (const { reference } of rows) {
    const b = await read(reference);
    const res = await (
      await client()
    ).call('POST', `/bookings/${reference}/payments`, { amount: b.payment.balance, currency: 'NOK' });
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe('a booking confirmed well ahead: deposit then balance', () => {
  it('deposit overdue at its instant, once; paid within the grace, no cancellation; balance overdue, then cancelled', async () => {
    at(EARLY);
    const booking = await confirmBooking(await client());
    const { depositDueByUtc, balanceDueByUtc, depositAmount, totalPrice } = booking.payment;
    expect(new Date(depositDueByUtc).getTime()).toBe(new Date(EARLY).getTime() + 7 * 24 * HOUR);
    expect(new Date(balanceDueByUtc).getTime()).toBeGreaterThan(new Date(depositDueByUtc).getTime());
    await settleOthers(booking.bookingId);
    const db = t.tdb.database.db;

    // Just before the deposit's instant: nothing.
    at(depositDueByUtc, -0.001);
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });

    // At the instant: one payment.overdue for the deposit, a change of the booking like any other.
    at(depositDueByUtc);
    expect(await run()).toEqual({ notified: 1, cancelled: 0, skipped: 0 });
    let state = await storedState(db, booking.bookingId);
    expect(types(state)).toEqual(['booking.confirmed', 'payment.overdue']);
    expect(state.events[1]!.data).toEqual({
      bookingId: booking.bookingId,
      version: booking.version + 1,
      obligation: 'DEPOSIT',
      dueAt: depositDueByUtc,
      amountDue: depositAmount,
      currency: 'NOK',
      cancelsAt: new Date(new Date(depositDueByUtc).getTime() + GRACE_HOURS * HOUR).toISOString(),
    });
    expect(state.version).toBe(booking.version + 1);

    // Exactly once: later runs within the grace do nothing.
    at(depositDueByUtc, 1);
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });
    at(depositDueByUtc, 71);
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });

    // The agency pays the deposit before the grace runs out: no cancellation when it does.
    const paid = await (
      await client()
    ).call('POST', `/bookings/${booking.bookingId}/payments`, {
      amount: depositAmount,
      currency: 'NOK',
    });
    expect(paid.statusCode).toBe(201);
    at(depositDueByUtc, GRACE_HOURS + 1);
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });
    expect((await read(booking.bookingId)).status).toBe('CONFIRMED');

    // The balance: overdue at its own instant, for what is missing of the total.
    at(balanceDueByUtc);
    expect(await run()).toEqual({ notified: 1, cancelled: 0, skipped: 0 });
    state = await storedState(db, booking.bookingId);
    expect(state.events.at(-1)).toMatchObject({
      type: 'payment.overdue',
      data: {
        obligation: 'BALANCE',
        dueAt: balanceDueByUtc,
        amountDue: (minor(totalPrice) - minor(depositAmount)) / 100,
      },
    });

    // Still unpaid when the grace runs out: cancelled PAYMENT_OVERDUE with the policy's fee, inventory free.
    at(balanceDueByUtc, GRACE_HOURS);
    expect(await run()).toEqual({ notified: 0, cancelled: 1, skipped: 0 });
    const cancelled = await read(booking.bookingId);
    expect(cancelled.status).toBe('CANCELLED');
    // 60 days before departure less 3 days: 57 days, so 75 % of the total; the deposit paid counts.
    const fee = Math.round(minor(totalPrice) * 0.75);
    expect(cancelled.cancellation).toEqual({
      cancelledAt: t.clock.now().toISOString(),
      reason: 'PAYMENT_OVERDUE',
      fee: fee / 100,
      refundAmount: 0,
      amountDue: (fee - minor(depositAmount)) / 100,
    });
    state = await storedState(db, booking.bookingId);
    expect(types(state)).toEqual([
      'booking.confirmed',
      'payment.overdue',
      'payment.received',
      'payment.overdue',
      'booking.cancelled',
    ]);
    expect(state.allocations).toBe(0);
    // confirmed 1, deposit overdue 2, deposit paid 3, balance overdue 4, cancelled 5: one event per version.
    expect(state.version).toBe(booking.version + 4);
    expect(state.events.map((e) => e.data.version)).toEqual([1, 2, 3, 4, 5]);

    // Nothing more, ever.
    at(balanceDueByUtc, 500);
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });
  });

  it('catches up after downtime: the notices it missed, then the cancellation, in one run and in order', async () => {
    at(EARLY);
    const booking = await confirmBooking(await client());
    await settleOthers(booking.bookingId);
    // No run at all until well after the balance's grace (the service was down).
    at(booking.payment.balanceDueByUtc, GRACE_HOURS + 240);
    expect(await run()).toEqual({ notified: 2, cancelled: 1, skipped: 0 });
    const state = await storedState(t.tdb.database.db, booking.bookingId);
    expect(state.events.map((e) => [e.type, e.data.obligation])).toEqual([
      ['booking.confirmed', undefined],
      ['payment.overdue', 'DEPOSIT'],
      ['payment.overdue', 'BALANCE'],
      ['booking.cancelled', undefined],
    ]);
    expect((await read(booking.bookingId)).cancellation.reason).toBe('PAYMENT_OVERDUE');
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });
  });
});

describe('a booking confirmed inside the balance window (due in full at confirm)', () => {
  it('one notice (BALANCE) at confirm, the cancellation exactly PAYMENT_GRACE_HOURS later', async () => {
    const booking = await confirmBooking(await client());
    expect(booking.payment.depositDueByUtc).toBe(booking.payment.balanceDueByUtc);
    await settleOthers(booking.bookingId);
    expect(await run()).toEqual({ notified: 1, cancelled: 0, skipped: 0 });
    at(booking.payment.balanceDueByUtc, GRACE_HOURS - 0.001);
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });
    at(booking.payment.balanceDueByUtc, GRACE_HOURS);
    expect(await run()).toEqual({ notified: 0, cancelled: 1, skipped: 0 });
    const state = await storedState(t.tdb.database.db, booking.bookingId);
    expect(types(state)).toEqual(['booking.confirmed', 'payment.overdue', 'booking.cancelled']);
    // Under 30 days before departure: the whole total is the fee.
    const c = (await read(booking.bookingId)).cancellation;
    expect(c).toMatchObject({ reason: 'PAYMENT_OVERDUE', fee: booking.payment.totalPrice, refundAmount: 0 });
  });

  it('a booking paid in full is never overdue; nor is one that has departed', async () => {
    const paid = await confirmBooking(await client());
    const unpaid = await confirmBooking(await client(), { day: '2027-01-11' });
    await settleOthers(unpaid.bookingId);
    at('2027-01-12T12:00:00Z'); // after the departure of `unpaid`, long past its grace
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });
    expect((await read(paid.bookingId)).status).toBe('CONFIRMED');
    expect(types(await storedState(t.tdb.database.db, unpaid.bookingId))).toEqual(['booking.confirmed']);
  });
});

describe('amendments and the payment deadline', () => {
  it('makes the difference due at the amendment, with a fresh notice and the whole grace, never an instant cancellation', async () => {
    at(EARLY);
    const booking = await confirmBooking(await client());
    await settleOthers(booking.bookingId);
    const { depositDueByUtc, depositAmount } = booking.payment;
    const paid = await (
      await client()
    ).call('POST', `/bookings/${booking.bookingId}/payments`, { amount: depositAmount, currency: 'NOK' });
    expect(paid.statusCode, paid.body).toBe(201);

    // Five days after the deposit (paid in time) fell due, an addon raises the deposit owed.
    at(depositDueByUtc, 5 * 24);
    const amendedAt = t.clock.now().getTime();
    const amended = await (
      await client()
    ).call('POST', `/bookings/${booking.bookingId}/addons`, { addons: [{ code: 'DINNER', guestIds: [1] }] });
    expect(amended.statusCode, amended.body).toBe(200);
    const after = amended.json();
    expect(after.payment.status).toBe('UNPAID');
    expect(new Date(after.payment.depositDueByUtc).getTime()).toBe(amendedAt);

    // The next run tells the partner (a fresh notice), and does not cancel.
    expect(await run()).toEqual({ notified: 1, cancelled: 0, skipped: 0 });
    at(new Date(amendedAt), GRACE_HOURS - 1);
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });
    expect((await read(booking.bookingId)).status).toBe('CONFIRMED');
    // Unpaid for the whole grace from the amendment: cancelled then.
    at(new Date(amendedAt), GRACE_HOURS);
    expect(await run()).toEqual({ notified: 0, cancelled: 1, skipped: 0 });
    expect((await read(booking.bookingId)).cancellation.reason).toBe('PAYMENT_OVERDUE');
  });

  it('an amendment that raises nothing leaves an overdue booking where it was: no new instant, no second notice', async () => {
    // Due in full at confirm, so overdue at once; the partner was told and has PAYMENT_GRACE_HOURS.
    const booking = await confirmBooking(await client());
    await settleOthers(booking.bookingId);
    expect(await run()).toEqual({ notified: 1, cancelled: 0, skipped: 0 });
    const { balanceDueByUtc } = booking.payment;

    at(balanceDueByUtc, 24);
    const renamed = await (
      await client()
    ).call('PATCH', `/bookings/${booking.bookingId}/guests/1`, { lastName: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payment.totalPrice).toBe(booking.payment.totalPrice);
    expect(renamed.json().payment.balanceDueByUtc).toBe(balanceDueByUtc);
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });

    // Cancelled when the grace announced in the first notice ends, not 72 hours after the rename.
    at(balanceDueByUtc, GRACE_HOURS);
    expect(await run()).toEqual({ notified: 0, cancelled: 1, skipped: 0 });
    const state = await storedState(t.tdb.database.db, booking.bookingId);
    expect(types(state).filter((type) => type === 'payment.overdue')).toHaveLength(1);
  });

  it('an addon on a booking already overdue raises what is owed but not the deadline: it cannot buy more grace', async () => {
    const booking = await confirmBooking(await client());
    await settleOthers(booking.bookingId);
    expect(await run()).toEqual({ notified: 1, cancelled: 0, skipped: 0 });
    const { balanceDueByUtc } = booking.payment;

    at(balanceDueByUtc, 48);
    const amended = await (
      await client()
    ).call('POST', `/bookings/${booking.bookingId}/addons`, { addons: [{ code: 'DINNER', guestIds: [1] }] });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().payment.totalPrice).toBeGreaterThan(booking.payment.totalPrice);
    expect(amended.json().payment.balanceDueByUtc).toBe(balanceDueByUtc);
    expect(await run()).toEqual({ notified: 0, cancelled: 0, skipped: 0 });
    at(balanceDueByUtc, GRACE_HOURS);
    expect(await run()).toEqual({ notified: 0, cancelled: 1, skipped: 0 });
  });
});
