/**
 * Routes of a confirmed booking's priced changes (commerce.md, "Priced changes after booking"): a quote, then its
 * apply. Registered inside the V2 plugin (credentials, idempotency keys on POSTs).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { bookingEtag } from '../../domain/bookings/index.js';
import { BookingIdParams, BookingResourceSchema, IfMatchHeaders } from '../../domain/bookings/schemas.js';
import { ApplyChangeBody, ChangeQuoteBody, ChangeQuoteSchema } from '../../domain/changes/schemas.js';
import type { ChangeService } from '../../domain/changes/service.js';

const errors = v2ProblemResponses;
const security = partnerSecurity;

export const changeRoutes: FastifyPluginAsyncTypebox<{ changes: ChangeService }> = async (app, opts) => {
  app.post(
    '/bookings/:bookingId/change-quotes',
    {
      schema: {
        operationId: 'quoteChange',
        tags: ['V2 changes'],
        summary: 'Quote a change of date, grade or fare',
        description:
          "Answers the booking as it would be after the change, the fare's change fee, the price difference, the new payment schedule and what is due or refunded, and holds what the change needs (cabins, vehicle slots, fare places) for 15 minutes: a search does not see them as free meanwhile. Only the booking's newest quote holds anything; any write on the booking (a payment, an amendment, a cancellation) releases it. Refusals come here: 409 CHANGE_NOT_ALLOWED_BY_FARE naming the fare's rule, 400 CABIN_UNAVAILABLE, 409 FARE_NOT_AVAILABLE, 400 naming the field. Does not change the booking's version.",
        security,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        headers: IfMatchHeaders,
        body: ChangeQuoteBody,
        response: { 201: ChangeQuoteSchema, ...errors(400, 401, 403, 404, 409, 412) },
      },
    },
    async (request, reply) => {
      const quote = await opts.changes.quote(
        { agency: request.agency, bookingId: request.params.bookingId, ifMatch: request.headers['if-match'] },
        request.body,
      );
      return reply.code(201).send(quote);
    },
  );

  app.post(
    '/bookings/:bookingId/changes',
    {
      schema: {
        operationId: 'applyChange',
        tags: ['V2 changes'],
        summary: 'Apply a change quote',
        description:
          "In one transaction: what the quote held becomes the booking's, what it replaces is free at once, the version moves, totals and payment schedule follow, and one booking.changed event is sent. 404 CHANGE_QUOTE_NOT_FOUND; 409 CHANGE_QUOTE_EXPIRED for an expired, superseded or stale quote; 409 BOOKING_CANCELLED / BOOKING_DEPARTED; 412 on a stale If-Match.",
        security,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        headers: IfMatchHeaders,
        body: ApplyChangeBody,
        response: { 200: BookingResourceSchema, ...errors(400, 401, 403, 404, 409, 412) },
      },
    },
    async (request, reply) => {
      const booking = await opts.changes.apply(
        { agency: request.agency, bookingId: request.params.bookingId, ifMatch: request.headers['if-match'] },
        request.body.changeQuoteId,
      );
      return reply.header('ETag', bookingEtag(booking.version)).send(booking);
    },
  );
};
