/**
 * The sandbox operation of disruptions (lifecycle.md "Events and webhooks"): a partner simulates one on its
 * own booking to test its handling. Registered inside the V2 scope, and only in sandbox mode: in production
 * the route does not exist (404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { BookingIdParams, BookingResourceSchema } from '../../domain/bookings/schemas.js';
import { sendBooking } from './booking-answer.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import type { DisruptionService } from '../../domain/disruptions/service.js';
import { SimulateDisruptionBody } from '../../domain/disruptions/schemas.js';

export const disruptionSandboxRoutes: FastifyPluginAsyncTypebox<{ disruptions: DisruptionService }> = async (
  app,
  opts,
) => {
  app.post(
    '/sandbox/bookings/:bookingId/disruption',
    {
      schema: {
        operationId: 'simulateSandboxDisruption',
        tags: ['V2 sandbox'],
        summary: 'Simulate a disruption of one of your bookings (sandbox only)',
        description:
          'As if the operator had recorded it, for this booking only: a `disruptions` entry, the next version and a `booking.disrupted` event; ' +
          'SAILING_CANCELLED then cancels the booking (reason SAILING_CANCELLED, fee 0, everything paid refunded, `booking.cancelled`). ' +
          "The catalogue and other bookings do not change. 404 for another agency's booking, and in production (the route does not exist there).",
        security: partnerSecurity,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        body: SimulateDisruptionBody,
        response: { 200: BookingResourceSchema, ...v2ProblemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await opts.disruptions.simulate(request.agency.id, request.params.bookingId, request.body);
      return sendBooking(reply, booking);
    },
  );
};
