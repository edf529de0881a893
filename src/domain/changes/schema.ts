/**
 * Priced changes after booking (src/domain/changes, commerce.md): the change quotes. A quote's inventory is held
 * by a session of its own (session_id), on the booking's id, until it expires, is superseded or is applied.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agencies } from '../auth/schema.js';
import { bookings } from '../bookings/schema.js';
import { sessions } from '../sessions/schema.js';

export const changeQuotes = pgTable(
  'change_quotes',
  {
    /** `chq_...` */
    id: text('id').primaryKey(),
    /** Only the booking's newest quote (highest seq) can be applied. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The session holding the quote's inventory (null once the housekeeping removed it). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** The booking's version when quoted: the quote is stale once the booking moved on. */
    bookingVersion: integer('booking_version').notNull(),
    /** The change asked for (the request body). */
    change: jsonb('change').notNull(),
    /** The 201 answer as given (the booking as it would be, the amounts). */
    answer: jsonb('answer').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    newTotalMinor: integer('new_total_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    unique('change_quotes_seq_uq').on(t.seq),
    check('change_quotes_amounts_ck', sql`${t.feeMinor} >= 0 and ${t.newTotalMinor} >= 0`),
    index('change_quotes_booking_idx').on(t.bookingId, t.seq),
  ],
);
