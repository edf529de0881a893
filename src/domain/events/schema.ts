/**
 * The event log (src/domain/events) and each agency's feed head.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { keyAbove } from '../../platform/db/columns.js';
import { agencies } from '../auth/schema.js';

/**
 * What happened to a booking, written in the transaction of the change (events/events.ts).
 *
 * Feed order: `seq` (taken at insert) is not commit order: a transaction that took seq 10 may commit after
 * one that took 11, and a reader paging past 11 would never see 10. So an event gets its place in the
 * agency's feed (`position`, 1, 2, 3, ... per agency) only once it is committed, from the feed reader,
 * which numbers the committed events still without one under the agency's `event_feed_heads` row lock.
 * See events/events.ts.
 */
export const events = pgTable(
  'events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** `evt_...` */
    id: text('id').notNull().unique('events_id_uq'),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The booking the event is about; null for an agency's own event (a watch's: availability.opened, price.dropped). */
    bookingId: uuid('booking_id').references(() => keyAbove('bookings'), { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The event's place in its agency's feed; null until a feed read numbers it (after it committed). */
    position: bigint('position', { mode: 'number' }),
  },
  (t) => [
    check(
      'events_type_ck',
      sql`${t.type} in ('booking.confirmed', 'booking.amended', 'booking.changed', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.refunded', 'payment.overdue', 'booking.personal_data_erased', 'availability.opened', 'price.dropped')`,
    ),
    unique('events_feed_position_uq').on(t.agencyId, t.position),
    // The events a feed read has still to number.
    index('events_unnumbered_idx')
      .on(t.agencyId, t.seq)
      .where(sql`${t.position} is null`),
    index('events_booking_idx').on(t.bookingId),
  ],
);

/** The last feed position handed out per agency; its row lock makes feed reads number events one at a time. */
export const eventFeedHeads = pgTable('event_feed_heads', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull().default(0),
});
