/**
 * A fare's rules (domain/pricing/fare-rules.ts): STANDARD is lifecycle.md's policy to the minor unit, a tier
 * applies from its day down to the next, a deposit that is not refundable is the least a cancellation costs,
 * and the rules' own problems are named by field.
 */
import { describe, expect, it } from 'vitest';
import {
  fareCancellationFee,
  fareDeposit,
  fareRuleProblems,
  STANDARD_FARE_RULES,
  tierAt,
  type FareRules,
} from '../../src/domain/pricing/fare-rules.js';

const SAVER_LIKE: FareRules = {
  depositPercent: 25,
  depositRefundable: false,
  cancellation: [
    { fromDays: 60, fee: 'DEPOSIT' },
    { fromDays: 30, percent: 10 },
    { fromDays: 0, percent: 100 },
  ],
  changes: { date: false, grade: false, party: false, untilDays: 0, freeUntilDays: null, fee: [] },
};

describe('fare rules', () => {
  it('STANDARD charges lifecycle.md’s fees: the deposit from 90 days, 50 % from 60, 75 % from 30, then all', () => {
    // lifecycle.md's table, written out: 20 % deposit rounded half up.
    const lifecycle = (total: number, days: number) =>
      days >= 90
        ? Math.round((total * 20) / 100)
        : days >= 60
          ? Math.round(total / 2)
          : days >= 30
            ? Math.round((total * 75) / 100)
            : total;
    for (const total of [0, 1, 3, 99_999, 1_234_567]) {
      for (let days = -3; days <= 120; days += 1) {
        expect(fareCancellationFee(STANDARD_FARE_RULES, total, days), `${total} at ${days} days`).toBe(
          lifecycle(total, days),
        );
      }
    }
    expect(fareDeposit(STANDARD_FARE_RULES, 1_234_567)).toBe(246_913);
  });

  it('applies a tier from its day down to the next one, and the last once departure is past', () => {
    expect(tierAt(SAVER_LIKE, 200)).toEqual({ fromDays: 60, fee: 'DEPOSIT' });
    expect(tierAt(SAVER_LIKE, 60)).toEqual({ fromDays: 60, fee: 'DEPOSIT' });
    expect(tierAt(SAVER_LIKE, 59)).toEqual({ fromDays: 30, percent: 10 });
    expect(tierAt(SAVER_LIKE, 0)).toEqual({ fromDays: 0, percent: 100 });
    expect(tierAt(SAVER_LIKE, -1)).toEqual({ fromDays: 0, percent: 100 });
  });

  it('never charges less than a deposit that is not refundable', () => {
    // 10 % of 100 000 is 10 000, below the 25 000 deposit kept; 100 % is above it.
    expect(fareCancellationFee(SAVER_LIKE, 100_000, 45)).toBe(25_000);
    expect(fareCancellationFee(SAVER_LIKE, 100_000, 10)).toBe(100_000);
    expect(fareCancellationFee({ ...SAVER_LIKE, depositRefundable: true }, 100_000, 45)).toBe(10_000);
  });

  it('names what is wrong with a fare’s rules', () => {
    expect(fareRuleProblems(STANDARD_FARE_RULES, ['NOK', 'EUR'])).toEqual([]);
    expect(fareRuleProblems(STANDARD_FARE_RULES, ['NOK', 'SEK'])).toEqual(['changes.fee: no fee in SEK']);
    const broken: FareRules = {
      ...SAVER_LIKE,
      cancellation: [
        { fromDays: 30, percent: 50 },
        { fromDays: 45, percent: 20 },
        { fromDays: 7, percent: 100 },
      ],
      changes: {
        date: true,
        grade: false,
        party: false,
        untilDays: 30,
        freeUntilDays: 10,
        fee: [
          { currency: 'NOK', amount: 100 },
          { currency: 'NOK', amount: 200 },
        ],
      },
    };
    expect(fareRuleProblems(broken, ['NOK'])).toEqual([
      'cancellation[1].fromDays: tiers must go from the most days before departure to the fewest',
      'cancellation[2].fromDays: the last tier must start at 0 days (up to departure)',
      'changes.freeUntilDays: must not be fewer days than changes.untilDays',
      'changes.fee[1]: duplicate fee in NOK',
    ]);
  });
});
