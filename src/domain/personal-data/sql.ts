/**
 * The statements of personal-data erasure and its audit, in the caller's transaction. Where the data lives:
 * `bookings.customer_details` and the guests of `bookings.document` (the booking resource, the PDF, the
 * portal's search and detail all read these), and the idempotency store's answers (a confirm's, an
 * amendment's or a cancellation's 2xx body is the booking resource). Events and webhook deliveries carry ids,
 * versions and amounts only; the request log paths and statuses; sessions guest types: nothing to erase there
 * (test/personal-data checks every text and jsonb column of the database after an erasure).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../platform/db/client.js';
import { rewriteStoredAnswers } from '../../platform/idempotency/stored-answers.js';
import type { personalDataAudit } from './schema.js';
import type { TableRow, Narrow } from '../../platform/db/table-row.js';
import type { BookingRecords } from '../bookings/write.js';
import type { BookingRecord } from '../bookings/record.js';
import { erasePersonalData } from '../bookings/repository.js';
import { erasedDocument, redactedAnswer, type Actor, type ErasureReason } from './rules.js';

/** One row of who exported or erased the booking's personal data, never the data itself. */
export async function recordAccess(
  db: DbOrTx,
  bookingId: string,
  action: 'EXPORT' | 'ERASURE',
  actor: Actor,
  now: Date,
): Promise<void> {
  const agencyId = actor.kind === 'AGENCY_API' ? actor.agencyId : null;
  const user = actor.kind === 'AGENCY_STAFF' || actor.kind === 'OPERATOR_STAFF' ? actor : null;
  await db.execute(
    sql`insert into personal_data_audit (booking_id, action, actor, agency_id, portal_user_id, portal_user_email, at)
        values (${bookingId}, ${action}, ${actor.kind}, ${agencyId}, ${user?.userId ?? null}, ${user?.email ?? null},
                ${now.toISOString()}::timestamptz)`,
  );
}

export interface AuditEntry {
  action: 'EXPORT' | 'ERASURE';
  actor: Actor['kind'];
  portalUserEmail: string | null;
  at: string;
}

/** The booking's audit rows, oldest first (the portal's booking page). `bookingId`: the internal id. */
export async function accessHistory(db: DbOrTx, bookingId: string): Promise<AuditEntry[]> {
  const rows = await queryRows<
    Narrow<
      Pick<TableRow<typeof personalDataAudit>, 'action' | 'actor' | 'at'>,
      { action: AuditEntry['action']; actor: AuditEntry['actor'] }
    > & { email: TableRow<typeof personalDataAudit>['portal_user_email'] }
  >(
    db,
    sql`select action, actor, portal_user_email as email, at from personal_data_audit
        where booking_id = ${bookingId} order by seq`,
  );
  return rows.map((r) => ({
    action: r.action,
    actor: r.actor,
    portalUserEmail: r.email,
    at: new Date(r.at).toISOString(),
  }));
}

/**
 * The booking's stored idempotent answers without its personal data. The candidates are the agency's keys
 * whose path names the booking or its session, or whose answer mentions its id; redactedAnswer changes only
 * an answer that is this booking's resource.
 */
async function redactStoredAnswers(tx: Tx, booking: BookingRecord, now: Date): Promise<void> {
  const sessionId = booking.document.sessionId;
  await rewriteStoredAnswers(
    tx,
    booking.agencyId,
    { inPath: [sessionId, `/bookings/${booking.reference}/`], inBody: [booking.reference] },
    (body) => redactedAnswer(body, { reference: booking.reference, sessionId }, now),
  );
}

/**
 * Erases the personal data of a booking locked FOR UPDATE by the caller, who checked that it may: the
 * guests' details, the stored answers that carried them, an audit row, version + 1 and the
 * `booking.personal_data_erased` event (so webhooks deliver it), all in the caller's transaction. The
 * caller has checked that it is not erased already (service.ts, rules.ts retentionDue).
 */
export async function eraseLockedBooking(
  tx: Tx,
  records: BookingRecords,
  booking: BookingRecord,
  actor: Actor,
  reason: ErasureReason,
  now: Date,
): Promise<void> {
  await erasePersonalData(tx, booking.id, erasedDocument(booking.document), now);
  await redactStoredAnswers(tx, booking, now);
  await recordAccess(tx, booking.id, 'ERASURE', actor, now);
  await records.recordChange(tx, booking, 'booking.personal_data_erased', now, { reason });
}
