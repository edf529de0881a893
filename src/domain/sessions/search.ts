/**
 * V2 search: finds the voyages (or package departures) that match, prices them for the party, shows
 * live availability, and opens a new session recording what was offered. The rules (range, currency, what a
 * voyage offers the party) are pure functions in search-rules.ts, the queries in search-sql.ts.
 */
import { randomUUID } from 'node:crypto';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { FieldErrorCollector, invalidField } from '../../kernel/errors.js';
import { redemptionsTaken } from '../inventory/fare-places.js';
import {
  discountRuleOf,
  discountsGuest,
  findPromotion,
  notApplicableReason,
  type Promotion,
  type PromotionUse,
} from '../promotions/index.js';
import { faresOnSale, type SaleFareOffer } from './fare-offers.js';
import { holdSessions } from './hold-sessions-sql.js';
import type { AvailabilityCache } from '../inventory/availability-cache.js';
import type { GuestType, VehicleType } from '../pricing/price.js';
import { localDateTime, nightsBetween } from '../../kernel/time.js';
import type { CatalogReads, Grade } from '../catalog/catalog-reads.js';
import type { PackageSearchBody, SearchResponse, VoyageSearchBody } from './schemas.js';
import {
  checkRangeAndCurrency,
  offeredGrades,
  resultAndOffer,
  vehiclesFit,
  type FoundVoyage,
  type SearchPromotion,
} from './search-rules.js';
import { findPackage, findPackageDepartures, findVoyages } from './search-sql.js';
import type { SessionStore } from './session-store.js';
import type { BookingType, OfferedVoyage, SessionGuest, SessionVehicle } from './types.js';

export interface SearchDeps {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  timeZone: string;
  catalog: CatalogReads;
  availability: AvailabilityCache;
}

/** What a search asks, once its request is checked, and what it found. */
interface PartySearch {
  bookingType: BookingType;
  currency: string;
  guestTypes: GuestType[];
  vehicleTypes: VehicleType[];
  found: FoundVoyage[];
  packageCode?: string;
  promotionCode?: string;
}

/**
 * Prices the found voyages for the party with their live availability (search-rules.ts), and opens the session
 * that records what was offered: create may book only that.
 */
async function priceAndOpen(
  deps: SearchDeps,
  agency: AgencyContext,
  search: PartySearch,
): Promise<SearchResponse & { expiresAt: Date }> {
  const { priced, offered } = await priceFound(deps, agency, search);
  const session = await deps.sessions.create(deps.db, {
    id: randomUUID(),
    agencyId: agency.id,
    bookingType: priced.bookingType,
    market: agency.market,
    currency: priced.currency,
    context: {
      guests: priced.guests,
      vehicles: priced.vehicles,
      voyages: offered,
      ...(search.packageCode ? { packageCode: search.packageCode } : {}),
    },
  });
  return { expiresAt: session.expiresAt, sessionId: session.id, ...priced };
}

/** What a search answers, but its session: the found voyages priced for the party with their live availability. */
type PricedSearch = Omit<SearchResponse, 'sessionId'> & { guests: SessionGuest[] };

async function priceFound(
  deps: SearchDeps,
  agency: AgencyContext,
  search: PartySearch,
): Promise<{ priced: PricedSearch; offered: OfferedVoyage[] }> {
  const { db, catalog } = deps;
  const { bookingType, currency, found, packageCode } = search;
  const guests: SessionGuest[] = search.guestTypes.map((type, i) => ({ guestId: i + 1, type }));
  const vehicles: SessionVehicle[] = search.vehicleTypes.map((type) => ({ type, guestId: 1 }));

  // Catalogue reads come from memory (catalog-reads.ts); availability from the availability cache where it is
  // still exact, one query for the voyages where it is not.
  const now = deps.clock.now();
  const [grades, fareTables, fares, supplements, availability, promotion] = await Promise.all([
    catalog.gradesOfShips(db, [...new Set(found.map((v) => v.shipCode))]),
    catalog.pricesByFareOf(db, [...new Set(found.map((v) => v.fareTableCode))], currency),
    catalog.fareCatalogue(db),
    packageCode
      ? catalog.packagePricesOf(db, [packageCode], currency).then((prices) => prices.get(packageCode))
      : Promise.resolve(undefined),
    deps.availability.ofVoyages(db, found, now, vehicles.length > 0),
    search.promotionCode ? searchedPromotion(db, search.promotionCode, now) : Promise.resolve(undefined),
  ]);
  const today = localDateTime(now, deps.timeZone).slice(0, 10);
  const gradesByShip = new Map<string, Grade[]>();
  for (const g of grades) gradesByShip.set(g.shipCode, [...(gradesByShip.get(g.shipCode) ?? []), g]);

  const results: SearchResponse['results'] = [];
  const offered: OfferedVoyage[] = [];
  for (const [index, voyage] of found.entries()) {
    const free = availability[index]!;
    const departureDate = voyage.departureAt.slice(0, 10);
    const saleFares = faresOnSale(
      fares.values(),
      fareTables.get(voyage.fareTableCode),
      nightsBetween(today, departureDate),
      free.farePlaces,
    );
    const cabinGrades = offeredGrades({
      grades: gradesByShip.get(voyage.shipCode) ?? [],
      saleFares,
      ...(promotion
        ? {
            promotion: searchPromotionOf(promotion, saleFares, {
              now,
              departureDate,
              market: agency.market,
              currency,
              guestTypes: search.guestTypes,
            }),
          }
        : {}),
      guests,
      legs: voyage.toSeq - voyage.fromSeq,
      availability: free,
      ...(supplements ? { packageSupplements: supplements } : {}),
      currency,
    });
    const { result, offer } = resultAndOffer(voyage, cabinGrades, vehiclesFit(search.vehicleTypes, free.vehicles));
    results.push(result);
    offered.push(offer);
  }

  return {
    priced: {
      bookingType,
      market: agency.market,
      currency,
      guests: guests.map((g) => ({ guestId: g.guestId, type: g.type })),
      vehicles,
      results,
    },
    offered,
  };
}

