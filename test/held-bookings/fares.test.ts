/**
 * Hold and confirm with fares (commerce.md, "Search, hold and confirm with fares"), through the HTTP interface
 * on the demo catalogue: the fare named or the default, its price and terms on the held booking and the same
 * terms (due instants re-based) on the confirmed one, the cancellation quote charging each demo fare's tiers at
 * 100, 75, 45 and 10 days, the named refusals leaving nothing held, and a promotion whose price holds after it
 * ends. The bucket and the cap under concurrency: fare-races.pg.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { fareOfFile } from '../../src/domain/catalog/import-rows.js';
import { fareCancellationFee } from '../../src/domain/pricing/fare-rules.js';
import { insertPromotion, updatePromotion, findPromotion } from '../../src/domain/promotions/repository.js';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, TEST_NOW, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { NORTHERN_LIGHTS } from '../support/promotions.js';
import { breakdownSum, CHILD, LEAD, v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp({ env: MANY_HOLDS });
  api = await v2Client(t.app, 1);
});
afterAll(async () => t?.close());

const minor = (n: number) => Math.round(n * 100);
const fares = () => new Map(t.catalog.fares!.map((f) => [f.code, fareOfFile(f)]));
/** 101 whole days before the first departure (2027-01-10, Oslo): every demo fare is on sale. */
const FAR_OUT = '2026-10-01T09:00:00Z';
/** Noon in Oslo `days` whole days before the first departure date. */
const daysOut = (days: number) => {
  const d = new Date(`${FIRST_DEPARTURE_DAY}T11:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString();
};

async function searchO2(body: Record<string, unknown> = {}) {
  const res = await api.searchVoyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const s = res.json();
  return { sessionId: s.sessionId as string, result: s.results[0] };
}

const heldBookings = async () =>
  (await queryRows<{ n: number }>(t.tdb.database.db, sql`select count(*)::int as n from bookings`))[0]!.n;

describe('hold with a fare', () => {
  it('holds at the fare searched, with its terms, and keeps the default STANDARD when none is named', async () => {
    t.clock.set(FAR_OUT);
    try {
      const { sessionId, result } = await searchO2();
      const flex = result.cabinGrades.find((g: { code: string }) => g.code === 'O2').fares[0];
      const res = await api.create('voyage-only', sessionId, {
        departureDate: result.departureDate,
        cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
        fareCode: 'FLEX',
      });
      expect(res.statusCode, res.body).toBe(201);
      const held = res.json();
      expect(held.fare).toEqual({ fareCode: 'FLEX', name: 'Flex' });
      expect(held.promotion).toBeNull();
      expect(held.priceBreakdown.cabins[0].guests).toEqual(flex.pricePerGuest);
      expect(held.terms.deposit).toMatchObject({ percent: 10, refundable: true });
      expect(minor(held.terms.deposit.amount) + minor(held.terms.balance.amount)).toBe(
        minor(held.priceBreakdown.totalPrice),
      );
      expect(held.terms.priceGuaranteedUntil).toBe(
        new Date(res.headers['x-session-expires-at'] as string).toISOString(),
      );
      expect(
        held.terms.cancellation.map((c: { fromDaysBeforeDeparture: number }) => c.fromDaysBeforeDeparture),
      ).toEqual([45, 15, 0]);

      const standard = await confirmBooking(api);
      expect(standard.fare).toEqual({ fareCode: 'STANDARD', name: 'Standard' });
      expect(standard.terms.deposit).toMatchObject({ percent: 20, dueAt: standard.payment.depositDueByUtc });
      expect(standard.terms).not.toHaveProperty('priceGuaranteedUntil');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('refuses a fare that names none (400) or is closed (409), holding nothing', async () => {
    t.clock.set(TEST_NOW); // 5 days out: SAVER has closed
    const before = await heldBookings();
    const { sessionId, result } = await searchO2();
    const create = (fareCode: string) =>
      api.create('voyage-only', sessionId, {
        departureDate: result.departureDate,
        cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
        fareCode,
      });
    const unknown = await create('GOLD');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'FARE_NOT_FOUND', errors: { fareCode: [expect.any(String)] } });
    const closed = await create('SAVER');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'FARE_NOT_AVAILABLE', detail: expect.stringContaining('SAVER') });
    expect(await heldBookings()).toBe(before);
  });
});

describe('the terms a confirmed booking keeps', () => {
  it.each(['FLEX', 'STANDARD', 'SAVER'])(
    'charges the %s tiers at 100, 75, 45 and 10 days before departure',
    async (fareCode) => {
      const fare = fares().get(fareCode)!;
      t.clock.set(daysOut(101));
      try {
        const booking = await confirmBooking(api, { fareCode });
        expect(booking.fare.fareCode).toBe(fareCode);
        expect(booking.terms.deposit.percent).toBe(fare.depositPercent);
        expect(booking.payment.depositAmount).toBe(booking.terms.deposit.amount);
        const total = minor(booking.priceBreakdown.totalPrice);
        for (const days of [100, 75, 45, 10]) {
          t.clock.set(daysOut(days));
          const q = await api.call('POST', `/bookings/${booking.bookingId}/cancellation-quotes`);
          expect(q.statusCode, q.body).toBe(201);
          expect(minor(q.json().fee), `${fareCode} at ${days} days`).toBe(fareCancellationFee(fare, total, days));
        }
      } finally {
        t.clock.set(TEST_NOW);
      }
    },
  );
});

describe('a promotion on the hold', () => {
  it('applies the discount in place, refuses a fare it does not apply to, and keeps the price after it ends', async () => {
    t.clock.set(FAR_OUT);
    try {
      await insertPromotion(
        t.tdb.database.db,
        { ...NORTHERN_LIGHTS, promotionCode: 'AUTUMN10', bookingFrom: new Date('2026-09-01T00:00:00Z'), endedAt: null },
        null,
      );
      const { sessionId, result } = await searchO2({ promotionCode: 'AUTUMN10' });
      const body = {
        departureDate: result.departureDate,
        cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
        promotionCode: 'autumn10',
      };
      const saver = await api.create('voyage-only', sessionId, { ...body, fareCode: 'SAVER' });
      expect(saver.statusCode).toBe(400);
      expect(saver.json()).toMatchObject({
        code: 'PROMOTION_NOT_APPLICABLE',
        errors: { promotionCode: ['the promotion applies to the fares FLEX, STANDARD'] },
      });

      const res = await api.create('voyage-only', sessionId, body);
      expect(res.statusCode, res.body).toBe(201);
      const held = res.json();
      const offered = result.cabinGrades.find((g: { code: string }) => g.code === 'O2').fares[1];
      expect(held.priceBreakdown.cabins[0].guests).toEqual(offered.pricePerGuest);
      expect(held.promotion).toEqual({
        promotionCode: 'AUTUMN10',
        name: NORTHERN_LIGHTS.name,
        discount: offered.promotion.discount,
      });
      expect(minor(held.priceBreakdown.totalPrice)).toBe(breakdownSum(held.priceBreakdown));

      // The promotion ends while the booking is held: a change to the hold keeps its price.
      const ended = await findPromotion(t.tdb.database.db, 'AUTUMN10');
      await updatePromotion(t.tdb.database.db, { ...ended!, endedAt: new Date(FAR_OUT) }, new Date(FAR_OUT));
      const dinner = await api.sub('POST', 'voyage-only', sessionId, 'addons', {
        addons: [{ code: 'DINNER', guestIds: [1] }],
      });
      expect(dinner.statusCode, dinner.body).toBe(200);
      expect(dinner.json().priceBreakdown.cabins).toEqual(held.priceBreakdown.cabins);
      expect(dinner.json().promotion).toEqual(held.promotion);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('the price guaranteed for the hold’s life (service clock moved)', () => {
  it('keeps a SAVER hold’s price and terms when SAVER closes before the confirm, and a promotion past its window', async () => {
    // 23:55 in Oslo 14 days out: SAVER's last minutes on sale (it is not sold closer than 14 days).
    const day = daysOut(14).slice(0, 10);
    const holdAt = `${day}T22:55:00Z`;
    t.clock.set(holdAt);
    try {
      await insertPromotion(
        t.tdb.database.db,
        {
          ...NORTHERN_LIGHTS,
          promotionCode: 'LASTCALL',
          fareCodes: ['SAVER'],
          bookingFrom: new Date(daysOut(16)),
          bookingUntil: new Date(`${day}T23:00:00Z`),
          endedAt: null,
        },
        null,
      );
      const { sessionId, result } = await searchO2();
      const res = await api.create('voyage-only', sessionId, {
        departureDate: result.departureDate,
        cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
        fareCode: 'SAVER',
        promotionCode: 'LASTCALL',
      });
      expect(res.statusCode, res.body).toBe(201);
      const held = res.json();
      // Ten minutes on, past local midnight, 13 days out: SAVER has closed and the promotion's booking window has
      // ended; the hold is live (its session's 15 idle minutes run from the create).
      t.clock.set(`${day}T23:05:00Z`);
      const closed = await searchO2();
      expect(closed.result.cabinGrades[0].fares.map((f: { fareCode: string }) => f.fareCode)).not.toContain('SAVER');
      const dinner = await api.sub('POST', 'voyage-only', sessionId, 'addons', {
        addons: [{ code: 'DINNER', guestIds: [1] }],
      });
      expect(dinner.statusCode, dinner.body).toBe(200);
      expect(dinner.json().priceBreakdown.cabins).toEqual(held.priceBreakdown.cabins);
      expect(dinner.json().promotion).toEqual(held.promotion);
      const confirmed = await api.sub('POST', 'voyage-only', sessionId, 'confirm', {
        guests: [{ guestId: 1, ...LEAD }, CHILD],
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      const booking = confirmed.json();
      expect(booking.fare.fareCode).toBe('SAVER');
      expect(booking.priceBreakdown.cabins).toEqual(held.priceBreakdown.cabins);
      expect(booking.terms.cancellation).toEqual(dinner.json().terms.cancellation);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
