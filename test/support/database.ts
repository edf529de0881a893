/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or, with TEST_DATABASE_URL set,
 * a new PostgreSQL database created for the file (and dropped after), so no file sees another's data.
 *
 * Through a pooler (.ci/run's PgBouncer pass): TEST_DATABASE_URL is the pooler, which the service's code
 * connects to (with DATABASE_POOLER=transaction, as the service would be configured), and
 * TEST_DATABASE_ADMIN_URL the server itself, where databases are created, dropped and built as templates:
 * a pooler keeps its server connections to a database open, and PostgreSQL copies no template that
 * another connection is using.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { DatabasePooler } from '../../src/kernel/config.js';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { adminQuery, pgliteSnapshots, seedFor, type StartingPoint } from './database-admin.js';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
/** Where TEST_DATABASE_URL's databases are created and dropped: TEST_DATABASE_ADMIN_URL, else the same server. */
export const testDatabaseAdminUrl = process.env.TEST_DATABASE_ADMIN_URL || testDatabaseUrl;
/** DATABASE_POOLER for the tests' own connections to PostgreSQL (server processes inherit the variable). */
export const testDatabasePooler: DatabasePooler =
  process.env.DATABASE_POOLER === 'transaction' ? 'transaction' : 'none';

/**
 * `url`'s database on the PostgreSQL server itself, past a pooler the run may have put in front of it
 * (TEST_DATABASE_ADMIN_URL's host and port, as .ci/run's PgBouncer pass sets them); `url` itself otherwise. For
 * a test whose connection must be a session of its own, not one a transaction pooler shares with others.
 */
export function serverUrlOf(url: string): string {
  if (!testDatabaseAdminUrl || !testDatabaseUrl || !sameServer(url, testDatabaseUrl)) return url;
  const server = new URL(testDatabaseAdminUrl);
  const direct = new URL(url);
  direct.host = server.host;
  return direct.toString();
}

export interface TestDatabase {
  database: Database;
  /** The URL of the file's own PostgreSQL database; undefined on PGlite. */
  url: string | undefined;
  close(): Promise<void>;
}

/** What test/support/global-setup.ts provided for `start`, or undefined (a file run outside vitest.config.ts). */
function provided(key: 'pgliteSnapshotFiles' | 'postgresTemplates', start: StartingPoint): string | undefined {
  try {
    return inject(key)?.[start] || undefined;
  } catch {
    return undefined;
  }
}

let built: Promise<Record<StartingPoint, Uint8Array<ArrayBuffer>>> | undefined;
const snapshots = new Map<StartingPoint, Blob>();

/** The snapshot new PGlite test databases at `start` load: the run's (global-setup.ts), else built once here. */
async function snapshotFor(start: StartingPoint): Promise<Blob> {
  let snapshot = snapshots.get(start);
  if (!snapshot) {
    const file = provided('pgliteSnapshotFiles', start);
    snapshot = new Blob([file ? new Uint8Array(readFileSync(file)) : (await (built ??= pgliteSnapshots()))[start]]);
    snapshots.set(start, snapshot);
  }
  return snapshot;
}

/**
 * A new PostgreSQL database next to the one `baseUrl` names; returns its URL and a dropper, and whether it is
 * at `start` already: under the run's global set-up with TEST_DATABASE_URL, a copy of the template for
 * `start` (on that server only); else empty.
 */
export async function createPostgresDatabase(
  baseUrl: string,
  start: StartingPoint = 'migrated',
): Promise<{ url: string; atStart: boolean; drop(): Promise<void> }> {
  const name = `berth_t_${randomBytes(6).toString('hex')}`;
  const ours = testDatabaseUrl !== undefined && sameServer(baseUrl, testDatabaseUrl);
  const template = ours ? provided('postgresTemplates', start) : undefined;
  const admin = ours ? testDatabaseAdminUrl! : baseUrl;
  await adminQuery(admin, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    atStart: template !== undefined,
    drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`),
  };
}

function sameServer(a: string, b: string): boolean {
  const [x, y] = [new URL(a), new URL(b)];
  return x.host === y.host && x.username === y.username;
}

/** A fresh database for one test file, migrated; with `start: 'seeded'`, also the test catalogue and sandbox agencies. */
export async function createTestDatabase(
  options: { postgres?: boolean; poolSize?: number; start?: StartingPoint } = {},
): Promise<TestDatabase> {
  const usePostgres = options.postgres ?? testDatabaseUrl !== undefined;
  const start = options.start ?? 'migrated';
  if (usePostgres) {
    const base = testDatabaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
    const created = await createPostgresDatabase(base, start);
    const database = await openDatabase({
      url: created.url,
      poolSize: options.poolSize ?? 10,
      pooler: testDatabasePooler,
    });
    // A copy of the template is migrated already: this only checks that nothing is missing.
    await database.migrate();
    if (!created.atStart) await seedFor(database.db, start);
    return {
      database,
      url: created.url,
      close: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const database = await openDatabase({ memory: true, from: await snapshotFor(start) });
  // Already migrated (the snapshot): this only checks that nothing is missing.
  await database.migrate();
  return { database, url: undefined, close: () => database.close() };
}
