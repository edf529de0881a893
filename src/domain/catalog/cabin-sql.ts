/**
 * What a booking's statements read of its cabins' grades and numbers: SQL the caller composes into its own
 * statement (one round trip; only the catalogue names its tables), and the one lookup the cabin-number apply
 * makes.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import type { cabinGrades, cabins } from './schema/catalog.js';
import type { TableRow } from '../../platform/db/table-row.js';

/** A grade's row as a raw query returns it (platform/db/table-row.ts): the types of the columns below. */
export type CabinGradeRow = TableRow<typeof cabinGrades>;
export type CabinRow = TableRow<typeof cabins>;

/**
 * SQL relation (for the caller's `join`, under its alias, on its id): the grades with what a booked cabin shows
 * and is priced by.
 */
export const CABIN_GRADES: SQL = sql`(select id, code, cabin_type, single_supplement_pct, has_specific_cabins
                                      from cabin_grades)`;

/** SQL: the number of cabin `cabinId` (null when the expression is null). */
export const cabinNumberOf = (cabinId: SQLWrapper): SQL<CabinRow['number'] | null> =>
  sql`(select number from cabins where id = ${cabinId})`;

/** The id of the cabin of grade `gradeId` with this number, if there is one. */
export async function cabinIdOfNumber(db: DbOrTx, gradeId: number, number: string): Promise<number | undefined> {
  const [cabin] = await queryRows<Pick<CabinRow, 'id'>>(
    db,
    sql`select id from cabins where grade_id = ${gradeId} and number = ${number}`,
  );
  return cabin?.id;
}
