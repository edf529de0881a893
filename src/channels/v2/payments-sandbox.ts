/**
 * Time in the sandbox (issue 22): a partner moves one of its bookings through time to test its handling of
 * `payment.overdue`, the overdue cancellation and departure. Registered inside the V2 scope, and only in
 * sandbox mode: in production the route does not exist (404), like the other sandbox helpers.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { BookingIdParams, BookingResourceSchema } from '../../domain/bookings/schemas.js';
import { sendBooking } from './booking-answer.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import type { SandboxTimeService } from '../../domain/payments/sandbox-time.js';
import { AdvanceBookingBody } from '../../domain/payments/schemas.js';

export const paymentSandboxRoutes: FastifyPluginAsyncTypebox<{ sandboxTime: SandboxTimeService }> = async (
  app,
  opts,
) => {
  app.post(
    '/sandbox/bookings/:bookingId/advance',
    {
      schema: {
        operationId: 'advanceSandboxBooking',
        tags: ['V2 sandbox'],
        summary: 'Move one of your bookings through time (sandbox only)',
        description:
          "Moves this booking's own time (never the clock other bookings share) to `to` and does there what real time does, with the same events " +
          'and webhook deliveries: `payment.overdue` at an unpaid due instant, the cancellation PAYMENT_OVERDUE (`booking.cancelled`, inventory free) ' +
          'at the end of the grace, and at departure the booking departed (writes answer 409 BOOKING_DEPARTED; no event). ' +
          "Its payment block's due instants move with it; its voyage and departureDate do not. 409 TIME_TARGET_UNREACHABLE when real time " +
          "never brings it there (paid, or cancelled for non-payment first); 409 BOOKING_CANCELLED / BOOKING_DEPARTED; 404 for another agency's " +
          'booking, and in production (the route does not exist there).',
        security: partnerSecurity,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        body: AdvanceBookingBody,
        response: { 200: BookingResourceSchema, ...v2ProblemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await opts.sandboxTime.advance(request.agency.id, request.params.bookingId, request.body.to);
      return sendBooking(reply, booking);
    },
  );
};
