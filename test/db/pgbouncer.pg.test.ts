/**
 * The service through a real PgBouncer in transaction pooling mode (scripts/pgbouncer.ts; Debian's 1.18, which
 * passes the protocol's named statements through to whichever server connection a transaction gets), with two
 * server connections for the database, so that every transaction and statement lands on one of two sessions
 * shared by all the instances' clients: whatever one left in a session (a prepared statement, a setting, a
 * lock, a LISTEN, a temporary table, a cursor), another would meet.
 *
 * - A named statement fails on its second call without DATABASE_POOLER=transaction, and works with it.
 * - Three instances migrate an empty database at once: each migration once, no advisory lock left.
 * - Three instances run search, create and confirm at once, then neither server connection holds any
 *   session state.
 *
 * Always PostgreSQL; needs the pgbouncer binary (.ci/run installs Debian's package when it is missing).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/main/app.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { DEFAULT_DATABASE_TIMEOUTS, loadConfig } from '../../src/kernel/config.js';
import { serverTimeouts, sharesServerSessions } from '../../src/platform/db/pooler-check.js';
import { migrationsFolder, openDatabase, queryRows, type Database } from '../../src/platform/db/client.js';
import { sqlState } from '../../src/platform/db/transaction.js';
import { PGBOUNCER_BINARY, startPgBouncer, type PgBouncer } from '../../scripts/pgbouncer.js';
import { FIRST_DEPARTURE_DAY, MANY_HOLDS, TEST_NOW } from '../support/app.js';
import { adminQuery } from '../support/database-admin.js';
import { createTestDatabase, testDatabaseAdminUrl, type TestDatabase } from '../support/database.js';
import { LOCAL_POSTGRES, queryDatabase, startServerProcess } from '../support/server-process.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client } from '../support/v2.js';

/** The PostgreSQL server itself (never a pooler in front of it: this file puts its own there). */
const server = testDatabaseAdminUrl ?? LOCAL_POSTGRES;
let bouncer: PgBouncer;
let tdb: TestDatabase;
/** An empty database of the server, for the named statements' probe and the migrations: not the one booked on. */
let scratch: string;
const opened: Database[] = [];

beforeAll(async () => {
  if (!PGBOUNCER_BINARY) throw new Error('pgbouncer is not installed: apt-get install pgbouncer');
  bouncer = await startPgBouncer({ server, poolSize: 2 });
  tdb = await createTestDatabase({ postgres: true, start: 'seeded', poolSize: 2 });
  const url = new URL(server);
  url.pathname = `/berth_t_${randomBytes(6).toString('hex')}`;
  scratch = url.toString();
  await adminQuery(server, `create database ${url.pathname.slice(1)}`);
});

afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await tdb?.close();
  if (scratch) await adminQuery(server, `drop database if exists ${new URL(scratch).pathname.slice(1)} with (force)`);
  await bouncer?.stop();
});

/** The file's database (or `url`'s) through the PgBouncer, as an instance of the service opens it. */
async function throughBouncer(
  pooler: 'session' | 'transaction',
  poolSize: number,
  url: string = tdb.url!,
): Promise<Database> {
  const database = await openDatabase({ url: bouncer.via(url), poolSize, pooler });
  opened.push(database);
  return database;
}

/** A plain client through the PgBouncer, to hold a server connection in a transaction. */
async function rawClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: bouncer.via(url) });
  await client.connect();
  return client;
}

describe('named statements through PgBouncer in transaction mode', () => {
  /**
   * A named statement's first call prepares it on the server connection it lands on (S1); then another client
   * holds S1 in a transaction, so the second call (the driver sends only Bind: it prepared the name before)
   * goes to a new server connection (S2), which never saw the name.
   */
  async function namedTwiceAcrossConnections(database: Database): Promise<unknown> {
    const named = () => queryRows<{ x: number }>(database.db, sql`select ${1}::int as x`, 'pgbouncer_probe');
    await named();
    const holder = await rawClient(scratch);
    try {
      await holder.query('begin');
      await holder.query('select 1');
      return await named().then(
        (rows) => rows,
        (error: unknown) => error,
      );
    } finally {
      await holder.query('commit');
      await holder.end();
    }
  }

  it('without DATABASE_POOLER=transaction, the second call fails: prepared statement does not exist', async () => {
    // `session` sends named statements as `none` does; `none` itself no longer gets this far through a pooler,
    // which refuses the timeouts it sends as startup parameters (db/client.ts).
    const outcome = await namedTwiceAcrossConnections(await throughBouncer('session', 1, scratch));
    expect(outcome).toBeInstanceOf(Error);
    // invalid_sql_statement_name: `prepared statement "pgbouncer_probe_…" does not exist`
    expect(sqlState(outcome)).toBe('26000');
  });

  it('with DATABASE_POOLER=transaction, the same calls answer: the driver sends them unnamed', async () => {
    const outcome = await namedTwiceAcrossConnections(await throughBouncer('transaction', 1, scratch));
    expect(outcome).toEqual([{ x: 1 }]);
  });
});

