/**
 * The composition root of the services: every capability's service built once, from the shared database,
 * clock and configuration, and handed as plain values to the routes (partner-api.ts), the portal and the jobs.
 * Nothing here registers a route or starts a timer; app.ts does the first, server.ts the second.
 *
 * Shared instances matter: one session store, one catalogue cache (a disruption saved through the portal or
 * the sandbox route clears it), one reservation back end for confirm and the sandbox fault header.
 */
import { createOtaHolds } from '../domain/ota-holds/index.js';
import type { Clock } from '../kernel/clock.js';
import type { Config } from '../kernel/config.js';
import type { Db } from '../platform/db/client.js';
import type { ReadRouting } from '../platform/db/read-routing.js';
import { serverKeys } from '../platform/db/server-keys.js';
import { unitsOfWork } from '../platform/db/transaction.js';
import { createAmendmentService } from '../domain/amendments/service.js';
import { createChangeService } from '../domain/changes/service.js';
import { createBookingService } from '../domain/bookings/booking-service.js';
import { createCabinNumberService } from '../domain/bookings/cabin-numbers.js';
import { createConfirmService } from '../domain/bookings/confirm.js';
import { createExtrasService } from '../domain/bookings/extras.js';
import { createCancellationService } from '../domain/bookings/cancellation.js';
import { createBookingHistory } from '../domain/bookings/history.js';
import { createBookingList } from '../domain/bookings/list.js';
import { createBookingSearch } from '../domain/bookings/search.js';
import { createPromotionRedemptions } from '../domain/bookings/redemptions.js';
import { createBookingRecords, type BookingRecords } from '../domain/bookings/write.js';
import { builtInReservationBackend, type ReservationBackend } from '../domain/bookings/reservation-backend.js';
import { createCatalogReads, type CatalogReads } from '../domain/catalog/catalog-reads.js';
import { bookingDisruptionEntries } from '../domain/disruptions/booking-entries-sql.js';
import { createDisruptionService } from '../domain/disruptions/service.js';
import { createDocumentService } from '../domain/documents/service.js';
import { createEventFeed, createEventLog, type EventLog } from '../domain/events/events.js';
import { bookingStates } from '../domain/bookings/booking-states-sql.js';
import { createOccupancy } from '../domain/sailings/occupancy.js';
import { createAvailabilityCache, type AvailabilityCache } from '../domain/inventory/availability-cache.js';
import { holdSessions } from '../domain/sessions/hold-sessions-sql.js';
import { forgetOverdueNotice } from '../domain/payments/overdue-notices.js';
import { createPaymentService } from '../domain/payments/payment-service.js';
import { createSandboxTimeService } from '../domain/payments/sandbox-time.js';
import { createPersonalDataService } from '../domain/personal-data/service.js';
import { createPromotionService } from '../domain/promotions/service.js';
import { createQuoteService } from '../domain/quotes/quote-service.js';
import { createOfferedGradesMemo, createSearchService } from '../domain/sessions/search.js';
import { createAvailabilityService } from '../domain/sessions/availability.js';
import { createWatchService } from '../domain/watches/index.js';
import { createSessionSandbox } from '../domain/sessions/sandbox.js';
import { createSessionStore, type SessionStore } from '../domain/sessions/session-store.js';
import { webhookSecretBox } from '../domain/webhooks/index.js';
import { createWebhookService } from '../domain/webhooks/service.js';
import { deliveriesFor } from '../domain/webhooks/outbox.js';
import { systemResolver, type Resolver } from '../domain/webhooks/url-policy.js';
import { createAuditLog } from '../platform/audit/index.js';
import { noMetrics, type BusinessMetrics } from '../platform/metrics/business.js';

export interface ServiceDeps {
  db: Db;
  /**
   * Where the reads that may be a little behind go (search's, availability's): the read replica within its lag
   * bound (DATABASE_READ_URL; db/read-routing.ts), else the primary, which is every read without one.
   */
  reads?: ReadRouting;
  clock: Clock;
  config: Config;
  /** The reservation system confirm goes through; the built-in one by default. */
  reservationBackend?: ReservationBackend;
  /** Resolves webhook hosts for the URL check at create (the system resolver by default). */
  webhookResolver?: Resolver;
  /** What the services count (confirms, amendments, payments, cancellations, the availability cache, 429s). */
  metrics?: BusinessMetrics;
}

