/**
 * V2 session-based routes (section 4.2): search, create and read held bookings, cabin numbers, extras, confirm,
 * and the sandbox expiry helper. Handlers parse and call; the services own the rules and the transactions.
 * Registered inside the V2 partner scope (partner-api.ts), which has already authenticated, limited and claimed
 * the Idempotency-Key.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import type { UnitsOfWork } from '../../platform/db/transaction.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import type { SearchService } from '../../domain/sessions/search.js';
import type { SessionSandbox } from '../../domain/sessions/sandbox.js';
import { refusedInSession } from '../../domain/sessions/expiry-header.js';
import type { BookingService } from '../../domain/bookings/booking-service.js';
import { cabinNumberRoutes } from './cabin-numbers.js';
import type { CabinNumberService } from '../../domain/bookings/cabin-numbers.js';
import type { ConfirmService } from '../../domain/bookings/confirm.js';
import { bookingReadRoutes, confirmRoutes } from './confirm.js';
import type { ExtrasService } from '../../domain/bookings/extras.js';
import { extrasRoutes } from './extras.js';
import { heldBookingRoutes } from './held-bookings.js';
import { builtInReservationBackend, type ReservationBackend } from '../../domain/bookings/reservation-backend.js';
import { BOOKING_TYPES } from './route-names.js';
import { searchRoutes } from './search.js';
import { SessionIdParams } from '../../domain/bookings/held-schemas.js';

export interface V2RouteOptions {
  search: SearchService;
  bookings: BookingService;
  cabinNumbers: CabinNumberService;
  extras: ExtrasService;
  confirm: ConfirmService;
  /** The units of work the create and the confirm run in, with their idempotent answers. */
  units: UnitsOfWork;
  sandbox: boolean;
  reservationBackend?: ReservationBackend;
}

export interface SessionSandboxRouteOptions {
  sessionSandbox: SessionSandbox;
}

// Every V2 operation counts against the agency's V2 request limit: 429 is a possible answer of each.
const errors = v2ProblemResponses;
const security = partnerSecurity;

/**
 * The session's operations, one plugin per operation group. Registration order is the OpenAPI document's order
 * of paths, which partners and the SDK see: a booking type's cabin numbers, extras and confirm come together,
 * voyage-only before package, so the per-type plugins register type by type.
 */
export const v2Routes: FastifyPluginAsyncTypebox<V2RouteOptions> = async (app, opts) => {
  const reservationBackend = opts.reservationBackend ?? builtInReservationBackend;
  // A request about a live session that fails its schema still says when the session expires (the contract:
  // every answer about a live session carries X-Session-Expires-At). Routes with an answer of their own
  // (create and confirm also check their rules) keep it.
  app.addHook('onRoute', (route) => {
    if (!route.url.includes(':sessionId') || route.config?.explainSchemaFailure) return;
    route.config = {
      ...route.config,
      explainSchemaFailure: async (request, failure) => {
        const { sessionId } = request.params as { sessionId: string };
        throw refusedInSession(failure, await opts.bookings.liveSessionExpiry(request.agency, sessionId));
      },
    };
  });
  await app.register(searchRoutes, { search: opts.search });
  await app.register(heldBookingRoutes, { bookings: opts.bookings, units: opts.units });
  for (const type of BOOKING_TYPES) {
    await app.register(cabinNumberRoutes, { type, cabinNumbers: opts.cabinNumbers });
    await app.register(extrasRoutes, { type, extras: opts.extras });
    await app.register(confirmRoutes, {
      type,
      confirm: opts.confirm,
      units: opts.units,
      sandbox: opts.sandbox,
      reservationBackend,
    });
  }
  await app.register(bookingReadRoutes, { confirm: opts.confirm });
};

/** The sandbox's session expiry (registered by the V2 scope in sandbox mode only). */
export const sessionSandboxRoutes: FastifyPluginAsyncTypebox<SessionSandboxRouteOptions> = async (app, opts) => {
  app.post(
    '/sandbox/sessions/:sessionId/expire',
    {
      schema: {
        operationId: 'expireSandboxSession',
        tags: ['V2 sandbox'],
        summary: 'Expire a session now (sandbox only)',
        description: 'Lets partners test their handling of an expired session. Absent in production.',
        security,
        params: SessionIdParams,
        querystring: UserKeyQuery,
        response: { 204: Type.Null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await opts.sessionSandbox.expire(request.agency.id, request.params.sessionId);
      return reply.code(204).send(null);
    },
  );
};
