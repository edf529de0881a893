/**
 * The pure rules of V1 quote extras: offers priced for the party, and the add and remove transforms.
 */
import { describe, expect, it } from 'vitest';
import {
  applyExtraRequests,
  extraKindsOf,
  extraRequestsOf,
  extraSearchResult,
  offersTo,
  type Offers,
} from '../../src/domain/quotes/extras-rules.js';
import type { OfferedAddon, OfferedExcursion } from '../../src/domain/quotes/quote-reads.js';
import { MAX_ADDON_QUANTITY } from '../../src/domain/quotes/schemas.js';
import type { ExtraLine, QuotePassenger } from '../../src/domain/quotes/types.js';
import { appErrorOf } from '../support/errors.js';

const party: QuotePassenger[] = [
  { id: 'a', ageCategory: 'ADULT' },
  { id: 'c', ageCategory: 'CHILD' },
];
const addon = (over: Partial<OfferedAddon>): OfferedAddon => ({
  id: 'wifi',
  code: 'WIFI',
  kind: 'ADDON',
  description: 'Wi-Fi',
  perNight: false,
  prices: { ADULT: 10_00, CHILD: 5_00 },
  ...over,
});
const excursion: OfferedExcursion = {
  id: 'ex1',
  code: 'NORTHCAPE',
  description: 'North Cape',
  startAt: '2027-05-03T10:00:00',
  endAt: '2027-05-03T14:00:00',
  startPort: 'HVG',
  endPort: 'HVG',
  prices: { ADULT: 100_00, CHILD: 50_00 },
};
const offers: Offers = offersTo(
  party,
  3,
  [addon({}), addon({ id: 'dinner', code: 'DINNER', kind: 'MEAL' })],
  [excursion],
);

const thrown = appErrorOf;

describe('offersTo', () => {
  it('sorts addons from meals, multiplies per-night prices by the nights, and drops what the party cannot buy', () => {
    const found = offersTo(
      party,
      3,
      [
        addon({ perNight: true }),
        addon({ id: 'm', code: 'M', kind: 'MEAL' }),
        addon({ id: 'x', prices: { ADULT: 1 } }),
      ],
      [excursion],
    );
    expect(found.addons.map((a) => [a.id, a.kind, a.unitPrices])).toEqual([['wifi', 'addon', { a: 30_00, c: 15_00 }]]);
    expect(found.meals.map((a) => [a.id, a.kind, a.unitPrices])).toEqual([['m', 'meal', { a: 10_00, c: 5_00 }]]);
    expect(found.excursions.map((e) => [e.id, e.unitPrices])).toEqual([['ex1', { a: 100_00, c: 50_00 }]]);
  });
});

describe('extraSearchResult', () => {
  it('answers only the kinds asked for, in major units', () => {
    const result = extraSearchResult(offers, { addons: true, excursions: false, meals: false }, 'NOK');
    expect(result).toEqual({
      addons: [
        {
          id: 'wifi',
          code: 'WIFI',
          passengerPrices: [
            { passengerId: 'a', price: 10 },
            { passengerId: 'c', price: 5 },
          ],
        },
      ],
    });
  });
});

describe('extraRequestsOf', () => {
  it('lists addons, excursions and meals with the field each came from', () => {
    const requests = extraRequestsOf(
      { meals: [{ id: 'dinner', passengerIds: ['a'] }], addons: [{ id: 'wifi', passengerIds: ['a', 'c'] }] },
      party,
    );
    expect(requests.map((r) => [r.kind, r.field])).toEqual([
      ['addon', 'addons[0]'],
      ['meal', 'meals[0]'],
    ]);
  });

  it('names an empty request, a stranger and a passenger listed twice', () => {
    expect(thrown(() => extraRequestsOf({}, party)).errors).toEqual({
      '(body)': ['must name at least one addon, excursion or meal'],
    });
    expect(
      thrown(() => extraRequestsOf({ meals: [{ id: 'dinner', passengerIds: ['z', 'a', 'a'] }] }, party)).errors,
    ).toEqual({
      'meals[0].passengerIds[0]': ['"z" is not a passenger of this quote'],
      'meals[0].passengerIds[2]': ['"a" is listed more than once'],
    });
  });
});

