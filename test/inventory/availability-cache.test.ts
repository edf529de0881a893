/**
 * Search reuses a voyage's availability while it is exact (src/domain/inventory/availability-cache.ts). Drift test: after
 * every kind of change that can move availability (a hold of a numbered cabin, of a counted unit, of a vehicle
 * slot; a cabin number applied; the clock passing a hold's expiry, and set back; the sandbox's expiry; confirm;
 * cancellation; a hand-written delete; a catalogue change), the API's search, asked twice so that the second can
 * come from the cache, answers exactly what a search with the cache off answers at the same moment, and the
 * change itself shows. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyContext } from '../../src/domain/auth/context.js';
import { uncachedCatalogReads } from '../../src/domain/catalog/catalog-reads.js';
import { queryRows } from '../../src/platform/db/client.js';
import { createAvailabilityCache } from '../../src/domain/inventory/availability-cache.js';
import { holdSessions } from '../../src/domain/sessions/hold-sessions-sql.js';
import { createSearchService } from '../../src/domain/sessions/search.js';
import { createSessionStore } from '../../src/domain/sessions/session-store.js';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, type TestApp } from '../support/app.js';
import { CHILD, LEAD, v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
let recount: ReturnType<typeof createSearchService>;
let agency: AgencyContext;

const SEARCH = {
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  departureDateFrom: FIRST_DEPARTURE_DAY,
  departureDateTo: '2027-01-11',
  guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
};
const WITH_CAR = { ...SEARCH, vehicles: [{ type: 'CAR' }] };

type Results = { departureDate: string; vehiclesAvailable: boolean; cabinGrades: { code: string; availableCabins: number }[] }[];

beforeAll(async () => {
  t = await createTestApp({ env: MANY_HOLDS });
  api = await v2Client(t.app, 1);
  const db = t.tdb.database.db;
  // The same search service with the cache off and uncached catalogue reads: a fresh count every time.
  recount = createSearchService({
    db,
    clock: t.clock,
    sessions: createSessionStore({ clock: t.clock, idleSeconds: 900, maxSeconds: 7200 }),
    timeZone: t.config.operatorTimeZone,
    catalog: uncachedCatalogReads,
    availability: createAvailabilityCache({ maxEntries: 0, sessions: holdSessions }),
  });
  const first = await searchViaApi(SEARCH);
  const [row] = await queryRows<{ agency_id: string }>(
    db,
    sql`select agency_id from sessions where id = ${first.sessionId}`,
  );
  agency = {
    id: row!.agency_id,
    name: 'sandbox',
    market: 'NO',
    currencies: ['NOK'],
    commissionBps: 0,
    clientId: 'sandbox',
    isSandbox: true,
  };
});
afterAll(async () => t?.close());

async function searchViaApi(body: object): Promise<{ sessionId: string; results: Results }> {
  const res = await api.searchVoyages(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Searches through the API twice (the second may be served from the cache) and recounts; all three agree. */
async function expectExact(body: object = SEARCH): Promise<Results> {
  const fresh = (await recount.searchVoyages(agency, body as never)).results as unknown as Results;
  const once = (await searchViaApi(body)).results;
  const twice = (await searchViaApi(body)).results;
  expect(once).toEqual(fresh);
  expect(twice).toEqual(fresh);
  return fresh;
}

const free = (results: Results, code: string, i = 0) =>
  results[i]!.cabinGrades.find((g) => g.code === code)!.availableCabins;

