/**
 * V1 quote-based routes (section 4.1) under /api/v1: package search, quote read, supplemental package,
 * extras search, add and remove. Every call is authenticated (bearer token and user_key), then counted
 * by the per-agency rate limit. Handlers parse and call; the quote service owns the rules. One function
 * per resource, the quote and its extras, registered in the order the OpenAPI document lists them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { partnerSecurity, problemResponses } from '../../platform/http/problem-schema.js';
import type { QuoteService } from '../../domain/quotes/quote-service.js';
import {
  AddSupplementalPackageRequest,
  ExtraSearchResult,
  ExtrasQuery,
  ManageExtrasRequest,
  PackageParams,
  PackageSearchQuery,
  PackageSearchResult,
  QuoteParams,
  QuoteResponse,
  SupplementalParams,
  VoyageParams,
} from '../../domain/quotes/schemas.js';

/** Registered inside the V1 partner scope (partner-api.ts), which authenticates and applies the V1 limit. */
export interface V1RouteOptions {
  quotes: QuoteService;
}

const errors = problemResponses;
const security = partnerSecurity;
const tags = ['V1 quotes'];
const limited =
  'Counts against the V1 rate limit (100 requests per 60 s per agency; RateLimit-* headers on every response, 429 with Retry-After over it).';

type V1App = Parameters<FastifyPluginAsyncTypebox<V1RouteOptions>>[0];

export const v1Routes: FastifyPluginAsyncTypebox<V1RouteOptions> = async (app, opts) => {
  quoteRoutes(app, opts.quotes);
  extrasRoutes(app, opts.quotes);
};

/** Package search (which creates the quote), the quote, and its supplemental packages. */
function quoteRoutes(app: V1App, quotes: QuoteService): void {
  app.get(
    '/booking/:packageId',
    {
      schema: {
        operationId: 'searchPackageQuote',
        tags,
        summary: 'Search a package departure (creates a quote)',
        description: `Finds the departure of the package starting on StartDate, lists its cabin categories with live availability, and creates a quote priced at the lowest-priced category that has room for the party. 404 for an unknown package or no departure that day; 409 when no category has room. ${limited}`,
        security,
        params: PackageParams,
        querystring: PackageSearchQuery,
        response: { 200: PackageSearchResult, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => quotes.search(request.agency, request.params.packageId, request.query),
  );

  app.get(
    '/quote/:quoteId',
    {
      schema: {
        operationId: 'getQuote',
        tags,
        summary: 'Read a quote',
        description: `Another agency's quote is 404. ${limited}`,
        security,
        params: QuoteParams,
        querystring: UserKeyQuery,
        response: { 200: QuoteResponse, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => quotes.get(request.agency, request.params.quoteId),
  );

  app.post(
    '/quote/:quoteId/supplemental/:packageType/:packageCode',
    {
      schema: {
        operationId: 'addQuoteSupplementalPackage',
        tags,
        summary: 'Add a supplemental package (pre- or post-voyage)',
        description: `packageType arrival takes an Arrival package at the package's departure port, departure a Departure package at its arrival port. A second package of the same type replaces the first. 204 with no body; read the quote for the new prices. ${limited}`,
        security,
        params: SupplementalParams,
        querystring: UserKeyQuery,
        body: AddSupplementalPackageRequest,
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { quoteId, packageType, packageCode } = request.params;
      await quotes.addSupplementalPackage(request.agency, quoteId, packageType, packageCode, request.body);
      return reply.code(204).send(null);
    },
  );
}

/** The extras of a quote's voyage: search, add, remove. */
function extrasRoutes(app: V1App, quotes: QuoteService): void {
  app.get(
    '/quote/:quoteId/:voyageId/extras',
    {
      schema: {
        operationId: 'searchQuoteExtras',
        tags,
        summary: 'Search extras of the quote voyage',
        description: `Lists the requested kinds (at least one of Addons, Excursions, Meals must be true) with a price per passenger. ${limited}`,
        security,
        params: VoyageParams,
        querystring: ExtrasQuery,
        response: { 200: ExtraSearchResult, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      quotes.searchExtras(request.agency, request.params.quoteId, request.params.voyageId, request.query),
  );

  for (const mode of ['add', 'remove'] as const) {
    app.post(
      `/quote/:quoteId/:voyageId/extras/${mode}`,
      {
        schema: {
          operationId: mode === 'add' ? 'addQuoteExtras' : 'removeQuoteExtras',
          tags,
          summary: mode === 'add' ? 'Add extras to the quote voyage' : 'Remove extras from the quote voyage',
          description: `All or nothing; answers the whole quote with prices recalculated. ${
            mode === 'add'
              ? 'Addon quantities add up (at most 20 per passenger); an excursion or meal a passenger already has is 409.'
              : 'quantityPerPassenger takes that many off an addon (all when omitted); removing what a passenger does not have is 409.'
          } ${limited}`,
          security,
          params: VoyageParams,
          querystring: UserKeyQuery,
          body: ManageExtrasRequest(mode === 'remove'),
          response: { 200: QuoteResponse, ...errors(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) =>
        quotes.manageExtras(
          request.agency,
          request.params.quoteId,
          request.params.voyageId,
          request.body as ManageExtrasRequest,
          mode,
        ),
    );
  }
}
