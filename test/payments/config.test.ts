import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';

describe('payment configuration', () => {
  it('defaults: 72 hours of grace, the overdue job every minute', () => {
    expect(loadConfig({}).payments).toEqual({ graceHours: 72, overdueJobIntervalSeconds: 60 });
  });

  it('reads PAYMENT_GRACE_HOURS and OVERDUE_JOB_INTERVAL_SECONDS (0 is allowed: cancel at the due instant / job off here)', () => {
    expect(loadConfig({ PAYMENT_GRACE_HOURS: '0', OVERDUE_JOB_INTERVAL_SECONDS: '0' }).payments).toEqual({
      graceHours: 0,
      overdueJobIntervalSeconds: 0,
    });
    expect(loadConfig({ PAYMENT_GRACE_HOURS: '168' }).payments.graceHours).toBe(168);
  });

  it('refuses a value that is not a whole number in range, naming the variable', () => {
    for (const bad of ['-1', '1.5', 'three', '8761']) {
      expect(() => loadConfig({ PAYMENT_GRACE_HOURS: bad })).toThrow(
        /PAYMENT_GRACE_HOURS must be a whole number from 0 to 8760/,
      );
    }
    expect(() => loadConfig({ OVERDUE_JOB_INTERVAL_SECONDS: '3601' })).toThrow(/OVERDUE_JOB_INTERVAL_SECONDS/);
  });
});
