/**
 * Which fares a voyage is sold under, and which one a booking gets when it names none (commerce.md, "Search,
 * hold and confirm with fares"), pure: search lists them per grade, create picks the same way.
 *
 * A fare is **on sale** on a voyage when the voyage's fare table prices it and it has not closed
 * (`closesDaysBeforeDeparture`); it has **room** for n cabins when its bucket has n places left (or it has no
 * bucket). The **default fare** is STANDARD while it is on sale with room, else the cheapest fare on sale with
 * room: a partner that never names a fare keeps today's prices and rules, and never gets a non-refundable
 * deposit unasked while STANDARD is there.
 */
import type { FareTablePrices, GradeFares } from '../catalog/catalog-reads.js';
import { STANDARD_FARE_CODE, type Fare } from '../pricing/fare-rules.js';

export interface SaleFareOffer {
  fare: Fare;
  /** Grade code -> fares per guest type, in the search's currency. */
  prices: Map<string, GradeFares>;
  /** Places left in the fare's bucket on the sailing; null: no bucket. */
  placesLeft: number | null;
}

/** The fares on sale on a voyage `daysBeforeDeparture` whole days out, in the catalogue's order. */
export function faresOnSale(
  fares: Iterable<Fare>,
  tablePrices: FareTablePrices | undefined,
  daysBeforeDeparture: number,
  placesTaken: ReadonlyMap<string, number>,
): SaleFareOffer[] {
  const out: SaleFareOffer[] = [];
  for (const fare of fares) {
    const prices = tablePrices?.get(fare.fareCode);
    if (!prices) continue;
    if (fare.closesDaysBeforeDeparture !== null && daysBeforeDeparture < fare.closesDaysBeforeDeparture) continue;
    const placesLeft =
      fare.cabinsPerSailing === null
        ? null
        : Math.max(0, fare.cabinsPerSailing - (placesTaken.get(fare.fareCode) ?? 0));
    out.push({ fare, prices, placesLeft });
  }
  return out;
}

export const hasRoom = (offer: Pick<SaleFareOffer, 'placesLeft'>, cabins: number) =>
  offer.placesLeft === null || offer.placesLeft >= cabins;

/** STANDARD among the candidates, else the cheapest by `priceOf` (the catalogue's order breaks a tie). */
export function defaultFare<T extends { offer: SaleFareOffer }>(
  candidates: T[],
  priceOf: (c: T) => number,
): T | undefined {
  const standard = candidates.find((c) => c.offer.fare.fareCode === STANDARD_FARE_CODE);
  if (standard) return standard;
  let cheapest: T | undefined;
  for (const c of candidates) if (!cheapest || priceOf(c) < priceOf(cheapest)) cheapest = c;
  return cheapest;
}