/**
 * The event log every change of a booking writes to (services, the overdue job, the retention, the command
 * lines): each event's statement also inserts its webhook deliveries, webhooks/' fan-out (the outbox). It holds
 * no state, so one for the process.
 */
export const eventLog: EventLog = createEventLog({ fanOut: deliveriesFor });

/**
 * The confirmed and cancelled bookings, read and changed (bookings/write.ts): a record reads its disruption
 * entries, disruptions/' rows, in its own statement, and a change writes its event to the event log. Given to
 * every service, job and command line that reads or changes a booking; no state, so one for the process.
 */
export const bookingRecords: BookingRecords = createBookingRecords({
  disruptionEntries: bookingDisruptionEntries,
  events: eventLog,
});

/** The held sessions' store, as configured (the server's services and the disruption command line share it). */
export const sessionStoreFor = (config: Config, clock: Clock): SessionStore =>
  createSessionStore({ clock, idleSeconds: config.sessionIdleSeconds, maxSeconds: config.sessionMaxSeconds });

/** The kept answers of GET availability, in characters per instance (about twice as many bytes). */
const AVAILABILITY_ANSWERS_CHARS = 32 * 1024 * 1024;

/**
 * GET availability's service over its own availability cache (asking the sessions whether a counted hold is live)
 * and catalogue reads unless given: the watches' job builds one this way, the app shares search's.
 * AVAILABILITY_CACHE_ENTRIES=0 turns both caches off.
 */
export function availabilityServiceFor(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'config' | 'metrics' | 'reads'>,
  shared: { catalog?: CatalogReads; availability?: AvailabilityCache } = {},
) {
  const { db, clock, config } = deps;
  const pricing = {
    db,
    clock,
    timeZone: config.operatorTimeZone,
    catalog: shared.catalog ?? createCatalogReads({ ttlSeconds: config.catalogCacheSeconds }),
    availability:
      shared.availability ??
      createAvailabilityCache({
        maxEntries: config.availabilityCacheEntries,
        metrics: deps.metrics ?? noMetrics,
        sessions: holdSessions,
      }),
  };
  return createAvailabilityService({
    ...pricing,
    catalogTtlMs: config.catalogCacheSeconds * 1000,
    maxCachedChars: config.availabilityCacheEntries > 0 ? AVAILABILITY_ANSWERS_CHARS : 0,
    ...(deps.reads ? { reads: deps.reads } : {}),
  });
}

/**
 * V2's search, GET availability and the watches, sharing one availability cache and the app's catalogue reads, so
 * that all three count and price a departure the same way.
 */
function searchServicesFor(deps: ServiceDeps, sessions: SessionStore, catalog: CatalogReads, metrics: BusinessMetrics) {
  const { db, clock, config } = deps;
  const availability = createAvailabilityCache({
    maxEntries: config.availabilityCacheEntries,
    metrics,
    sessions: holdSessions,
  });
  const availabilityService = availabilityServiceFor(deps, { catalog, availability });
  return {
    search: createSearchService({
      ...{ db, clock, timeZone: config.operatorTimeZone, catalog, availability, sessions },
      offers: createOfferedGradesMemo(),
      ...(deps.reads ? { reads: deps.reads } : {}),
      kept: availabilityService,
    }),
    availability: availabilityService,
    // The watches see what GET availability answers (domain/watches); their evaluation is a job (main/jobs.ts).
    watches: createWatchService({ db, clock, timeZone: config.operatorTimeZone, availability: availabilityService }),
  };
}

/** The agencies' webhook endpoints; a create checks the URL's host with the resolver given (the system's by default). */
function webhookServiceFor(deps: ServiceDeps) {
  const { db, clock, config } = deps;
  return createWebhookService({
    db,
    clock,
    mode: config.mode,
    sandboxPorts: config.webhooks.sandboxPorts,
    secrets: webhookSecretBox(db, config),
    resolve: deps.webhookResolver ?? systemResolver,
  });
}

