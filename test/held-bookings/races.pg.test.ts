/**
 * Races with real concurrent clients against a listening server on PostgreSQL (never PGlite: it has one
 * connection, so nothing would race). Uses TEST_DATABASE_URL, or the local server at 127.0.0.1:5432.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { listeningTestApp, type ListeningTestApp, type ServerClient as Client } from '../support/listening.js';
import { LEAD } from '../support/v2.js';

let server: ListeningTestApp;
let t: TestApp;
let agency1: Client;
let agency2: Client;

beforeAll(async () => {
  server = await listeningTestApp({ env: MANY_HOLDS });
  ({ t, agency1, agency2 } = server);
});
afterAll(async () => server?.close());

const call: ListeningTestApp['call'] = (...args) => server.call(...args);

const SEARCH = {
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  departureDateFrom: FIRST_DEPARTURE_DAY,
  guests: [{ type: 'ADULT' }],
};

async function search(client: Client = agency1, body: object = SEARCH) {
  const res = await call(client, 'POST', '/search/voyages', client === agency2 ? { ...body, currency: 'EUR' } : body);
  expect(res.status).toBe(200);
  return res.body as {
    sessionId: string;
    results: { departureDate: string; cabinGrades: { code: string; availableCabins: number }[] }[];
  };
}

async function createHeld(client: Client, code: string, body: object = SEARCH) {
  const s = await search(client, body);
  const res = await call(client, 'POST', `/bookings/create/voyage-only/${s.sessionId}`, {
    departureDate: s.results[0]!.departureDate,
    cabinMix: [{ code, guestIds: [1] }],
  });
  return { sessionId: s.sessionId, ...res };
}

describe('inventory races on PostgreSQL', () => {
  it('50 clients for the last 5 cabins of a grade: exactly 5 win, the rest get a clear error, nothing half-written', async () => {
    const available = (await search()).results[0]!.cabinGrades.find((g) => g.code === 'MG')!.availableCabins;
    for (let i = 0; i < available - 5; i++) expect((await createHeld(agency1, 'MG')).status).toBe(201);
    expect((await search()).results[0]!.cabinGrades.find((g) => g.code === 'MG')!.availableCabins).toBe(5);

    const sessions = await Promise.all(Array.from({ length: 50 }, (_, i) => search(i % 2 ? agency2 : agency1)));
    const results = await Promise.all(
      sessions.map((s, i) =>
        call(i % 2 ? agency2 : agency1, 'POST', `/bookings/create/voyage-only/${s.sessionId}`, {
          departureDate: s.results[0]!.departureDate,
          cabinMix: [{ code: 'MG', guestIds: [1] }],
        }),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(5);
    for (const r of lost) expect(r).toMatchObject({ status: 400, body: { code: 'CABIN_UNAVAILABLE' } });

    const ids = `{${sessions.map((s) => s.sessionId).join(',')}}`;
    const [counts] = await queryRows<{ bookings: number; cabins: number; allocations: number }>(
      t.tdb.database.db,
      sql`select (select count(*)::int from bookings where session_id = any(${ids}::uuid[])) as bookings,
                 (select count(*)::int from booking_cabins bc join bookings b on b.id = bc.booking_id where b.session_id = any(${ids}::uuid[])) as cabins,
                 (select count(*)::int from cabin_allocations where session_id = any(${ids}::uuid[])) as allocations`,
    );
    expect(counts).toEqual({ bookings: 5, cabins: 5, allocations: 5 });
    const [overlaps] = await queryRows<{ n: number }>(
      t.tdb.database.db,
      sql`select count(*)::int as n from cabin_allocations a join cabin_allocations b
          on a.sailing_id = b.sailing_id and a.cabin_id = b.cabin_id and a.id < b.id and a.legs && b.legs`,
    );
    expect(overlaps!.n).toBe(0);
    expect((await search()).results[0]!.cabinGrades.find((g) => g.code === 'MG')!.availableCabins).toBe(0);
  });

  it('the database itself refuses an overlapping allocation of one cabin (exclusion constraint)', async () => {
    const [row] = await queryRows<{
      booking_id: string;
      cabin_no: number;
      sailing_id: number;
      cabin_id: number;
      legs: string;
    }>(
      t.tdb.database.db,
      sql`select booking_id, cabin_no, sailing_id, cabin_id, legs::text from cabin_allocations limit 1`,
    );
    await expect(
      t.tdb.database.db.execute(
        sql`insert into cabin_allocations (booking_id, cabin_no, sailing_id, cabin_id, legs)
            values (${row!.booking_id}, 99, ${row!.sailing_id}, ${row!.cabin_id}, ${row!.legs}::int4range)`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
  });

  it('two agencies racing for one cabin number: exactly one wins', async () => {
    const contenders = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const client = i % 2 ? agency2 : agency1;
        const held = await createHeld(client, 'O2');
        expect(held.status).toBe(201);
        const listing = await call(
          client,
          'GET',
          `/bookings/create/voyage-only/${held.sessionId}/cabin-numbers?cabinGrade=O2`,
        );
        return {
          client,
          sessionId: held.sessionId,
          numbers: (listing.body.decks as { cabinNumbers: string[] }[]).flatMap((d) => d.cabinNumbers),
        };
      }),
    );
    const target = contenders[0]!.numbers.find((n) => contenders.every((c) => c.numbers.includes(n)))!;
    expect(target).toBeDefined();
    const results = await Promise.all(
      contenders.map((c) =>
        call(c.client, 'POST', `/bookings/create/voyage-only/${c.sessionId}/cabin-numbers`, {
          cabinId: 1,
          cabinNumber: target,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r).toMatchObject({ status: 409, body: { code: 'CABIN_NUMBER_TAKEN' } });
    const [n] = await queryRows<{ n: number }>(
      t.tdb.database.db,
      sql`select count(*)::int as n from cabin_allocations a join cabins c on c.id = a.cabin_id where c.number = ${target} and c.ship_code = 'RW'
          and a.sailing_id = (select sailing_id from bookings where session_id = ${contenders[0]!.sessionId})`,
    );
    expect(n!.n).toBe(1);
  });

  it('excursion seats: concurrent applies never oversell', async () => {
    // A sailing no other test here uses; holds spread over grades so that cabins do not run out first.
    const body = { ...SEARCH, arrivalPort: 'BOO', departureDateFrom: '2027-01-12' };
    const grades = ['I2', 'I4', 'O2', 'O4', 'U2', 'XJ'];
    const first = await createHeld(agency1, 'I2', body);
    const listing = await call(agency1, 'GET', `/bookings/create/voyage-only/${first.sessionId}/excursions`);
    const excursion = (listing.body.excursions as { code: string; seatsAvailable: number }[]).find(
      (e) => e.seatsAvailable >= 10,
    )!;
    const contenders = [first.sessionId];
    while (contenders.length < excursion.seatsAvailable + 10) {
      const held = await createHeld(
        contenders.length % 2 ? agency2 : agency1,
        grades[contenders.length % grades.length]!,
        body,
      );
      expect(held.status).toBe(201);
      contenders.push(held.sessionId);
    }
    const results = await Promise.all(
      contenders.map((sessionId, i) =>
        call(i % 2 ? agency2 : agency1, 'POST', `/bookings/create/voyage-only/${sessionId}/excursions`, {
          excursions: [{ code: excursion.code, guestIds: [1] }],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(excursion.seatsAvailable);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r).toMatchObject({ status: 409, body: { code: 'EXCURSION_SOLD_OUT' } });
  });

  it('concurrent confirms of one session produce one booking', async () => {
    const held = await createHeld(agency1, 'I2');
    expect(held.status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(agency1, 'POST', `/bookings/create/voyage-only/${held.sessionId}/confirm`, {
          guests: [{ guestId: 1, ...LEAD }],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.bookingId)).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.status).toBe(404);
    const [n] = await queryRows<{ n: number }>(
      t.tdb.database.db,
      sql`select count(*)::int as n from bookings where session_id = ${held.sessionId} and status = 'CONFIRMED'`,
    );
    expect(n!.n).toBe(1);
  });

  it('concurrent confirms of one session with different guest details: only the one that confirmed its details answers 201', async () => {
    for (let round = 0; round < 3; round++) {
      const held = await createHeld(agency1, 'I2');
      expect(held.status).toBe(201);
      const names = Array.from({ length: 10 }, (_, i) => `Kari-${round}-${i}`);
      const results = await Promise.all(
        names.map((firstName) =>
          call(agency1, 'POST', `/bookings/create/voyage-only/${held.sessionId}/confirm`, {
            guests: [{ guestId: 1, ...LEAD, firstName }],
          }),
        ),
      );
      const won = results.flatMap((r, i) => (r.status === 201 ? [{ sent: names[i], body: r.body }] : []));
      expect(won).toHaveLength(1);
      // The 201 carries what its own request sent, and that is what the booking holds.
      expect(won[0]!.body.guests[0].customerDetails.firstName).toBe(won[0]!.sent);
      for (const r of results.filter((x) => x.status !== 201))
        expect(r).toMatchObject({ status: 404, body: { code: 'SESSION_NOT_FOUND' } });
      const [row] = await queryRows<{ first: string }>(
        t.tdb.database.db,
        sql`select document->'guests'->0->'customerDetails'->>'firstName' as first from bookings
            where session_id = ${held.sessionId} and status = 'CONFIRMED'`,
      );
      expect(row!.first).toBe(won[0]!.sent);
    }
  });

  it('concurrent creates in one session: one held booking, the rest 409', async () => {
    const s = await search();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(agency1, 'POST', `/bookings/create/voyage-only/${s.sessionId}`, {
          departureDate: s.results[0]!.departureDate,
          cabinMix: [{ code: 'I2', guestIds: [1] }],
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201))
      expect(r).toMatchObject({ status: 409, body: { code: 'HELD_BOOKING_EXISTS' } });
  });
});
