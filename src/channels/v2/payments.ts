import { UserKeyQuery } from '../../domain/auth/index.js';
/**
 * Payment routes under /api/v2 (lifecycle.md "Payments"): record a payment (on a confirmed booking, or the
 * fee still owed on a cancelled one), record a refund of a refund due, list a booking's payments.
 * Handlers parse, open the unit of work and call; the payment service owns the rules.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { answerStorerFor } from '../../platform/idempotency/idempotency.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentService, RecordPayment } from '../../domain/payments/payment-service.js';
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
  /**
   * A payment or refund in its unit of work. With an Idempotency-Key, the 201 is stored in that same unit: a
   * crash before it leaves cannot turn a retry into a second remittance or refund.
   */
  async function recordIn(
    record: RecordPayment,
    request: FastifyRequest,
    reply: FastifyReply,
    call: { bookingId: string; body: RecordPaymentBody; ifMatch: string | undefined },
  ) {
    const store = answerStorerFor<Payment>(request, reply, 201);
    const payment = await opts.units(async (unit) => {
      const recorded = await record(unit, request.agency, call.bookingId, call.body, call.ifMatch);
      await store?.(unit.tx, recorded);
      return recorded;
    });
    return reply.code(201).send(payment);
  }

  const writes = [
    {
      path: '/bookings/:bookingId/payments',
      operationId: 'recordPayment',
      summary: 'Record a payment on account',
      description:
        "Records a remittance of the agency against the booking: in the booking's currency, above 0, at most the balance. " +
        "On a cancelled booking the balance is the cancellation fee still owed (`cancellation.amountDue`): it can be paid, at any time, up to that; the booking's `cancellation.amountDue` and payment block follow. " +
        'The booking moves to the next version (payment block, `payment.received` event). 409 BOOKING_DEPARTED (a confirmed booking after its departure); ' +
        'Idempotency-Key as on every V2 POST.',
      record: opts.payments.record,
    },
    {
      path: '/bookings/:bookingId/refunds',
      operationId: 'recordRefund',
      summary: 'Record a refund received',
      description:
        'Records that money the agency paid above what it owes was refunded to it: the payment status REFUND_DUE ' +
        "(a cancelled booking's `cancellation.refundAmount`, or paid above a total an amendment lowered). " +
        "In the booking's currency, above 0, at most the refund due. Answers the refund as a payment of kind REFUND " +
        "with a negative amount (the booking's paidAmount is the sum of its payments); the booking moves to the next version " +
        '(payment block: SETTLED once cancelled and even, PAID once confirmed and even; `payment.refunded` event). ' +
        '409 BOOKING_DEPARTED (a confirmed booking after its departure); Idempotency-Key as on every V2 POST.',
      record: opts.payments.refund,
    },
  ];
  for (const w of writes) {
    app.post(
      w.path,
      {
        schema: {
          operationId: w.operationId,
          tags: ['V2 payments'],
          summary: w.summary,
          description: w.description,
          security,
          params: BookingIdParams,
          querystring: UserKeyQuery,
          headers: IfMatchHeaders,
          body: RecordPaymentBody,
          response: { 201: Payment, ...errors(400, 401, 403, 404, 409, 412) },
        },
      },
      (request, reply) =>
        recordIn(w.record, request, reply, {
          bookingId: request.params.bookingId,
          body: request.body,
          ifMatch: request.headers['if-match'],
        }),
    );
  }

  app.get(
    '/bookings/:bookingId/payments',
    {
      schema: {
        operationId: 'listPayments',
        tags: ['V2 payments'],
        summary: "List a booking's payments",
        description: 'Every payment and refund recorded on the booking, oldest first (also once cancelled).',
        security,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        response: { 200: PaymentList, ...errors(401, 403, 404) },
      },
    },
    async (request) => opts.payments.list(request.agency, request.params.bookingId),
  );
};
