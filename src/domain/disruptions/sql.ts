/**
 * The SQL of disruptions: the bookings a disruption touches and the catalogue changes it makes go
 * through catalog/sailings.ts (the timetable and what is still on sale are the catalogue's). Inventory is never touched here: a cancelled booking's inventory is freed by
 * cancelBookingInTx, a held booking's by ending its session (the session store), so that how availability
 * is computed stays the inventory module's business.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../platform/db/client.js';
import type { disruptions } from './schema.js';
import { sailingRefs, type SailingRefRow } from '../catalog/sailing-refs-sql.js';
import type { CamelRow, Narrow, TableRow } from '../../platform/db/table-row.js';
import { heldBookingsOnSailing } from '../bookings/repository-sailing.js';
import { apiDateTime } from '../../kernel/time.js';

export type DisruptionKind = 'PORT_SKIPPED' | 'CALL_RETIMED' | 'SAILING_CANCELLED';
export const DISRUPTION_KINDS: readonly DisruptionKind[] = ['PORT_SKIPPED', 'CALL_RETIMED', 'SAILING_CANCELLED'];

// ---------------------------------------------------------------------------------------------------------
// The bookings a disruption touches
// ---------------------------------------------------------------------------------------------------------

/**
 * The held bookings whose session ends with the disruption: every one on a cancelled sailing; those embarking
 * or disembarking at a skipped call (the journey is no longer sold). Locked when `lock`, so that a confirm in
 * flight settles first (a booking it confirmed drops out here and is found among the confirmed ones after).
 */
export async function heldBookingsToEnd(
  db: DbOrTx,
  sailingId: number,
  kind: DisruptionKind,
  seq: number | null,
  lock: boolean,
): Promise<{ id: string; session_id: string }[]> {
  if (kind === 'CALL_RETIMED') return [];
  return heldBookingsOnSailing(db, sailingId, kind === 'SAILING_CANCELLED' ? null : seq, lock);
}

/** A recorded disruption, as the operator's list shows it. */
export interface RecordedDisruptionRow {
  disruptionId: string;
  sailingCode: string;
  shipCode: string;
  kind: DisruptionKind;
  portCode: string | null;
  callSeq: number | null;
  /** Operator-local, API form. */
  previousDateTime: string | null;
  newDateTime: string | null;
  recordedAt: string;
  recordedBy: string;
  message: string | null;
  /** Confirmed bookings that got an entry for it. */
  bookingsTouched: number;
}

/** A disruption as recentDisruptions reads it: the aliases are RecordedDisruptionRow's names; recorded_at is text. */
type RecentDisruptionRow = Narrow<
  Pick<CamelRow<TableRow<typeof disruptions>>, 'kind' | 'portCode' | 'callSeq' | 'recordedAt' | 'recordedBy'>,
  { kind: DisruptionKind }
> &
  Pick<CamelRow<SailingRefRow>, 'shipCode'> & {
    disruptionId: TableRow<typeof disruptions>['id'];
    sailingCode: SailingRefRow['code'];
    previousDateTime: TableRow<typeof disruptions>['previous_at'];
    newDateTime: TableRow<typeof disruptions>['new_at'];
    message: TableRow<typeof disruptions>['partner_message'];
    bookingsTouched: number;
  };

/** The last `limit` disruptions recorded, most recent first (ties by id, so the order is stable). */
export async function recentDisruptions(db: DbOrTx, limit: number): Promise<RecordedDisruptionRow[]> {
  const rows = await queryRows<RecentDisruptionRow>(
    db,
    sql`select d.id as "disruptionId", s.code as "sailingCode", s.ship_code as "shipCode", d.kind,
               d.port_code as "portCode", d.call_seq as "callSeq", d.previous_at as "previousDateTime",
               d.new_at as "newDateTime", d.recorded_at as "recordedAt", d.recorded_by as "recordedBy", d.partner_message as "message",
               (select count(*)::int from booking_disruptions bd where bd.disruption_id = d.id) as "bookingsTouched"
        from disruptions d join ${sailingRefs} s on s.id = d.sailing_id
        order by d.recorded_at desc, d.id desc
        limit ${limit}`,
  );
  return rows.map((r) => ({
    ...r,
    previousDateTime: r.previousDateTime === null ? null : apiDateTime(r.previousDateTime),
    newDateTime: r.newDateTime === null ? null : apiDateTime(r.newDateTime),
    recordedAt: new Date(r.recordedAt).toISOString(),
    bookingsTouched: Number(r.bookingsTouched),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------------------

export interface DisruptionRecordRow {
  id: string;
  sailingId: number;
  kind: DisruptionKind;
  callSeq: number | null;
  portCode: string | null;
  previousAt: string | null;
  newAt: string | null;
  recordedAt: Date;
  recordedBy: string;
  partnerMessage: string | null;
}

export async function insertDisruption(tx: Tx, d: DisruptionRecordRow): Promise<void> {
  await tx.execute(
    sql`insert into disruptions (id, sailing_id, kind, call_seq, port_code, previous_at, new_at, recorded_at, recorded_by,
                                 partner_message)
        values (${d.id}, ${d.sailingId}, ${d.kind}, ${d.callSeq}, ${d.portCode}, ${d.previousAt}::timestamp,
                ${d.newAt}::timestamp, ${d.recordedAt.toISOString()}::timestamptz, ${d.recordedBy}, ${d.partnerMessage})`,
  );
}

export async function insertBookingDisruption(
  tx: Tx,
  e: {
    bookingId: string;
    disruptionId: string | null;
    kind: DisruptionKind;
    portCode: string;
    previousAt: string | null;
    newAt: string | null;
    recordedAt: Date;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into booking_disruptions (booking_id, disruption_id, kind, port_code, previous_at, new_at, recorded_at)
        values (${e.bookingId}, ${e.disruptionId}, ${e.kind}, ${e.portCode}, ${e.previousAt}::timestamp,
                ${e.newAt}::timestamp, ${e.recordedAt.toISOString()}::timestamptz)`,
  );
}