describe('applyExtraRequests', () => {
  const add = (body: Parameters<typeof extraRequestsOf>[0], extras: ExtraLine[] = []) =>
    applyExtraRequests(extras, extraRequestsOf(body, party), offers, 'add');
  const remove = (body: Parameters<typeof extraRequestsOf>[0], extras: ExtraLine[]) =>
    applyExtraRequests(extras, extraRequestsOf(body, party), offers, 'remove');

  it('adds a line per passenger at their unit price, and adds addon quantities to what they have', () => {
    const once = add({ addons: [{ id: 'wifi', quantityPerPassenger: 2, passengerIds: ['a', 'c'] }] });
    expect(once).toEqual([
      { kind: 'addon', id: 'wifi', code: 'WIFI', passengerId: 'a', quantity: 2, unitPrice: 10_00 },
      { kind: 'addon', id: 'wifi', code: 'WIFI', passengerId: 'c', quantity: 2, unitPrice: 5_00 },
    ]);
    const twice = add({ addons: [{ id: 'wifi', passengerIds: ['a'] }] }, once);
    expect(twice.map((l) => [l.passengerId, l.quantity])).toEqual([
      ['a', 3],
      ['c', 2],
    ]);
    expect(once[0]!.quantity).toBe(2); // the list given is not changed
  });

  it('refuses a second excursion or meal (409), too many of an addon (400) and an extra not on offer (404)', () => {
    const dinner = add({ meals: [{ id: 'dinner', passengerIds: ['a'] }] });
    expect(thrown(() => add({ meals: [{ id: 'dinner', passengerIds: ['a'] }] }, dinner)).code).toBe(
      'EXTRA_ALREADY_ON_QUOTE',
    );
    const tooMany = thrown(() =>
      add({ addons: [{ id: 'wifi', quantityPerPassenger: MAX_ADDON_QUANTITY + 1, passengerIds: ['a'] }] }),
    );
    expect([tooMany.status, Object.keys(tooMany.errors!)]).toEqual([400, ['addons[0].quantityPerPassenger']]);
    expect(thrown(() => add({ excursions: [{ id: 'nope', passengerIds: ['a'] }] })).code).toBe('EXTRA_NOT_FOUND');
  });

  it('removes some of an addon, all of it when no quantity is given, and refuses what a passenger lacks', () => {
    const three = add({ addons: [{ id: 'wifi', quantityPerPassenger: 3, passengerIds: ['a', 'c'] }] });
    const less = remove({ addons: [{ id: 'wifi', quantityPerPassenger: 1, passengerIds: ['a'] }] }, three);
    expect(less.map((l) => [l.passengerId, l.quantity])).toEqual([
      ['a', 2],
      ['c', 3],
    ]);
    expect(remove({ addons: [{ id: 'wifi', passengerIds: ['c'] }] }, less).map((l) => l.passengerId)).toEqual(['a']);
    expect(thrown(() => remove({ meals: [{ id: 'dinner', passengerIds: ['a'] }] }, three)).code).toBe(
      'EXTRA_NOT_ON_QUOTE',
    );
  });

  it('is all or nothing: a failing entry after a good one throws, so nothing is returned to save', () => {
    expect(
      thrown(() =>
        add({ addons: [{ id: 'wifi', passengerIds: ['a'] }], excursions: [{ id: 'nope', passengerIds: ['a'] }] }),
      ).code,
    ).toBe('EXTRA_NOT_FOUND');
  });
});

describe('extraKindsOf', () => {
  it('takes the kinds that are true, and names all three fields when none is', () => {
    expect(extraKindsOf({ Addons: true, Meals: false })).toEqual({ addons: true, excursions: false, meals: false });
    const none = thrown(() => extraKindsOf({ Excursions: false }));
    expect([none.status, none.detail, Object.keys(none.errors!)]).toEqual([
      400,
      'Ask for at least one kind of extra.',
      ['Addons', 'Excursions', 'Meals'],
    ]);
  });
});
