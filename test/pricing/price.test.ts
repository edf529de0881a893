import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsOf, toMajor, toMinor } from '../../src/domain/pricing/money.js';
import {
  GUEST_TYPES,
  guestCabinPrice,
  priceBooking,
  toApiBreakdown,
  type GuestType,
  type PriceBreakdown,
  type PricingInput,
} from '../../src/domain/pricing/price.js';

const fare = (base: number, perLeg: number) => ({ base, perLeg });
const allTypes = <T>(value: T) => Object.fromEntries(GUEST_TYPES.map((t) => [t, value])) as Record<GuestType, T>;

function componentSum(b: PriceBreakdown): number {
  const lines = [...b.cabins, ...b.addons, ...b.excursions, ...b.supplementalTours];
  return (
    lines.reduce((s, l) => s + l.guests.reduce((t, g) => t + g.price, 0), 0) +
    b.vehicles.reduce((s, v) => s + v.guest.price, 0)
  );
}

const baseInput: PricingInput = {
  currency: 'NOK',
  commissionBps: 1000,
  legs: 10,
  nights: 3,
  guests: [
    { guestId: 1, type: 'ADULT' },
    { guestId: 2, type: 'CHILD' },
  ],
  cabins: [
    {
      code: 'O2',
      guestIds: [1, 2],
      singleSupplementPct: 50,
      fares: {
        ADULT: fare(100_000, 10_000),
        CHILD: fare(50_000, 5_000),
        INFANT: fare(0, 0),
        SENIOR: fare(90_000, 9_000),
      },
    },
  ],
  vehicles: [{ type: 'CAR', guestId: 1, fare: fare(40_000, 2_500) }],
  addons: [{ code: 'WIFI', guestIds: [1, 2], prices: { ADULT: 9_900, CHILD: 9_900 }, perNight: true }],
  excursions: [{ code: 'TOS-ARCTIC-CATHEDRAL', guestIds: [1], prices: { ADULT: 69_000 } }],
  supplementalTours: [],
};

describe('cabin fares', () => {
  it('prices each guest by type over the legs', () => {
    const b = priceBooking(baseInput);
    expect(b.cabins).toEqual([
      {
        code: 'O2',
        guests: [
          { guestId: 1, price: 200_000 },
          { guestId: 2, price: 100_000 },
        ],
      },
    ]);
  });

  it('adds the single supplement to a guest alone in a cabin', () => {
    expect(guestCabinPrice({ fare: fare(100_000, 10_000), legs: 10, occupancy: 1, singleSupplementPct: 50 })).toBe(
      300_000,
    );
    expect(guestCabinPrice({ fare: fare(100_000, 10_000), legs: 10, occupancy: 2, singleSupplementPct: 50 })).toBe(
      200_000,
    );
  });

  it('adds the package supplement per guest', () => {
    expect(
      guestCabinPrice({ fare: fare(1_000, 0), legs: 4, occupancy: 2, singleSupplementPct: 0, packageSupplement: 250 }),
    ).toBe(1_250);
  });
});

describe('components and total', () => {
  it('prices vehicles, per-night addons and excursions, and sums them exactly', () => {
    const b = priceBooking(baseInput);
    expect(b.vehicles).toEqual([{ code: 'CAR', guest: { guestId: 1, price: 65_000 } }]);
    expect(b.addons).toEqual([
      {
        code: 'WIFI',
        guests: [
          { guestId: 1, price: 29_700 },
          { guestId: 2, price: 29_700 },
        ],
      },
    ]);
    expect(b.excursions).toEqual([{ code: 'TOS-ARCTIC-CATHEDRAL', guests: [{ guestId: 1, price: 69_000 }] }]);
    expect(b.totalPrice).toBe(200_000 + 100_000 + 65_000 + 29_700 * 2 + 69_000);
    expect(b.commissionTotal).toBe(Math.round(b.totalPrice / 10));
  });

  it('shows items included in a package fare at zero', () => {
    const b = priceBooking({
      ...baseInput,
      addons: [{ code: 'FULLBOARD', guestIds: [1, 2], prices: { ADULT: 1, CHILD: 1 }, includedInFare: true }],
    });
    expect(b.addons[0]!.guests.map((g) => g.price)).toEqual([0, 0]);
  });

  it('has zero commission for an agency without one', () => {
    expect(priceBooking({ ...baseInput, commissionBps: 0 }).commissionTotal).toBe(0);
  });

  it('refuses a guest type without a price rather than pricing it at zero', () => {
    expect(() =>
      priceBooking({ ...baseInput, excursions: [{ code: 'X', guestIds: [2], prices: { ADULT: 1 } }] }),
    ).toThrow(/no CHILD price for X/);
  });
});

