/**
 * The group reader (src/platform/db/group-read.ts) on a real database: callers that ask while a read is in flight
 * go together in the next read, never in the one already sent, so each sees every commit made before it asked; a
 * failed read fails exactly its callers, and the next group goes on.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createGroupReader } from '../../src/platform/db/group-read.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase({ poolSize: 4 });
  await queryRows(tdb.database.db, sql`create table read_probe (id int primary key, value int not null)`);
  await queryRows(tdb.database.db, sql`insert into read_probe values (1, 1), (2, 1), (3, 1)`);
});

afterAll(async () => {
  await tdb.close();
});

/** A reader of read_probe's values by id; each read first sleeps `sleepMs`, its snapshot already taken. */
function probeReader(sleepMs: number) {
  const groups: number[][] = [];
  const reader = createGroupReader<number, Map<number, number>>(async (ids) => {
    groups.push([...ids].sort());
    const rows = await queryRows<{ id: number; value: number }>(
      tdb.database.db,
      sql`select id, value from read_probe, pg_sleep(${sleepMs / 1000}) where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    return new Map(rows.map((r) => [r.id, r.value]));
  });
  return { reader, groups };
}

describe(`group reader (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sends the first read at once and the keys asked meanwhile as one read, answering each caller with it', async () => {
    const { reader, groups } = probeReader(50);
    const answers = await Promise.all([reader.read([1]), reader.read([1, 2]), reader.read([2, 3])]);
    expect(answers[1]).toBe(answers[2]);
    expect([...answers[2].keys()].sort()).toEqual([1, 2, 3]);
    expect(groups).toEqual([[1], [1, 2, 3]]);
    expect(reader.stats()).toEqual({ calls: 3, reads: 2 });
  });

  it('answers a caller that asked while a read was in flight with a later read, which sees what committed before', async () => {
    const { reader } = probeReader(300);
    const first = reader.read([1]);
    // Committed while the first read is in flight (on PostgreSQL, on another connection; PGlite runs it after).
    await queryRows(tdb.database.db, sql`update read_probe set value = 2 where id = 1`);
    const later = await reader.read([1]);
    expect(later.get(1)).toBe(2);
    // The read in flight had its snapshot before the commit: joining it would have answered 1.
    if (process.env.TEST_DATABASE_URL) expect((await first).get(1)).toBe(1);
    else await first;
  });

  it('fails only the callers of a failed read, and sends the next group', async () => {
    let fail = true;
    const reader = createGroupReader<number, string>(async (ids) => {
      await queryRows(tdb.database.db, sql`select pg_sleep(0.05)`);
      if (fail) {
        fail = false;
        throw new Error(`read of ${ids.join(',')} failed`);
      }
      return ids.join(',');
    });
    const first = reader.read([1]);
    const later = reader.read([2]);
    await expect(first).rejects.toThrow('read of 1 failed');
    expect(await later).toBe('2');
  });
});
