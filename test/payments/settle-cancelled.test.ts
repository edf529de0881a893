/**
 * Settling a cancelled booking (issue 37 item 6; lifecycle.md "Payments" and "Cancellation"): the fee still
 * owed (`cancellation.amountDue`, the payment block's balance) can be paid, up to it and at any time, and a
 * refund due (`cancellation.refundAmount`, REFUND_DUE) recorded as refunded, through the API; each moves the
 * booking's version with its event, every refusal leaves the database as it was, and the database itself
 * refuses a payment past the fee or a refund past what is due. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, TEST_NOW, type TestApp } from '../support/app.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { confirmBooking, minor, storedState, type Json } from './support.js';

let t: TestApp;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app, 1);
});
afterAll(async () => t?.close());

const pay = (bookingId: string, amount: number) =>
  api.call('POST', `/bookings/${bookingId}/payments`, { amount, currency: 'NOK', reference: 'FEE-1' });
const refund = (bookingId: string, amount: number) =>
  api.call('POST', `/bookings/${bookingId}/refunds`, { amount, currency: 'NOK', reference: 'CN-7' });
const read = async (bookingId: string): Promise<Json> => (await api.call('GET', `/bookings/${bookingId}`)).json();

/** Quotes and confirms the booking's cancellation; answers the cancelled booking. */
async function cancel(bookingId: string): Promise<Json> {
  const q = await api.call('POST', `/bookings/${bookingId}/cancellation-quotes`);
  expect(q.statusCode, q.body).toBe(201);
  const res = await api.call('POST', `/bookings/${bookingId}/cancellations`, {
    cancellationQuoteId: q.json().cancellationQuoteId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function expectRefused(res: Awaited<ReturnType<typeof pay>>, message: string, bookingId: string, before: Json) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errors).toEqual({ amount: [message] });
  expect(await storedState(t.tdb.database.db, bookingId)).toEqual(before);
}

describe('the fee still owed on a cancelled booking', () => {
  it('can be paid up to what is owed, in parts, also after departure; then the booking is settled', async () => {
    const booking = await confirmBooking(api); // 5 days before departure: the fee is the whole total
    expect((await pay(booking.bookingId, 100)).statusCode).toBe(201);
    const cancelled = await cancel(booking.bookingId);
    const fee = minor(cancelled.cancellation.fee);
    expect(fee).toBe(minor(booking.payment.totalPrice));
    const owed = fee - 10_000;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancellation: { amountDue: owed / 100, refundAmount: 0 },
      payment: { status: 'UNPAID', balance: owed / 100, paidAmount: 100 },
    });

    const before = await storedState(t.tdb.database.db, booking.bookingId);
    await expectRefused(
      await pay(booking.bookingId, owed / 100 + 0.01),
      `must not exceed the balance of ${owed / 100} NOK`,
      booking.bookingId,
      before,
    );

    const part = await pay(booking.bookingId, 200);
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({ kind: 'PAYMENT', amount: 200, currency: 'NOK', reference: 'FEE-1' });
    expect(part.json().paymentId).toMatch(/^pay_/);
    const after = await read(booking.bookingId);
    expect(after).toMatchObject({
      version: before.version + 1,
      cancellation: { fee: fee / 100, amountDue: (owed - 20_000) / 100, refundAmount: 0 },
      payment: { status: 'UNPAID', paidAmount: 300, balance: (owed - 20_000) / 100 },
    });
    const state = await storedState(t.tdb.database.db, booking.bookingId);
    expect(state.events.at(-1)).toMatchObject({
      type: 'payment.received',
      data: { amount: 200, paymentStatus: 'UNPAID', balance: (owed - 20_000) / 100, version: before.version + 1 },
    });

    // Weeks after the departure the fee can still be settled: it is a debt, not a change of the voyage.
    t.clock.set('2027-02-20T09:00:00Z');
    try {
      const late = await v2Client(t.app, 1);
      const rest = await late.call('POST', `/bookings/${booking.bookingId}/payments`, {
        amount: (owed - 20_000) / 100,
        currency: 'NOK',
      });
      expect(rest.statusCode, rest.body).toBe(201);
      expect((await late.call('GET', `/bookings/${booking.bookingId}`)).json()).toMatchObject({
        cancellation: { amountDue: 0, refundAmount: 0 },
        payment: { status: 'SETTLED', balance: 0, paidAmount: fee / 100 },
      });
      const settled = await storedState(t.tdb.database.db, booking.bookingId);
      const more = await late.call('POST', `/bookings/${booking.bookingId}/payments`, { amount: 1, currency: 'NOK' });
      expect(more.statusCode).toBe(400);
      expect(more.json().errors.amount).toEqual([
        'must not exceed the balance, which is 0: nothing is owed on this booking',
      ]);
      const back = await late.call('POST', `/bookings/${booking.bookingId}/refunds`, { amount: 1, currency: 'NOK' });
      expect(back.json().errors.amount).toEqual([
        'must not exceed the refund due, which is 0: nothing is due to be refunded',
      ]);
      expect(await storedState(t.tdb.database.db, booking.bookingId)).toEqual(settled);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('a refund due on a cancelled booking', () => {
  it('is recorded as refunded, up to what is due: REFUND_DUE, then SETTLED', async () => {
    t.clock.set('2026-10-01T09:00:00Z'); // 101 days: the fee is the deposit
    try {
      const booking = await confirmBooking(api);
      const total = minor(booking.payment.totalPrice);
      const deposit = minor(booking.payment.depositAmount);
      expect((await pay(booking.bookingId, (deposit + 1000) / 100)).statusCode).toBe(201);
      const cancelled = await cancel(booking.bookingId);
      expect(cancelled).toMatchObject({
        cancellation: { fee: deposit / 100, refundAmount: 10, amountDue: 0 },
        payment: { status: 'REFUND_DUE', balance: 0 },
      });
      expect(total).toBeGreaterThan(deposit);

      const before = await storedState(t.tdb.database.db, booking.bookingId);
      await expectRefused(
        await refund(booking.bookingId, 10.01),
        'must not exceed the refund due of 10 NOK',
        booking.bookingId,
        before,
      );
      // Paying a booking that owes nothing is refused too.
      await expectRefused(
        await pay(booking.bookingId, 1),
        'must not exceed the balance, which is 0: nothing is owed on this booking',
        booking.bookingId,
        before,
      );

      const part = await refund(booking.bookingId, 4);
      expect(part.statusCode, part.body).toBe(201);
      expect(part.json()).toMatchObject({ kind: 'REFUND', amount: -4, currency: 'NOK', reference: 'CN-7' });
      expect(part.json().paymentId).toMatch(/^rfd_/);
      expect(await read(booking.bookingId)).toMatchObject({
        version: before.version + 1,
        cancellation: { refundAmount: 6, amountDue: 0 },
        payment: { status: 'REFUND_DUE', paidAmount: (deposit + 600) / 100 },
      });
      expect((await storedState(t.tdb.database.db, booking.bookingId)).events.at(-1)).toMatchObject({
        type: 'payment.refunded',
        data: { amount: 4, currency: 'NOK', reference: 'CN-7', paymentStatus: 'REFUND_DUE' },
      });

      expect((await refund(booking.bookingId, 6)).statusCode).toBe(201);
      expect(await read(booking.bookingId)).toMatchObject({
        cancellation: { refundAmount: 0, amountDue: 0 },
        payment: { status: 'SETTLED', paidAmount: deposit / 100, balance: 0 },
      });
      // The list shows both kinds; its signed amounts add up to what the booking says was paid.
      const list = (await api.call('GET', `/bookings/${booking.bookingId}/payments`)).json().payments as Json[];
      expect(list.map((p) => [p.kind, p.amount])).toEqual([
        ['PAYMENT', (deposit + 1000) / 100],
        ['REFUND', -4],
        ['REFUND', -6],
      ]);
      expect(minor(list.reduce((sum, p) => sum + p.amount, 0))).toBe(deposit);
      // A refund records who recorded it, as a payment does (recorded_by, 0022): here the API, as for the payment.
      const recorders = await queryRows<{ kind: string; recorded_by: string | null }>(
        t.tdb.database.db,
        sql`select p.kind, p.recorded_by from payments p join bookings b on b.id = p.booking_id
            where b.reference = ${booking.bookingId} order by p.seq`,
      );
      const by = recorders.map((r) => [r.kind, r.recorded_by]);
      expect(by).toEqual([
        ['PAYMENT', expect.stringMatching(/^API/)],
        ['REFUND', by[0]![1]],
        ['REFUND', by[0]![1]],
      ]);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('is refused on a confirmed booking that owes more than it paid', async () => {
    const booking = await confirmBooking(api);
    const before = await storedState(t.tdb.database.db, booking.bookingId);
    await expectRefused(
      await refund(booking.bookingId, 1),
      'must not exceed the refund due, which is 0: nothing is due to be refunded',
      booking.bookingId,
      before,
    );
  });
});

describe('the database keeps a cancelled booking settled within its fee', () => {
  const write = async (reference: string, kind: string, amountMinor: number) =>
    t.tdb.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into payments (id, booking_id, agency_id, kind, amount_minor, currency, received_at)
            select ${`x_${kind}_${amountMinor}`}, id, agency_id, ${kind}, ${amountMinor}, 'NOK', now()
            from bookings where reference = ${reference}`,
      );
      await tx.execute(
        sql`update bookings set paid_minor = paid_minor + ${amountMinor}::int,
              cancellation_refund_minor = greatest(0, paid_minor + ${amountMinor}::int - cancellation_fee_minor),
              cancellation_due_minor = greatest(0, cancellation_fee_minor - paid_minor - ${amountMinor}::int)
            where reference = ${reference}`,
      );
    });

  it('refuses a payment past the fee and a refund past what was paid above it', async () => {
    const booking = await confirmBooking(api);
    const cancelled = await cancel(booking.bookingId);
    const fee = minor(cancelled.cancellation.fee);
    const before = await storedState(t.tdb.database.db, booking.bookingId);
    await expect(write(booking.bookingId, 'PAYMENT', fee + 1)).rejects.toThrow();
    await expect(write(booking.bookingId, 'REFUND', -1)).rejects.toThrow();
    // A refund row must be negative, a payment row positive.
    await expect(write(booking.bookingId, 'REFUND', 1)).rejects.toThrow();
    expect(await storedState(t.tdb.database.db, booking.bookingId)).toEqual(before);
    await write(booking.bookingId, 'PAYMENT', fee); // exactly the fee: allowed
    expect((await read(booking.bookingId)).payment.status).toBe('SETTLED');
  });
});
