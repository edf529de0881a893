/**
 * The partner APIs, one scope per version. What runs on every request of a version is installed once, here:
 * authentication (request.agency), the agency's request limit of that version, and the Idempotency-Key store
 * (every POST, PATCH and DELETE). Each capability's routes plugin registers inside the scope, side by side, and only declares its
 * routes. Registration order is the OpenAPI document's order of paths.
 *
 *   await app.register(v2Api, { prefix: '/api/v2', ... });   // app.ts
 */
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { Clock } from '../kernel/clock.js';
import type { Database } from '../platform/db/client.js';
import { amendmentRoutes } from '../channels/v2/amendments.js';
import { availabilityRoutes } from '../channels/v2/availability.js';
import { confirmedBookingRoutes } from '../channels/v2/bookings.js';
import { changeRoutes } from '../channels/v2/changes.js';
import { sessionSandboxRoutes, v2Routes } from '../channels/v2/index.js';
import { refdataRoutes } from '../channels/v2/refdata.js';
import { disruptionSandboxRoutes } from '../channels/v2/disruptions-sandbox.js';
import { documentRoutes } from '../channels/v2/documents.js';
import { eventRoutes } from '../channels/v2/events.js';
import { agencyRateLimit, type AgencyRateLimitOptions } from '../platform/http/rate-limit.js';
import { idempotency } from '../platform/idempotency/idempotency.js';
import { UserKeyQuery } from '../platform/http/problem-schema.js';
import { paymentSandboxRoutes } from '../channels/v2/payments-sandbox.js';
import { paymentRoutes } from '../channels/v2/payments.js';
import { personalDataRoutes } from '../channels/v2/personal-data.js';
import { v1Routes } from '../channels/v1/routes.js';
import type { Services } from './services.js';
import { webhookRoutes } from '../channels/v2/webhooks.js';
import { watchRoutes } from '../channels/v2/watches.js';
import { otaRoutes } from '../channels/ota/index.js';
import { otaMessages } from '../channels/ota/messages/index.js';
import type { FaultPoint } from '../kernel/fault-points.js';

interface PartnerScopeOptions {
  services: Services;
  database: Database;
  clock: Clock;
  authenticate: onRequestHookHandler;
  /** The version's request limit (contract, "Fair use"): V1 and V2 are counted apart. */
  rateLimit: AgencyRateLimitOptions;
  /** A crash test's armed fault point (fault-points.ts); undefined in service. */
  faultPoint?: FaultPoint | undefined;
}

/** V2 (section 4.2 and the lifecycle): sandbox routes only when `sandbox`. */
export const v2Api: FastifyPluginAsync<
  PartnerScopeOptions & { sandbox: boolean; timeZone: string; benchRoutes?: boolean }
> = async (scope, opts) => {
  const { services: s, database, clock } = opts;
  scope.addHook('onRequest', opts.authenticate);
  await scope.register(agencyRateLimit, opts.rateLimit);
  await scope.register(idempotency, { db: database.db, clock, faultPoint: opts.faultPoint });
  if (opts.benchRoutes) {
    // The benchmark's V2 floor (bench/run.ts v2-floor): what every V2 call costs before its own work.
    scope.get('/bench/floor', { schema: { hide: true, querystring: UserKeyQuery } }, async () => ({ ok: true }));
  }

  await scope.register(refdataRoutes, { prefix: '/refdata', database, clock, timeZone: opts.timeZone });
  await scope.register(confirmedBookingRoutes, { bookingList: s.bookingList, cancellations: s.cancellations });
  await scope.register(eventRoutes, { feed: s.eventFeed });
  await scope.register(amendmentRoutes, { amendments: s.amendments });
  await scope.register(changeRoutes, { changes: s.changes });
  await scope.register(documentRoutes, { documents: s.documents });
  await scope.register(personalDataRoutes, { personalData: s.personalData });
  await scope.register(availabilityRoutes, { availability: s.availability });
  await scope.register(v2Routes, {
    search: s.search,
    bookings: s.bookings,
    cabinNumbers: s.cabinNumbers,
    extras: s.extras,
    confirm: s.confirm,
    units: s.units,
    sandbox: opts.sandbox,
    reservationBackend: s.reservationBackend,
  });
  if (opts.sandbox) {
    await scope.register(disruptionSandboxRoutes, { disruptions: s.disruptions });
    await scope.register(paymentSandboxRoutes, { sandboxTime: s.sandboxTime });
    await scope.register(sessionSandboxRoutes, { sessionSandbox: s.sessionSandbox });
  }
  await scope.register(paymentRoutes, { payments: s.payments, units: s.units });
  await scope.register(webhookRoutes, { webhooks: s.webhooks });
  await scope.register(watchRoutes, { watches: s.watches });
};

/**
 * V1 (section 4.1): the quote-based operations. Its POSTs take an Idempotency-Key as V2's do (issue 22), from
 * the same store: a partner's key space is one, whichever version it calls.
 */
export const v1Api: FastifyPluginAsync<PartnerScopeOptions> = async (scope, opts) => {
  scope.addHook('onRequest', opts.authenticate);
  await scope.register(agencyRateLimit, opts.rateLimit);
  await scope.register(idempotency, { db: opts.database.db, clock: opts.clock, faultPoint: opts.faultPoint });
  await scope.register(v1Routes, { quotes: opts.services.quotes });
};

/**
 * The OTA cruise channel (spec ota.md): V2's credentials (the user key also in POS), V2's request budget (pass
 * V2's rate limit options: one budget per agency, whichever of the two it calls) and the Idempotency-Key store,
 * installed by the channel in its order (the user key and the budget can only be read once the body is).
 */
export const otaApi: FastifyPluginAsync<PartnerScopeOptions> = async (scope, opts) => {
  const { services: s } = opts;
  await scope.register(otaRoutes, {
    messages: otaMessages({ ...s, clock: opts.clock }),
    authenticate: opts.authenticate,
    rateLimit: opts.rateLimit,
    db: opts.database.db,
    clock: opts.clock,
  });
};
