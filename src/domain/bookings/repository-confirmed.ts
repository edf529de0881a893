/**
 * The booking repository's reads of confirmed and cancelled bookings: as BookingRecords (record.ts), one select
 * list read by id or reference (locked or not), as the API's list's page and as the portal's search's page,
 * count and ids; and the portal's homes' lists and counts (attention.ts). The callers' conditions and orders are
 * SQL over alias `b` (bookings) and, in the search's, `s` (the sailing's keys).
 */
import { fareOfBooking } from './sale.js';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import type { bookings } from './schema.js';
import { agencyNameOf, type AgencyRow } from '../auth/agency-reads.js';
import { SAILING_KEYS, type SailingRow } from '../catalog/sailing-keys-sql.js';
import type { Narrow, NotNull, TableRow } from '../../platform/db/table-row.js';
import type { ConfirmedBookingDocument } from './document.js';
import { bookingNotFound, type BookingDisruption, type BookingRecord, type CancellationReason } from './record.js';

/**
 * SQL: the booking's `disruptions` entries as a JSON array, oldest first. They are disruptions/' rows, and
 * disruptions/ sits above the booking domain: it builds this (disruptions/booking-entries-sql.ts), and
 * main/services.ts gives it to the booking records (write.ts createBookingRecords), which pass it to every
 * read here, so that a record stays one statement.
 */
export type DisruptionEntriesSql = (bookingId: SQL) => SQL<BookingDisruption[]>;

/** The select list of a BookingRecord over alias `b` (see toBookingRecord). */
export function bookingRecordColumns(disruptionEntries: DisruptionEntriesSql): SQL {
  return sql`b.id, b.reference, b.agency_id, b.status, b.version, b.sailing_id, b.from_seq,
  b.to_seq, b.currency, b.agency_reference, b.document, b.confirmed_at, b.departure_at, b.total_minor, b.paid_minor,
  b.deposit_due_at, b.balance_due_at, b.cancelled_at, b.cancellation_reason, b.cancellation_fee_minor,
  b.cancellation_refund_minor, b.cancellation_due_minor, b.personal_data_erased_at, b.fare, b.deposit_percent,
  b.change_session_id, b.package_code, ${disruptionEntries(sql`b.id`)} as disruptions`;
}

/**
 * A row of bookingRecordColumns(): the table's columns as a raw query returns them (db/table-row.ts), so that a
 * renamed column fails to compile here. What `status <> 'HELD'` guarantees (bookings_confirmed_ck) is not null;
 * the document is the confirmed booking's; the disruptions are computed.
 */
export type BookingRecordRow = Narrow<
  NotNull<
    Pick<
      TableRow<typeof bookings>,
      | 'id'
      | 'document'
      | 'reference'
      | 'agency_id'
      | 'status'
      | 'version'
      | 'sailing_id'
      | 'from_seq'
      | 'to_seq'
      | 'currency'
      | 'agency_reference'
      | 'confirmed_at'
      | 'departure_at'
      | 'total_minor'
      | 'paid_minor'
      | 'deposit_due_at'
      | 'balance_due_at'
      | 'cancelled_at'
      | 'cancellation_reason'
      | 'cancellation_fee_minor'
      | 'cancellation_refund_minor'
      | 'cancellation_due_minor'
      | 'personal_data_erased_at'
      | 'fare'
      | 'deposit_percent'
      | 'change_session_id'
      | 'package_code'
    >,
    'reference' | 'confirmed_at' | 'departure_at' | 'total_minor' | 'deposit_due_at' | 'balance_due_at'
  >,
  { document: ConfirmedBookingDocument }
> & { disruptions: BookingDisruption[] };

