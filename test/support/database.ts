/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or, with TEST_DATABASE_URL set,
 * a new PostgreSQL database created for the file (and dropped after), so no file sees another's data.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabase {
  database: Database;
  /** The URL of the file's own PostgreSQL database; undefined on PGlite. */
  url: string | undefined;
  close(): Promise<void>;
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new empty PostgreSQL database next to the one `baseUrl` names; returns its URL and a dropper. */
export async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `berth_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

export async function createTestDatabase(options: { postgres?: boolean; poolSize?: number } = {}): Promise<TestDatabase> {
  const usePostgres = options.postgres ?? testDatabaseUrl !== undefined;
  if (usePostgres) {
    const base = testDatabaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
    const created = await createPostgresDatabase(base);
    const database = await openDatabase({ url: created.url, poolSize: options.poolSize ?? 10 });
    await database.migrate();
    return {
      database,
      url: created.url,
      close: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const database = await openDatabase({ memory: true });
  await database.migrate();
  return { database, url: undefined, close: () => database.close() };
}
