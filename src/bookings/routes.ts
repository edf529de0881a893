/**
 * V2 session-based routes (section 4.2): search, create and read held bookings, confirm, and the sandbox
 * expiry helper. Handlers parse and call; the services own the rules and the transactions. Registered inside
 * the V2 partner scope (partner-api.ts), which has already authenticated, limited and claimed the
 * Idempotency-Key.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UserKeyQuery } from '../auth/index.js';
import { partnerSecurity, v2ProblemResponses } from '../http/problem-schema.js';
import type { SearchService } from '../sessions/search.js';
import { PackageSearchBody, SearchResponse, VoyageSearchBody } from '../sessions/schemas.js';
import { setSessionExpiry } from '../sessions/expiry-header.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { BookingType } from '../sessions/types.js';
import type { BookingService } from './booking-service.js';
import type { CabinNumberService } from './cabin-numbers.js';
import { ConfirmBody, type ConfirmService } from './confirm.js';
import type { ExtraKind, ExtrasService } from './extras.js';
import { withSandboxFault, builtInReservationBackend, type ReservationBackend } from './reservation-backend.js';
import {
  AddonsListing,
  ApplyCabinNumberBody,
  CabinNumberListing,
  BookingResourceSchema,
  CreateBookingBody,
  ExcursionsListing,
  ExtrasChangeBody,
  HeldBooking,
  SessionIdParams,
  ToursListing,
} from './schemas.js';
import type { Db } from '../db/client.js';
import { answerStorerFor } from '../idempotency/idempotency.js';
import { bookingEtag } from './lifecycle/resource.js';

export interface V2RouteOptions {
  search: SearchService;
  bookings: BookingService;
  cabinNumbers: CabinNumberService;
  extras: ExtrasService;
  confirm: ConfirmService;
  sandbox: boolean;
  reservationBackend?: ReservationBackend;
}

export interface SessionSandboxRouteOptions {
  db: Db;
  sessions: SessionStore;
}

const EXTRAS: {
  kind: ExtraKind;
  /** In operationIds: listVoyageOnlyAddons, applyPackageSupplementalTours, ... */
  name: string;
  path: string;
  listing: typeof AddonsListing | typeof ExcursionsListing | typeof ToursListing;
  what: string;
}[] = [
  { kind: 'addons', name: 'Addons', path: 'addons', listing: AddonsListing, what: 'addons (per guest)' },
  {
    kind: 'excursions',
    name: 'Excursions',
    path: 'excursions',
    listing: ExcursionsListing,
    what: 'excursions (per guest; seats are held)',
  },
  {
    kind: 'supplementalTours',
    name: 'SupplementalTours',
    path: 'supplemental-tours',
    listing: ToursListing,
    what: 'supplemental tours (all guests; one Arrival, one Departure)',
  },
];

// Every V2 operation counts against the agency's V2 request limit: 429 is a possible answer of each.
const errors = v2ProblemResponses;
const security = partnerSecurity;
const BOOKING_TYPES: BookingType[] = ['voyage-only', 'package'];
/** The booking type in operationIds: createVoyageOnlyBooking, createPackageBooking, ... */
const TYPE_NAME: Record<BookingType, string> = { 'voyage-only': 'VoyageOnly', package: 'Package' };

