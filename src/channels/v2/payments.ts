import { UserKeyQuery } from '../../domain/auth/index.js';
/**
 * Payment routes under /api/v2 (lifecycle.md "Payments"): record a payment, list a booking's payments.
 * Handlers parse, open the unit of work and call; the payment service owns the rules.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { answerStorerFor } from '../../platform/idempotency/idempotency.js';
import type { PaymentService } from '../../domain/payments/payment-service.js';
import type { UnitsOfWork } from '../../platform/db/transaction.js';
import { BookingIdParams, IfMatchHeaders } from '../../domain/bookings/schemas.js';
import { Payment, PaymentList, RecordPaymentBody } from '../../domain/payments/schemas.js';

/** Registered inside the V2 partner scope (partner-api.ts): payments count in the agency's one V2 budget. */
export interface PaymentRouteOptions {
  payments: PaymentService;
  /** The unit of work a payment runs in, with its idempotent answer. */
  units: UnitsOfWork;
}

const errors = v2ProblemResponses;
const security = partnerSecurity;

export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRouteOptions> = async (app, opts) => {
  app.post(
    '/bookings/:bookingId/payments',
    {
      schema: {
        operationId: 'recordPayment',
        tags: ['V2 payments'],
        summary: 'Record a payment on account',
        description:
          "Records a remittance of the agency against the booking: in the booking's currency, above 0, at most the balance. " +
          'The booking moves to the next version (payment block, `payment.received` event). 409 BOOKING_CANCELLED / BOOKING_DEPARTED; ' +
          'Idempotency-Key as on every V2 POST.',
        security,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        headers: IfMatchHeaders,
        body: RecordPaymentBody,
        response: { 201: Payment, ...errors(400, 401, 403, 404, 409, 412) },
      },
    },
    async (request, reply) => {
      // With an Idempotency-Key, the 201 is stored in the payment's own unit of work: a crash before it
      // leaves cannot turn a retry into a second remittance.
      const store = answerStorerFor<Payment>(request, reply, 201);
      const payment = await opts.units(async (unit) => {
        const recorded = await opts.payments.record(
          unit,
          request.agency,
          request.params.bookingId,
          request.body,
          request.headers['if-match'],
        );
        await store?.(unit.tx, recorded);
        return recorded;
      });
      return reply.code(201).send(payment);
    },
  );

  app.get(
    '/bookings/:bookingId/payments',
    {
      schema: {
        operationId: 'listPayments',
        tags: ['V2 payments'],
        summary: "List a booking's payments",
        description: 'Every payment recorded on the booking, oldest first (also once cancelled).',
        security,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        response: { 200: PaymentList, ...errors(401, 403, 404) },
      },
    },
    async (request) => opts.payments.list(request.agency, request.params.bookingId),
  );
};
