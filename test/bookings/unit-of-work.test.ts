/** The unit of work a channel opens and the services join (platform/db/transaction.ts withUnitOfWork). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { withUnitOfWork } from '../../src/platform/db/transaction.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.database.db.execute(sql`create table uow_probe (v text not null)`);
});
afterAll(() => t.close());

const values = async () =>
  (await queryRows<{ v: string }>(t.database.db, sql`select v from uow_probe order by v`)).map((r) => r.v);

describe('withUnitOfWork', () => {
  it('runs beforeCommit inside the transaction after the work, afterCommit once committed', async () => {
    const seen: string[] = [];
    const answer = await withUnitOfWork(t.database.db, async (unit) => {
      await unit.tx.execute(sql`insert into uow_probe values ('a')`);
      unit.beforeCommit(async () => {
        seen.push('before');
        await unit.tx.execute(sql`insert into uow_probe values ('b')`);
      });
      unit.afterCommit(() => seen.push('after'));
      seen.push('work');
      return 42;
    });
    expect(answer).toBe(42);
    expect(seen).toEqual(['work', 'before', 'after']);
    expect(await values()).toEqual(['a', 'b']);
  });

  it('keeps nothing and runs no afterCommit when a beforeCommit throws (a crash before the commit)', async () => {
    let after = false;
    const failed = withUnitOfWork(t.database.db, async (unit) => {
      await unit.tx.execute(sql`insert into uow_probe values ('c')`);
      unit.beforeCommit(() => {
        throw new Error('before commit');
      });
      unit.afterCommit(() => (after = true));
    });
    await expect(failed).rejects.toThrow('before commit');
    expect(after).toBe(false);
    expect(await values()).toEqual(['a', 'b']);
  });
});
