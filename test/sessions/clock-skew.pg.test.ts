/**
 * Two instances on one PostgreSQL database, one with its host's clock 20 minutes ahead (issue 31, item 5):
 * each runs on the database's clock as production wires it (startDatabaseClock, server.ts), so a session opened
 * on one is live on the other, its create and confirm pass there, and a session expired on the fast instance
 * frees the agency's hold quota on the other at once. Before, each compared with its own clock: the fast one
 * found the other's sessions expired (404) and the other kept the fast one's expired holds on its quota.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/main/app.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import { DatabaseClock, ManualClock, systemClock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import { startDatabaseClock } from '../../src/platform/db/database-clock.js';
import { ensureSandboxAgencies, sandboxAuth, type InjectAuth } from '../support/auth.js';
import { seedTestCatalog } from '../support/catalog.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { tomorrowInOslo, tomorrowSearch } from '../support/server-process.js';
import { LEAD } from '../support/v2.js';

const SKEW_MS = 20 * 60_000;
const skewedHost = { now: () => new Date(Date.now() + SKEW_MS) };

let tdb: TestDatabase;
let clocks: DatabaseClock[];
/** `exact`: the host's clock is the database's; `fast`: 20 minutes ahead. */
let exact: FastifyInstance;
let fast: FastifyInstance;
let auth: InjectAuth;
const day = tomorrowInOslo();

beforeAll(async () => {
  tdb = await createTestDatabase({ postgres: true, start: 'migrated' });
  await seedTestCatalog(tdb.database.db, { startDate: day, days: 2 });
  await ensureSandboxAgencies(tdb.database.db);
  // One booking at a time on a sailing, so that a hold still counted is seen at once.
  await tdb.database.db.execute(sql`update agencies set hold_quota_per_sailing = 1`);
  clocks = [
    await startDatabaseClock(tdb.database.db, { local: systemClock }),
    await startDatabaseClock(tdb.database.db, { local: skewedHost }),
  ];
  const keySource = memoryKeySource();
  const instance = (clock: DatabaseClock) =>
    buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database: tdb.database, clock, keySource, logger: false });
  exact = await instance(clocks[0]!);
  fast = await instance(clocks[1]!);
  auth = await sandboxAuth(exact);
}, 120_000);

afterAll(async () => {
  for (const clock of clocks ?? []) clock.stop();
  await exact?.close();
  await fast?.close();
  await tdb?.close();
});

const call = (app: FastifyInstance, method: string, path: string, body?: unknown): Promise<LightMyRequestResponse> =>
  app.inject({
    method: method as never,
    url: `/api/v2${path}`,
    headers: auth.headers,
    query: auth.query,
    ...(body !== undefined ? { payload: body as never } : {}),
  });

/** A search on `app` for one adult on tomorrow's BGO→TOS voyage: the session and the create's path and body. */
async function search(app: FastifyInstance) {
  const res = await call(app, 'POST', '/search/voyages', tomorrowSearch());
  expect(res.statusCode, res.body).toBe(200);
  const { sessionId, results } = res.json();
  return {
    sessionId: sessionId as string,
    path: `/bookings/create/voyage-only/${sessionId}`,
    body: { departureDate: results[0].departureDate, cabinMix: [{ code: 'I2', guestIds: [1] }] },
  };
}

describe('two instances, one 20 minutes ahead', () => {
  it('a session opened on one is live on the other: create, read and confirm there', async () => {
    const opened = await search(exact);
    const created = await call(fast, 'POST', opened.path, opened.body);
    expect(created.statusCode, created.body).toBe(201);
    const read = await call(fast, 'GET', opened.path);
    expect(read.statusCode, read.body).toBe(200);
    const confirmed = await call(fast, 'POST', `${opened.path}/confirm`, { guests: [{ guestId: 1, ...LEAD }] });
    expect(confirmed.statusCode, confirmed.body).toBe(201);

    const other = await search(fast);
    const createdThere = await call(exact, 'POST', other.path, other.body);
    expect(createdThere.statusCode, createdThere.body).toBe(201);
    // The expiry both announce is on the one clock: within a second of each other, not 20 minutes apart.
    const announced = new Date(createdThere.headers['x-session-expires-at'] as string).getTime();
    const readFast = await call(fast, 'GET', other.path);
    expect(readFast.statusCode, readFast.body).toBe(200);
    expect(Math.abs(new Date(readFast.headers['x-session-expires-at'] as string).getTime() - announced)).toBeLessThan(
      1000,
    );
  });

  it("a hold that expired on the fast instance no longer counts against the agency's quota on the other", async () => {
    // Earlier holds out of the way (expired on the database's clock): the quota of 1 is free.
    await tdb.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where ended_at is null`,
    );
    const held = await search(fast);
    const created = await call(fast, 'POST', held.path, held.body);
    expect(created.statusCode, created.body).toBe(201);
    // The partner abandons it; the sandbox expires it now, on the fast instance.
    const expired = await call(fast, 'POST', `/sandbox/sessions/${held.sessionId}/expire`);
    expect(expired.statusCode, expired.body).toBeLessThan(300);
    const next = await search(exact);
    const createdThere = await call(exact, 'POST', next.path, next.body);
    expect(createdThere.statusCode, createdThere.body).toBe(201);
  });
});

describe('DatabaseClock', () => {
  it("answers the host's clock plus the offset to the database's, measured mid round trip", async () => {
    const host = new ManualClock('2027-01-05T09:00:00Z');
    const databaseAhead = 20 * 60_000;
    // Each reading takes 10 ms on the host's clock; the database reads its clock half-way.
    const clock = new DatabaseClock(async () => {
      host.advance(5);
      const database = new Date(host.now().getTime() + databaseAhead);
      host.advance(5);
      return database;
    }, host);
    await clock.sync();
    expect(clock.offset).toBe(databaseAhead);
    host.advance(60_000);
    expect(clock.now().toISOString()).toBe(new Date(host.now().getTime() + databaseAhead).toISOString());
  });
});
