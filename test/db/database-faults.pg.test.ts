/**
 * What a call answers when the database cannot serve it, and what readiness says (issue 31, items 2 and 3), on
 * PostgreSQL (PGlite has one connection in-process: no lock to wait on, no server to refuse writes):
 *
 * - a lock held for long by another session: the call gives up after the lock timeout (DATABASE_LOCK_TIMEOUT_MS,
 *   5 s by default) and answers 503 DATABASE_BUSY with Retry-After, instead of waiting as long as the lock is
 *   held; nothing of it is kept. The test holds the lock until the answer has come, so a call that waited for
 *   the lock would never answer (the test's timeout), whatever the machine's speed.
 * - a database that takes no writes (here default_transaction_read_only, as a standby or a full disk refuses
 *   them): readiness says 503 though every read answers, writes answer 503 DATABASE_UNAVAILABLE, and once the
 *   database takes writes again readiness says 200, without a restart.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { serverUrlOf } from '../support/database.js';
import { queryDatabase } from '../support/server-process.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp({ postgres: true });
  api = await v2Client(t.app);
});
afterAll(async () => t?.close());

async function rawClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.tdb.url! });
  await client.connect();
  return client;
}

async function heldBookings(sessionId: string): Promise<number> {
  const [row] = await queryDatabase<{ n: number }>(
    t.tdb.url!,
    'select count(*)::int as n from bookings where session_id = $1',
    [sessionId],
  );
  return row!.n;
}

async function search(): Promise<{ sessionId: string; departureDate: string }> {
  const res = await api.searchVoyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }],
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ sessionId: string; results: { departureDate: string }[] }>();
  return { sessionId: body.sessionId, departureDate: body.results[0]!.departureDate };
}

const createBody = (departureDate: string) => ({ departureDate, cabinMix: [{ code: 'I2', guestIds: [1] }] });

describe('a lock held by another session', () => {
  it('answers 503 DATABASE_BUSY with Retry-After once the lock timeout passes, and keeps nothing', async () => {
    const { sessionId, departureDate } = await search();
    const holder = await rawClient();
    try {
      // Every create bumps its sailing's availability version at commit (migration 0012): SHARE mode lets
      // readers through and holds every writer of the table, as a long transaction on those rows would.
      await holder.query('begin');
      await holder.query('lock table sailing_inventory_versions in share mode');
      const res = await api.create('voyage-only', sessionId, createBody(departureDate));
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toMatchObject({ status: 503, code: 'DATABASE_BUSY' });
      // Answered while the lock is still held: the session there still holds it.
      expect((await holder.query('select 1 as held')).rows).toEqual([{ held: 1 }]);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect(await heldBookings(sessionId)).toBe(0);
    expect((await api.create('voyage-only', sessionId, createBody(departureDate))).statusCode).toBe(201);
  });
});

describe('a database that takes no writes', () => {
  const database = () => new URL(t.tdb.url!).pathname.slice(1);

  /**
   * Sets the database read-only or back, and ends its sessions so that every new one has the setting. On the
   * server itself, past a pooler: through one, this session would stay in the pooler's hands with the old
   * setting, and be lent to the service's next probe.
   */
  async function readOnly(on: boolean): Promise<void> {
    const admin = new pg.Client({ connectionString: serverUrlOf(t.tdb.url!) });
    await admin.connect();
    try {
      // This session is read-only too once the setting is on: the reset must be a write of a read-write session.
      await admin.query('set default_transaction_read_only = off');
      await admin.query(
        on
          ? `alter database ${database()} set default_transaction_read_only = on`
          : `alter database ${database()} reset default_transaction_read_only`,
      );
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    } finally {
      await admin.end();
    }
  }

  async function readinessBecomes(status: number): Promise<Record<string, unknown>> {
    for (;;) {
      const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
      if (res.statusCode === status) return res.json();
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('is not ready while reads still answer; writes answer 503; ready again once it takes writes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    const { sessionId, departureDate } = await search();
    await readOnly(true);
    try {
      expect(await readinessBecomes(503)).toMatchObject({ code: 'NOT_READY' });
      // Reads still answer: readiness did not say 503 for want of a connection.
      expect((await api.get('voyage-only', sessionId)).statusCode).toBe(409);
      const res = await api.create('voyage-only', sessionId, createBody(departureDate));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    } finally {
      await readOnly(false);
    }
    expect(await readinessBecomes(200)).toMatchObject({ status: 'ready' });
    expect((await api.create('voyage-only', sessionId, createBody(departureDate))).statusCode).toBe(201);
  });
});
