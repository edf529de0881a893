/**
 * What other capabilities read of an agency inside their own statements (the portal's lists, the booking's
 * document, the hold quota): SQL that the caller composes into its query, so that it stays one round trip and
 * only auth/ names the agencies table. Each takes the caller's expression for the agency's id (a column of its
 * query, a Drizzle column, or the id itself as a parameter) and is one value of one row, by primary key.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { agencies } from './schema.js';
import type { TableRow } from '../../platform/db/table-row.js';

/** An agency's row as a raw query returns it (platform/db/table-row.ts): the types of the values below. */
export type AgencyRow = TableRow<typeof agencies>;

type AgencyId = SQLWrapper | string;

/** SQL: the agency's name. */
export const agencyNameOf = (agencyId: AgencyId): SQL<AgencyRow['name']> =>
  sql`(select name from agencies where id = ${agencyId})`;

/** SQL: the agency's OAuth client id (what the portal's links name it by). */
export const agencyClientIdOf = (agencyId: AgencyId): SQL<AgencyRow['client_id']> =>
  sql`(select client_id from agencies where id = ${agencyId})`;

/** SQL: whether the agency is suspended (agencies.suspended_at set). */
export const agencySuspendedOf = (agencyId: AgencyId): SQL<boolean> =>
  sql`(select suspended_at is not null from agencies where id = ${agencyId})`;

/** SQL: the agency's commission in basis points of the total. */
export const agencyCommissionOf = (agencyId: AgencyId): SQL<AgencyRow['commission_bps']> =>
  sql`(select commission_bps from agencies where id = ${agencyId})`;

/** SQL: the operator's hold quota for the agency, or null where it follows the configured default. */
export const agencyHoldQuotaOf = (agencyId: AgencyId): SQL<AgencyRow['hold_quota_per_sailing']> =>
  sql`(select hold_quota_per_sailing from agencies where id = ${agencyId})`;
