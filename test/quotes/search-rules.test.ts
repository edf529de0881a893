/**
 * The pure rules of V1 package search: who may search, who travels, and which category the quote is
 * priced at (cheapest with room, ties to the first code).
 */
import { describe, expect, it } from 'vitest';
import type { Grade, GradeFares } from '../../src/domain/catalog/catalog-reads.js';
import {
  cheapestCategory,
  checkPackageSearch,
  partyOf,
  type CategoryChoiceInput,
} from '../../src/domain/quotes/search-rules.js';
import { appErrorOf } from '../support/errors.js';

const query = (over: Partial<{ Adults: number; Children: number; Currency: string }>) =>
  ({ StartDate: '2027-05-01', Currency: 'NOK', ...over }) as Parameters<typeof checkPackageSearch>[0];

const fieldErrors = (run: () => void) => appErrorOf(run).errors;

describe('checkPackageSearch', () => {
  it('accepts a party of adults and children in one of the agency currencies', () => {
    expect(() => checkPackageSearch(query({ Adults: 2, Children: 1 }), ['NOK', 'EUR'])).not.toThrow();
  });

  it('names both fields for a party of none or more than nine, and Adults for children alone', () => {
    expect(Object.keys(fieldErrors(() => checkPackageSearch(query({}), ['NOK']))!)).toEqual(['Adults', 'Children']);
    expect(Object.keys(fieldErrors(() => checkPackageSearch(query({ Adults: 5, Children: 5 }), ['NOK']))!)).toEqual([
      'Adults',
      'Children',
    ]);
    expect(fieldErrors(() => checkPackageSearch(query({ Children: 2 }), ['NOK']))).toEqual({
      Adults: ['must be at least 1: children travel with an adult'],
    });
  });

  it("names Currency when it is not one of the agency's", () => {
    expect(fieldErrors(() => checkPackageSearch(query({ Adults: 1, Currency: 'USD' }), ['NOK', 'EUR']))).toEqual({
      Currency: ["must be one of the agency's currencies: NOK, EUR"],
    });
  });
});

describe('partyOf', () => {
  it('lists adults first, each with a new id', () => {
    let n = 0;
    expect(partyOf(2, 1, () => `id${++n}`)).toEqual([
      { id: 'id1', ageCategory: 'ADULT' },
      { id: 'id2', ageCategory: 'ADULT' },
      { id: 'id3', ageCategory: 'CHILD' },
    ]);
  });
});

describe('cheapestCategory', () => {
  const grade = (id: number, code: string, over: Partial<Grade> = {}): Grade => ({
    id,
    shipCode: 'SHIP',
    code,
    cabinType: 'Inside',
    description: code,
    minimumOccupancy: 1,
    maximumOccupancy: 2,
    hasSpecificCabins: true,
    capacity: null,
    singleSupplementPct: 50,
    ...over,
  });
  const fare = (base: number) => ({ ADULT: { base, perLeg: 0 }, CHILD: { base: base / 2, perLeg: 0 } });
  const input = (over: Partial<CategoryChoiceInput>): CategoryChoiceInput => ({
    passengers: [
      { id: 'a', ageCategory: 'ADULT' },
      { id: 'b', ageCategory: 'ADULT' },
    ],
    grades: [grade(1, 'B'), grade(2, 'A')],
    fares: new Map([
      ['A', fare(200_00)],
      ['B', fare(100_00)],
    ]),
    supplement: { ADULT: 0, CHILD: 0 },
    legs: 2,
    freeCabins: new Map([
      [1, 5],
      [2, 5],
    ]),
    freeUnits: new Map(),
    ...over,
  });

  it('chooses the cheapest category with room and lists every category on sale with its adult price', () => {
    const { offers, best } = cheapestCategory(input({}));
    expect(offers.map((o) => [o.category, o.price, o.availableCabins])).toEqual([
      ['B', 100_00, 5],
      ['A', 200_00, 5],
    ]);
    expect(best).toEqual({
      total: 200_00,
      category: 'B',
      superCategory: 'Inside',
      cabins: [['a', 'b']],
      prices: { a: 100_00, b: 100_00 },
    });
  });

  it('passes over a category without a free cabin, and chooses none when no category has room', () => {
    expect(cheapestCategory(input({ freeCabins: new Map([[2, 1]]) })).best?.category).toBe('A');
    const none = cheapestCategory(input({ freeCabins: new Map() }));
    expect(none.best).toBeUndefined();
    expect(none.offers.map((o) => o.availableCabins)).toEqual([0, 0]);
  });

  it('counts free places, not cabins, for a category without specific cabins', () => {
    const grades = [grade(1, 'B', { hasSpecificCabins: false })];
    expect(
      cheapestCategory(input({ grades, freeCabins: new Map(), freeUnits: new Map([[1, 3]]) })).best?.category,
    ).toBe('B');
  });

  it('leaves out a category without a fare or a package supplement for an age category of the party', () => {
    const passengers = [
      { id: 'a', ageCategory: 'ADULT' as const },
      { id: 'c', ageCategory: 'CHILD' as const },
    ];
    const fares = new Map<string, GradeFares>([
      ['A', fare(200_00)],
      ['B', { ADULT: { base: 100_00, perLeg: 0 } }],
    ]);
    expect(cheapestCategory(input({ passengers, fares })).offers.map((o) => o.category)).toEqual(['A']);
    expect(cheapestCategory(input({ passengers, supplement: { ADULT: 0 } })).offers).toEqual([]);
  });

  it('breaks a tie on the total by the category code, whatever order the grades come in', () => {
    const fares = new Map([
      ['A', fare(100_00)],
      ['B', fare(100_00)],
    ]);
    expect(cheapestCategory(input({ fares })).best?.category).toBe('A');
    expect(cheapestCategory(input({ fares, grades: [grade(2, 'A'), grade(1, 'B')] })).best?.category).toBe('A');
  });
});
