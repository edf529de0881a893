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
import { userKeyLabel } from '../auth/agency-store.js';
import { appendAuditEntry, type AuditActor } from '../../platform/audit/index.js';
import { erasePersonalData } from '../bookings/repository.js';
import { erasedDocument, redactedAnswer, type Actor, type ErasureReason } from './rules.js';

/** The audit log's actor (platform/audit) for who exported or erased: a portal user, an API key, the job. */
function auditActor(actor: Actor, keyLabel: string | null): AuditActor {
  switch (actor.kind) {
    case 'AGENCY_STAFF':
    case 'OPERATOR_STAFF':
      return {
        userId: actor.userId,
        email: actor.email,
        role: actor.kind === 'OPERATOR_STAFF' ? 'OPERATOR' : 'AGENCY',
      };
    case 'AGENCY_API':
      return { email: keyLabel ? `${actor.clientId}, key ${keyLabel}` : actor.clientId, role: 'API' };
    case 'RETENTION':
      return { email: 'retention', role: 'JOB' };
  }
}

/**
 * Who exported or erased the booking's personal data, never the data itself: a row of the booking's own
 * history (the portal's booking page) and an entry of the audit log (issue 37: the operator's audit page,
 * filterable by action), both in the caller's transaction. An API call names the user key it was made with.
 */
export async function recordAccess(
  db: DbOrTx,
  booking: Pick<BookingRecord, 'id' | 'reference' | 'agencyId'>,
  action: 'EXPORT' | 'ERASURE',
  actor: Actor,
  now: Date,
): Promise<void> {
  const api = actor.kind === 'AGENCY_API' ? actor : null;
  const user = actor.kind === 'AGENCY_STAFF' || actor.kind === 'OPERATOR_STAFF' ? actor : null;
  const keyLabel = api?.userKeyId ? await userKeyLabel(db, api.userKeyId) : null;
  await db.execute(
    sql`insert into personal_data_audit (booking_id, action, actor, agency_id, portal_user_id, portal_user_email,
                                         user_key_id, user_key_label, at)
        values (${booking.id}, ${action}, ${actor.kind}, ${api?.agencyId ?? null}, ${user?.userId ?? null},
                ${user?.email ?? null}, ${keyLabel === null ? null : api!.userKeyId!}, ${keyLabel},
                ${now.toISOString()}::timestamptz)`,
  );
  await appendAuditEntry(db, now, {
    actor: auditActor(actor, keyLabel),
    action: action === 'EXPORT' ? 'personal_data.exported' : 'personal_data.erased',
    agencyId: booking.agencyId,
    target: booking.reference,
    detail: {
      ...(api ? { clientId: api.clientId, userKey: keyLabel } : {}),
      ...(actor.kind === 'RETENTION' ? { reason: 'RETENTION' } : {}),
    },
  });
}

export interface AuditEntry {
  action: 'EXPORT' | 'ERASURE';
  actor: Actor['kind'];
  portalUserEmail: string | null;
  /** An API call's user key, as it was named then (`"Booking engine"`, or `ending in 9f3a`). */
  userKeyLabel: string | null;
  at: string;
}

/** The booking's audit rows, oldest first (the portal's booking page). `bookingId`: the internal id. */
export async function accessHistory(db: DbOrTx, bookingId: string): Promise<AuditEntry[]> {
  const rows = await queryRows<
    Narrow<
      Pick<TableRow<typeof personalDataAudit>, 'action' | 'actor' | 'at'>,
      { action: AuditEntry['action']; actor: AuditEntry['actor'] }
    > & {
      email: TableRow<typeof personalDataAudit>['portal_user_email'];
      key: TableRow<typeof personalDataAudit>['user_key_label'];
    }
  >(
    db,
    sql`select action, actor, portal_user_email as email, user_key_label as key, at from personal_data_audit
        where booking_id = ${bookingId} order by seq`,
  );
  return rows.map((r) => ({
    action: r.action,
    actor: r.actor,
    portalUserEmail: r.email,
    userKeyLabel: r.key,
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
  await recordAccess(tx, booking, 'ERASURE', actor, now);
  await records.recordChange(tx, booking, 'booking.personal_data_erased', now, { reason });
}
