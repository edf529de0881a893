/**
 * The pure rules of V2 search (src/domain/sessions/search-rules.ts): the range and currency a search may ask, what a
 * voyage offers the party (grades on sale, each guest's price, free cabins), and whether the vehicles fit; and the
 * rules V1's package search shares with it.
 */
import { describe, expect, it } from 'vitest';
import type { Grade, GradeFares } from '../../src/domain/catalog/catalog-reads.js';
import { FieldErrorCollector } from '../../src/kernel/errors.js';
import {
  availableCabinsOf,
  checkAgencyCurrency,
  checkRangeAndCurrency,
  faresForParty,
  offeredGrades,
  resultAndOffer,
  sharedCabinPrice,
  vehiclesFit,
  type FoundVoyage,
} from '../../src/domain/sessions/search-rules.js';
import type { SaleFareOffer } from '../../src/domain/sessions/fare-offers.js';
import { STANDARD_FARE } from '../../src/domain/pricing/fare-rules.js';
import { createOfferedGradesMemo } from '../../src/domain/sessions/search.js';

function check(body: { departureDateFrom: string; departureDateTo?: string; currency?: string }) {
  const errors = new FieldErrorCollector();
  const checked = checkRangeAndCurrency(errors, body, { currencies: ['NOK', 'EUR'] });
  return { checked, errors: errors.errors };
}

describe('checkRangeAndCurrency', () => {
  it("defaults the range to one day and the currency to the agency's first", () => {
    expect(check({ departureDateFrom: '2027-05-01' })).toEqual({
      checked: { from: '2027-05-01', to: '2027-05-01', currency: 'NOK' },
      errors: {},
    });
  });

  it('accepts 31 days, names departureDateTo for 32 days or a range that runs backwards', () => {
    expect(check({ departureDateFrom: '2027-05-01', departureDateTo: '2027-05-31' }).errors).toEqual({});
    expect(check({ departureDateFrom: '2027-05-01', departureDateTo: '2027-06-01' }).errors).toEqual({
      departureDateTo: ['must be within 31 days of departureDateFrom'],
    });
    expect(check({ departureDateFrom: '2027-05-01', departureDateTo: '2027-04-30' }).errors).toEqual({
      departureDateTo: ['must not be before departureDateFrom'],
    });
  });

  it("names currency when it is not one of the agency's", () => {
    expect(check({ departureDateFrom: '2027-05-01', currency: 'USD' }).errors).toEqual({
      currency: ["must be one of the agency's currencies: NOK, EUR"],
    });
  });
});

const grade = (over: Partial<Grade> & Pick<Grade, 'id' | 'code'>): Grade => ({
  shipCode: 'NORD',
  cabinType: 'Outside',
  description: over.code,
  minimumOccupancy: 1,
  maximumOccupancy: 2,
  hasSpecificCabins: true,
  capacity: null,
  singleSupplementPct: 0,
  ...over,
});
const ADULT_AND_CHILD = [
  { guestId: 1, type: 'ADULT' as const },
  { guestId: 2, type: 'CHILD' as const },
];
const FARES = new Map<string, GradeFares>([
  [
    'O2',
    {
      ADULT: { base: 100_00, perLeg: 50_00 },
      CHILD: { base: 50_00, perLeg: 25_00 },
    },
  ],
  ['A1', { ADULT: { base: 300_00, perLeg: 0 } }],
  ['DECK', { ADULT: { base: 10_00, perLeg: 5_00 }, CHILD: { base: 5_00, perLeg: 0 } }],
]);
/** The fares on sale when the voyage sells STANDARD alone, priced as given. */
const standardOnly = (prices: Map<string, GradeFares>): SaleFareOffer[] => [
  { fare: STANDARD_FARE, prices, placesLeft: null },
];
const NO_FREE = { cabins: new Map<number, number>(), capacity: new Map<number, number>() };

