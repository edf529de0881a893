/** Data access for agencies and their user keys. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { agencies, agencyUserKeys } from '../db/schema.js';
import type { AgencyContext } from './context.js';

export type AgencyRow = typeof agencies.$inferSelect;
export type UserKeyRow = typeof agencyUserKeys.$inferSelect;

export function toAgencyContext(row: AgencyRow): AgencyContext {
  return {
    id: row.id,
    name: row.name,
    market: row.market,
    currencies: row.currencies,
    commissionBps: row.commissionBps,
    clientId: row.clientId,
    isSandbox: row.isSandbox,
  };
}

export async function findAgencyByClientId(db: DbOrTx, clientId: string): Promise<AgencyRow | undefined> {
  const rows = await db.select().from(agencies).where(eq(agencies.clientId, clientId)).limit(1);
  return rows[0];
}

export async function activeUserKeys(db: DbOrTx, agencyId: string): Promise<UserKeyRow[]> {
  return db
    .select()
    .from(agencyUserKeys)
    .where(and(eq(agencyUserKeys.agencyId, agencyId), isNull(agencyUserKeys.revokedAt)))
    .orderBy(asc(agencyUserKeys.createdAt));
}
