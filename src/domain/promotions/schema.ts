/**
 * Promotions (domain/promotions): the codes agencies type, made, edited and ended by the operator's staff in the
 * portal. Redemptions are inventory's (a counted allocation, held and released with the booking's session).
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const promotions = pgTable(
  'promotions',
  {
    /** The promotionCode agencies type, upper-case. */
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    fareCodes: text('fare_codes').array().notNull(),
    /** Exactly one of a percent, or an amount per guest in one currency. */
    discountPercent: integer('discount_percent'),
    discountAmount: integer('discount_amount'),
    discountCurrency: text('discount_currency'),
    bookingFrom: timestamp('booking_from', { withTimezone: true }).notNull(),
    bookingUntil: timestamp('booking_until', { withTimezone: true }).notNull(),
    departureFrom: date('departure_from', { mode: 'string' }).notNull(),
    departureUntil: date('departure_until', { mode: 'string' }).notNull(),
    /** null: every market, every guest type, no cap. */
    markets: text('markets').array(),
    guestTypes: text('guest_types').array(),
    redemptionCap: integer('redemption_cap'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The portal user who made it (no foreign key: accounts sit beside promotions, and a user may be removed). */
    createdBy: uuid('created_by'),
  },
  (t) => [
    check(
      'promotions_discount_ck',
      sql`(${t.discountPercent} between 1 and 100 and ${t.discountAmount} is null and ${t.discountCurrency} is null)
          or (${t.discountPercent} is null and ${t.discountAmount} > 0 and ${t.discountCurrency} is not null)`,
    ),
    check(
      'promotions_windows_ck',
      sql`${t.bookingFrom} < ${t.bookingUntil} and ${t.departureFrom} <= ${t.departureUntil}`,
    ),
    check('promotions_cap_ck', sql`${t.redemptionCap} > 0`),
    check('promotions_fares_ck', sql`cardinality(${t.fareCodes}) > 0`),
  ],
);
