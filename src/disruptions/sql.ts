/**
 * The SQL of disruptions: the sailing and its calls, the bookings a disruption touches, and the catalogue
 * changes it makes. Inventory is never touched here: a cancelled booking's inventory is freed by
 * cancelBookingInTx, a held booking's by ending its session (the session store), so that how availability
 * is computed stays the inventory module's business.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { apiDateTime } from '../time.js';

export type DisruptionKind = 'PORT_SKIPPED' | 'CALL_RETIMED' | 'SAILING_CANCELLED';
export const DISRUPTION_KINDS: readonly DisruptionKind[] = ['PORT_SKIPPED', 'CALL_RETIMED', 'SAILING_CANCELLED'];

export interface SailingRow {
  id: number;
  code: string;
  shipCode: string;
  /** Operator-local, API form. */
  departureAt: string;
  arrivalAt: string;
  cancelledAt: Date | null;
}

export interface CallRow {
  seq: number;
  portCode: string;
  /** Operator-local, API form; null at the first call. */
  arrivalAt: string | null;
  /** null at the last call. */
  departureAt: string | null;
  skipped: boolean;
}

/** The time a call is known by: its departure, or its arrival at the last call. */
export const callTime = (c: CallRow): string => (c.departureAt ?? c.arrivalAt)!;

const SAILING_COLUMNS = sql`s.id, s.code, s.ship_code as "shipCode", s.departure_at as "departureAt",
  s.arrival_at as "arrivalAt", s.cancelled_at as "cancelledAt"`;

function toSailing(r: SailingRow): SailingRow {
  return {
    ...r,
    departureAt: apiDateTime(r.departureAt),
    arrivalAt: apiDateTime(r.arrivalAt),
    cancelledAt: r.cancelledAt === null ? null : new Date(r.cancelledAt),
  };
}

/**
 * A sailing by its id (digits), its code (`RW-2027-01-10`), or ship and local departure date
 * (`RW+2027-01-10`). 404 SAILING_NOT_FOUND otherwise; 400 when ship+date matches more than one sailing.
 */
export async function findSailing(db: DbOrTx, ref: string, lock: 'none' | 'update' = 'none'): Promise<SailingRow> {
  const shipDate = /^([A-Za-z0-9]+)\+(\d{4}-\d{2}-\d{2})$/.exec(ref);
  let where: SQL;
  if (/^\d{1,9}$/.test(ref)) where = sql`s.id = ${Number(ref)}`;
  else if (shipDate) {
    where = sql`s.ship_code = ${shipDate[1]} and s.departure_at >= ${shipDate[2]}::timestamp
                and s.departure_at < ${shipDate[2]}::timestamp + interval '1 day'`;
  } else where = sql`s.code = ${ref}`;
  const rows = await queryRows<SailingRow>(
    db,
    sql`select ${SAILING_COLUMNS} from sailings s where ${where} order by s.id
        ${lock === 'update' ? sql`for update of s` : sql``}`,
  );
  if (rows.length === 0) {
    throw new AppError(404, 'SAILING_NOT_FOUND', `No sailing "${ref}" (give its id, its code, or SHIP+YYYY-MM-DD).`, {
      sailing: ['is not a sailing id, code or SHIP+YYYY-MM-DD of the catalogue'],
    });
  }
  if (rows.length > 1) {
    throw new AppError(400, 'VALIDATION_FAILED', `"${ref}" matches ${rows.length} sailings; give the sailing code.`, {
      sailing: [`matches ${rows.map((r) => r.code).join(', ')}; give one of these codes`],
    });
  }
  return toSailing(rows[0]!);
}

