/**
 * GET availability's kept answers, served without the voyages query (sessions/availability.ts `stillExact`), stay
 * exact as of each request's start (commerce.md, "Availability without a session, and watches"), on PostgreSQL with
 * two instances: B is the app (its own pool), A an availability service on a pool and caches of its own, as
 * another process would have. A commit on B (a hold; a sailing cancelled or a call retimed, even by hand in SQL, also
 * a departure moved into the window from outside it) is
 * seen by A's very next request, also while A has other requests' version checks in flight; a hold's expiry (no
 * commit) is seen too; and an answer that nothing changed comes from memory.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyContext } from '../../src/domain/auth/context.js';
import type { AvailabilityService } from '../../src/domain/sessions/availability.js';
import { availabilityServiceFor } from '../../src/main/services.js';
import { openDatabase, queryRows, type Database } from '../../src/platform/db/client.js';
import { createTestApp, FIRST_DEPARTURE_DAY, MANY_HOLDS, TEST_NOW, type TestApp } from '../support/app.js';
import { testDatabasePooler } from '../support/database.js';
import { v2Client, type V2Client } from '../support/v2.js';

const WINDOW = { departurePort: 'BGO', arrivalPort: 'TOS', from: FIRST_DEPARTURE_DAY, to: '2027-01-12' };
/** What A's availability reads of the calling agency: its currencies (the sandbox agency's, NOK first). */
const AGENCY = { currencies: ['NOK', 'EUR'], market: 'NO' } as AgencyContext;

type Grade = { code: string; availableCabins: number };
type Answer = { departures: { departureDate: string; cabinGrades: Grade[] }[] };

let t: TestApp;
let b: V2Client;
let aDatabase: Database;
let a: AvailabilityService;

beforeAll(async () => {
  t = await createTestApp({ postgres: true, env: { ...MANY_HOLDS, V2_RATE_LIMIT_MAX: '0' } });
  t.clock.set(TEST_NOW);
  b = await v2Client(t.app, 1);
  aDatabase = await openDatabase({ url: t.tdb.url!, poolSize: 10, pooler: testDatabasePooler });
  a = availabilityServiceFor({ db: aDatabase.db, clock: t.clock, config: t.config });
}, 300_000);
afterAll(async () => {
  await aDatabase?.close();
  await t?.close();
});

/** A's answer: the body when it is 200, null when 304. */
async function readA(etag?: string): Promise<{ etag: string; body: Answer | null }> {
  const answer = await a.read(AGENCY, { ...WINDOW, user_key: '' }, etag);
  return { etag: answer.etag, body: answer.notModified ? null : (JSON.parse(answer.json.toString()) as Answer) };
}

const o2Free = (body: Answer | null) => body!.departures[0]!.cabinGrades.find((g) => g.code === 'O2')!.availableCabins;

/** A hold of an O2 cabin on the window's first departure, made on B; resolves once it has committed. */
async function holdOnB(): Promise<void> {
  const search = await b.searchVoyages({
    departurePort: WINDOW.departurePort,
    arrivalPort: WINDOW.arrivalPort,
    departureDateFrom: WINDOW.from,
    guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
  });
  expect(search.statusCode, search.body).toBe(200);
  const s = search.json();
  const held = await b.create('voyage-only', s.sessionId, {
    departureDate: s.results[0].departureDate,
    cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
  });
  expect(held.statusCode, held.body).toBe(201);
}

/** SQL on B's pool (another connection than any of A's), committed when it resolves. */
const onB = (statement: ReturnType<typeof sql>) => queryRows(t.tdb.database.db, statement);

/** The sailing of the window's first departure from BGO. */
async function firstSailing(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.tdb.database.db,
    sql`select d.sailing_id as id from sailing_calls d
        where d.port_code = 'BGO' and d.departure_at >= ${WINDOW.from}::timestamp
        order by d.departure_at limit 1`,
  );
  return row!.id;
}

