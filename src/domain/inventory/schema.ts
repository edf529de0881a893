/**
 * Inventory (src/domain/inventory): allocation rows held or sold, and the availability versions search caches by.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { cabinGrades, cabins } from '../catalog/schema/catalog.js';
import { excursionDepartures } from '../catalog/schema/extras.js';
import { int4range, keyAbove } from '../../platform/db/columns.js';
import { sailings } from '../catalog/schema/sailings.js';

/**
 * Availability versions (inventory/availability-cache.ts). Search reuses the availability it computed for a
 * voyage while nothing that decides it has changed, so the database counts every such change:
 * - `sailing_inventory_versions`: bumped for a sailing by every insert, update and delete of its cabin, capacity,
 *   vehicle and fare allocations, when a session holding any of them is cut short (end, sandbox expiry), and by a
 *   change of the sailing or its calls (a cancellation, a skip, a retime: GET availability's kept answers);
 * - `catalogue_inventory_version` (one row): bumped by any change to cabins, grades or vehicle capacities, and by
 *   sailings or calls inserted (an import).
 * The bumps are triggers of migrations 0012, 0020 and 0029, the sailing's deferred to commit, so every code path
 * (and raw SQL) is counted and the row lock of a sailing's version is held only from the commit's start to its end.
 */
export const sailingInventoryVersions = pgTable('sailing_inventory_versions', {
  // No foreign key: the bump runs at commit, after the transaction may have deleted the sailing itself.
  sailingId: integer('sailing_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const catalogueInventoryVersion = pgTable(
  'catalogue_inventory_version',
  {
    /** Always true: the table has one row. */
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalogue_inventory_version_one_ck', sql`${t.one}`)],
);

/**
 * A physical cabin held or sold for a run of legs. migration 0001 adds
 * EXCLUDE USING gist (sailing_id WITH =, cabin_id WITH =, legs WITH &&).
 * Rows of an expired session are purged before any allocation on the same sailing.
 */
export const cabinAllocations = pgTable(
  'cabin_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => keyAbove('bookings'), { onDelete: 'cascade' }),
    cabinNo: integer('cabin_no').notNull(),
    /** The holding session; null once confirmed (permanent). */
    sessionId: uuid('session_id').references(() => keyAbove('sessions')),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    cabinId: integer('cabin_id')
      .notNull()
      .references(() => cabins.id),
    legs: int4range('legs').notNull(),
  },
  (t) => [
    // With the holding session: a change quote holds the booking's cabin anew (migration 0021).
    unique('cabin_allocations_booking_cabin_uq').on(t.bookingId, t.cabinNo, t.sessionId).nullsNotDistinct(),
    index('cabin_allocations_sailing_idx').on(t.sailingId),
    index('cabin_allocations_session_idx').on(t.sessionId),
  ],
);

/** Units of a grade without specific cabins, held or sold for a run of legs; counted against capacity. */
export const capacityAllocations = pgTable(
  'capacity_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => keyAbove('bookings'), { onDelete: 'cascade' }),
    cabinNo: integer('cabin_no').notNull(),
    sessionId: uuid('session_id').references(() => keyAbove('sessions')),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => cabinGrades.id),
    legs: int4range('legs').notNull(),
  },
  (t) => [
    // With the holding session: a change quote holds the booking's cabin anew (migration 0021).
    unique('capacity_allocations_booking_cabin_uq').on(t.bookingId, t.cabinNo, t.sessionId).nullsNotDistinct(),
    index('capacity_allocations_sailing_grade_idx').on(t.sailingId, t.gradeId),
    // Holds only: finds a session's holds when it is cut short (the availability version's trigger).
    index('capacity_allocations_session_idx')
      .on(t.sessionId)
      .where(sql`session_id is not null`),
  ],
);

export const vehicleAllocations = pgTable(
  'vehicle_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => keyAbove('bookings'), { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => keyAbove('sessions')),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    vehicleType: text('vehicle_type').notNull(),
    guestId: integer('guest_id').notNull(),
    legs: int4range('legs').notNull(),
  },
  (t) => [
    index('vehicle_allocations_sailing_idx').on(t.sailingId, t.vehicleType),
    index('vehicle_allocations_booking_idx').on(t.bookingId),
    index('vehicle_allocations_session_idx')
      .on(t.sessionId)
      .where(sql`session_id is not null`),
  ],
);

export const excursionAllocations = pgTable(
  'excursion_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => keyAbove('bookings'), { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => keyAbove('sessions')),
    excursionDepartureId: uuid('excursion_departure_id')
      .notNull()
      .references(() => excursionDepartures.id),
    guestId: integer('guest_id').notNull(),
  },
  (t) => [
    unique('excursion_allocations_guest_uq').on(t.bookingId, t.excursionDepartureId, t.guestId),
    index('excursion_allocations_departure_idx').on(t.excursionDepartureId),
  ],
);

/**
 * A fare's bucket (commerce.md, "Fares"): one row per cabin of a booking sold under a fare with `cabinsPerSailing`,
 * counted like capacity_allocations (inventory/fare-places.ts: one writer per sailing and fare at a time, the
 * holds of expired sessions settled first). Held rows carry their session; confirm makes them permanent; a
 * cancellation or an expired hold gives them back.
 */
export const fareAllocations = pgTable(
  'fare_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => keyAbove('bookings'), { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => keyAbove('sessions')),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    fareCode: text('fare_code').notNull(),
    cabinNo: integer('cabin_no').notNull(),
  },
  (t) => [
    // With the holding session: a change quote holds the booking's cabin anew (migration 0021).
    unique('fare_allocations_booking_cabin_uq').on(t.bookingId, t.cabinNo, t.sessionId).nullsNotDistinct(),
    index('fare_allocations_sailing_fare_idx').on(t.sailingId, t.fareCode),
    index('fare_allocations_session_idx')
      .on(t.sessionId)
      .where(sql`session_id is not null`),
  ],
);

/**
 * A promotion's redemption: one per booking that took the code, counted against the promotion's cap like a fare's
 * bucket. Taken at create, released with an expired hold, and kept by the confirmed booking even once cancelled.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => keyAbove('bookings'), { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => keyAbove('sessions')),
    promotionCode: text('promotion_code').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promotion_redemptions_code_idx').on(t.promotionCode),
    index('promotion_redemptions_session_idx')
      .on(t.sessionId)
      .where(sql`session_id is not null`),
  ],
);
