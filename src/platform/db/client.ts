/**
 * One database handle over two engines: embedded PGlite (a data directory, or memory for tests) or
 * PostgreSQL through a `pg` pool when a URL is given. Both speak PostgreSQL, so the same schema,
 * migrations and Drizzle queries serve both.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_DATABASE_TIMEOUTS,
  type Config,
  type DatabasePooler,
  type DatabaseTimeouts,
} from '../../kernel/config.js';
import { tracingOn } from '../tracing/context.js';
import { traceEmbeddedQueries } from '../tracing/pglite.js';

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * No schema is given to Drizzle: nothing uses its relational API (`db.query.<table>`), and the tables live with
 * the capabilities that own them (each one's schema.ts, most of them in domain/, above this layer), which platform/db may not import.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; data-access functions take `Db | Tx` so that services own the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
/**
 * Stores a keyed write's answer inside the write's own transaction (idempotency.ts answerStorerFor), so that the
 * answer commits with the write or not at all: a retry after a crash between commit and answer finds it.
 */
export type StoreWithin<T> = (tx: Tx, answer: T) => Promise<void>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * The ready check's round trip: it commits a transaction id (txid_current), so that the server must flush its
   * WAL to answer, and fails when the server takes no writes (a standby, or default_transaction_read_only),
   * which txid_current alone would not show.
   */
  ping(): Promise<void>;
  /** Applies every migration not yet applied; safe at each start and from several instances at once. */
  migrate(): Promise<void>;
  /**
   * The connections' figures for the pool metrics (metrics/registry.ts): pg.Pool's counts, read when scraped.
   * PGlite is one connection in this process that queues its queries inside and shows no count of them.
   */
  pool: { max: number; stats(): { total: number; idle: number; waiting: number } | undefined };
  /** PGlite only: the data directory as a tarball, to open again with `{ memory: true, from }`. */
  dump?(): Promise<Blob>;
}

export type DatabaseTarget =
  | {
      url: string;
      poolSize?: number;
      pooler?: DatabasePooler;
      timeouts?: DatabaseTimeouts;
      /** application_name of the connections (pg_stat_activity shows it): the read replica's pool says `berth-read`. */
      applicationName?: string;
      /** A connection's error (the server went away); logged by the caller, never thrown: see openDatabase. */
      onConnectionError?: (error: Error) => void;
    }
  | { dataDir: string }
  /** In memory; `from`: a dump of a data directory (PGlite's dumpDataDir) to start from instead of an empty one. */
  | { memory: true; from?: Blob };

// Return timestamps without time zone as their text (wall-clock) form, not as a Date in the process's zone.
const TIMESTAMP_OID = 1114;
pg.types.setTypeParser(TIMESTAMP_OID, (value: string) => value);

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL with its pooler and timeouts, else the embedded
 * one in DATA_DIR. `poolSize` (default 10) and `onConnectionError` apply to PostgreSQL only.
 */
