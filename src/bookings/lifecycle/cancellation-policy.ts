/**
 * The cancellation fee policy (lifecycle.md), pure. Days are whole calendar days from today to the
 * departure date, both read in the operator's time zone: 90 or more, the deposit; 60 to 89, 50 % of the
 * total; 30 to 59, 75 %; under 30, 100 %. Percentages round half up to minor units. What was paid settles
 * against the fee: refundAmount = max(0, paid - fee), amountDue = max(0, fee - paid).
 */
import { percentOf } from '../../pricing/money.js';
import { localDateTime, nightsBetween } from '../../time.js';
import { depositOf } from './payment.js';

export interface CancellationTerms {
  feeMinor: number;
  refundMinor: number;
  dueMinor: number;
}

/** Whole days from the local date of `now` to the local departure date (`YYYY-MM-DD...`); negative once past. */
export function daysBeforeDeparture(now: Date, departureLocalDate: string, timeZone: string): number {
  return nightsBetween(localDateTime(now, timeZone).slice(0, 10), departureLocalDate.slice(0, 10));
}

export function cancellationFee(totalMinor: number, days: number): number {
  if (days >= 90) return depositOf(totalMinor);
  if (days >= 60) return percentOf(totalMinor, 50);
  if (days >= 30) return percentOf(totalMinor, 75);
  return totalMinor;
}

export function settle(feeMinor: number, paidMinor: number): CancellationTerms {
  return {
    feeMinor,
    refundMinor: Math.max(0, paidMinor - feeMinor),
    dueMinor: Math.max(0, feeMinor - paidMinor),
  };
}

/** The policy's terms for a booking cancelled `days` before departure. */
export function cancellationTerms(args: { totalMinor: number; paidMinor: number; days: number }): CancellationTerms {
  return settle(cancellationFee(args.totalMinor, args.days), args.paidMinor);
}
