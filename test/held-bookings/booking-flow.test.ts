/**
 * V2 part 2 through the HTTP interface: cabin numbers, addons, excursions, supplemental tours, confirm,
 * reading bookings and idempotency keys; every row of section 3.1 and status of section 7 for them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS } from '../../src/platform/idempotency/idempotency.js';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { breakdownSum, CHILD, LEAD, v2Client, type BookingType, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
let other: V2Client;

beforeAll(async () => {
  t = await createTestApp({ env: MANY_HOLDS });
  api = await v2Client(t.app, 1);
  other = await v2Client(t.app, 2);
});
afterAll(async () => t?.close());

const PARTY = [{ type: 'ADULT' }, { type: 'CHILD' }];
const minor = (n: number) => Math.round(n * 100);

async function held(options: { day?: string; grade?: string; from?: string; to?: string } = {}) {
  const s = (
    await api.searchVoyages({
      departurePort: options.from ?? 'BGO',
      arrivalPort: options.to ?? 'TOS',
      departureDateFrom: options.day ?? FIRST_DEPARTURE_DAY,
      guests: PARTY,
    })
  ).json();
  const res = await api.create('voyage-only', s.sessionId, {
    departureDate: s.results[0].departureDate,
    cabinMix: [{ code: options.grade ?? 'O2', guestIds: [1, 2] }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { sessionId: s.sessionId as string, booking: res.json() };
}

async function emptySession(): Promise<string> {
  return (
    await api.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: PARTY,
    })
  ).json().sessionId;
}

const expectSums = (booking: { priceBreakdown: Parameters<typeof breakdownSum>[0] & { totalPrice: number } }) =>
  expect(minor(booking.priceBreakdown.totalPrice)).toBe(breakdownSum(booking.priceBreakdown));

describe('a session without a held booking (section 3.1)', () => {
  it('answers 409 to every sub-resource call and to confirm', async () => {
    const sid = await emptySession();
    const calls: [string, string, unknown?, Record<string, string>?][] = [
      ['GET', 'cabin-numbers', undefined, { cabinGrade: 'O2' }],
      ['POST', 'cabin-numbers', { cabinId: 1, cabinNumber: '501' }],
      ['GET', 'addons'],
      ['POST', 'addons', { addons: [{ code: 'DINNER', guestIds: [1] }] }],
      ['DELETE', 'addons', { addons: [{ code: 'DINNER', guestIds: [1] }] }],
      ['GET', 'excursions'],
      ['POST', 'excursions', { excursions: [{ code: 'TOS-ARCTIC-CATHEDRAL', guestIds: [1] }] }],
      ['DELETE', 'excursions', { excursions: [{ code: 'TOS-ARCTIC-CATHEDRAL', guestIds: [1] }] }],
      ['GET', 'supplemental-tours'],
      ['POST', 'supplemental-tours', { supplementalTours: [{ code: 'BGO-PRE-1N' }] }],
      ['DELETE', 'supplemental-tours', { supplementalTours: [{ code: 'BGO-PRE-1N' }] }],
      ['POST', 'confirm', { guests: [{ guestId: 1, ...LEAD }, CHILD] }],
    ];
    for (const [method, path, body, query] of calls) {
      const res = await api.sub(method, 'voyage-only', sid, path, body, undefined, query);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(409);
      expect(res.json().code).toBe('NO_HELD_BOOKING');
    }
  });
});

describe('cabin numbers', () => {
  it('lists free numbers by deck, applies one, returns to a guarantee cabin with null', async () => {
    const { sessionId } = await held();
    const list = await api.sub('GET', 'voyage-only', sessionId, 'cabin-numbers', undefined, undefined, {
      cabinGrade: 'O2',
    });
    expect(list.statusCode, list.body).toBe(200);
    const listing = list.json();
    expect(listing.cabinGrade).toBe('O2');
    expect(listing.decks.length).toBeGreaterThan(0);
    for (const deck of listing.decks)
      expect(deck).toEqual({ deck: expect.any(Number), cabinNumbers: expect.any(Array) });
    const number = listing.decks[listing.decks.length - 1].cabinNumbers[0];

    const applied = await api.sub('POST', 'voyage-only', sessionId, 'cabin-numbers', {
      cabinId: 1,
      cabinNumber: number,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().cabins[0].cabinNumber).toBe(number);
    expect(applied.headers['x-session-expires-at']).toBeDefined();

    // The recorded numbers were discarded: a second apply needs a new listing.
    const again = await api.sub('POST', 'voyage-only', sessionId, 'cabin-numbers', {
      cabinId: 1,
      cabinNumber: listing.decks[0].cabinNumbers[1],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.cabinNumber).toBeDefined();

    // The chosen number is no longer free for others.
    const otherSession = await held();
    const otherList = (
      await api.sub('GET', 'voyage-only', otherSession.sessionId, 'cabin-numbers', undefined, undefined, {
        cabinGrade: 'O2',
      })
    ).json();
    expect(otherList.decks.flatMap((d: { cabinNumbers: string[] }) => d.cabinNumbers)).not.toContain(number);

    const back = await api.sub('POST', 'voyage-only', sessionId, 'cabin-numbers', { cabinId: 1, cabinNumber: null });
    expect(back.statusCode).toBe(200);
    expect(back.json().cabins[0].cabinNumber).toBeNull();
  });

  it('answers 409 when the number was taken since the listing, with the booking unchanged', async () => {
    const a = await held();
    const b = await held();
    const listA = (
      await api.sub('GET', 'voyage-only', a.sessionId, 'cabin-numbers', undefined, undefined, { cabinGrade: 'O2' })
    ).json();
    const listB = (
      await api.sub('GET', 'voyage-only', b.sessionId, 'cabin-numbers', undefined, undefined, { cabinGrade: 'O2' })
    ).json();
    const shared = listA.decks[0].cabinNumbers.find((n: string) =>
      listB.decks.flatMap((d: { cabinNumbers: string[] }) => d.cabinNumbers).includes(n),
    );
    expect(
      (await api.sub('POST', 'voyage-only', a.sessionId, 'cabin-numbers', { cabinId: 1, cabinNumber: shared }))
        .statusCode,
    ).toBe(200);
    const before = (await api.get('voyage-only', b.sessionId)).json();
    const lost = await api.sub('POST', 'voyage-only', b.sessionId, 'cabin-numbers', {
      cabinId: 1,
      cabinNumber: shared,
    });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().code).toBe('CABIN_NUMBER_TAKEN');
    expect((await api.get('voyage-only', b.sessionId)).json()).toEqual(before);
  });

  it('answers 400 for a grade the booking does not hold, a grade without specific cabins, and an unknown cabinId', async () => {
    const { sessionId } = await held();
    const notHeld = await api.sub('GET', 'voyage-only', sessionId, 'cabin-numbers', undefined, undefined, {
      cabinGrade: 'MG',
    });
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json().errors.cabinGrade).toBeDefined();
    const missing = await api.sub('GET', 'voyage-only', sessionId, 'cabin-numbers');
    expect(missing.statusCode).toBe(400);
    const badCabin = await api.sub('POST', 'voyage-only', sessionId, 'cabin-numbers', {
      cabinId: 9,
      cabinNumber: '501',
    });
    expect(badCabin.statusCode).toBe(400);
    expect(badCabin.json().errors.cabinId).toBeDefined();

    const ig = await held({ grade: 'IG' });
    for (const res of [
      await api.sub('GET', 'voyage-only', ig.sessionId, 'cabin-numbers', undefined, undefined, { cabinGrade: 'IG' }),
      await api.sub('POST', 'voyage-only', ig.sessionId, 'cabin-numbers', { cabinId: 1, cabinNumber: '501' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('GRADE_WITHOUT_CABIN_NUMBERS');
    }
  });

  it('lets two bookings on adjacent legs share one cabin, never overlapping ones', async () => {
    const north = await held({ to: 'TRD', grade: 'XJ' });
    const list = (
      await api.sub('GET', 'voyage-only', north.sessionId, 'cabin-numbers', undefined, undefined, { cabinGrade: 'XJ' })
    ).json();
    const number = list.decks[0].cabinNumbers[0];
    expect(
      (await api.sub('POST', 'voyage-only', north.sessionId, 'cabin-numbers', { cabinId: 1, cabinNumber: number }))
        .statusCode,
    ).toBe(200);

    const adjacent = await held({ from: 'TRD', to: 'TOS', grade: 'XJ' });
    const adjacentList = (
      await api.sub('GET', 'voyage-only', adjacent.sessionId, 'cabin-numbers', undefined, undefined, {
        cabinGrade: 'XJ',
      })
    ).json();
    expect(adjacentList.decks.flatMap((d: { cabinNumbers: string[] }) => d.cabinNumbers)).toContain(number);
    expect(
      (await api.sub('POST', 'voyage-only', adjacent.sessionId, 'cabin-numbers', { cabinId: 1, cabinNumber: number }))
        .statusCode,
    ).toBe(200);

    const overlapping = await held({ from: 'AES', to: 'BOO', grade: 'XJ' });
    const overlapList = (
      await api.sub('GET', 'voyage-only', overlapping.sessionId, 'cabin-numbers', undefined, undefined, {
        cabinGrade: 'XJ',
      })
    ).json();
    expect(overlapList.decks.flatMap((d: { cabinNumbers: string[] }) => d.cabinNumbers)).not.toContain(number);
  });
});

describe('addons, excursions and supplemental tours', () => {
  it('lists what applies with per-guest prices, recording the list on the session', async () => {
    const { sessionId } = await held();
    const first = await api.sub('GET', 'voyage-only', sessionId, 'addons');
    expect(first.statusCode).toBe(200);
    const addons = first.json().addons;
    expect(addons.find((a: { code: string }) => a.code === 'DINNER')).toMatchObject({
      isMandatory: false,
      guests: [
        { guestId: 1, price: expect.any(Number) },
        { guestId: 2, price: expect.any(Number) },
      ],
    });
    expect((await api.sub('GET', 'voyage-only', sessionId, 'addons')).json()).toEqual(first.json());

    const excursions = (await api.sub('GET', 'voyage-only', sessionId, 'excursions')).json().excursions;
    expect(excursions.find((e: { code: string }) => e.code === 'TOS-ARCTIC-CATHEDRAL')).toBeUndefined(); // evening at Tromsø is after arrival
    expect(excursions[0]).toMatchObject({
      code: expect.any(String),
      port: expect.any(String),
      isMandatory: false,
      seatsAvailable: expect.any(Number),
    });

    const tours = (await api.sub('GET', 'voyage-only', sessionId, 'supplemental-tours')).json().supplementalTours;
    // Arrival tours at Bergen, where the voyage starts; Departure tours at Tromsø, where it ends.
    expect(tours.map((x: { code: string; tourCategory: string }) => `${x.tourCategory} ${x.code}`)).toEqual([
      'Arrival BGO-PRE-1N',
      'Arrival BGO-PRE-OSL-2N',
      'Departure TOS-POST-1N',
      'Departure TOS-POST-WHALES',
    ]);
    expect(tours[0]).toMatchObject({
      tourCategory: 'Arrival',
      endDate: '2027-01-10T22:30:00',
      stages: [{ tourStageId: 1 }],
    });
  });

  it('applies and removes per guest, and answers each 400 and 409 of the contract', async () => {
    const { sessionId, booking } = await held();
    const base = minor(booking.priceBreakdown.totalPrice);
    const add = await api.sub('POST', 'voyage-only', sessionId, 'addons', {
      addons: [{ code: 'DINNER', guestIds: [1] }],
    });
    expect(add.statusCode, add.body).toBe(200);
    const withDinner = add.json();
    expect(withDinner.addons).toEqual([{ code: 'DINNER', guests: [1], isMandatory: false }]);
    const dinner = withDinner.priceBreakdown.addons[0].guests[0].price;
    expect(minor(withDinner.priceBreakdown.totalPrice)).toBe(base + minor(dinner));
    expectSums(withDinner);

    const statuses: [string, unknown, number, string][] = [
      ['POST', { addons: [{ code: 'DINNER', guestIds: [1] }] }, 409, 'ITEM_ALREADY_APPLIED'],
      ['POST', { addons: [{ code: 'NOPE', guestIds: [1] }] }, 400, 'VALIDATION_FAILED'],
      ['POST', { addons: [{ code: 'DINNER', guestIds: [5] }] }, 400, 'VALIDATION_FAILED'],
      ['DELETE', { addons: [{ code: 'DRINKS', guestIds: [1] }] }, 409, 'ITEM_NOT_ON_BOOKING'],
      ['DELETE', { addons: [{ code: 'DINNER', guestIds: [2] }] }, 409, 'ITEM_NOT_ON_BOOKING'],
    ];
    for (const [method, body, status, code] of statuses) {
      const res = await api.sub(method, 'voyage-only', sessionId, 'addons', body);
      expect(res.statusCode, `${method} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const add2 = (
      await api.sub('POST', 'voyage-only', sessionId, 'addons', { addons: [{ code: 'DINNER', guestIds: [2] }] })
    ).json();
    expect(add2.addons).toEqual([{ code: 'DINNER', guests: [1, 2], isMandatory: false }]);
    const removed = await api.sub('DELETE', 'voyage-only', sessionId, 'addons', {
      addons: [{ code: 'DINNER', guestIds: [1, 2] }],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().addons).toEqual([]);
    expect(minor(removed.json().priceBreakdown.totalPrice)).toBe(base);
  });

  it('refuses to apply or remove a mandatory addon (409)', async () => {
    const { sessionId } = await held({ day: '2027-01-11' }); // Havila Polaris: Wi-Fi is mandatory
    for (const method of ['POST', 'DELETE']) {
      const res = await api.sub(method, 'voyage-only', sessionId, 'addons', {
        addons: [{ code: 'WIFI', guestIds: [1] }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('MANDATORY_ITEM');
    }
  });

  it('holds excursion seats and never oversells them (409 when too few are left)', async () => {
    const { sessionId } = await held();
    const excursions = (await api.sub('GET', 'voyage-only', sessionId, 'excursions')).json().excursions;
    const excursion = excursions[0];
    const res = await api.sub('POST', 'voyage-only', sessionId, 'excursions', {
      excursions: [{ code: excursion.code, guestIds: [1, 2] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().excursions).toEqual([
      {
        code: excursion.code,
        startDate: excursion.startDate,
        endDate: excursion.endDate,
        isMandatory: false,
        guests: [1, 2],
      },
    ]);
    expectSums(res.json());

    // Take the remaining seats, two at a time, from other sessions.
    let remaining = excursion.seatsAvailable - 2;
    let refusal = null;
    while (!refusal) {
      const other2 = await held();
      const r = await api.sub('POST', 'voyage-only', other2.sessionId, 'excursions', {
        excursions: [{ code: excursion.code, guestIds: [1, 2] }],
      });
      if (r.statusCode === 200) remaining -= 2;
      else refusal = r;
      expect(remaining).toBeGreaterThanOrEqual(0);
    }
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json().code).toBe('EXCURSION_SOLD_OUT');
    expect(remaining).toBeLessThan(2);

    // Removing releases the seats at once.
    expect(
      (await api.sub('DELETE', 'voyage-only', sessionId, 'excursions', { excursions: [{ code: excursion.code }] }))
        .statusCode,
    ).toBe(200);
    const after = await held();
    const seats = (await api.sub('GET', 'voyage-only', after.sessionId, 'excursions'))
      .json()
      .excursions.find((e: { code: string }) => e.code === excursion.code);
    expect(seats.seatsAvailable).toBe(remaining + 2);
  });

  it('applies tours for all guests, one Arrival at most, with a stage route override', async () => {
    const { sessionId } = await held();
    const bad = await api.sub('POST', 'voyage-only', sessionId, 'supplemental-tours', {
      supplementalTours: [
        {
          code: 'BGO-PRE-1N',
          tourStageSelectableRouteOverrides: [{ tourStageId: 1, departureCode: 'OSL', arrivalCode: 'KKN' }],
        },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['supplementalTours[0].tourStageSelectableRouteOverrides[0]']).toBeDefined();
    const notApplicable = await api.sub('POST', 'voyage-only', sessionId, 'supplemental-tours', {
      supplementalTours: [{ code: 'KKN-PRE-1N' }],
    });
    expect(notApplicable.statusCode).toBe(400);

    const res = await api.sub('POST', 'voyage-only', sessionId, 'supplemental-tours', {
      supplementalTours: [
        {
          code: 'BGO-PRE-1N',
          tourStageSelectableRouteOverrides: [{ tourStageId: 1, departureCode: 'TRD', arrivalCode: 'BGO' }],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().supplementalTours).toEqual([
      {
        code: 'BGO-PRE-1N',
        startDate: '2027-01-09T12:00:00',
        endDate: '2027-01-10T22:30:00',
        tourCategory: 'Arrival',
        isMandatory: false,
        guests: [1, 2],
        tourStageSelectableRouteOverrides: [{ tourStageId: 1, departureCode: 'TRD', arrivalCode: 'BGO' }],
      },
    ]);
    expectSums(res.json());
    const twice = await api.sub('POST', 'voyage-only', sessionId, 'supplemental-tours', {
      supplementalTours: [{ code: 'BGO-PRE-1N' }],
    });
    expect(twice.statusCode).toBe(409);
    const removed = await api.sub('DELETE', 'voyage-only', sessionId, 'supplemental-tours', {
      supplementalTours: [{ code: 'BGO-PRE-1N' }],
    });
    expect(removed.json().supplementalTours).toEqual([]);
    const notOn = await api.sub('DELETE', 'voyage-only', sessionId, 'supplemental-tours', {
      supplementalTours: [{ code: 'BGO-PRE-1N' }],
    });
    expect(notOn.statusCode).toBe(409);
  });

  it('allows one Arrival and one Departure tour at a time (409 for a second of a category)', async () => {
    const { sessionId } = await held({ from: 'TOS', to: 'BGO', day: '2027-01-12' }); // southbound Tromsø to Bergen
    const tours = (await api.sub('GET', 'voyage-only', sessionId, 'supplemental-tours')).json().supplementalTours;
    const departures = tours.filter((x: { tourCategory: string }) => x.tourCategory === 'Departure');
    expect(departures.length).toBeGreaterThanOrEqual(2);
    expect(
      (
        await api.sub('POST', 'voyage-only', sessionId, 'supplemental-tours', {
          supplementalTours: [{ code: departures[0].code }],
        })
      ).statusCode,
    ).toBe(200);
    const second = await api.sub('POST', 'voyage-only', sessionId, 'supplemental-tours', {
      supplementalTours: [{ code: departures[1].code }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('TOUR_CATEGORY_TAKEN');
  });

  it('lets the sandbox try the rule on Arrival tours too: a second Arrival tour is 409, the first stays', async () => {
    const { sessionId } = await held(); // Bergen to Tromsø
    const tours = (await api.sub('GET', 'voyage-only', sessionId, 'supplemental-tours')).json().supplementalTours;
    const arrivals = tours.filter((x: { tourCategory: string }) => x.tourCategory === 'Arrival');
    expect(arrivals.length).toBeGreaterThanOrEqual(2);
    const first = await api.sub('POST', 'voyage-only', sessionId, 'supplemental-tours', {
      supplementalTours: [{ code: arrivals[0].code }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await api.sub('POST', 'voyage-only', sessionId, 'supplemental-tours', {
      supplementalTours: [{ code: arrivals[1].code }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('TOUR_CATEGORY_TAKEN');
    const booking = (await api.sub('GET', 'voyage-only', sessionId, '')).json();
    expect(booking.supplementalTours.map((x: { code: string }) => x.code)).toEqual([arrivals[0].code]);
  });

  it("never removes a package's mandatory items", async () => {
    const s = (
      await api.searchPackages({ packageCode: 'SOUTH-6D', departureDateFrom: FIRST_DEPARTURE_DAY, guests: PARTY })
    ).json();
    const created = await api.create('package', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().supplementalTours).toEqual([
      expect.objectContaining({ code: 'KKN-PRE-1N', isMandatory: true, tourCategory: 'Arrival' }),
    ]);
    const res = await api.sub('DELETE', 'package', s.sessionId, 'supplemental-tours', {
      supplementalTours: [{ code: 'KKN-PRE-1N' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MANDATORY_ITEM');
    expect(created.json().excursions).toEqual([]); // voyage-only style guard: no stray excursions
  });
});

describe('the full flow', () => {
  it('search, create, pick a cabin, addon, excursion, Arrival tour with an override, confirm; totals add up at every step', async () => {
    const { sessionId, booking } = await held();
    expectSums(booking);
    let total = minor(booking.priceBreakdown.totalPrice);

    const list = (
      await api.sub('GET', 'voyage-only', sessionId, 'cabin-numbers', undefined, undefined, { cabinGrade: 'O2' })
    ).json();
    const picked = (
      await api.sub('POST', 'voyage-only', sessionId, 'cabin-numbers', {
        cabinId: 1,
        cabinNumber: list.decks[0].cabinNumbers[0],
      })
    ).json();
    expect(minor(picked.priceBreakdown.totalPrice)).toBe(total); // a number does not change the price

    const withAddon = (
      await api.sub('POST', 'voyage-only', sessionId, 'addons', { addons: [{ code: 'BREAKFAST', guestIds: [1, 2] }] })
    ).json();
    expectSums(withAddon);
    const addonPrice = withAddon.priceBreakdown.addons[0].guests.reduce(
      (s: number, g: { price: number }) => s + minor(g.price),
      0,
    );
    expect(minor(withAddon.priceBreakdown.totalPrice)).toBe((total += addonPrice));

    const excursion = (await api.sub('GET', 'voyage-only', sessionId, 'excursions')).json().excursions[0];
    const withExcursion = (
      await api.sub('POST', 'voyage-only', sessionId, 'excursions', {
        excursions: [{ code: excursion.code, guestIds: [1] }],
      })
    ).json();
    expectSums(withExcursion);
    expect(minor(withExcursion.priceBreakdown.totalPrice)).toBe((total += minor(excursion.guests[0].price)));

    const tour = (await api.sub('GET', 'voyage-only', sessionId, 'supplemental-tours')).json().supplementalTours[0];
    const withTour = (
      await api.sub('POST', 'voyage-only', sessionId, 'supplemental-tours', {
        supplementalTours: [
          {
            code: tour.code,
            tourStageSelectableRouteOverrides: [{ tourStageId: 1, departureCode: 'SVG', arrivalCode: 'BGO' }],
          },
        ],
      })
    ).json();
    expectSums(withTour);
    const tourPrice = tour.guests.reduce((s: number, g: { price: number }) => s + minor(g.price), 0);
    expect(minor(withTour.priceBreakdown.totalPrice)).toBe((total += tourPrice));

    const confirm = await api.sub('POST', 'voyage-only', sessionId, 'confirm', {
      guests: [{ guestId: 1, ...LEAD }, CHILD],
      agencyReference: 'ABC-123',
    });
    expect(confirm.statusCode, confirm.body).toBe(201);
    const confirmed = confirm.json();
    expect(confirmed).toMatchObject({
      bookingId: expect.any(String),
      status: 'CONFIRMED',
      agencyReference: 'ABC-123',
      sessionId,
    });
    expect(confirmed.priceBreakdown).toEqual(withTour.priceBreakdown);
    expect(confirmed.guests[0].customerDetails).toMatchObject({
      firstName: 'Kari',
      isLead: true,
      email: 'kari@example.com',
    });
    expect(confirmed.guests[1].customerDetails).toMatchObject({ firstName: 'Ola', isLead: false });

    // The session is over: every call on it is 404.
    expect((await api.get('voyage-only', sessionId)).statusCode).toBe(404);
    expect((await api.sub('GET', 'voyage-only', sessionId, 'addons')).statusCode).toBe(404);
    expect(
      (await api.sub('POST', 'voyage-only', sessionId, 'confirm', { guests: [{ guestId: 1, ...LEAD }, CHILD] }))
        .statusCode,
    ).toBe(404);

    const read = await api.call('GET', `/bookings/${confirmed.bookingId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(confirmed);
    expect((await other.call('GET', `/bookings/${confirmed.bookingId}`)).statusCode).toBe(404);

    // Confirmed inventory stays taken after the session's timer would have run out.
    t.clock.advanceSeconds(3600);
    try {
      const late = await v2Client(t.app);
      const s = await held({});
      const numbers = (
        await late.sub('GET', 'voyage-only', s.sessionId, 'cabin-numbers', undefined, undefined, { cabinGrade: 'O2' })
      ).json();
      expect(numbers.decks.flatMap((d: { cabinNumbers: string[] }) => d.cabinNumbers)).not.toContain(
        list.decks[0].cabinNumbers[0],
      );
    } finally {
      t.clock.advanceSeconds(-3600);
    }
  });
});

describe('confirm', () => {
  it('answers 400 naming each breach of the guest details', async () => {
    const { sessionId } = await held();
    const cases: [unknown, string][] = [
      [{ guests: [{ guestId: 1, ...LEAD }] }, 'guests'],
      [
        {
          guests: [
            { guestId: 1, ...LEAD },
            { ...CHILD, isLead: true },
          ],
        },
        'guests',
      ],
      [{ guests: [{ guestId: 1, ...LEAD, email: undefined }, CHILD] }, 'guests[0].email'],
      [{ guests: [{ guestId: 1, ...LEAD, address: undefined }, CHILD] }, 'guests[0].address'],
      [{ guests: [{ guestId: 1, ...LEAD, dateOfBirth: '2015-01-01' }, CHILD] }, 'guests[0].dateOfBirth'],
      [
        {
          guests: [
            { guestId: 1, ...LEAD },
            { ...CHILD, dateOfBirth: '2000-01-01' },
          ],
        },
        'guests[1].dateOfBirth',
      ],
      [
        {
          guests: [
            { guestId: 1, ...LEAD },
            { ...CHILD, guestId: 3 },
          ],
        },
        'guests[1].guestId',
      ],
      [{ guests: [{ guestId: 1, ...LEAD, nationality: 'Norway' }, CHILD] }, 'guests[0].nationality'],
    ];
    for (const [body, field] of cases) {
      const res = await api.sub('POST', 'voyage-only', sessionId, 'confirm', body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors), `${field}: ${res.body}`).toContain(field);
    }
    expect((await api.get('voyage-only', sessionId)).statusCode).toBe(200);
  });

  it('keeps the held booking when the back end fails (503), and a retry then succeeds once', async () => {
    const { sessionId } = await held();
    await api.sub('POST', 'voyage-only', sessionId, 'addons', { addons: [{ code: 'DINNER', guestIds: [1] }] });
    const before = (await api.get('voyage-only', sessionId)).json();
    const body = { guests: [{ guestId: 1, ...LEAD }, CHILD] };
    const failed = await api.sub('POST', 'voyage-only', sessionId, 'confirm', body, {
      'x-sandbox-fault': 'downstream-unavailable',
      'idempotency-key': 'confirm-1',
    });
    expect([502, 503]).toContain(failed.statusCode);
    expect(failed.headers['content-type']).toContain('application/problem+json');
    expect(failed.json().detail).not.toMatch(/sandbox|stack|sql/i);
    // The session lives on: the answer says when to retry and until when (the error's data, rendered by the
    // problem handler).
    expect(failed.headers['retry-after']).toBe('2');
    const after = await api.get('voyage-only', sessionId);
    expect(failed.headers['x-session-expires-at']).toBe(after.headers['x-session-expires-at']);
    expect(after.json()).toEqual(before);

    const ok = await api.sub('POST', 'voyage-only', sessionId, 'confirm', body, { 'idempotency-key': 'confirm-1' });
    expect(ok.statusCode, ok.body).toBe(201);
    const replay = await api.sub('POST', 'voyage-only', sessionId, 'confirm', body, { 'idempotency-key': 'confirm-1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().bookingId).toBe(ok.json().bookingId);
    expect(replay.json().addons).toEqual(before.addons);
  });
});

describe('idempotency keys', () => {
  it('replays the first response for the same key and body, and refuses the key with another body (409)', async () => {
    const body = { departurePort: 'BGO', arrivalPort: 'TOS', departureDateFrom: FIRST_DEPARTURE_DAY, guests: PARTY };
    const first = await api.call('POST', '/search/voyages', body, { 'idempotency-key': 'search-abc' });
    const second = await api.call('POST', '/search/voyages', body, { 'idempotency-key': 'search-abc' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().sessionId).toBe(first.json().sessionId);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const third = await api.call('POST', '/search/voyages', reordered, { 'idempotency-key': 'search-abc' });
    expect(third.headers['idempotent-replayed']).toBe('true');
    const reused = await api.call(
      'POST',
      '/search/voyages',
      { ...body, guests: [{ type: 'ADULT' }] },
      { 'idempotency-key': 'search-abc' },
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    // Keys belong to an agency: another agency's identical key is its own.
    const theirs = await other.call(
      'POST',
      '/search/voyages',
      { ...body, currency: 'EUR' },
      { 'idempotency-key': 'search-abc' },
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('makes a retried create take effect once', async () => {
    const sid = await emptySession();
    const s = (await api.get('voyage-only', sid)).statusCode;
    expect(s).toBe(409);
    const search = (
      await api.searchVoyages({
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        departureDateFrom: FIRST_DEPARTURE_DAY,
        guests: PARTY,
      })
    ).json();
    const body = { departureDate: search.results[0].departureDate, cabinMix: [{ code: 'O2', guestIds: [1, 2] }] };
    const a = await api.create('voyage-only', search.sessionId, body, { 'idempotency-key': 'create-1' });
    const b = await api.create('voyage-only', search.sessionId, body, { 'idempotency-key': 'create-1' });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    const tooLong = await api.create('voyage-only', search.sessionId, body, { 'idempotency-key': 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('idempotency key leases', () => {
  it('lets a retry run again once the claim of a first request that never answered is no longer renewed', async () => {
    const body = { departurePort: 'BGO', arrivalPort: 'TOS', departureDateFrom: FIRST_DEPARTURE_DAY, guests: PARTY };
    const first = await api.call('POST', '/search/voyages', body, { 'idempotency-key': 'lease-1' });
    expect(first.statusCode).toBe(200);
    // Make the stored claim look like one whose process died before answering.
    await t.tdb.database.db.execute(
      sql`update idempotency_keys set status_code = null, response_body = null where key = 'lease-1'`,
    );
    const early = await api.call('POST', '/search/voyages', body, { 'idempotency-key': 'lease-1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    t.clock.advance(CLAIM_LEASE_MS + 1000);
    const late = await api.call('POST', '/search/voyages', body, { 'idempotency-key': 'lease-1' });
    expect(late.statusCode).toBe(200);
    expect(late.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('package flow', () => {
  it.each<BookingType>(['package'])('carries a %s booking to confirmation', async (type) => {
    const s = (
      await api.searchPackages({ packageCode: 'ROUND-12D', departureDateFrom: FIRST_DEPARTURE_DAY, guests: PARTY })
    ).json();
    const created = await api.create(type, s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'O4', guestIds: [1, 2] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json();
    expect(booking.addons).toEqual([{ code: 'FULLBOARD', guests: [1, 2], isMandatory: true }]);
    expect(booking.priceBreakdown.addons[0].guests.map((g: { price: number }) => g.price)).toEqual([0, 0]); // included in the fare
    expectSums(booking);
    const confirm = await api.sub('POST', type, s.sessionId, 'confirm', { guests: [{ guestId: 1, ...LEAD }, CHILD] });
    expect(confirm.statusCode, confirm.body).toBe(201);
    expect(confirm.json().status).toBe('CONFIRMED');
  });
});
