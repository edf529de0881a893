/**
 * Watches (commerce.md, "Availability without a session, and watches"; src/domain/watches): an agency's watches
 * of departures, and what each last saw of each watched grade (migration 0025 says why a state row).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from '../auth/schema.js';

export const watches = pgTable(
  'watches',
  {
    /** `wat_` and 24 hex digits. */
    id: text('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    departurePort: text('departure_port').notNull(),
    arrivalPort: text('arrival_port').notNull(),
    departureFrom: date('departure_from').notNull(),
    /** The watch ends after this day's departures (it is no longer listed, evaluated nor counted). */
    departureTo: date('departure_to').notNull(),
    /** One grade, or null: every grade of the departures. */
    cabinGrade: text('cabin_grade'),
    /** The party's guest types in order, comma-separated (ADULT,ADULT). */
    guests: text('guests').notNull(),
    maxPricePerGuestMinor: integer('max_price_per_guest_minor'),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('watches_window_ck', sql`${t.departureTo} >= ${t.departureFrom}`),
    check('watches_price_ck', sql`${t.maxPricePerGuestMinor} is null or ${t.maxPricePerGuestMinor} > 0`),
    index('watches_agency_idx').on(t.agencyId, t.departureTo),
  ],
);

export const watchStates = pgTable(
  'watch_states',
  {
    watchId: text('watch_id')
      .notNull()
      .references(() => watches.id, { onDelete: 'cascade' }),
    sailingId: integer('sailing_id').notNull(),
    fromSeq: integer('from_seq').notNull(),
    cabinGrade: text('cabin_grade').notNull(),
    bookable: boolean('bookable').notNull(),
    below: boolean('below').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'watch_states_pk', columns: [t.watchId, t.sailingId, t.fromSeq, t.cabinGrade] })],
);
