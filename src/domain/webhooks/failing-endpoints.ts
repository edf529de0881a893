/**
 * Endpoints in trouble, for the portal's homes (portal.md "Home"): their deliveries fail now (retrying) or
 * were given up (the endpoint disabled), with the agency's name and client id for the link.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.js';
import { agencyClientIdOf, agencyNameOf, type AgencyRow } from '../auth/agency-reads.js';
import type { webhookEndpoints } from './schema.js';
import type { TableRow } from '../../platform/db/table-row.js';

export interface FailingEndpoint {
  id: string;
  url: string;
  agencyName: string;
  agencyClientId: string;
  failingSince: Date | null;
  disabledAt: Date | null;
}

/** Webhook endpoints whose deliveries fail now (retrying) or were given up (disabled), of one agency or of all. */
export async function failingEndpoints(db: Db, agencyId?: string): Promise<FailingEndpoint[]> {
  const rows = await queryRows<
    Pick<TableRow<typeof webhookEndpoints>, 'id' | 'url' | 'failing_since' | 'disabled_at'> &
      Pick<AgencyRow, 'client_id'> & { agency_name: AgencyRow['name'] }
  >(
    db,
    sql`select e.id, e.url, ${agencyNameOf(sql`e.agency_id`)} as agency_name,
               ${agencyClientIdOf(sql`e.agency_id`)} as client_id, e.failing_since, e.disabled_at
        from webhook_endpoints e
        where e.deleted_at is null and (e.failing_since is not null or e.disabled_at is not null)
          ${agencyId === undefined ? sql`` : sql`and e.agency_id = ${agencyId}`}
        order by coalesce(e.disabled_at, e.failing_since), e.id
        limit 20`,
  );
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    agencyName: r.agency_name,
    agencyClientId: r.client_id,
    failingSince: r.failing_since ? new Date(r.failing_since) : null,
    disabledAt: r.disabled_at ? new Date(r.disabled_at) : null,
  }));
}
