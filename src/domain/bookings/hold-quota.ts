/**
 * The held-inventory quota (contract, "Fair use (V2)"): an agency's live held bookings may hold at most
 * HOLD_QUOTA_PER_SAILING cabins and counted units on any one sailing, unless the operator set another
 * quota for the agency (`npm run agency -- set-hold-quota`, agencies.hold_quota_per_sailing).
 *
 * - What counts: every cabin of a held booking (booking_cabins: a numbered cabin, a guarantee cabin or one
 *   unit of a grade sold without numbers), whatever legs of the sailing it covers. Vehicle slots do not
 *   count: the quota is measured in cabins, as the operator's groups desk measures groups, and vehicles
 *   only travel with a booking that holds a cabin (at most 3 per booking), so they are bounded by it.
 *   A change quote's cabins count too (commerce.md: what a change needs is held, counted in the agency's hold
 *   quota): the cabins and units its session holds on the sailing, while it lives (domain/changes).
 * - Live: the booking is HELD and its session has neither ended nor expired. Confirmed bookings do not
 *   count, and an expired session frees its quota the instant its timer runs out (no sweep needed).
 * - Races: two creates of one agency on one sailing must not both pass the check. The check takes a
 *   transaction-level advisory lock on (agency, sailing) before counting, and holds it until the create
 *   commits or rolls back, so the second create counts the first one's cabins. The key is one bigint (a
 *   hash of both), a lock space apart from the two-integer (sailing, grade) locks of inventory.ts; a hash
 *   collision only makes two creates wait for each other.
 * - When: last in the create transaction, after its cabins are held, so that the lock queues the agency's
 *   other creates on the sailing only for the count and the commit, not for the whole create (a benchmark of
 *   one agency creating on few sailings spent most of its p99 waiting here; docs/performance.md). A create
 *   over the quota then rolls back what it held: the same 409, and nothing of it stays.
 * - The count must be a statement that starts after the lock is granted (in READ COMMITTED each statement
 *   sees what committed before it started), which is why the lock and the count are two statements.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { heldCabinsOnSailing } from './repository-sailing.js';
import { AppError } from '../../kernel/errors.js';

export function holdQuotaExceeded(quota: number, held: number, asked: number): AppError {
  return new AppError(
    409,
    'HOLD_QUOTA_EXCEEDED',
    `The agency's live held bookings may hold at most ${quota} cabins on one sailing (HOLD_QUOTA_PER_SAILING); ` +
      `they hold ${held} on this sailing and this booking asks for ${asked} more. Confirm or let held bookings ` +
      'expire first; groups of 10 or more go through the groups desk.',
  );
}

/**
 * Within the create transaction of booking `bookingId`, as its last statements: throws 409 HOLD_QUOTA_EXCEEDED
 * when its `cabins` would take the agency past its quota on the sailing (its own booking is not counted twice).
 * The lock it takes is released when the transaction ends.
 */
export async function checkHoldQuota(
  tx: Tx,
  input: { agencyId: string; sailingId: number; bookingId: string; cabins: number; defaultQuota: number; now: Date },
): Promise<void> {
  const { agencyId, sailingId, bookingId, cabins, now } = input;
  await queryRows(tx, holdQuotaLockQuery(agencyId, sailingId), 'hold_quota_lock');
  const own = await heldCabinsOnSailing(tx, { agencyId, sailingId, bookingId, now: now.toISOString() });
  const quota = own.quota ?? input.defaultQuota;
  const held = own.held;
  if (held + cabins > quota) throw holdQuotaExceeded(quota, held, cabins);
}

/**
 * checkHoldQuota's lock, exported for the benchmark's create script (bench/sql-scripts.ts); the count is the
 * repository's (repository-sailing.ts, heldCabinsQuery).
 */
export const holdQuotaLockQuery = (agencyId: string, sailingId: number): SQL =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`hold-quota:${agencyId}:${sailingId}`}, 0))`;
