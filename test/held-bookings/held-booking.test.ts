/**
 * V2 part 1 through the HTTP interface: search, sessions and their timer, create and read held bookings,
 * every rule and status of sections 2.4, 3.1, 7 and 8 for these operations.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import fastJson from 'fast-json-stringify';
import { SearchResponse } from '../../src/domain/sessions/schemas.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { sandboxAuth } from '../support/auth.js';
import { breakdownSum, v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
let other: V2Client;

beforeAll(async () => {
  t = await createTestApp({ env: MANY_HOLDS });
  api = await v2Client(t.app, 1);
  other = await v2Client(t.app, 2);
});
afterAll(async () => t?.close());

const BGO_TOS = {
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  departureDateFrom: FIRST_DEPARTURE_DAY,
  guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
};

async function search(body: object = BGO_TOS) {
  const res = await api.searchVoyages(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function grade(result: { cabinGrades: { code: string; availableCabins: number }[] }, code: string) {
  const g = result.cabinGrades.find((c) => c.code === code);
  if (!g) throw new Error(`no grade ${code}`);
  return g;
}

describe('search voyages', () => {
  it('answers the text the response schema writes, results included, for a search from kept answers too', async () => {
    const serialize = fastJson(SearchResponse);
    const [first, again] = [await api.searchVoyages(BGO_TOS), await api.searchVoyages(BGO_TOS)];
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(serialize(res.json()));
    }
    expect(again.json().results).toEqual(first.json().results);
    expect(again.json().sessionId).not.toBe(first.json().sessionId);
  });

  it('opens a new session each time with guest ids in request order and vehicles bound to guest 1', async () => {
    const body = {
      ...BGO_TOS,
      guests: [{ type: 'SENIOR' }, { type: 'ADULT' }, { type: 'INFANT' }],
      vehicles: [{ type: 'CAR' }],
    };
    const a = await api.searchVoyages(body);
    const b = await api.searchVoyages(body);
    expect(a.statusCode).toBe(200);
    const ja = a.json();
    expect(ja.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.json().sessionId).not.toBe(ja.sessionId);
    expect(ja).toMatchObject({
      bookingType: 'voyage-only',
      market: 'NO',
      currency: 'NOK',
      guests: [
        { guestId: 1, type: 'SENIOR' },
        { guestId: 2, type: 'ADULT' },
        { guestId: 3, type: 'INFANT' },
      ],
      vehicles: [{ type: 'CAR', guestId: 1 }],
    });
    expect(a.headers['x-session-expires-at']).toBe(new Date(t.clock.now().getTime() + 900_000).toISOString());
  });

  it('lists every matching sailing with grades, availability and per-guest prices', async () => {
    const res = await search({ ...BGO_TOS, departureDateTo: '2027-01-12' });
    expect(res.results.map((r: { departureDate: string }) => r.departureDate)).toEqual([
      '2027-01-10T22:30:00',
      '2027-01-11T22:30:00',
      '2027-01-12T22:30:00',
    ]);
    const first = res.results[0];
    expect(first).toMatchObject({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      shipCode: 'RW',
      arrivalDate: '2027-01-13T11:45:00',
      vehiclesAvailable: true,
    });
    const i2 = first.cabinGrades.find((g: { code: string }) => g.code === 'I2');
    expect(i2).toMatchObject({ cabinType: 'Inside', maximumOccupancy: 2, hasSpecificCabins: true });
    expect(i2.availableCabins).toBeGreaterThan(0);
    expect(i2.pricePerGuest.map((p: { guestId: number }) => p.guestId)).toEqual([1, 2]);
    expect(i2.pricePerGuest[1].price).toBeLessThan(i2.pricePerGuest[0].price); // a child pays less
    const ig = first.cabinGrades.find((g: { code: string }) => g.code === 'IG');
    expect(ig).toMatchObject({ hasSpecificCabins: false, availableCabins: 20 });
  });

  it('answers 400 naming each field that breaks a rule', async () => {
    const cases: [object, string][] = [
      [{ ...BGO_TOS, guests: [] }, 'guests'],
      [{ ...BGO_TOS, guests: Array(10).fill({ type: 'ADULT' }) }, 'guests'],
      [{ ...BGO_TOS, guests: [{ type: 'PET' }] }, 'guests[0].type'],
      [{ ...BGO_TOS, departurePort: 'XXX' }, 'departurePort'],
      [{ ...BGO_TOS, arrivalPort: 'BGO' }, 'arrivalPort'],
      [{ ...BGO_TOS, departureDateTo: '2027-03-01' }, 'departureDateTo'],
      [{ ...BGO_TOS, departureDateTo: '2027-01-01' }, 'departureDateTo'],
      [{ ...BGO_TOS, currency: 'USD' }, 'currency'],
      [{ ...BGO_TOS, departureDateFrom: '10/01/2027' }, 'departureDateFrom'],
      [{ ...BGO_TOS, departureDateFrom: '0000-01-01' }, 'departureDateFrom'],
      [{ ...BGO_TOS, departureDateTo: '9999-12-31' }, 'departureDateTo'],
      [{ ...BGO_TOS, vehicles: [{ type: 'BUS' }] }, 'vehicles[0].type'],
      [{ ...BGO_TOS, surprise: true }, 'surprise'],
      [{ departurePort: 'BGO' }, 'arrivalPort'],
    ];
    for (const [body, field] of cases) {
      const res = await api.searchVoyages(body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
  });

  it('prices in another allowed currency', async () => {
    const res = await search({ ...BGO_TOS, currency: 'EUR' });
    expect(res.currency).toBe('EUR');
    expect(grade(res.results[0], 'I2')).toBeTruthy();
  });
});

describe('search packages', () => {
  it('answers package departures with packageCode and packageName', async () => {
    const res = await api.searchPackages({
      packageCode: 'NORTH-7D',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.bookingType).toBe('package');
    expect(body.results[0]).toMatchObject({ packageCode: 'NORTH-7D', departurePort: 'BGO', arrivalPort: 'KKN' });
    expect(body.results[0].packageName).toEqual(expect.any(String));
  });

  it('refuses an unknown package with 400', async () => {
    const res = await api.searchPackages({
      packageCode: 'NOPE',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.packageCode).toBeDefined();
  });
});

describe('create held booking', () => {
  it('holds a guarantee cabin and answers the canonical shape (201), readable with GET', async () => {
    const s = await search({ ...BGO_TOS, vehicles: [{ type: 'CAR' }] });
    const res = await api.create('voyage-only', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      sessionId: s.sessionId,
      market: 'NO',
      currency: 'NOK',
      departureDate: '2027-01-10T22:30:00',
      arrivalDate: '2027-01-13T11:45:00',
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      shipCode: 'RW',
      guests: [
        { id: 1, type: 'ADULT' },
        { id: 2, type: 'CHILD' },
      ],
      cabins: [{ id: 1, code: 'O2', cabinType: 'Outside', cabinNumber: null, guests: [1, 2] }],
      vehicles: [{ type: 'CAR', guestId: 1 }],
      addons: [],
      excursions: [],
      supplementalTours: [],
    });
    expect(booking.embarkationNotification).toEqual(
      expect.arrayContaining([expect.objectContaining({ locale: 'en' })]),
    );
    const pb = booking.priceBreakdown;
    expect(Math.round(pb.totalPrice * 100)).toBe(breakdownSum(pb));
    expect(pb.cabins).toEqual([
      {
        code: 'O2',
        guests: [
          { guestId: 1, price: expect.any(Number) },
          { guestId: 2, price: expect.any(Number) },
        ],
      },
    ]);
    expect(pb.vehicles).toEqual([{ code: 'CAR', guest: { guestId: 1, price: expect.any(Number) } }]);
    // Sandbox agency 1 has a 10 % commission, contained in the total.
    expect(pb.commissionTotal).toBeCloseTo(pb.totalPrice / 10, 2);

    const read = await api.get('voyage-only', s.sessionId);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(read.json()).toEqual(booking);

    // GET sends the document's stored text (migration 0025); one stored before that column reads the same.
    await t.tdb.database.db.execute(sql`update bookings set document_text = null where session_id = ${s.sessionId}`);
    const older = await api.get('voyage-only', s.sessionId);
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual(booking);
  });

  it('takes the cabin out of availability, and a search sees it', async () => {
    const before = grade((await search()).results[0], 'MG').availableCabins;
    const s = await search();
    expect(
      (
        await api.create('voyage-only', s.sessionId, {
          departureDate: s.results[0].departureDate,
          cabinMix: [{ code: 'MG', guestIds: [1, 2] }],
        })
      ).statusCode,
    ).toBe(201);
    expect(grade((await search()).results[0], 'MG').availableCabins).toBe(before - 1);
  });

  it('includes mandatory addons at create, priced, on ships where they are mandatory', async () => {
    const s = await search({ ...BGO_TOS, departureDateFrom: '2027-01-11' }); // Havila Polaris
    expect(s.results[0].shipCode).toBe('HP');
    const res = await api.create('voyage-only', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'I2', guestIds: [1, 2] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking.addons).toEqual([{ code: 'WIFI', guests: [1, 2], isMandatory: true }]);
    const wifi = booking.priceBreakdown.addons.find((a: { code: string }) => a.code === 'WIFI');
    expect(wifi.guests.every((g: { price: number }) => g.price > 0)).toBe(true);
    expect(Math.round(booking.priceBreakdown.totalPrice * 100)).toBe(breakdownSum(booking.priceBreakdown));
  });

  it('gives a null embarkationNotification where the port has none for that departure', async () => {
    const s = await search({ ...BGO_TOS, departurePort: 'TRD' });
    const res = await api.create('voyage-only', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'I2', guestIds: [1, 2] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().embarkationNotification).toBeNull();
  });

  it('answers 400 with the field path of each breach of section 2.4 and 7', async () => {
    const s = await search({ ...BGO_TOS, guests: [{ type: 'ADULT' }, { type: 'CHILD' }, { type: 'CHILD' }] });
    const departureDate = s.results[0].departureDate;
    const cases: [object, string][] = [
      [{ departureDate, cabinMix: [] }, 'cabinMix'],
      [{ departureDate, cabinMix: [{ code: '', guestIds: [1] }] }, 'cabinMix[0].code'],
      [{ departureDate, cabinMix: [{ code: 'O2', guestIds: [] }] }, 'cabinMix[0].guestIds'],
      [{ departureDate, cabinMix: [{ code: 'O2', guestIds: [0] }] }, 'cabinMix[0].guestIds[0]'],
      [{ departureDate, cabinMix: [{ code: 'O2', guestIds: [1, 7] }] }, 'cabinMix[0].guestIds'],
      [
        {
          departureDate,
          cabinMix: [
            { code: 'O2', guestIds: [1] },
            { code: 'O2', guestIds: [1] },
          ],
        },
        'cabinMix[1].guestIds',
      ],
      [{ departureDate, cabinMix: [{ code: 'O2', guestIds: [1, 2, 3] }] }, 'cabinMix[0].guestIds'],
      [
        {
          departureDate,
          cabinMix: [
            { code: 'O2', guestIds: [1] },
            { code: 'O2', guestIds: [2, 3] },
          ],
        },
        'cabinMix[1].guestIds',
      ],
      [{ departureDate, cabinMix: [{ code: 'ZZ', guestIds: [1] }] }, 'cabinMix[0].code'],
      [{ departureDate: '2027-01-10T23:30:00', cabinMix: [{ code: 'O2', guestIds: [1] }] }, 'departureDate'],
      [{ departureDate: 'tomorrow', cabinMix: [{ code: 'O2', guestIds: [1] }] }, 'departureDate'],
      [{ cabinMix: [{ code: 'O2', guestIds: [1] }] }, 'departureDate'],
      [{ departureDate, cabinMix: [{ code: 'O2', guestIds: ['1'] }] }, 'cabinMix[0].guestIds[0]'],
    ];
    for (const [body, field] of cases) {
      const res = await api.create('voyage-only', s.sessionId, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors), `${field}: ${res.body}`).toContain(field);
    }
    // Nothing was held by the refused requests.
    expect((await api.get('voyage-only', s.sessionId)).statusCode).toBe(409);
  });

  it('refuses more than 9 guests in total', async () => {
    const s = await search({ ...BGO_TOS, guests: Array(9).fill({ type: 'ADULT' }) });
    const res = await api.create('voyage-only', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [
        { code: 'MG', guestIds: [1, 2, 3, 4] },
        { code: 'MG', guestIds: [5, 6, 7, 8] },
        { code: 'MG', guestIds: [9, 9] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['cabinMix[2].guestIds']).toBeDefined();
  });

  it('refuses a departure that has left since the search (400 departureDate)', async () => {
    t.clock.set('2027-01-10T21:20:00Z'); // 22:20 in Oslo, ten minutes before the 22:30 departure
    try {
      const late = await v2Client(t.app); // a token issued now (the suite's token has expired by this date)
      const s = (await late.searchVoyages(BGO_TOS)).json();
      expect(s.results[0].departureDate).toBe('2027-01-10T22:30:00');
      t.clock.advanceSeconds(11 * 60); // the session is still live, the ship has sailed
      const res = await late.create('voyage-only', s.sessionId, {
        departureDate: s.results[0].departureDate,
        cabinMix: [{ code: 'O2', guestIds: [1] }],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.departureDate).toEqual(['must be in the future']);
    } finally {
      t.clock.set('2027-01-05T09:00:00Z');
    }
  });

  it('answers 409 for a second create, with the held booking unchanged', async () => {
    const s = await search();
    const body = { departureDate: s.results[0].departureDate, cabinMix: [{ code: 'I2', guestIds: [1, 2] }] };
    const first = await api.create('voyage-only', s.sessionId, body);
    expect(first.statusCode).toBe(201);
    const second = await api.create('voyage-only', s.sessionId, body);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('HELD_BOOKING_EXISTS');
    expect((await api.get('voyage-only', s.sessionId)).json()).toEqual(first.json());
  });

  it('answers 409 with the exact messages when the session type does not match the endpoint', async () => {
    const voyage = await search();
    const pkg = (
      await api.searchPackages({
        packageCode: 'NORTH-7D',
        departureDateFrom: FIRST_DEPARTURE_DAY,
        guests: [{ type: 'ADULT' }],
      })
    ).json();
    const a = await api.create('package', voyage.sessionId, {
      departureDate: voyage.results[0].departureDate,
      cabinMix: [{ code: 'I2', guestIds: [1] }],
    });
    expect(a.statusCode).toBe(409);
    expect(a.json().detail).toBe('Booking session is not of type package.');
    const b = await api.create('voyage-only', pkg.sessionId, {
      departureDate: pkg.results[0].departureDate,
      cabinMix: [{ code: 'I2', guestIds: [1] }],
    });
    expect(b.statusCode).toBe(409);
    expect(b.json().detail).toBe('Booking session is not of type voyage-only.');
    expect(b.headers['x-session-expires-at']).toBeDefined();
  });

  it("answers reads sent together (one statement for them all) each with its own session: another agency's is 404", async () => {
    const held = async (client: V2Client) => {
      const s = await search();
      const res = await client.create('voyage-only', s.sessionId, {
        departureDate: s.results[0].departureDate,
        cabinMix: [{ code: 'I2', guestIds: [1, 2] }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return { sessionId: s.sessionId as string, booking: res.json() };
    };
    const [a, b] = [await held(api), await held(api)];
    const searched = (await other.searchVoyages(BGO_TOS)).json();
    const c = await other.create('voyage-only', searched.sessionId, {
      departureDate: searched.results[0].departureDate,
      cabinMix: [{ code: 'I2', guestIds: [1, 2] }],
    });
    expect(c.statusCode, c.body).toBe(201);
    const withoutBooking = (await search()).sessionId as string;
    // Sent at once: GET held groups the reads that wait on one in flight into one statement (bookings/repository.ts).
    const reads = await Promise.all([
      api.get('voyage-only', a.sessionId),
      api.get('voyage-only', b.sessionId),
      other.get('voyage-only', searched.sessionId),
      other.get('voyage-only', a.sessionId),
      api.get('voyage-only', searched.sessionId),
      api.get('voyage-only', b.sessionId.toUpperCase()),
      api.get('voyage-only', '00000000-0000-4000-8000-000000000000'),
      api.get('voyage-only', withoutBooking),
    ]);
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 404, 200, 404, 409]);
    expect(reads[0]!.json()).toEqual(a.booking);
    expect(reads[1]!.json()).toEqual(b.booking);
    expect(reads[2]!.json()).toEqual(c.json());
    expect(reads[5]!.json()).toEqual(b.booking);
    expect(reads[7]!.json().code).toBe('NO_HELD_BOOKING');
  });

  it('answers 404 "Session expired or invalid." for an unknown session, a malformed id and another agency\'s session', async () => {
    const s = await search();
    const body = { departureDate: s.results[0].departureDate, cabinMix: [{ code: 'I2', guestIds: [1] }] };
    for (const res of [
      await api.create('voyage-only', '00000000-0000-4000-8000-000000000000', body),
      await api.create('voyage-only', 'not-a-uuid', body),
      await other.create('voyage-only', s.sessionId, body),
      await other.get('voyage-only', s.sessionId),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'Session expired or invalid.', code: 'SESSION_NOT_FOUND' });
    }
  });

  it('needs user_key (400) on the create endpoint', async () => {
    const s = await search();
    const auth = await sandboxAuth(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/bookings/create/voyage-only/${s.sessionId}`,
      headers: auth.headers,
      payload: { departureDate: s.results[0].departureDate, cabinMix: [{ code: 'I2', guestIds: [1] }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.user_key).toBeDefined();
  });

  it('refuses vehicles that are no longer available (400) and holds nothing then', async () => {
    // Fill the cars of the first sailing: each search asks for three cars, each create takes three.
    const probe = await search({ ...BGO_TOS, vehicles: [{ type: 'CAR' }] });
    expect(probe.results[0].vehiclesAvailable).toBe(true);
    let refused = null;
    for (let i = 0; i < 30 && !refused; i++) {
      const s = await search({ ...BGO_TOS, vehicles: [{ type: 'CAR' }, { type: 'CAR' }, { type: 'CAR' }] });
      const res = await api.create('voyage-only', s.sessionId, {
        departureDate: s.results[0].departureDate,
        cabinMix: [{ code: 'I4', guestIds: [1, 2] }],
      });
      if (res.statusCode !== 201) refused = { res, s };
    }
    expect(refused).not.toBeNull();
    expect(refused!.res.statusCode).toBe(400);
    expect(refused!.res.json().errors.vehicles).toBeDefined();
    expect((await api.get('voyage-only', refused!.s.sessionId)).statusCode).toBe(409);
    expect(
      (await search({ ...BGO_TOS, vehicles: [{ type: 'CAR' }, { type: 'CAR' }, { type: 'CAR' }] })).results[0]
        .vehiclesAvailable,
    ).toBe(false);
  });

  it('sells a grade without specific cabins as a count, and refuses it when none is left (400)', async () => {
    const day = '2027-01-12';
    const free = grade((await search({ ...BGO_TOS, departureDateFrom: day })).results[0], 'IG').availableCabins;
    for (let i = 0; i < free; i++) {
      const s = await search({ ...BGO_TOS, departureDateFrom: day });
      const res = await api.create('voyage-only', s.sessionId, {
        departureDate: s.results[0].departureDate,
        cabinMix: [{ code: 'IG', guestIds: [1, 2] }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const s = await search({ ...BGO_TOS, departureDateFrom: day });
    expect(grade(s.results[0], 'IG').availableCabins).toBe(0);
    const res = await api.create('voyage-only', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'IG', guestIds: [1, 2] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CABIN_UNAVAILABLE',
      errors: { 'cabinMix[0].code': [expect.any(String)] },
    });
  });

  it("creates a package booking with the package's mandatory items", async () => {
    const s = (
      await api.searchPackages({
        packageCode: 'NORTH-7D',
        departureDateFrom: FIRST_DEPARTURE_DAY,
        guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
      })
    ).json();
    const res = await api.create('package', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({ departurePort: 'BGO', arrivalPort: 'KKN' });
    expect(booking.excursions).toEqual([
      expect.objectContaining({ code: 'HVG-NORTH-CAPE', isMandatory: true, guests: [1, 2] }),
    ]);
    expect(Math.round(booking.priceBreakdown.totalPrice * 100)).toBe(breakdownSum(booking.priceBreakdown));
  });
});

describe('the session timer (section 3.1)', () => {
  it('create resets it, a held-booking read does not; expiry frees the cabins at once', async () => {
    const s = await search();
    const searchedAt = t.clock.now().getTime();
    t.clock.advanceSeconds(300);
    const created = await api.create('voyage-only', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'XJ', guestIds: [1, 2] }],
    });
    expect(created.statusCode).toBe(201);
    const expiresAt = new Date(searchedAt + 300_000 + 900_000).toISOString();
    expect(created.headers['x-session-expires-at']).toBe(expiresAt);
    const xjHeld = grade((await search()).results[0], 'XJ').availableCabins;

    t.clock.advanceSeconds(600);
    const read = await api.get('voyage-only', s.sessionId);
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-session-expires-at']).toBe(expiresAt); // not reset by the read

    t.clock.advanceSeconds(300); // 900 s after create: expired
    const gone = await api.get('voyage-only', s.sessionId);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('Session expired or invalid.');
    // The expired session's cabin is free again for everyone, at once.
    expect(
      grade((await other.searchVoyages({ ...BGO_TOS, currency: 'EUR' })).json().results[0], 'XJ').availableCabins,
    ).toBe(xjHeld + 1);
  });

  it('the sandbox expire endpoint ends a session at once (404 after)', async () => {
    const s = await search();
    const res = await api.call('POST', `/sandbox/sessions/${s.sessionId}/expire`);
    expect(res.statusCode).toBe(204);
    expect((await api.get('voyage-only', s.sessionId)).statusCode).toBe(404);
    expect((await other.call('POST', `/sandbox/sessions/${s.sessionId}/expire`)).statusCode).toBe(404);
  });
});

describe("property: every held booking's breakdown adds up", () => {
  it('for generated parties, grades and currencies', async () => {
    const leader = fc.constantFrom('ADULT', 'SENIOR');
    const anyone = fc.constantFrom('ADULT', 'SENIOR', 'CHILD', 'INFANT');
    const party = fc.tuple(leader, fc.array(anyone, { maxLength: 3 })).map(([first, rest]) => [first, ...rest]);
    await fc.assert(
      fc.asyncProperty(party, fc.constantFrom('NOK', 'EUR'), fc.boolean(), async (types, currency, withCar) => {
        const res = await api.searchVoyages({
          ...BGO_TOS,
          departureDateFrom: '2027-01-11',
          arrivalPort: 'BOO',
          guests: types.map((type) => ({ type })),
          currency,
          ...(withCar ? { vehicles: [{ type: 'MOTORCYCLE' }] } : {}),
        });
        const s = res.json();
        const grades = s.results[0].cabinGrades.filter(
          (g: { maximumOccupancy: number; availableCabins: number }) =>
            g.maximumOccupancy >= types.length && g.availableCabins > 0,
        );
        const code = grades[types.length % grades.length].code;
        const created = await api.create('voyage-only', s.sessionId, {
          departureDate: s.results[0].departureDate,
          cabinMix: [{ code, guestIds: types.map((_, i) => i + 1) }],
        });
        expect(created.statusCode, created.body).toBe(201);
        const pb = created.json().priceBreakdown;
        expect(Math.round(pb.totalPrice * 100)).toBe(breakdownSum(pb));
        expect(Math.round(pb.commissionTotal * 100)).toBe(Math.round(Math.round(pb.totalPrice * 100) / 10));
        // The cabin prices are the ones the search showed for this grade and party.
        const shown = s.results[0].cabinGrades.find((g: { code: string }) => g.code === code).pricePerGuest;
        expect(pb.cabins[0].guests).toEqual(shown);
      }),
      { numRuns: 15, seed: 20271110 },
    );
  });
});
