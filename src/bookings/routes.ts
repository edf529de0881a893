/**
 * V2 session-based routes (section 4.2): search, create and read held bookings, and the sandbox expiry
 * helper. Handlers parse and call; the services own the rules and the transactions.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { onRequestHookHandler } from 'fastify';
import { ProblemSchema } from '../http/problem-schema.js';
import type { SearchService } from '../sessions/search.js';
import { PackageSearchBody, SearchResponse, VoyageSearchBody } from '../sessions/schemas.js';
import { setSessionExpiry } from '../sessions/expiry-header.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { BookingType } from '../sessions/types.js';
import type { BookingService } from './booking-service.js';
import { CreateBookingBody, HeldBooking, SessionIdParams } from './schemas.js';
import type { Db } from '../db/client.js';

export interface V2RouteOptions {
  db: Db;
  authenticate: onRequestHookHandler;
  search: SearchService;
  bookings: BookingService;
  sessions: SessionStore;
  sandbox: boolean;
}

const UserKeyQuery = Type.Object({
  user_key: Type.Optional(Type.String({ description: 'The agency user key (required; 400 when missing)' })),
});

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, ProblemSchema]));
const security = [{ bearerAuth: [], userKey: [] }];
const BOOKING_TYPES: BookingType[] = ['voyage-only', 'package'];

export const v2Routes: FastifyPluginAsyncTypebox<V2RouteOptions> = async (app, opts) => {
  app.addHook('onRequest', opts.authenticate);

  app.post(
    '/search/voyages',
    {
      schema: {
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
        tags: ['V2 search'],
        summary: 'Search package departures (opens a session)',
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
        const { value, expiresAt } = await opts.bookings.create(request.agency, type, request.params.sessionId, request.body);
        setSessionExpiry(reply, expiresAt);
        return reply.code(201).send(value);
      },
    );
    app.get(
      path,
      {
        schema: {
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

  if (opts.sandbox) {
    app.post(
      '/sandbox/sessions/:sessionId/expire',
      {
        schema: {
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
  }
};