async function hold(code: string, body: object = SEARCH): Promise<{ sessionId: string }> {
  const s = await searchViaApi(body);
  const res = await api.create('voyage-only', s.sessionId, {
    departureDate: s.results[0]!.departureDate,
    cabinMix: [{ code, guestIds: [1, 2] }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { sessionId: s.sessionId };
}

describe('search availability from the cache is what a fresh count shows', () => {
  it('a numbered cabin held, a counted unit held, a cabin number applied', async () => {
    const before = await expectExact();
    const o2 = await hold('O2');
    const afterO2 = await expectExact();
    expect(free(afterO2, 'O2')).toBe(free(before, 'O2') - 1);
    expect(free(afterO2, 'O2', 1)).toBe(free(before, 'O2', 1)); // the next day's sailing is untouched

    await hold('IG');
    expect(free(await expectExact(), 'IG')).toBe(free(before, 'IG') - 1);

    const path = `/bookings/create/voyage-only/${o2.sessionId}/cabin-numbers`;
    const numbers = (await api.call('GET', path, undefined, {}, { cabinGrade: 'O2' })).json();
    const number = numbers.decks[0].cabinNumbers[0];
    expect((await api.call('POST', path, { cabinId: 1, cabinNumber: number })).statusCode).toBe(200);
    expect(free(await expectExact(), 'O2')).toBe(free(before, 'O2') - 1);
  });

  it('vehicle slots held until none is left for a car', async () => {
    const car = async () => (await expectExact(WITH_CAR))[0]!.vehiclesAvailable;
    expect(await car()).toBe(true);
    const db = t.tdb.database.db;
    const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
    const [cap] = await rows<{ sailing_id: number }>(
      sql`select c.sailing_id from sailing_vehicle_capacity c join sailings s on s.id = c.sailing_id
          where c.vehicle_type = 'CAR' and s.departure_at::date = ${FIRST_DEPARTURE_DAY}::date
          order by s.departure_at limit 1`,
    );
    // A catalogue change (capacity cut to what is held now): the catalogue's version moves, every answer with it.
    const [count] = await rows<{ held: number }>(
      sql`select count(*)::int as held from vehicle_allocations where sailing_id = ${cap!.sailing_id}`,
    );
    await db.execute(
      sql`update sailing_vehicle_capacity set capacity = ${count!.held + 1}
          where sailing_id = ${cap!.sailing_id} and vehicle_type = 'CAR'`,
    );
    expect(await car()).toBe(true);
    await hold('O2', WITH_CAR);
    expect(await car()).toBe(false);
  });

  it('expiry frees a hold at once, and a clock set back sees it again', async () => {
    t.clock.advance(16 * 60_000); // the earlier tests' holds are over
    const before = await expectExact();
    const h = await hold('O2');
    const during = await expectExact();
    expect(free(during, 'O2')).toBe(free(before, 'O2') - 1);
    const heldAt = t.clock.now();
    // Past the idle timeout (15 min): the session is over; nothing was written to the database.
    t.clock.advance(16 * 60_000);
    expect(free(await expectExact(), 'O2')).toBe(free(before, 'O2'));
    // A clock set back (tests do it) must not reuse the later answer.
    t.clock.set(heldAt.toISOString());
    expect(free(await expectExact(), 'O2')).toBe(free(during, 'O2'));
    // The sandbox's expiry (the session cut short): freed at once.
    const expired = await api.call('POST', `/sandbox/sessions/${h.sessionId}/expire`);
    expect(expired.statusCode, expired.body).toBe(204);
    expect(free(await expectExact(), 'O2')).toBe(free(before, 'O2'));
  });

  it('confirm keeps the cabin taken; cancellation frees it', async () => {
    const before = await expectExact();
    const h = await hold('O2');
    const confirmed = await api.sub('POST', 'voyage-only', h.sessionId, 'confirm', {
      guests: [{ guestId: 1, ...LEAD }, CHILD],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    // Past the session's expiry: a confirmed booking's cabin stays taken.
    t.clock.advance(20 * 60_000);
    expect(free(await expectExact(), 'O2')).toBe(free(before, 'O2') - 1);
    const bookingId = confirmed.json().bookingId as string;
    const quote = await api.call('POST', `/bookings/${bookingId}/cancellation-quotes`);
    expect(quote.statusCode, quote.body).toBe(201);
    const cancelled = await api.call('POST', `/bookings/${bookingId}/cancellations`, {
      cancellationQuoteId: quote.json().cancellationQuoteId,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(free(await expectExact(), 'O2')).toBe(free(before, 'O2'));
  });

  it('hand-written SQL: a deleted allocation and a cabin added to the ship show at once', async () => {
    const before = await expectExact();
    const h = await hold('XJ');
    expect(free(await expectExact(), 'XJ')).toBe(free(before, 'XJ') - 1);
    const db = t.tdb.database.db;
    await db.execute(sql`delete from cabin_allocations where session_id = ${h.sessionId}`);
    expect(free(await expectExact(), 'XJ')).toBe(free(before, 'XJ'));
    await db.execute(
      sql`insert into cabins (ship_code, number, grade_id, deck)
          select ship_code, '9999', grade_id, deck from cabins
          where grade_id = (select id from cabin_grades where code = 'XJ' and ship_code = 'RW') limit 1`,
    );
    expect(free(await expectExact(), 'XJ')).toBe(free(before, 'XJ') + 1);
  });
});
