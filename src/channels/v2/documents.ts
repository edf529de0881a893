/** GET /api/v2/bookings/{bookingId}/documents/confirmation: the PDF a travel agent forwards to the guests. */
import { UserKeyQuery } from '../../domain/auth/index.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import type { DocumentService } from '../../domain/documents/service.js';

export const documentRoutes: FastifyPluginAsyncTypebox<{ documents: DocumentService }> = async (app, opts) => {
  app.addHook('onClose', () => opts.documents.close());
  app.get(
    '/bookings/:bookingId/documents/confirmation',
    {
      schema: {
        operationId: 'getConfirmationDocument',
        tags: ['V2 bookings'],
        summary: 'The booking confirmation as a PDF',
        description:
          'One or two A4 pages in the operator\u2019s name for the guests: booking id and agency reference, the voyage (ship, ports, local date-times, embarkation notice), guests and cabins, extras, the price and the payment schedule, and the status; a cancelled booking says so, with its fee. The commission is not shown. An agency may have 2 documents in progress and 4 waiting (see \u201cFair use\u201d); one more answers 429 TOO_MANY_CONCURRENT_REQUESTS.',
        security: partnerSecurity,
        params: Type.Object({ bookingId: Type.String({ minLength: 1, maxLength: 64 }) }),
        querystring: UserKeyQuery,
        response: {
          200: {
            description: 'The confirmation (application/pdf)',
            content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } },
          },
          ...v2ProblemResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { bookingId, pdf } = await opts.documents.confirmation(request.agency, request.params.bookingId);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="booking-${bookingId.replace(/[^A-Za-z0-9_-]/g, '')}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf as never);
    },
  );
};
