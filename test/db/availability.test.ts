/**
 * Which failures are the database's (db/availability.ts), and when the calls' failures make an instance unready.
 */
import { describe, expect, it } from 'vitest';
import { databaseFault, DatabaseWriteHealth } from '../../src/platform/db/availability.js';

const pgError = (code: string) => Object.assign(new Error('from the server'), { code });
/** Drizzle wraps the driver's error: the SQLSTATE is the cause's. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: ...'), { cause });

describe('databaseFault', () => {
  it.each([
    ['57P01', 'unavailable'], // admin_shutdown: pg_ctl stop -m fast
    ['57P03', 'unavailable'], // cannot_connect_now: recovering
    ['53100', 'unavailable'], // disk_full
    ['53300', 'unavailable'], // too_many_connections
    ['08006', 'unavailable'], // connection_failure
    ['25006', 'unavailable'], // read_only_sql_transaction
    ['26000', 'unavailable'], // a named statement behind a transaction pooler
    ['58030', 'unavailable'], // io_error
    ['55P03', 'busy'], // lock_not_available: lock_timeout
    ['57014', 'busy'], // query_canceled: statement_timeout
    ['40P01', 'busy'], // deadlock left after the retries
  ])('SQLSTATE %s is %s', (code, fault) => {
    expect(databaseFault(wrapped(pgError(code)))).toBe(fault);
  });

  it.each(['23505', '23P01', '22021', '42P01', '22P02'])('SQLSTATE %s is no fault of the database', (code) => {
    expect(databaseFault(wrapped(pgError(code)))).toBeUndefined();
  });

  it("knows the driver's and the socket's errors, which carry no SQLSTATE", () => {
    expect(databaseFault(wrapped(new Error('Connection terminated unexpectedly')))).toBe('unavailable');
    expect(databaseFault(new Error('timeout exceeded when trying to connect'))).toBe('unavailable');
    expect(
      databaseFault(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe('unavailable');
    expect(databaseFault(new Error('Cannot read properties of undefined'))).toBeUndefined();
    expect(databaseFault(new TypeError('x is not a function'))).toBeUndefined();
  });
});

describe('DatabaseWriteHealth', () => {
  it('is unready after three failures in a row with no write between them, for 10 s after the last', () => {
    let now = 0;
    const health = new DatabaseWriteHealth(() => now);
    const disk = wrapped(pgError('53100'));
    health.failed(disk);
    health.failed(disk);
    expect(health.unreadyReason()).toBeUndefined();
    health.failed(disk);
    expect(health.unreadyReason()).toMatch(/last 3 calls failed in the database \(53100\)/);
    now += 10_000;
    expect(health.unreadyReason()).toBeDefined();
    now += 1;
    expect(health.unreadyReason()).toBeUndefined();
  });

  it('is ready again as soon as a write goes through', () => {
    const health = new DatabaseWriteHealth(() => 0);
    for (let i = 0; i < 5; i++) health.failed(new Error('Connection terminated unexpectedly'));
    expect(health.unreadyReason()).toMatch(/Connection terminated unexpectedly/);
    health.wrote();
    expect(health.unreadyReason()).toBeUndefined();
    health.failed(new Error('Connection terminated unexpectedly'));
    expect(health.unreadyReason()).toBeUndefined();
  });
});
