/**
 * What both the tests (database.ts) and the run's global set-up (global-setup.ts, in vitest's main process,
 * where `vitest`'s test API must not be imported) need: statements on the server's admin connection and the
 * migrated PGlite snapshot.
 */
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';

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

/** A migrated, empty PGlite database as a dump of its data directory (uncompressed tar). */
export async function migratedPgliteSnapshot(): Promise<Uint8Array<ArrayBuffer>> {
  const database = await openDatabase({ memory: true });
  try {
    await database.migrate();
    return new Uint8Array(await (await database.dump!()).arrayBuffer());
  } finally {
    await database.close();
  }
}
