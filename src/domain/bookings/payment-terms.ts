/**
 * The payment terms, as pure functions: one schedule for V1's quotes and V2's confirmed bookings alike.
 * The deposit is DEPOSIT_PERCENT of the total, rounded half up to whole minor units. The full amount is due
 * FULL_PAYMENT_DAYS_BEFORE_DEPARTURE days before the departure instant, or at creation (quote) or confirm
 * (booking) when that is already past; the deposit DEPOSIT_DUE_DAYS days after it, but never after the
 * full amount.
 *
 * The overdue job and amendments select bookings whose deposit is not covered in SQL, so the deposit is
 * also given as a SQL expression (depositOfSql): PostgreSQL's round() of a positive numeric rounds half
 * up too, so the two agree to the minor unit.
 */
import { sql, type SQL } from 'drizzle-orm';
import { percentOf } from '../pricing/money.js';

export const DEPOSIT_PERCENT = 20;
export const DEPOSIT_DUE_DAYS = 7;
export const FULL_PAYMENT_DAYS_BEFORE_DEPARTURE = 60;
const DAY_MS = 86_400_000;

/** The deposit of a total: the booking's fare's percent (bookings.deposit_percent), DEPOSIT_PERCENT for V1's quotes. */
export const depositOf = (totalMinor: number, percent: number) => percentOf(totalMinor, percent);

/**
 * depositOf over SQL expressions of the total in minor units and the percent (columns such as `b.total_minor`
 * and `b.deposit_percent`).
 */
export const depositOfSql = (totalMinor: SQL, percent: SQL) => sql`round(${totalMinor} * ${percent} / 100.0)`;

export interface PaymentSchedule {
  fullAmount: number;
  depositAmount: number;
  dueBy: Date;
  depositDueBy: Date;
}

export function paymentSchedule(args: { fullAmount: number; createdAt: Date; departsAt: Date }): PaymentSchedule {
  const created = args.createdAt.getTime();
  const dueBy = Math.max(created, args.departsAt.getTime() - FULL_PAYMENT_DAYS_BEFORE_DEPARTURE * DAY_MS);
  const depositDueBy = Math.min(created + DEPOSIT_DUE_DAYS * DAY_MS, dueBy);
  return {
    fullAmount: args.fullAmount,
    depositAmount: depositOf(args.fullAmount, DEPOSIT_PERCENT),
    dueBy: new Date(dueBy),
    depositDueBy: new Date(depositDueBy),
  };
}
