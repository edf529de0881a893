/**
 * Routes of the booking after confirm owned here: the list, cancellation quotes and cancellations.
 * Registered inside the V2 scope (authentication, idempotency keys on POSTs).
 */
import { UserKeyQuery } from '../../domain/auth/index.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import {
  BookingIdParams,
  BookingListPage,
  BookingListQuery,
  BookingResourceSchema,
  CancelBody,
  CancellationQuoteSchema,
  IfMatchHeaders,
} from '../../domain/bookings/schemas.js';
import type { CancellationService } from '../../domain/bookings/cancellation.js';
import type { BookingList } from '../../domain/bookings/list.js';
import { bookingAnswerStorer, sendBooking } from './booking-answer.js';
import { answerStorerFor } from '../../platform/idempotency/idempotency.js';

const errors = v2ProblemResponses;
const security = partnerSecurity;

export const confirmedBookingRoutes: FastifyPluginAsyncTypebox<{
  bookingList: BookingList;
  cancellations: CancellationService;
}> = async (app, opts) => {
  app.get(
    '/bookings',
    {
      schema: {
        operationId: 'listBookings',
        tags: ['V2 bookings'],
        summary: "List the agency's bookings, newest confirm first",
        description:
          'Filters combine. Pages: pass nextCursor as cursor; it is opaque and only valid for your agency (400 INVALID_CURSOR otherwise). Bookings confirmed while you page come first in a new listing and never shift the pages you are reading.',
        security,
        querystring: BookingListQuery,
        response: { 200: BookingListPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { user_key: _key, ...query } = request.query;
      return opts.bookingList.list(request.agency.id, query);
    },
  );

  app.post(
    '/bookings/:bookingId/cancellation-quotes',
    {
      schema: {
        operationId: 'quoteCancellation',
        tags: ['V2 cancellation'],
        summary: 'Quote the cancellation of a booking',
        description:
          "The fee by the policy (whole days to the local departure date: 90+: the deposit; 60-89: 50 %; 30-59: 75 %; under 30: 100 %), settled against what was paid. Valid 15 minutes, only while it is the booking's newest quote and the booking has not changed since.",
        security,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        headers: IfMatchHeaders,
        response: { 201: CancellationQuoteSchema, ...errors(400, 401, 403, 404, 409, 412) },
      },
    },
    async (request, reply) => {
      const quote = await opts.cancellations.quote(
        { agencyId: request.agency.id, bookingId: request.params.bookingId, ifMatch: request.headers['if-match'] },
        answerStorerFor(request, reply, 201),
      );
      return reply.code(201).send(quote);
    },
  );

  app.post(
    '/bookings/:bookingId/cancellations',
    {
      schema: {
        operationId: 'cancelBooking',
        tags: ['V2 cancellation'],
        summary: 'Cancel a booking with its newest quote',
        description:
          'Answers the cancelled booking. Every cabin, vehicle slot, excursion seat and counted unit it held is free at once. 409 CANCELLATION_QUOTE_EXPIRED for an expired, superseded or stale quote.',
        security,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        headers: IfMatchHeaders,
        body: CancelBody,
        response: { 200: BookingResourceSchema, ...errors(400, 401, 403, 404, 409, 412) },
      },
    },
    async (request, reply) => {
      const booking = await opts.cancellations.cancel({
        agencyId: request.agency.id,
        bookingId: request.params.bookingId,
        ifMatch: request.headers['if-match'],
        cancellationQuoteId: request.body.cancellationQuoteId,
        // With an Idempotency-Key, the answer commits with the cancellation.
        storeWithin: bookingAnswerStorer(request, reply),
      });
      return sendBooking(reply, booking);
    },
  );
};
