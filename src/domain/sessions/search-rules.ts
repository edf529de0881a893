/**
 * The pure rules of V2 search: what a search request may ask (date range, currency), and what a found voyage
 * offers the party: the grades on sale with each guest's price and the free cabins, and whether the vehicles fit.
 * No database, no clock: search.ts reads the voyages, the catalogue and the availability, then calls these.
 *
 * V1's package search (quotes/search-rules.ts) uses the rules the two APIs share from here, so that a grade is
 * on sale, shows its free cabins and is priced the same way whichever API searches: the agency's currency
 * (checkAgencyCurrency), a grade's free cabins (availableCabinsOf), a party's fares (faresForParty) and the
 * price of a guest sharing a cabin with the party (sharedCabinPrice). Where they differ, the contract says so:
 * - the currency field is `Currency` in V1's query (section 4.1) and `currency` in V2's body, which defaults to
 *   the agency's first; the message is the same;
 * - V1 shows one price per category, an ADULT's in minor units (2.6), V2 each guest's in major units;
 * - V1 leaves out a category without a package supplement for one of the party's age categories (the quote
 *   could not be priced), V2's package search prices that guest without a supplement.
 */
import type { AgencyContext } from '../auth/context.js';
import type { Grade, GradeFares } from '../catalog/catalog-reads.js';
import type { FieldErrorCollector } from '../../kernel/errors.js';
import type { LegRange, VoyageAvailability } from '../inventory/inventory.js';
import { toMajor } from '../pricing/money.js';
import { defaultFare, hasRoom, type SaleFareOffer } from './fare-offers.js';
import {
  discountOf,
  guestCabinPrice,
  type DiscountRule,
  type GuestType,
  type LegFare,
  type PriceByGuestType,
  type VehicleType,
} from '../pricing/price.js';
import { addDays, apiDateTime } from '../../kernel/time.js';
import type { SearchResponse } from './schemas.js';
import type { OfferedVoyage, SessionGuest } from './types.js';

/** A search covers at most this many departure days. */
export const MAX_RANGE_DAYS = 31;

/** A voyage (or package departure) search found, as the voyages query reads it. */
export interface FoundVoyage extends LegRange {
  shipCode: string;
  fareTableCode: string;
  departureAt: string;
  arrivalAt: string;
  departurePort: string;
  arrivalPort: string;
  packageCode?: string;
  packageName?: string;
  /** The sailing's availability version, read with the voyage (inventory/availability-cache.ts). */
  inventoryVersion: string;
}

type SearchResult = SearchResponse['results'][number];

/**
 * The departure range (departureDateTo defaults to departureDateFrom, at most MAX_RANGE_DAYS days) and the
 * currency (the agency's first by default, one of the agency's), with each fault added to `errors`.
 */
export function checkRangeAndCurrency(
  errors: FieldErrorCollector,
  body: { departureDateFrom: string; departureDateTo?: string; currency?: string },
  agency: Pick<AgencyContext, 'currencies'>,
  /** The names the request gave the two dates (GET availability's query says `from` and `to`). */
  names: { from: string; to: string } = { from: 'departureDateFrom', to: 'departureDateTo' },
): { from: string; to: string; currency: string } {
  const from = body.departureDateFrom;
  const to = body.departureDateTo ?? from;
  if (to < from) errors.add(names.to, `must not be before ${names.from}`);
  else if (to > addDays(from, MAX_RANGE_DAYS - 1)) {
    errors.add(names.to, `must be within ${MAX_RANGE_DAYS} days of ${names.from}`);
  }
  const currency = body.currency ?? agency.currencies[0] ?? 'NOK';
  checkAgencyCurrency(errors, 'currency', currency, agency.currencies);
  return { from, to, currency };
}

/** A search is priced in one of the agency's currencies; `field` is where the request named it. */
export function checkAgencyCurrency(
  errors: FieldErrorCollector,
  field: string,
  currency: string,
  agencyCurrencies: string[],
): void {
  if (!agencyCurrencies.includes(currency)) {
    errors.add(field, `must be one of the agency's currencies: ${agencyCurrencies.join(', ')}`);
  }
}

/** The grade's fares when it has one for every guest type of the party (else it is not on sale to the party). */
export function faresForParty(fares: GradeFares | undefined, types: GuestType[]): GradeFares | undefined {
  return fares && types.every((type) => fares[type]) ? fares : undefined;
}

/** What a search shows free of a grade: its free physical cabins with specific cabins, its units left for a counted one. */
export function availableCabinsOf(
  grade: Pick<Grade, 'id' | 'hasSpecificCabins'>,
  availability: Pick<VoyageAvailability, 'cabins' | 'capacity'>,
): number {
  return grade.hasSpecificCabins
    ? (availability.cabins.get(grade.id) ?? 0)
    : (availability.capacity.get(grade.id) ?? 0);
}

/** One guest's cabin price (minor units) in a search: the party of `partySize` shares as few cabins of the grade as it fits in. */
export function sharedCabinPrice(
  grade: Pick<Grade, 'maximumOccupancy' | 'singleSupplementPct'>,
  fare: LegFare,
  legs: number,
  partySize: number,
  packageSupplement: number,
): number {
  return guestCabinPrice({
    fare,
    legs,
    occupancy: Math.min(partySize, grade.maximumOccupancy),
    singleSupplementPct: grade.singleSupplementPct,
    packageSupplement,
  });
}

