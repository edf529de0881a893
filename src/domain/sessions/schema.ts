/**
 * V2's held sessions (src/domain/sessions): the search a session answers and what it recorded.
 */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from '../auth/schema.js';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    bookingType: text('booking_type').notNull(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    /** The search: guests with ids, vehicles, the voyages offered (see sessions/ types). */
    context: jsonb('context').notNull(),
    /** Recorded lists: cabin numbers per grade, applicable addons, excursions, tours. */
    recorded: jsonb('recorded')
      .notNull()
      .default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set at confirm: the session is over for good. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('sessions_booking_type_ck', sql`${t.bookingType} in ('voyage-only', 'package')`)],
);