describe('offeredGrades', () => {
  it("prices each guest over the legs and leaves out a grade without a fare for every guest's type", () => {
    const offered = offeredGrades({
      grades: [grade({ id: 1, code: 'O2' }), grade({ id: 2, code: 'A1' }), grade({ id: 3, code: 'NOFARE' })],
      saleFares: standardOnly(FARES),
      guests: ADULT_AND_CHILD,
      legs: 3,
      availability: { cabins: new Map([[1, 4]]), capacity: new Map() },
      currency: 'NOK',
    });
    expect(offered.map((g) => [g.code, g.availableCabins, g.pricePerGuest])).toEqual([
      [
        'O2',
        4,
        [
          { guestId: 1, price: 250 },
          { guestId: 2, price: 125 },
        ],
      ],
    ]);
  });

  it('adds the single supplement for one guest and the package supplement per guest type', () => {
    const [single] = offeredGrades({
      grades: [grade({ id: 1, code: 'O2', singleSupplementPct: 50 })],
      saleFares: standardOnly(FARES),
      guests: [{ guestId: 1, type: 'ADULT' }],
      legs: 2,
      availability: NO_FREE,
      packageSupplements: { ADULT: 75_00 },
      currency: 'NOK',
    });
    // (100 + 2 * 50) = 200, half again for one guest in the cabin, 75 of package supplement.
    expect(single!.pricePerGuest).toEqual([{ guestId: 1, price: 375 }]);
    expect(single!.availableCabins).toBe(0);
  });

  it('shows the units left of a counted grade, and nothing for a fare table unknown in the currency', () => {
    const counted = grade({ id: 3, code: 'DECK', hasSpecificCabins: false, capacity: 80 });
    const input = { grades: [counted], guests: ADULT_AND_CHILD, legs: 1, currency: 'NOK' };
    const [deck] = offeredGrades({
      ...input,
      saleFares: standardOnly(FARES),
      availability: { cabins: new Map(), capacity: new Map([[3, 12]]) },
    });
    expect(deck).toMatchObject({ code: 'DECK', availableCabins: 12, hasSpecificCabins: false });
    expect(offeredGrades({ ...input, saleFares: [], availability: NO_FREE })).toEqual([]);
  });
});

describe('vehiclesFit', () => {
  it('counts each vehicle type against its own free slots', () => {
    expect(vehiclesFit(['CAR', 'CAR'], { CAR: 2, MOTORCYCLE: 0 })).toBe(true);
    expect(vehiclesFit(['CAR', 'CAR'], { CAR: 1, MOTORCYCLE: 5 })).toBe(false);
    expect(vehiclesFit(['CAR', 'MOTORCYCLE'], { CAR: 1, MOTORCYCLE: 0 })).toBe(false);
  });

  it('fits when no vehicle is asked for or the slots were not read', () => {
    expect(vehiclesFit([], { CAR: 0, MOTORCYCLE: 0 })).toBe(true);
    expect(vehiclesFit(['CAR'], null)).toBe(true);
  });
});

describe('resultAndOffer', () => {
  const voyage: FoundVoyage = {
    sailingId: 7,
    fromSeq: 1,
    toSeq: 4,
    shipCode: 'NORD',
    fareTableCode: 'STD',
    departureAt: '2027-05-01 18:30:00',
    arrivalAt: '2027-05-03 09:00:00',
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    inventoryVersion: '1.1',
  };
  const cabinGrades = offeredGrades({
    grades: [grade({ id: 1, code: 'O2' })],
    saleFares: standardOnly(FARES),
    guests: ADULT_AND_CHILD,
    legs: 3,
    availability: NO_FREE,
    currency: 'NOK',
  });

  it('records on the session the legs and the grade codes the result shows', () => {
    const { result, offer } = resultAndOffer(voyage, cabinGrades, false);
    expect(result).toMatchObject({ departurePort: 'BGO', arrivalPort: 'TOS', vehiclesAvailable: false });
    expect(result).not.toHaveProperty('packageCode');
    expect(offer).toMatchObject({ sailingId: 7, fromSeq: 1, toSeq: 4, gradeCodes: ['O2'] });
    expect(offer.departureDate).toBe(result.departureDate);
  });

  it("names the package in the result and the offer of a package's departure", () => {
    const { result, offer } = resultAndOffer({ ...voyage, packageCode: 'NC7', packageName: 'North Cape' }, [], true);
    expect(result).toMatchObject({ packageCode: 'NC7', packageName: 'North Cape', cabinGrades: [] });
    expect(offer.packageCode).toBe('NC7');
  });
});

