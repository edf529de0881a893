/**
 * The booking's repository: the typed SQL on bookings, booking_cabins, booking_items and cancellation_quotes
 * that the booking's services and the other capabilities call. A statement the benchmark runs too
 * (bench/sql-scripts.ts) is exported as its builder; values are the parameters as sent (instants as ISO text).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../platform/db/client.js';
import type {
  bookingCabins,
  bookings,
  cabinGrades,
  sessions as sessionsTable,
} from '../../platform/db/schema/index.js';
import type { CamelRow, Narrow, TableRow } from '../../platform/db/table-row.js';
import type { LegRange } from '../inventory/inventory.js';
import { isSessionId, sessionNotFound } from '../sessions/session-store.js';
import type { BookingType } from '../sessions/types.js';
import type { HeldBookingDocument, ItemDetails } from './booking-view.js';
import type { ConfirmedBookingDocument } from './document.js';
import { canTransition, type BookingStatus } from './states.js';

export type HeldBookingRow = Narrow<
  Pick<
    CamelRow<TableRow<typeof bookings>>,
    'id' | 'sailingId' | 'fromSeq' | 'toSeq' | 'packageCode' | 'currency' | 'document'
  >,
  { document: HeldBookingDocument }
>;

/** What the sub-resource operations (extras, cabin numbers) read of a booking, held or confirmed. */
export type BookingInventoryRow = Omit<HeldBookingRow, 'packageCode'>;

export const heldBookingQuery = (sessionId: string): SQL =>
  sql`select id, status, sailing_id as "sailingId", from_seq as "fromSeq", to_seq as "toSeq",
             package_code as "packageCode", currency, document
      from bookings where session_id = ${sessionId}`;

export const bookingInsertQuery = (v: {
  id: string;
  sessionId: string;
  agencyId: string;
  bookingType: BookingType;
  range: LegRange;
  packageCode: string | null;
  market: string;
  currency: string;
  createdAt: string;
}): SQL =>
  sql`insert into bookings (id, session_id, agency_id, status, booking_type, sailing_id, from_seq, to_seq,
                            package_code, market, currency, document, created_at)
      values (${v.id}, ${v.sessionId}, ${v.agencyId}, 'HELD', ${v.bookingType}, ${v.range.sailingId}, ${v.range.fromSeq},
              ${v.range.toSeq}, ${v.packageCode}, ${v.market}, ${v.currency}, '{}'::jsonb,
              ${v.createdAt}::timestamptz)`;

export const bookingCabinInsertQuery = (bookingId: string, cabinNo: number, gradeId: number, guestIds: number[]): SQL =>
  sql`insert into booking_cabins (booking_id, cabin_no, grade_id, guest_ids)
      values (${bookingId}, ${cabinNo}, ${gradeId}, ${`{${guestIds.join(',')}}`}::int[])`;

/**
 * The held booking of a live session, or null when it has none yet. A booking confirmed meanwhile (a
 * concurrent confirm committed after the session was read) means the session is over: 404, as after confirm.
 */
export async function heldBookingOf(db: Db | Tx, sessionId: string): Promise<HeldBookingRow | null> {
  const [row] = await queryRows<HeldBookingRow & Pick<TableRow<typeof bookings>, 'status'>>(
    db,
    heldBookingQuery(sessionId),
    'held_booking_of',
  );
  if (!row) return null;
  if (!canTransition(row.status as BookingStatus, 'change-held')) throw sessionNotFound();
  const { status: _status, ...held } = row;
  return held;
}

/**
 * A live session of the agency and its held booking, read in one statement (one snapshot, one round trip:
 * sessions' primary key, bookings' unique session_id). 404 when the session is unknown, another agency's,
 * ended or expired. Being one snapshot matters to confirm: a concurrent confirm that committed in between
 * two separate reads would make the session look live but without a held booking (409 instead of 404).
 */
export async function liveSessionWithHeldBooking(
  db: Db | Tx,
  sessionId: string,
  agencyId: string,
  now: Date,
): Promise<{ bookingType: BookingType; expiresAt: Date; booking: HeldBookingRow | null }> {
  if (!isSessionId(sessionId)) throw sessionNotFound();
  // The booking's columns are null when the session has no held booking (the left join).
  const [row] = await queryRows<
    Omit<HeldBookingRow, 'id'> & { id: HeldBookingRow['id'] | null } & Narrow<
        Pick<TableRow<typeof sessionsTable>, 'booking_type' | 'expires_at' | 'ended_at'>,
        { booking_type: BookingType }
      >
  >(
    db,
    sql`select s.booking_type, s.expires_at, s.ended_at, b.id, b.sailing_id as "sailingId", b.from_seq as "fromSeq",
               b.to_seq as "toSeq", b.package_code as "packageCode", b.currency, b.document
        from sessions s
        left join bookings b on b.session_id = s.id and b.status = 'HELD'
        where s.id = ${sessionId} and s.agency_id = ${agencyId}`,
    'session_with_held_booking',
  );
  if (!row || row.ended_at !== null || new Date(row.expires_at).getTime() <= now.getTime()) throw sessionNotFound();
  const { booking_type, expires_at, ended_at: _ended, id, ...rest } = row;
  return {
    bookingType: booking_type,
    expiresAt: new Date(expires_at),
    booking: id === null ? null : { id, ...rest },
  };
}

