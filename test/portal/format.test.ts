import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/kernel/errors.js';
import { portalFormat } from '../../src/channels/portal/format.js';
import { formErrorsOf } from '../../src/channels/portal/forms.js';

describe('portalFormat: one date-time format with the zone', () => {
  const fmt = portalFormat('Europe/Oslo');
  it('prints an instant and a catalogue wall-clock time the same way, in the operator zone', () => {
    expect(fmt.when(new Date('2026-12-04T03:35:00Z'))).toBe('4 Dec 2026 04:35 CET');
    expect(fmt.when('2027-07-10T20:30:00Z')).toBe('10 Jul 2027 22:30 CEST');
    expect(fmt.local('2027-01-10T22:30:00')).toBe('10 Jan 2027 22:30 CET');
    expect(fmt.local('2027-01-10 22:30:00')).toBe('10 Jan 2027 22:30 CET');
    expect(fmt.when(null)).toBe('never');
  });
  it('prints a date without a time', () => {
    expect(fmt.date('2027-01-10')).toBe('10 Jan 2027');
    expect(fmt.local('2027-01-10')).toBe('10 Jan 2027');
  });
  it('names a field in words for the error summary', () => {
    expect(fmt.fieldLabel('agencyReference')).toBe('Agency reference');
  });
});

describe('formErrorsOf', () => {
  it("leaves out the command line's echo of the input", () => {
    const error = new AppError(400, 'VALIDATION_FAILED', 'commission must be a percentage (got "12,5,5")', {
      commission: ['must be a percentage from 0 to 100 with at most 2 decimals (got "12,5,5")'],
    });
    expect(formErrorsOf(error, 'form', ['commission'])).toEqual({
      commission: 'must be a percentage from 0 to 100 with at most 2 decimals',
    });
  });
});
