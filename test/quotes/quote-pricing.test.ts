/**
 * The pure V1 quote rules: cabin placement, cabin prices, passenger totals, payment schedule.
 */
import { describe, expect, it } from 'vitest';
import { paymentSchedule } from '../../src/domain/bookings/payment-terms.js';
import { cabinPricesOf, passengerTotals, placeParty } from '../../src/domain/quotes/pricing.js';
import { wallClockToInstant } from '../../src/kernel/time.js';
import type { QuotePassenger, QuoteState } from '../../src/domain/quotes/types.js';

const party = (...ages: ('ADULT' | 'CHILD')[]): QuotePassenger[] =>
  ages.map((ageCategory, i) => ({ id: `p${i + 1}`, ageCategory }));

describe('placeParty', () => {
  it('puts a party that fits in one cabin together', () => {
    expect(placeParty(party('ADULT', 'ADULT', 'CHILD'), { minimumOccupancy: 1, maximumOccupancy: 4 })).toEqual([
      ['p1', 'p2', 'p3'],
    ]);
  });

  it('spreads a larger party evenly, one adult in each cabin first', () => {
    expect(placeParty(party('ADULT', 'ADULT', 'CHILD'), { minimumOccupancy: 1, maximumOccupancy: 2 })).toEqual([
      ['p1', 'p3'],
      ['p2'],
    ]);
    expect(
      placeParty(party('ADULT', 'ADULT', 'ADULT', 'CHILD', 'CHILD'), { minimumOccupancy: 1, maximumOccupancy: 2 }),
    ).toEqual([['p1', 'p4'], ['p2', 'p5'], ['p3']]);
  });

  it('refuses a category where a cabin would have no adult, or below its minimum occupancy', () => {
    expect(placeParty(party('ADULT', 'CHILD', 'CHILD'), { minimumOccupancy: 1, maximumOccupancy: 2 })).toBeNull();
    expect(placeParty(party('ADULT'), { minimumOccupancy: 2, maximumOccupancy: 2 })).toBeNull();
    expect(placeParty([], { minimumOccupancy: 1, maximumOccupancy: 2 })).toBeNull();
  });
});

describe('cabinPricesOf', () => {
  const fares = { ADULT: { base: 100_00, perLeg: 10_00 }, CHILD: { base: 50_00, perLeg: 5_00 } };

  it('is fare over the legs plus the package supplement, with the single supplement for a guest alone', () => {
    const prices = cabinPricesOf({
      passengers: party('ADULT', 'ADULT', 'CHILD'),
      cabins: [['p1', 'p3'], ['p2']],
      fares,
      supplements: { ADULT: 30_00, CHILD: 15_00 },
      legs: 3,
      singleSupplementPct: 50,
    });
    expect(prices).toEqual({ p1: 130_00 + 30_00, p3: 65_00 + 15_00, p2: 130_00 + 65_00 + 30_00 });
  });

  it('is null when an age category has no fare', () => {
    expect(
      cabinPricesOf({
        passengers: party('ADULT', 'CHILD'),
        cabins: [['p1', 'p2']],
        fares: { ADULT: fares.ADULT },
        supplements: {},
        legs: 1,
        singleSupplementPct: 0,
      }),
    ).toBeNull();
  });
});

describe('passengerTotals', () => {
  it('adds each passenger their extras (unit price times quantity) and supplemental packages', () => {
    const state: QuoteState = {
      version: 1,
      passengers: party('ADULT', 'CHILD'),
      cabin: { category: 'I2', superCategory: 'Inside', cabins: [['p1', 'p2']] },
      cabinPrices: { p1: 1000, p2: 500 },
      extras: [
        { kind: 'addon', id: 'a', code: 'A', passengerId: 'p1', quantity: 3, unitPrice: 7 },
        { kind: 'meal', id: 'm', code: 'M', passengerId: 'p2', quantity: 1, unitPrice: 11 },
      ],
      supplementalPackages: {
        arrival: { code: 'T', passengerIds: ['p2'], routeOverrides: [], prices: { p2: 100 } },
      },
    };
    expect(passengerTotals(state)).toEqual({ p1: 1021, p2: 611 });
  });
});

describe('paymentSchedule', () => {
  it('asks 20 % deposit within 7 days and the rest 60 days before departure', () => {
    const s = paymentSchedule({
      fullAmount: 12_345,
      createdAt: new Date('2026-10-01T00:00:00Z'),
      departsAt: new Date('2027-01-10T21:30:00Z'),
    });
    expect(s.depositAmount).toBe(2469);
    expect(s.depositDueBy.toISOString()).toBe('2026-10-08T00:00:00.000Z');
    expect(s.dueBy.toISOString()).toBe('2026-11-11T21:30:00.000Z');
  });

  it('rounds the deposit half up to whole minor units', () => {
    const at = { createdAt: new Date('2026-01-01T00:00:00Z'), departsAt: new Date('2027-01-01T00:00:00Z') };
    expect(paymentSchedule({ fullAmount: 12_342, ...at }).depositAmount).toBe(2468); // 2468.4
    expect(paymentSchedule({ fullAmount: 12_343, ...at }).depositAmount).toBe(2469); // 2468.6
    expect(paymentSchedule({ fullAmount: 5, ...at }).depositAmount).toBe(1);
  });

  it('makes everything due at once when departure is less than 60 days away', () => {
    const created = new Date('2027-01-05T09:00:00Z');
    const s = paymentSchedule({ fullAmount: 100, createdAt: created, departsAt: new Date('2027-01-10T21:30:00Z') });
    expect(s.dueBy).toEqual(created);
    expect(s.depositDueBy).toEqual(created);
  });
});

describe('wallClockToInstant', () => {
  it('reads operator-local times in winter and in summer time', () => {
    expect(wallClockToInstant('2027-01-10T22:30:00', 'Europe/Oslo').toISOString()).toBe('2027-01-10T21:30:00.000Z');
    expect(wallClockToInstant('2027-07-10T22:30:00', 'Europe/Oslo').toISOString()).toBe('2027-07-10T20:30:00.000Z');
    expect(wallClockToInstant('2027-03-28T01:30:00', 'Europe/Oslo').toISOString()).toBe('2027-03-28T00:30:00.000Z');
  });
});
