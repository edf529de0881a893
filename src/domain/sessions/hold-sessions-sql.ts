/**
 * The sessions' answer to inventory's HoldSessions (inventory/hold-sessions.ts): what a hold's session says about
 * the hold, as SQL inventory composes into its own statements (search's availability, create's holds), so that
 * only sessions/ names the sessions table and liveness costs no round trip.
 *
 * A hold is live while its session's expiry is after now: ending a session (session-store.ts `end`) sets its
 * expiry to then, so the expiry alone decides. The fragments keep the layout they had when inventory wrote its
 * statements whole, so the text sent, and the benchmark's pgbench scripts (bench/sql-scripts.ts), did not change.
 */
import { sql } from 'drizzle-orm';
import type { HoldSessions } from '../inventory/hold-sessions.js';

export const holdSessions: HoldSessions = {
  live: (sessionId, nowIso) =>
    sql`exists (select 1 from sessions s where s.id = ${sessionId} and s.expires_at > ${nowIso}::timestamptz)`,
  expiredLocked: (sessionIds, nowIso) =>
    sql`select s.id from sessions s
          where s.expires_at <= ${nowIso}::timestamptz
            and s.id in (${sessionIds})
          order by s.id
          for update of s`,
  earliestExpiry: (sessionIds, nowIso) =>
    sql`(select min(s.expires_at) from sessions s
                where s.expires_at > ${nowIso}::timestamptz and s.id in (${sessionIds}))`,
};
