/**
 * The terms of a booking under its fare (commerce.md, "Search, hold and confirm with fares"), pure: the deposit
 * and balance with their due instants, the cancellation tiers with the instant each begins and what it would
 * charge at today's total, the change rules with their instants, and (held bookings) how long the price holds.
 *
 * A held booking shows its terms "as they would be for a confirm at its last write"; the confirmed booking shows
 * them re-based on its actual confirm. Both come from here, so the two cannot disagree except by that instant.
 *
 * Days before departure are whole calendar days in the operator's time zone (cancellation-policy.ts
 * daysBeforeDeparture): a rule that holds "N days or more before departure" holds until the local midnight that
 * starts the day N - 1 days before the departure date. That midnight is the instant each tier begins and each
 * change limit ends.
 */
import { addDays, wallClockToInstant } from '../../kernel/time.js';
import { toMajor } from '../pricing/money.js';
import { fareCancellationFee, fareDeposit, type Fare } from '../pricing/fare-rules.js';
import { paymentSchedule } from './payment-terms.js';

export interface TermsInput {
  fare: Fare;
  currency: string;
  totalMinor: number;
  /** The confirm the terms are for: the actual one, or (held) the held booking's last write. */
  confirmAt: Date;
  departureAt: Date;
  /** The voyage's local departure date-time (`YYYY-MM-DDTHH:MM:SS`). */
  departureLocal: string;
  timeZone: string;
  /** Held bookings: the session's expiry as of the last write. */
  priceGuaranteedUntil?: Date;
  /** Confirmed bookings: the due instants fixed at confirm (else the schedule of a confirm at `confirmAt`). */
  due?: { depositDueAt: Date; balanceDueAt: Date };
}

export type TierFee = { type: 'DEPOSIT'; amount: number } | { type: 'PERCENT'; percent: number; amount: number };

/** The terms in the API's units (major), as the held and confirmed bookings carry them. */
export interface BookingTerms {
  deposit: { amount: number; percent: number; refundable: boolean; dueAt: string };
  balance: { amount: number; dueAt: string };
  cancellation: { fromDaysBeforeDeparture: number; startsAt: string | null; fee: TierFee }[];
  changes: {
    date: boolean;
    grade: boolean;
    party: boolean;
    untilDaysBeforeDeparture: number;
    allowedUntil: string;
    freeUntil: string | null;
    fee: number;
  };
  priceGuaranteedUntil?: string;
}

const iso = (d: Date) => d.toISOString();

/** The local midnight that starts the day `days` days before the departure date: where "`days` + 1 or more" ends. */
export function dayBeforeDepartureStarts(departureLocal: string, days: number, timeZone: string): Date {
  return wallClockToInstant(`${addDays(departureLocal.slice(0, 10), -days)}T00:00:00`, timeZone);
}

export function bookingTerms(input: TermsInput): BookingTerms {
  const { fare, currency, totalMinor } = input;
  const m = (minor: number) => toMajor(minor, currency);
  const schedule = paymentSchedule({
    fullAmount: totalMinor,
    createdAt: input.confirmAt,
    departsAt: input.departureAt,
  });
  const deposit = fareDeposit(fare, totalMinor);
  // A rule of "N days or more" ends when the day N - 1 days out begins.
  const endOf = (days: number) => iso(dayBeforeDepartureStarts(input.departureLocal, days - 1, input.timeZone));
  const tiers = fare.cancellation.map((tier, i) => {
    const amount = m(fareCancellationFee(fare, totalMinor, tier.fromDays));
    const fee: TierFee =
      'fee' in tier ? { type: 'DEPOSIT', amount } : { type: 'PERCENT', percent: tier.percent, amount };
    const startsAt = i === 0 ? null : endOf(fare.cancellation[i - 1]!.fromDays);
    return { fromDaysBeforeDeparture: tier.fromDays, startsAt, fee };
  });
  const c = fare.changes;
  return {
    deposit: {
      amount: m(deposit),
      percent: fare.depositPercent,
      refundable: fare.depositRefundable,
      dueAt: iso(schedule.depositDueBy),
    },
    balance: { amount: m(totalMinor - deposit), dueAt: iso(schedule.dueBy) },
    cancellation: tiers,
    changes: {
      date: c.date,
      grade: c.grade,
      party: c.party,
      untilDaysBeforeDeparture: c.untilDays,
      allowedUntil: endOf(c.untilDays),
      freeUntil: c.freeUntilDays === null ? null : endOf(c.freeUntilDays),
      fee: m(c.fee.find((f) => f.currency === currency)?.amount ?? 0),
    },
    ...(input.priceGuaranteedUntil ? { priceGuaranteedUntil: iso(input.priceGuaranteedUntil) } : {}),
  };
}
