/**
 * V2 search: finds the voyages (or package departures) that match, prices them for the party, shows
 * live availability, and opens a new session recording what was offered. The rules (range, currency, what a
 * voyage offers the party) are pure functions in search-rules.ts, the queries in search-sql.ts.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { primaryReads, type ReadRouting, type RoutedRead } from '../../platform/db/read-routing.js';
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
import type { AvailabilityService } from './availability.js';
import type { GuestType, VehicleType } from '../pricing/price.js';
import { localDateTime, nightsBetween } from '../../kernel/time.js';
import type { CatalogReads, Grade } from '../catalog/catalog-reads.js';
import type { PackageSearchBody, SearchResponse, VoyageSearchBody } from './schemas.js';
import {
  availableCabinsOf,
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
  /** What a voyage offers a party, kept while its inputs are the same objects and values (createOfferedGradesMemo). */
  offers?: OfferedGradesMemo;
  /** Where the search's reads go (a replica within its lag bound, else the primary); the primary's alone by default. */
  reads?: ReadRouting;
  /**
   * GET availability's kept answers (availability.ts `current`): a voyage search without vehicles or a promotion code
   * takes its voyages and prices there, from memory while nothing they depend on changed. Without it, every search
   * runs the voyages query and prices what it found.
   */
  kept?: Pick<AvailabilityService, 'current'>;
}

/** What a search asks, once its request is checked, and what it found. */
export interface PartySearch {
  bookingType: BookingType;
  currency: string;
  guestTypes: GuestType[];
  vehicleTypes: VehicleType[];
  found: FoundVoyage[];
  packageCode?: string;
  promotionCode?: string;
}

/**
 * What pricing found voyages needs: search's dependencies but the session store (GET availability opens none) and
 * the routing (`db` is where the reads go, the routing's choice).
 */
export type PricingDeps = Omit<SearchDeps, 'sessions' | 'reads' | 'kept'>;

/** The found voyages priced for the party: the results as search shows them, and what a session would record. */
export interface PricedVoyages {
  guests: SessionGuest[];
  vehicles: SessionVehicle[];
  results: SearchResponse['results'];
  offered: OfferedVoyage[];
  /** Until when (exclusive, epoch ms) the availability counted stays exact if nothing commits: a hold's expiry. */
  validUntilMs: number;
}

/**
 * Prices the found voyages for the party with their live availability (search-rules.ts), as of `now`: the part of
 * a search that GET availability shares, so that both show a grade, its free cabins and its fares the same way.
 */
export async function priceVoyages(
  deps: PricingDeps,
  agency: Pick<AgencyContext, 'market'>,
  search: Omit<PartySearch, 'bookingType'>,
  now: Date,
): Promise<PricedVoyages> {
  const { db, catalog } = deps;
  const { currency, found, packageCode } = search;
  const guests: SessionGuest[] = search.guestTypes.map((type, i) => ({ guestId: i + 1, type }));
  const vehicles: SessionVehicle[] = search.vehicleTypes.map((type) => ({ type, guestId: 1 }));

  // Catalogue reads come from memory (catalog-reads.ts); availability from the availability cache where it is
  // still exact, one query for the voyages where it is not.
  const [grades, fareTables, fares, supplements, availability, promotion] = await Promise.all([
    catalog.gradesOfShips(db, [...new Set(found.map((v) => v.shipCode))]),
    catalog.pricesByFareOf(db, [...new Set(found.map((v) => v.fareTableCode))], currency),
    catalog.fareCatalogue(db),
    packageCode
      ? catalog.packagePricesOf(db, [packageCode], currency).then((prices) => prices.get(packageCode))
      : Promise.resolve(undefined),
    deps.availability.ofVoyagesUntil(db, found, now, vehicles.length > 0),
    search.promotionCode ? searchedPromotion(db, search.promotionCode, now) : Promise.resolve(undefined),
  ]);
  const today = localDateTime(now, deps.timeZone).slice(0, 10);
  const gradesByShip = new Map<string, Grade[]>();
  for (const g of grades) gradesByShip.set(g.shipCode, [...(gradesByShip.get(g.shipCode) ?? []), g]);

  const results: SearchResponse['results'] = [];
  const offered: OfferedVoyage[] = [];
  for (const [index, voyage] of found.entries()) {
    const free = availability.values[index]!;
    const departureDate = voyage.departureAt.slice(0, 10);
    const saleFares = faresOnSale(
      fares.values(),
      fareTables.get(voyage.fareTableCode),
      nightsBetween(today, departureDate),
      free.farePlaces,
    );
    const offerInput = {
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
    };
    const cabinGrades = deps.offers ? deps.offers.of(offerInput) : offeredGrades(offerInput);
    const { result, offer } = resultAndOffer(voyage, cabinGrades, vehiclesFit(search.vehicleTypes, free.vehicles));
    results.push(result);
    offered.push(offer);
  }
  return { guests, vehicles, results, offered, validUntilMs: availability.validUntilMs };
}

