/**
 * A fare's bucket and a promotion's cap (commerce.md): counted allocations, never oversold under any concurrency
 * on any number of instances, because the database decides as it does for a grade's capacity (holdCapacity):
 * one writer at a time per sailing and fare (or per promotion), the holds of expired sessions settled first, then
 * count and insert in the same transaction. Each cabin of a booking under a bucketed fare takes one place
 * whatever its legs; a booking with a promotion takes one redemption.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../platform/db/client.js';
import { liveAt, settleExpiredHolders } from './inventory.js';
import type { HoldSessions } from './hold-sessions.js';

export interface PlaceHolder {
  bookingId: string;
  /** The held booking's session; null for a change to a confirmed booking (permanent at once). */
  sessionId: string | null;
}

/**
 * Takes one place per cabin (`cabinNos`) in the fare's bucket on the sailing; false (nothing taken) when the
 * bucket lacks room for all of them. `cabinsPerSailing` null: no bucket, nothing to take.
 */
export async function takeFarePlaces(
  tx: Tx,
  sessions: HoldSessions,
  holder: PlaceHolder,
  bucket: { sailingId: number; fareCode: string; cabinsPerSailing: number | null },
  cabinNos: number[],
  now: Date,
): Promise<boolean> {
  if (bucket.cabinsPerSailing === null || cabinNos.length === 0) return true;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fare:${bucket.fareCode}`}), ${bucket.sailingId}::int)`);
  const holds = sql`a.sailing_id = ${bucket.sailingId} and a.fare_code = ${bucket.fareCode}`;
  await settleExpiredHolders(tx, sessions, 'fare_allocations', holds, now);
  const [row] = await queryRows<{ taken: number }>(
    tx,
    sql`select count(*)::int as taken from fare_allocations a where ${holds} and ${liveAt(sessions, now.toISOString())}`,
  );
  if (row!.taken + cabinNos.length > bucket.cabinsPerSailing) return false;
  await tx.execute(
    sql`insert into fare_allocations (booking_id, session_id, sailing_id, fare_code, cabin_no)
        select ${holder.bookingId}, ${holder.sessionId}, ${bucket.sailingId}, ${bucket.fareCode}, n
        from unnest(${`{${cabinNos.join(',')}}`}::int[]) as n`,
  );
  return true;
}

/** Places taken in each fare's bucket on the sailings, live at `now`: sailing id -> fare code -> places. */
export async function farePlacesTaken(
  db: DbOrTx,
  sessions: HoldSessions,
  sailingIds: number[],
  now: Date,
): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  if (sailingIds.length === 0) return out;
  const rows = await queryRows<{ sailing_id: number; fare_code: string; taken: number }>(
    db,
    sql`select a.sailing_id, a.fare_code, count(*)::int as taken from fare_allocations a
        where a.sailing_id = any(${`{${sailingIds.join(',')}}`}::int[]) and ${liveAt(sessions, now.toISOString())}
        group by a.sailing_id, a.fare_code`,
  );
  for (const r of rows) {
    const bySailing = out.get(r.sailing_id) ?? new Map<string, number>();
    out.set(r.sailing_id, bySailing.set(r.fare_code, r.taken));
  }
  return out;
}

/**
 * Takes the booking's redemption of the promotion; false (nothing taken) when its cap is reached. A retry of the
 * same booking's create finds its own row and takes nothing more (the booking id is the key).
 */
export async function takeRedemption(
  tx: Tx,
  sessions: HoldSessions,
  holder: PlaceHolder,
  promotion: { promotionCode: string; redemptionCap: number | null },
  now: Date,
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`promotion:${promotion.promotionCode}`}))`);
  if (promotion.redemptionCap !== null) {
    const holds = sql`a.promotion_code = ${promotion.promotionCode}`;
    await settleExpiredHolders(tx, sessions, 'promotion_redemptions', holds, now);
    if ((await redemptionsTaken(tx, sessions, promotion.promotionCode, now)) >= promotion.redemptionCap) return false;
  }
  await tx.execute(
    sql`insert into promotion_redemptions (booking_id, session_id, promotion_code, taken_at)
        values (${holder.bookingId}, ${holder.sessionId}, ${promotion.promotionCode}, ${now.toISOString()}::timestamptz)
        on conflict (booking_id) do nothing`,
  );
  return true;
}

/** The promotion's redemptions live at `now`: confirmed bookings' (cancelled ones included) and live holds'. */
export async function redemptionsTaken(
  db: DbOrTx,
  sessions: HoldSessions,
  promotionCode: string,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ taken: number }>(
    db,
    sql`select count(*)::int as taken from promotion_redemptions a
        where a.promotion_code = ${promotionCode} and ${liveAt(sessions, now.toISOString())}`,
  );
  return row!.taken;
}

/**
 * SQL relation: the promotion's redemptions live at `nowIso` (booking_id, taken_at), for a caller above to join
 * under its own alias (the booking domain's list of the bookings that took it, for the operator's portal).
 */
export const liveRedemptionsOf = (sessions: HoldSessions, promotionCode: string, nowIso: string): SQL =>
  sql`(select a.booking_id, a.taken_at from promotion_redemptions a
       where a.promotion_code = ${promotionCode} and ${liveAt(sessions, nowIso)})`;
