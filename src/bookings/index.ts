/**
 * The V2 capability: builds its services from the shared dependencies and returns the route plugin's options.
 */
import type { onRequestHookHandler } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { RateLimitCounter } from '../http/rate-limit.js';
import { createAvailabilityCache } from '../inventory/availability-cache.js';
import { createSearchService } from '../sessions/search.js';
import { createSessionStore } from '../sessions/session-store.js';
import { createBookingService } from './booking-service.js';
import { createCatalogReads } from '../catalog/catalog-reads.js';
import { createCabinNumberService } from './cabin-numbers.js';
import { createConfirmService } from './confirm.js';
import { createExtrasService } from './extras.js';
import { createDocumentService } from '../documents/service.js';
import { createAmendmentService } from './amendments/service.js';
import { builtInReservationBackend, type ReservationBackend } from './reservation-backend.js';
import type { V2RouteOptions } from './routes.js';
import { createBookingList } from './lifecycle/list.js';
import { createCancellationService } from './lifecycle/cancellation.js';
import { createEventFeed } from '../events/events.js';
import { serverKeys } from '../db/server-keys.js';
import { createDisruptionService } from '../disruptions/index.js';
import { createPersonalDataService } from '../personal-data/index.js';
import { noMetrics, type BusinessMetrics } from '../metrics/business.js';

export { v2Routes } from './routes.js';
export { countLiveHeldBookings } from './hold-quota.js';

export function createV2(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  authenticate: onRequestHookHandler;
  reservationBackend?: ReservationBackend;
  /** The app's one counter; V2 has its own budget in it (V2_RATE_LIMIT_MAX per V2_RATE_LIMIT_WINDOW_SECONDS). */
  rateLimitCounter: RateLimitCounter;
  /** What the V2 services count (confirms, amendments, cancellations, the availability cache, 429s). */
  metrics?: BusinessMetrics;
}): V2RouteOptions {
  const { db, clock, config } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const sessions = createSessionStore({
    clock,
    idleSeconds: config.sessionIdleSeconds,
    maxSeconds: config.sessionMaxSeconds,
  });
  const timeZone = config.operatorTimeZone;
  // One catalogue cache per app (so per process): its staleness bound is CATALOG_CACHE_SECONDS.
  const catalog = createCatalogReads({ ttlSeconds: config.catalogCacheSeconds });
  const cabinNumbers = createCabinNumberService({ db, clock, sessions, catalog });
  const backend = deps.reservationBackend ?? builtInReservationBackend;
  const extras = createExtrasService({ clock, sessions, cabinNumbers, catalog });
  return {
    db,
    clock,
    authenticate: deps.authenticate,
    sessions,
    search: createSearchService({
      db,
      clock,
      sessions,
      timeZone,
      catalog,
      availability: createAvailabilityCache({ maxEntries: config.availabilityCacheEntries, metrics }),
    }),
    bookings: createBookingService({
      db,
      clock,
      sessions,
      timeZone,
      catalog,
      holdQuotaPerSailing: config.holdQuotaPerSailing,
    }),
    cabinNumbers,
    extras,
    amendments: createAmendmentService({ db, clock, sessions, catalog, extras, cabinNumbers, metrics }),
    documents: createDocumentService({
      db,
      clock,
      operatorName: config.operatorName,
      timeZone,
      limits: config.documents,
      metrics,
    }),
    confirm: createConfirmService({ db, clock, sessions, backend, timeZone, faultPoint: config.faultPoint, metrics }),
    sandbox: config.mode === 'sandbox',
    reservationBackend: backend,
    rateLimit: { counter: deps.rateLimitCounter, api: 'v2', ...config.v2RateLimit, metrics },
    bookingList: createBookingList({ db, keys: serverKeys(db), timeZone }),
    cancellations: createCancellationService({ db, clock, timeZone, metrics }),
    eventFeed: createEventFeed({ db }),
    // The sandbox operation's service (the operator's CLI builds its own); a save clears this app's catalogue cache.
    disruptions: createDisruptionService({
      db,
      clock,
      timeZone,
      sessions,
      onRecorded: () => catalog.clear(),
      metrics,
    }),
    personalData: createPersonalDataService({ db, clock }),
  };
}