/** A search found and priced: what its session records and its answer shows. */
interface PricedSearch {
  search: PartySearch;
  priced: PricedVoyages;
}

/** What a search answers: the response, its session's expiry, and its age when a replica gave it (read-routing.ts). */
export type SearchAnswer = SearchResponse & { expiresAt: Date; ageMs?: number };

/**
 * Opens the session that records what was offered (create may book only that): a write, on the primary, grouped
 * with other searches' (session-store.ts `open`).
 */
async function openSession(
  deps: SearchDeps,
  agency: AgencyContext,
  search: PartySearch,
  priced: PricedVoyages,
): Promise<SearchResponse & { expiresAt: Date }> {
  const { bookingType, currency, packageCode } = search;
  const { guests, vehicles, results, offered } = priced;
  const session = await deps.sessions.open(deps.db, {
    id: randomUUID(),
    agencyId: agency.id,
    bookingType,
    market: agency.market,
    currency,
    context: { guests, vehicles, voyages: offered, ...(packageCode ? { packageCode } : {}) },
  });
  return {
    expiresAt: session.expiresAt,
    sessionId: session.id,
    bookingType,
    market: agency.market,
    currency,
    guests: guests.map((g) => ({ guestId: g.guestId, type: g.type })),
    vehicles,
    results,
  };
}

/** The two ports of a voyage search or an availability request: known, and not the same. */
export async function checkPorts(
  deps: Pick<SearchDeps, 'db' | 'catalog'>,
  errors: FieldErrorCollector,
  q: { departurePort: string; arrivalPort: string },
): Promise<void> {
  if (q.departurePort === q.arrivalPort) errors.add('arrivalPort', 'must differ from departurePort');
  const knownCodes = await deps.catalog.knownPorts(deps.db, [q.departurePort, q.arrivalPort]);
  if (!knownCodes.has(q.departurePort)) errors.add('departurePort', `"${q.departurePort}" is not a known port`);
  if (!knownCodes.has(q.arrivalPort)) errors.add('arrivalPort', `"${q.arrivalPort}" is not a known port`);
}

type OfferInput = Parameters<typeof offeredGrades>[0];

/**
 * offeredGrades, memoised. Search prices every grade of every voyage under every fare on sale for the party, and
 * builds each answer's grade and fare objects (about 70 for a 3-day window): with fares, a third of search's own
 * CPU (docs/performance.md, "Fares in search"). Between two searches of one voyage for one party nothing of it
 * usually changes, so the grades offered are kept per input, and an answer shares them (the serializer only reads).
 *
 * The key is the input: the catalogue's objects by identity (a grade, a fare, a fare table's prices: catalog-reads
 * replaces them when it reloads, so a changed catalogue is a new key), and by value the legs, the party, the
 * currency, each fare's room for one cabin and each grade's free cabins (what availability changes). A search with a
 * promotion is not kept: its answer depends on the promotion's windows and redemptions.
 */
export interface OfferedGradesMemo {
  of(input: OfferInput): ReturnType<typeof offeredGrades>;
}

