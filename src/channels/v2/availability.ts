/** GET /api/v2/availability (commerce.md, "Availability without a session, and watches"): no session, no write. */
import { setDataAge } from '../../platform/http/data-age.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { AvailabilityQuery, AvailabilityResponse } from '../../domain/sessions/availability-schemas.js';
import type { AvailabilityService } from '../../domain/sessions/availability.js';

export const availabilityRoutes: FastifyPluginAsyncTypebox<{ availability: AvailabilityService }> = async (
  app,
  opts,
) => {
  app.get(
    '/availability',
    {
      schema: {
        operationId: 'getAvailability',
        tags: ['V2 search'],
        summary: 'Availability and fares of the departures in a window (no session)',
        description:
          'For each departure between the two ports in the window (at most 31 days), its cabin grades as search ' +
          'shows them: free cabins, maximum occupancy and every fare’s price for the party (guests, default ' +
          'ADULT,ADULT), in the currency (default the agency’s first). Exact as of `generatedAt` (every commit ' +
          'before the request, every hold expired by then), like a search, but opens no session and writes ' +
          'nothing: for calendars and listing pages. Send the `ETag` back as `If-None-Match`: 304 while nothing ' +
          'changed. Counts against the V2 request budget.',
        security: partnerSecurity,
        querystring: AvailabilityQuery,
        headers: Type.Object({
          'if-none-match': Type.Optional(
            Type.String({ description: 'An ETag of an earlier answer: 304 Not Modified while it is still the answer' }),
          ),
        }),
        response: {
          200: AvailabilityResponse,
          304: Type.Null({ description: 'Not modified: the answer is still the one of the ETag sent' }),
          ...v2ProblemResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const answer = await opts.availability.read(request.agency, request.query, request.headers['if-none-match']);
      reply.header('ETag', answer.etag).header('Cache-Control', 'private, no-cache');
      setDataAge(reply, answer.ageMs);
      // No body at all (RFC 9110 15.4.5), not a JSON null.
      if (answer.notModified) return reply.code(304).send(undefined as unknown as null);
      // Already JSON of the response schema's type (availability.ts builds it, kept in memory as UTF-8 bytes): sent
      // as it is, not parsed and serialised again (a Buffer passes Fastify's serializer by).
      return reply.type('application/json; charset=utf-8').send(answer.json as unknown as AvailabilityResponse);
    },
  );
};
