/**
 * What the booking's statements read of its session (liveness, expiry, the search's guests), as SQL the caller
 * composes into its own statement: one round trip, and only sessions/ names the sessions table. "Live" is the
 * session store's rule (session-store.ts): not ended, and its expiry after the clock's now.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { sessions } from './schema.js';
import type { TableRow } from '../../platform/db/table-row.js';
import type { SessionGuest } from './types.js';

/** A session's row as a raw query returns it (platform/db/table-row.ts): the types of the columns below. */
export type SessionRow = TableRow<typeof sessions>;

/** SQL condition: the session `sessionId` is live at `now` (ISO text): neither ended nor expired. */
export const sessionIsLive = (sessionId: SQLWrapper, now: string): SQL =>
  sql`exists (select 1 from sessions where id = ${sessionId} and ended_at is null and expires_at > ${now}::timestamptz)`;

/** SQL condition: the session `sessionId` has not ended (it may have expired). */
export const sessionNotEnded = (sessionId: SQLWrapper): SQL =>
  sql`exists (select 1 from sessions where id = ${sessionId} and ended_at is null)`;

/** SQL: the guests of the session's search (its context's `guests`). */
export const sessionGuestsOf = (sessionId: SQLWrapper): SQL<SessionGuest[]> =>
  sql`(select context->'guests' from sessions where id = ${sessionId})`;

/**
 * SQL relation (for the caller's `from` or `join`, under its alias): the session `sessionId` if it is the
 * agency's, with its id, booking type, expiry and end. Empty for an unknown session or another agency's.
 */
export const agencySessionSql = (sessionId: string, agencyId: string): SQL =>
  sql`(select id, booking_type, expires_at, ended_at from sessions where id = ${sessionId} and agency_id = ${agencyId})`;

/**
 * SQL relation: the sessions among `sessionIds` (an SQL uuid[]), with their agency, booking type, expiry and end:
 * several callers' sessions in one statement, each caller checking its agency (agencySessionSql's rule) itself.
 */
export const sessionsAmongSql = (sessionIds: SQLWrapper): SQL =>
  sql`(select id, agency_id, booking_type, expires_at, ended_at from sessions where id = any(${sessionIds}))`;

/**
 * SQL relation: every session's id, expiry and end, to join on its id. A lock through its alias
 * (`for update of s`) locks the session's row: the relation is the table's own rows.
 */
export const SESSION_EXPIRIES: SQL = sql`(select id, expires_at, ended_at from sessions)`;