describe('a promotion’s discount', () => {
  it('reduces each listed guest’s cabin price in place, rounded half up, and nothing else', () => {
    // 13 % of guest 2's 100 000 is 13 000; guest 1 is not listed.
    const b = priceBooking({ ...baseInput, discount: { percent: 13, guestIds: [2] } });
    expect(b.cabins[0]!.guests).toEqual([
      { guestId: 1, price: 200_000 },
      { guestId: 2, price: 87_000 },
    ]);
    expect(b.discountTotal).toBe(13_000);
    expect(b.addons).toEqual(priceBooking(baseInput).addons);
    expect(b.totalPrice).toBe(priceBooking(baseInput).totalPrice - 13_000);
    expect(b.commissionTotal).toBe(basisPointsOf(b.totalPrice, 1000));
    expect(componentSum(b)).toBe(b.totalPrice);
  });

  it('takes an amount per guest, never below 0', () => {
    const b = priceBooking({ ...baseInput, discount: { amountPerGuest: 150_000, guestIds: [1, 2] } });
    expect(b.cabins[0]!.guests.map((g) => g.price)).toEqual([50_000, 0]);
    expect(b.discountTotal).toBe(250_000);
    expect(componentSum(b)).toBe(b.totalPrice);
  });

  it('rounds half up: 50 % of an odd price', () => {
    const b = priceBooking({
      ...baseInput,
      cabins: [{ ...baseInput.cabins[0]!, fares: { ADULT: fare(1, 0), CHILD: fare(3, 0) } }],
      discount: { percent: 50, guestIds: [1, 2] },
    });
    // 0.5 and 1.5 round half up to 1 and 2 taken off.
    expect(b.cabins[0]!.guests.map((g) => g.price)).toEqual([0, 1]);
    expect(b.discountTotal).toBe(3);
  });

  it('is absent from a breakdown priced without one', () => {
    expect(priceBooking(baseInput)).not.toHaveProperty('discountTotal');
  });
});

describe('money', () => {
  it('converts minor units to the currency decimals and back', () => {
    expect(toMajor(245_050, 'NOK')).toBe(2450.5);
    expect(toMajor(1_234, 'EUR')).toBe(12.34);
    expect(toMinor(12.34, 'EUR')).toBe(1_234);
    expect(basisPointsOf(1_005, 1000)).toBe(101); // 100.5 rounds half up
  });
});

describe('property: the breakdown always adds up', () => {
  const guestType = fc.constantFrom<GuestType>(...GUEST_TYPES);
  const amount = fc.integer({ min: 0, max: 5_000_000 });
  const prices = fc.record({ ADULT: amount, CHILD: amount, INFANT: amount, SENIOR: amount });

  const party = fc
    .array(guestType, { minLength: 1, maxLength: 9 })
    .map((types) => types.map((type, i) => ({ guestId: i + 1, type })));

  const input = party.chain((guests) => {
    const ids = guests.map((g) => g.guestId);
    const subset = fc.subarray(ids, { minLength: 1 });
    return fc.record({
      currency: fc.constantFrom('NOK', 'EUR'),
      commissionBps: fc.integer({ min: 0, max: 3000 }),
      legs: fc.integer({ min: 1, max: 65 }),
      nights: fc.integer({ min: 0, max: 12 }),
      guests: fc.constant(guests),
      cabins: fc.constant(
        // Two guests a cabin, in order: every guest is in exactly one cabin.
        Array.from({ length: Math.ceil(ids.length / 2) }, (_, i) => ({
          code: `G${i}`,
          guestIds: ids.slice(i * 2, i * 2 + 2),
          singleSupplementPct: 35,
          fares: allTypes(fare(123_45, 9_99)),
        })),
      ),
      vehicles: fc.array(
        fc.record({
          type: fc.constantFrom('CAR' as const, 'MOTORCYCLE' as const),
          guestId: fc.constant(1),
          fare: fc.record({ base: amount, perLeg: amount }),
        }),
        { maxLength: 2 },
      ),
      addons: fc.array(
        fc.record({
          code: fc.constantFrom('WIFI', 'DINNER'),
          guestIds: subset,
          prices,
          perNight: fc.boolean(),
          includedInFare: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
      excursions: fc.array(fc.record({ code: fc.constant('EXC'), guestIds: subset, prices }), { maxLength: 3 }),
      supplementalTours: fc.array(fc.record({ code: fc.constant('TOUR'), guestIds: fc.constant(ids), prices }), {
        maxLength: 2,
      }),
    });
  });

  it('totalPrice equals the sum of every component, in minor and in major units', () => {
    fc.assert(
      fc.property(input, (i) => {
        const b = priceBooking(i);
        expect(b.totalPrice).toBe(componentSum(b));
        expect(b.commissionTotal).toBeGreaterThanOrEqual(0);
        expect(b.commissionTotal).toBeLessThanOrEqual(b.totalPrice);
        const api = toApiBreakdown(b, i.currency);
        // A partner summing the API's numbers in minor units gets the API's total.
        const sumMinor =
          [...api.cabins, ...api.addons, ...api.excursions, ...api.supplementalTours]
            .flatMap((l) => l.guests)
            .reduce((s, g) => s + toMinor(g.price, i.currency), 0) +
          api.vehicles.reduce((s, v) => s + toMinor(v.guest.price, i.currency), 0);
        expect(sumMinor).toBe(toMinor(api.totalPrice, i.currency));
      }),
      { numRuns: 300 },
    );
  });
});
