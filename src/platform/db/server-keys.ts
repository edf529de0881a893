/**
 * Keys the service makes for itself, stored in `server_keys`: the first instance that needs one inserts
 * random bytes; a concurrent first use by another instance loses the insert (ON CONFLICT DO NOTHING) and
 * reads the winner's, so every instance on the database ends up with the same key. Cached per process.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client.js';
import type { serverKeys as serverKeysTable } from './schema.js';
import type { TableRow } from './table-row.js';

/** The keys of every instance on one database, what the services that sign or seal are given. */
export interface ServerKeys {
  /** The named key (32 random bytes), created on first use. */
  get(name: string): Promise<Buffer>;
}

export function serverKeys(db: Db): ServerKeys {
  const cache = new Map<string, Promise<Buffer>>();

  async function load(name: string): Promise<Buffer> {
    await db.execute(
      sql`insert into server_keys (name, secret) values (${name}, ${randomBytes(32).toString('base64')})
          on conflict (name) do nothing`,
    );
    const [row] = await queryRows<Pick<TableRow<typeof serverKeysTable>, 'secret'>>(
      db,
      sql`select secret from server_keys where name = ${name}`,
    );
    return Buffer.from(row!.secret, 'base64');
  }

  return {
    get(name) {
      let key = cache.get(name);
      if (!key) {
        key = load(name);
        // A failed read (database away) is not cached: the next call tries again.
        key.catch(() => cache.delete(name));
        cache.set(name, key);
      }
      return key;
    },
  };
}
