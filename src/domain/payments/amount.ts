/**
 * The rules of a payment's amount, as a pure function (no database, no clock): the API takes a number in
 * major units with the currency's decimals (NOK 1000.5); inside, integer minor units. A payment must be in
 * the booking's currency, above zero, expressible in whole minor units, and no more than the balance.
 */
import { FieldErrorCollector } from '../../kernel/errors.js';
import { currencyDecimals, toMajor } from '../pricing/money.js';

export interface PaymentAmountInput {
  amount: number;
  currency: string;
}

export interface PayableBooking {
  currency: string;
  /**
   * The most the amount may be, in minor units: what is still owed (total − paid, never below 0; once
   * cancelled, the fee's amount due), or for a refund what is due to be refunded.
   */
  balanceMinor: number;
  /** What the limit is called in the refusal: the balance (a payment) or the refund due (a refund). */
  limit?: 'balance' | 'refund due';
}

/**
 * `major` in whole minor units of `currency`, or null when it has more decimals than the currency has
 * (10.005 NOK) or is too large to count exactly. Multiplying by a power of ten is not exact in binary
 * (0.29 * 100 = 28.999…), so the candidate is rounded, then divided back: the division of an integer by a
 * power of ten gives the double nearest the decimal, which is the number that was sent exactly when the
 * amount had no more decimals than allowed.
 */
export function exactMinorUnits(major: number, currency: string): number | null {
  if (!Number.isFinite(major)) return null;
  const factor = 10 ** currencyDecimals(currency);
  const minor = Math.round(major * factor);
  if (!Number.isSafeInteger(minor)) return null;
  return minor / factor === major ? minor : null;
}

/**
 * Checks a payment against the booking and returns its amount in minor units; otherwise throws one 400
 * VALIDATION_FAILED naming every field that breaks a rule (`amount`, `currency`).
 */
export function validatePaymentAmount(input: PaymentAmountInput, booking: PayableBooking): number {
  const errors = new FieldErrorCollector();
  const { currency } = booking;
  if (input.currency !== currency) errors.add('currency', `must be ${currency}, the currency of the booking`);
  const decimals = currencyDecimals(currency);
  const minor = exactMinorUnits(input.amount, currency);
  if (!(input.amount > 0)) {
    errors.add('amount', 'must be greater than 0');
  } else if (!Number.isSafeInteger(Math.round(input.amount * 10 ** decimals))) {
    errors.add('amount', 'is too large');
  } else if (minor === null) {
    errors.add(
      'amount',
      decimals === 0
        ? `must be a whole number of ${currency} (it has no decimals)`
        : `must have at most ${decimals} decimals in ${currency}`,
    );
  } else if (input.currency === currency && minor > booking.balanceMinor) {
    // (In another currency the comparison means nothing; the currency error says what is wrong.)
    const limit = booking.limit ?? 'balance';
    const nothing = limit === 'balance' ? 'nothing is owed on this booking' : 'nothing is due to be refunded';
    errors.add(
      'amount',
      booking.balanceMinor === 0
        ? `must not exceed the ${limit}, which is 0: ${nothing}`
        : `must not exceed the ${limit} of ${toMajor(booking.balanceMinor, currency)} ${currency}`,
    );
  }
  errors.throwIfAny('The payment is not valid.');
  return minor!;
}
