import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/kernel/errors.js';
import { exactMinorUnits, validatePaymentAmount } from '../../src/domain/payments/amount.js';

const nok = { currency: 'NOK', balanceMinor: 500_000 }; // 5000 NOK owed

function fieldErrors(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const e = error as AppError;
    expect(e.status).toBe(400);
    expect(e.code).toBe('VALIDATION_FAILED');
    return e.errors ?? {};
  }
  throw new Error('expected a 400');
}

describe('validatePaymentAmount', () => {
  it('returns the amount in minor units when every rule holds', () => {
    expect(validatePaymentAmount({ amount: 1000, currency: 'NOK' }, nok)).toBe(100_000);
    expect(validatePaymentAmount({ amount: 0.29, currency: 'NOK' }, nok)).toBe(29);
    expect(validatePaymentAmount({ amount: 2450.5, currency: 'NOK' }, nok)).toBe(245_050);
  });

  it('accepts exactly the balance', () => {
    expect(validatePaymentAmount({ amount: 5000, currency: 'NOK' }, nok)).toBe(500_000);
  });

  it('refuses zero and negative amounts, naming amount', () => {
    for (const amount of [0, -0, -1, -0.01, -5000]) {
      expect(fieldErrors(() => validatePaymentAmount({ amount, currency: 'NOK' }, nok))).toEqual({
        amount: ['must be greater than 0'],
      });
    }
  });

  it('refuses more decimals than the currency has', () => {
    expect(fieldErrors(() => validatePaymentAmount({ amount: 10.005, currency: 'NOK' }, nok))).toEqual({
      amount: ['must have at most 2 decimals in NOK'],
    });
    expect(fieldErrors(() => validatePaymentAmount({ amount: 0.001, currency: 'NOK' }, nok))).toHaveProperty('amount');
    const yen = { currency: 'JPY', balanceMinor: 100_000 };
    expect(validatePaymentAmount({ amount: 1000, currency: 'JPY' }, yen)).toBe(1000);
    expect(fieldErrors(() => validatePaymentAmount({ amount: 10.5, currency: 'JPY' }, yen))).toEqual({
      amount: ['must be a whole number of JPY (it has no decimals)'],
    });
  });

  it('refuses another currency than the booking’s, naming currency', () => {
    expect(fieldErrors(() => validatePaymentAmount({ amount: 100, currency: 'EUR' }, nok))).toEqual({
      currency: ['must be NOK, the currency of the booking'],
    });
    expect(fieldErrors(() => validatePaymentAmount({ amount: 100, currency: 'nok' }, nok))).toHaveProperty('currency');
  });

  it('refuses more than the balance, saying what the balance is', () => {
    expect(fieldErrors(() => validatePaymentAmount({ amount: 5000.01, currency: 'NOK' }, nok))).toEqual({
      amount: ['must not exceed the balance of 5000 NOK'],
    });
    expect(
      fieldErrors(() => validatePaymentAmount({ amount: 1, currency: 'NOK' }, { currency: 'NOK', balanceMinor: 0 })),
    ).toEqual({ amount: ['must not exceed the balance, which is 0: nothing is owed on this booking'] });
  });

  it('names every field that is wrong at once', () => {
    expect(fieldErrors(() => validatePaymentAmount({ amount: -3, currency: 'SEK' }, nok))).toEqual({
      amount: ['must be greater than 0'],
      currency: ['must be NOK, the currency of the booking'],
    });
  });

  it('refuses amounts that cannot be counted exactly in minor units as too large', () => {
    for (const amount of [Number.POSITIVE_INFINITY, 1e300, Number.MAX_SAFE_INTEGER]) {
      expect(fieldErrors(() => validatePaymentAmount({ amount, currency: 'NOK' }, nok))).toEqual({
        amount: ['is too large'],
      });
    }
    expect(fieldErrors(() => validatePaymentAmount({ amount: Number.NaN, currency: 'NOK' }, nok))).toEqual({
      amount: ['must be greater than 0'],
    });
  });
});

describe('exactMinorUnits', () => {
  it('gives back every whole number of minor units sent as its decimal form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (minor) => {
        const major = Number((minor / 100).toFixed(2));
        expect(exactMinorUnits(major, 'NOK')).toBe(minor);
      }),
    );
  });

  it('refuses any amount with a third decimal in a two-decimal currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 1, max: 9 }), (cents, thousandth) => {
        const major = Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${thousandth}`);
        expect(exactMinorUnits(major, 'NOK')).toBeNull();
      }),
    );
  });
});