export const v2Routes: FastifyPluginAsyncTypebox<V2RouteOptions> = async (app, opts) => {
  const backend = opts.reservationBackend ?? builtInReservationBackend;

  app.post(
    '/search/voyages',
    {
      schema: {
        operationId: 'searchVoyages',
        tags: ['V2 search'],
        summary: 'Search voyages (opens a session)',
        description: 'Every successful search opens a new session with a 15-minute idle timer.',
        security,
        querystring: UserKeyQuery,
        body: VoyageSearchBody,
        response: { 200: SearchResponse, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { expiresAt, ...result } = await opts.search.searchVoyages(request.agency, request.body);
      setSessionExpiry(reply, expiresAt);
      return result;
    },
  );

  app.post(
    '/search/packages',
    {
      schema: {
        operationId: 'searchPackages',
        tags: ['V2 search'],
        summary: 'Search package departures (opens a session)',
        description:
          'Every successful search opens a new session with a 15-minute idle timer; results are the departures of the package in the date range.',
        security,
        querystring: UserKeyQuery,
        body: PackageSearchBody,
        response: { 200: SearchResponse, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { expiresAt, ...result } = await opts.search.searchPackages(request.agency, request.body);
      setSessionExpiry(reply, expiresAt);
      return result;
    },
  );

  for (const type of BOOKING_TYPES) {
    const path = `/bookings/create/${type}/:sessionId`;
    app.post(
      path,
      {
        schema: {
          operationId: `create${TYPE_NAME[type]}Booking`,
          tags: ['V2 held booking'],
          summary: `Create the held booking (${type})`,
          description:
            'Holds a guarantee cabin of each grade in cabinMix, the vehicles of the search, and the mandatory items. Resets the session timer.',
          security,
          params: SessionIdParams,
          querystring: UserKeyQuery,
          body: CreateBookingBody,
          response: { 201: HeldBooking, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { value, expiresAt } = await opts.bookings.create(
          request.agency,
          type,
          request.params.sessionId,
          request.body,
        );
        setSessionExpiry(reply, expiresAt);
        return reply.code(201).send(value);
      },
    );
    app.get(
      path,
      {
        schema: {
          operationId: `get${TYPE_NAME[type]}Booking`,
          tags: ['V2 held booking'],
          summary: `Read the held booking (${type})`,
          description: 'Does not reset the session timer.',
          security,
          params: SessionIdParams,
          querystring: UserKeyQuery,
          response: { 200: HeldBooking, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { value, expiresAt } = await opts.bookings.get(request.agency, type, request.params.sessionId);
        setSessionExpiry(reply, expiresAt);
        return value;
      },
    );
  }

  for (const type of BOOKING_TYPES) {
    const base = `/bookings/create/${type}/:sessionId`;
    app.get(
      `${base}/cabin-numbers`,
      {
        schema: {
          operationId: `list${TYPE_NAME[type]}CabinNumbers`,
          tags: ['V2 cabin numbers'],
          summary: `List free cabin numbers of a held grade (${type})`,
          description:
            "Lists the numbers free for the booking's legs, by deck, and records them on the session: list again before every apply. 400 for a grade without specific cabins or not held. Resets the timer.",
          security,
          params: SessionIdParams,
          querystring: Type.Object({
            ...UserKeyQuery.properties,
            cabinGrade: Type.String({ minLength: 1, maxLength: 32 }),
          }),
          response: { 200: CabinNumberListing, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { value, expiresAt } = await opts.cabinNumbers.list(
          request.agency,
          type,
          request.params.sessionId,
          request.query.cabinGrade,
        );
        setSessionExpiry(reply, expiresAt);
        return value;
      },
    );
    app.post(
      `${base}/cabin-numbers`,
      {
        schema: {
          operationId: `apply${TYPE_NAME[type]}CabinNumber`,
          tags: ['V2 cabin numbers'],
          summary: `Choose a cabin number, or null for a guarantee cabin (${type})`,
          description:
            '409 when the number was taken since the listing: the booking is unchanged and nothing is substituted.',
          security,
          params: SessionIdParams,
          querystring: UserKeyQuery,
          body: ApplyCabinNumberBody,
          response: { 200: HeldBooking, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { value, expiresAt } = await opts.cabinNumbers.apply(
          request.agency,
          type,
          request.params.sessionId,
          request.body,
        );
        setSessionExpiry(reply, expiresAt);
        return value;
      },
    );
    for (const extra of EXTRAS) {
      const path = `${base}/${extra.path}`;
      app.get(
        path,
        {
          schema: {
            operationId: `list${TYPE_NAME[type]}${extra.name}`,
            tags: ['V2 extras'],
            summary: `List applicable ${extra.what} (${type})`,
            description:
              'The first call records the list on the session (and resets the timer); later calls answer the record.',
            security,
            params: SessionIdParams,
            querystring: UserKeyQuery,
            response: { 200: extra.listing, ...errors(400, 401, 403, 404, 409) },
          },
        },
        async (request, reply) => {
          const { value, expiresAt } = await opts.extras.list(
            request.agency,
            type,
            request.params.sessionId,
            extra.kind,
          );
          setSessionExpiry(reply, expiresAt);
          return value as never;
        },
      );
      for (const method of ['POST', 'DELETE'] as const) {
        app.route({
          method,
          url: path,
          schema: {
            operationId: `${method === 'POST' ? 'apply' : 'remove'}${TYPE_NAME[type]}${extra.name}`,
            tags: ['V2 extras'],
            summary: `${method === 'POST' ? 'Apply' : 'Remove'} ${extra.what} (${type})`,
            description:
              'All or nothing; answers the whole held booking with the total recalculated. Resets the timer.',
            security,
            params: SessionIdParams,
            querystring: UserKeyQuery,
            body: ExtrasChangeBody(extra.kind, method === 'DELETE'),
            response: { 200: HeldBooking, ...errors(400, 401, 403, 404, 409) },
          },
          handler: async (request, reply) => {
            const params = request.params as { sessionId: string };
            const { value, expiresAt } = await opts.extras.change(
              request.agency,
              type,
              params.sessionId,
              extra.kind,
              request.body as never,
              method === 'DELETE',
            );
            setSessionExpiry(reply, expiresAt);
            return value;
          },
        });
      }
    }
    app.post(
      `${base}/confirm`,
      {
        schema: {
          operationId: `confirm${TYPE_NAME[type]}Booking`,
          tags: ['V2 confirm'],
          summary: `Confirm the held booking (${type})`,
          description:
            'Turns the held booking into a confirmed booking and ends the session. 502/503 when the reservation system fails: the held booking is unchanged; retry (an Idempotency-Key makes retries safe).',
          security,
          params: SessionIdParams,
          querystring: UserKeyQuery,
          body: ConfirmBody,
          response: { 201: BookingResourceSchema, ...errors(400, 401, 403, 404, 409, 502, 503) },
        },
      },
      async (request, reply) => {
        const fault = opts.sandbox ? (request.headers['x-sandbox-fault'] as string | undefined) : undefined;
        // With an Idempotency-Key, the 201 is stored in the confirm's own transaction, serialized as it
        // will be sent: a crash before it leaves cannot lose the answer of a booking that was confirmed.
        const storeWithin = answerStorerFor(request, reply, 201, (confirmed: { version: number }) => ({
          etag: bookingEtag(confirmed.version),
        }));
        const value = await opts.confirm.confirm(
          request.agency,
          type,
          request.params.sessionId,
          request.body,
          withSandboxFault(backend, fault),
          storeWithin,
        );
        return reply.code(201).header('ETag', bookingEtag(value.version)).send(value);
      },
    );
  }

  app.get(
    '/bookings/:bookingId',
    {
      schema: {
        operationId: 'getBooking',
        tags: ['V2 bookings'],
        summary: 'Read a booking',
        description:
          'The confirmed or cancelled booking with its status, version, payment and cancellation; ETag "<version>".',
        security,
        params: Type.Object({ bookingId: Type.String({ maxLength: 64 }) }),
        querystring: UserKeyQuery,
        response: { 200: BookingResourceSchema, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const value = await opts.confirm.get(request.agency, request.params.bookingId);
      return reply.header('ETag', bookingEtag(value.version)).send(value);
    },
  );
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
      const session = await opts.sessions.loadLive(opts.db, request.params.sessionId, request.agency.id);
      await opts.sessions.expireNow(opts.db, session.id);
      return reply.code(204).send(null);
    },
  );
};