/** The searched promotion and its redemptions taken; 400 PROMOTION_NOT_FOUND for a code that names none. */
async function searchedPromotion(db: Db, code: string, now: Date) {
  const promotion = await findPromotion(db, code);
  if (!promotion) throw invalidField('promotionCode', 'is not a known promotion code', 'PROMOTION_NOT_FOUND');
  const redemptions =
    promotion.redemptionCap === null ? 0 : await redemptionsTaken(db, holdSessions, promotion.promotionCode, now);
  return { promotion, redemptions };
}

/** Which of the voyage's fares the promotion applies to, as search shows it. */
function searchPromotionOf(
  found: { promotion: Promotion; redemptions: number },
  saleFares: SaleFareOffer[],
  use: Omit<PromotionUse, 'fareCode' | 'redemptions'>,
): SearchPromotion {
  const { promotion } = found;
  const applies = saleFares
    .map((o) => o.fare.fareCode)
    .filter(
      (fareCode) => notApplicableReason(promotion, { ...use, fareCode, redemptions: found.redemptions }) === null,
    );
  return {
    promotionCode: promotion.promotionCode,
    name: promotion.name,
    appliesTo: new Set(applies),
    discount: discountRuleOf(promotion.discount),
    discountsGuest: (type) => discountsGuest(promotion, type),
  };
}

/** V2's searches: each prices what it found for the party and opens the session the booking continues in. */
export interface SearchService {
  searchVoyages(agency: AgencyContext, body: VoyageSearchBody): Promise<SearchResponse & { expiresAt: Date }>;
  /**
   * The voyage search's results without opening a session (it writes nothing): for the OTA channel's sailing,
   * category and fare availability, which OTA systems call freely before they hold.
   */
  voyageAvailability(agency: AgencyContext, body: VoyageSearchBody): Promise<Omit<SearchResponse, 'sessionId'>>;
  searchPackages(agency: AgencyContext, body: PackageSearchBody): Promise<SearchResponse & { expiresAt: Date }>;
}

export function createSearchService(deps: SearchDeps): SearchService {
  const { db, clock, catalog } = deps;

  /** The voyage search's request checked, and the voyages it finds. */
  async function voyageSearch(agency: AgencyContext, body: VoyageSearchBody): Promise<PartySearch> {
    const errors = new FieldErrorCollector();
    const { from, to, currency } = checkRangeAndCurrency(errors, body, agency);
    if (body.departurePort === body.arrivalPort) errors.add('arrivalPort', 'must differ from departurePort');
    const knownCodes = await catalog.knownPorts(db, [body.departurePort, body.arrivalPort]);
    if (!knownCodes.has(body.departurePort)) errors.add('departurePort', `"${body.departurePort}" is not a known port`);
    if (!knownCodes.has(body.arrivalPort)) errors.add('arrivalPort', `"${body.arrivalPort}" is not a known port`);
    errors.throwIfAny('The search request is not valid.');

    const nowLocal = localDateTime(clock.now(), deps.timeZone);
    const { departurePort, arrivalPort } = body;
    const found = await findVoyages(db, { departurePort, arrivalPort, from, to, nowLocal });
    return {
      bookingType: 'voyage-only',
      currency,
      guestTypes: body.guests.map((g) => g.type),
      vehicleTypes: (body.vehicles ?? []).map((v) => v.type),
      found,
      ...(body.promotionCode ? { promotionCode: body.promotionCode } : {}),
    };
  }

  return {
    async searchVoyages(agency, body) {
      return priceAndOpen(deps, agency, await voyageSearch(agency, body));
    },

    async voyageAvailability(agency, body) {
      return (await priceFound(deps, agency, await voyageSearch(agency, body))).priced;
    },

    async searchPackages(agency, body) {
      const errors = new FieldErrorCollector();
      const { from, to, currency } = checkRangeAndCurrency(errors, body, agency);
      const pkg = await findPackage(db, body.packageCode);
      if (!pkg)
        errors.add('packageCode', `"${body.packageCode}" is not a known package (see /api/v2/refdata/packages)`);
      errors.throwIfAny('The search request is not valid.');

      const nowLocal = localDateTime(clock.now(), deps.timeZone);
      const found = await findPackageDepartures(db, { packageCode: body.packageCode, from, to, nowLocal });
      return priceAndOpen(deps, agency, {
        bookingType: 'package',
        currency,
        guestTypes: body.guests.map((g) => g.type),
        vehicleTypes: [],
        found,
        packageCode: body.packageCode,
        ...(body.promotionCode ? { promotionCode: body.promotionCode } : {}),
      });
    },
  };
}
