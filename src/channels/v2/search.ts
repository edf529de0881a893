/**
 * V2 search (section 4.2): every successful search opens a session. Its reads may come from the read replica
 * (db/read-routing.ts): the answer then says its age (X-Data-Age-Ms, http/data-age.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { setSessionExpiry } from '../../domain/sessions/expiry-header.js';
import { setDataAge } from '../../platform/http/data-age.js';
import { PackageSearchBody, SearchResponse, VoyageSearchBody } from '../../domain/sessions/schemas.js';
import type { SearchService } from '../../domain/sessions/search.js';

const errors = v2ProblemResponses;
const security = partnerSecurity;

export const searchRoutes: FastifyPluginAsyncTypebox<{ search: SearchService }> = async (app, opts) => {
  app.post(
    '/search/voyages',
    {
      schema: {
        operationId: 'searchVoyages',
        tags: ['V2 search'],
        summary: 'Search voyages (opens a session)',
        description: 'Every successful search opens a new session with a 15-minute idle timer.',
        security,
        querystring: UserKeyQuery,
        body: VoyageSearchBody,
        response: { 200: SearchResponse, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { expiresAt, ageMs, ...result } = await opts.search.searchVoyages(request.agency, request.body);
      setSessionExpiry(reply, expiresAt);
      setDataAge(reply, ageMs);
      return result;
    },
  );

  app.post(
    '/search/packages',
    {
      schema: {
        operationId: 'searchPackages',
        tags: ['V2 search'],
        summary: 'Search package departures (opens a session)',
        description:
          'Every successful search opens a new session with a 15-minute idle timer; results are the departures of the package in the date range.',
        security,
        querystring: UserKeyQuery,
        body: PackageSearchBody,
        response: { 200: SearchResponse, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { expiresAt, ageMs, ...result } = await opts.search.searchPackages(request.agency, request.body);
      setSessionExpiry(reply, expiresAt);
      setDataAge(reply, ageMs);
      return result;
    },
  );
};
