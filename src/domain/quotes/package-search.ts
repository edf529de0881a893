/**
 * V1 package search as one step: read the departure, the catalogue and availability, let search-rules.ts
 * choose the category, store the quote.
 */
import { randomUUID } from 'node:crypto';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { faresOf, gradesOfShips, packagePricesOf } from '../catalog/catalog-reads.js';
import { AppError, notFound } from '../../kernel/errors.js';
import { freeCabinsPerGrade, freeCapacityPerGrade } from '../inventory/inventory.js';
import { holdSessions } from '../sessions/hold-sessions-sql.js';
import { toMajor } from '../pricing/money.js';
import { localDateTime } from '../../kernel/time.js';
import { departureOn, insertQuote, packageByCode } from './quote-reads.js';
import type { PackageSearchQuery, PackageSearchResult } from './schemas.js';
import { cheapestCategory, checkPackageSearch, partyOf } from './search-rules.js';
import type { QuoteState } from './types.js';

export interface PackageSearchDeps {
  db: Db;
  clock: Clock;
  /** The operator's zone: catalogue times are wall-clock times there. */
  timeZone: string;
}

/**
 * Package search (2.6): the package's departure starting on StartDate (not yet started; else 404),
 * its cabin categories with live availability (V2 holds count), and a new quote priced at the cheapest
 * category with room for the party (search-rules.ts). cabins[].price is one ADULT's price (fare over
 * the legs + package supplement) with the party sharing a cabin; departure.id doubles as the voyage id.
 * Passengers get new UUIDs, adults first. No category with room: 409, and no quote is stored.
 */
export async function searchPackage(
  { db, clock, timeZone }: PackageSearchDeps,
  agency: AgencyContext,
  packageCode: string,
  query: PackageSearchQuery,
): Promise<PackageSearchResult> {
  checkPackageSearch(query, agency.currencies);
  const pkg = await packageByCode(db, packageCode);
  if (!pkg) throw notFound(`Package ${packageCode} does not exist.`, 'PACKAGE_NOT_FOUND');
  const now = clock.now();
  const departure = await departureOn(db, pkg.code, query.StartDate, localDateTime(now, timeZone));
  if (!departure) {
    throw notFound(
      `Package ${pkg.code} has no departure open for sale starting on ${query.StartDate}.`,
      'DEPARTURE_NOT_FOUND',
    );
  }

  const passengers = partyOf(query.Adults ?? 0, query.Children ?? 0, randomUUID);
  const range = { sailingId: departure.sailingId, fromSeq: departure.fromSeq, toSeq: departure.toSeq };
  const [grades, fareTables, supplements, freeCabins, freeUnits] = await Promise.all([
    gradesOfShips(db, [departure.shipCode]),
    faresOf(db, [departure.fareTableCode], query.Currency),
    packagePricesOf(db, [pkg.code], query.Currency),
    freeCabinsPerGrade(db, holdSessions, range, departure.shipCode, now),
    freeCapacityPerGrade(db, holdSessions, range, { shipCode: departure.shipCode }, now),
  ]);
  const { offers: categories, best } = cheapestCategory({
    passengers,
    grades,
    fares: fareTables.get(departure.fareTableCode),
    supplement: supplements.get(pkg.code) ?? {},
    legs: departure.toSeq - departure.fromSeq,
    freeCabins,
    freeUnits,
  });
  if (!best) {
    throw new AppError(
      409,
      'NO_AVAILABILITY',
      `No cabin category of package ${pkg.code} on ${query.StartDate} has room for the party.`,
    );
  }

  const state: QuoteState = {
    version: 1,
    passengers,
    cabin: { category: best.category, superCategory: best.superCategory, cabins: best.cabins },
    cabinPrices: best.prices,
    extras: [],
    supplementalPackages: {},
  };
  const quoteId = randomUUID();
  await insertQuote(
    db,
    {
      id: quoteId,
      agencyId: agency.id,
      packageCode: pkg.code,
      departureId: departure.id,
      currency: query.Currency,
      agentId: query.AgentId ?? null,
      state,
    },
    now,
  );
  return {
    packageId: pkg.code,
    quoteId,
    departure: {
      id: departure.id,
      startDate: departure.startAt,
      endDate: departure.endAt,
      shipCode: departure.shipCode,
      cabins: categories.map((c) => ({ ...c, price: toMajor(c.price, query.Currency) })),
    },
    passengers: passengers.map((p) => ({ id: p.id, ageCategory: p.ageCategory })),
  };
}
