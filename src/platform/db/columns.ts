/**
 * Column types shared by several capabilities' tables. The tables themselves live with the capability that keeps
 * their invariants, one schema.ts per owner (domain/catalog has a schema/ folder), and only that folder names them
 * in SQL or in Drizzle's builder (eslint-rules/table-owners.js); drizzle.config.ts reads them all.
 *
 * Conventions:
 * - Money is integer minor units (øre, cents) in `*_amount` / `*_minor` columns, with the currency beside it.
 * - Catalogue date-times are operator-local wall-clock times (`timestamp without time zone`), as the
 *   specification's date-times carry no zone. Bookkeeping instants (expiry, creation) are `timestamptz`.
 * - A sailing calls at ports in order (`sailing_calls.seq` 0..n). Leg i runs from call i to call i+1.
 *   A booking covers the legs [fromSeq, toSeq), stored as an `int4range` so that overlap is a range test.
 * - Inventory is rows, not counters. A hold row carries the session that holds it; a live row is one whose
 *   session is still live, or whose `session_id` is null (confirmed, permanent). The exclusion constraint
 *   on `cabin_allocations` (migration 0001) makes "one cabin, one booking per leg" a database rule.
 */
import { customType, pgTable, uuid, type PgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL int4range, written and read as its text form `[from,to)`. */
export const int4range = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4range',
});

export type LocalizedText = Record<string, string>;
export type LocalizedEntry = { locale: string; value: string };

const keysAbove = new Map<string, PgColumn>();

/**
 * The `id` key of a table that a higher layer owns, for a foreign key from a table of a lower one (audit_log's
 * agency, a hold row's booking and session): the lower folder may not import the owner's schema, so it names
 * the table and its key only. drizzle-kit writes a foreign key from names alone, so the constraint and the
 * migrations are those of a reference to the owner's table object. Not exported from any schema file, so
 * drizzle-kit never takes this stand-in for a table to create.
 */
export function keyAbove(table: 'agencies' | 'bookings' | 'sessions'): PgColumn {
  let key = keysAbove.get(table);
  if (key === undefined) {
    key = pgTable(table, { id: uuid('id').primaryKey() }).id;
    keysAbove.set(table, key);
  }
  return key;
}
