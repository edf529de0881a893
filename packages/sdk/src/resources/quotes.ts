/**
 * V1 quote-based operations (service-interface.md section 4.1), under /api/v1: package search creates a
 * quote; supplemental packages and extras change it. V1 is rate limited (100 requests a minute per agency):
 * a 429 is retried after its Retry-After. V1 POSTs carry no Idempotency-Key and are not repeated after
 * a possible effect.
 */
import type { components } from '../generated/schema.js';
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';

/** The V1 operations this resource calls: OpenAPI path and method (checked against the document in the tests). */
export const V1_OPERATIONS = [
  ['get', '/api/v1/booking/{packageId}'],
  ['get', '/api/v1/quote/{quoteId}'],
  ['post', '/api/v1/quote/{quoteId}/supplemental/{packageType}/{packageCode}'],
  ['get', '/api/v1/quote/{quoteId}/{voyageId}/extras'],
  ['post', '/api/v1/quote/{quoteId}/{voyageId}/extras/add'],
  ['post', '/api/v1/quote/{quoteId}/{voyageId}/extras/remove'],
] as const;

export type PackageSearchResult = components['schemas']['PackageSearchResult'];
export type QuoteResponse = components['schemas']['QuoteResponse'];
export type ExtraSearchResult = components['schemas']['ExtraSearchResult'];
/** The body of adding extras to a quote (removing takes the same, quantities optional). */
export type ManageExtrasRequest = components['schemas']['AddExtrasRequest'];
export type AddSupplementalPackageRequest = components['schemas']['AddSupplementalPackageRequest'];

export interface PackageSearchQuery {
  /** ISO 4217 currency, e.g. NOK. */
  currency: string;
  /** Departure date of the package, YYYY-MM-DD. */
  startDate: string;
  adults?: number;
  children?: number;
  /** The agent responsible for the quote. */
  agentId?: string;
}

/** Which kinds of extras to search; at least one must be true. */
export interface ExtrasSearchQuery {
  addons?: boolean;
  excursions?: boolean;
  meals?: boolean;
}

const enc = encodeURIComponent;

export class QuotesResource {
  constructor(private readonly transport: Transport) {}

  /** Searches a package departure and creates a quote for the party (`GET /booking/{packageId}`). */
  searchPackage(
    packageId: string,
    query: PackageSearchQuery,
    options?: RequestOptions,
  ): Promise<BerthResponse<PackageSearchResult>> {
    return this.transport.request({
      method: 'GET',
      path: `/api/v1/booking/${enc(packageId)}`,
      query: {
        Adults: query.adults,
        Children: query.children,
        AgentId: query.agentId,
        Currency: query.currency,
        StartDate: query.startDate,
      },
      options,
    });
  }

  /** Reads a quote (`GET /quote/{quoteId}`). */
  get(quoteId: string, options?: RequestOptions): Promise<BerthResponse<QuoteResponse>> {
    return this.transport.request({ method: 'GET', path: `/api/v1/quote/${enc(quoteId)}`, options });
  }

  /** Adds a supplemental package (`arrival` or `departure`) to a quote; answers 204 with no body. */
  addSupplementalPackage(
    quoteId: string,
    packageType: 'arrival' | 'departure',
    packageCode: string,
    body: AddSupplementalPackageRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<void>> {
    return this.transport.request({
      method: 'POST',
      path: `/api/v1/quote/${enc(quoteId)}/supplemental/${enc(packageType)}/${enc(packageCode)}`,
      body,
      idempotent: true,
      options,
    });
  }

  /** Searches the extras of a quote's voyage. */
  searchExtras(
    quoteId: string,
    voyageId: string,
    kinds: ExtrasSearchQuery,
    options?: RequestOptions,
  ): Promise<BerthResponse<ExtraSearchResult>> {
    return this.transport.request({
      method: 'GET',
      path: `/api/v1/quote/${enc(quoteId)}/${enc(voyageId)}/extras`,
      query: { Addons: kinds.addons, Excursions: kinds.excursions, Meals: kinds.meals },
      options,
    });
  }

  /** Adds extras to a quote's voyage; answers the updated quote. */
  addExtras(
    quoteId: string,
    voyageId: string,
    body: ManageExtrasRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<QuoteResponse>> {
    return this.transport.request({
      method: 'POST',
      path: `/api/v1/quote/${enc(quoteId)}/${enc(voyageId)}/extras/add`,
      body,
      idempotent: true,
      options,
    });
  }

  /** Removes extras from a quote's voyage; answers the updated quote. */
  removeExtras(
    quoteId: string,
    voyageId: string,
    body: ManageExtrasRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<QuoteResponse>> {
    return this.transport.request({
      method: 'POST',
      path: `/api/v1/quote/${enc(quoteId)}/${enc(voyageId)}/extras/remove`,
      body,
      idempotent: true,
      options,
    });
  }
}
