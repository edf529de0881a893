/**
 * The group writer (src/platform/db/group-write.ts) on a real database: rows added while a statement is in flight
 * go together in the next one; a caller's promise settles when its row's statement has committed; a failed
 * statement fails exactly the callers whose rows it carried, writes none of them, and the next group goes on.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createGroupWriter } from '../../src/platform/db/group-write.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase({ poolSize: 4 });
  await queryRows(tdb.database.db, sql`create table group_probe (id int primary key, note text not null)`);
});

afterAll(async () => {
  await tdb.close();
});

type Row = { id: number; note: string };
const ids = async () =>
  (await queryRows<{ id: number }>(tdb.database.db, sql`select id from group_probe order by id`)).map((r) => r.id);

/** A writer over group_probe, and the groups it sent, each as the ids of its rows. */
function probeWriter(maxRows?: number) {
  const groups: number[][] = [];
  const writer = createGroupWriter<Row>({
    writeRows: async (rows) => {
      groups.push(rows.map((r) => r.id));
      await queryRows(
        tdb.database.db,
        sql`insert into group_probe (id, note)
            select id, note from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, note text)`,
        'group_probe_insert',
      );
    },
    ...(maxRows ? { maxRows } : {}),
  });
  return { writer, groups };
}

describe(`group writer (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sends the first row at once and the rows added meanwhile as one statement, each committed when it resolves', async () => {
    const { writer, groups } = probeWriter();
    const writes = Array.from({ length: 10 }, (_, i) =>
      writer.write({ id: i + 1, note: `row ${i + 1}` }).then(async () => (await ids()).includes(i + 1)),
    );
    // Every caller, once resolved, finds its row committed (read on another connection).
    expect(await Promise.all(writes)).toEqual(Array.from({ length: 10 }, () => true));
    expect(groups).toEqual([[1], [2, 3, 4, 5, 6, 7, 8, 9, 10]]);
    expect(writer.stats()).toEqual({ rows: 10, statements: 2 });
  });

  it('fails only the callers of a failed statement, writes none of its rows, and sends the next group', async () => {
    const { writer, groups } = probeWriter();
    const results = await Promise.allSettled([
      writer.write({ id: 101, note: 'alone' }),
      writer.write({ id: 102, note: 'fine' }),
      writer.write({ id: 1, note: 'duplicate key of the first test' }),
      writer.write({ id: 103, note: 'fine too' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    expect(groups).toEqual([[101], [102, 1, 103]]);
    expect(await ids()).not.toContain(102);
    expect(await ids()).not.toContain(103);
    await writer.write({ id: 104, note: 'after the failure' });
    expect(await ids()).toContain(104);
  });

  it('puts at most maxRows rows in a statement', async () => {
    const { writer, groups } = probeWriter(3);
    await Promise.all(Array.from({ length: 8 }, (_, i) => writer.write({ id: 201 + i, note: 'bounded' })));
    expect(groups.map((g) => g.length)).toEqual([1, 3, 3, 1]);
  });
});
