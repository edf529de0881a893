/** V2 confirm (section 4.2): the held booking becomes a confirmed booking; and reading a confirmed booking. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { answerStorerFor } from '../../platform/idempotency/idempotency.js';
import type { ConfirmService } from '../../domain/bookings/confirm.js';
import { ConfirmBody } from '../../domain/bookings/confirm/guest-rules.js';
import type { UnitsOfWork } from '../../platform/db/transaction.js';
import { bookingEtag } from '../../domain/bookings/resource.js';
import { withSandboxFault, type ReservationBackend } from '../../domain/bookings/reservation-backend.js';
import { TYPE_NAME, type BookingTypeRouteOptions } from './route-names.js';
import { SessionIdParams } from '../../domain/bookings/held-schemas.js';
import { BookingResourceSchema } from '../../domain/bookings/schemas.js';

const errors = v2ProblemResponses;
const security = partnerSecurity;

export const confirmRoutes: FastifyPluginAsyncTypebox<
  BookingTypeRouteOptions & {
    confirm: ConfirmService;
    units: UnitsOfWork;
    /** Honour X-Sandbox-Fault (sandbox only). */
    sandbox: boolean;
    reservationBackend: ReservationBackend;
  }
> = async (app, opts) => {
  const { type } = opts;
  app.post(
    `/bookings/create/${type}/:sessionId/confirm`,
    {
      schema: {
        operationId: `confirm${TYPE_NAME[type]}Booking`,
        tags: ['V2 confirm'],
        summary: `Confirm the held booking (${type})`,
        description:
          'Turns the held booking into a confirmed booking and ends the session. 502/503 when the reservation system fails: the held booking is unchanged; retry (an Idempotency-Key makes retries safe).',
        security,
        params: SessionIdParams,
        querystring: UserKeyQuery,
        body: ConfirmBody,
        response: { 201: BookingResourceSchema, ...errors(400, 401, 403, 404, 409, 502, 503) },
      },
      // A body that fails its schema is still checked against the guest-details rules where it can be: one 400 for all.
      config: {
        explainSchemaFailure: (request, failure) =>
          opts.confirm.refuseInvalid(
            request.agency,
            type,
            (request.params as { sessionId: string }).sessionId,
            failure,
          ),
      },
    },
    async (request, reply) => {
      const fault = opts.sandbox ? (request.headers['x-sandbox-fault'] as string | undefined) : undefined;
      // With an Idempotency-Key, the 201 is stored in the confirm's own unit of work, serialized as it
      // will be sent: a crash before it leaves cannot lose the answer of a booking that was confirmed.
      const storeWithin = answerStorerFor(request, reply, 201, (confirmed: { version: number }) => ({
        etag: bookingEtag(confirmed.version),
      }));
      const reserved = await opts.confirm.reserve(
        request.agency,
        type,
        request.params.sessionId,
        request.body,
        withSandboxFault(opts.reservationBackend, fault),
      );
      const value = await opts.units(async (unit) => {
        const confirmed = await opts.confirm.commit(unit, reserved);
        await storeWithin?.(unit.tx, confirmed);
        return confirmed;
      });
      return reply.code(201).header('ETag', bookingEtag(value.version)).send(value);
    },
  );
};

export const bookingReadRoutes: FastifyPluginAsyncTypebox<{ confirm: ConfirmService }> = async (app, opts) => {
  app.get(
    '/bookings/:bookingId',
    {
      schema: {
        operationId: 'getBooking',
        tags: ['V2 bookings'],
        summary: 'Read a booking',
        description:
          'The confirmed or cancelled booking with its status, version, payment and cancellation; ETag "<version>".',
        security,
        params: Type.Object({ bookingId: Type.String({ maxLength: 64 }) }),
        querystring: UserKeyQuery,
        response: { 200: BookingResourceSchema, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const value = await opts.confirm.get(request.agency, request.params.bookingId);
      return reply.header('ETag', bookingEtag(value.version)).send(value);
    },
  );
};
