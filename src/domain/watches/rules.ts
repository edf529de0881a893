/**
 * The watches' rules, pure (commerce.md, "Availability without a session, and watches"): what a watch sees of a
 * grade of a departure, and which transitions raise an event.
 *
 * - **Bookable**: the grade is on sale to the party (search lists it: a fare with room prices it) with a free
 *   cabin. Sold out is anything else, a grade no longer listed included.
 * - **Below**: a `maxPricePerGuest` is set and the grade's cheapest fare on sale with room, the party's price
 *   divided by its guests (in the watch's currency, without promotions), is below it. Compared in minor units as
 *   price < max x guests, so no rounding decides.
 * - `availability.opened` when bookable goes from false to true; `price.dropped` when below does. The other
 *   transitions are recorded and raise nothing; a first sight is a baseline and raises nothing either.
 */
import { toMajor, toMinor } from '../pricing/money.js';

/** A grade of a departure as search and availability list it (the fields the rules read). */
export interface ListedGrade {
  code: string;
  availableCabins: number;
  fares: { price: number; available: boolean }[];
}

export interface GradeState {
  bookable: boolean;
  below: boolean;
}

export interface GradeSight extends GradeState {
  cabinGrade: string;
  freeCabins: number;
  /** Major units; null when no fare with room prices the grade. */
  pricePerGuest: number | null;
}

/**
 * What a watch sees of the departure's grades: its grade (or every grade listed, and every grade it saw before,
 * `seenBefore`, that is no longer listed).
 */
export function sightsOf(
  watch: { cabinGrade: string | null; maxPricePerGuestMinor: number | null; currency: string; guests: number },
  listed: ListedGrade[],
  seenBefore: Iterable<string>,
): GradeSight[] {
  const codes = watch.cabinGrade ? [watch.cabinGrade] : [...new Set([...listed.map((g) => g.code), ...seenBefore])];
  return codes.map((code) => {
    const grade = listed.find((g) => g.code === code);
    const prices = (grade?.fares ?? []).filter((f) => f.available).map((f) => toMinor(f.price, watch.currency));
    const cheapest = prices.length > 0 ? Math.min(...prices) : null;
    return {
      cabinGrade: code,
      freeCabins: grade?.availableCabins ?? 0,
      pricePerGuest: cheapest === null ? null : toMajor(Math.round(cheapest / watch.guests), watch.currency),
      bookable: grade !== undefined && grade.availableCabins > 0 && prices.length > 0,
      below:
        watch.maxPricePerGuestMinor !== null &&
        cheapest !== null &&
        cheapest < watch.maxPricePerGuestMinor * watch.guests,
    };
  });
}

/** The events a change of state raises: none for a first sight (no `before`) or a change the other way. */
export function eventsOf(
  before: GradeState | undefined,
  after: GradeState,
): ('availability.opened' | 'price.dropped')[] {
  if (!before) return [];
  return [
    ...(!before.bookable && after.bookable ? (['availability.opened'] as const) : []),
    ...(!before.below && after.below ? (['price.dropped'] as const) : []),
  ];
}

/** Whether a state is to be written: a first sight, or either flag changed. */
export const changed = (before: GradeState | undefined, after: GradeState) =>
  !before || before.bookable !== after.bookable || before.below !== after.below;
