/**
 * Routes of a confirmed booking's priced changes (commerce.md, "Priced changes after booking"): a quote, then its
 * apply. Registered inside the V2 plugin (credentials, idempotency keys on POSTs).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { bookingAnswerStorer, sendBooking } from './booking-answer.js';
import { answerStorerFor } from '../../platform/idempotency/idempotency.js';
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
        summary: 'Quote a change of date, grade, party or fare',
        description:
          "Answers the booking as it would be after the change, the fare's change fee, the price difference, the new payment schedule and what is due or refunded, and holds what the change needs (cabins, vehicle slots, fare places, a package's excursion seats for new guests) for 15 minutes: a search does not see them as free meanwhile. A change of the party adds guests (addGuests: each joins a cabin, with the confirm's details, and gets the booking's next unused guestId) or removes them (removeGuestIds); every guest is priced in its cabin under the booking's fare. The rules hold after any change: each cabin within its grade's occupancy with an ADULT or SENIOR, at most 9 guests, the lead and the guest the vehicles are bound to stay, every guest's age at the departure within its type's band. Only the booking's newest quote holds anything; any write on the booking (a payment, an amendment, a cancellation) releases it, and DELETE releases it at once. Refusals come here: 409 CHANGE_NOT_ALLOWED_BY_FARE naming the fare's rule, 400 CABIN_UNAVAILABLE, 400 EXCURSION_SOLD_OUT, 409 FARE_NOT_AVAILABLE, 400 VALIDATION_FAILED naming the field. Does not change the booking's version.",
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
        {
          agency: request.agency,
          bookingId: request.params.bookingId,
          ifMatch: request.headers['if-match'],
          storeWithin: answerStorerFor(request, reply, 201),
        },
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
      // With an Idempotency-Key, the answer commits with the change.
      const booking = await opts.changes.apply(
        { agency: request.agency, bookingId: request.params.bookingId, ifMatch: request.headers['if-match'] },
        request.body.changeQuoteId,
        bookingAnswerStorer(request, reply),
      );
      return sendBooking(reply, booking);
    },
  );

  app.delete(
    '/bookings/:bookingId/change-quotes/:changeQuoteId',
    {
      schema: {
        operationId: 'releaseChangeQuote',
        tags: ['V2 changes'],
        summary: 'Keep the booking as it is: release a change quote',
        description:
          'What the quote holds is free at once (a search right after sees it) and the quote can no longer be applied. The booking does not change (its version stays). A quote that holds nothing any more (expired, superseded, released) answers 204 too; an applied one 409 CHANGE_QUOTE_EXPIRED; an unknown one 404 CHANGE_QUOTE_NOT_FOUND. 204 with no body.',
        security,
        params: Type.Object({
          bookingId: BookingIdParams.properties.bookingId,
          changeQuoteId: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        querystring: UserKeyQuery,
        headers: IfMatchHeaders,
        response: { 204: Type.Null(), ...errors(401, 403, 404, 409, 412) },
      },
    },
    async (request, reply) => {
      await opts.changes.release(
        { agency: request.agency, bookingId: request.params.bookingId, ifMatch: request.headers['if-match'] },
        request.params.changeQuoteId,
      );
      return reply.code(204).send(null);
    },
  );
};
