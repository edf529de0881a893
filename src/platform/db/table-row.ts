/**
 * The row types of raw queries (`queryRows`), derived from the Drizzle tables, so that a renamed or retyped column
 * fails to compile where a query reads it instead of compiling against a restated interface.
 *
 * `TableRow<typeof bookings>` is a row of `bookings` as the driver returns it to a raw `sql` template: keyed by
 * the SQL column names (`agency_id`, not `agencyId`), each value in the form both engines give it. That form is
 * not Drizzle's mapped one (`db.select()` turns a timestamptz into a Date; a raw query does not), so it is
 * derived from the column's kind here. What PGlite and node-postgres return through Drizzle's `execute`, checked
 * by test/db/table-row.test.ts on each engine:
 * - timestamp with or without time zone, date, interval, numeric: the text (`2026-11-26 15:18:28.833+00`),
 *   because Drizzle's sessions and db/client.ts install text parsers for them;
 * - bigint and bigserial: a number on PGlite, the text on PostgreSQL (pg keeps int8 exact), so `number | string`
 *   and callers wrap it in `Number(...)`;
 * - integer, serial, smallint, real, double precision: number; boolean: boolean; uuid, text: string; arrays:
 *   arrays of the element's form; json and jsonb: the parsed value, typed by the column's `$type` (else unknown);
 *   a custom type (int4range): its declared data type.
 * A nullable column adds `| null`. A computed expression has no column: its caller writes its type beside the
 * `Pick` (`Pick<TableRow<typeof bookings>, 'id'> & { seats: number }`).
 */
import type { Column, Table } from 'drizzle-orm';

/** The driver's form of one column's value (see above). */
type RawValue<C extends Column> = C['_']['columnType'] extends
  | 'PgTimestamp'
  | 'PgTimestampString'
  | 'PgDate'
  | 'PgDateString'
  | 'PgInterval'
  | 'PgTime'
  | 'PgNumeric'
  | 'PgNumericNumber'
  | 'PgNumericBigInt'
  ? string
  : C['_']['columnType'] extends 'PgBigInt53' | 'PgBigInt64' | 'PgBigSerial53' | 'PgBigSerial64'
    ? number | string
    : C['_']['data'];

type Nullable<C extends Column, V> = C['_']['notNull'] extends true ? V : V | null;

/** A row of `T` as a raw query returns it: SQL column names as keys, the driver's value forms (see above). */
export type TableRow<T extends Table> = {
  [K in keyof T['_']['columns'] as T['_']['columns'][K]['_']['name']]: Nullable<
    T['_']['columns'][K],
    RawValue<T['_']['columns'][K]>
  >;
};

/**
 * `Row` with the columns `K` not null: for what a query's condition or a table's check guarantees (a confirmed
 * booking's reference), said where the row type is written rather than with a `!` at each use.
 */
export type NotNull<Row, K extends keyof Row> = Omit<Row, K> & { [P in K]: NonNullable<Row[P]> };

/**
 * `Row` with some columns' types narrowed: a text column's values that a check constraint limits
 * (`status: 'PENDING' | 'DELIVERED' | 'FAILED'`), a jsonb column's document. The narrowed names must be the
 * row's own, so a renamed column still fails to compile.
 */
export type Narrow<Row, Types extends { [K in keyof Row]?: unknown }> = Omit<Row, keyof Types> & Types;

/** `foo_bar_baz` → `fooBarBaz`, the alias convention of the raw queries that name their columns for TypeScript. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * `Row` with its keys in camelCase: for a raw query that aliases each column to its camelCase name
 * (`sailing_id as "sailingId"`), so that its row type is still derived from the table
 * (`Pick<CamelRow<TableRow<typeof bookings>>, 'sailingId' | 'fromSeq'>`) and a renamed column still fails to
 * compile. Only the name changes; the value keeps the driver's form (see TableRow).
 */
export type CamelRow<Row> = { [K in keyof Row as K extends string ? CamelCase<K> : K]: Row[K] };
