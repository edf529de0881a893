/**
 * The rules of a promotion (commerce.md, "Promotions"), pure: whether a code applies to a booking, and the
 * reason in words when it does not. The search shows a code on the fares it applies to; create refuses one that
 * does not apply with PROMOTION_NOT_APPLICABLE and the reason. The discount itself is priced by
 * domain/pricing/price.ts (each eligible guest's cabin price reduced in place), so priceBreakdown adds up.
 */
import type { GuestType } from '../pricing/price.js';

export type PromotionDiscount = { percent: number } | { amount: number; currency: string };

export interface Promotion {
  promotionCode: string;
  name: string;
  /** The fares it applies to. */
  fareCodes: string[];
  discount: PromotionDiscount;
  /** When it can be used: from (inclusive) until (exclusive), instants. */
  bookingFrom: Date;
  bookingUntil: Date;
  /** Which sailings: local departure dates, both inclusive (YYYY-MM-DD). */
  departureFrom: string;
  departureUntil: string;
  /** Agency markets it is offered in; null: every market. */
  markets: string[] | null;
  /** The guests whose cabin price it reduces; null: every guest. A booking needs at least one. */
  guestTypes: GuestType[] | null;
  /** Bookings in all; null: no cap. */
  redemptionCap: number | null;
  /** Set when the operator's staff end it before its window closes. */
  endedAt: Date | null;
}

/** What a promotion is judged against: one booking (or one search result's fare) as it would be made now. */
export interface PromotionUse {
  now: Date;
  fareCode: string;
  /** The voyage's local departure date, YYYY-MM-DD. */
  departureDate: string;
  market: string;
  currency: string;
  guestTypes: GuestType[];
  /** Redemptions taken so far (held and confirmed bookings); left out where the cap is checked elsewhere. */
  redemptions?: number;
}

const list = (items: readonly string[]) => items.join(', ');
const day = (d: Date) => d.toISOString().replace('.000Z', 'Z');

/** Why the promotion does not apply to this use, in words a partner's developer can show; null when it does. */
export function notApplicableReason(p: Promotion, use: PromotionUse): string | null {
  if (p.endedAt && p.endedAt <= use.now) return `the promotion ended at ${day(p.endedAt)}`;
  if (use.now < p.bookingFrom || use.now >= p.bookingUntil) {
    return `the promotion can be used from ${day(p.bookingFrom)} until ${day(p.bookingUntil)}`;
  }
  if (use.departureDate < p.departureFrom || use.departureDate > p.departureUntil) {
    return `the promotion applies to departures from ${p.departureFrom} to ${p.departureUntil}`;
  }
  if (!p.fareCodes.includes(use.fareCode)) return `the promotion applies to the fares ${list(p.fareCodes)}`;
  if (p.markets && !p.markets.includes(use.market)) {
    return `the promotion is offered in the markets ${list(p.markets)}, not ${use.market}`;
  }
  if ('currency' in p.discount && p.discount.currency !== use.currency) {
    return `the promotion's discount is an amount in ${p.discount.currency} and applies only in ${p.discount.currency}`;
  }
  if (p.guestTypes && !use.guestTypes.some((t) => p.guestTypes!.includes(t))) {
    return `the promotion applies to guests of type ${list(p.guestTypes)}, and the party has none`;
  }
  if (p.redemptionCap !== null && use.redemptions !== undefined && use.redemptions >= p.redemptionCap) {
    return `the promotion's ${p.redemptionCap} redemptions are all taken`;
  }
  return null;
}

/** Whether the promotion reduces this guest's cabin price (its guest types; every guest when it names none). */
export const discountsGuest = (p: Pick<Promotion, 'guestTypes'>, type: GuestType) =>
  p.guestTypes === null || p.guestTypes.includes(type);
