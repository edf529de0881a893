/**
 * POST /api/v2/sandbox/bookings/{bookingId}/advance (issue 22, "Time in the sandbox"): one booking of the
 * calling agency moves to its deposit or balance due instant, past the grace (the overdue cancellation) or
 * past departure, with the events real time produces (overdue-job.test.ts walks the same paths with the
 * clock), in the feed and as webhook deliveries; the clock and every other booking stay as they are.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { runOverdueJob } from '../../src/domain/payments/index.js';
import { createTestApp, productionAppOf, TEST_NOW, type TestApp } from '../support/app.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { confirmBooking, minor, storedState, type Json } from './support.js';
import { bookingRecords } from '../../src/main/services.js';

let t: TestApp;
const HOUR = 3_600_000;
const GRACE_HOURS = 72;
// 101 days before the 2027-01-10 departure: the deposit is due 7 days after confirm, the balance 60 days
// before departure, each at its own instant.
const EARLY = '2026-10-01T09:00:00Z';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(() => t.clock.set(TEST_NOW));

/** A client of agency `which` with a token valid at the clock's time (tests set the clock before). */
const client = (which: 1 | 2 = 1) => v2Client(t.app, which);
const advance = (api: V2Client, id: string, to: string) => api.call('POST', `/sandbox/bookings/${id}/advance`, { to });
const types = (s: { events: { type: string }[] }) => s.events.map((e) => e.type);

/** The agency's feed (GET /api/v2/events), this booking's events only. */
async function feedOf(api: V2Client, bookingId: string): Promise<Json[]> {
  const res = await api.call('GET', '/events', undefined, {}, { limit: '1000' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().events.filter((e: Json) => e.data.bookingId === bookingId);
}

function expectUnreachable(res: { statusCode: number; json(): Json }, detail: RegExp): void {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ code: 'TIME_TARGET_UNREACHABLE', detail: expect.stringMatching(detail) });
}

describe('a booking confirmed well ahead: deposit, balance, then the overdue cancellation', () => {
  it('each step in seconds, with the events, fee and versions the overdue job gives in real time', async () => {
    t.clock.set(EARLY);
    const api = await client();
    const booking = await confirmBooking(api);
    const { depositDueByUtc, balanceDueByUtc, depositAmount, totalPrice } = booking.payment;
    const gap = Date.parse(balanceDueByUtc) - Date.parse(depositDueByUtc);
    expect(gap).toBeGreaterThan(0);

    // At the deposit's instant: its payment.overdue, the next version; the booking's own instants moved so
    // that the deposit falls due now, the balance as long after as before. The clock did not move.
    const deposit = await advance(api, booking.bookingId, 'DEPOSIT_DUE');
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(deposit.headers.etag).toBe('"2"');
    const now = t.clock.now().toISOString();
    expect(now).toBe(new Date(EARLY).toISOString());
    expect(deposit.json()).toMatchObject({ status: 'CONFIRMED', version: 2, payment: { depositDueByUtc: now } });
    expect(Date.parse(deposit.json().payment.balanceDueByUtc) - Date.parse(now)).toBe(gap);
    const cancelsAt = new Date(Date.parse(now) + GRACE_HOURS * HOUR).toISOString();
    expect(await feedOf(api, booking.bookingId)).toEqual([
      expect.objectContaining({ type: 'booking.confirmed', data: expect.objectContaining({ version: 1 }) }),
      {
        id: expect.stringMatching(/^evt_/),
        type: 'payment.overdue',
        createdAt: now,
        data: {
          bookingId: booking.bookingId,
          version: 2,
          obligation: 'DEPOSIT',
          dueAt: now,
          amountDue: depositAmount,
          currency: 'NOK',
          cancelsAt,
        },
      },
    ]);
    // Once: a second call finds the instant reached and the notice sent.
    const again = await advance(api, booking.bookingId, 'DEPOSIT_DUE');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().version).toBe(2);
    // The job on its own timer sees the same state: the notice is sent, the grace not over, nothing to do.
    const job = {
      db: t.tdb.database.db,
      clock: t.clock,
      records: bookingRecords,
      graceHours: GRACE_HOURS,
      timeZone: 'Europe/Oslo',
    };
    expect(await runOverdueJob(job)).toEqual({ notified: 0, cancelled: 0, skipped: 0 });

    // Unpaid, the deposit's grace ends before the balance's instant: real time cancels the booking first.
    expectUnreachable(await advance(api, booking.bookingId, 'BALANCE_DUE'), /cancelled for non-payment at .*before/);
    expectUnreachable(await advance(api, booking.bookingId, 'DEPARTED'), /cancelled for non-payment/);

    // The deposit paid: the balance's instant, then the end of its grace.
    const paid = await api.call('POST', `/bookings/${booking.bookingId}/payments`, {
      amount: depositAmount,
      currency: 'NOK',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expectUnreachable(await advance(api, booking.bookingId, 'DEPOSIT_DUE'), /deposit is paid/);
    const balance = await advance(api, booking.bookingId, 'BALANCE_DUE');
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toMatchObject({ version: 4, payment: { balanceDueByUtc: now, status: 'DEPOSIT_PAID' } });

    // A cancellation quote now counts days from the booking's own day too: 60 days before departure, 50 %.
    const quote = await api.call('POST', `/bookings/${booking.bookingId}/cancellation-quotes`);
    expect(quote.statusCode, quote.body).toBe(201);
    expect(quote.json().fee).toBe(Math.round(minor(totalPrice) * 0.5) / 100);

    const cancelled = await advance(api, booking.bookingId, 'OVERDUE_CANCELLED');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.headers.etag).toBe('"5"');
    // The booking's own day is 60 days before departure less 3: 75 % of the total, as in real time
    // (overdue-job.test.ts), not the deposit that 101 days before would cost.
    const fee = Math.round(minor(totalPrice) * 0.75);
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      version: 5,
      cancellation: {
        cancelledAt: now,
        reason: 'PAYMENT_OVERDUE',
        fee: fee / 100,
        refundAmount: 0,
        amountDue: (fee - minor(depositAmount)) / 100,
      },
    });
    const feed = await feedOf(api, booking.bookingId);
    expect(feed.map((e) => [e.type, e.data.version, e.data.obligation])).toEqual([
      ['booking.confirmed', 1, undefined],
      ['payment.overdue', 2, 'DEPOSIT'],
      ['payment.received', 3, undefined],
      ['payment.overdue', 4, 'BALANCE'],
      ['booking.cancelled', 5, undefined],
    ]);
    expect(feed[3].data).toMatchObject({
      dueAt: expect.any(String),
      amountDue: (minor(totalPrice) - minor(depositAmount)) / 100,
    });
    expect(feed[4].data).toMatchObject({ reason: 'PAYMENT_OVERDUE', fee: fee / 100 });
    // Its inventory is free at once, as the job's cancellation leaves it.
    expect((await storedState(t.tdb.database.db, booking.bookingId)).allocations).toBe(0);
    const done = await advance(api, booking.bookingId, 'DEPARTED');
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('BOOKING_CANCELLED');
  });
});

