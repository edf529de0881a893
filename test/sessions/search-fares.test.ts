/**
 * V2 search with fares (commerce.md, "Search, hold and confirm with fares"), through the HTTP interface on the
 * demo catalogue: each grade lists the fares on sale with the party's price, its own price fields stay the
 * default fare's (STANDARD: every request service-interface.md shows answers as before), SAVER closes 14 days
 * out, and a promotion code shows on the fares it applies to, an unknown one answering 400 PROMOTION_NOT_FOUND.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPromotion } from '../../src/domain/promotions/repository.js';
import { createTestApp, FIRST_DEPARTURE_DAY, TEST_NOW, type TestApp } from '../support/app.js';
import { NORTHERN_LIGHTS } from '../support/promotions.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app, 1);
});
afterAll(async () => t?.close());

const PARTY = [{ type: 'ADULT' }, { type: 'SENIOR' }];
type GradeResult = {
  code: string;
  pricePerGuest: { guestId: number; price: number }[];
  fares: {
    fareCode: string;
    price: number;
    pricePerGuest: { guestId: number; price: number }[];
    refundableDeposit: boolean;
    available: boolean;
    promotion: { promotionCode: string; name: string; discount: number } | null;
  }[];
};

async function o2(body: Record<string, unknown> = {}): Promise<GradeResult> {
  const res = await api.searchVoyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: PARTY,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0].cabinGrades.find((g: GradeResult) => g.code === 'O2');
}

describe('search with fares', () => {
  it('lists the fares on sale per grade, its own prices at STANDARD; SAVER has closed 5 days out', async () => {
    t.clock.set(TEST_NOW);
    const grade = await o2();
    expect(grade.fares.map((f) => f.fareCode)).toEqual(['FLEX', 'STANDARD']);
    const standard = grade.fares[1]!;
    expect(standard.pricePerGuest).toEqual(grade.pricePerGuest);
    expect(standard.price).toBe(grade.pricePerGuest.reduce((s, g) => s + g.price, 0));
    expect(grade.fares[0]!.price).toBeGreaterThan(standard.price);
    expect(grade.fares.every((f) => f.available && f.promotion === null && f.refundableDeposit)).toBe(true);
  });

  it('sells SAVER further out: cheaper, its deposit kept, room in its bucket', async () => {
    t.clock.set('2026-12-01T09:00:00Z');
    const grade = await o2();
    expect(grade.fares.map((f) => f.fareCode)).toEqual(['FLEX', 'STANDARD', 'SAVER']);
    const saver = grade.fares[2]!;
    expect(saver.price).toBeLessThan(grade.fares[1]!.price);
    expect(saver).toMatchObject({ refundableDeposit: false, available: true });
    t.clock.set(TEST_NOW);
  });

  it('answers 400 PROMOTION_NOT_FOUND naming promotionCode for a code that names no promotion', async () => {
    const res = await api.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: PARTY,
      promotionCode: 'NOSUCHCODE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PROMOTION_NOT_FOUND', errors: { promotionCode: [expect.any(String)] } });
  });

  it('shows a promotion on the fares it applies to, on the guests it discounts, whatever the case typed', async () => {
    t.clock.set(TEST_NOW);
    await insertPromotion(
      t.tdb.database.db,
      {
        ...NORTHERN_LIGHTS,
        promotionCode: 'SENIORS27',
        name: 'Seniors',
        fareCodes: ['STANDARD'],
        guestTypes: ['SENIOR'],
        bookingUntil: new Date('2027-12-31T00:00:00Z'),
        endedAt: null,
      },
      null,
    );
    const before = await o2();
    const grade = await o2({ promotionCode: 'seniors27' });
    const standard = grade.fares.find((f) => f.fareCode === 'STANDARD')!;
    const senior = before.fares[1]!.pricePerGuest[1]!.price;
    const off = Math.round(senior * 10) / 100; // 10 % of the senior's price, in NOK with øre
    expect(standard.promotion).toEqual({ promotionCode: 'SENIORS27', name: 'Seniors', discount: off });
    expect(standard.pricePerGuest).toEqual([before.fares[1]!.pricePerGuest[0], { guestId: 2, price: senior - off }]);
    expect(grade.fares.find((f) => f.fareCode === 'FLEX')!.promotion).toBeNull();
    expect(grade.pricePerGuest).toEqual(before.pricePerGuest);
  });
});
