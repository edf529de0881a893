/**
 * The operator's disruptions (src/domain/disruptions) and their entries on the bookings they affected.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/schema.js';
import { ports } from '../catalog/schema/catalog.js';
import { sailings } from '../catalog/schema/sailings.js';

/**
 * Disruptions the operator recorded (disruptions/service.ts): a port call skipped, a call retimed, a sailing
 * cancelled. Date-times are operator-local wall-clock times, as the catalogue's. The partial unique indexes
 * are the last guard of "the same disruption is recorded once" (a second save answers 409).
 */
export const disruptions = pgTable(
  'disruptions',
  {
    /** `dis_...` */
    id: text('id').primaryKey(),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    kind: text('kind').notNull(),
    /** The call (sailing_calls.seq); null for a cancelled sailing. */
    callSeq: integer('call_seq'),
    portCode: text('port_code').references(() => ports.code),
    /** The call's time before (departure, or arrival at the last call); the sailing's departure when cancelled. */
    previousAt: timestamp('previous_at', { mode: 'string' }),
    /** The call's new time (CALL_RETIMED only). */
    newAt: timestamp('new_at', { mode: 'string' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** Who recorded it (the operator's user or the CLI's OS user). */
    recordedBy: text('recorded_by').notNull(),
    /** The operator's message to partners (at most 500 characters), carried in `booking.disrupted`; null when none. */
    partnerMessage: text('partner_message'),
  },
  (t) => [
    check('disruptions_kind_ck', sql`${t.kind} in ('PORT_SKIPPED', 'CALL_RETIMED', 'SAILING_CANCELLED')`),
    check(
      'disruptions_shape_ck',
      sql`(${t.kind} = 'SAILING_CANCELLED') = (${t.callSeq} is null)
          and (${t.kind} = 'CALL_RETIMED') = (${t.newAt} is not null)
          and (${t.callSeq} is null or ${t.portCode} is not null)`,
    ),
    check('disruptions_partner_message_ck', sql`char_length(${t.partnerMessage}) between 1 and 500`),
    uniqueIndex('disruptions_cancelled_uq')
      .on(t.sailingId)
      .where(sql`${t.kind} = 'SAILING_CANCELLED'`),
    uniqueIndex('disruptions_skipped_uq')
      .on(t.sailingId, t.callSeq)
      .where(sql`${t.kind} = 'PORT_SKIPPED'`),
    index('disruptions_sailing_idx').on(t.sailingId, t.recordedAt),
  ],
);

/**
 * The `disruptions` entries of a booking's resource (lifecycle.md), one per disruption that affected it.
 * disruption_id is null for one simulated by the sandbox operation (no catalogue change behind it).
 */
export const bookingDisruptions = pgTable(
  'booking_disruptions',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    disruptionId: text('disruption_id').references(() => disruptions.id),
    kind: text('kind').notNull(),
    portCode: text('port_code').notNull(),
    previousAt: timestamp('previous_at', { mode: 'string' }),
    newAt: timestamp('new_at', { mode: 'string' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('booking_disruptions_kind_ck', sql`${t.kind} in ('PORT_SKIPPED', 'CALL_RETIMED', 'SAILING_CANCELLED')`),
    unique('booking_disruptions_uq').on(t.bookingId, t.disruptionId),
    index('booking_disruptions_booking_idx').on(t.bookingId, t.seq),
  ],
);
