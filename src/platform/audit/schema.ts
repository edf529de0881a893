/**
 * The audit log (src/platform/audit): who among the operator's staff did or looked at what, for whom.
 */
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { keyAbove } from '../db/columns.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The portal user (portal_users.id), or null for a command line or a job. */
    actorUserId: uuid('actor_user_id'),
    /** The actor as shown: the portal user's e-mail, or e.g. `cli` for a command line. Kept if the user goes. */
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** A dotted verb, e.g. `request_log.viewed` (audit/index.ts AUDIT_ACTIONS lists those in use). */
    action: text('action').notNull(),
    agencyId: uuid('agency_id').references(() => keyAbove('agencies'), { onDelete: 'set null' }),
    /** What was acted on or looked at, e.g. a path, a webhook id, a booking reference. */
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at, t.id), index('audit_log_agency_idx').on(t.agencyId, t.at)],
);
