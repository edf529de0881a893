/**
 * The audit log: what the operator's staff did, or looked at, that concerns an agency (first use: every look
 * at an agency's request log, webhooks and deliveries; later approvals, suspensions, rotations, cancellations,
 * disruptions). Append-only: nothing here updates or deletes a row.
 *
 *   const audit = createAuditLog({ db, clock });     // services.ts builds the app's one
 *   await audit.record({
 *     actor: { userId: user.id, email: user.email, role: user.role },   // or { email: 'cli', role: 'CLI' }
 *     action: 'agency.suspended',                    // a dotted verb; add it to AUDIT_ACTIONS
 *     agencyId,                                      // the agency concerned, or null
 *     target: clientId,                              // what was acted on, shown as text
 *     detail: { reason },                            // anything else, as JSON (no secrets, no guest data)
 *   });
 *   await audit.recordLook({ actor, action: 'request_log.viewed', agencyId, target });   // a look: coalesced
 *   await audit.list({ agencyId, action, actorEmail, from, to }, { limit: 50, offset: 0 });   // newest first
 *
 * `record` is awaited by the caller: an action that must be audited is not done unaudited. A look is
 * recorded before the page is answered, so a page shown is a page recorded. A look repeated by the same user
 * at the same thing (action, agency, target) within LOOK_COALESCE_SECONDS of its recorded look is that look
 * again, not a new row: five reloads in 71 ms are one entry, which says who saw what and when it began
 * (issue 37). Two looks that arrive together may both be kept; the rule thins the log, it guarantees nothing.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import { queryRows, type Db, type DbOrTx } from '../db/client.js';
import { auditLog } from './schema.js';

/** The actions recorded so far, for the audit page's filter; a new caller adds its own here. */
export const AUDIT_ACTIONS = [
  'request_log.viewed',
  'request_log.call_viewed',
  'webhooks.viewed',
  'webhook_deliveries.viewed',
  'access_request.approved',
  'access_request.rejected',
  'agency.suspended',
  'agency.reinstated',
  'agency.terms_changed',
  'agency.hold_quota_changed',
  'credentials.secret_rolled',
  'booking.cancelled',
  'booking.guest_corrected',
  'booking.changed',
  'disruption.recorded',
  'promotion.created',
  'promotion.changed',
  'promotion.ended',
  'team.invited',
  'team.invitation_withdrawn',
  'team.role_changed',
  'team.member_removed',
  'personal_data.exported',
  'personal_data.erased',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A look repeated within this many seconds of the recorded one (same user, action, agency, target) is not recorded again. */
export const LOOK_COALESCE_SECONDS = 60;

/** Each action in words, as the audit page shows it (its Action column and its filter's options). */
export const AUDIT_ACTION_WORDS: Record<AuditAction, string> = {
  'request_log.viewed': 'Viewed the request log',
  'request_log.call_viewed': 'Viewed a call in the request log',
  'webhooks.viewed': 'Viewed the webhook endpoints',
  'webhook_deliveries.viewed': "Viewed a webhook endpoint's deliveries",
  'access_request.approved': 'Approved an access request',
  'access_request.rejected': 'Rejected an access request',
  'agency.suspended': 'Suspended an agency',
  'agency.reinstated': 'Reinstated an agency',
  'agency.terms_changed': "Changed an agency's terms",
  'agency.hold_quota_changed': "Changed an agency's held-cabin quota",
  'credentials.secret_rolled': 'Rolled the client secret',
  'booking.cancelled': 'Cancelled a booking',
  'booking.guest_corrected': "Corrected a guest's details",
  'booking.changed': "Changed a booking's date or grade or fare",
  'disruption.recorded': 'Recorded a disruption',
  'promotion.created': 'Created a promotion',
  'promotion.changed': 'Changed a promotion',
  'promotion.ended': 'Ended a promotion',
  'team.invited': 'Invited a user',
  'team.invitation_withdrawn': 'Withdrew an invitation',
  'team.role_changed': "Changed a user's role",
  'team.member_removed': 'Removed a user',
  'personal_data.exported': "Exported a booking's personal data",
  'personal_data.erased': "Erased a booking's personal data",
};

/** A stored action in words; one no longer listed (an older entry) as its code. */
export const auditActionInWords = (action: string): string =>
  (AUDIT_ACTION_WORDS as Record<string, string | undefined>)[action] ?? action;

export interface AuditActor {
  /** The portal user's id; omitted for a command line or a job. */
  userId?: string | null;
  /** The portal user's e-mail, or a name such as `cli`. */
  email: string;
  /** `OPERATOR`, `AGENCY`, `CLI`, `JOB`... */
  role: string;
}

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  agencyId?: string | null;
  target?: string | null;
  detail?: Record<string, unknown>;
}

