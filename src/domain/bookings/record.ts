/**
 * A confirmed (or cancelled) booking as stored: the row's columns every post-confirm operation reads, one
 * select list for the read, the lock and the list.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import type { bookings } from '../bookings/schema.js';
import type { Narrow, NotNull, TableRow } from '../../platform/db/table-row.js';
import { notFound } from '../../kernel/errors.js';
import type { ConfirmedBookingDocument } from './document.js';

export type CancellationReason = 'AGENCY_REQUEST' | 'PAYMENT_OVERDUE' | 'SAILING_CANCELLED';

export interface StoredCancellation {
  cancelledAt: Date;
  reason: CancellationReason;
  feeMinor: number;
  refundMinor: number;
  dueMinor: number;
}

/** One `disruptions` entry of the booking resource (lifecycle.md); date-times operator-local, recordedAt UTC. */
export interface BookingDisruption {
  kind: 'PORT_SKIPPED' | 'CALL_RETIMED' | 'SAILING_CANCELLED';
  portCode: string;
  previousDateTime: string | null;
  newDateTime: string | null;
  recordedAt: string;
  /** The operator's message to partners about it; absent when there is none. */
  message?: string;
}

export interface BookingRecord {
  /** Internal id (bookings.id). */
  id: string;
  /** The partner-facing booking id. */
  reference: string;
  agencyId: string;
  status: 'CONFIRMED' | 'CANCELLED';
  version: number;
  sailingId: number;
  fromSeq: number;
  toSeq: number;
  currency: string;
  agencyReference: string | null;
  document: ConfirmedBookingDocument;
  confirmedAt: Date;
  departureAt: Date;
  totalMinor: number;
  paidMinor: number;
  depositDueAt: Date;
  balanceDueAt: Date;
  cancellation: StoredCancellation | null;
  /** When the guests' personal data was erased (personal-data/); null while the booking holds it. */
  personalDataErasedAt: Date | null;
  /** Oldest first (disruptions/). */
  disruptions: BookingDisruption[];
}

/**
 * SQL: the booking's `disruptions` entries as a JSON array, oldest first. They are disruptions/' rows, and
 * disruptions/ sits above the booking domain: it builds this (disruptions/booking-entries-sql.ts) and
 * main/services.ts installs it when it is loaded, so that a record stays one statement.
 */
export type DisruptionEntriesSql = (bookingId: SQL) => SQL<BookingDisruption[]>;

let disruptionEntries: DisruptionEntriesSql | undefined;

export function installDisruptionEntries(entries: DisruptionEntriesSql): void {
  disruptionEntries = entries;
}

/** The select list of a BookingRecord over alias `b` (see toBookingRecord). */
export function bookingRecordColumns(): SQL {
  if (!disruptionEntries) {
    throw new Error('bookings/record.ts: no disruption entries installed (main/services.ts installs them)');
  }
  return sql`b.id, b.reference, b.agency_id, b.status, b.version, b.sailing_id, b.from_seq,
  b.to_seq, b.currency, b.agency_reference, b.document, b.confirmed_at, b.departure_at, b.total_minor, b.paid_minor,
  b.deposit_due_at, b.balance_due_at, b.cancelled_at, b.cancellation_reason, b.cancellation_fee_minor,
  b.cancellation_refund_minor, b.cancellation_due_minor, b.personal_data_erased_at,
  ${disruptionEntries(sql`b.id`)} as disruptions`;
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
    // A message is there when the operator wrote one (the event carries it the same way).
    disruptions: r.disruptions.map(({ message, ...d }) => (message ? { ...d, message } : d)),
  };
}

export const bookingNotFound = (reference: string) => notFound(`No booking ${reference}.`, 'BOOKING_NOT_FOUND');

/** Confirmed or cancelled bookings matching `where` (SQL over alias `b`), with an optional suffix (for update). */
export async function selectBookingRecords(db: DbOrTx, where: SQL, suffix: SQL = sql``): Promise<BookingRecord[]> {
  const rows = await queryRows<BookingRecordRow>(
    db,
    sql`select ${bookingRecordColumns()} from bookings b where b.status <> 'HELD' and (${where}) ${suffix}`,
  );
  return rows.map(toBookingRecord);
}

/** The agency's booking by its partner-facing id; 404 BOOKING_NOT_FOUND for an unknown or another agency's. */
export async function loadBooking(db: DbOrTx, agencyId: string, reference: string): Promise<BookingRecord> {
  const [record] = await selectBookingRecords(db, sql`b.reference = ${reference} and b.agency_id = ${agencyId}`);
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
  agencyId: string | null,
  reference: string,
  suffix?: SQL,
): Promise<BookingRecord> {
  const scope = agencyId === null ? sql`` : sql` and b.agency_id = ${agencyId}`;
  const [record] = await selectBookingRecords(db, sql`b.reference = ${reference}${scope}`, suffix);
  if (!record) throw bookingNotFound(reference);
  return record;
}