export function toBookingRecord(r: BookingRecordRow): BookingRecord {
  return {
    id: r.id,
    reference: r.reference,
    agencyId: r.agency_id,
    status: r.status as BookingRecord['status'],
    version: Number(r.version),
    sailingId: r.sailing_id,
    fromSeq: r.from_seq,
    toSeq: r.to_seq,
    currency: r.currency,
    agencyReference: r.agency_reference,
    document: r.document,
    confirmedAt: new Date(r.confirmed_at),
    departureAt: new Date(r.departure_at),
    totalMinor: Number(r.total_minor),
    paidMinor: Number(r.paid_minor),
    depositDueAt: new Date(r.deposit_due_at),
    balanceDueAt: new Date(r.balance_due_at),
    cancellation:
      r.cancelled_at === null
        ? null
        : {
            cancelledAt: new Date(r.cancelled_at),
            reason: r.cancellation_reason as CancellationReason,
            feeMinor: Number(r.cancellation_fee_minor),
            refundMinor: Number(r.cancellation_refund_minor),
            dueMinor: Number(r.cancellation_due_minor),
          },
    personalDataErasedAt: r.personal_data_erased_at === null ? null : new Date(r.personal_data_erased_at),
    fare: fareOfBooking(r.fare),
    depositPercent: Number(r.deposit_percent),
    changeSessionId: r.change_session_id,
    packageCode: r.package_code,
    // A message is there when the operator wrote one (the event carries it the same way).
    disruptions: r.disruptions.map(({ message, ...d }) => (message ? { ...d, message } : d)),
  };
}

/** Confirmed or cancelled bookings matching `where` (SQL over alias `b`), with an optional suffix (for update). */
export async function selectBookingRecords(
  db: DbOrTx,
  entries: DisruptionEntriesSql,
  where: SQL,
  suffix: SQL = sql``,
): Promise<BookingRecord[]> {
  const rows = await queryRows<BookingRecordRow>(
    db,
    sql`select ${bookingRecordColumns(entries)} from bookings b where b.status <> 'HELD' and (${where}) ${suffix}`,
  );
  return rows.map(toBookingRecord);
}

/** The agency's booking by its partner-facing id; 404 BOOKING_NOT_FOUND for an unknown or another agency's. */
export async function loadBooking(
  db: DbOrTx,
  entries: DisruptionEntriesSql,
  agencyId: string,
  reference: string,
): Promise<BookingRecord> {
  const [record] = await selectBookingRecords(
    db,
    entries,
    sql`b.reference = ${reference} and b.agency_id = ${agencyId}`,
  );
  if (!record) throw bookingNotFound(reference);
  return record;
}

/**
 * A booking by its partner-facing id within a scope: one agency's, or (null) any agency's, for the operator's
 * portal view. 404 BOOKING_NOT_FOUND otherwise, whether it does not exist or belongs to another agency.
 * `suffix`: a lock clause (`for update of b`) when the caller changes it.
 */
export async function loadBookingInScope(
  db: DbOrTx,
  entries: DisruptionEntriesSql,
  agencyId: string | null,
  reference: string,
  suffix?: SQL,
): Promise<BookingRecord> {
  const scope = agencyId === null ? sql`` : sql` and b.agency_id = ${agencyId}`;
  const [record] = await selectBookingRecords(db, entries, sql`b.reference = ${reference}${scope}`, suffix);
  if (!record) throw bookingNotFound(reference);
  return record;
}

/**
 * A page of the API's list: the records meeting `where`, newest confirm first, each with its keyset position
 * (confirmed_at in UTC to the microsecond, as the cursor carries it). `limit` rows at most.
 */
export async function bookingRecordPage(
  db: DbOrTx,
  entries: DisruptionEntriesSql,
  where: SQL,
  limit: number,
): Promise<{ record: BookingRecord; position: string }[]> {
  const rows = await queryRows<BookingRecordRow & { position: string }>(
    db,
    sql`select ${bookingRecordColumns(entries)},
               to_char(b.confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position
        from bookings b
        where ${where}
        order by b.confirmed_at desc, b.id desc
        limit ${limit}`,
  );
  return rows.map((r) => ({ record: toBookingRecord(r), position: r.position }));
}

/** A guest of the document (its customerDetails as confirm stored them). */
export type MatchedGuest = { customerDetails?: { firstName: string; lastName: string; isLead?: boolean } } | null;

export interface SearchedRecord {
  record: BookingRecord;
  sailingCode: SailingRow['code'];
  /** What `matched` selected: the guest whose name matched, or null. */
  matchedGuest: MatchedGuest;
}

