/**
 * The Prometheus side: one prom-client Registry per app (not the library's global one), so that two apps in
 * one test process count apart and a test reads its own figures. server.ts makes one per process and hands
 * its `business` interface to the services through their factories (see business.ts).
 *
 * Names follow the Prometheus conventions: `berth_` prefix, `_total` counters, seconds. Node's default
 * process metrics (CPU, memory, handles, GC, event-loop lag) keep their standard unprefixed names, but for
 * three gauges dropped below.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { BusinessMetrics } from './business.js';

export interface Metrics {
  registry: Registry;
  business: BusinessMetrics;
  /** berth_http_request_duration_seconds, observed by http.ts. */
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
}

/**
 * prom-client's gauges of the totals of `nodejs_active_handles`, `_requests` and `_resources`: a gauge named
 * `_total` fails `promtool check metrics`, which the operator's alerting runs, and their names without the
 * suffix are the per-type gauges' own. The per-type gauges are reset and refilled at each scrape, so their sum
 * is the total (`sum without (type) (nodejs_active_handles)`; docs/operations.md).
 */
const MISNAMED_DEFAULT_GAUGES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const name of MISNAMED_DEFAULT_GAUGES) registry.removeSingleMetric(name);
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'berth_http_request_duration_seconds',
    help: 'Time from a request received to its response sent, by method, route template and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    // From a cached GET (about a millisecond) to the 10 s of a request near its time limit.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  const confirmed = counter(
    'berth_bookings_confirmed_total',
    'Bookings confirmed, by API (v2: a held booking confirmed; V1 has no confirm).',
    ['api'],
  );
  const amended = counter(
    'berth_booking_amendments_total',
    'Changes to confirmed bookings (guest details, extras, cabin numbers).',
  );
  const payments = counter('berth_payments_total', 'Payments recorded on confirmed bookings.');
  const cancellations = counter(
    'berth_booking_cancellations_total',
    'Bookings cancelled, by reason (AGENCY_REQUEST, PAYMENT_OVERDUE, SAILING_CANCELLED).',
    ['reason'],
  );
  const deliveries = counter(
    'berth_webhook_deliveries_total',
    'Webhook delivery attempts, by outcome (delivered; retry: failed, tried again later; failed: given up).',
    ['outcome'],
  );
  const availabilityCache = counter(
    'berth_availability_cache_requests_total',
    "Voyages whose availability a search read from this instance's cache (hit) or computed (miss).",
    ['result'],
  );
  const rateLimited = counter(
    'berth_rate_limited_requests_total',
    'Requests answered 429, by the limit that refused them.',
    ['limit'],
  );
  // Every label value of a counter shows from the start (0), so that rate() and alerts see the series
  // before its first increment.
  confirmed.inc({ api: 'v2' }, 0);
  for (const outcome of ['delivered', 'retry', 'failed']) deliveries.inc({ outcome }, 0);
  for (const result of ['hit', 'miss']) availabilityCache.inc({ result }, 0);

  const business: BusinessMetrics = {
    bookingConfirmed: (api) => confirmed.inc({ api }),
    bookingAmended: () => amended.inc(),
    paymentRecorded: () => payments.inc(),
    bookingsCancelled: (reason, count = 1) => count > 0 && cancellations.inc({ reason }, count),
    webhookDelivery: (outcome) => deliveries.inc({ outcome }),
    availabilityCache: (result, count = 1) => count > 0 && availabilityCache.inc({ result }, count),
    rateLimited: (limit) => rateLimited.inc({ limit }),
  };
  return { registry, business, requestDuration };
}

/** A database pool's connections now (pg.Pool's totalCount, idleCount, waitingCount; see db/client.ts). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What the pool metrics read: db/client.ts's `Database.pool`, or for PGlite `{ max: 1, stats: () => undefined }`. */
export interface PoolView {
  max: number;
  stats(): PoolStats | undefined;
}

/**
 * berth_db_pool_connections{state}, berth_db_pool_waiting_requests and berth_db_pool_max_connections, read
 * from the pool at each scrape (three property reads). Summed over a cluster's workers, as their pools are
 * separate. `stats()` answers undefined for PGlite: one connection in this process that queues its queries
 * inside and shows neither, so only its maximum (1) is reported, not a busy/idle split that would be made up.
 */
export function registerPoolMetrics(registry: Registry, pool: PoolView): void {
  const stats = () => pool.stats();
  new Gauge({
    name: 'berth_db_pool_connections',
    help: "The database pool's open connections, in use by a query or transaction, or idle.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = stats();
      if (!s) return;
      this.set({ state: 'in_use' }, s.total - s.idle);
      this.set({ state: 'idle' }, s.idle);
    },
  });
  new Gauge({
    name: 'berth_db_pool_waiting_requests',
    help: 'Queries waiting for a connection of the database pool (it is at its maximum).',
    registers: [registry],
    collect() {
      const s = stats();
      if (s) this.set(s.waiting);
    },
  });
  new Gauge({
    name: 'berth_db_pool_max_connections',
    help: "The database pool's maximum size (DATABASE_POOL_SIZE; 1 for the embedded database).",
    registers: [registry],
    collect() {
      this.set(pool.max);
    },
  });
}