export interface AuditFilters {
  agencyId?: string | undefined;
  action?: string | undefined;
  actorEmail?: string | undefined;
  /** Entries at or after this instant. */
  from?: Date | undefined;
  /** Entries before this instant. */
  to?: Date | undefined;
}

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditLog {
  /** Appends one entry at the clock's now; `tx` to write it in the caller's transaction. */
  record(entry: AuditEntry, tx?: DbOrTx): Promise<void>;
  /**
   * Records a look (a page shown), unless the same user looked at the same thing within LOOK_COALESCE_SECONDS
   * of the look already recorded; answers whether a row was written.
   */
  recordLook(entry: AuditEntry & { actor: AuditActor & { userId: string } }): Promise<boolean>;
  /** Entries newest first, filtered, paged. */
  list(filters: AuditFilters, page: { limit: number; offset: number }): Promise<AuditRow[]>;
}

const rowOf = (entry: AuditEntry, at: Date) => ({
  at,
  actorUserId: entry.actor.userId ?? null,
  actorEmail: entry.actor.email.slice(0, 254),
  actorRole: entry.actor.role,
  action: entry.action,
  agencyId: entry.agencyId ?? null,
  target: entry.target?.slice(0, 2000) ?? null,
  detail: entry.detail ?? {},
});

/**
 * Appends one entry at `at` (in the caller's transaction when `db` is one): for a domain that audits in the
 * transaction of what it audits, without an AuditLog of its own (personal-data/sql.ts).
 */
export async function appendAuditEntry(db: DbOrTx, at: Date, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(rowOf(entry, at));
}

export function createAuditLog(deps: { db: Db; clock: Clock }): AuditLog {
  return {
    async record(entry, tx) {
      await appendAuditEntry(tx ?? deps.db, deps.clock.now(), entry);
    },
    async recordLook(entry) {
      const row = rowOf(entry, deps.clock.now());
      const since = new Date(row.at.getTime() - LOOK_COALESCE_SECONDS * 1000);
      // One statement: the check and the insert see the same rows (audit_log_agency_idx serves the lookup).
      const written = await queryRows<{ id: number }>(
        deps.db,
        sql`
        insert into ${auditLog} (at, actor_user_id, actor_email, actor_role, action, agency_id, target, detail)
        select ${row.at.toISOString()}::timestamptz, ${row.actorUserId}::uuid, ${row.actorEmail}, ${row.actorRole},
               ${row.action}, ${row.agencyId}::uuid, ${row.target}, ${JSON.stringify(row.detail)}::jsonb
        where not exists (
          select 1 from ${auditLog} a
          where a.agency_id is not distinct from ${row.agencyId}::uuid and a.at > ${since.toISOString()}::timestamptz
            and a.actor_user_id = ${row.actorUserId}::uuid and a.action = ${row.action}
            and a.target is not distinct from ${row.target})
        returning id`,
      );
      return written.length > 0;
    },
    async list(filters, page) {
      const where: (SQL | undefined)[] = [
        filters.agencyId ? eq(auditLog.agencyId, filters.agencyId) : undefined,
        filters.action ? eq(auditLog.action, filters.action) : undefined,
        filters.actorEmail ? eq(auditLog.actorEmail, filters.actorEmail.toLowerCase()) : undefined,
        filters.from ? gte(auditLog.at, filters.from) : undefined,
        filters.to ? lt(auditLog.at, filters.to) : undefined,
      ];
      return deps.db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}
