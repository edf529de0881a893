/**
 * A booking's terms under its fare (domain/bookings/terms.ts): each tier begins at the instant the cancellation
 * policy starts charging it (checked against daysBeforeDeparture on either side of the instant, across a
 * daylight-saving change), deposit and balance add up to the total, and a kept deposit shows in every tier.
 */
import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../../src/domain/catalog/demo.js';
import { fareOfFile } from '../../src/domain/catalog/import-rows.js';
import { daysBeforeDeparture } from '../../src/domain/bookings/cancellation-policy.js';
import { bookingTerms } from '../../src/domain/bookings/terms.js';
import { fareCancellationFee, tierAt, type Fare } from '../../src/domain/pricing/fare-rules.js';
import { toMinor } from '../../src/domain/pricing/money.js';

const ZONE = 'Europe/Oslo';
const fares: Fare[] = generateDemoCatalog({ startDate: '2027-01-01', days: 1, shipCount: 1 }).fares!.map(fareOfFile);
// Departs on a summer evening; the tiers' instants fall on both sides of the March change to summer time.
const departureLocal = '2027-06-15T22:30:00';
const departureAt = new Date('2027-06-15T20:30:00Z');
const confirmAt = new Date('2027-01-05T10:00:00Z');
const total = 1_234_567;
const termsOf = (fare: Fare, priceGuaranteedUntil?: Date) =>
  bookingTerms({
    fare,
    currency: 'NOK',
    totalMinor: total,
    confirmAt,
    departureAt,
    departureLocal,
    timeZone: ZONE,
    priceGuaranteedUntil,
  });

describe.each(fares)('the terms of a $fareCode booking', (fare) => {
  const terms = termsOf(fare, new Date('2027-01-05T10:20:00Z'));

  it('begins each tier at the instant the policy starts charging it, with what it would charge', () => {
    terms.cancellation.forEach((tier, i) => {
      expect(tier.fromDaysBeforeDeparture).toBe(fare.cancellation[i]!.fromDays);
      if (i === 0) return expect(tier.startsAt).toBeNull();
      const starts = new Date(tier.startsAt!);
      const daysAt = (instant: Date) => daysBeforeDeparture(instant, departureLocal, ZONE);
      expect(tierAt(fare, daysAt(starts))).toEqual(fare.cancellation[i]);
      expect(tierAt(fare, daysAt(new Date(starts.getTime() - 1)))).toEqual(fare.cancellation[i - 1]);
      expect(toMinor(tier.fee.amount, 'NOK')).toBe(fareCancellationFee(fare, total, daysAt(starts)));
    });
  });

  it('splits the total into deposit and balance exactly, due by the payment schedule', () => {
    expect(toMinor(terms.deposit.amount, 'NOK') + toMinor(terms.balance.amount, 'NOK')).toBe(total);
    expect(terms.deposit).toMatchObject({ percent: fare.depositPercent, refundable: fare.depositRefundable });
    expect(terms.deposit.dueAt).toBe('2027-01-12T10:00:00.000Z');
    expect(terms.balance.dueAt).toBe(new Date(departureAt.getTime() - 60 * 86_400_000).toISOString());
    expect(terms.priceGuaranteedUntil).toBe('2027-01-05T10:20:00.000Z');
  });

  it('ends changes at the local midnight their limit names', () => {
    const c = fare.changes;
    const allowed = new Date(terms.changes.allowedUntil);
    expect(daysBeforeDeparture(new Date(allowed.getTime() - 1), departureLocal, ZONE)).toBe(c.untilDays);
    expect(daysBeforeDeparture(allowed, departureLocal, ZONE)).toBe(c.untilDays - 1);
    expect(terms.changes.freeUntil === null).toBe(c.freeUntilDays === null);
    expect(terms.changes.fee).toBe(c.fee.find((f) => f.currency === 'NOK')!.amount / 100);
  });
});

it('never shows a tier below a deposit that is kept', () => {
  const saver = fares.find((f) => !f.depositRefundable)!;
  const terms = bookingTerms({
    fare: saver,
    currency: 'NOK',
    totalMinor: total,
    confirmAt,
    departureAt,
    departureLocal,
    timeZone: ZONE,
  });
  for (const tier of terms.cancellation) expect(tier.fee.amount).toBeGreaterThanOrEqual(terms.deposit.amount);
  expect(terms).not.toHaveProperty('priceGuaranteedUntil');
});
