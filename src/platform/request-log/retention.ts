/**
 * The request log is kept by time (REQUEST_LOG_RETENTION_DAYS, default 14), not by count: under load a
 * count kept minutes, and support needs yesterday's calls. Housekeeping calls this every ten minutes; it
 * deletes in batches so that a day's backlog does not hold one long transaction (the `at` index finds them).
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import { queryRows, type Db } from '../db/client.js';
import type { apiRequestLog } from './schema.js';
import type { TableRow } from '../db/table-row.js';

const BATCH = 5000;
export const DEFAULT_REQUEST_LOG_RETENTION_DAYS = 14;

/** Deletes the calls older than `days`; answers how many. */
export async function removeOldRequests(db: Db, clock: Clock, days: number): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - days * 86_400_000).toISOString();
  let removed = 0;
  for (;;) {
    const rows = await queryRows<Pick<TableRow<typeof apiRequestLog>, 'id'>>(
      db,
      sql`delete from api_request_log where id in
            (select id from api_request_log where at < ${cutoff}::timestamptz limit ${BATCH})
          returning id`,
    );
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}
