/** A promotion that applies to a STANDARD or FLEX booking departing in early 2027, booked in late 2026. */
import type { PromotionInput } from '../../src/domain/promotions/rules.js';

export const NORTHERN_LIGHTS: PromotionInput = {
  promotionCode: 'NORTHERNLIGHTS27',
  name: 'Northern lights',
  fareCodes: ['FLEX', 'STANDARD'],
  discount: { percent: 10 },
  bookingFrom: new Date('2026-11-01T00:00:00Z'),
  bookingUntil: new Date('2027-01-01T00:00:00Z'),
  departureFrom: '2027-01-01',
  departureUntil: '2027-03-31',
  markets: null,
  guestTypes: null,
  redemptionCap: null,
};
