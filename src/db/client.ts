/**
 * One database handle over two engines: embedded PGlite (a data directory, or memory for tests) or
 * PostgreSQL through a `pg` pool when a URL is given. Both speak PostgreSQL, so the same schema,
 * migrations and Drizzle queries serve both.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import * as schema from './schema.js';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; data-access functions take `Db | Tx` so that services own the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** A cheap round trip, for the ready check. */
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
  | { url: string; poolSize?: number }
  | { dataDir: string }
  /** In memory; `from`: a dump of a data directory (PGlite's dumpDataDir) to start from instead of an empty one. */
  | { memory: true; from?: Blob };

// Return timestamps without time zone as their text (wall-clock) form, not as a Date in the process's zone.
const TIMESTAMP_OID = 1114;
pg.types.setTypeParser(TIMESTAMP_OID, (value: string) => value);

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    // plan_cache_mode stays PostgreSQL's `auto`: see queryRows for which statements are named, and why the
    // others are not (docs/performance.md, "Step 11").
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
    });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      close: () => pool.end(),
      pool: {
        max: target.poolSize ?? 10,
        stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      },
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: async () => {
        // One connection holds an advisory lock while it migrates, so instances starting together
        // apply each migration once.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(7420101)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(7420101)').catch(() => {});
          client.release();
        }
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
    extensions: { btree_gist },
    parsers: { [TIMESTAMP_OID]: (value: string) => value },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    pool: { max: 1, stats: () => undefined },
    dump: async () => client.dumpDataDir('none'),
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
  };
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
 */
export async function queryRows<T>(db: DbOrTx, query: SQL, name?: string): Promise<T[]> {
  if (name === undefined) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  // Drizzle's own session API (what db.execute uses), with a statement name: the same driver path, result
  // shape, type parsers and error wrapping as an unnamed query.
  const internal = db as unknown as DrizzleInternals;
  const compiled = internal.dialect.sqlToQuery(query);
  const result = (await internal.session
    .prepareQuery(compiled, undefined, statementName(name, compiled.sql), false)
    .execute()) as {
    rows: T[];
  };
  return result.rows;
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