describe('the rules V1 package search shares', () => {
  const grade = { id: 7, hasSpecificCabins: true, maximumOccupancy: 2, singleSupplementPct: 50 };
  const availability = { cabins: new Map([[7, 3]]), capacity: new Map([[7, 40]]) };

  it("names the field the request used for a currency that is not the agency's", () => {
    const errors = new FieldErrorCollector();
    checkAgencyCurrency(errors, 'Currency', 'SEK', ['NOK', 'EUR']);
    checkAgencyCurrency(errors, 'currency', 'NOK', ['NOK', 'EUR']);
    expect(errors.errors).toEqual({ Currency: ["must be one of the agency's currencies: NOK, EUR"] });
  });

  it('puts a grade on sale to a party only with a fare for every guest type of it', () => {
    const fares: GradeFares = { ADULT: { base: 100, perLeg: 10 } };
    expect(faresForParty(fares, ['ADULT', 'ADULT'])).toBe(fares);
    expect(faresForParty(fares, ['ADULT', 'CHILD'])).toBeUndefined();
    expect(faresForParty(undefined, ['ADULT'])).toBeUndefined();
  });

  it('counts free cabins of a grade with specific cabins, units left of a counted one', () => {
    expect(availableCabinsOf(grade, availability)).toBe(3);
    expect(availableCabinsOf({ ...grade, hasSpecificCabins: false }, availability)).toBe(40);
    expect(availableCabinsOf({ ...grade, id: 8 }, availability)).toBe(0);
  });

  it('prices a guest sharing a cabin with the party, with the single supplement when alone', () => {
    const fare = { base: 1000, perLeg: 100 };
    expect(sharedCabinPrice(grade, fare, 2, 3, 50)).toBe(1250);
    expect(sharedCabinPrice(grade, fare, 2, 1, 0)).toBe(1800);
  });
});

describe('offeredGrades, memoised (sessions/search.ts createOfferedGradesMemo)', () => {
  const grades = [grade({ id: 1, code: 'O2' }), grade({ id: 2, code: 'DECK', hasSpecificCabins: false })];
  const flex = { ...STANDARD_FARE, fareCode: 'FLEX', name: 'Flex' };
  const input = (over: Partial<Parameters<typeof offeredGrades>[0]> = {}) => ({
    grades,
    saleFares: [
      { fare: STANDARD_FARE, prices: FARES, placesLeft: null },
      { fare: flex, prices: FARES, placesLeft: 3 },
    ],
    guests: ADULT_AND_CHILD,
    legs: 2,
    availability: { cabins: new Map([[1, 4]]), capacity: new Map([[2, 10]]) },
    currency: 'NOK',
    ...over,
  });

  it('answers what offeredGrades answers for every input, and the same objects while the input is the same', () => {
    const memo = createOfferedGradesMemo();
    const first = memo.of(input());
    expect(first).toEqual(offeredGrades(input()));
    expect(memo.of(input())).toBe(first);

    // What availability changes: a grade's free cabins, a fare's room, are new answers, each as offeredGrades says.
    const variants = [
      input({ availability: { cabins: new Map([[1, 3]]), capacity: new Map([[2, 10]]) } }),
      input({ availability: { cabins: new Map([[1, 4]]), capacity: new Map([[2, 0]]) } }),
      input({
        saleFares: [
          { fare: STANDARD_FARE, prices: FARES, placesLeft: null },
          { fare: flex, prices: FARES, placesLeft: 0 },
        ],
      }),
      input({ legs: 3 }),
      input({ currency: 'EUR' }),
      input({ guests: [{ guestId: 1, type: 'ADULT' }] }),
      // A reloaded catalogue: equal values in new objects (a changed price is a new object too).
      input({ grades: grades.map((g) => ({ ...g, description: `${g.description}, renovated` })) }),
      input({
        saleFares: [
          {
            fare: STANDARD_FARE,
            prices: new Map([...FARES, ['O2', { ADULT: { base: 1, perLeg: 1 }, CHILD: { base: 1, perLeg: 1 } }]]),
            placesLeft: null,
          },
        ],
      }),
    ];
    for (const variant of variants) {
      const answer = memo.of(variant);
      expect(answer).not.toBe(first);
      expect(answer).toEqual(offeredGrades(variant));
    }
    expect(memo.of(variants[2]!)[0]!.fares.find((f) => f.fareCode === 'FLEX')!.available).toBe(false);
  });

  it('does not keep an answer with a promotion', () => {
    const memo = createOfferedGradesMemo();
    const promotion = {
      promotionCode: 'SPRING',
      name: 'Spring',
      appliesTo: new Set(['STANDARD']),
      discount: { percent: 10 },
      discountsGuest: () => true,
    };
    const a = memo.of(input({ promotion }));
    expect(memo.of(input({ promotion }))).not.toBe(a);
    expect(a).toEqual(offeredGrades(input({ promotion })));
  });
});
