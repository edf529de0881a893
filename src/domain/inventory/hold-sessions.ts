/**
 * What inventory needs to know of the sessions its holds belong to: whether one is still live, and, before
 * counting, which have expired (their rows locked, so a write of theirs still in flight settles first). The
 * sessions table is sessions/' own and sits above this folder, so inventory declares what it asks here and
 * sessions/hold-sessions-sql.ts answers it; the caller hands that in (the booking domain and quotes import it,
 * main/services.ts passes it to the availability cache and the occupancy view).
 *
 * Each answer is a SQL fragment over the caller's column or subquery, composed into inventory's own statement:
 * these are the hottest statements (search's availability, create's holds), and liveness costs them no round trip.
 */
import type { SQL } from 'drizzle-orm';

export interface HoldSessions {
  /** SQL condition: the session `sessionId` (the caller's column) has not expired at `nowIso`. */
  live(sessionId: SQL, nowIso: string): SQL;
  /**
   * SQL query: the ids among `sessionIds` (a subquery) of the sessions expired at `nowIso`, their rows locked in
   * id order (`for update`), for a `where ... in (...)` or a statement of its own.
   */
  expiredLocked(sessionIds: SQL, nowIso: string): SQL;
  /** SQL expression: the earliest expiry after `nowIso` among the sessions of `sessionIds` (a subquery), or null. */
  earliestExpiry(sessionIds: SQL, nowIso: string): SQL;
}
