/** Watches under /api/v2 (commerce.md, "Availability without a session, and watches"): register, list, end. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import type { WatchService } from '../../domain/watches/index.js';
import { answerStorerFor, noContentStorer } from '../../platform/idempotency/idempotency.js';
import { CreateWatchBody, WatchIdParams, WatchList, WatchSchema } from '../../domain/watches/schemas.js';

const tags = ['V2 watches'];
const security = partnerSecurity;
const errors = v2ProblemResponses;

export const watchRoutes: FastifyPluginAsyncTypebox<{ watches: WatchService }> = async (app, { watches }) => {
  app.post(
    '/watches',
    {
      schema: {
        operationId: 'createWatch',
        tags,
        summary: 'Watch departures for availability and price',
        description:
          'Registers a watch of the departures between two ports in a window (at most 31 days), of one grade or every ' +
          'grade, for a party (default two ADULTs). When a watched grade goes from sold out to bookable the agency ' +
          'gets `availability.opened`; with `maxPricePerGuest`, when the grade’s cheapest fare on sale (the party’s ' +
          'price / guests, no promotion) goes from at or above it to below it, `price.dropped`: once per transition, ' +
          'within seconds, in the event feed and to webhooks subscribed to them. What the departures are at this ' +
          'answer is the starting point. At most 100 watches per agency (409 WATCH_LIMIT_REACHED); a watch ends ' +
          'after its last departure day.',
        security,
        querystring: UserKeyQuery,
        body: CreateWatchBody,
        response: { 201: WatchSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await watches.create(request.agency, request.body, answerStorerFor(request, reply, 201))),
  );

  app.get(
    '/watches',
    {
      schema: {
        operationId: 'listWatches',
        tags,
        summary: "List the agency's watches",
        description: 'The watches still running (their last departure day not passed), oldest first.',
        security,
        querystring: UserKeyQuery,
        response: { 200: WatchList, ...errors(401, 403) },
      },
    },
    async (request) => watches.list(request.agency),
  );

  app.delete(
    '/watches/:watchId',
    {
      schema: {
        operationId: 'deleteWatch',
        tags,
        summary: 'End a watch',
        description: 'No event of it is written after this answer. 204 with no body; 404 WATCH_NOT_FOUND.',
        security,
        params: WatchIdParams,
        querystring: UserKeyQuery,
        response: { 204: Type.Null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await watches.remove(request.agency, request.params.watchId, noContentStorer(request));
      return reply.code(204).send(null);
    },
  );
};
