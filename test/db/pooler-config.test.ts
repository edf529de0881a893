/**
 * DATABASE_POOLER (src/kernel/config.ts): what the service is told about a pooler in front of PostgreSQL, checked at
 * start with a message naming the variable and the rule.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';

const URL = { DATABASE_URL: 'postgres://berth@127.0.0.1:6432/berth' };

describe('DATABASE_POOLER', () => {
  it('is none unless set; session and transaction are taken with DATABASE_URL', () => {
    expect(loadConfig(URL).databasePooler).toBe('none');
    expect(loadConfig({ ...URL, DATABASE_POOLER: 'session' }).databasePooler).toBe('session');
    expect(loadConfig({ ...URL, DATABASE_POOLER: 'transaction' }).databasePooler).toBe('transaction');
  });

  it('refuses another value, naming the ones it takes', () => {
    expect(() => loadConfig({ ...URL, DATABASE_POOLER: 'statement' })).toThrow(
      'DATABASE_POOLER must be one of none, session, transaction (got "statement")',
    );
  });

  it('refuses a pooler for the embedded database', () => {
    expect(() => loadConfig({ DATABASE_POOLER: 'transaction' })).toThrow(
      'DATABASE_POOLER=transaction needs DATABASE_URL (the embedded database has no pooler)',
    );
  });
});
