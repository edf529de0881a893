/**
 * The Prometheus metrics of one app, scraped over HTTP from their own listener while a booking lives through
 * the API: the business counters move with the operations that committed (and only then), the database
 * gauges follow the held booking, the pending delivery and an unpaid deposit (whose cancellation by the
 * overdue job is counted with its reason), a 429 is counted with its limit,
 * and the request histogram is labelled with route templates, never with a URL's ids or anyone's data.
 * The app is measured as server.ts measures a single server (test/support/metrics.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import type { Metrics, MetricsListener } from '../../src/platform/metrics/index.js';
import { runOverdueJob } from '../../src/domain/payments/index.js';
import { type DeliveryWorker } from '../../src/domain/webhooks/index.js';
import { testDeliveryWorker } from '../support/delivery-worker.js';
import { confirmBooking } from '../support/lifecycle.js';
import { FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { createMeasuredApp, type MeasuredApp } from '../support/metrics.js';
import { CHILD, LEAD, v2Client, type V2Client } from '../support/v2.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { bookingRecords } from '../../src/main/services.js';

const V2_LIMIT = 30;
let measured: MeasuredApp;
let t: TestApp;
let metrics: Metrics;
let listener: MetricsListener;
let api: V2Client;
let other: V2Client;
let worker: DeliveryWorker;
let receiver: Receiver;

beforeAll(async () => {
  measured = await createMeasuredApp({ V2_RATE_LIMIT_MAX: String(V2_LIMIT) });
  ({ t, metrics, listener } = measured);
  api = await v2Client(t.app, 1);
  other = await v2Client(t.app, 2);
  worker = testDeliveryWorker(
    { db: t.tdb.database.db, clock: t.clock, config: t.config },
    { metrics: metrics.business },
  );
  receiver = await startReceiver();
});
afterAll(async () => {
  worker?.close();
  await receiver?.close();
  await measured?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of the one series of `name` with `labels` (among others), or undefined when there is none. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

/** How much each of `series` moved while `work` ran (two scrapes). */
async function moved(
  series: [name: string, labels?: Record<string, string>][],
  work: () => Promise<void>,
): Promise<number[]> {
  const before = await scrape();
  await work();
  const after = await scrape();
  return series.map(([name, labels]) => (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0));
}

