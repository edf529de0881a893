/**
 * The cancellation fee policy, pure: the booking's fare's tiers (commerce.md; STANDARD's are lifecycle.md's: 90
 * days or more, the deposit; 60 to 89, 50 % of the total; 30 to 59, 75 %; under 30, 100 %), a deposit that is
 * not refundable being the least it costs. Days are whole calendar days from today to the departure date, both
 * read in the operator's time zone. Percentages round half up to minor units. What was paid settles
 * against the fee: refundAmount = max(0, paid - fee), amountDue = max(0, fee - paid).
 */
import { localDateTime, nightsBetween, wallClockToInstant } from '../../kernel/time.js';
import { fareCancellationFee, type FareRules } from '../pricing/fare-rules.js';

export interface CancellationTerms {
  feeMinor: number;
  refundMinor: number;
  dueMinor: number;
}

/** Whole days from the local date of `now` to the local departure date (`YYYY-MM-DD...`); negative once past. */
export function daysBeforeDeparture(now: Date, departureLocalDate: string, timeZone: string): number {
  return nightsBetween(localDateTime(now, timeZone).slice(0, 10), departureLocalDate.slice(0, 10));
}

/**
 * "Today" for one booking's policy. The sandbox moves a booking through time (payments/sandbox-time.ts) by
 * moving its own instants (departure_at, the due instants) earlier, never the clock the other bookings share;
 * its voyage, document.departureDate, stays as sold. Such a booking lives ahead of the clock by the amount
 * its departure_at was moved: the voyage's departure instant minus departure_at (set equal at confirm, and
 * nothing else moves departure_at), so its fee is the one real time would charge on its own day. For every
 * other booking the difference is 0 and this is `now`. Outside the sandbox (`sandbox` false) it is always
 * `now`: nothing moves a booking there, and a difference would be an artefact, never a move (rows backfilled
 * by migration 0004 in a fixed zone, a departure at a wall-clock time that daylight saving makes ambiguous).
 */
export function bookingNow(
  now: Date,
  booking: { departureAt: Date; document: { departureDate: string } },
  timeZone: string,
  sandbox: boolean,
): Date {
  if (!sandbox) return now;
  const ahead = wallClockToInstant(booking.document.departureDate, timeZone).getTime() - booking.departureAt.getTime();
  return new Date(now.getTime() + Math.max(0, ahead));
}

/** The fee under the booking's fare (its tiers; a deposit kept is the least it costs): fare-rules.ts. */
export function cancellationFee(fare: FareRules, totalMinor: number, days: number): number {
  return fareCancellationFee(fare, totalMinor, days);
}

export function settle(feeMinor: number, paidMinor: number): CancellationTerms {
  return {
    feeMinor,
    refundMinor: Math.max(0, paidMinor - feeMinor),
    dueMinor: Math.max(0, feeMinor - paidMinor),
  };
}

/** The policy's terms for a booking cancelled `days` before departure. */
export function cancellationTerms(args: {
  fare: FareRules;
  totalMinor: number;
  paidMinor: number;
  days: number;
}): CancellationTerms {
  return settle(cancellationFee(args.fare, args.totalMinor, args.days), args.paidMinor);
}
