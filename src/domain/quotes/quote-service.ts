/**
 * V1 quotes (section 4.1): package search creates a quote; supplemental packages and extras change it.
 *
 * - A quote belongs to the agency that created it; for any other agency it does not exist (404).
 * - Every change runs in one transaction with the quote row locked (`select ... for update`), so two
 *   concurrent changes of one quote apply one after the other and neither is lost. A change is all or
 *   nothing: it works on a copy of the state and saves it only when every entry was valid.
 * - A quote is not a booking: it holds no inventory. Search shows live availability (V2 held bookings
 *   count), and the quote is priced at a category that had room for the party at that moment; extras
 *   and excursion seats are not held either. Availability is settled when a booking is made.
 */
import type { AgencyContext } from '../auth/context.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { notFound } from '../../kernel/errors.js';
import { tourPricesOf } from '../catalog/catalog-reads.js';
import { nightsBetween } from '../../kernel/time.js';
import { chargedNights } from '../pricing/price.js';
import {
  departureById,
  loadQuote,
  offeredAddons,
  offeredExcursions,
  packageByCode,
  saveQuoteState,
  supplementalTour,
  tourStageRoutes,
  type Departure,
  type QuoteRow,
} from './quote-reads.js';
import {
  applyExtraRequests,
  extraKindsOf,
  extraRequestsOf,
  extraSearchResult,
  offersTo,
  type ExtraKindsQuery,
  type Offers,
} from './extras-rules.js';
import { checkSupplementalRequest, supplementalPackageFor } from './supplemental-rules.js';
import { viewQuote } from './quote-view.js';
import { searchPackage, type PackageSearchDeps } from './package-search.js';
import type {
  AddSupplementalPackageRequest,
  ExtraSearchResult,
  ManageExtrasRequest,
  PackageSearchQuery,
  PackageSearchResult,
  QuoteResponse,
} from './schemas.js';
import type { PackageType, QuoteState } from './types.js';

export type QuoteServiceDeps = PackageSearchDeps;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const quoteNotFound = () => notFound('Quote not found.', 'QUOTE_NOT_FOUND');
const voyageNotFound = () => notFound('The voyage is not the voyage of this quote.', 'VOYAGE_NOT_FOUND');

const nightsOf = (d: Departure) => chargedNights(nightsBetween(d.startAt, d.endAt));

async function ownedQuote(tx: DbOrTx, quoteId: string, agency: AgencyContext, forUpdate = false): Promise<QuoteRow> {
  if (!UUID.test(quoteId)) throw quoteNotFound();
  const quote = await loadQuote(tx, quoteId, agency.id, { forUpdate });
  if (!quote) throw quoteNotFound();
  return quote;
}

/** What the voyage offers this quote's party; one read after the other, as a transaction has one connection. */
async function offers(tx: DbOrTx, quote: QuoteRow, departure: Departure): Promise<Offers> {
  const addons = await offeredAddons(tx, departure, quote.currency);
  const excursions = await offeredExcursions(tx, departure, quote.currency);
  return offersTo(quote.state.passengers, nightsOf(departure), addons, excursions);
}

/** What the V1 channel calls: one method per operation of section 4.1, each checking its input. */
export interface QuoteService {
  /** Package search (2.6): package-search.ts. */
  search(agency: AgencyContext, packageCode: string, query: PackageSearchQuery): Promise<PackageSearchResult>;
  get(agency: AgencyContext, quoteId: string): Promise<QuoteResponse>;
  /**
   * Adds a supplemental package for some passengers. A second package of the same type replaces the
   * first (V1 has no remove operation, so replacing is how a partner changes the choice).
   */
  addSupplementalPackage(
    agency: AgencyContext,
    quoteId: string,
    packageType: PackageType,
    packageCode: string,
    body: AddSupplementalPackageRequest,
  ): Promise<void>;
  /** The extras of the kinds the query asks for (400 when it asks for none). */
  searchExtras(
    agency: AgencyContext,
    quoteId: string,
    voyageId: string,
    query: ExtraKindsQuery,
  ): Promise<ExtraSearchResult>;
  /** Adds or removes extras, all or nothing (extras-rules.ts applyExtraRequests says how). */
  manageExtras(
    agency: AgencyContext,
    quoteId: string,
    voyageId: string,
    body: ManageExtrasRequest,
    mode: 'add' | 'remove',
  ): Promise<QuoteResponse>;
}

export function createQuoteService(deps: QuoteServiceDeps): QuoteService {
  const { db, clock, timeZone } = deps;

  /** Loads and locks the quote, checks the voyage, runs `change` on a copy of its state and saves it. */
  async function changeQuote(
    agency: AgencyContext,
    quoteId: string,
    voyageId: string | undefined,
    change: (quote: QuoteRow, departure: Departure, tx: DbOrTx) => Promise<QuoteState>,
  ): Promise<QuoteRow> {
    return inTransaction(db, async (tx) => {
      const quote = await ownedQuote(tx, quoteId, agency, true);
      if (voyageId !== undefined && voyageId !== quote.departureId) throw voyageNotFound();
      const departure = await departureById(tx, quote.departureId);
      const working: QuoteRow = { ...quote, state: structuredClone(quote.state) };
      const state = await change(working, departure, tx);
      await saveQuoteState(tx, quote.id, state, clock.now());
      return { ...quote, state };
    });
  }

  return {
    search: (agency, packageCode, query) => searchPackage(deps, agency, packageCode, query),

    async get(agency, quoteId) {
      return viewQuote(db, await ownedQuote(db, quoteId, agency), timeZone);
    },

    async addSupplementalPackage(agency, quoteId, packageType, packageCode, body) {
      await changeQuote(agency, quoteId, undefined, async (quote, _departure, tx) => {
        const tour = await supplementalTour(tx, packageCode);
        if (!tour)
          throw notFound(`Supplemental package ${packageCode} does not exist.`, 'SUPPLEMENTAL_PACKAGE_NOT_FOUND');
        const pkg = (await packageByCode(tx, quote.packageCode))!;
        const port = packageType === 'arrival' ? pkg.fromPortCode : pkg.toPortCode;
        const stages = await tourStageRoutes(tx, tour.code);
        checkSupplementalRequest({ packageType, packageCode, tour, port, stages, body }, quote.state.passengers);
        const prices = (await tourPricesOf(tx, [tour.code], quote.currency)).get(tour.code) ?? {};
        quote.state.supplementalPackages[packageType] = supplementalPackageFor(
          tour.code,
          body,
          quote.state.passengers,
          prices,
          quote.currency,
        );
        return quote.state;
      });
    },

    async searchExtras(agency, quoteId, voyageId, query) {
      const kinds = extraKindsOf(query);
      const quote = await ownedQuote(db, quoteId, agency);
      if (voyageId !== quote.departureId) throw voyageNotFound();
      const found = await offers(db, quote, await departureById(db, quote.departureId));
      return extraSearchResult(found, kinds, quote.currency);
    },

    async manageExtras(agency, quoteId, voyageId, body, mode) {
      const saved = await changeQuote(agency, quoteId, voyageId, async (quote, departure, tx) => {
        const requests = extraRequestsOf(body, quote.state.passengers);
        const found = await offers(tx, quote, departure);
        return { ...quote.state, extras: applyExtraRequests(quote.state.extras, requests, found, mode) };
      });
      return viewQuote(db, saved, timeZone);
    },
  };
}
