/**
 * Personal data (src/domain/personal-data): who exported or erased a booking's guests' data.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies, agencyUserKeys } from '../auth/schema.js';
import { bookings } from '../bookings/schema.js';
import { portalUsers } from '../accounts/schema.js';

/**
 * Who exported or erased a booking's personal data, and when (personal-data/): the accountability the GDPR asks
 * of every access by staff. Never the personal data itself.
 */
export const personalDataAudit = pgTable(
  'personal_data_audit',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** EXPORT or ERASURE */
    action: text('action').notNull(),
    /** AGENCY_API (the agency's system), AGENCY_STAFF, OPERATOR_STAFF (portal users), RETENTION (the job). */
    actor: text('actor').notNull(),
    /** The agency whose credentials made an AGENCY_API call. */
    agencyId: uuid('agency_id').references(() => agencies.id),
    portalUserId: uuid('portal_user_id').references(() => portalUsers.id, { onDelete: 'set null' }),
    /** The portal user's e-mail as it was (a staff member's, never a guest's): kept if the user is removed. */
    portalUserEmail: text('portal_user_email'),
    /** The named user key an AGENCY_API call was made with (issue 37), and its name as it was then. */
    userKeyId: uuid('user_key_id').references(() => agencyUserKeys.id, { onDelete: 'set null' }),
    userKeyLabel: text('user_key_label'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('personal_data_audit_action_ck', sql`${t.action} in ('EXPORT', 'ERASURE')`),
    check(
      'personal_data_audit_actor_ck',
      sql`${t.actor} in ('AGENCY_API', 'AGENCY_STAFF', 'OPERATOR_STAFF', 'RETENTION')`,
    ),
    index('personal_data_audit_booking_idx').on(t.bookingId, t.seq),
  ],
);
