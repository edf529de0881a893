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