/** A promotion as search shows it: whether it applies to each fare, and how it discounts a guest. */
export interface SearchPromotion {
  promotionCode: string;
  name: string;
  /** The fares of this voyage it applies to (its windows, market, currency, guest types and cap are judged). */
  appliesTo: ReadonlySet<string>;
  discount: DiscountRule;
  /** Whether it discounts a guest of this type. */
  discountsGuest(type: GuestType): boolean;
}

type CabinGrade = SearchResult['cabinGrades'][number];
type GradeFare = CabinGrade['fares'][number];

/** One fare's entry for a grade, each guest priced as the party would share the grade's cabins. */
function gradeFare(
  offer: SaleFareOffer,
  perGuest: number[],
  guests: SessionGuest[],
  promotion: SearchPromotion | undefined,
  currency: string,
): GradeFare {
  const applies = promotion?.appliesTo.has(offer.fare.fareCode) ? promotion : undefined;
  let off = 0;
  const discounted = perGuest.map((price, i) => {
    const cut = applies?.discountsGuest(guests[i]!.type) ? discountOf(applies.discount, price) : 0;
    off += cut;
    return price - cut;
  });
  const m = (minor: number) => toMajor(minor, currency);
  return {
    fareCode: offer.fare.fareCode,
    name: offer.fare.name,
    price: m(discounted.reduce((sum, p) => sum + p, 0)),
    pricePerGuest: guests.map((g, i) => ({ guestId: g.guestId, price: m(discounted[i]!) })),
    refundableDeposit: offer.fare.depositRefundable,
    promotion: applies ? { promotionCode: applies.promotionCode, name: applies.name, discount: m(off) } : null,
    available: hasRoom(offer, 1),
  };
}

/**
 * The grades of the ship on sale to the party over `legs` legs, in the ship's order, each guest priced. A grade
 * is for sale under a fare on sale that prices every guest's type in this currency; its price fields are the
 * default fare's (fare-offers.ts), and `fares` lists every fare on sale for it, with the promotion where it
 * applies. A grade no fare with room can sell is not shown. Free cabins are the free physical cabins for a grade
 * with specific cabins, the units left for a counted one.
 */
export function offeredGrades(input: {
  grades: Grade[];
  /** The fares on sale on the voyage (fare-offers.ts faresOnSale), in the search currency. */
  saleFares: SaleFareOffer[];
  guests: SessionGuest[];
  legs: number;
  availability: Pick<VoyageAvailability, 'cabins' | 'capacity'>;
  /** A package's supplement per guest type (package search only). */
  packageSupplements?: PriceByGuestType;
  promotion?: SearchPromotion;
  currency: string;
}): CabinGrade[] {
  const { guests, availability, currency } = input;
  const types = guests.map((g) => g.type);
  const offered: CabinGrade[] = [];
  for (const grade of input.grades) {
    const priced = input.saleFares.flatMap((offer) => {
      const gradeFares = faresForParty(offer.prices.get(grade.code), types);
      if (!gradeFares) return [];
      const perGuest = guests.map((g) =>
        sharedCabinPrice(
          grade,
          gradeFares[g.type]!,
          input.legs,
          guests.length,
          input.packageSupplements?.[g.type] ?? 0,
        ),
      );
      return [{ offer, perGuest }];
    });
    const sum = (c: { perGuest: number[] }) => c.perGuest.reduce((total, p) => total + p, 0);
    const chosen = defaultFare(
      priced.filter((c) => hasRoom(c.offer, 1)),
      sum,
    );
    if (!chosen) continue;
    offered.push({
      code: grade.code,
      cabinType: grade.cabinType,
      description: grade.description,
      minimumOccupancy: grade.minimumOccupancy,
      maximumOccupancy: grade.maximumOccupancy,
      availableCabins: availableCabinsOf(grade, availability),
      hasSpecificCabins: grade.hasSpecificCabins,
      pricePerGuest: guests.map((g, i) => ({ guestId: g.guestId, price: toMajor(chosen.perGuest[i]!, currency) })),
      fares: priced.map((c) => gradeFare(c.offer, c.perGuest, guests, input.promotion, currency)),
    });
  }
  return offered;
}

/** Whether the vehicles asked for fit the free slots (each type counted apart); true when slots were not read. */
export function vehiclesFit(vehicleTypes: VehicleType[], freeSlots: Record<VehicleType, number> | null): boolean {
  if (!freeSlots) return true;
  return [...new Set(vehicleTypes)].every((type) => vehicleTypes.filter((t) => t === type).length <= freeSlots[type]);
}

/** The voyage as the search result shows it and as the session records it (what create may book later). */
export function resultAndOffer(
  voyage: FoundVoyage,
  cabinGrades: SearchResult['cabinGrades'],
  vehiclesAvailable: boolean,
): { result: SearchResult; offer: OfferedVoyage } {
  const departureDate = apiDateTime(voyage.departureAt);
  const arrivalDate = apiDateTime(voyage.arrivalAt);
  return {
    result: {
      departureDate,
      arrivalDate,
      departurePort: voyage.departurePort,
      arrivalPort: voyage.arrivalPort,
      shipCode: voyage.shipCode,
      ...(voyage.packageCode ? { packageCode: voyage.packageCode, packageName: voyage.packageName } : {}),
      cabinGrades,
      vehiclesAvailable,
    },
    offer: {
      sailingId: voyage.sailingId,
      fromSeq: voyage.fromSeq,
      toSeq: voyage.toSeq,
      departureDate,
      arrivalDate,
      departurePort: voyage.departurePort,
      arrivalPort: voyage.arrivalPort,
      shipCode: voyage.shipCode,
      gradeCodes: cabinGrades.map((g) => g.code),
      ...(voyage.packageCode ? { packageCode: voyage.packageCode } : {}),
    },
  };
}
