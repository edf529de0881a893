/**
 * `berth.payments` against the real app: record with a generated Idempotency-Key that a retry reuses, list,
 * the booking's payment block after it, and the API's refusals as typed errors naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from '../src/index.js';
import { confirmedBooking, listeningApp, type ListeningApp } from './support.js';

let t: ListeningApp;

beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

describe('berth.payments', () => {
  it('records the deposit (with an Idempotency-Key), lists it, and the booking shows DEPOSIT_PAID', async () => {
    const { berth, requests } = t.client();
    const booking = await confirmedBooking(berth);
    const deposit = booking.payment.depositAmount;

    const paid = await berth.payments.record(booking.bookingId, {
      amount: deposit,
      currency: 'NOK',
      reference: 'INV-9',
    });
    expect(paid.status).toBe(201);
    expect(paid.data).toMatchObject({
      kind: 'PAYMENT',
      bookingId: booking.bookingId,
      amount: deposit,
      currency: 'NOK',
      reference: 'INV-9',
    });
    const sent = requests.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/payments'))!;
    expect(sent.headers['idempotency-key']).toBe(paid.idempotencyKey);

    // The same key again (a retry after a lost answer): the first payment, not a second one.
    const again = await berth.payments.record(
      booking.bookingId,
      { amount: deposit, currency: 'NOK', reference: 'INV-9' },
      { idempotencyKey: paid.idempotencyKey! },
    );
    expect(again.replayed).toBe(true);
    expect(again.data).toEqual(paid.data);

    expect((await berth.payments.list(booking.bookingId)).data).toEqual({ payments: [paid.data] });
    const read = await berth.bookings.retrieve(booking.bookingId);
    expect(read.data.payment).toMatchObject({ status: 'DEPOSIT_PAID', paidAmount: deposit });
  });

  it('throws ValidationError naming the field, 412 on a stale If-Match, and NotFoundError', async () => {
    const { berth } = t.client();
    const booking = await confirmedBooking(berth);
    const refused = await berth.payments.record(booking.bookingId, { amount: 1, currency: 'EUR' }).catch((e) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused.errors).toEqual({ currency: ['must be NOK, the currency of the booking'] });

    const stale = await berth.payments
      .record(booking.bookingId, { amount: 1, currency: 'NOK' }, { ifMatch: booking.version + 1 })
      .catch((e) => e);
    expect(stale).toBeInstanceOf(PreconditionFailedError);
    expect(stale.code).toBe('PRECONDITION_FAILED');
    const current = await berth.payments.record(
      booking.bookingId,
      { amount: 1, currency: 'NOK' },
      { ifMatch: booking.version },
    );
    expect(current.status).toBe(201);

    const missing = await berth.payments.list('BRNOSUCH22').catch((e) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
  });

  it('refund: posts to the refunds route, and a booking with nothing due back is a ValidationError naming amount', async () => {
    const { berth, requests } = t.client();
    const booking = await confirmedBooking(berth);
    const refused = await berth.payments.refund(booking.bookingId, { amount: 1, currency: 'NOK' }).catch((e) => e);
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused.errors).toEqual({
      amount: ['must not exceed the refund due, which is 0: nothing is due to be refunded'],
    });
    const sent = requests.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/refunds'))!;
    expect(sent.headers['idempotency-key']).toBeDefined();
    expect((await berth.payments.list(booking.bookingId)).data.payments).toEqual([]);
  });
});

describe('berth.sandbox.advanceBooking', () => {
  it('takes an unpaid booking to its overdue cancellation, then refuses to move a cancelled one', async () => {
    const { berth } = t.client();
    const booking = await confirmedBooking(berth);
    const cancelled = await berth.sandbox.advanceBooking(booking.bookingId, 'OVERDUE_CANCELLED');
    expect(cancelled.status).toBe(200);
    expect(cancelled.etag).toBe(`"${booking.version + 2}"`);
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', cancellation: { reason: 'PAYMENT_OVERDUE' } });
    const again = await berth.sandbox.advanceBooking(booking.bookingId, 'DEPARTED').catch((e) => e);
    expect(again).toBeInstanceOf(ConflictError);
    expect(again.code).toBe('BOOKING_CANCELLED');
  });
});
