/**
 * An amount as people type it into a form, in minor units. Staff in Norway write "1 000,50", elsewhere
 * "1.000,50" or "1,000.50", and anyone "12,5" or "12.50": all are accepted. Pure (no currency table lookups
 * beyond the number of decimals), so that every form that takes money reads it the same way.
 *
 * Which mark is the decimal one: the last of "." and "," when both occur; a mark that occurs more than once
 * groups thousands; a single mark followed by exactly three digits groups thousands too (no currency here has
 * three decimals, so "1.000" is a thousand, never one); otherwise it is the decimal mark. Spaces (ordinary,
 * no-break and narrow no-break, as Norwegian keyboards and spreadsheets produce them) and apostrophes
 * (Swiss "1'000") group thousands.
 */
import { currencyDecimals } from '../../domain/pricing/money.js';

export type AmountInput = { ok: true; minor: number } | { ok: false; message: string };

const GROUPING = /[\s\u00a0\u202f']/g;

/** The example every message gives, in the currency's own decimals. */
function example(decimals: number): string {
  return decimals === 0 ? '1 000' : `1 000,${'5'.padEnd(decimals, '0')} or 1000.${'5'.padEnd(decimals, '0')}`;
}

function splitDecimal(text: string): { whole: string; fraction: string } | null {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    const group = at === lastDot ? ',' : '.';
    const whole = text.slice(0, at);
    if (!wellGrouped(whole, group)) return null;
    return { whole: whole.split(group).join(''), fraction: text.slice(at + 1) };
  }
  const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (mark === null) return { whole: text, fraction: '' };
  const parts = text.split(mark);
  if (wellGrouped(text, mark)) return { whole: parts.join(''), fraction: '' };
  return parts.length === 2 ? { whole: parts[0]!, fraction: parts[1]! } : null;
}

/** "1.000.000" groups well; "1.00.0" does not (a typo, not a number to guess at). */
function wellGrouped(text: string, group: string): boolean {
  const parts = text.split(group);
  if (parts.length === 1) return true;
  return /^[1-9]\d{0,2}$/.test(parts[0]!) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
}

/** Reads `text` as an amount of `currency` in minor units; a message in words when it is not one. */
export function parseAmountInput(text: string, currency: string): AmountInput {
  const decimals = currencyDecimals(currency);
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: `is missing: enter an amount such as ${example(decimals)}` };
  if (trimmed.startsWith('-')) return { ok: false, message: 'must be more than zero' };
  const spaced = trimmed.split(/[\s\u00a0\u202f']+/);
  if (spaced.length > 1 && !spaced.slice(1).every((p) => /^\d{3}([.,]\d*)?$/.test(p))) {
    return { ok: false, message: `is not an amount: write it such as ${example(decimals)}` };
  }
  const split = splitDecimal(trimmed.replace(GROUPING, ''));
  if (!split || !/^\d+$/.test(split.whole) || !/^\d*$/.test(split.fraction)) {
    return { ok: false, message: `is not an amount: write it such as ${example(decimals)}` };
  }
  if (split.fraction.length > decimals) {
    return {
      ok: false,
      message:
        decimals === 0
          ? `must be a whole number of ${currency}`
          : `can have at most ${decimals} decimals in ${currency}`,
    };
  }
  const minor = Number(split.whole + split.fraction.padEnd(decimals, '0'));
  if (!Number.isSafeInteger(minor)) return { ok: false, message: 'is too large' };
  if (minor === 0) return { ok: false, message: 'must be more than zero' };
  return { ok: true, minor };
}
