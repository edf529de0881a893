/**
 * What a booking's statements read of its sailing: its code and the keys into the rest of the catalogue (its
 * ship, its fare table), as a relation the caller joins in its own statement (one round trip; only the
 * catalogue names sailings).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { sailings } from './schema/sailings.js';
import type { TableRow } from '../../platform/db/table-row.js';

/** A sailing's row as a raw query returns it (platform/db/table-row.ts): the types of the columns below. */
export type SailingRow = TableRow<typeof sailings>;

/** SQL relation (for the caller's `join`, under its alias, on its id): each sailing's code, ship and fare table. */
export const SAILING_KEYS: SQL = sql`(select id, code, ship_code, fare_table_code from sailings)`;