describe('a booking through the API, counted', () => {
  let sessionId = '';
  let departureDate = '';
  let bookingId = '';
  const SEARCH = {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
  };
  const search = () => api.searchVoyages(SEARCH);

  it('counts availability computed (miss), then read from the cache (hit)', async () => {
    const hit = ['berth_availability_cache_requests_total', { result: 'hit' }] as const;
    const miss = ['berth_availability_cache_requests_total', { result: 'miss' }] as const;
    // Searches with a vehicle: they count availability themselves (one without takes GET availability's kept answer
    // when nothing changed, domain/sessions/search.ts, and counts nothing then).
    const withCar = () => api.searchVoyages({ ...SEARCH, vehicles: [{ type: 'CAR' }] });
    const [hits1, misses1] = await moved([[...hit], [...miss]], async () => {
      const res = await search();
      expect(res.statusCode, res.body).toBe(200);
      sessionId = res.json().sessionId;
      departureDate = res.json().results[0].departureDate;
    });
    expect(hits1).toBe(0);
    expect(misses1).toBeGreaterThan(0);
    // The cache counts vehicles apart: the first search with one computes them (a miss), the next reads them (a hit).
    const [, carMisses] = await moved([[...hit], [...miss]], async () => {
      expect((await withCar()).statusCode).toBe(200);
    });
    expect(carMisses).toBeGreaterThan(0);
    const [hits2, misses2] = await moved([[...hit], [...miss]], async () => {
      expect((await withCar()).statusCode).toBe(200);
    });
    expect(hits2).toBe(carMisses);
    expect(misses2).toBe(0);
  });

  it('shows the held booking in berth_held_bookings until it is confirmed, and counts the confirm', async () => {
    expect(valueOf(await scrape(), 'berth_held_bookings')).toBe(0);
    const created = await api.create('voyage-only', sessionId, {
      departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(valueOf(await scrape(), 'berth_held_bookings')).toBe(1);
    await register(['booking.confirmed']);

    const [confirms] = await moved([['berth_bookings_confirmed_total', { api: 'v2' }]], async () => {
      // A confirm refused (guest details missing) commits nothing and counts nothing.
      const refused = await api.sub('POST', 'voyage-only', sessionId, 'confirm', { guests: [] });
      expect(refused.statusCode).toBe(400);
      const res = await api.sub('POST', 'voyage-only', sessionId, 'confirm', {
        guests: [{ guestId: 1, ...LEAD }, CHILD],
      });
      expect(res.statusCode, res.body).toBe(201);
      bookingId = res.json().bookingId;
    });
    expect(confirms).toBe(1);
    expect(valueOf(await scrape(), 'berth_held_bookings')).toBe(0);
  });

  it('shows the pending delivery ageing, then counts it delivered', async () => {
    t.clock.advanceSeconds(90);
    expect(valueOf(await scrape(), 'berth_webhook_oldest_pending_delivery_age_seconds')).toBe(90);
    const [delivered] = await moved([['berth_webhook_deliveries_total', { outcome: 'delivered' }]], async () => {
      expect(await worker.runOnce()).toBe(1);
    });
    expect(delivered).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect(valueOf(await scrape(), 'berth_webhook_oldest_pending_delivery_age_seconds')).toBe(0);
  });

  it('counts an amendment, a payment and a cancellation with its reason', async () => {
    const [amendments, payments, cancellations] = await moved(
      [
        ['berth_booking_amendments_total'],
        ['berth_payments_total'],
        ['berth_booking_cancellations_total', { reason: 'AGENCY_REQUEST' }],
      ],
      async () => {
        const amended = await api.call('PATCH', `/bookings/${bookingId}/guests/2`, { firstName: 'Zoë' });
        expect(amended.statusCode, amended.body).toBe(200);
        const paid = await api.call('POST', `/bookings/${bookingId}/payments`, { amount: 100, currency: 'NOK' });
        expect(paid.statusCode, paid.body).toBe(201);
        const quote = await api.call('POST', `/bookings/${bookingId}/cancellation-quotes`);
        expect(quote.statusCode, quote.body).toBe(201);
        const cancelled = await api.call('POST', `/bookings/${bookingId}/cancellations`, {
          cancellationQuoteId: quote.json().cancellationQuoteId,
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        // Cancelling again is refused (409) and counts nothing more.
        const again = await api.call('POST', `/bookings/${bookingId}/cancellations`, {
          cancellationQuoteId: quote.json().cancellationQuoteId,
        });
        expect(again.statusCode).toBe(409);
      },
    );
    expect([amendments, payments, cancellations]).toEqual([1, 1, 1]);
  });

  it('labels requests with the route template and nothing of the request itself', async () => {
    const text = await scrape();
    expect(
      valueOf(text, 'berth_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/v2/bookings/:bookingId/payments',
        status_code: '201',
      }),
    ).toBe(1);
    for (const secret of [bookingId, sessionId, 'sandbox-user-key', 'sandbox-agency', LEAD.lastName, 'Bearer']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('requests over a limit', () => {
  it('counts each 429 with the limit that refused it', async () => {
    const [limited] = await moved([['berth_rate_limited_requests_total', { limit: 'v2' }]], async () => {
      const statuses: number[] = [];
      for (let i = 0; i < V2_LIMIT + 2; i++) statuses.push((await other.call('GET', '/bookings/bk_none')).statusCode);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    });
    expect(limited).toBe(2);
  });

  it("counts the token endpoint's per-address limit apart from the V2 budget", async () => {
    const statuses: number[] = [];
    const [limited, v2] = await moved(
      [
        ['berth_rate_limited_requests_total', { limit: 'token_address' }],
        ['berth_rate_limited_requests_total', { limit: 'v2' }],
      ],
      async () => {
        for (let i = 0; i < 32; i++) {
          const res = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'password' } });
          statuses.push(res.statusCode);
        }
      },
    );
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(limited).toBe(refused);
    expect(v2).toBe(0);
  });

  it('labels an unmatched URL with one fixed route', async () => {
    const [unmatched] = await moved(
      [['berth_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }]],
      async () => {
        expect((await t.app.inject({ url: '/no/such/place/bk_12345' })).statusCode).toBe(404);
      },
    );
    expect(unmatched).toBe(1);
    expect(await scrape()).not.toContain('bk_12345');
  });
});

describe('the listeners', () => {
  it('takes METRICS_HOST and METRICS_PORT from the environment, 0 for off, never the partner port', () => {
    expect(loadConfig({}).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ host: '0.0.0.0', port: 0 });
    expect(() => loadConfig({ METRICS_PORT: 'on' })).toThrow(/METRICS_PORT must be a whole number from 0 to 65535/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a whole number/);
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000' })).toThrow(
      /METRICS_PORT \(9000\) must differ from PORT/,
    );
  });

  it('serves /metrics on its own port only: the partner port answers 404', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${listener.port}/other`)).status).toBe(404);
  });

  it('shows the process, event-loop and database pool figures', async () => {
    const text = await scrape();
    expect(valueOf(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    const { engine } = t.tdb.database;
    expect(valueOf(text, 'berth_db_pool_max_connections')).toBe(engine === 'pglite' ? 1 : t.tdb.database.pool.max);
    if (engine === 'postgres') expect(valueOf(text, 'berth_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
    expect(valueOf(text, 'berth_overdue_bookings')).toBe(0);
  });
});

describe('an unpaid deposit', () => {
  it('shows in berth_overdue_bookings from its instant, and its cancellation is counted with PAYMENT_OVERDUE', async () => {
    const HOUR = 3_600_000;
    // Confirmed 101 days ahead: the deposit is due 7 days after confirm (as in test/payments/overdue-job.test.ts).
    t.clock.set('2026-10-01T09:00:00Z');
    const booking = await confirmBooking(await v2Client(t.app, 1));
    const due = new Date(booking.payment.depositDueByUtc).getTime();
    t.clock.set(new Date(due - 1));
    expect(valueOf(await scrape(), 'berth_overdue_bookings')).toBe(0);
    t.clock.set(new Date(due));
    expect(valueOf(await scrape(), 'berth_overdue_bookings')).toBe(1);

    const job = () =>
      runOverdueJob({
        db: t.tdb.database.db,
        clock: t.clock,
        records: bookingRecords,
        graceHours: 72,
        timeZone: 'Europe/Oslo',
        metrics: metrics.business,
      });
    const [cancelled] = await moved(
      [['berth_booking_cancellations_total', { reason: 'PAYMENT_OVERDUE' }]],
      async () => {
        expect((await job()).cancelled).toBe(0);
        t.clock.set(new Date(due + 72 * HOUR));
        expect((await job()).cancelled).toBe(1);
      },
    );
    expect(cancelled).toBe(1);
    expect(valueOf(await scrape(), 'berth_overdue_bookings')).toBe(0);
  });
});

async function register(events: string[]): Promise<void> {
  const res = await api.call('POST', '/webhooks', { url: receiver.url, events });
  expect(res.statusCode, res.body).toBe(201);
}