type SearchRow = BookingRecordRow & {
  // The sailing's code, named apart from the booking's columns.
  sailing_code: SailingRow['code'];
  // Computed by the caller's `matched`.
  matched_guest: MatchedGuest;
};

/**
 * The portal's search: records meeting `where` (over `b` and the sailing's keys `s`) with their sailing's code
 * and the caller's `matched` guest (SQL over `b`), then `suffix` (order, limit, offset).
 */
export async function searchRecords(
  db: DbOrTx,
  entries: DisruptionEntriesSql,
  where: SQL,
  matched: SQL,
  suffix: SQL,
): Promise<SearchedRecord[]> {
  const rows = await queryRows<SearchRow>(
    db,
    sql`select ${bookingRecordColumns(entries)}, s.code as sailing_code, ${matched} as matched_guest
        from bookings b join ${SAILING_KEYS} s on s.id = b.sailing_id
        where ${where} ${suffix}`,
  );
  return rows.map((r) => ({ record: toBookingRecord(r), sailingCode: r.sailing_code, matchedGuest: r.matched_guest }));
}

/** How many bookings the search's `where` matches. */
export async function countSearch(db: DbOrTx, where: SQL): Promise<number> {
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings b join ${SAILING_KEYS} s on s.id = b.sailing_id where ${where}`,
  );
  return Number(count?.n ?? 0);
}

/** The ids of the bookings the search's `where` matches, in `orderBy`'s order. */
export async function searchIds(db: DbOrTx, where: SQL, orderBy: SQL): Promise<string[]> {
  const ids = await queryRows<Pick<TableRow<typeof bookings>, 'id'>>(
    db,
    sql`select b.id from bookings b join ${SAILING_KEYS} s on s.id = b.sailing_id where ${where}
        ${orderBy}`,
  );
  return ids.map((r) => r.id);
}

/** A confirmed booking (its reference set: bookings_confirmed_ck) with its agency and the computed rest. */
export type DueRow = NotNull<
  Pick<TableRow<typeof bookings>, 'reference' | 'agency_reference' | 'currency'>,
  'reference'
> & {
  agency_name: AgencyRow['name'];
  lead: { firstName?: string; lastName?: string } | null;
  balance_minor: number;
  due_at: string;
  n: number;
};

/**
 * The first `limit` bookings meeting `where`, by `dueAt` (SQL over `b`: the instant each falls due), then
 * reference; each row carries how many meet `where` in all.
 */
export async function earliestDue(db: DbOrTx, where: SQL, dueAt: SQL, limit: number): Promise<DueRow[]> {
  return queryRows<DueRow>(
    db,
    sql`select b.reference, b.agency_reference, ${agencyNameOf(sql`b.agency_id`)} as agency_name, b.currency,
               (b.total_minor - b.paid_minor)::int as balance_minor, ${dueAt} as due_at,
               (select g->'customerDetails' from jsonb_array_elements(b.document->'guests') g
                 order by coalesce((g->'customerDetails'->>'isLead')::boolean, false) desc limit 1) as lead,
               count(*) over ()::int as n
        from bookings b
        where ${where}
        order by due_at, b.reference
        limit ${limit}`,
  );
}

/** Confirmed bookings departing in [from, to) (ISO instants) and meeting `scope` (SQL over `b`, may be empty). */
export async function countDeparting(db: DbOrTx, from: string, to: string, scope: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings b
        where b.status = 'CONFIRMED' and b.departure_at >= ${from}::timestamptz and b.departure_at < ${to}::timestamptz
          ${scope}`,
  );
  return row?.n ?? 0;
}

/** Whether the agency has a booking past holding (confirmed or cancelled). */
export async function hasBookedPastHeld(db: DbOrTx, agencyId: string): Promise<boolean> {
  const [row] = await queryRows<{ booked: boolean }>(
    db,
    sql`select exists (select 1 from bookings b where b.agency_id = ${agencyId} and b.status <> 'HELD') as booked`,
  );
  return row?.booked ?? false;
}
