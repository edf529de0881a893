/**
 * The rules of V1 package search (section 2.6) as pure functions: who may search, who travels, and the
 * cabin category the new quote is priced at. The service reads the catalogue and availability, these
 * decide; all amounts are integer minor units. What V1 shares with V2's search (the agency's currency, a
 * grade's free cabins, fares and shared-cabin price) is sessions/search-rules.ts's, which says where they differ.
 */
import type { Grade, GradeFares } from '../catalog/catalog-reads.js';
import { FieldErrorCollector } from '../../kernel/errors.js';
import type { PriceByGuestType } from '../pricing/price.js';
import { availableCabinsOf, checkAgencyCurrency, faresForParty, sharedCabinPrice } from '../sessions/search-rules.js';
import { cabinPricesOf, placeParty } from './pricing.js';
import { MAX_PARTY, type PackageSearchQuery } from './schemas.js';
import type { AgeCategory, QuotePassenger } from './types.js';

/** 400 naming the field: a party of 1 to MAX_PARTY with at least one adult, in one of the agency's currencies. */
export function checkPackageSearch(query: PackageSearchQuery, agencyCurrencies: string[]): void {
  const adults = query.Adults ?? 0;
  const children = query.Children ?? 0;
  const errors = new FieldErrorCollector();
  if (adults + children < 1 || adults + children > MAX_PARTY) {
    for (const field of ['Adults', 'Children']) errors.add(field, `Adults + Children must be 1 to ${MAX_PARTY}`);
  } else if (adults === 0) {
    errors.add('Adults', 'must be at least 1: children travel with an adult');
  }
  checkAgencyCurrency(errors, 'Currency', query.Currency, agencyCurrencies);
  errors.throwIfAny('The package search is not valid.');
}

/** The searched party, adults first, each with a new id. */
export function partyOf(adults: number, children: number, newId: () => string): QuotePassenger[] {
  return [
    ...Array.from({ length: adults }, () => ({ id: newId(), ageCategory: 'ADULT' as AgeCategory })),
    ...Array.from({ length: children }, () => ({ id: newId(), ageCategory: 'CHILD' as AgeCategory })),
  ];
}

/** One category as search shows it: `price` is one ADULT's cabin price with the party sharing a cabin. */
export interface CategoryOffer {
  category: string;
  superCategory: string;
  price: number;
  availableCabins: number;
  minimumOccupancy: number;
  maximumOccupancy: number;
}

/** The category a quote is priced at: the party's cabins in it and each passenger's cabin price. */
export interface ChosenCategory {
  total: number;
  category: string;
  superCategory: string;
  cabins: string[][];
  prices: Record<string, number>;
}

export interface CategoryChoiceInput {
  passengers: QuotePassenger[];
  grades: Grade[];
  /** grade code -> fares, for the departure's fare table in the searched currency. */
  fares: Map<string, GradeFares> | undefined;
  /** The package supplement per age category. */
  supplement: PriceByGuestType;
  legs: number;
  /** grade id -> free cabins (grades with specific cabins) or free places (the others). */
  freeCabins: Map<number, number>;
  freeUnits: Map<number, number>;
}

/**
 * The categories on sale to the party and the cheapest one with room for it. A category without a fare
 * for every age category of the party (or without a package supplement for one) is not on sale to it and
 * is left out; a category is chosen only when the party can be placed in it (pricing.ts placeParty) in
 * cabins that are free. Ties on the total go to the category code first in order, so the answer does
 * not depend on the order the grades were read in.
 */
export function cheapestCategory(input: CategoryChoiceInput): { offers: CategoryOffer[]; best?: ChosenCategory } {
  const { passengers, supplement, legs } = input;
  const offers: CategoryOffer[] = [];
  let best: ChosenCategory | undefined;
  for (const grade of input.grades) {
    // The price shown is an ADULT's, so a category needs an ADULT fare even for a party without one.
    const fares = faresForParty(input.fares?.get(grade.code), ['ADULT', ...passengers.map((p) => p.ageCategory)]);
    if (!fares?.ADULT || passengers.some((p) => supplement[p.ageCategory] === undefined)) continue;
    const availableCabins = availableCabinsOf(grade, { cabins: input.freeCabins, capacity: input.freeUnits });
    offers.push({
      category: grade.code,
      superCategory: grade.cabinType,
      price: sharedCabinPrice(grade, fares.ADULT, legs, passengers.length, supplement.ADULT ?? 0),
      availableCabins,
      minimumOccupancy: grade.minimumOccupancy,
      maximumOccupancy: grade.maximumOccupancy,
    });
    const placed = placeParty(passengers, grade);
    if (!placed || placed.length > availableCabins) continue;
    const prices = cabinPricesOf({
      passengers,
      cabins: placed,
      fares,
      supplements: supplement,
      legs,
      singleSupplementPct: grade.singleSupplementPct,
    });
    if (!prices) continue;
    const total = Object.values(prices).reduce((s, v) => s + v, 0);
    if (!best || total < best.total || (total === best.total && grade.code < best.category)) {
      best = { total, category: grade.code, superCategory: grade.cabinType, cabins: placed, prices };
    }
  }
  return best ? { offers, best } : { offers };
}
