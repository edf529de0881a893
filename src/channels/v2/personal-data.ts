/**
 * The API of a booking's personal data (lifecycle.md "Personal data"): export and erasure by the agency that
 * owns the booking. Registered inside the V2 scope (credentials, the V2 limit, idempotency keys on POSTs).
 * Both answers carry personal data (or did), so neither may be kept by a cache: Cache-Control: no-store, on
 * errors too.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { sendBooking } from './booking-answer.js';
import { BookingIdParams, BookingResourceSchema } from '../../domain/bookings/schemas.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { PersonalDataExportSchema } from '../../domain/personal-data/schemas.js';
import type { PersonalDataService } from '../../domain/personal-data/service.js';
import type { Actor } from '../../domain/personal-data/rules.js';

const noStore: onRequestHookHandler = async (_request, reply) => {
  reply.header('Cache-Control', 'no-store');
};

/** The agency's system, named by its client id and the user key the call was made with (the audit's "who"). */
const apiActor = (request: FastifyRequest): Actor => ({
  kind: 'AGENCY_API',
  agencyId: request.agency.id,
  clientId: request.agency.clientId,
  userKeyId: request.agency.userKeyId,
});

export const personalDataRoutes: FastifyPluginAsyncTypebox<{ personalData: PersonalDataService }> = async (
  app,
  opts,
) => {
  app.get(
    '/bookings/:bookingId/personal-data',
    {
      onRequest: noStore,
      schema: {
        operationId: 'exportPersonalData',
        tags: ['V2 personal data'],
        summary: "Export the guests' personal data",
        description:
          "Each guest's id, type and customerDetails (names, date of birth, gender, nationality; the lead's e-mail, phone and address), to hand to a guest who asks for it. Recorded (who and when) for accountability. After erasure customerDetails are null. Cache-Control: no-store.",
        security: partnerSecurity,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        response: { 200: PersonalDataExportSchema, ...v2ProblemResponses(401, 403, 404) },
      },
    },
    async (request) => opts.personalData.export(request.agency.id, request.params.bookingId, apiActor(request)),
  );

  app.post(
    '/bookings/:bookingId/personal-data/erasure',
    {
      onRequest: noStore,
      schema: {
        operationId: 'erasePersonalData',
        tags: ['V2 personal data'],
        summary: "Erase the guests' personal data",
        description:
          "Once the booking has departed or been cancelled: every guest's customerDetails become null (the guest keeps its id and type), on the booking, its confirmation PDF, the portal and stored idempotent answers; version + 1 and a `booking.personal_data_erased` event. Answers the booking. Before departure 409 PERSONAL_DATA_NEEDED (the manifest needs it). Erasing again answers the booking unchanged. Cache-Control: no-store.",
        security: partnerSecurity,
        params: BookingIdParams,
        querystring: UserKeyQuery,
        response: { 200: BookingResourceSchema, ...v2ProblemResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await opts.personalData.erase(request.agency.id, request.params.bookingId, apiActor(request));
      return sendBooking(reply, booking);
    },
  );
};
