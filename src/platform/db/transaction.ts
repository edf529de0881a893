import type { Db, Tx } from './client.js';

function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a driver error, looking through Drizzle's wrapping. */
export const sqlState = pgCode;

/** The name of the constraint a driver error violated, if any. */
export function violatedConstraint(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs fn in a transaction, again (up to `attempts` times) when PostgreSQL aborted it as a deadlock
 * victim or a serialization failure: those are safe to retry because nothing of the attempt was kept.
 */
export async function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      const code = pgCode(error);
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

/**
 * One unit of work: the transaction a channel opens and the services it calls join, so that what the channel
 * keeps with the change (the idempotent answer) commits with it or not at all. A service that must act at the
 * unit's edges registers it: `beforeCommit` runs when all the work is done, still inside the transaction (a
 * crash test's fault point); `afterCommit` once it committed (counters, the fault point after the commit).
 */
export interface UnitOfWork {
  readonly tx: Tx;
  beforeCommit(fn: () => void | Promise<void>): void;
  afterCommit(fn: () => void): void;
}

/** Opens units of work on one database: what a channel is given instead of the database. */
export type UnitsOfWork = <T>(work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

/**
 * Runs `work` in one unit of work (inTransaction: retried as a whole on a deadlock or a serialization failure,
 * each attempt with hooks of its own, so a rolled-back attempt's hooks never run).
 */
export async function withUnitOfWork<T>(db: Db, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  let after: (() => void)[] = [];
  const result = await inTransaction(db, async (tx) => {
    const before: (() => void | Promise<void>)[] = [];
    after = [];
    const value = await work({ tx, beforeCommit: (fn) => before.push(fn), afterCommit: (fn) => after.push(fn) });
    for (const fn of before) await fn();
    return value;
  });
  for (const fn of after) fn();
  return result;
}

export const unitsOfWork =
  (db: Db): UnitsOfWork =>
  (work) =>
    withUnitOfWork(db, work);
