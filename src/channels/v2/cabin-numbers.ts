/** V2 cabin numbers of a held booking (section 4.2): list the free numbers of a held grade, choose one. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { setSessionExpiry } from '../../domain/sessions/expiry-header.js';
import type { CabinNumberService } from '../../domain/bookings/cabin-numbers.js';
import { heldAnswerStorer } from './booking-answer.js';
import { TYPE_NAME, type BookingTypeRouteOptions } from './route-names.js';
import {
  ApplyCabinNumberBody,
  CabinNumberListing,
  HeldBooking,
  SessionIdParams,
} from '../../domain/bookings/held-schemas.js';

const errors = v2ProblemResponses;
const security = partnerSecurity;

export const cabinNumberRoutes: FastifyPluginAsyncTypebox<
  BookingTypeRouteOptions & { cabinNumbers: CabinNumberService }
> = async (app, opts) => {
  const { type } = opts;
  const path = `/bookings/create/${type}/:sessionId/cabin-numbers`;
  app.get(
    path,
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
    path,
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
        heldAnswerStorer(request, reply),
      );
      setSessionExpiry(reply, expiresAt);
      return value;
    },
  );
};
