/** The agencies' names as other folders join them: a relation the planner flattens into the caller's join. */
import { sql } from 'drizzle-orm';
import type { agencies } from './schema.js';
import type { TableRow } from '../../platform/db/table-row.js';

/** `join ${agencyNames} ag on ag.id = ...`: the agency's id and name. */
export const agencyNames = sql`(select id, name from agencies)`;
export type AgencyNameRow = Pick<TableRow<typeof agencies>, 'id' | 'name'>;