describe('GET availability from memory, on PostgreSQL with two instances', () => {
  let freeBefore = 0;

  it('answers an unchanged window from memory, and a hold committed on B in its very next request', async () => {
    const first = await readA();
    freeBefore = o2Free(first.body);
    const before = a.stats();
    expect(await readA(first.etag)).toEqual({ etag: first.etag, body: null });
    const again = await readA();
    expect(again.body).toEqual(first.body);
    // Both from memory: no answer computed, no voyages query run.
    expect(a.stats()).toEqual({ ...before, hits: before.hits + 2, byVersions: before.byVersions + 2 });

    await holdOnB();
    const afterHold = await readA(first.etag);
    expect(afterHold.etag).not.toBe(first.etag);
    expect(o2Free(afterHold.body)).toBe(freeBefore - 1);
  });

  it('sees each hold committed on B in the next request, while other requests of A are checking their answers', async () => {
    let held = 1;
    let running = true;
    const seen: number[] = [];
    // 16 readers on A all along: version checks are in flight whenever a probe starts.
    const readers = Array.from({ length: 16 }, async () => {
      while (running) seen.push(o2Free((await readA()).body));
    });
    try {
      for (let i = 0; i < 4; i++) {
        await holdOnB();
        held++;
        // Started after the hold committed: must count it, whichever version check it joins.
        expect(o2Free((await readA()).body)).toBe(freeBefore - held);
      }
    } finally {
      running = false;
      await Promise.all(readers);
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(a.stats().byVersions).toBeGreaterThan(16);
  });

  it("sees the holds' expiry, which commits nothing, in the first request after it", async () => {
    const held = await readA();
    expect(o2Free(held.body)).toBe(freeBefore - 5);
    expect((await readA(held.etag)).body).toBeNull();
    t.clock.advanceSeconds(16 * 60);
    expect(o2Free((await readA(held.etag)).body)).toBe(freeBefore);
  });

  it('sees a call retimed and a sailing cancelled on B, even by hand in SQL, in the next request', async () => {
    const kept = await readA();
    expect((await readA(kept.etag)).body).toBeNull();
    const sailingId = await firstSailing();
    const departure = kept.body!.departures[0]!;

    await onB(sql`update sailing_calls set departure_at = departure_at + interval '5 minutes'
                  where sailing_id = ${sailingId} and port_code = 'BGO'`);
    const retimed = await readA(kept.etag);
    expect(retimed.body!.departures[0]!.departureDate).not.toBe(departure.departureDate);

    await onB(sql`update sailings set cancelled_at = now() where id = ${sailingId}`);
    const cancelled = await readA(retimed.etag);
    expect(cancelled.body!.departures.length).toBe(kept.body!.departures.length - 1);
    expect(cancelled.body!.departures[0]!.departureDate).not.toBe(retimed.body!.departures[0]!.departureDate);
  });

  it('sees a departure retimed into the window on B, a sailing the kept answer did not have, in the next request', async () => {
    // The window's last departure from BGO moved two days later, out of it (its sailing is in the kept answer: seen),
    // then back: its sailing is in no kept answer by then, so only a version every answer carries (the catalogue's)
    // can say that it came.
    const [last] = await queryRows<{ id: number }>(
      t.tdb.database.db,
      sql`select sailing_id as id from sailing_calls
          where port_code = 'BGO' and departure_at < (${WINDOW.to}::date + 1)::timestamp
          order by departure_at desc limit 1`,
    );
    const all = await readA();
    await onB(sql`update sailing_calls set departure_at = departure_at + interval '2 days'
                  where sailing_id = ${last!.id} and port_code = 'BGO'`);
    const without = await readA(all.etag);
    expect(without.body!.departures.length).toBe(all.body!.departures.length - 1);
    expect((await readA(without.etag)).body).toBeNull();

    await onB(sql`update sailing_calls set departure_at = departure_at - interval '2 days'
                  where sailing_id = ${last!.id} and port_code = 'BGO'`);
    const back = await readA(without.etag);
    expect(back.body, 'a 304 would miss the departure that moved in').not.toBeNull();
    expect(back.body!.departures.length).toBe(all.body!.departures.length);
  });
});
