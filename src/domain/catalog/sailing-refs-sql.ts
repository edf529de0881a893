/**
 * The catalogue's sailings as other folders join them: a relation (a derived table the planner flattens into
 * the caller's join, so the plan is the join's own) with only the columns offered, and its row type.
 */
import { sql } from 'drizzle-orm';
import type { sailings } from './schema/sailings.js';
import type { TableRow } from '../../platform/db/table-row.js';

/** A sailing's id, code and ship, for a caller holding a sailing id (`join ${sailingRefs} s on s.id = ...`). */
export const sailingRefs = sql`(select id, code, ship_code from sailings)`;

export type SailingRefRow = Pick<TableRow<typeof sailings>, 'id' | 'code' | 'ship_code'>;