describe('the service finds a transaction pooler it was not told of', () => {
  it('tells a pooled connection from a direct one', async () => {
    expect(await sharesServerSessions(scratch)).toBe(false);
    expect(await sharesServerSessions(bouncer.via(scratch))).toBe(true);
  });

  it('refuses to start behind one without DATABASE_POOLER=transaction, naming the setting', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'berth-pooler-'));
    try {
      const started = startServerProcess({ DATABASE_URL: bouncer.via(tdb.url!), DATA_DIR: dataDir });
      await expect(started).rejects.toThrow(/server exited \(1\)[^]*set DATABASE_POOLER=transaction/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('starts behind one with DATABASE_POOLER=transaction, its server connections bounded by the pooler', async () => {
    expect(await serverTimeouts(bouncer.via(scratch))).toEqual({
      lockMs: DEFAULT_DATABASE_TIMEOUTS.lockMs,
      statementMs: DEFAULT_DATABASE_TIMEOUTS.statementMs,
    });
  });
});

describe('several instances through PgBouncer with two server connections', () => {
  it('three instances migrating an empty database at once apply each migration once and leave no lock', async () => {
    const instances = await Promise.all([1, 2, 3].map(() => throughBouncer('transaction', 2, scratch)));
    await Promise.all(instances.map((d) => d.migrate()));
    // Once more, as the next start would: nothing to do.
    await instances[0]!.migrate();
    const direct = (text: string) => queryDatabase<{ n: number }>(scratch, text);
    const [applied] = await direct(
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
    );
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(applied).toEqual({ n: journal.entries.length, d: journal.entries.length });
    const [locks] = await direct(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(locks!.n).toBe(0);
  });

  it('three instances booking at once leave no session state on either server connection', async () => {
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        apps.push(
          await buildApp({
            config: loadConfig({ LOG_LEVEL: 'silent', ...MANY_HOLDS }),
            database: await throughBouncer('transaction', 4),
            clock: new ManualClock(TEST_NOW),
            keySource: memoryKeySource(),
            logger: false,
          }),
        );
      }
      const flows = apps.flatMap((app, i) => [0, 1, 2].map((k) => bookingFlow(app, (i + k) % 3)));
      await Promise.all(flows);
      const [confirmed] = await queryDatabase<{ n: number; references: number }>(
        tdb.url!,
        `select count(*)::int as n, count(distinct reference)::int as "references" from bookings where status = 'CONFIRMED'`,
      );
      expect(confirmed).toEqual({ n: 9, references: 9 });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
    expect(await sessionStateOfEachServerConnection()).toEqual([NO_STATE, NO_STATE]);
    const [locks] = await queryDatabase<{ n: number }>(
      tdb.url!,
      `select count(*)::int as n from pg_locks where locktype = 'advisory'`,
    );
    expect(locks!.n).toBe(0);
  });
});

/** Search, create and confirm (test/support/lifecycle.ts) on `app`, on the catalogue's departure day `day` (0-2). */
async function bookingFlow(app: FastifyInstance, day: number): Promise<void> {
  const date = new Date(`${FIRST_DEPARTURE_DAY}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day);
  await confirmBooking(await v2Client(app, 1), { day: date.toISOString().slice(0, 10) });
}

const NO_STATE = { statements: 0, settings: [], channels: 0, temporary: 0, cursors: 0 };

/**
 * What each of the PgBouncer's two server connections for the file's database holds in its session: two clients
 * each in a transaction at once get one each. The settings are those set in the session (SET, set_config(…,
 * false)), but for the ones PgBouncer itself keeps in step with each client (client_encoding, DateStyle,
 * TimeZone, IntervalStyle, standard_conforming_strings, application_name) and the timeouts it gives every server
 * connection it opens (connect_query, scripts/pgbouncer.ts), the same for all.
 */
async function sessionStateOfEachServerConnection(): Promise<unknown[]> {
  const clients = [await rawClient(tdb.url!), await rawClient(tdb.url!)];
  try {
    await Promise.all(clients.map((c) => c.query('begin')));
    const states = await Promise.all(
      clients.map(async (c) => {
        const { rows } = await c.query<Record<string, unknown>>(
          `select pg_backend_pid() as pid,
                  (select count(*)::int from pg_prepared_statements) as statements,
                  (select coalesce(array_agg(name::text order by name), '{}') from pg_settings where source = 'session'
                     and name not in ('client_encoding', 'DateStyle', 'TimeZone', 'IntervalStyle',
                                      'standard_conforming_strings', 'application_name',
                                      'statement_timeout', 'lock_timeout',
                                      'idle_in_transaction_session_timeout')) as settings,
                  (select count(*)::int from pg_listening_channels()) as channels,
                  (select count(*)::int from pg_class where relnamespace = pg_my_temp_schema()) as temporary,
                  (select count(*)::int from pg_cursors) as cursors`,
        );
        return rows[0]!;
      }),
    );
    // Two sessions, not one seen twice.
    expect(new Set(states.map((s) => s.pid)).size).toBe(2);
    return states.map(({ pid: _pid, ...state }) => state);
  } finally {
    await Promise.all(clients.map((c) => c.query('commit').finally(() => c.end())));
  }
}
