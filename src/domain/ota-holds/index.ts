/**
 * The names of holds made through the OTA channel (schema.ts): record one with its hold, in the hold's unit of
 * work, and find the session a name means for an agency. Another agency's name is not found (it does not exist
 * for the caller). A hold is also found by what it holds (the spec: "by the agency, sailing and cabin"): the
 * agency's one live OTA hold on the voyage with that cabin.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '../../kernel/errors.js';
import { queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { Clock } from '../../kernel/clock.js';
import { liveHeldSessionsWithCabin, type HeldCabinAt } from '../bookings/repository-sailing.js';
import type { SessionStore } from '../sessions/session-store.js';

export interface OtaHoldName {
  agencyId: string;
  transactionId: string;
  sessionId: string;
}

/** Records a hold's name; 409 HOLD_NAME_TAKEN when the agency already used it (the database decides). */
export async function recordHoldName(tx: DbOrTx, name: OtaHoldName, now: Date): Promise<void> {
  const inserted = await queryRows<{ session_id: string }>(
    tx,
    sql`insert into ota_holds (agency_id, transaction_id, session_id, created_at)
        values (${name.agencyId}, ${name.transactionId}, ${name.sessionId}, ${now.toISOString()}::timestamptz)
        on conflict (agency_id, transaction_id) do nothing
        returning session_id`,
  );
  if (inserted.length === 0) {
    throw new AppError(
      409,
      'HOLD_NAME_TAKEN',
      `The TransactionIdentifier "${name.transactionId}" already names a hold of this agency; send a new one.`,
      { TransactionIdentifier: ['already names a hold of this agency'] },
    );
  }
}

/** The session a hold name means for the agency, undefined when it names none of the agency's. */
export async function sessionOfHold(db: DbOrTx, agencyId: string, transactionId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ session_id: string }>(
    db,
    sql`select session_id from ota_holds where agency_id = ${agencyId} and transaction_id = ${transactionId}`,
  );
  return row?.session_id;
}

export interface OtaHolds {
  /** The live session a hold name means for the agency; 404 BOOKING_NOT_FOUND otherwise (ended, expired, unknown, another's). */
  liveSessionOf(agencyId: string, transactionId: string): Promise<string>;
  /** Releases the hold now: its session expires, so its cabin, fare place and redemption are free at once. */
  release(agencyId: string, transactionId: string): Promise<void>;
  /**
   * The name of the agency's one live OTA hold on the voyage with that cabin; 404 BOOKING_NOT_FOUND for none
   * (as an unknown name), 409 HOLD_AMBIGUOUS for several (guarantee cabins of one grade, say).
   */
  nameOfHoldAt(agencyId: string, at: HeldCabinAt): Promise<string>;
}

const holdNotFound = (transactionId: string) =>
  new AppError(404, 'BOOKING_NOT_FOUND', `No live hold named "${transactionId}" for this agency.`, {
    TransactionIdentifier: ['names no live hold of this agency'],
  });

/** The agency's names among the sessions, oldest first. */
async function namesOfSessions(db: DbOrTx, agencyId: string, sessionIds: string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await queryRows<{ transaction_id: string }>(
    db,
    sql`select transaction_id from ota_holds
        where agency_id = ${agencyId} and session_id in (${sql.join(
          sessionIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by created_at`,
  );
  return rows.map((row) => row.transaction_id);
}

export function createOtaHolds(deps: { db: Db; sessions: SessionStore; clock: Clock }): OtaHolds {
  const live = async (db: DbOrTx, agencyId: string, transactionId: string, forUpdate: boolean) => {
    const sessionId = await sessionOfHold(db, agencyId, transactionId);
    if (!sessionId) throw holdNotFound(transactionId);
    try {
      return await deps.sessions.loadLive(db, sessionId, agencyId, { forUpdate });
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw holdNotFound(transactionId);
      throw error;
    }
  };
  return {
    async liveSessionOf(agencyId, transactionId) {
      return (await live(deps.db, agencyId, transactionId, false)).id;
    },
    async release(agencyId, transactionId) {
      await inTransaction(deps.db, async (tx) => {
        const session = await live(tx, agencyId, transactionId, true);
        await deps.sessions.expireNow(tx, session.id);
      });
    },
    async nameOfHoldAt(agencyId, at) {
      const sessionIds = await liveHeldSessionsWithCabin(deps.db, agencyId, at, deps.clock.now());
      const names = await namesOfSessions(deps.db, agencyId, sessionIds);
      const cabin = `${at.gradeCode ?? ''} ${at.cabinNumber ?? 'guarantee'} cabin`.trim();
      if (names.length === 0) {
        throw new AppError(404, 'BOOKING_NOT_FOUND', `No live hold of this agency holds a ${cabin} on that sailing.`);
      }
      if (names.length > 1) {
        throw new AppError(
          409,
          'HOLD_AMBIGUOUS',
          `${names.length} live holds of this agency hold a ${cabin} on that sailing; name the hold by its TransactionIdentifier.`,
        );
      }
      return names[0]!;
    },
  };
}