export function createOfferedGradesMemo(maxEntries = 5000): OfferedGradesMemo {
  const entries = new LRUCache<string, ReturnType<typeof offeredGrades>>({ max: maxEntries });
  const ids = new WeakMap<object, number>();
  let lastId = 0;
  const idOf = (o: object) => {
    let id = ids.get(o);
    if (id === undefined) ids.set(o, (id = ++lastId));
    return id;
  };
  return {
    of(input) {
      if (input.promotion) return offeredGrades(input);
      let key = `${input.legs}|${input.currency}|${input.guests.map((g) => g.type).join(',')}|`;
      key += input.packageSupplements ? idOf(input.packageSupplements) : '-';
      for (const offer of input.saleFares) {
        key += `|f${idOf(offer.fare)}:${idOf(offer.prices)}:${offer.placesLeft === null || offer.placesLeft >= 1 ? 1 : 0}`;
      }
      for (const grade of input.grades) key += `|g${idOf(grade)}:${availableCabinsOf(grade, input.availability)}`;
      let offered = entries.get(key);
      if (!offered) entries.set(key, (offered = offeredGrades(input)));
      return offered;
    },
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
  searchVoyages(agency: AgencyContext, body: VoyageSearchBody): Promise<SearchAnswer>;
  /**
   * The voyage search's results without opening a session (it writes nothing): for the OTA channel's sailing,
   * category and fare availability, which OTA systems call freely before they hold.
   */
  /**
   * A voyage search's answer without a session, and the voyage each result is (`voyages`, in the results' order:
   * what CabinNumberService.listForVoyage takes).
   */
  voyageAvailability(
    agency: AgencyContext,
    body: VoyageSearchBody,
  ): Promise<Omit<SearchResponse, 'sessionId'> & { voyages: FoundVoyage[] }>;
  searchPackages(agency: AgencyContext, body: PackageSearchBody): Promise<SearchAnswer>;
}

/** The voyage search's request checked (400 naming each field), its days and currency. */
async function checkedVoyageSearch(
  deps: Pick<SearchDeps, 'db' | 'catalog'>,
  agency: AgencyContext,
  body: VoyageSearchBody,
) {
  const errors = new FieldErrorCollector();
  const checked = checkRangeAndCurrency(errors, body, agency);
  await checkPorts(deps, errors, body);
  errors.throwIfAny('The search request is not valid.');
  return checked;
}

export function createSearchService(deps: SearchDeps): SearchService {
  const { clock } = deps;
  const reads = deps.reads ?? primaryReads(deps.db);

  /**
   * The search found and priced (`found`: where the routing sent its reads, the replica while it is within its lag
   * bound, or GET availability's kept answers), then its session, on the primary.
   */
  async function searchAndOpen(agency: AgencyContext, found: Promise<RoutedRead<PricedSearch>>): Promise<SearchAnswer> {
    const { value, ageMs } = await found;
    const answer = await openSession(deps, agency, value.search, value.priced);
    return ageMs === undefined ? answer : { ...answer, ageMs };
  }

  /** The search found and priced, where the routing sends the reads (a replica within its bound, else the primary). */
  function priceRouted(
    agency: AgencyContext,
    find: (db: Db) => Promise<PartySearch>,
  ): Promise<RoutedRead<PricedSearch>> {
    return reads.read(async (db) => {
      const search = await find(db);
      return { search, priced: await priceVoyages({ ...deps, db }, agency, search, clock.now()) };
    });
  }

  /**
   * A voyage search whose voyages and prices are GET availability's (`kept`): from memory while nothing they depend
   * on changed, so that such a search costs no voyages query, no pricing and only its session's insert.
   */
  async function keptVoyageSearch(
    kept: NonNullable<SearchDeps['kept']>,
    agency: AgencyContext,
    body: VoyageSearchBody,
  ): Promise<RoutedRead<PricedSearch>> {
    const { from, to, currency } = await checkedVoyageSearch(deps, agency, body);
    const { departurePort, arrivalPort } = body;
    const guestTypes = body.guests.map((g) => g.type);
    const { value, ...age } = await kept.current({ departurePort, arrivalPort, from, to, guestTypes, currency });
    const search: PartySearch = {
      bookingType: 'voyage-only',
      currency,
      guestTypes,
      vehicleTypes: [],
      found: value.found,
    };
    return { value: { search, priced: value.priced }, ...age };
  }

  /** The voyage search's request checked, and the voyages it finds. */
  async function voyageSearch(db: Db, agency: AgencyContext, body: VoyageSearchBody): Promise<PartySearch> {
    const { from, to, currency } = await checkedVoyageSearch({ db, catalog: deps.catalog }, agency, body);
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
    searchVoyages: (agency, body) =>
      // A party's vehicles (their deck space) and a promotion (its redemption cap, counted over every sailing) depend
      // on more than the kept answer checks: those searches find and price what they show themselves.
      searchAndOpen(
        agency,
        deps.kept && !body.promotionCode && (body.vehicles ?? []).length === 0
          ? keptVoyageSearch(deps.kept, agency, body)
          : priceRouted(agency, (db) => voyageSearch(db, agency, body)),
      ),

    async voyageAvailability(agency, body) {
      const { search, priced } = (await priceRouted(agency, (db) => voyageSearch(db, agency, body))).value;
      return {
        bookingType: search.bookingType,
        market: agency.market,
        currency: search.currency,
        guests: priced.guests.map((g) => ({ guestId: g.guestId, type: g.type })),
        vehicles: priced.vehicles,
        results: priced.results,
        voyages: search.found,
      };
    },

    searchPackages: (agency, body) =>
      searchAndOpen(
        agency,
        priceRouted(agency, async (db) => {
          const errors = new FieldErrorCollector();
          const { from, to, currency } = checkRangeAndCurrency(errors, body, agency);
          const pkg = await findPackage(db, body.packageCode);
          if (!pkg)
            errors.add('packageCode', `"${body.packageCode}" is not a known package (see /api/v2/refdata/packages)`);
          errors.throwIfAny('The search request is not valid.');

          const nowLocal = localDateTime(clock.now(), deps.timeZone);
          const found = await findPackageDepartures(db, { packageCode: body.packageCode, from, to, nowLocal });
          return {
            bookingType: 'package',
            currency,
            guestTypes: body.guests.map((g) => g.type),
            vehicleTypes: [],
            found,
            packageCode: body.packageCode,
            ...(body.promotionCode ? { promotionCode: body.promotionCode } : {}),
          };
        }),
      ),
  };
}