export function configuredTarget(
  config: Pick<Config, 'databaseUrl' | 'databasePooler' | 'databaseTimeouts' | 'dataDir'>,
  options: { poolSize?: number; onConnectionError?: (error: Error) => void } = {},
): DatabaseTarget {
  if (!config.databaseUrl) return { dataDir: config.dataDir };
  return { url: config.databaseUrl, pooler: config.databasePooler, timeouts: config.databaseTimeouts, ...options };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    // plan_cache_mode stays PostgreSQL's `auto`: see queryRows for which statements are named, and why the
    // others are not (docs/performance.md, "Step 11").
    const timeouts = target.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      // A server that vanished without a reset (a partition, a dead host) is found by TCP keepalive, not never.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(target.applicationName ? { application_name: target.applicationName } : {}),
      // The server-side timeouts go as startup parameters, set once per connection at no cost per query. A
      // pooler (PgBouncer 1.18, in either mode) refuses startup parameters it does not track: behind one they
      // are the pooler's settings to give (connect_query; docs/operations.md), and server.ts warns when missing.
      ...((target.pooler ?? 'none') !== 'none'
        ? {}
        : {
            statement_timeout: timeouts.statementMs,
            lock_timeout: timeouts.lockMs,
            idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
          }),
      // Behind a transaction pooler, a statement prepared under a name on one server connection is unknown
      // to the next one (PgBouncer before 1.21 passes the protocol's Parse and Bind through as they come):
      // the second call of a named statement fails with `prepared statement "…" does not exist`. So every
      // statement goes unnamed, parsed and planned on each call: what the named ones save is lost (measured:
      // PostgreSQL CPU +0.35 ms per search, +0.15 ms per GET held; docs/performance.md, "PgBouncer in
      // transaction mode"). The rest of the service keeps no state in a session (no SET, no session advisory lock, no LISTEN, no temporary table, no cursor, no
      // client held across transactions): each transaction is complete on whichever connection runs it.
      ...(target.pooler === 'transaction' ? { Client: UnnamedStatementsClient } : {}),
    });
    // A connection's error must never end the process: the call that was using it fails (503), the pool drops
    // it, and the next call connects again. pg-pool listens for an idle client's 'error' (the pool's 'error'
    // event) but removes that listener while a client is checked out, and `pg` emits 'error' on a checked-out
    // client whose socket ends between two statements of a transaction: with no listener, Node throws it and
    // the process exits. One PostgreSQL restart under load used to stop every instance at once (issue 31). So
    // every client gets a listener of its own for its whole life.
    const connectionError = (error: Error) => target.onConnectionError?.(error);
    pool.on('connect', (client) => client.on('error', connectionError));
    pool.on('error', connectionError);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      close: () => pool.end(),
      pool: {
        max: target.poolSize ?? 10,
        stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      },
      ping: () => writeProbe(pool),
      migrate: async () => {
        // One transaction holds an advisory lock while it migrates, so instances starting together apply each
        // migration once: the second waits for the first's commit, then finds every migration recorded. The
        // lock is the transaction's (released by its commit or rollback, on the connection that took it), not
        // the session's: behind a transaction pooler a session lock stays with a server connection after the
        // statement, and its unlock may reach another one, leaving it held for good.
        await db.transaction(async (tx) => {
          // Another instance's migrations may hold the lock for long, and a migration's statement (an index
          // built over a large table) may run for long: neither is a stall to cut short.
          await tx.execute(sql`set local lock_timeout = 0`);
          await tx.execute(sql`set local statement_timeout = 0`);
          await tx.execute(sql`select pg_advisory_xact_lock(7420101)`);
          await migratePg(inTransaction(tx), { migrationsFolder });
        });
      },
    };
  }
  let dataDir: string | undefined;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    dataDir = target.dataDir;
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...('from' in target && target.from ? { loadDataDir: target.from } : {}),
    extensions: { btree_gist, pg_trgm },
    parsers: { [TIMESTAMP_OID]: (value: string) => value },
  });
  // No instrumentation knows PGlite: with tracing on, its statements get spans from a thin wrapper.
  if (tracingOn()) traceEmbeddedQueries(client as never);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    pool: { max: 1, stats: () => undefined },
    dump: async () => client.dumpDataDir('none'),
    ping: () => writeProbe(client),
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
  };
}

/** Database.ping on either engine (a pg pool and PGlite answer a query alike). */
async function writeProbe(engine: { query<R>(text: string): Promise<{ rows: R[] }> }): Promise<void> {
  const { rows } = await engine.query<{ read_only: string }>(
    "select txid_current() as xid, current_setting('transaction_read_only') as read_only",
  );
  if (rows[0]?.read_only !== 'off') throw new Error('the database takes no writes (transaction_read_only is on)');
}

/** A `pg` client that sends every statement unnamed (DATABASE_POOLER=transaction; see openDatabase). */
class UnnamedStatementsClient extends pg.Client {
  // One signature for pg's overloads: only a query given as a config object can carry a name.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config !== null && typeof config === 'object' && 'name' in config && !('submit' in config)) {
      args[0] = { ...config, name: undefined };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * Drizzle's node-postgres migrator (what migratePg runs) on an open transaction: it creates its table, reads the
 * last migration applied and applies the rest in a transaction of its own, which here is this one (`tx`), so that
 * all of it happens under the transaction's advisory lock (openDatabase's migrate).
 */
function inTransaction(tx: Tx): Parameters<typeof migratePg>[0] {
  const { dialect, session } = tx as unknown as {
    dialect: unknown;
    session: { all(query: SQL): Promise<unknown[]> };
  };
  const inTx = {
    execute: (query: SQL) => tx.execute(query),
    all: (query: SQL) => session.all(query),
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => fn(tx),
  };
  return { dialect, session: inTx } as unknown as Parameters<typeof migratePg>[0];
}

