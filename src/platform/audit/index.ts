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
 *   await audit.list({ agencyId, action, actorEmail }, { limit: 50, offset: 0 });   // newest first
 *
 * `record` is awaited by the caller: an action that must be audited is not done unaudited. A look is
 * recorded before the page is answered, so a page shown is a page recorded.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import type { Db, DbOrTx } from '../db/client.js';
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
  'disruption.recorded',
  'promotion.created',
  'promotion.changed',
  'promotion.ended',
  'team.invited',
  'team.invitation_withdrawn',
  'team.role_changed',
  'team.member_removed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
  'disruption.recorded': 'Recorded a disruption',
  'promotion.created': 'Created a promotion',
  'promotion.changed': 'Changed a promotion',
  'promotion.ended': 'Ended a promotion',
  'team.invited': 'Invited a user',
  'team.invitation_withdrawn': 'Withdrew an invitation',
  'team.role_changed': "Changed a user's role",
  'team.member_removed': 'Removed a user',
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
}

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditLog {
  /** Appends one entry at the clock's now; `tx` to write it in the caller's transaction. */
  record(entry: AuditEntry, tx?: DbOrTx): Promise<void>;
  /** Entries newest first, filtered, paged. */
  list(filters: AuditFilters, page: { limit: number; offset: number }): Promise<AuditRow[]>;
}

export function createAuditLog(deps: { db: Db; clock: Clock }): AuditLog {
  return {
    async record(entry, tx) {
      await (tx ?? deps.db).insert(auditLog).values({
        at: deps.clock.now(),
        actorUserId: entry.actor.userId ?? null,
        actorEmail: entry.actor.email.slice(0, 254),
        actorRole: entry.actor.role,
        action: entry.action,
        agencyId: entry.agencyId ?? null,
        target: entry.target?.slice(0, 2000) ?? null,
        detail: entry.detail ?? {},
      });
    },
    async list(filters, page) {
      const where: (SQL | undefined)[] = [
        filters.agencyId ? eq(auditLog.agencyId, filters.agencyId) : undefined,
        filters.action ? eq(auditLog.action, filters.action) : undefined,
        filters.actorEmail ? eq(auditLog.actorEmail, filters.actorEmail.toLowerCase()) : undefined,
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
