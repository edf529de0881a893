/** Data access for agencies and their user keys. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { agencies, agencyUserKeys } from './schema.js';
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

/** The previous secret's end while it still works at `now`, else null (none kept, or its overlap is over). */
export function previousSecretUntil(
  agency: Pick<AgencyRow, 'previousSecretHash' | 'previousSecretExpiresAt'>,
  now: Date,
): Date | null {
  const until = agency.previousSecretExpiresAt;
  return agency.previousSecretHash !== null && until !== null && until > now ? until : null;
}

export async function findAgencyById(db: DbOrTx, agencyId: string): Promise<AgencyRow | undefined> {
  const rows = await db.select().from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  return rows[0];
}

export async function findAgencyByClientId(db: DbOrTx, clientId: string): Promise<AgencyRow | undefined> {
  const rows = await db.select().from(agencies).where(eq(agencies.clientId, clientId)).limit(1);
  return rows[0];
}

/** Sets the agency's secret hash to `next`, unless it is no longer `previous` (a rotation committed meanwhile). */
/** Agency ids by client id, in one query; unknown client ids are left out (the request log's attribution). */
export async function agencyIdsByClientId(db: DbOrTx, clientIds: readonly string[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ id: agencies.id, clientId: agencies.clientId })
    .from(agencies)
    .where(inArray(agencies.clientId, [...clientIds]));
  return new Map(rows.map((row) => [row.clientId, row.id]));
}

/** The names and client ids of the agencies with these ids (the portal's lists of agencies' calls). */
export async function agencyNamesByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { name: string; clientId: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: agencies.id, name: agencies.name, clientId: agencies.clientId })
    .from(agencies)
    .where(inArray(agencies.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { name: row.name, clientId: row.clientId }]));
}

/** A user key's last use moved forward to `at`, never back (the request log records uses after the fact). */
export async function recordUserKeyUse(db: DbOrTx, keyId: string, at: Date): Promise<void> {
  await db.execute(
    sql`update agency_user_keys set last_used_at = greatest(coalesce(last_used_at, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)
        where id = ${keyId}`,
  );
}

/**
 * A user key as people tell it apart: its name in quotes (`"Booking engine"`), or for an unnamed key its hint
 * (`ending in 9f3a`); null for an unknown id. For the audit of who made a call (personal-data/).
 */
export async function userKeyLabel(db: DbOrTx, keyId: string): Promise<string | null> {
  const [key] = await db
    .select({ name: agencyUserKeys.name, hint: agencyUserKeys.keyHint })
    .from(agencyUserKeys)
    .where(eq(agencyUserKeys.id, keyId));
  if (!key) return null;
  return key.name ? `"${key.name}"` : `ending in ${key.hint}`;
}

/** What platform/request-log's recorder needs of the agencies (it may not import the domain). */
export const requestLogAgencies = { idsByClientId: agencyIdsByClientId, recordUserKeyUse };

export async function replaceSecretHash(db: DbOrTx, agencyId: string, previous: string, next: string): Promise<void> {
  await db
    .update(agencies)
    .set({ clientSecretHash: next })
    .where(and(eq(agencies.id, agencyId), eq(agencies.clientSecretHash, previous)));
}

/** Stamps the agency's current (or, during a rolling's overlap, previous) secret as used now (database time). */
export async function recordSecretUse(db: DbOrTx, agencyId: string, which: 'current' | 'previous'): Promise<void> {
  await db
    .update(agencies)
    .set(which === 'current' ? { secretLastUsedAt: sql`now()` } : { previousSecretLastUsedAt: sql`now()` })
    .where(eq(agencies.id, agencyId));
}

export async function activeUserKeys(db: DbOrTx, agencyId: string): Promise<UserKeyRow[]> {
  return db
    .select()
    .from(agencyUserKeys)
    .where(and(eq(agencyUserKeys.agencyId, agencyId), isNull(agencyUserKeys.revokedAt)))
    .orderBy(asc(agencyUserKeys.createdAt));
}
