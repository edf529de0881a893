/**
 * What both the tests (database.ts) and the run's global set-up (global-setup.ts, in vitest's main process,
 * where `vitest`'s test API must not be imported) need: statements on the server's admin connection and the
 * migrated PGlite snapshot.
 */
import pg from 'pg';
import { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';
import { openDatabase, type Db } from '../../src/platform/db/client.js';
import { FIRST_DEPARTURE_DAY, seedTestCatalog } from './catalog.js';

/**
 * What a new test database starts as: `migrated` (empty), or `seeded`, what createTestApp makes by default:
 * migrated, the test catalogue (DEFAULT_TEST_CATALOG_DAYS days from FIRST_DEPARTURE_DAY) and the sandbox agencies.
 */
export type StartingPoint = 'migrated' | 'seeded';
export const STARTING_POINTS: StartingPoint[] = ['migrated', 'seeded'];

/** Brings a database at the starting point before `start` (in STARTING_POINTS' order; the first is `migrated`) to `start`. */
export async function seedFor(db: Db, start: StartingPoint): Promise<void> {
  if (start === 'migrated') return;
  await seedTestCatalog(db, { startDate: FIRST_DEPARTURE_DAY });
  await ensureSandboxAgencies(db);
}

/** One statement (create or drop database) on a connection of its own to `baseUrl`. */
export async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A PGlite database at each starting point, as a dump of its data directory (uncompressed tar); one database
 *  taken through them in order. */
export async function pgliteSnapshots(): Promise<Record<StartingPoint, Uint8Array<ArrayBuffer>>> {
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    const dumps: Partial<Record<StartingPoint, Uint8Array<ArrayBuffer>>> = {};
    for (const start of STARTING_POINTS) {
      await seedFor(database.db, start);
      dumps[start] = new Uint8Array(await (await database.dump!()).arrayBuffer());
    }
    return dumps as Record<StartingPoint, Uint8Array<ArrayBuffer>>;
  } finally {
    await database.close();
  }
}

/**
 * A new PostgreSQL database on `baseUrl`'s server at `start`, to copy with `create database ... template`;
 * `from`: the template of the starting point before `start`, if there is one (else it starts migrated).
 */
export async function createPostgresTemplate(
  baseUrl: string,
  name: string,
  start: StartingPoint,
  from?: string,
): Promise<void> {
  await adminQuery(baseUrl, `create database ${name}${from ? ` template ${from}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
    await seedFor(database.db, start);
  } finally {
    await database.close();
  }
}
