/**
 * The booking repository's read of a promotion's redemptions (commerce.md "Promotions": the operator's staff see
 * them in the portal): the bookings that took the code, with their agency, state and the discount they took. The
 * redemptions are inventory's rows and the agencies auth's, both below this folder, so their owners' fragments
 * join in under this statement's aliases and the list stays one round trip.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import { agencyNameOf, type AgencyRow } from '../auth/agency-reads.js';
import { liveRedemptionsOf } from '../inventory/fare-places.js';
import type { HoldSessions } from '../inventory/hold-sessions.js';
import type { TableRow } from '../../platform/db/table-row.js';
import type { bookings } from './schema.js';

export type RedemptionRow = Pick<TableRow<typeof bookings>, 'id' | 'reference' | 'status' | 'currency'> & {
  agency_name: AgencyRow['name'];
  /** The document's promotion.discount: the total it took off, in major units as the API answers it. */
  discount: number | null;
  taken_at: string;
};

/**
 * The bookings whose redemption of the promotion is live at `now` (held ones of live sessions, confirmed and
 * cancelled ones), newest redemption first, `limit` at most.
 */
export async function redemptionRows(
  db: DbOrTx,
  sessions: HoldSessions,
  promotionCode: string,
  now: Date,
  limit: number,
): Promise<RedemptionRow[]> {
  return queryRows<RedemptionRow>(
    db,
    sql`select b.id, b.reference, b.status, b.currency, ${agencyNameOf(sql`b.agency_id`)} as agency_name,
               (b.document->'promotion'->>'discount')::float8 as discount, r.taken_at
        from ${liveRedemptionsOf(sessions, promotionCode, now.toISOString())} r
        join bookings b on b.id = r.booking_id
        order by r.taken_at desc, b.id
        limit ${limit}`,
  );
}