/**
 * Rows of a raw query, whichever engine answered it.
 *
 * With a `name` (for the few hot statements: search, the held-booking read, create), PostgreSQL receives it as a
 * named prepared statement: each pooled connection parses and analyses it once and can reuse its plan, instead of
 * parsing and planning an unnamed statement on every call (planning was most of a search's availability query).
 * The name gets a hash of the text, since one call site may build several texts (optional parts): a name is
 * bound to one text per connection. PGlite ignores the name (one in-process connection, same answers).
 *
 * Generic plans: after five executions PostgreSQL may switch a prepared statement to a plan made without the
 * parameters' values (plan_cache_mode = auto) when it looks as cheap as the custom ones. So a statement is named
 * only when its values do not change its best plan (primary keys, one session's or one sailing's few rows:
 * search's voyages, the session insert, load and touch, the held-booking read and checks, the booking insert and
 * document), and it then also saves the planning (search's voyages query: 0.17 of its 0.26 ms). Statements
 * whose best plan depends on the sailing and grade (the cabin pick, the purge of expired holds, the hold-quota
 * count, the availability count) stay unnamed, so they are planned for their values every time: as named
 * statements their generic plans cost create 13 ms of PostgreSQL CPU instead of 8. Measured A/B, twice, against
 * naming everything and forcing custom plans for all: PostgreSQL CPU per search 0.67 -> 0.35-0.43 ms, per GET
 * held 0.18 -> 0.09-0.10, per create 5.5 -> 4.6-5.1 (docs/performance.md, "Step 11").
 * Never name a statement whose text carries values (sql.raw): each text would be a new statement.
 * Behind a transaction pooler (DATABASE_POOLER=transaction) the driver drops the name (openDatabase).
 */
export async function queryRows<T>(db: DbOrTx, query: SQL, name?: string): Promise<T[]> {
  if (name === undefined) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  return runCompiled<T>(db, name, (db as unknown as DrizzleInternals).dialect.sqlToQuery(query));
}

/**
 * A compiled statement run under its name: Drizzle's own session API (what db.execute uses), so the same driver
 * path, result shape, type parsers and error wrapping as an unnamed query.
 */
async function runCompiled<T>(db: DbOrTx, name: string, compiled: { sql: string; params: unknown[] }): Promise<T[]> {
  const internal = db as unknown as DrizzleInternals;
  const result = (await internal.session
    .prepareQuery(compiled, undefined, statementName(name, compiled.sql), false)
    .execute()) as {
    rows: T[];
  };
  return result.rows;
}

type Scalar = string | number | boolean | null;

/**
 * A named statement whose text is compiled once, for the hottest reads and writes: Drizzle builds and compiles a
 * statement's text from its template on every call (its `is()` checks and chunk walk were 8-9 % of GET held's
 * busy time, docs/performance.md), though a named statement's text never changes. `build` is called once with
 * markers for its arguments, the text kept, and each call computes only the parameters.
 *
 * The rule for `build`: each argument is used only as a parameter, whole (`${arg}`), never to choose the text
 * (`arg ? sql`a` : sql`b``: it would be compiled with one branch for every call) nor inside a value
 * (`${`${arg} seconds`}`). A value used inside another is detected (the statement is then built per call as
 * queryRows does), a branch is not: a text that varies is one statement per variant. A call with an argument that
 * is not a scalar is built per call too.
 */
export function compiledStatement<A extends Scalar[]>(
  name: string,
  build: (...args: A) => SQL,
): <T>(db: DbOrTx, ...args: A) => Promise<T[]> {
  // undefined: not compiled yet; null: cannot be (built per call).
  let compiled: { sql: string; positions: number[] } | null | undefined;
  return async <T>(db: DbOrTx, ...args: A) => {
    if (compiled === undefined) compiled = compileOnce(db, build, args.length);
    if (compiled === null || !args.every(isScalar)) return queryRows<T>(db, build(...args), name);
    const { sql: text, positions } = compiled;
    return runCompiled<T>(db, name, { sql: text, params: positions.map((i) => args[i]) });
  };
}

const isScalar = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function compileOnce<A extends Scalar[]>(
  db: DbOrTx,
  build: (...args: A) => SQL,
  arity: number,
): { sql: string; positions: number[] } | null {
  const markers = Array.from({ length: arity }, (_, i) => `\u0001berth-argument-${i}\u0001`);
  const query = (db as unknown as DrizzleInternals).dialect.sqlToQuery(build(...(markers as A)));
  const positions = query.params.map((p) => markers.indexOf(p as string));
  if (positions.includes(-1) || markers.some((m) => query.sql.includes(m))) return null;
  return { sql: query.sql, positions };
}

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

const statementNames = new Map<string, string>();

function statementName(name: string, text: string): string {
  let named = statementNames.get(text);
  if (named === undefined) {
    named = `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    // Bounded: the named call sites build a handful of texts; past that, names are computed each time.
    if (statementNames.size < 500) statementNames.set(text, named);
  }
  return named;
}

/**
 * Runs queries one after another and returns their results in order. A transaction is one connection,
 * which runs one query at a time: handing it several at once only queues them (and `pg` warns).
 */
export async function inSequence<const T extends readonly (() => Promise<unknown>)[]>(
  tasks: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as never;
}
