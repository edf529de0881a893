/**
 * V2 search (section 4.2): every successful search opens a session. Its reads may come from the read replica
 * (db/read-routing.ts): the answer then says its age (X-Data-Age-Ms, http/data-age.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import fastJson from 'fast-json-stringify';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import { setSessionExpiry } from '../../domain/sessions/expiry-header.js';
import { setDataAge } from '../../platform/http/data-age.js';
import { PackageSearchBody, SearchResponse, VoyageSearchBody } from '../../domain/sessions/schemas.js';
import type { SearchAnswer, SearchService } from '../../domain/sessions/search.js';
import { keptBytes } from '../../kernel/bytes.js';

const errors = v2ProblemResponses;
const security = partnerSecurity;

/**
 * The answer's text as the response schema's serializer writes it (fast-json-stringify, which Fastify compiles from
 * the same schema, in the schema's order), its results written once per results array: a search taken from GET
 * availability's kept answers (domain/sessions/search.ts `kept`) shares that array with every search of the same
 * query while nothing changed, so their 12-13 KB of results are serialized once, not once per search
 * (docs/performance.md, "Search from the kept answers").
 *
 * The results are kept as UTF-8 bytes and the answer is sent as bytes: a string answer is measured for its
 * Content-Length (Buffer.byteLength, a scan of the 13 KB) and encoded again as it is written, per search.
 */
const headText = fastJson(Type.Omit(SearchResponse, ['results']));
const resultsText = fastJson(SearchResponse.properties.results);
const renderedResults = new WeakMap<SearchAnswer['results'], Buffer>();

/** `,"results":[...]}`: the answer's end, after its head. */
function rendered(results: SearchAnswer['results']): Buffer {
  const bytes = keptBytes(`,"results":${resultsText(results)}}`);
  renderedResults.set(results, bytes);
  return bytes;
}

function sendSearch(reply: FastifyReply, { expiresAt, ageMs, results, ...head }: SearchAnswer) {
  setSessionExpiry(reply, expiresAt);
  setDataAge(reply, ageMs);
  const tail = renderedResults.get(results) ?? rendered(results);
  // The head is an object with at least the session id: its text ends in `}`, which the results' member replaces.
  const answer = Buffer.concat([Buffer.from(headText(head).slice(0, -1)), tail]);
  // A Buffer passes Fastify's serializer by (the type provider types `send` by the response schema).
  return reply.type('application/json; charset=utf-8').send(answer as unknown as SearchResponse);
}

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
    async (request, reply) => sendSearch(reply, await opts.search.searchVoyages(request.agency, request.body)),
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
    async (request, reply) => sendSearch(reply, await opts.search.searchPackages(request.agency, request.body)),
  );
};
