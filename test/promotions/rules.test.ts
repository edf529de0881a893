/**
 * When a promotion code applies (commerce.md, "Promotions"), and the reason in words when it does not: each
 * rule alone, on a promotion that otherwise applies.
 */
import { describe, expect, it } from 'vitest';
import {
  discountsGuest,
  notApplicableReason,
  promotionState,
  type Promotion,
  type PromotionUse,
} from '../../src/domain/promotions/rules.js';
import { NORTHERN_LIGHTS } from '../support/promotions.js';

const promo: Promotion = { ...NORTHERN_LIGHTS, endedAt: null };
const use: PromotionUse = {
  now: new Date('2026-11-28T12:00:00Z'),
  fareCode: 'STANDARD',
  departureDate: '2027-01-10',
  market: 'NO',
  currency: 'NOK',
  guestTypes: ['ADULT', 'CHILD'],
};

describe('promotion rules', () => {
  it('applies inside its windows, to its fares', () => {
    expect(notApplicableReason(promo, use)).toBeNull();
    expect(notApplicableReason(promo, { ...use, departureDate: '2027-03-31' })).toBeNull();
    expect(notApplicableReason(promo, { ...use, now: promo.bookingFrom })).toBeNull();
  });

  it('names the booking window, the departure window and the fares', () => {
    expect(notApplicableReason(promo, { ...use, now: promo.bookingUntil })).toBe(
      'the promotion can be used from 2026-11-01T00:00:00Z until 2027-01-01T00:00:00Z',
    );
    expect(notApplicableReason(promo, { ...use, departureDate: '2027-04-01' })).toBe(
      'the promotion applies to departures from 2027-01-01 to 2027-03-31',
    );
    expect(notApplicableReason(promo, { ...use, fareCode: 'SAVER' })).toBe(
      'the promotion applies to the fares FLEX, STANDARD',
    );
  });

  it('names an ended promotion, a market, a currency, guest types and a cap reached', () => {
    const ended = { ...promo, endedAt: new Date('2026-11-20T08:00:00Z') };
    expect(notApplicableReason(ended, use)).toBe('the promotion ended at 2026-11-20T08:00:00Z');
    expect(notApplicableReason({ ...promo, markets: ['DE', 'AT'] }, use)).toBe(
      'the promotion is offered in the markets DE, AT, not NO',
    );
    expect(notApplicableReason({ ...promo, discount: { amount: 5000, currency: 'EUR' } }, use)).toBe(
      "the promotion's discount is an amount in EUR and applies only in EUR",
    );
    expect(notApplicableReason({ ...promo, guestTypes: ['SENIOR'] }, use)).toBe(
      'the promotion applies to guests of type SENIOR, and the party has none',
    );
    expect(notApplicableReason({ ...promo, redemptionCap: 3 }, { ...use, redemptions: 3 })).toBe(
      "the promotion's 3 redemptions are all taken",
    );
    expect(notApplicableReason({ ...promo, redemptionCap: 3 }, { ...use, redemptions: 2 })).toBeNull();
  });

  it('discounts the guests of its types, or every guest', () => {
    expect(discountsGuest(promo, 'CHILD')).toBe(true);
    expect(discountsGuest({ guestTypes: ['SENIOR'] }, 'CHILD')).toBe(false);
    expect(discountsGuest({ guestTypes: ['SENIOR'] }, 'SENIOR')).toBe(true);
  });

  it('is scheduled before its booking window, active in it, ended after it or once ended by staff', () => {
    const at = (iso: string) => new Date(iso);
    expect(promotionState(promo, at('2026-10-31T23:59:59Z'))).toBe('SCHEDULED');
    expect(promotionState(promo, promo.bookingFrom)).toBe('ACTIVE');
    expect(promotionState(promo, at('2026-12-31T23:59:59Z'))).toBe('ACTIVE');
    expect(promotionState(promo, promo.bookingUntil)).toBe('ENDED');
    const ended = { ...promo, endedAt: at('2026-11-28T12:00:00Z') };
    expect(promotionState(ended, at('2026-11-28T11:59:59Z'))).toBe('ACTIVE');
    expect(promotionState(ended, ended.endedAt)).toBe('ENDED');
    // Ended before it began: never active.
    expect(promotionState({ ...promo, endedAt: at('2026-10-01T00:00:00Z') }, at('2026-10-15T00:00:00Z'))).toBe('ENDED');
  });
});