export async function insertHeldBooking(tx: Tx, v: Parameters<typeof bookingInsertQuery>[0]): Promise<void> {
  await queryRows(tx, bookingInsertQuery(v), 'booking_insert');
}

export async function insertBookingCabin(
  tx: Tx,
  bookingId: string,
  cabinNo: number,
  gradeId: number,
  guestIds: number[],
): Promise<void> {
  await queryRows(tx, bookingCabinInsertQuery(bookingId, cabinNo, gradeId, guestIds), 'booking_cabin_insert');
}

export interface NewBookingItem {
  kind: 'ADDON' | 'EXCURSION' | 'TOUR';
  code: string;
  details: ItemDetails;
}

/** The items a booking cannot go without (mandatory addons, the package's items), each for every guest. */
export async function insertMandatoryItems(
  tx: Tx,
  bookingId: string,
  items: NewBookingItem[],
  guestIds: number[],
): Promise<void> {
  for (const item of items) {
    await tx.execute(
      sql`insert into booking_items (booking_id, kind, code, guest_ids, is_mandatory, details)
          values (${bookingId}, ${item.kind}, ${item.code}, ${`{${guestIds.join(',')}}`}::int[], true, ${JSON.stringify(item.details)}::jsonb)`,
    );
  }
}

/** The held booking and its session as confirm writes them, both locked (FOR UPDATE) until the unit ends. */
export async function lockBookingWithSession(tx: Tx, bookingId: string) {
  const [row] = await queryRows<
    Narrow<Pick<TableRow<typeof bookings>, 'status' | 'document'>, { document: HeldBookingDocument }> &
      Pick<TableRow<typeof sessionsTable>, 'expires_at' | 'ended_at'>
  >(
    tx,
    sql`select b.status, b.document, s.expires_at, s.ended_at
        from bookings b join sessions s on s.id = b.session_id
        where b.id = ${bookingId} for update of s, b`,
  );
  return row ? { ...row, status: row.status as BookingStatus } : undefined;
}

/** Confirm's write: what the booking's life after confirm needs stored, at version 1. */
export async function writeConfirmed(
  tx: Tx,
  bookingId: string,
  c: {
    reference: string;
    now: Date;
    guests: unknown;
    agencyReference: string | null;
    document: ConfirmedBookingDocument;
    departureAt: Date;
    totalMinor: number;
    depositDueAt: Date;
    balanceDueAt: Date;
  },
): Promise<void> {
  await tx.execute(
    sql`update bookings set status = 'CONFIRMED', reference = ${c.reference}, confirmed_at = ${c.now.toISOString()}::timestamptz,
               customer_details = ${JSON.stringify(c.guests)}::jsonb, agency_reference = ${c.agencyReference},
               document = ${JSON.stringify(c.document)}::jsonb, version = 1,
               departure_at = ${c.departureAt.toISOString()}::timestamptz,
               total_minor = ${c.totalMinor},
               deposit_due_at = ${c.depositDueAt.toISOString()}::timestamptz,
               balance_due_at = ${c.balanceDueAt.toISOString()}::timestamptz
        where id = ${bookingId}`,
  );
}

export type BookingCabin = Pick<TableRow<typeof bookingCabins>, 'cabin_no' | 'grade_id'> &
  Pick<TableRow<typeof cabinGrades>, 'has_specific_cabins'> & { grade_code: TableRow<typeof cabinGrades>['code'] };

/** The booking's cabins with their grades, in cabin order. */
export async function bookingCabinsOf(tx: Db | Tx, bookingId: string): Promise<BookingCabin[]> {
  return queryRows<BookingCabin>(
    tx,
    sql`select bc.cabin_no, bc.grade_id, g.code as grade_code, g.has_specific_cabins
        from booking_cabins bc
        join cabin_grades g on g.id = bc.grade_id
        where bc.booking_id = ${bookingId}
        order by bc.cabin_no`,
  );
}

/** Whether the cabin's number was chosen by the booking (true) or is a guarantee cabin's (false). */
export async function setNumberChosen(tx: Tx, bookingId: string, cabinNo: number, chosen: boolean): Promise<void> {
  await tx.execute(
    sql`update booking_cabins set number_chosen = ${chosen} where booking_id = ${bookingId} and cabin_no = ${cabinNo}`,
  );
}
