/**
 * A payment racing the agency's cancellation of the same booking, through two real instances of the service
 * (two processes on one PostgreSQL database): the payment on one, the cancellation (with a quote taken just
 * before) on the other, all bookings at once. Both lock the booking row, so exactly one wins per booking:
 * the payment first makes the quote stale (409 CANCELLATION_QUOTE_EXPIRED: the paid amount changes the
 * settlement); the cancellation first, and the payment comes after it, settling the cancellation's fee (issue
 * 37; the fee is never less than the deposit paid here). Never half, never in between.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerClient, serverProcessFixture, type ServerProcess } from '../support/server-process.js';
import { confirmOnServer, type Json } from './support.js';

// The overdue job is off: only the agency's payment and cancellation touch the bookings.
const servers = serverProcessFixture({ env: { DATABASE_POOL_SIZE: '8', OVERDUE_JOB_INTERVAL_SECONDS: '0' } });
let a: ServerProcess;
let b: ServerProcess;
let call: Awaited<ReturnType<typeof partnerClient>>;
const BOOKINGS = 16;

beforeAll(async () => {
  [a, b] = await Promise.all([servers.start(), servers.start()]);
  call = await partnerClient(a.base, 1);
});

describe('a payment racing a cancellation, across two instances', () => {
  it('exactly one of the two wins per booking, and the booking, payments and events agree with it', async () => {
    const bookings: Json[] = [];
    for (let i = 0; i < BOOKINGS; i++) bookings.push(await confirmOnServer(call, a.base));
    const quotes = await Promise.all(
      bookings.map((x) => call(a.base, 'POST', `/bookings/${x.bookingId}/cancellation-quotes`)),
    );
    for (const q of quotes) expect(q.status).toBe(201);

    // Both instances have served the bookings (warm), and each plays both parts, half the time each.
    for (const x of bookings)
      for (const s of [a, b]) expect((await call(s.base, 'GET', `/bookings/${x.bookingId}`)).status).toBe(200);
    const races = await Promise.all(
      bookings.map(async (x, i) => {
        const [payOn, cancelOn] = i % 2 ? [a, b] : [b, a];
        const [payment, cancellation] = await Promise.all([
          call(payOn.base, 'POST', `/bookings/${x.bookingId}/payments`, {
            amount: x.payment.depositAmount,
            currency: x.currency,
          }),
          call(cancelOn.base, 'POST', `/bookings/${x.bookingId}/cancellations`, {
            cancellationQuoteId: quotes[i]!.body.cancellationQuoteId,
          }),
        ]);
        return { booking: x, payment, cancellation };
      }),
    );

    const wins = { payment: 0, cancellation: 0 };
    for (const { booking, payment, cancellation } of races) {
      const [row] = await servers.sql<{
        status: string;
        version: number;
        paid: number;
        payments: number;
        types: string[];
      }>(
        `select b.status, b.version, b.paid_minor as paid,
                (select count(*)::int from payments p where p.booking_id = b.id) as payments,
                array(select e.type from events e where e.booking_id = b.id order by e.seq) as types
         from bookings b where b.reference = $1`,
        [booking.bookingId],
      );
      expect(payment.status, JSON.stringify(payment.body)).toBe(201);
      if (cancellation.status !== 200) {
        wins.payment++;
        expect(cancellation.status).toBe(409);
        expect(cancellation.body.code).toBe('CANCELLATION_QUOTE_EXPIRED');
        expect(row).toMatchObject({ status: 'CONFIRMED', version: 2, payments: 1 });
        expect(row!.paid).toBe(Math.round(booking.payment.depositAmount * 100));
        expect(row!.types).toEqual(['booking.confirmed', 'payment.received']);
      } else {
        wins.cancellation++;
        expect(cancellation.body.status).toBe('CANCELLED');
        expect(cancellation.body.version).toBe(2);
        expect(row).toMatchObject({ status: 'CANCELLED', version: 3, payments: 1 });
        expect(row!.paid).toBe(Math.round(booking.payment.depositAmount * 100));
        expect(row!.types).toEqual(['booking.confirmed', 'booking.cancelled', 'payment.received']);
      }
    }
    console.log('WINS', wins);
    expect(wins.payment + wins.cancellation).toBe(BOOKINGS);
  });
});