export function createServices(deps: ServiceDeps) {
  const { db, clock, config } = deps;
  const { faultPoint } = config;
  const records = bookingRecords;
  const metrics = deps.metrics ?? noMetrics;
  const timeZone = config.operatorTimeZone;
  const sandbox = config.mode === 'sandbox';
  const graceHours = config.payments.graceHours;
  const sessions = sessionStoreFor(config, clock);
  // One catalogue cache per app (so per process): its staleness bound is CATALOG_CACHE_SECONDS.
  const catalog = createCatalogReads({ ttlSeconds: config.catalogCacheSeconds });
  const cabinNumbers = createCabinNumberService({ db, clock, sessions, catalog, timeZone });
  const extras = createExtrasService({ clock, sessions, cabinNumbers, catalog, timeZone });
  const reservationBackend = deps.reservationBackend ?? builtInReservationBackend;
  const searchAndWatches = searchServicesFor(deps, sessions, catalog, metrics);
  return {
    sessions,
    // The units of work a channel opens and the services join (the create, the confirm and a payment with their
    // idempotent answers, the portal's payment).
    units: unitsOfWork(db),
    sessionSandbox: createSessionSandbox({ db, sessions }),
    catalog,
    reservationBackend,
    ...searchAndWatches,
    bookings: createBookingService({
      db,
      clock,
      sessions,
      timeZone,
      catalog,
      holdQuotaPerSailing: config.holdQuotaPerSailing,
      faultPoint,
    }),
    cabinNumbers,
    extras,
    amendments: createAmendmentService({
      db,
      clock,
      sessions,
      catalog,
      extras,
      cabinNumbers,
      forgetOverdueNotice,
      timeZone,
      records,
      metrics,
    }),
    changes: createChangeService({
      ...{ db, clock, sessions, catalog, timeZone, forgetOverdueNotice, sandbox, metrics, faultPoint },
      records,
      holdQuotaPerSailing: config.holdQuotaPerSailing,
    }),
    confirm: createConfirmService({
      db,
      clock,
      sessions,
      backend: reservationBackend,
      events: eventLog,
      records,
      timeZone,
      faultPoint,
      metrics,
    }),
    documents: createDocumentService({
      db,
      clock,
      operatorName: config.operatorName,
      timeZone,
      limits: config.documents,
      records,
      metrics,
    }),
    // The booking records every service above shares (the OTA payment's answer reads its booking's status).
    records,
    bookingList: createBookingList({ db, keys: serverKeys(db), timeZone, records }),
    // A booking with its events (the OTA channel's read with HistoryRequestedInd).
    bookingHistory: createBookingHistory({ db, records }),
    // The portal's list: the same filters, with counts, sorts, the payment standing and the CSV export.
    bookingSearch: createBookingSearch({ db, clock, timeZone, graceHours, records }),
    cancellations: createCancellationService({ db, clock, timeZone, records, sandbox, metrics, faultPoint }),
    eventFeed: createEventFeed({ db }),
    // The operator's occupancy view: sailings/ is below the booking domain and the sessions, so the bookings'
    // states and the sessions' rule for a live hold come from here.
    occupancy: createOccupancy({ db, bookingStates, holdSessions }),
    // The sandbox route's and the portal's service (the operator's CLI builds its own); a save clears this
    // app's catalogue cache.
    disruptions: createDisruptionService({
      db,
      clock,
      timeZone,
      sessions,
      records,
      onRecorded: () => catalog.clear(),
      metrics,
    }),
    personalData: createPersonalDataService({ db, clock, records }),
    // The operator's promotion codes (the portal's pages): checked against this app's catalogue cache.
    promotions: createPromotionService({ db, clock, catalog }),
    // Their redemptions, for the promotion's page: the bookings that took each, counted as its cap counts them.
    promotionRedemptions: createPromotionRedemptions({ db, clock, sessions: holdSessions }),
    payments: createPaymentService({ db, clock, records, faultPoint, metrics }),
    // The sandbox route that moves one booking through time (registered in sandbox mode only).
    sandboxTime: createSandboxTimeService({ db, clock, records, graceHours, timeZone, metrics }),
    webhooks: webhookServiceFor(deps),
    quotes: createQuoteService({ db, clock, timeZone }),
    otaHolds: createOtaHolds({ db, sessions, clock }),
    // The operator staff's looks and actions concerning an agency (audit/): the portal records, other callers will.
    audit: createAuditLog({ db, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
