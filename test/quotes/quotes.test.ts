/**
 * V1 quote-based operations through the HTTP interface (section 4.1): package search, quote read,
 * supplemental packages, extras search, add and remove, with the exact price arithmetic after each step,
 * every 400 and 404 of the contract for these operations, and agency isolation.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { getSandboxToken } from '../support/auth.js';
import { minor, v1Client, type V1Client } from '../support/v1.js';
import { v2Client } from '../support/v2.js';

let t: TestApp;
let api: V1Client;
let other: V1Client;

beforeAll(async () => {
  // The rate limit has its own test file; here it must not get in the way of many calls on a still clock.
  // Holds every unit of a grade on one sailing through one agency: more than the fair-use quota.
  t = await createTestApp({ env: { V1_RATE_LIMIT_MAX: '100000', ...MANY_HOLDS } });
  api = await v1Client(t.app, 1);
  other = await v1Client(t.app, 2);
});
afterAll(async () => t?.close());

const PARTY = { Adults: '2', Children: '1', Currency: 'NOK', StartDate: FIRST_DEPARTURE_DAY };

interface Passenger {
  id: string;
  ageCategory: 'ADULT' | 'CHILD';
}

async function search(query: Record<string, string> = PARTY, packageId = 'ROUND-12D') {
  const res = await api.search(packageId, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    quoteId: string;
    packageId: string;
    departure: {
      id: string;
      startDate: string;
      endDate: string;
      shipCode: string;
      cabins: { category: string; price: number; availableCabins: number; maximumOccupancy: number }[];
    };
    passengers: Passenger[];
  };
}

async function quote(quoteId: string) {
  const res = await api.quote(quoteId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

// ---- the catalogue, read independently of the service, in minor units ----------------------------------

type Age = 'ADULT' | 'CHILD';
const nok = (prices: { guestType: string; currency: string; amount: number }[], age: Age) =>
  prices.find((p) => p.guestType === age && p.currency === 'NOK')!.amount;

async function departureFacts(departureId: string) {
  const [row] = await queryRows<{ from_seq: number; to_seq: number; fare_table_code: string }>(
    t.tdb.database.db,
    sql`select pd.from_seq, pd.to_seq, s.fare_table_code from package_departures pd
        join sailings s on s.id = pd.sailing_id where pd.id = ${departureId}`,
  );
  return { legs: row!.to_seq - row!.from_seq, fareTable: row!.fare_table_code };
}

function cabinPrice(fareTable: string, grade: string, age: Age, legs: number, packageCode: string) {
  const fare = t.catalog.fareTables
    .find((f) => f.code === fareTable)!
    // STANDARD's rows (they name no fare): V1 sells STANDARD.
    .fares.find((f) => f.fare === undefined && f.grade === grade && f.guestType === age && f.currency === 'NOK')!;
  const supplement = nok(t.catalog.packages.find((p) => p.code === packageCode)!.prices, age);
  return fare.base + fare.perLeg * legs + supplement;
}
const addon = (code: string) => t.catalog.addons.find((a) => a.code === code)!;
const excursion = (code: string) => t.catalog.excursions.find((e) => e.code === code)!;
const tour = (code: string) => t.catalog.supplementalTours.find((s) => s.code === code)!;

function expectPayment(body: { passengers: { price: number }[]; paymentInformation: Record<string, unknown> }) {
  const sum = body.passengers.reduce((s, p) => s + minor(p.price), 0);
  expect(minor(body.paymentInformation.fullAmount as number)).toBe(sum);
  expect(minor(body.paymentInformation.depositAmount as number)).toBe(Math.round(sum * 0.2));
  return sum;
}

// ---------------------------------------------------------------------------------------------------------

describe('the whole quote flow, with the price arithmetic after each step', () => {
  it('search, read, supplemental package, extras search, add, partial remove, remove all', async () => {
    // 1. Search: a quote with new passenger ids, adults first.
    const found = await search();
    expect(found.packageId).toBe('ROUND-12D');
    expect(found.quoteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(found.departure).toMatchObject({
      startDate: '2027-01-10T22:30:00',
      endDate: '2027-01-21T14:30:00',
      shipCode: 'RW',
    });
    expect(found.passengers.map((p) => p.ageCategory)).toEqual(['ADULT', 'ADULT', 'CHILD']);
    expect(new Set(found.passengers.map((p) => p.id)).size).toBe(3);
    const [a1, a2, c] = found.passengers as [Passenger, Passenger, Passenger];
    const { legs, fareTable } = await departureFacts(found.departure.id);
    const nights = 11;

    // The party of three fits one I4 cabin (four berths), the lowest fare factor that takes three together;
    // two IG (guarantee) cabins cost more with the single supplement of the second adult.
    const adult = cabinPrice(fareTable, 'I4', 'ADULT', legs, 'ROUND-12D');
    const child = cabinPrice(fareTable, 'I4', 'CHILD', legs, 'ROUND-12D');
    expect(minor(found.departure.cabins.find((x) => x.category === 'I4')!.price)).toBe(adult);

    // 2. The quote: cabin fare + package supplement each; full board included, every day of the voyage.
    let q = await quote(found.quoteId);
    expect(q.quoteId).toBe(found.quoteId);
    expect(q.package).toMatchObject({
      code: 'ROUND-12D',
      id: t.catalog.packages.find((p) => p.code === 'ROUND-12D')!.id,
    });
    expect(q.voyage.id).toBe(found.departure.id);
    expect(q.voyage.includedAddons).toEqual([]);
    expect(q.voyage.includedMeals).toHaveLength(1);
    expect(q.voyage.includedMeals[0].code).toBe('FULLBOARD');
    expect(q.voyage.includedMeals[0].details[0].dates).toHaveLength(12);
    expect(q.voyage.includedMeals[0].details[0].dates[0]).toBe('2027-01-10');
    expect(q.voyage.includedMeals[0].passengerIds).toEqual([a1.id, a2.id, c.id]);
    expect(q.voyage).not.toHaveProperty('extraAddons');
    expect(q.voyage).not.toHaveProperty('extraExcursions');
    expect(q.voyage).not.toHaveProperty('extraMeals');
    expect(q.passengers[0]).toMatchObject({
      id: a1.id,
      ageCategory: 'ADULT',
      guestType: 'REGULAR',
      firstName: null,
      email: null,
    });
    expect(q.passengers.map((p: { price: number }) => minor(p.price))).toEqual([adult, adult, child]);
    expect(minor(q.paymentInformation.fullAmount)).toBe(2 * adult + child);
    expectPayment(q);
    expect(q.paymentInformation.currency).toBe('NOK');
    // Departure within 60 days: everything is due at once (at quote creation).
    expect(q.paymentInformation.dueByUtc).toBe('2027-01-05T09:00:00.000Z');
    expect(q.paymentInformation.depositDueByUtc).toBe('2027-01-05T09:00:00.000Z');

    // 3. Supplemental package with a route override, for the first adult and the child.
    const pre = tour('BGO-PRE-1N');
    const sup = await api.supplemental(found.quoteId, 'arrival', 'BGO-PRE-1N', {
      passengerIds: [a1.id, c.id],
      routeOverrides: [{ packageStageId: 1, selectableRouteId: 102 }],
    });
    expect(sup.statusCode, sup.body).toBe(204);
    expect(sup.body).toBe('');
    const base = [adult + nok(pre.prices, 'ADULT'), adult, child + nok(pre.prices, 'CHILD')];
    q = await quote(found.quoteId);
    expect(q.passengers.map((p: { price: number }) => minor(p.price))).toEqual(base);
    expect(expectPayment(q)).toBe(base[0]! + base[1]! + base[2]!);

    // 4. Extras search: per-passenger prices; per-night items times the nights.
    const ex = await api.extras(found.quoteId, found.departure.id, {
      Addons: 'true',
      Excursions: 'true',
      Meals: 'true',
    });
    expect(ex.statusCode, ex.body).toBe(200);
    const extras = ex.json();
    const drinks = extras.addons.find((a: { code: string }) => a.code === 'DRINKS');
    expect(drinks.id).toBe(addon('DRINKS').id);
    expect(drinks.passengerPrices.map((p: { price: number }) => minor(p.price))).toEqual([
      nok(addon('DRINKS').prices, 'ADULT') * nights,
      nok(addon('DRINKS').prices, 'ADULT') * nights,
      nok(addon('DRINKS').prices, 'CHILD') * nights,
    ]);
    expect(extras.meals.map((m: { code: string }) => m.code)).toEqual(['BREAKFAST', 'DINNER']); // FULLBOARD is included
    const cathedral = extras.excursions.find((e: { code: string }) => e.code === 'TOS-ARCTIC-CATHEDRAL');
    expect(cathedral).toMatchObject({
      startPort: 'TOS',
      endPort: 'TOS',
      description: excursion('TOS-ARCTIC-CATHEDRAL').description,
    });
    expect(cathedral.startDateTime).toMatch(/^2027-01-13T\d{2}:\d{2}:\d{2}$/);
    const dinner = extras.meals.find((m: { code: string }) => m.code === 'DINNER');

    // 5. Add an addon (two per adult), an excursion and a meal.
    const added = await api.manageExtras('add', found.quoteId, found.departure.id, {
      addons: [{ id: drinks.id, quantityPerPassenger: 2, passengerIds: [a1.id, a2.id] }],
      excursions: [{ id: cathedral.id, passengerIds: [a1.id, c.id] }],
      meals: [{ id: dinner.id, passengerIds: [a2.id, c.id] }],
    });
    expect(added.statusCode, added.body).toBe(200);
    q = added.json();
    const drinksA = nok(addon('DRINKS').prices, 'ADULT') * nights;
    const tosA = nok(excursion('TOS-ARCTIC-CATHEDRAL').prices, 'ADULT');
    const tosC = nok(excursion('TOS-ARCTIC-CATHEDRAL').prices, 'CHILD');
    const dinnerA = nok(addon('DINNER').prices, 'ADULT') * nights;
    const dinnerC = nok(addon('DINNER').prices, 'CHILD') * nights;
    const withExtras = [base[0]! + 2 * drinksA + tosA, base[1]! + 2 * drinksA + dinnerA, base[2]! + tosC + dinnerC];
    expect(q.passengers.map((p: { price: number }) => minor(p.price))).toEqual(withExtras);
    expect(expectPayment(q)).toBe(withExtras.reduce((s, v) => s + v, 0));
    expect(q.voyage.extraAddons).toEqual([
      {
        id: drinks.id,
        code: 'DRINKS',
        quantityPerPassenger: 2,
        date: '2027-01-10',
        passengerPrices: [
          { passengerId: a1.id, price: (2 * drinksA) / 100 },
          { passengerId: a2.id, price: (2 * drinksA) / 100 },
        ],
      },
    ]);
    expect(q.voyage.extraExcursions).toEqual([
      {
        id: cathedral.id,
        code: 'TOS-ARCTIC-CATHEDRAL',
        description: cathedral.description,
        startDateTime: cathedral.startDateTime,
        endDateTime: cathedral.endDateTime,
        startPort: 'TOS',
        endPort: 'TOS',
        passengerPrices: [
          { passengerId: a1.id, price: tosA / 100 },
          { passengerId: c.id, price: tosC / 100 },
        ],
      },
    ]);
    expect(q.voyage.extraMeals).toEqual([
      {
        id: dinner.id,
        code: 'DINNER',
        passengerPrices: [
          { passengerId: a2.id, price: dinnerA / 100 },
          { passengerId: c.id, price: dinnerC / 100 },
        ],
      },
    ]);
    expect(await quote(found.quoteId)).toEqual(q);

    // 6. Remove one drinks package of the first adult: the two adults now differ in quantity.
    const partial = await api.manageExtras('remove', found.quoteId, found.departure.id, {
      addons: [{ id: drinks.id, quantityPerPassenger: 1, passengerIds: [a1.id] }],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    q = partial.json();
    expect(q.passengers.map((p: { price: number }) => minor(p.price))).toEqual([
      withExtras[0]! - drinksA,
      withExtras[1],
      withExtras[2],
    ]);
    expect(
      q.voyage.extraAddons.map((a: { quantityPerPassenger: number; passengerPrices: unknown[] }) => [
        a.quantityPerPassenger,
        a.passengerPrices,
      ]),
    ).toEqual([
      [1, [{ passengerId: a1.id, price: drinksA / 100 }]],
      [2, [{ passengerId: a2.id, price: (2 * drinksA) / 100 }]],
    ]);
    const depositBefore = minor(q.paymentInformation.depositAmount);
    const fullBefore = minor(q.paymentInformation.fullAmount);
    expectPayment(q);

    // 7. Remove everything: back to the prices after the supplemental package, extra* lists omitted.
    const removed = await api.manageExtras('remove', found.quoteId, found.departure.id, {
      addons: [{ id: drinks.id, passengerIds: [a1.id, a2.id] }],
      excursions: [{ id: cathedral.id, passengerIds: [a1.id, c.id] }],
      meals: [{ id: dinner.id, passengerIds: [a2.id, c.id] }],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    q = removed.json();
    expect(q.passengers.map((p: { price: number }) => minor(p.price))).toEqual(base);
    expect(minor(q.paymentInformation.fullAmount)).toBeLessThan(fullBefore);
    expect(minor(q.paymentInformation.depositAmount)).toBeLessThan(depositBefore);
    expectPayment(q);
    expect(q.voyage).not.toHaveProperty('extraAddons');
    expect(q.voyage).not.toHaveProperty('extraExcursions');
    expect(q.voyage).not.toHaveProperty('extraMeals');
  });

  it('dates the full payment 60 days before departure and the deposit 7 days after the quote', async () => {
    const saved = t.clock.now();
    t.clock.set('2026-10-01T00:00:00Z');
    try {
      const q = await quote((await search()).quoteId);
      // 2027-01-10 22:30 in Oslo (UTC+1) is 21:30Z; 60 days before is 2026-11-11.
      expect(q.paymentInformation.dueByUtc).toBe('2026-11-11T21:30:00.000Z');
      expect(q.paymentInformation.depositDueByUtc).toBe('2026-10-08T00:00:00.000Z');
    } finally {
      t.clock.set(saved);
    }
  });

  it('prices in EUR with its decimals', async () => {
    const found = await search({ ...PARTY, Currency: 'EUR' });
    const q = await quote(found.quoteId);
    expect(q.paymentInformation.currency).toBe('EUR');
    expectPayment(q);
  });
});

describe('package search', () => {
  it('stores AgentId with the quote', async () => {
    const found = await search({ ...PARTY, AgentId: 'agent-42' });
    const [row] = await queryRows<{ agent_id: string }>(
      t.tdb.database.db,
      sql`select agent_id from quotes where id = ${found.quoteId}`,
    );
    expect(row!.agent_id).toBe('agent-42');
  });

  it('shows live availability: a held V2 booking takes a cabin away, and a full category is not quoted', async () => {
    const single = { Adults: '1', Currency: 'NOK', StartDate: FIRST_DEPARTURE_DAY };
    const before = await search(single);
    const ig = () => before.departure.cabins.find((x) => x.category === 'IG')!;
    // One adult alone: the guarantee grade IG is the cheapest.
    const { legs, fareTable } = await departureFacts(before.departure.id);
    const pct = (grade: string) => t.catalog.ships[0]!.grades.find((g) => g.code === grade)!.singleSupplementPct;
    const alone = (grade: string) => {
      const price = cabinPrice(fareTable, grade, 'ADULT', legs, 'ROUND-12D');
      const supplement = nok(t.catalog.packages.find((p) => p.code === 'ROUND-12D')!.prices, 'ADULT');
      return price + Math.round(((price - supplement) * pct(grade)) / 100);
    };
    expect(minor((await quote(before.quoteId)).passengers[0].price)).toBe(alone('IG'));

    const v2 = await v2Client(t.app, 2);
    const hold = async () => {
      const s = await v2.searchPackages({
        packageCode: 'ROUND-12D',
        departureDateFrom: FIRST_DEPARTURE_DAY,
        guests: [{ type: 'ADULT' }],
        currency: 'EUR',
      });
      expect(s.statusCode, s.body).toBe(200);
      const created = await v2.create('package', s.json().sessionId, {
        departureDate: s.json().results[0].departureDate,
        cabinMix: [{ code: 'IG', guestIds: [1] }],
      });
      expect(created.statusCode, created.body).toBe(201);
    };
    await hold();
    const after = await search(single);
    expect(after.departure.cabins.find((x) => x.category === 'IG')!.availableCabins).toBe(ig().availableCabins - 1);

    for (let i = 1; i < ig().availableCabins; i++) await hold();
    const full = await search(single);
    expect(full.departure.cabins.find((x) => x.category === 'IG')!.availableCabins).toBe(0);
    // IG has no room left: the quote takes the next cheapest category for one adult, I4.
    expect(minor((await quote(full.quoteId)).passengers[0].price)).toBe(alone('I4'));
  });

  it('answers 400 with errors naming each field that breaks a rule', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ Currency: 'NOK', StartDate: FIRST_DEPARTURE_DAY }, 'Adults'],
      [{ ...PARTY, Adults: '0', Children: '0' }, 'Adults'],
      [{ ...PARTY, Adults: '5', Children: '5' }, 'Children'],
      [{ ...PARTY, Adults: '0', Children: '2' }, 'Adults'],
      [{ ...PARTY, Adults: '-1' }, 'Adults'],
      [{ ...PARTY, Adults: 'two' }, 'Adults'],
      [{ ...PARTY, Children: '1.5' }, 'Children'],
      [{ Adults: '1', StartDate: FIRST_DEPARTURE_DAY }, 'Currency'],
      [{ ...PARTY, Currency: 'USD' }, 'Currency'],
      [{ ...PARTY, Currency: 'nok' }, 'Currency'],
      [{ Adults: '1', Currency: 'NOK' }, 'StartDate'],
      [{ ...PARTY, StartDate: '10/01/2027' }, 'StartDate'],
      [{ ...PARTY, AgentId: 'x'.repeat(65) }, 'AgentId'],
    ];
    for (const [query, field] of cases) {
      const res = await api.search('ROUND-12D', query);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(res.json().errors), `${JSON.stringify(query)}: ${res.body}`).toContain(field);
    }
    // Agency 2 may only use EUR.
    const eurOnly = await other.search('ROUND-12D', PARTY);
    expect(eurOnly.statusCode).toBe(400);
    expect(eurOnly.json().errors).toHaveProperty('Currency');
  });

  it('answers 404 for an unknown package and for a day without a departure', async () => {
    const unknown = await api.search('NO-SUCH-PACKAGE', PARTY);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PACKAGE_NOT_FOUND');
    const noDeparture = await api.search('ROUND-12D', { ...PARTY, StartDate: '2027-03-01' });
    expect(noDeparture.statusCode).toBe(404);
    expect(noDeparture.json().code).toBe('DEPARTURE_NOT_FOUND');
    const started = await api.search('ROUND-12D', { ...PARTY, StartDate: '2027-01-01' });
    expect(started.statusCode).toBe(404);
  });

  it('needs the bearer token and user_key', async () => {
    const noToken = await t.app.inject({ url: '/api/v1/booking/ROUND-12D', query: PARTY });
    expect(noToken.statusCode).toBe(401);
    const token = await getSandboxToken(t.app, 1);
    const noKey = await t.app.inject({
      url: `/api/v1/quote/${randomUUID()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('USER_KEY_REQUIRED');
  });
});

describe('quote read and agency isolation', () => {
  it("answers 404 for an unknown or malformed quote id and for another agency's quote", async () => {
    const found = await search();
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await api.quote(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('QUOTE_NOT_FOUND');
    }
    const theirs = await other.quote(found.quoteId);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'QUOTE_NOT_FOUND', detail: 'Quote not found.' });
    const p = found.passengers[0]!.id;
    expect((await other.supplemental(found.quoteId, 'arrival', 'BGO-PRE-1N', { passengerIds: [p] })).statusCode).toBe(
      404,
    );
    expect((await other.extras(found.quoteId, found.departure.id, { Meals: 'true' })).statusCode).toBe(404);
    const dinner = addon('DINNER').id;
    const body = { meals: [{ id: dinner, passengerIds: [p] }] };
    expect((await other.manageExtras('add', found.quoteId, found.departure.id, body)).statusCode).toBe(404);
    // Nothing changed for the owner.
    expect((await quote(found.quoteId)).voyage).not.toHaveProperty('extraMeals');
  });
});

describe('supplemental packages', () => {
  it('replaces an earlier package of the same type; arrival and departure packages add up', async () => {
    const found = await search();
    const [a1, a2, c] = found.passengers as [Passenger, Passenger, Passenger];
    const start = (await quote(found.quoteId)).passengers.map((p: { price: number }) => minor(p.price));
    const pre = tour('BGO-PRE-1N');
    const post = tour('BGO-POST-FLAM');

    expect((await api.supplemental(found.quoteId, 'arrival', 'BGO-PRE-1N', { passengerIds: [a1.id] })).statusCode).toBe(
      204,
    );
    expect(
      (await api.supplemental(found.quoteId, 'arrival', 'BGO-PRE-1N', { passengerIds: [a2.id, c.id] })).statusCode,
    ).toBe(204);
    let q = await quote(found.quoteId);
    expect(q.passengers.map((p: { price: number }) => minor(p.price))).toEqual([
      start[0],
      start[1] + nok(pre.prices, 'ADULT'),
      start[2] + nok(pre.prices, 'CHILD'),
    ]);

    const res = await api.supplemental(found.quoteId, 'departure', 'BGO-POST-FLAM', {
      passengerIds: [a1.id, a2.id, c.id],
      routeOverrides: [{ packageStageId: 1, selectableRouteId: 202 }],
    });
    expect(res.statusCode, res.body).toBe(204);
    q = await quote(found.quoteId);
    expect(q.passengers.map((p: { price: number }) => minor(p.price))).toEqual([
      start[0] + nok(post.prices, 'ADULT'),
      start[1] + nok(pre.prices, 'ADULT') + nok(post.prices, 'ADULT'),
      start[2] + nok(pre.prices, 'CHILD') + nok(post.prices, 'CHILD'),
    ]);
    expectPayment(q);
  });

  it('answers 400 for a bad type, a package that does not apply, bad passengers and bad route overrides', async () => {
    const found = await search();
    const before = await quote(found.quoteId);
    const p = found.passengers[0]!.id;
    const cases: [string, string, unknown, string][] = [
      ['transfer', 'BGO-PRE-1N', { passengerIds: [p] }, 'packageType'],
      ['arrival', 'BGO-POST-1N', { passengerIds: [p] }, 'packageCode'], // a Departure package
      ['departure', 'BGO-PRE-1N', { passengerIds: [p] }, 'packageCode'], // an Arrival package
      ['arrival', 'KKN-PRE-1N', { passengerIds: [p] }, 'packageCode'], // ROUND-12D starts in Bergen
      ['departure', 'KKN-POST-SNOWHOTEL', { passengerIds: [p] }, 'packageCode'], // ... and ends there
      ['arrival', 'BGO-PRE-1N', {}, 'passengerIds'],
      ['arrival', 'BGO-PRE-1N', { passengerIds: [] }, 'passengerIds'],
      ['arrival', 'BGO-PRE-1N', { passengerIds: ['nope'] }, 'passengerIds[0]'],
      ['arrival', 'BGO-PRE-1N', { passengerIds: [p, randomUUID()] }, 'passengerIds[1]'],
      ['arrival', 'BGO-PRE-1N', { passengerIds: [p, p] }, 'passengerIds[1]'],
      ['arrival', 'BGO-PRE-1N', { passengerIds: [p], extra: 1 }, 'extra'],
      [
        'arrival',
        'BGO-PRE-1N',
        { passengerIds: [p], routeOverrides: [{ packageStageId: 9, selectableRouteId: 101 }] },
        'routeOverrides[0].packageStageId',
      ],
      [
        'arrival',
        'BGO-PRE-1N',
        { passengerIds: [p], routeOverrides: [{ packageStageId: 1, selectableRouteId: 201 }] },
        'routeOverrides[0].selectableRouteId',
      ],
      [
        'arrival',
        'BGO-PRE-1N',
        { passengerIds: [p], routeOverrides: [{ packageStageId: 1, selectableRouteId: 'x' }] },
        'routeOverrides[0].selectableRouteId',
      ],
      [
        'departure',
        'BGO-POST-1N',
        { passengerIds: [p], routeOverrides: [{ packageStageId: 1, selectableRouteId: 201 }] },
        'routeOverrides[0].packageStageId',
      ], // a package without stages
    ];
    for (const [type, code, body, field] of cases) {
      const res = await api.supplemental(found.quoteId, type, code, body);
      expect(res.statusCode, `${type}/${code} ${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors), `${type}/${code}: ${res.body}`).toContain(field);
    }
    // Nothing was applied.
    expect((await quote(found.quoteId)).paymentInformation).toEqual(before.paymentInformation);
  });

  it('answers 404 for an unknown package code or quote', async () => {
    const found = await search();
    const body = { passengerIds: [found.passengers[0]!.id] };
    const unknown = await api.supplemental(found.quoteId, 'arrival', 'NO-SUCH-TOUR', body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SUPPLEMENTAL_PACKAGE_NOT_FOUND');
    expect((await api.supplemental(randomUUID(), 'arrival', 'BGO-PRE-1N', body)).statusCode).toBe(404);
  });
});

describe('extras', () => {
  it('lists only the requested kinds; at least one must be true (400)', async () => {
    const found = await search();
    const meals = await api.extras(found.quoteId, found.departure.id, { Meals: 'true', Addons: 'false' });
    expect(meals.statusCode).toBe(200);
    expect(Object.keys(meals.json())).toEqual(['meals']);
    for (const query of [{}, { Addons: 'false', Excursions: 'false', Meals: 'false' }] as Record<string, string>[]) {
      const res = await api.extras(found.quoteId, found.departure.id, query);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['Addons', 'Excursions', 'Meals']);
    }
    const bad = await api.extras(found.quoteId, found.departure.id, { Meals: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('Meals');
  });

  it('answers 404 for an unknown quote or a voyage that is not the quote voyage', async () => {
    const found = await search();
    const second = await search({ ...PARTY, StartDate: '2027-01-11' });
    for (const [quoteId, voyageId] of [
      [randomUUID(), found.departure.id],
      [found.quoteId, randomUUID()],
      [found.quoteId, second.departure.id],
      [found.quoteId, 'not-a-voyage'],
    ] as [string, string][]) {
      const list = await api.extras(quoteId, voyageId, { Meals: 'true' });
      expect(list.statusCode, list.body).toBe(404);
      const body = { meals: [{ id: addon('DINNER').id, passengerIds: [found.passengers[0]!.id] }] };
      for (const mode of ['add', 'remove'] as const) {
        expect((await api.manageExtras(mode, quoteId, voyageId, body)).statusCode).toBe(404);
      }
    }
  });

  it('answers 400 for an empty request, an unknown passenger or a bad quantity, 404 for an unknown extra', async () => {
    const found = await search();
    const { quoteId } = found;
    const voyage = found.departure.id;
    const p = found.passengers[0]!.id;
    const drinks = addon('DRINKS').id;
    const bad: [unknown, string][] = [
      [{}, '(body)'],
      [{ addons: [], meals: [] }, '(body)'],
      [
        { addons: [{ id: drinks, quantityPerPassenger: 1, passengerIds: [randomUUID()] }] },
        'addons[0].passengerIds[0]',
      ],
      [{ meals: [{ id: addon('DINNER').id, passengerIds: [] }] }, 'meals[0].passengerIds'],
      [{ excursions: [{ id: randomUUID(), passengerIds: ['x'] }] }, 'excursions[0].passengerIds[0]'],
      [{ addons: [{ id: drinks, quantityPerPassenger: 0, passengerIds: [p] }] }, 'addons[0].quantityPerPassenger'],
      [{ addons: [{ id: drinks, quantityPerPassenger: 1.5, passengerIds: [p] }] }, 'addons[0].quantityPerPassenger'],
      [{ addons: [{ id: drinks, quantityPerPassenger: 21, passengerIds: [p] }] }, 'addons[0].quantityPerPassenger'],
      [{ addons: [{ id: drinks, quantityPerPassenger: '2', passengerIds: [p] }] }, 'addons[0].quantityPerPassenger'],
      [{ addons: [{ id: drinks, passengerIds: [p] }] }, 'addons[0].quantityPerPassenger'],
      [{ addons: [{ id: 'DRINKS', quantityPerPassenger: 1, passengerIds: [p] }] }, 'addons[0].id'],
      [{ wifi: true }, 'wifi'],
    ];
    for (const [body, field] of bad) {
      const res = await api.manageExtras('add', quoteId, voyage, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors), `${field}: ${res.body}`).toContain(field);
    }
    const removeBad = await api.manageExtras('remove', quoteId, voyage, {
      addons: [{ id: drinks, quantityPerPassenger: -1, passengerIds: [p] }],
    });
    expect(removeBad.statusCode).toBe(400);

    const unknownIds: unknown[] = [
      { addons: [{ id: randomUUID(), quantityPerPassenger: 1, passengerIds: [p] }] },
      { excursions: [{ id: randomUUID(), passengerIds: [p] }] },
      { meals: [{ id: drinks, passengerIds: [p] }] }, // an addon is not a meal
      { meals: [{ id: addon('FULLBOARD').id, passengerIds: [p] }] }, // included in the package
    ];
    for (const body of unknownIds) {
      for (const mode of ['add', 'remove'] as const) {
        const res = await api.manageExtras(mode, quoteId, voyage, body);
        expect(res.statusCode, `${mode} ${JSON.stringify(body)}: ${res.body}`).toBe(404);
        expect(res.json().code).toBe('EXTRA_NOT_FOUND');
      }
    }
    // An excursion of another sailing is not offered on this voyage.
    const second = await search({ ...PARTY, StartDate: '2027-01-11' });
    const theirs = (await api.extras(second.quoteId, second.departure.id, { Excursions: 'true' })).json().excursions[0];
    const res = await api.manageExtras('add', quoteId, voyage, { excursions: [{ id: theirs.id, passengerIds: [p] }] });
    expect(res.statusCode).toBe(404);
    expect((await quote(quoteId)).voyage).not.toHaveProperty('extraExcursions');
  });

  it('is all or nothing, adds addon quantities up, and answers 409 for a duplicate or a removal of what is not there', async () => {
    const found = await search();
    const { quoteId } = found;
    const voyage = found.departure.id;
    const [a1, a2] = found.passengers as [Passenger, Passenger];
    const dinner = addon('DINNER').id;
    const parking = addon('PARKING-BGO').id;

    // The second entry names an unknown extra: nothing of the first is kept.
    const mixed = await api.manageExtras('add', quoteId, voyage, {
      addons: [{ id: parking, quantityPerPassenger: 1, passengerIds: [a1.id] }],
      meals: [{ id: randomUUID(), passengerIds: [a1.id] }],
    });
    expect(mixed.statusCode).toBe(404);
    expect((await quote(quoteId)).voyage).not.toHaveProperty('extraAddons');

    const once = await api.manageExtras('add', quoteId, voyage, {
      addons: [{ id: parking, quantityPerPassenger: 1, passengerIds: [a1.id] }],
    });
    const twice = await api.manageExtras('add', quoteId, voyage, {
      addons: [{ id: parking, quantityPerPassenger: 2, passengerIds: [a1.id] }],
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().voyage.extraAddons[0].quantityPerPassenger).toBe(3);
    expect(minor(twice.json().passengers[0].price) - minor(once.json().passengers[0].price)).toBe(
      2 * nok(addon('PARKING-BGO').prices, 'ADULT'),
    );

    expect(
      (await api.manageExtras('add', quoteId, voyage, { meals: [{ id: dinner, passengerIds: [a1.id] }] })).statusCode,
    ).toBe(200);
    const duplicate = await api.manageExtras('add', quoteId, voyage, {
      meals: [{ id: dinner, passengerIds: [a2.id, a1.id] }],
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('EXTRA_ALREADY_ON_QUOTE');
    const notThere = await api.manageExtras('remove', quoteId, voyage, {
      meals: [{ id: dinner, passengerIds: [a2.id] }],
    });
    expect(notThere.statusCode).toBe(409);
    expect(notThere.json().code).toBe('EXTRA_NOT_ON_QUOTE');
    const q = await quote(quoteId);
    expect(q.voyage.extraMeals[0].passengerPrices.map((p: { passengerId: string }) => p.passengerId)).toEqual([a1.id]);
  });

  it('loses no update when changes of one quote run concurrently', async () => {
    const found = await search();
    const voyage = found.departure.id;
    const ids = found.passengers.map((p) => p.id);
    const list = (
      await api.extras(found.quoteId, voyage, { Addons: 'true', Excursions: 'true', Meals: 'true' })
    ).json();
    const bodies = [
      ...list.addons
        .slice(0, 3)
        .map((a: { id: string }) => ({ addons: [{ id: a.id, quantityPerPassenger: 1, passengerIds: ids }] })),
      ...list.excursions.slice(0, 3).map((e: { id: string }) => ({ excursions: [{ id: e.id, passengerIds: ids }] })),
      ...list.meals.map((m: { id: string }) => ({ meals: [{ id: m.id, passengerIds: ids }] })),
    ];
    const results = await Promise.all(bodies.map((body) => api.manageExtras('add', found.quoteId, voyage, body)));
    expect(results.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));
    const q = await quote(found.quoteId);
    expect(q.voyage.extraAddons).toHaveLength(3);
    expect(q.voyage.extraExcursions).toHaveLength(3);
    expect(q.voyage.extraMeals).toHaveLength(list.meals.length);
    expectPayment(q);
  });
});
