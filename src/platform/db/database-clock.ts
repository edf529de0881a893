/** The database's clock for an instance (clock.ts, DatabaseClock): read with clock_timestamp(), the time of reading. */
import { sql } from 'drizzle-orm';
import { DatabaseClock, systemClock, type Clock } from '../../kernel/clock.js';
import { queryRows, type Db } from './client.js';

/** The database's clock_timestamp() now. */
export async function readDatabaseClock(db: Db): Promise<Date> {
  const [row] = await queryRows<{ ms: number }>(
    db,
    sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  );
  return new Date(Number(row!.ms));
}

/**
 * Started: its first reading taken. `local` is the instance's own clock (a test passes a skewed one);
 * `onError` hears a later reading that failed.
 */
export function startDatabaseClock(
  db: Db,
  options: { local?: Clock; onError?: (error: unknown) => void } = {},
): Promise<DatabaseClock> {
  return new DatabaseClock(() => readDatabaseClock(db), options.local ?? systemClock, options.onError).start();
}

/** Read once, not kept in step: for a short-lived process (a CLI command, the cluster primary's seeding). */
export async function databaseClockOnce(db: Db): Promise<DatabaseClock> {
  const clock = new DatabaseClock(() => readDatabaseClock(db));
  await clock.sync();
  return clock;
}
