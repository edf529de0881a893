/**
 * queryRows with a statement name (src/platform/db/client.ts): on PostgreSQL a named prepared statement per pooled
 * connection, on PGlite the same answers. A name is bound to one text per connection, so one call site that
 * builds several texts under one name must still get each text's own answer, on the pool and in a transaction.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledStatement, queryRows } from '../../src/platform/db/client.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase({ poolSize: 2 });
});

afterAll(async () => {
  await tdb.close();
});

/** Two texts under one name, as a call site with an optional part builds them. */
const probe = (n: number, plusOne: boolean) =>
  sql`select ${n}::int ${plusOne ? sql`+ 1` : sql``} as x, pg_typeof(${n}::int)::text as t`;

describe(`named statements (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers each text of one name with its own result, on every pooled connection, many times over', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        queryRows<{ x: number; t: string }>(tdb.database.db, probe(i, i % 2 === 0), 'probe'),
      ),
    );
    expect(answers.map((rows) => rows[0]!.x)).toEqual(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? i + 1 : i)));
    expect(new Set(answers.map((rows) => rows[0]!.t))).toEqual(new Set(['integer']));
  });

  it('works inside a transaction, and a failing named statement rolls back like an unnamed one', async () => {
    await queryRows(tdb.database.db, sql`create table named_probe (id int primary key)`);
    await expect(
      tdb.database.db.transaction(async (tx) => {
        await queryRows(tx, sql`insert into named_probe values (${1})`, 'probe_insert');
        expect(
          await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from named_probe`, 'probe_count'),
        ).toEqual([{ n: 1 }]);
        await queryRows(tx, sql`insert into named_probe values (${1})`, 'probe_insert');
      }),
    ).rejects.toThrow();
    expect(
      await queryRows<{ n: number }>(tdb.database.db, sql`select count(*)::int as n from named_probe`, 'probe_count'),
    ).toEqual([{ n: 0 }]);
  });

  it('returns timestamps as an unnamed query does', async () => {
    const text = sql`select ${'2027-01-05T09:00:00Z'}::timestamptz as at, ${'2027-01-05 10:00'}::timestamp as local`;
    const [named] = await queryRows<{ at: unknown; local: unknown }>(tdb.database.db, text, 'probe_time');
    const [unnamed] = await queryRows<{ at: unknown; local: unknown }>(tdb.database.db, text);
    expect(named).toEqual(unnamed);
  });
});

describe(`compiled statements (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers as the statement built per call does, for every value, an argument used twice and nested SQL', async () => {
    const inner = (b: string) => sql`(select ${b}::text as b)`;
    const build = (a: number, b: string) => sql`select ${a}::int + ${a}::int as twice, x.b from ${inner(b)} x`;
    const compiled = compiledStatement('compiled_probe', build);
    const values = Array.from({ length: 30 }, (_, i) => [i, `text ${i} with 'quotes' and \u0001`] as const);
    const answers = await Promise.all(values.map(([a, b]) => compiled(tdb.database.db, a, b)));
    const built = await Promise.all(values.map(([a, b]) => queryRows(tdb.database.db, build(a, b), 'compiled_probe')));
    expect(answers).toEqual(built);
    expect(answers[7]).toEqual([{ twice: 14, b: "text 7 with 'quotes' and \u0001" }]);
  });

  it('builds per call an argument used inside a value, or one that is not a scalar', async () => {
    const compiled = compiledStatement(
      'compiled_inside',
      (n: number) => sql`select ${`${n} seconds`}::interval::text as i`,
    );
    expect(await compiled(tdb.database.db, 5)).toEqual([{ i: '00:00:05' }]);
    expect(await compiled(tdb.database.db, 7)).toEqual([{ i: '00:00:07' }]);
  });
});
