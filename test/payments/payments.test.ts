/**
 * Payments through the HTTP interface (lifecycle.md "Payments"): record and list, the payment block and
 * its statuses, the `payment.received` event, every refusal with the database unchanged, Idempotency-Key
 * and If-Match. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOverdueJob } from '../../src/domain/payments/index.js';
import { createTestApp, TEST_NOW, type TestApp } from '../support/app.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { confirmBooking, minor, storedState, type Json } from './support.js';
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

const pay = (bookingId: string, body: unknown, headers: Record<string, string> = {}) =>
  api.call('POST', `/bookings/${bookingId}/payments`, body, headers);
const read = async (bookingId: string): Promise<Json> => {
  const res = await api.call('GET', `/bookings/${bookingId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('recording payments', () => {
  it('a deposit: 201 with the payment; the block moves to DEPOSIT_PAID, the version and the event follow', async () => {
    const booking = await confirmBooking(api);
    const { payment } = booking;
    expect(payment.status).toBe('UNPAID');
    expect(minor(payment.depositAmount)).toBe(Math.round(minor(payment.totalPrice) * 0.2));

    const res = await pay(booking.bookingId, { amount: payment.depositAmount, currency: 'NOK', reference: 'INV-1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      paymentId: expect.stringMatching(/^pay_[0-9a-f]{24}$/),
      kind: 'PAYMENT',
      bookingId: booking.bookingId,
      amount: payment.depositAmount,
      currency: 'NOK',
      reference: 'INV-1',
      receivedAt: new Date(TEST_NOW).toISOString(),
    });

    const after = await read(booking.bookingId);
    expect(after.version).toBe(booking.version + 1);
    expect(after.payment).toMatchObject({
      status: 'DEPOSIT_PAID',
      paidAmount: payment.depositAmount,
      balance: (minor(payment.totalPrice) - minor(payment.depositAmount)) / 100,
      totalPrice: payment.totalPrice,
    });

    const state = await storedState(t.tdb.database.db, booking.bookingId);
    expect(state.events.map((e) => e.type)).toEqual(['booking.confirmed', 'payment.received']);
    expect(state.events[1]!.data).toEqual({
      bookingId: booking.bookingId,
      version: booking.version + 1,
      paymentId: res.json().paymentId,
      amount: payment.depositAmount,
      currency: 'NOK',
      reference: 'INV-1',
      paymentStatus: 'DEPOSIT_PAID',
      balance: after.payment.balance,
    });

    const list = await api.call('GET', `/bookings/${booking.bookingId}/payments`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ payments: [res.json()] });
  });

  it('instalments add up to the total: PAID with a balance of 0, then nothing more can be paid', async () => {
    const booking = await confirmBooking(api);
    const total = minor(booking.payment.totalPrice);
    const first = Math.floor(total / 3);
    // A reference is optional; amounts with two decimals are exact.
    expect((await pay(booking.bookingId, { amount: first / 100, currency: 'NOK' })).statusCode).toBe(201);
    const mid = await read(booking.bookingId);
    expect(mid.payment.status).toBe('DEPOSIT_PAID');
    expect(minor(mid.payment.balance)).toBe(total - first);

    const last = await pay(booking.bookingId, { amount: mid.payment.balance, currency: 'NOK' });
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().reference).toBeNull();
    const paid = await read(booking.bookingId);
    expect(paid.payment).toMatchObject({ status: 'PAID', balance: 0, paidAmount: booking.payment.totalPrice });

    const more = await pay(booking.bookingId, { amount: 0.01, currency: 'NOK' });
    expect(more.statusCode).toBe(400);
    expect(more.json().errors).toEqual({
      amount: ['must not exceed the balance, which is 0: nothing is owed on this booking'],
    });
    const list = (await api.call('GET', `/bookings/${booking.bookingId}/payments`)).json();
    expect(list.payments.map((p: Json) => minor(p.amount))).toEqual([first, total - first]);
  });

  it('less than the deposit leaves the booking UNPAID', async () => {
    const booking = await confirmBooking(api);
    expect((await pay(booking.bookingId, { amount: 1, currency: 'NOK' })).statusCode).toBe(201);
    expect((await read(booking.bookingId)).payment).toMatchObject({ status: 'UNPAID', paidAmount: 1 });
  });
});

describe('refusals change nothing', () => {
  let booking: Json;
  beforeAll(async () => {
    booking = await confirmBooking(api);
  });

  const refusals: [string, unknown, string][] = [
    ['zero', { amount: 0, currency: 'NOK' }, 'amount'],
    ['negative', { amount: -100, currency: 'NOK' }, 'amount'],
    ['a third decimal', { amount: 10.005, currency: 'NOK' }, 'amount'],
    ['another currency', { amount: 100, currency: 'EUR' }, 'currency'],
    ['a currency that is not a code', { amount: 100, currency: 'KRONER' }, 'currency'],
    ['an amount as text', { amount: '100', currency: 'NOK' }, 'amount'],
    ['no currency', { amount: 100 }, 'currency'],
    ['an unknown field', { amount: 100, currency: 'NOK', method: 'card' }, 'method'],
    ['an empty reference', { amount: 100, currency: 'NOK', reference: '' }, 'reference'],
  ];
  for (const [what, body, field] of refusals) {
    it(`400 naming ${field}: ${what}`, async () => {
      const before = await storedState(t.tdb.database.db, booking.bookingId);
      const res = await pay(booking.bookingId, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().errors)).toContain(field);
      expect(await storedState(t.tdb.database.db, booking.bookingId)).toEqual(before);
    });
  }

  it('400 naming amount, with the balance: more than the balance', async () => {
    const before = await storedState(t.tdb.database.db, booking.bookingId);
    const res = await pay(booking.bookingId, { amount: booking.payment.balance + 0.01, currency: 'NOK' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      amount: [`must not exceed the balance of ${booking.payment.balance} NOK`],
    });
    expect(await storedState(t.tdb.database.db, booking.bookingId)).toEqual(before);
  });

  it("404 BOOKING_NOT_FOUND for another agency's booking and an unknown one, on record and list", async () => {
    const before = await storedState(t.tdb.database.db, booking.bookingId);
    for (const [client, id] of [
      [other, booking.bookingId],
      [api, 'NO-SUCH-BOOKING'],
    ] as const) {
      const post = await client.call('POST', `/bookings/${id}/payments`, { amount: 100, currency: 'EUR' });
      expect(post.statusCode).toBe(404);
      expect(post.json().code).toBe('BOOKING_NOT_FOUND');
      const list = await client.call('GET', `/bookings/${id}/payments`);
      expect(list.statusCode).toBe(404);
      expect(list.json().code).toBe('BOOKING_NOT_FOUND');
    }
    expect(await storedState(t.tdb.database.db, booking.bookingId)).toEqual(before);
  });

  it('412 PRECONDITION_FAILED on a stale If-Match; the current ETag records it', async () => {
    const fresh = await confirmBooking(api);
    const stale = await pay(fresh.bookingId, { amount: 10, currency: 'NOK' }, { 'if-match': `"${fresh.version + 5}"` });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('PRECONDITION_FAILED');
    expect((await storedState(t.tdb.database.db, fresh.bookingId)).payments).toBe(0);
    const current = await pay(fresh.bookingId, { amount: 10, currency: 'NOK' }, { 'if-match': `"${fresh.version}"` });
    expect(current.statusCode, current.body).toBe(201);
    // That payment made the version the client holds stale.
    const again = await pay(fresh.bookingId, { amount: 10, currency: 'NOK' }, { 'if-match': `"${fresh.version}"` });
    expect(again.statusCode).toBe(412);
  });
});

describe('Idempotency-Key', () => {
  it('a retry with the same key and body answers the first payment again; it is recorded once', async () => {
    const booking = await confirmBooking(api);
    const key = { 'idempotency-key': `pay-${booking.bookingId}` };
    const first = await pay(booking.bookingId, { amount: 500, currency: 'NOK' }, key);
    const retry = await pay(booking.bookingId, { amount: 500, currency: 'NOK' }, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const state = await storedState(t.tdb.database.db, booking.bookingId);
    expect(state.payments).toBe(1);
    expect(state.paidMinor).toBe(50_000);
    expect(state.events.filter((e) => e.type === 'payment.received')).toHaveLength(1);

    const reused = await pay(booking.bookingId, { amount: 600, currency: 'NOK' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('bookings that can no longer be paid', () => {
  it('409 BOOKING_DEPARTED after the departure instant; the payments can still be listed', async () => {
    const booking = await confirmBooking(api, { day: '2027-01-11' });
    expect((await pay(booking.bookingId, { amount: 100, currency: 'NOK' })).statusCode).toBe(201);
    const saved = t.clock.now();
    t.clock.set('2027-01-13T00:00:00Z');
    try {
      const late = await v2Client(t.app, 1); // (a week later: a new token)
      const res = await late.call('POST', `/bookings/${booking.bookingId}/payments`, { amount: 100, currency: 'NOK' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('BOOKING_DEPARTED');
      expect((await late.call('GET', `/bookings/${booking.bookingId}/payments`)).json().payments).toHaveLength(1);
    } finally {
      t.clock.set(saved);
    }
  });

  it('once cancelled (here by the overdue job), no more than the fee still owed (settle-cancelled.test.ts)', async () => {
    const booking = await confirmBooking(api);
    await runOverdueJob({
      db: t.tdb.database.db,
      clock: t.clock,
      records: bookingRecords,
      graceHours: 0,
      timeZone: 'Europe/Oslo',
    });
    expect((await read(booking.bookingId)).status).toBe('CANCELLED');
    const before = await storedState(t.tdb.database.db, booking.bookingId);
    const { cancellation } = await read(booking.bookingId);
    const res = await pay(booking.bookingId, { amount: cancellation.amountDue + 1, currency: 'NOK' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toEqual([`must not exceed the balance of ${cancellation.amountDue} NOK`]);
    expect(await storedState(t.tdb.database.db, booking.bookingId)).toEqual(before);
  });
});

describe('the database keeps the payments and the booking in step', () => {
  it('refuses a paid amount that is not the sum of the payments', async () => {
    const booking = await confirmBooking(api);
    await expect(
      t.tdb.database.db.execute(
        sql`update bookings set paid_minor = paid_minor + 100 where reference = ${booking.bookingId}`,
      ),
    ).rejects.toThrow();
  });

  it('refuses a payment in another currency than the booking', async () => {
    const booking = await confirmBooking(api);
    await expect(
      t.tdb.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into payments (id, booking_id, agency_id, amount_minor, currency, received_at)
              select 'pay_x', id, agency_id, 100, 'EUR', now() from bookings where reference = ${booking.bookingId}`,
        );
        await tx.execute(sql`update bookings set paid_minor = paid_minor + 100 where reference = ${booking.bookingId}`);
      }),
    ).rejects.toThrow();
    expect((await storedState(t.tdb.database.db, booking.bookingId)).payments).toBe(0);
  });
});
