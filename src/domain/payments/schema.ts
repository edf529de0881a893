/**
 * Payments on account (src/domain/payments) and the overdue job's notices.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from '../auth/schema.js';
import { bookings } from '../bookings/schema.js';

/**
 * Remittances the agency recorded against a booking (confirmed, or cancelled with its fee owed: kind PAYMENT,
 * amount above 0), and refunds of what was paid above what is owed (kind REFUND, amount below 0), so that the
 * booking's paid_minor is the sum of its rows (migrations 0008, 0021).
 */
export const payments = pgTable(
  'payments',
  {
    /** `pay_...` */
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** PAYMENT or REFUND */
    kind: text('kind').notNull().default('PAYMENT'),
    /** Signed: what the row adds to the booking's paid amount. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** Who recorded it, in words as it was then (a portal user, or the API and its user key); null before 0021. */
    recordedBy: text('recorded_by'),
    /** Recording order (payments of one instant keep the order they were recorded in). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    check(
      'payments_amount_ck',
      sql`(${t.kind} = 'PAYMENT' and ${t.amountMinor} > 0) or (${t.kind} = 'REFUND' and ${t.amountMinor} < 0)`,
    ),
    index('payments_booking_idx').on(t.bookingId, t.receivedAt),
  ],
);

/**
 * The `payment.overdue` notices sent (payments/overdue-job.ts): one per booking and obligation, ever. The
 * primary key is the last guard of "exactly once" should two instances of the job both decide to notify.
 */
export const paymentOverdueNotices = pgTable(
  'payment_overdue_notices',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** DEPOSIT or BALANCE */
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind], name: 'payment_overdue_notices_pk' }),
    check('payment_overdue_notices_kind_ck', sql`${t.kind} in ('DEPOSIT', 'BALANCE')`),
  ],
);
