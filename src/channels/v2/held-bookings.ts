/** V2 held booking (section 4.2): create it from a session's search, and read it. Both booking types. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import type { UnitsOfWork } from '../../platform/db/transaction.js';
import { heldAnswerStorer } from './booking-answer.js';
import { setSessionExpiry } from '../../domain/sessions/expiry-header.js';
import type { BookingService } from '../../domain/bookings/booking-service.js';
import { BOOKING_TYPES, TYPE_NAME } from './route-names.js';
import { CreateBookingBody, HeldBooking, SessionIdParams } from '../../domain/bookings/held-schemas.js';

const errors = v2ProblemResponses;
const security = partnerSecurity;

export const heldBookingRoutes: FastifyPluginAsyncTypebox<{ bookings: BookingService; units: UnitsOfWork }> = async (
  app,
  opts,
) => {
  for (const type of BOOKING_TYPES) {
    const path = `/bookings/create/${type}/:sessionId`;
    app.post(
      path,
      {
        schema: {
          operationId: `create${TYPE_NAME[type]}Booking`,
          tags: ['V2 held booking'],
          summary: `Create the held booking (${type})`,
          description:
            'Holds a guarantee cabin of each grade in cabinMix, the vehicles of the search, and the mandatory items. Resets the session timer.',
          security,
          params: SessionIdParams,
          querystring: UserKeyQuery,
          body: CreateBookingBody,
          response: { 201: HeldBooking, ...errors(400, 401, 403, 404, 409) },
        },
        // A body that fails its schema is still checked against the create rules where it can be: one 400 for all.
        config: {
          explainSchemaFailure: (request, failure) =>
            opts.bookings.refuseInvalid(
              request.agency,
              type,
              (request.params as { sessionId: string }).sessionId,
              failure,
            ),
        },
      },
      async (request, reply) => {
        // With an Idempotency-Key, the 201 is stored in the create's own unit of work, serialized as it will be
        // sent: a crash before it leaves cannot lose the answer of a booking that was created.
        const store = heldAnswerStorer(request, reply, 201);
        const { value, expiresAt } = await opts.units(async (unit) => {
          const created = await opts.bookings.create(
            unit,
            request.agency,
            type,
            request.params.sessionId,
            request.body,
          );
          await store?.(unit.tx, created);
          return created;
        });
        setSessionExpiry(reply, expiresAt);
        return reply.code(201).send(value);
      },
    );
    app.get(
      path,
      {
        schema: {
          operationId: `get${TYPE_NAME[type]}Booking`,
          tags: ['V2 held booking'],
          summary: `Read the held booking (${type})`,
          description: 'Does not reset the session timer.',
          security,
          params: SessionIdParams,
          querystring: UserKeyQuery,
          response: { 200: HeldBooking, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        // The document as stored, sent as it is: a string with a JSON content type passes Fastify's serializer by.
        const { value, expiresAt } = await opts.bookings.getJson(request.agency, type, request.params.sessionId);
        setSessionExpiry(reply, expiresAt);
        // (The type provider types `send` by the response schema; the text is that schema's document.)
        return reply.type('application/json; charset=utf-8').send(value as never);
      },
    );
  }
};
