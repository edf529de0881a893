/**
 * A fare's rules (commerce.md, "Fares"): what a booking sold under the fare pays up front, what cancelling it
 * costs, and which changes it allows. Pure: the catalogue validates them, the booking keeps a copy of the rules
 * it was sold under (so a new catalogue never changes a sold booking's terms), and the cancellation quote, the
 * overdue job and the terms shown before booking all read them through these functions.
 *
 * `STANDARD_FARE_RULES` are lifecycle.md's figures: every booking made before fares existed is STANDARD, and a
 * catalogue that names no fares sells STANDARD alone under them.
 */
import { percentOf } from './money.js';

/** A cancellation fee tier: from `fromDays` whole days before the local departure date down to the next tier. */
export type CancellationTier = { fromDays: number; percent: number } | { fromDays: number; fee: 'DEPOSIT' };

export interface ChangeRules {
  /** Another departure of the same ports. */
  date: boolean;
  /** Another cabin grade. */
  grade: boolean;
  /** Guests added or removed. */
  party: boolean;
  /** No date, grade or party change closer to departure than this many days. */
  untilDays: number;
  /** Changes are free at least this many days before departure; null: a change always costs the fee. */
  freeUntilDays: number | null;
  /** The fee of one change, per currency, in minor units. */
  fee: { currency: string; amount: number }[];
}

export interface FareRules {
  /** Of the total, rounded half up to the minor unit. */
  depositPercent: number;
  /** false: the deposit is never refunded, whatever the tier (a sailing the operator cancels aside). */
  depositRefundable: boolean;
  /** Ordered from the most days before departure to 0. */
  cancellation: CancellationTier[];
  changes: ChangeRules;
}

export interface Fare extends FareRules {
  fareCode: string;
  name: string;
  /** Not sold closer to departure than this many days; null: until departure. */
  closesDaysBeforeDeparture: number | null;
  /** At most this many cabins of a sailing are sold under the fare; null: no bucket. */
  cabinsPerSailing: number | null;
}

export const STANDARD_FARE_CODE = 'STANDARD';

/** lifecycle.md: 20 % deposit; 90 days or more the deposit, 60-89 50 %, 30-59 75 %, under 30 the total. */
export const STANDARD_FARE_RULES: FareRules = {
  depositPercent: 20,
  depositRefundable: true,
  cancellation: [
    { fromDays: 90, fee: 'DEPOSIT' },
    { fromDays: 60, percent: 50 },
    { fromDays: 30, percent: 75 },
    { fromDays: 0, percent: 100 },
  ],
  changes: {
    date: true,
    grade: true,
    party: true,
    untilDays: 30,
    freeUntilDays: null,
    fee: [
      { currency: 'NOK', amount: 30000 },
      { currency: 'EUR', amount: 3000 },
    ],
  },
};

export const STANDARD_FARE: Fare = {
  fareCode: STANDARD_FARE_CODE,
  name: 'Standard',
  ...STANDARD_FARE_RULES,
  closesDaysBeforeDeparture: null,
  cabinsPerSailing: null,
};

/** The deposit of a total under these rules. */
export function fareDeposit(rules: Pick<FareRules, 'depositPercent'>, totalMinor: number): number {
  return percentOf(totalMinor, rules.depositPercent);
}

/** The tier that applies `days` whole days before departure (the last tier once departure is past). */
export function tierAt(rules: Pick<FareRules, 'cancellation'>, days: number): CancellationTier {
  return rules.cancellation.find((t) => days >= t.fromDays) ?? rules.cancellation.at(-1)!;
}

/**
 * The fee for cancelling `days` before departure: the tier's, and never less than the deposit when the deposit
 * is not refundable (commerce.md: fee = max(tier fee, deposit)).
 */
export function fareCancellationFee(rules: FareRules, totalMinor: number, days: number): number {
  const tier = tierAt(rules, days);
  const deposit = fareDeposit(rules, totalMinor);
  const fee = 'fee' in tier ? deposit : percentOf(totalMinor, tier.percent);
  return rules.depositRefundable ? fee : Math.max(fee, deposit);
}

/**
 * What is wrong with a set of rules, in words, each naming its field ('cancellation[1].fromDays: ...');
 * empty when they hold. The catalogue's validation reports these beside the fare's label.
 */
export function fareRuleProblems(rules: FareRules, currencies: readonly string[]): string[] {
  const problems: string[] = [];
  const tiers = rules.cancellation;
  tiers.forEach((tier, i) => {
    if (i > 0 && tier.fromDays >= tiers[i - 1]!.fromDays) {
      problems.push(`cancellation[${i}].fromDays: tiers must go from the most days before departure to the fewest`);
    }
  });
  if (tiers.length > 0 && tiers.at(-1)!.fromDays !== 0) {
    problems.push(`cancellation[${tiers.length - 1}].fromDays: the last tier must start at 0 days (up to departure)`);
  }
  const c = rules.changes;
  if (c.freeUntilDays !== null && c.freeUntilDays < c.untilDays) {
    problems.push('changes.freeUntilDays: must not be fewer days than changes.untilDays');
  }
  const priced = new Set<string>();
  c.fee.forEach((fee, i) => {
    if (priced.has(fee.currency)) problems.push(`changes.fee[${i}]: duplicate fee in ${fee.currency}`);
    priced.add(fee.currency);
  });
  const anyChange = c.date || c.grade || c.party;
  const missing = currencies.filter((currency) => !priced.has(currency));
  if (anyChange && missing.length > 0) problems.push(`changes.fee: no fee in ${missing.join(', ')}`);
  return problems;
}
