/**
 * The rules of a promotion (commerce.md, "Promotions"), pure: whether a code applies to a booking, and the
 * reason in words when it does not. The search shows a code on the fares it applies to; create refuses one that
 * does not apply with PROMOTION_NOT_APPLICABLE and the reason. The discount itself is priced by
 * domain/pricing/price.ts (each eligible guest's cabin price reduced in place), so priceBreakdown adds up.
 */
import type { DiscountRule, GuestType } from '../pricing/price.js';

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

/** The discount as pricing applies it to one guest's cabin price (price.ts discountOf). */
export const discountRuleOf = (d: PromotionDiscount): DiscountRule =>
  'percent' in d ? { percent: d.percent } : { amountPerGuest: d.amount };

/** Whether the promotion reduces this guest's cabin price (its guest types; every guest when it names none). */
export const discountsGuest = (p: Pick<Promotion, 'guestTypes'>, type: GuestType) =>
  p.guestTypes === null || p.guestTypes.includes(type);

/** What the operator's staff enter for a promotion (the portal's form, parsed): a Promotion before it exists. */
export type PromotionInput = Omit<Promotion, 'endedAt'>;

export const PROMOTION_CODE_PATTERN = /^[A-Z0-9]{3,30}$/;

/**
 * The faults of a promotion as entered, by field (the portal shows each beside its field); empty when it holds.
 * `fares` are the fare codes the catalogue defines.
 */
export function promotionInputProblems(p: PromotionInput, fares: ReadonlySet<string>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!PROMOTION_CODE_PATTERN.test(p.promotionCode)) {
    problems.promotionCode = 'must be 3 to 30 upper-case letters and digits, such as NORTHERNLIGHTS27';
  }
  if (p.name.trim().length === 0 || p.name.length > 100) problems.name = 'must be 1 to 100 characters';
  const unknown = p.fareCodes.filter((f) => !fares.has(f));
  if (p.fareCodes.length === 0) problems.fareCodes = 'must name at least one fare';
  else if (unknown.length > 0) problems.fareCodes = `names fares the catalogue does not have: ${list(unknown)}`;
  if ('percent' in p.discount) {
    if (!Number.isInteger(p.discount.percent) || p.discount.percent < 1 || p.discount.percent > 100) {
      problems.discount = 'a percent must be a whole number from 1 to 100';
    }
  } else if (!Number.isSafeInteger(p.discount.amount) || p.discount.amount <= 0) {
    problems.discount = 'an amount per guest must be above 0';
  }
  if (!(p.bookingFrom < p.bookingUntil)) problems.bookingUntil = 'must be after the start of the booking window';
  if (p.departureUntil < p.departureFrom) problems.departureUntil = 'must not be before the first departure date';
  if (p.markets !== null && p.markets.length === 0) problems.markets = 'must name a market, or be left empty for all';
  if (p.guestTypes !== null && p.guestTypes.length === 0) {
    problems.guestTypes = 'must name a guest type, or be left empty for all';
  }
  if (p.redemptionCap !== null && (!Number.isSafeInteger(p.redemptionCap) || p.redemptionCap < 1)) {
    problems.redemptionCap = 'must be a whole number of bookings, at least 1, or left empty for no cap';
  }
  return problems;
}

export type PromotionState = 'SCHEDULED' | 'ACTIVE' | 'ENDED';

/**
 * Where a promotion stands at `now`, as the operator's staff see it: before its booking window, in it, or past
 * it (its window closed, or ended by staff). Only the booking window and the end count: an active code can still
 * fail to apply to a booking (its fares, departures, markets, cap), which notApplicableReason says.
 */
export function promotionState(
  p: Pick<Promotion, 'bookingFrom' | 'bookingUntil' | 'endedAt'>,
  now: Date,
): PromotionState {
  if ((p.endedAt && p.endedAt <= now) || now >= p.bookingUntil) return 'ENDED';
  return now < p.bookingFrom ? 'SCHEDULED' : 'ACTIVE';
}
