/**
 * The payment block and the cancellation fee policy of lifecycle.md, as pure functions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationFee,
  cancellationTerms,
  daysBeforeDeparture,
  dueInstants,
  paymentBlock,
  type PaymentInput,
} from '../../src/domain/bookings/index.js';
import { STANDARD_FARE_RULES } from '../../src/domain/pricing/fare-rules.js';

const CONFIRMED = new Date('2027-01-05T09:00:00Z');
const base: PaymentInput = {
  currency: 'NOK',
  totalMinor: 1_000_050,
  paidMinor: 0,
  depositDueAt: new Date('2027-01-12T09:00:00Z'),
  depositPercent: 20,
  balanceDueAt: new Date('2027-03-01T09:00:00Z'),
  cancellation: null,
};

describe('the payment schedule (V1 rule)', () => {
  it('is due 7 days after confirm for the deposit and 60 days before departure for the balance', () => {
    const departure = new Date('2027-06-01T20:30:00Z');
    const { depositDueAt, balanceDueAt } = dueInstants(CONFIRMED, departure);
    expect(depositDueAt.toISOString()).toBe('2027-01-12T09:00:00.000Z');
    expect(balanceDueAt.toISOString()).toBe('2027-04-02T20:30:00.000Z');
  });

  it('moves the balance to confirm when 60 days before departure is past, and never lets the deposit fall after it', () => {
    const departure = new Date('2027-01-10T21:30:00Z');
    const { depositDueAt, balanceDueAt } = dueInstants(CONFIRMED, departure);
    expect(balanceDueAt.toISOString()).toBe(CONFIRMED.toISOString());
    expect(depositDueAt.toISOString()).toBe(CONFIRMED.toISOString());
  });
});

describe('paymentBlock', () => {
  it('shows the deposit as 20 % half up in the currency, and UNPAID before any payment', () => {
    // 20 % of 10000.50 NOK is 2000.10; of 2.5 minor units (12.5 -> 13) half up.
    expect(paymentBlock(base)).toEqual({
      currency: 'NOK',
      totalPrice: 10000.5,
      paidAmount: 0,
      balance: 10000.5,
      depositAmount: 2000.1,
      depositDueByUtc: '2027-01-12T09:00:00.000Z',
      balanceDueByUtc: '2027-03-01T09:00:00.000Z',
      status: 'UNPAID',
    });
    expect(paymentBlock({ ...base, totalMinor: 1_000_065 }).depositAmount).toBe(2000.13);
  });

  it('moves UNPAID -> DEPOSIT_PAID -> PAID as payments cover the deposit and the balance', () => {
    expect(paymentBlock({ ...base, paidMinor: 200_009 }).status).toBe('UNPAID');
    expect(paymentBlock({ ...base, paidMinor: 200_010 })).toMatchObject({ status: 'DEPOSIT_PAID', balance: 8000.4 });
    expect(paymentBlock({ ...base, paidMinor: 1_000_050 })).toMatchObject({ status: 'PAID', balance: 0 });
  });

  it('answers REFUND_DUE when an amendment lowered the total below what was paid', () => {
    expect(paymentBlock({ ...base, totalMinor: 900_000, paidMinor: 1_000_050 })).toMatchObject({
      status: 'REFUND_DUE',
      balance: 0,
    });
  });

  it('once cancelled owes the fee: REFUND_DUE, UNPAID or SETTLED', () => {
    const cancelled = (paid: number, fee: number) =>
      paymentBlock({ ...base, paidMinor: paid, cancellation: { feeMinor: fee, ...settle(fee, paid) } });
    const settle = (fee: number, paid: number) => ({
      refundMinor: Math.max(0, paid - fee),
      dueMinor: Math.max(0, fee - paid),
    });
    expect(cancelled(300_000, 200_010)).toMatchObject({ status: 'REFUND_DUE', balance: 0 });
    expect(cancelled(100_000, 200_010)).toMatchObject({ status: 'UNPAID', balance: 1000.1 });
    expect(cancelled(200_010, 200_010)).toMatchObject({ status: 'SETTLED', balance: 0 });
  });

  it('keeps yen whole (no decimals)', () => {
    expect(paymentBlock({ ...base, currency: 'JPY', totalMinor: 12_345 })).toMatchObject({
      totalPrice: 12345,
      depositAmount: 2469,
    });
  });
});

describe('the cancellation fee policy (STANDARD’s tiers)', () => {
  it('charges the deposit from 90 days, 50 % from 60, 75 % from 30, everything under 30', () => {
    const total = 1_000_050;
    expect(cancellationFee(STANDARD_FARE_RULES, total, 200)).toBe(200_010);
    expect(cancellationFee(STANDARD_FARE_RULES, total, 90)).toBe(200_010);
    expect(cancellationFee(STANDARD_FARE_RULES, total, 89)).toBe(500_025);
    expect(cancellationFee(STANDARD_FARE_RULES, total, 60)).toBe(500_025);
    expect(cancellationFee(STANDARD_FARE_RULES, total, 59)).toBe(750_038); // 750037.5 half up
    expect(cancellationFee(STANDARD_FARE_RULES, total, 30)).toBe(750_038);
    expect(cancellationFee(STANDARD_FARE_RULES, total, 29)).toBe(total);
    expect(cancellationFee(STANDARD_FARE_RULES, total, 0)).toBe(total);
  });

  it('counts whole days between the local dates, not 24-hour periods', () => {
    // 23:30 in Oslo on 2027-01-09 is 22:30Z; the departure date 2027-01-10 is 1 day away, not 0.
    expect(daysBeforeDeparture(new Date('2027-01-09T22:30:00Z'), '2027-01-10T22:30:00', 'Europe/Oslo')).toBe(1);
    // 00:30 in Oslo on 2027-01-10 (23:30Z on the 9th) is the departure day: 0.
    expect(daysBeforeDeparture(new Date('2027-01-09T23:30:00Z'), '2027-01-10T22:30:00', 'Europe/Oslo')).toBe(0);
    // Across the change to summer time: still calendar days.
    expect(daysBeforeDeparture(new Date('2027-03-01T12:00:00Z'), '2027-05-30T08:00:00', 'Europe/Oslo')).toBe(90);
  });

  it('fee + refund - due equals what was paid, and neither refund nor due is negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 60_000_000 }),
        fc.integer({ min: -5, max: 400 }),
        (total, paid, days) => {
          const t = cancellationTerms({ fare: STANDARD_FARE_RULES, totalMinor: total, paidMinor: paid, days });
          expect(t.feeMinor + t.refundMinor - t.dueMinor).toBe(paid);
          expect(t.refundMinor).toBeGreaterThanOrEqual(0);
          expect(t.dueMinor).toBeGreaterThanOrEqual(0);
          expect(t.refundMinor === 0 || t.dueMinor === 0).toBe(true);
          expect(Number.isInteger(t.feeMinor)).toBe(true);
          expect(t.feeMinor).toBeGreaterThanOrEqual(0);
          expect(t.feeMinor).toBeLessThanOrEqual(total);
        },
      ),
    );
  });

  it('never charges less closer to departure (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: -5, max: 400 }), (total, days) => {
        expect(cancellationFee(STANDARD_FARE_RULES, total, days)).toBeGreaterThanOrEqual(
          cancellationFee(STANDARD_FARE_RULES, total, days + 1),
        );
      }),
    );
  });
});