describe('a booking confirmed inside the balance window (due in full at confirm)', () => {
  it('BALANCE_DUE right after confirm sends its payment.overdue now: a partner reads the version it then amends', async () => {
    const api = await client();
    const booking = await confirmBooking(api);
    expectUnreachable(await advance(api, booking.bookingId, 'DEPOSIT_DUE'), /no deposit instant of its own/);
    const due = await advance(api, booking.bookingId, 'BALANCE_DUE');
    expect(due.statusCode, due.body).toBe(200);
    // Nothing moved (the instant is the confirm's), the notice is out: version 2, whatever the job's timer does.
    expect(due.json()).toMatchObject({ version: 2, payment: booking.payment });
    expect((await feedOf(api, booking.bookingId)).map((e) => e.type)).toEqual(['booking.confirmed', 'payment.overdue']);
    const amended = await api.call(
      'PATCH',
      `/bookings/${booking.bookingId}/guests/1`,
      { firstName: 'Ingrid' },
      { 'if-match': due.headers.etag as string },
    );
    expect(amended.statusCode, amended.body).toBe(200);
  });

  it('OVERDUE_CANCELLED: the notice and the cancellation 72 h later, webhook deliveries for both, the cabin free', async () => {
    const api = await client();
    const hook = await api.call('POST', '/webhooks', {
      url: 'http://127.0.0.1:4099/berth-events', // a sandbox webhook port nobody listens on
      events: ['payment.overdue', 'booking.cancelled'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const booking = await confirmBooking(api);
    const neighbour = await confirmBooking(api);
    const res = await advance(api, booking.bookingId, 'OVERDUE_CANCELLED');
    expect(res.statusCode, res.body).toBe(200);
    // 2 days before departure in the booking's own time: the whole total.
    expect(res.json()).toMatchObject({
      status: 'CANCELLED',
      version: 3,
      cancellation: { reason: 'PAYMENT_OVERDUE', fee: booking.payment.totalPrice, refundAmount: 0 },
    });
    const feed = await feedOf(api, booking.bookingId);
    expect(feed.map((e) => e.type)).toEqual(['booking.confirmed', 'payment.overdue', 'booking.cancelled']);
    expect(feed[1].data.cancelsAt).toBe(t.clock.now().toISOString());
    const deliveries = await queryRows<{ event_id: string; event_type: string }>(
      t.tdb.database.db,
      sql`select event_id, event_type from webhook_deliveries where endpoint_id = ${hook.json().webhookId} order by event_type`,
    );
    expect(deliveries).toEqual([
      { event_id: feed[2].id, event_type: 'booking.cancelled' },
      { event_id: feed[1].id, event_type: 'payment.overdue' },
    ]);
    const state = await storedState(t.tdb.database.db, booking.bookingId);
    expect(state.allocations).toBe(0);
    // Only that booking: the other one, just as unpaid, is as it was.
    expect(types(await storedState(t.tdb.database.db, neighbour.bookingId))).toEqual(['booking.confirmed']);
    expect((await api.call('GET', `/bookings/${neighbour.bookingId}`)).json().payment.balanceDueByUtc).toBe(
      neighbour.payment.balanceDueByUtc,
    );
  });

  it('DEPARTED, paid in full: departed (writes answer BOOKING_DEPARTED), no event, the same version, its cabin kept', async () => {
    const api = await client();
    const booking = await confirmBooking(api);
    const pay = await api.call('POST', `/bookings/${booking.bookingId}/payments`, {
      amount: booking.payment.totalPrice,
      currency: 'NOK',
    });
    expect(pay.statusCode, pay.body).toBe(201);
    expectUnreachable(await advance(api, booking.bookingId, 'BALANCE_DUE'), /paid in full/);
    expectUnreachable(await advance(api, booking.bookingId, 'OVERDUE_CANCELLED'), /paid in full/);
    const before = await storedState(t.tdb.database.db, booking.bookingId);
    const res = await advance(api, booking.bookingId, 'DEPARTED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({ status: 'CONFIRMED', version: 2, departureDate: booking.departureDate });
    const after = await storedState(t.tdb.database.db, booking.bookingId);
    expect(after).toEqual(before);
    const write = await api.call('PATCH', `/bookings/${booking.bookingId}/guests/1`, { firstName: 'Ingrid' });
    expect(write.statusCode).toBe(409);
    expect(write.json().code).toBe('BOOKING_DEPARTED');
    const again = await advance(api, booking.bookingId, 'DEPARTED');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BOOKING_DEPARTED');
    // Departed, its guests' personal data may go (before departure: 409 PERSONAL_DATA_NEEDED).
    const erased = await api.call('POST', `/bookings/${booking.bookingId}/personal-data/erasure`);
    expect(erased.statusCode, erased.body).toBe(200);
  });

  it('DEPARTED, unpaid with a grace that outlasts the voyage: the notice on the way, then departed, never cancelled', async () => {
    t.clock.set('2027-01-09T09:00:00Z'); // the 2027-01-10 departure is inside the 72 h grace of confirm
    const api = await client();
    const booking = await confirmBooking(api);
    expectUnreachable(await advance(api, booking.bookingId, 'OVERDUE_CANCELLED'), /departs .* before the grace/);
    const res = await advance(api, booking.bookingId, 'DEPARTED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CONFIRMED', version: 2, payment: { status: 'UNPAID' } });
    expect((await feedOf(api, booking.bookingId)).map((e) => [e.type, e.data.obligation])).toEqual([
      ['booking.confirmed', undefined],
      ['payment.overdue', 'BALANCE'],
    ]);
    const paying = await api.call('POST', `/bookings/${booking.bookingId}/payments`, { amount: 1, currency: 'NOK' });
    expect(paying.json().code).toBe('BOOKING_DEPARTED');
  });
});

describe('whose booking, and which target', () => {
  it("another agency's booking: 404 BOOKING_NOT_FOUND, unchanged; an unknown target: 400 naming `to`", async () => {
    const theirs = await confirmBooking(await client(2));
    const api = await client();
    const res = await advance(api, theirs.bookingId, 'OVERDUE_CANCELLED');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BOOKING_NOT_FOUND');
    expect(types(await storedState(t.tdb.database.db, theirs.bookingId))).toEqual(['booking.confirmed']);
    const mine = await confirmBooking(api);
    const bad = await advance(api, mine.bookingId, 'NEXT_WEEK');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { to: expect.arrayContaining([expect.stringContaining('DEPARTED')]) },
    });
  });
});

describe('in production mode', () => {
  it('does not exist: 404, as the other sandbox helpers', async () => {
    const prodRoutes: string[] = [];
    const prod = await productionAppOf(t, (r) => prodRoutes.push(`${r.method} ${r.url}`));
    try {
      expect(prodRoutes.length).toBeGreaterThan(0);
      // The API's sandbox helpers are not even registered (the portal's sandbox mailbox page is, and answers
      // 404 outside sandbox mode: test/mail/mailer.test.ts).
      expect(prodRoutes.filter((r) => r.includes('/api/') && r.includes('/sandbox/'))).toEqual([]);
      const res = await prod.inject({
        method: 'POST',
        url: '/api/v2/sandbox/bookings/BR7KQ2MX9P/advance',
        payload: { to: 'DEPARTED' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
