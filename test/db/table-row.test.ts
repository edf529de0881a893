/**
 * TableRow (src/platform/db/table-row.ts) says what a raw query's row holds for each kind of column. This runs one query
 * over a table with every kind the schema uses on each engine (PGlite always; PostgreSQL too when the run has
 * TEST_DATABASE_URL) and checks that the values are of the forms the type gives: the type is checked at compile
 * time (expectTypeOf), the values at run time.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { int4range } from '../../src/platform/db/columns.js';
import type { CamelRow, TableRow } from '../../src/platform/db/table-row.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../support/database.js';

const probe = pgTable('table_row_probe', {
  id: serial('id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  big: bigint('big', { mode: 'number' }).notNull(),
  amount: numeric('amount').notNull(),
  instant: timestamp('instant', { withTimezone: true }).notNull(),
  local: timestamp('local', { mode: 'string' }).notNull(),
  day: date('day').notNull(),
  document: jsonb('document').$type<{ a: number }>().notNull(),
  ids: integer('ids').array().notNull(),
  legs: int4range('legs').notNull(),
  ratio: doublePrecision('ratio').notNull(),
  flag: boolean('flag').notNull(),
  key: uuid('key').notNull(),
  note: text('note'),
});

type ProbeRow = TableRow<typeof probe>;

const engines = [
  { name: 'PGlite', postgres: false },
  ...(testDatabaseUrl ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

describe.each(engines)('TableRow on $name', ({ postgres }) => {
  let tdb: TestDatabase;
  let row: ProbeRow;

  beforeAll(async () => {
    tdb = await createTestDatabase({ postgres });
    const db = tdb.database.db;
    await queryRows(
      db,
      sql`create table table_row_probe (id serial primary key, seq bigserial not null, big bigint not null,
        amount numeric not null, instant timestamptz not null, local timestamp not null, day date not null,
        document jsonb not null, ids int[] not null, legs int4range not null, ratio double precision not null,
        flag boolean not null, key uuid not null, note text)`,
    );
    await queryRows(
      db,
      sql`insert into table_row_probe (big, amount, instant, local, day, document, ids, legs, ratio, flag, key)
        values (9007199254740991, 12.50, '2026-11-26T15:00:00Z', '2026-11-26T16:00:00', '2026-11-26',
                '{"a": 1}', '{1,2}', '[0,3)', 0.5, true, gen_random_uuid())`,
    );
    [row] = (await queryRows<ProbeRow>(db, sql`select * from ${probe}`)) as [ProbeRow];
  });

  afterAll(async () => {
    await tdb.close();
  });

  it('gives date-times, dates and numerics as their text', () => {
    expectTypeOf(row.instant).toEqualTypeOf<string>();
    expectTypeOf(row.local).toEqualTypeOf<string>();
    expectTypeOf(row.day).toEqualTypeOf<string>();
    expectTypeOf(row.amount).toEqualTypeOf<string>();
    expect(new Date(row.instant).toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(row.local).toBe('2026-11-26 16:00:00');
    expect(row.day).toBe('2026-11-26');
    expect(row.amount).toBe('12.50');
  });

  it('gives bigint as a number on PGlite and as its text on PostgreSQL', () => {
    expectTypeOf(row.big).toEqualTypeOf<number | string>();
    expectTypeOf(row.seq).toEqualTypeOf<number | string>();
    expect(typeof row.big).toBe(postgres ? 'string' : 'number');
    expect(Number(row.big)).toBe(9007199254740991);
    expect(Number(row.seq)).toBe(1);
  });

  it('gives integers, doubles, booleans, uuids, arrays, ranges and json in their own forms', () => {
    expectTypeOf(row.id).toEqualTypeOf<number>();
    expectTypeOf(row.document).toEqualTypeOf<{ a: number }>();
    expectTypeOf(row.ids).toEqualTypeOf<number[]>();
    expectTypeOf(row.legs).toEqualTypeOf<string>();
    expectTypeOf(row.note).toEqualTypeOf<string | null>();
    expect(row).toMatchObject({ id: 1, ratio: 0.5, flag: true, document: { a: 1 }, ids: [1, 2], legs: '[0,3)' });
    expect(row.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.note).toBeNull();
  });
});

describe('CamelRow', () => {
  it('renames the columns to the camelCase aliases a query gives them, keeping each value type', () => {
    expectTypeOf<CamelRow<Pick<ProbeRow, 'id' | 'note'>>>().toEqualTypeOf<{ id: number; note: string | null }>();
    expectTypeOf<CamelRow<{ sailing_id: number; from_seq_no: string }>>().toEqualTypeOf<{
      sailingId: number;
      fromSeqNo: string;
    }>();
    // Runs as well as compiles: a key the alias convention does not make is a type error here.
    const row: CamelRow<{ agency_id: string }> = { agencyId: 'a' };
    expect(row.agencyId).toBe('a');
  });
});
