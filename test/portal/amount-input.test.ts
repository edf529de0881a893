import { describe, expect, it } from 'vitest';
import { parseAmountInput } from '../../src/channels/portal/amount-input.js';

const minor = (text: string, currency = 'NOK') => {
  const r = parseAmountInput(text, currency);
  return r.ok ? r.minor : r.message;
};

describe('parseAmountInput (a typed amount in minor units)', () => {
  it.each([
    ['12.50', 1250],
    ['12,5', 1250],
    ['12,50', 1250],
    ['1 000,50', 100050],
    ['1\u00a0000,50', 100050],
    ['1\u202f000,50', 100050],
    ['1.000,50', 100050],
    ['1,000.50', 100050],
    ['1000', 100000],
    ['1.000', 100000],
    ['1,000', 100000],
    ['1.000.000', 100000000],
    ["1'000.50", 100050],
    ['  7 ', 700],
    ['0,01', 1],
  ])('%j is %i øre', (text, expected) => {
    expect(minor(text)).toBe(expected);
  });

  it('reads a currency without decimals in whole units', () => {
    expect(minor('1 000', 'JPY')).toBe(1000);
    expect(minor('12,5', 'JPY')).toBe('must be a whole number of JPY');
  });

  it.each([
    ['', 'is missing: enter an amount such as 1 000,50 or 1000.50'],
    ['12.345', 1234500],
    ['1,2,3', 'is not an amount: write it such as 1 000,50 or 1000.50'],
    ['1.00.0', 'is not an amount: write it such as 1 000,50 or 1000.50'],
    ['10 00', 'is not an amount: write it such as 1 000,50 or 1000.50'],
    ['12,555', 1255500],
    ['0,001', 'can have at most 2 decimals in NOK'],
    ['12 kr', 'is not an amount: write it such as 1 000,50 or 1000.50'],
    ['-5', 'must be more than zero'],
    ['0', 'must be more than zero'],
    ['1e3', 'is not an amount: write it such as 1 000,50 or 1000.50'],
    ['99999999999999999999', 'is too large'],
  ])('%j: %s', (text, expected) => {
    expect(minor(text)).toBe(expected);
  });

  it('never quotes the raw input back in code form', () => {
    const r = parseAmountInput('12,5,5', 'NOK');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).not.toMatch(/got|"/);
  });
});
