/**
 * A sailing, its calls in order and its vehicle deck: the timetable. The catalogue owns it, not domain/sailings
 * (issue 32): the catalogue import is its writer (with the ships, routes, fares and excursion and package
 * departures it refers to or that refer to it, in one transaction), its keys point at ports, ships, routes and
 * fare tables, and inventory, below domain/sailings, reads the calls and the vehicle deck. So domain/catalog
 * sits low in the layers, and its sailings.ts reads the timetable for everyone above; disruptions mark skipped
 * calls and cancelled sailings through it. domain/sailings keeps the operator's occupancy view.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ports, ships, routes, fareTables } from './catalog.js';

export const sailings = pgTable(
  'sailings',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    routeCode: text('route_code')
      .notNull()
      .references(() => routes.code),
    shipCode: text('ship_code')
      .notNull()
      .references(() => ships.code),
    fareTableCode: text('fare_table_code')
      .notNull()
      .references(() => fareTables.code),
    departureAt: timestamp('departure_at', { mode: 'string' }).notNull(),
    arrivalAt: timestamp('arrival_at', { mode: 'string' }).notNull(),
    /** Set when the operator cancels the sailing (disruptions/): it is no longer sold at all. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('sailings_departure_idx').on(t.departureAt)],
);

export const sailingCalls = pgTable(
  'sailing_calls',
  {
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    portCode: text('port_code')
      .notNull()
      .references(() => ports.code),
    /** null at the first call */
    arrivalAt: timestamp('arrival_at', { mode: 'string' }),
    /** null at the last call */
    departureAt: timestamp('departure_at', { mode: 'string' }),
    /**
     * Set when the operator records the call as skipped (disruptions/): no journey embarking or disembarking
     * here is sold any more; journeys passing through still are (the ship sails on without stopping).
     */
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sailingId, t.seq] }),
    index('sailing_calls_port_departure_idx').on(t.portCode, t.departureAt),
  ],
);

export const sailingVehicleCapacity = pgTable(
  'sailing_vehicle_capacity',
  {
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id, { onDelete: 'cascade' }),
    vehicleType: text('vehicle_type').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sailingId, t.vehicleType] }),
    check('sailing_vehicle_capacity_type_ck', sql`${t.vehicleType} in ('CAR', 'MOTORCYCLE')`),
    check('sailing_vehicle_capacity_ck', sql`${t.capacity} >= 0`),
  ],
);
