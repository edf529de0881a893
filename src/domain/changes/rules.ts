/**
 * The rules of a priced change (commerce.md, "Priced changes after booking"), pure: what the booking's fare allows
 * and what a change costs, from the fare's `changes` (pricing/fare-rules.ts) as the booking was sold under them.
 */
import type { ChangeRules } from '../pricing/fare-rules.js';

/** What a change does, as the fare's rules judge it. */
export interface ChangeKinds {
  date: boolean;
  grade: boolean;
  party: boolean;
  fare: boolean;
}

/**
 * Why the fare refuses the change, in words naming the rule (409 CHANGE_NOT_ALLOWED_BY_FARE); null when it allows
 * it. `days` is whole days before the local departure date, as for cancellation.
 */
export function fareRefusal(
  rules: ChangeRules,
  kinds: ChangeKinds,
  days: number,
): { field: string; rule: string } | null {
  if (kinds.date && !rules.date)
    return { field: 'departureDate', rule: 'the fare allows no date change (changes.date)' };
  if (kinds.grade && !rules.grade) return { field: 'cabins', rule: 'the fare allows no grade change (changes.grade)' };
  if (kinds.party && !rules.party) return { field: 'guests', rule: 'the fare allows no party change (changes.party)' };
  if (days < rules.untilDays) {
    return {
      field: 'departureDate',
      rule: `the fare allows no change closer than ${rules.untilDays} days before departure (changes.untilDays); it is ${days} days`,
    };
  }
  return null;
}

/**
 * The fee of one applied change in minor units: none at least `freeUntilDays` before departure, else the fare's
 * fee in the booking's currency (none when the fare names no fee in it).
 */
export function changeFeeOf(rules: ChangeRules, currency: string, days: number): number {
  if (rules.freeUntilDays !== null && days >= rules.freeUntilDays) return 0;
  return rules.fee.find((f) => f.currency === currency)?.amount ?? 0;
}

/**
 * Settles the change against what was paid: the amount still owed after it, or what was paid above the new total
 * (refundAmount). Never both.
 */
export function settleChange(newTotalMinor: number, paidMinor: number): { dueMinor: number; refundMinor: number } {
  return { dueMinor: Math.max(0, newTotalMinor - paidMinor), refundMinor: Math.max(0, paidMinor - newTotalMinor) };
}
