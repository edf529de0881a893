/**
 * V1 quote rules as pure functions (no database, no clock): how the party is placed in cabins, what each
 * passenger pays, and when payment is due. All amounts are integer minor units.
 *
 * Placement: the whole party travels in one cabin category. It needs k = ceil(party / maximumOccupancy)
 * cabins; the party is spread as evenly as possible over them (sizes differ by at most one), each cabin
 * gets one adult first, then the other passengers fill the cabins in order. A category fits the party
 * when every cabin can have an adult (k <= adults), every cabin meets minimumOccupancy, and at least k
 * cabins of it are available.
 *
 * Cabin price of a passenger: the grade's fare for the age category over the legs, plus the single
 * supplement when alone in a cabin, plus the package supplement (pricing/price.ts guestCabinPrice).
 *
 * Payment: fullAmount is the sum of the passenger prices; deposit and due dates are the booking's payment
 * terms (bookings/payment-terms.ts), the same for a quote as for a confirmed V2 booking.
 *
 * Placement is V1's alone: a V2 partner places the party itself (the create request's cabinMix). The cabin
 * price is the one guestCabinPrice of V2's booking price; V1 answers null for a missing fare (the category is
 * not offered), where V2's priceBooking throws (a session offers only grades with every fare).
 */
import { guestCabinPrice, type LegFare } from '../pricing/price.js';
import type { AgeCategory, QuotePassenger, QuoteState } from './types.js';

export interface CategoryOccupancy {
  minimumOccupancy: number;
  maximumOccupancy: number;
}

/** The party's cabins in a category (passenger ids per cabin), or null when the category cannot take it. */
export function placeParty(passengers: QuotePassenger[], grade: CategoryOccupancy): string[][] | null {
  const n = passengers.length;
  if (n === 0 || grade.maximumOccupancy < 1) return null;
  const cabinCount = Math.ceil(n / grade.maximumOccupancy);
  const adults = passengers.filter((p) => p.ageCategory === 'ADULT');
  const others = passengers.filter((p) => p.ageCategory !== 'ADULT');
  if (cabinCount > adults.length) return null;
  const sizes = Array.from({ length: cabinCount }, (_, i) => Math.floor(n / cabinCount) + (i < n % cabinCount ? 1 : 0));
  if (sizes.some((size) => size < grade.minimumOccupancy)) return null;
  const cabins: string[][] = sizes.map((_, i) => [adults[i]!.id]);
  const rest = [...adults.slice(cabinCount), ...others];
  let cabin = 0;
  for (const p of rest) {
    while (cabins[cabin]!.length >= sizes[cabin]!) cabin++;
    cabins[cabin]!.push(p.id);
  }
  return cabins;
}

/** Cabin price (fare + single supplement + package supplement) per passenger id; null when a fare is missing. */
export function cabinPricesOf(args: {
  passengers: QuotePassenger[];
  cabins: string[][];
  fares: Partial<Record<AgeCategory, LegFare>>;
  supplements: Partial<Record<AgeCategory, number>>;
  legs: number;
  singleSupplementPct: number;
}): Record<string, number> | null {
  const category = new Map(args.passengers.map((p) => [p.id, p.ageCategory]));
  const out: Record<string, number> = {};
  for (const cabin of args.cabins) {
    for (const id of cabin) {
      const age = category.get(id)!;
      const fare = args.fares[age];
      if (!fare) return null;
      out[id] = guestCabinPrice({
        fare,
        legs: args.legs,
        occupancy: cabin.length,
        singleSupplementPct: args.singleSupplementPct,
        packageSupplement: args.supplements[age] ?? 0,
      });
    }
  }
  return out;
}

/** What one passenger pays: cabin price, their extras and their supplemental packages. */
export function passengerTotals(state: QuoteState): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const p of state.passengers) totals[p.id] = state.cabinPrices[p.id] ?? 0;
  for (const line of state.extras) totals[line.passengerId]! += line.unitPrice * line.quantity;
  for (const pkg of Object.values(state.supplementalPackages)) {
    for (const id of pkg.passengerIds) totals[id]! += pkg.prices[id] ?? 0;
  }
  return totals;
}