export async function callsOfSailing(db: DbOrTx, sailingId: number): Promise<CallRow[]> {
  const rows = await queryRows<CallRow>(
    db,
    sql`select seq, port_code as "portCode", arrival_at as "arrivalAt", departure_at as "departureAt",
               skipped_at is not null as skipped
        from sailing_calls where sailing_id = ${sailingId} order by seq`,
  );
  return rows.map((c) => ({
    ...c,
    arrivalAt: c.arrivalAt === null ? null : apiDateTime(c.arrivalAt),
    departureAt: c.departureAt === null ? null : apiDateTime(c.departureAt),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// What is still sold (booking create)
// ---------------------------------------------------------------------------------------------------------

/**
 * Inside a create's transaction, before anything is held: 409 SAILING_CANCELLED when the voyage's sailing
 * is cancelled, 409 CALL_SKIPPED when the voyage embarks or disembarks at a skipped call. A session opened
 * by a search before the disruption may still name the voyage; this is where it stops being sold.
 *
 * The race with a disruption being saved: the save holds the sailing row FOR UPDATE until it commits. The
 * KEY SHARE lock here waits for it, and the second statement (a new snapshot, READ COMMITTED) reads what it
 * committed. A create that took the lock first holds it until it commits, so the save, which locks the
 * sailing before it reads the held bookings, always sees that create's booking and ends its session.
 */
export async function assertVoyageOnSale(tx: Tx, range: { sailingId: number; fromSeq: number; toSeq: number }) {
  await tx.execute(sql`select 1 from sailings where id = ${range.sailingId} for key share`);
  const [row] = await queryRows<{ cancelled: boolean; skipped: string[] | null }>(
    tx,
    sql`select s.cancelled_at is not null as cancelled,
               (select array_agg(c.port_code order by c.seq) from sailing_calls c
                 where c.sailing_id = s.id and c.seq in (${range.fromSeq}, ${range.toSeq}) and c.skipped_at is not null) as skipped
        from sailings s where s.id = ${range.sailingId}`,
  );
  if (row?.cancelled) {
    throw new AppError(
      409,
      'SAILING_CANCELLED',
      'The sailing of this voyage has been cancelled by the operator; it is no longer sold. Search again.',
    );
  }
  if (row?.skipped && row.skipped.length > 0) {
    throw new AppError(
      409,
      'CALL_SKIPPED',
      `The ship no longer calls at ${row.skipped.join(' and ')} on this voyage; it is no longer sold. Search again.`,
    );
  }
}

/**
 * SQL over package_departures alias `pd`: the departure is still sold (its sailing is not cancelled, and
 * neither the call it starts at nor the one it ends at is skipped). V2 package search, V1 package search
 * and the refdata departure dates share it.
 */
export const packageDepartureOnSale = sql`not exists (select 1 from sailings xs where xs.id = pd.sailing_id and xs.cancelled_at is not null)
  and not exists (select 1 from sailing_calls xc where xc.sailing_id = pd.sailing_id
                    and xc.seq in (pd.from_seq, pd.to_seq) and xc.skipped_at is not null)`;

// ---------------------------------------------------------------------------------------------------------
// The bookings a disruption touches
// ---------------------------------------------------------------------------------------------------------

/** SQL over bookings alias `b`: the booking's voyage touches the call (embarks, disembarks or passes through). */
export const touchesCall = (seq: number | null): SQL =>
  seq === null ? sql`true` : sql`b.from_seq <= ${seq} and b.to_seq >= ${seq}`;

export interface AffectedRow {
  id: string;
  reference: string;
  agency_id: string;
  agency_name: string;
  agency_reference: string | null;
  from_seq: number;
  to_seq: number;
  currency: string;
  paid_minor: number;
  lead_first_name: string | null;
  lead_last_name: string | null;
  departure_port: string;
  arrival_port: string;
  departure_date: string;
  arrival_date: string;
}

/** The confirmed bookings on the sailing whose voyage touches the call (all of them when `seq` is null). */
export async function affectedConfirmedBookings(
  db: DbOrTx,
  sailingId: number,
  seq: number | null,
  lock: boolean,
): Promise<AffectedRow[]> {
  return queryRows<AffectedRow>(
    db,
    sql`select b.id, b.reference, b.agency_id, ag.name as agency_name, b.agency_reference, b.from_seq, b.to_seq,
               b.currency, b.paid_minor, lead->'customerDetails'->>'firstName' as lead_first_name,
               lead->'customerDetails'->>'lastName' as lead_last_name,
               b.document->>'departurePort' as departure_port, b.document->>'arrivalPort' as arrival_port,
               b.document->>'departureDate' as departure_date, b.document->>'arrivalDate' as arrival_date
        from bookings b
        join agencies ag on ag.id = b.agency_id
        left join lateral (select g from jsonb_array_elements(b.document->'guests') g
                           where (g->'customerDetails'->>'isLead')::boolean limit 1) l(lead) on true
        where b.sailing_id = ${sailingId} and b.status = 'CONFIRMED' and ${touchesCall(seq)}
        order by b.id
        ${lock ? sql`for update of b` : sql``}`,
  );
}

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
  const which = kind === 'SAILING_CANCELLED' ? sql`true` : sql`(b.from_seq = ${seq} or b.to_seq = ${seq})`;
  return queryRows<{ id: string; session_id: string }>(
    db,
    sql`select b.id, b.session_id from bookings b
        join sessions s on s.id = b.session_id
        where b.sailing_id = ${sailingId} and b.status = 'HELD' and ${which} and s.ended_at is null
        order by b.id
        ${lock ? sql`for update of b` : sql``}`,
  );
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
  /** Confirmed bookings that got an entry for it. */
  bookingsTouched: number;
}

/** The last `limit` disruptions recorded, most recent first (ties by id, so the order is stable). */
export async function recentDisruptions(db: DbOrTx, limit: number): Promise<RecordedDisruptionRow[]> {
  const rows = await queryRows<RecordedDisruptionRow & { recordedAt: Date | string }>(
    db,
    sql`select d.id as "disruptionId", s.code as "sailingCode", s.ship_code as "shipCode", d.kind,
               d.port_code as "portCode", d.call_seq as "callSeq", d.previous_at as "previousDateTime",
               d.new_at as "newDateTime", d.recorded_at as "recordedAt", d.recorded_by as "recordedBy",
               (select count(*)::int from booking_disruptions bd where bd.disruption_id = d.id) as "bookingsTouched"
        from disruptions d join sailings s on s.id = d.sailing_id
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
}

export async function insertDisruption(tx: Tx, d: DisruptionRecordRow): Promise<void> {
  await tx.execute(
    sql`insert into disruptions (id, sailing_id, kind, call_seq, port_code, previous_at, new_at, recorded_at, recorded_by)
        values (${d.id}, ${d.sailingId}, ${d.kind}, ${d.callSeq}, ${d.portCode}, ${d.previousAt}::timestamp,
                ${d.newAt}::timestamp, ${d.recordedAt.toISOString()}::timestamptz, ${d.recordedBy})`,
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

/** The catalogue side of a cancellation: the sailing is no longer sold at all (search and create check it). */
export async function markSailingCancelled(tx: Tx, sailingId: number, now: Date): Promise<void> {
  await tx.execute(sql`update sailings set cancelled_at = ${now.toISOString()}::timestamptz where id = ${sailingId}`);
}

/** The catalogue side of a skip: journeys embarking or disembarking at the call are no longer sold. */
export async function markCallSkipped(tx: Tx, sailingId: number, seq: number, now: Date): Promise<void> {
  await tx.execute(
    sql`update sailing_calls set skipped_at = ${now.toISOString()}::timestamptz
        where sailing_id = ${sailingId} and seq = ${seq}`,
  );
}

/**
 * The catalogue side of a retime: the call's new departure (arrival at the last call), its arrival moved by
 * as much (the ship comes and goes that much later or earlier), and the materialised times that copy the
 * call's: the sailing's departure or arrival at its first or last call, package departures starting or
 * ending there. Excursion departures keep their own schedule.
 */
export async function retimeCall(
  tx: Tx,
  sailingId: number,
  call: CallRow,
  next: { arrivalAt: string | null; departureAt: string | null },
): Promise<void> {
  await tx.execute(
    sql`update sailing_calls set arrival_at = ${next.arrivalAt}::timestamp, departure_at = ${next.departureAt}::timestamp
        where sailing_id = ${sailingId} and seq = ${call.seq}`,
  );
  await tx.execute(
    sql`update sailings s set
          departure_at = case when ${call.seq} = (select min(seq) from sailing_calls where sailing_id = s.id)
                              then ${next.departureAt}::timestamp else s.departure_at end,
          arrival_at = case when ${call.seq} = (select max(seq) from sailing_calls where sailing_id = s.id)
                            then ${next.arrivalAt}::timestamp else s.arrival_at end
        where s.id = ${sailingId}`,
  );
  await tx.execute(
    sql`update package_departures set
          start_at = case when from_seq = ${call.seq} then ${next.departureAt}::timestamp else start_at end,
          end_at = case when to_seq = ${call.seq} then ${next.arrivalAt}::timestamp else end_at end
        where sailing_id = ${sailingId} and (from_seq = ${call.seq} or to_seq = ${call.seq})`,
  );
}
