/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or, with TEST_DATABASE_URL set,
 * a new PostgreSQL database created for the file (and dropped after), so no file sees another's data.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { adminQuery, migratedPgliteSnapshot } from './database-admin.js';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export interface TestDatabase {
  database: Database;
  /** The URL of the file's own PostgreSQL database; undefined on PGlite. */
  url: string | undefined;
  close(): Promise<void>;
}


/** What test/support/global-setup.ts provided, or undefined (a file run outside vitest.config.ts). */
function provided<K extends 'pgliteSnapshotFile' | 'postgresTemplate'>(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

let snapshot: Blob | undefined;

/** The migrated snapshot new PGlite test databases load: the run's (global-setup.ts), else built once here. */
async function pgliteSnapshot(): Promise<Blob> {
  if (!snapshot) {
    const file = provided('pgliteSnapshotFile');
    snapshot = new Blob([file ? new Uint8Array(readFileSync(file)) : await migratedPgliteSnapshot()]);
  }
  return snapshot;
}

/**
 * A new PostgreSQL database next to the one `baseUrl` names; returns its URL and a dropper. Under the run's
 * global set-up with TEST_DATABASE_URL, a copy of its migrated template (on `baseUrl`'s server only); else empty.
 */
export async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `berth_t_${randomBytes(6).toString('hex')}`;
  const template = testDatabaseUrl && sameServer(baseUrl, testDatabaseUrl) ? provided('postgresTemplate') : undefined;
  await adminQuery(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

function sameServer(a: string, b: string): boolean {
  const [x, y] = [new URL(a), new URL(b)];
  return x.host === y.host && x.username === y.username;
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
  const database = await openDatabase({ memory: true, from: await pgliteSnapshot() });
  // Already migrated (the snapshot): this only checks that nothing is missing.
  await database.migrate();
  return { database, url: undefined, close: () => database.close() };
}
