/**
 * What a booking was sold under (commerce.md): its fare with the fare's rules as they were, and the promotion it
 * took with its discount as it was. Both are kept on the booking row (bookings.fare, bookings.promotion), so that
 * an ended promotion, a closed fare or a new catalogue never changes a held or sold booking's price or terms.
 */
import type { GuestType } from '../pricing/price.js';
import { STANDARD_FARE, type Fare } from '../pricing/fare-rules.js';
import { discountRuleOf, type PromotionDiscount } from '../promotions/rules.js';

export interface BookingPromotion {
  promotionCode: string;
  name: string;
  discount: PromotionDiscount;
  /** The guests whose cabin price it reduces; null: every guest. */
  guestTypes: GuestType[] | null;
}

/** The booking row's fare: STANDARD's rules for a booking made before fares existed (bookings.fare null). */
export const fareOfBooking = (stored: unknown): Fare => (stored ?? STANDARD_FARE) as Fare;

/** The promotion's discount on the booking's guests, as pricing takes it (price.ts CabinDiscount). */
export function cabinDiscountOf(promotion: BookingPromotion | null, guests: { guestId: number; type: GuestType }[]) {
  if (!promotion) return undefined;
  const guestIds = guests
    .filter((g) => promotion.guestTypes === null || promotion.guestTypes.includes(g.type))
    .map((g) => g.guestId);
  return { ...discountRuleOf(promotion.discount), guestIds };
}
