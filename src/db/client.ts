/**
 * One database handle over two engines: embedded PGlite (a data directory, or memory for tests) or
 * PostgreSQL through a `pg` pool when a URL is given. Both speak PostgreSQL, so the same schema,
 * migrations and Drizzle queries serve both.
 */
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
}

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { memory: true };

// Return timestamps without time zone as their text (wall-clock) form, not as a Date in the process's zone.
const TIMESTAMP_OID = 1114;
pg.types.setTypeParser(TIMESTAMP_OID, (value: string) => value);

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      close: () => pool.end(),
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
    extensions: { btree_gist },
    parsers: { [TIMESTAMP_OID]: (value: string) => value },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
  };
}

/** Rows of a raw query, whichever engine answered it. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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
