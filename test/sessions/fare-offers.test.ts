/**
 * The fares a voyage is sold under and the default fare (domain/sessions/fare-offers.ts), and how search shows
 * them per grade with a promotion (search-rules.ts offeredGrades): pure, on hand-made fares.
 */
import { describe, expect, it } from 'vitest';
import type { Grade, GradeFares } from '../../src/domain/catalog/catalog-reads.js';
import { STANDARD_FARE, type Fare } from '../../src/domain/pricing/fare-rules.js';
import { defaultFare, faresOnSale, hasRoom, type SaleFareOffer } from '../../src/domain/sessions/fare-offers.js';
import { offeredGrades, type SearchPromotion } from '../../src/domain/sessions/search-rules.js';

const FLEX: Fare = { ...STANDARD_FARE, fareCode: 'FLEX', name: 'Flex' };
const SAVER: Fare = {
  ...STANDARD_FARE,
  fareCode: 'SAVER',
  name: 'Saver',
  depositRefundable: false,
  closesDaysBeforeDeparture: 14,
  cabinsPerSailing: 4,
};
const priced = (adult: number): Map<string, GradeFares> =>
  new Map([['O2', { ADULT: { base: adult, perLeg: 0 }, SENIOR: { base: adult, perLeg: 0 } }]]);
const TABLE = new Map([
  ['FLEX', priced(120_000)],
  ['STANDARD', priced(100_000)],
  ['SAVER', priced(85_000)],
]);
const FARES = [FLEX, STANDARD_FARE, SAVER];

describe('fares on sale', () => {
  it('lists the fares the table prices, in the catalogue order, with the places left in a bucket', () => {
    const onSale = faresOnSale(FARES, TABLE, 30, new Map([['SAVER', 3]]));
    expect(onSale.map((o) => [o.fare.fareCode, o.placesLeft])).toEqual([
      ['FLEX', null],
      ['STANDARD', null],
      ['SAVER', 1],
    ]);
    expect(hasRoom(onSale[2]!, 1)).toBe(true);
    expect(hasRoom(onSale[2]!, 2)).toBe(false);
  });

  it('leaves out a fare that closed and a fare the table does not price', () => {
    expect(faresOnSale(FARES, TABLE, 13, new Map()).map((o) => o.fare.fareCode)).toEqual(['FLEX', 'STANDARD']);
    expect(faresOnSale(FARES, TABLE, 14, new Map()).map((o) => o.fare.fareCode)).toContain('SAVER');
    const noFlex = new Map([...TABLE].filter(([code]) => code !== 'FLEX'));
    expect(faresOnSale(FARES, noFlex, 30, new Map()).map((o) => o.fare.fareCode)).toEqual(['STANDARD', 'SAVER']);
  });

  it('defaults to STANDARD, else to the cheapest', () => {
    const offers = faresOnSale(FARES, TABLE, 30, new Map()).map((offer) => ({ offer }));
    const price = (c: { offer: SaleFareOffer }) => c.offer.prices.get('O2')!.ADULT!.base;
    expect(defaultFare(offers, price)!.offer.fare.fareCode).toBe('STANDARD');
    const withoutStandard = offers.filter((c) => c.offer.fare.fareCode !== 'STANDARD');
    expect(defaultFare(withoutStandard, price)!.offer.fare.fareCode).toBe('SAVER');
    expect(defaultFare([], price)).toBeUndefined();
  });
});

describe('a grade in search, with fares and a promotion', () => {
  const grade: Grade = {
    id: 1,
    shipCode: 'RW',
    code: 'O2',
    cabinType: 'Outside',
    description: 'Outside double',
    minimumOccupancy: 1,
    maximumOccupancy: 2,
    hasSpecificCabins: true,
    capacity: null,
    singleSupplementPct: 0,
  };
  const guests = [
    { guestId: 1, type: 'ADULT' as const },
    { guestId: 2, type: 'SENIOR' as const },
  ];
  const seniors10: SearchPromotion = {
    promotionCode: 'SENIOR10',
    name: 'Seniors',
    appliesTo: new Set(['STANDARD']),
    discount: { percent: 10 },
    discountsGuest: (type) => type === 'SENIOR',
  };
  const offer = (taken: number, promotion?: SearchPromotion) =>
    offeredGrades({
      grades: [grade],
      saleFares: faresOnSale(FARES, TABLE, 30, new Map([['SAVER', taken]])),
      guests,
      legs: 2,
      availability: { cabins: new Map([[1, 9]]), capacity: new Map() },
      ...(promotion ? { promotion } : {}),
      currency: 'NOK',
    })[0]!;

  it('prices the grade at STANDARD and lists every fare on sale, a sold-out bucket as unavailable', () => {
    const o2 = offer(4);
    expect(o2.pricePerGuest).toEqual([
      { guestId: 1, price: 1000 },
      { guestId: 2, price: 1000 },
    ]);
    expect(o2.fares.map((f) => [f.fareCode, f.price, f.refundableDeposit, f.available, f.promotion])).toEqual([
      ['FLEX', 2400, true, true, null],
      ['STANDARD', 2000, true, true, null],
      ['SAVER', 1700, false, false, null],
    ]);
  });

  it('shows the promotion on the fares it applies to, on the guests it discounts', () => {
    const standard = offer(0, seniors10).fares.find((f) => f.fareCode === 'STANDARD')!;
    expect(standard.pricePerGuest).toEqual([
      { guestId: 1, price: 1000 },
      { guestId: 2, price: 900 },
    ]);
    expect(standard.price).toBe(1900);
    expect(standard.promotion).toEqual({ promotionCode: 'SENIOR10', name: 'Seniors', discount: 100 });
    expect(offer(0, seniors10).fares.find((f) => f.fareCode === 'FLEX')!.promotion).toBeNull();
    // The grade's own price fields stay the default fare's, as before fares.
    expect(offer(0, seniors10).pricePerGuest[1]!.price).toBe(1000);
  });
});
