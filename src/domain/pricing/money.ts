/**
 * Money is integer minor units inside the service; the API shows numbers in major units with the
 * currency's decimals (NOK 2450.5 for 245050 øre). Conversions live here and nowhere else.
 */
const DECIMALS: Record<string, number> = { NOK: 2, EUR: 2, SEK: 2, DKK: 2, USD: 2, GBP: 2, CHF: 2, JPY: 0, ISK: 0 };

export function currencyDecimals(currency: string): number {
  return DECIMALS[currency] ?? 2;
}

/** Minor units to the API's number: 245050 NOK -> 2450.5 */
export function toMajor(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount ${minor} is not a whole number of minor units`);
  const factor = 10 ** currencyDecimals(currency);
  // Division of an integer by a power of ten yields the shortest decimal form JSON prints (2450.5, 12.34).
  return minor / factor;
}

/** Minor units as a decimal with the currency's places, exactly (no floating point): 245050 NOK -> "2450.50". */
export function toDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount ${minor} is not a whole number of minor units`);
  const places = currencyDecimals(currency);
  const digits = Math.abs(minor)
    .toString()
    .padStart(places + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return places === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** The API's number back to minor units (for tests and inputs): 2450.5 NOK -> 245050 */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDecimals(currency));
}

/** Rounds half away from zero: the rounding of commission and percentage surcharges. */
export function roundHalfUp(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** amount * pct / 100, rounded half up, in minor units. */
export function percentOf(amount: number, pct: number): number {
  return roundHalfUp((amount * pct) / 100);
}

/** amount * bps / 10000, rounded half up, in minor units. */
export function basisPointsOf(amount: number, bps: number): number {
  return roundHalfUp((amount * bps) / 10_000);
}
