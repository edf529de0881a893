/**
 * The catalogue (src/domain/catalog): ports, ships, decks, cabin grades and cabins, routes, fare tables and their
 * fares. Written by the catalogue import, read through catalog/catalog-reads.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { type LocalizedText } from '../../../platform/db/columns.js';

export const ports = pgTable('ports', {
  code: text('code').primaryKey(),
  /** Localized names, locale to name: { "en": "Bergen", "nb": "Bergen", "de": "Bergen" }. */
  name: jsonb('name').$type<LocalizedText>().notNull(),
  countryCode: text('country_code').notNull(),
});

export const ships = pgTable('ships', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  yearBuilt: integer('year_built'),
});

export const decks = pgTable(
  'decks',
  {
    shipCode: text('ship_code')
      .notNull()
      .references(() => ships.code),
    deck: integer('deck').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipCode, t.deck] })],
);

export const cabinGrades = pgTable(
  'cabin_grades',
  {
    id: serial('id').primaryKey(),
    shipCode: text('ship_code')
      .notNull()
      .references(() => ships.code),
    code: text('code').notNull(),
    cabinType: text('cabin_type').notNull(),
    description: text('description').notNull(),
    minimumOccupancy: integer('minimum_occupancy').notNull(),
    maximumOccupancy: integer('maximum_occupancy').notNull(),
    /** false: sold as a count (`capacity`), never by cabin number (for example couchettes or a guarantee grade). */
    hasSpecificCabins: boolean('has_specific_cabins').notNull(),
    /** Units for sale per leg when the grade has no specific cabins; null otherwise (the cabins count). */
    capacity: integer('capacity'),
    /** Surcharge on the fare of a guest alone in a cabin, in percent. */
    singleSupplementPct: integer('single_supplement_pct').notNull().default(0),
  },
  (t) => [
    unique('cabin_grades_ship_code_uq').on(t.shipCode, t.code),
    check('cabin_grades_type_ck', sql`${t.cabinType} in ('Inside', 'Outside', 'Suite')`),
    check(
      'cabin_grades_occupancy_ck',
      sql`${t.minimumOccupancy} >= 1 and ${t.maximumOccupancy} >= ${t.minimumOccupancy}`,
    ),
    check(
      'cabin_grades_capacity_ck',
      sql`(${t.hasSpecificCabins} and ${t.capacity} is null) or (not ${t.hasSpecificCabins} and ${t.capacity} >= 0)`,
    ),
  ],
);

export const cabins = pgTable(
  'cabins',
  {
    id: serial('id').primaryKey(),
    shipCode: text('ship_code')
      .notNull()
      .references(() => ships.code),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => cabinGrades.id),
    deck: integer('deck').notNull(),
    number: text('number').notNull(),
  },
  (t) => [unique('cabins_ship_number_uq').on(t.shipCode, t.number), index('cabins_grade_idx').on(t.gradeId)],
);

export const routes = pgTable('routes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** A named set of fares (a season); each sailing is priced by one fare table. */
export const fareTables = pgTable('fare_tables', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

/**
 * The fares sold (commerce.md): a price programme's code, name and rules (domain/pricing/fare-rules.ts FareRules:
 * deposit, cancellation tiers, change rules, kept as the catalogue wrote them), its closing and its bucket of
 * cabins per sailing. Migration 0020 made STANDARD with lifecycle.md's rules. An import upserts the fares its
 * file lists and deletes none (a booking names its fare): a sailing sells the fares its fare table prices, so a
 * fare ends where the file stops pricing it.
 */
export const fareCodes = pgTable(
  'fare_codes',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** The fare's place in the file: the order search lists the fares in. */
    position: integer('position').notNull(),
    depositPercent: integer('deposit_percent').notNull(),
    depositRefundable: boolean('deposit_refundable').notNull(),
    cancellation: jsonb('cancellation').notNull(),
    changes: jsonb('changes').notNull(),
    closesDaysBeforeDeparture: integer('closes_days_before_departure'),
    cabinsPerSailing: integer('cabins_per_sailing'),
  },
  (t) => [
    check('fare_codes_deposit_ck', sql`${t.depositPercent} between 0 and 100`),
    check('fare_codes_closes_ck', sql`${t.closesDaysBeforeDeparture} >= 0`),
    check('fare_codes_bucket_ck', sql`${t.cabinsPerSailing} > 0`),
  ],
);

/**
 * Fare of one guest in one cabin grade for a run of legs under one fare: base + perLeg * legs (minor units).
 * Grade codes are shared across ships; a sailing's ship decides which grades exist.
 */
export const fares = pgTable(
  'fares',
  {
    fareTableCode: text('fare_table_code')
      .notNull()
      .references(() => fareTables.code, { onDelete: 'cascade' }),
    fareCode: text('fare_code')
      .notNull()
      .default('STANDARD')
      .references(() => fareCodes.code),
    gradeCode: text('grade_code').notNull(),
    guestType: text('guest_type').notNull(),
    currency: text('currency').notNull(),
    baseAmount: integer('base_amount').notNull(),
    perLegAmount: integer('per_leg_amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fareTableCode, t.fareCode, t.gradeCode, t.guestType, t.currency] }),
    check('fares_guest_type_ck', sql`${t.guestType} in ('ADULT', 'CHILD', 'INFANT', 'SENIOR')`),
    check('fares_amount_ck', sql`${t.baseAmount} >= 0 and ${t.perLegAmount} >= 0`),
  ],
);

export const vehicleFares = pgTable(
  'vehicle_fares',
  {
    fareTableCode: text('fare_table_code')
      .notNull()
      .references(() => fareTables.code, { onDelete: 'cascade' }),
    vehicleType: text('vehicle_type').notNull(),
    currency: text('currency').notNull(),
    baseAmount: integer('base_amount').notNull(),
    perLegAmount: integer('per_leg_amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fareTableCode, t.vehicleType, t.currency] })],
);
