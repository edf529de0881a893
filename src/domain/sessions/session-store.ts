/**
 * V2 sessions live in the database so that several instances share them. A session is live while
 * `expires_at` is after the clock's now and it has not ended (confirm ends it). Writes that section 3.1
 * lists reset the idle timer; reads do not. Anything else about a session that is not live is 404.
 *
 * Whatever resets the idle timer, a session lives at most SESSION_MAX_SECONDS after its search
 * (created_at; contract, "Fair use (V2)"): otherwise a partner listing cabin numbers every few minutes
 * would hold its cabins forever. `expires_at` is always the earlier of the two, so X-Session-Expires-At,
 * liveness and the inventory's view of a hold need no second rule.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import { compiledStatement, queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import { createGroupWriter, type GroupWriter } from '../../platform/db/group-write.js';
import type { TableRow } from '../../platform/db/table-row.js';
import { sessions } from './schema.js';
import { AppError } from '../../kernel/errors.js';
import type { BookingType, RecordedLists, SessionContext } from './types.js';

export const SESSION_NOT_FOUND = 'Session expired or invalid.';

export interface SessionRecord {
  id: string;
  agencyId: string;
  bookingType: BookingType;
  market: string;
  currency: string;
  context: SessionContext;
  recorded: RecordedLists;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session id is a UUID; anything else cannot name a session (404 without a query). */
export const isSessionId = (value: string) => UUID.test(value);

export function sessionNotFound(): AppError {
  return new AppError(404, 'SESSION_NOT_FOUND', SESSION_NOT_FOUND);
}

export interface SessionStore {
  idleMs: number;
  /**
   * A new session, live for the idle timeout; `until` fixes its end instead (a change quote's holds live exactly
   * as long as the quote, domain/changes).
   */
  create(
    db: DbOrTx,
    input: Omit<SessionRecord, 'expiresAt' | 'recorded'> & { id: string; until?: Date },
  ): Promise<SessionRecord>;
  /**
   * A search's new session, as `create`, outside any transaction (`db` is the service's database, never a
   * transaction): its insert may share one statement and one commit with other searches' sessions
   * (platform/db/group-write.ts). Resolves once the row has committed.
   */
  open(db: Db, input: Omit<SessionRecord, 'expiresAt' | 'recorded'> & { id: string }): Promise<SessionRecord>;
  /** The live session of this agency, or 404. `forUpdate` locks it for the rest of the transaction. */
  loadLive(db: DbOrTx, sessionId: string, agencyId: string, options?: { forUpdate?: boolean }): Promise<SessionRecord>;
  /** Resets the idle timer; returns the new expiry. 404 (rolling the write back) if the session expired meanwhile. */
  touch(db: DbOrTx, sessionId: string): Promise<Date>;
  saveRecorded(db: DbOrTx, sessionId: string, recorded: RecordedLists): Promise<void>;
  /** The lists recorded on a session, live or not (a confirmed booking's cabin-number listings live there). */
  recordedOf(db: DbOrTx, sessionId: string): Promise<RecordedLists>;
  /** Ends the session for good (confirm). */
  end(db: DbOrTx, sessionId: string): Promise<void>;
  /** Sandbox helper: expire the session now. */
  expireNow(db: DbOrTx, sessionId: string): Promise<void>;
}

export function createSessionStore(deps: { clock: Clock; idleSeconds: number; maxSeconds: number }): SessionStore {
  const idleMs = deps.idleSeconds * 1000;
  const maxMs = deps.maxSeconds * 1000;
  /** The idle expiry from `now`, but never past the session's absolute end. */
  const expiry = (now: Date, createdAt: Date) =>
    new Date(Math.min(now.getTime() + idleMs, createdAt.getTime() + maxMs));

  const openerOf = sessionOpeners();

  return {
    idleMs,

    async open(db, input) {
      const now = deps.clock.now();
      const expiresAt = expiry(now, now);
      await openerOf(db).write({
        id: input.id,
        agency_id: input.agencyId,
        booking_type: input.bookingType,
        market: input.market,
        currency: input.currency,
        context: input.context,
        expires_at: expiresAt.toISOString(),
        created_at: now.toISOString(),
      });
      return { ...input, recorded: {}, expiresAt };
    },

    async create(db, { until, ...input }) {
      const now = deps.clock.now();
      const expiresAt = until ?? expiry(now, now);
      // Raw and named (a prepared statement on PostgreSQL): one of the three statements of every search.
      await queryRows(
        db,
        sessionInsertQuery({
          ...input,
          context: JSON.stringify(input.context),
          expiresAt: expiresAt.toISOString(),
          createdAt: now.toISOString(),
        }),
        'session_insert',
      );
      return { ...input, recorded: {}, expiresAt };
    },

    async loadLive(db, sessionId, agencyId, options = {}) {
      if (!UUID.test(sessionId)) throw sessionNotFound();
      // Every V2 write starts here: a named statement (two texts, with and without the lock).
      const [row] = await sessionLoads[options.forUpdate ? 'locked' : 'plain']<
        Pick<
          TableRow<typeof sessions>,
          | 'id'
          | 'agency_id'
          | 'booking_type'
          | 'market'
          | 'currency'
          | 'context'
          | 'recorded'
          | 'expires_at'
          | 'ended_at'
        >
      >(db, sessionId, agencyId);
      // Another agency's session does not exist for this one: the same 404 as an unknown id.
      const expiresAt = row ? new Date(row.expires_at) : undefined;
      if (!row || !expiresAt || row.ended_at !== null || expiresAt.getTime() <= deps.clock.now().getTime()) {
        throw sessionNotFound();
      }
      return {
        id: row.id,
        agencyId: row.agency_id,
        bookingType: row.booking_type as BookingType,
        market: row.market,
        currency: row.currency,
        context: row.context as SessionContext,
        recorded: row.recorded as RecordedLists,
        expiresAt,
      };
    },

    async touch(db, sessionId) {
      // Only a session still live now: a write that began before the expiry and reached this point after it
      // must not revive the session, since others have treated its holds as free since the expiry. Throwing
      // rolls the whole write back.
      const now = deps.clock.now();
      const idleEnd = new Date(now.getTime() + idleMs).toISOString();
      const [updated] = await queryRows<Pick<TableRow<typeof sessions>, 'expires_at'>>(
        db,
        sessionTouchQuery(sessionId, idleEnd, deps.maxSeconds, now.toISOString()),
        'session_touch',
      );
      if (!updated) throw sessionNotFound();
      return new Date(updated.expires_at);
    },

    async saveRecorded(db, sessionId, recorded) {
      await db.update(sessions).set({ recorded }).where(eq(sessions.id, sessionId));
    },

    async recordedOf(db, sessionId) {
      const [row] = await db.select({ recorded: sessions.recorded }).from(sessions).where(eq(sessions.id, sessionId));
      return (row?.recorded ?? {}) as RecordedLists;
    },

    async end(db, sessionId) {
      const now = deps.clock.now();
      await db.update(sessions).set({ endedAt: now, expiresAt: now }).where(eq(sessions.id, sessionId));
    },

    async expireNow(db, sessionId) {
      await db.update(sessions).set({ expiresAt: deps.clock.now() }).where(eq(sessions.id, sessionId));
    },
  };
}

/**
 * The statements of a session's create, load and touch, exported for the benchmark's pgbench scripts
 * (bench/sql-scripts.ts), which run these texts: values are the parameters as sent (`context` as JSON text,
 * instants as ISO text).
 */
export const sessionInsertQuery = (v: {
  id: string;
  agencyId: string;
  bookingType: string;
  market: string;
  currency: string;
  context: string;
  expiresAt: string;
  createdAt: string;
}): SQL =>
  sql`insert into sessions (id, agency_id, booking_type, market, currency, context, recorded, expires_at, created_at)
            values (${v.id}, ${v.agencyId}, ${v.bookingType}, ${v.market}, ${v.currency},
                    ${v.context}::jsonb, '{}'::jsonb, ${v.expiresAt}::timestamptz,
                    ${v.createdAt}::timestamptz)`;

/**
 * Search's session inserts, grouped (platform/db/group-write.ts): one group writer per database handle (an app
 * has one; tests build several apps in one process).
 */
function sessionOpeners(): (db: Db) => GroupWriter<SessionInsertRow> {
  const openers = new WeakMap<Db, GroupWriter<SessionInsertRow>>();
  return (db) => {
    let writer = openers.get(db);
    if (!writer) {
      writer = createGroupWriter({
        writeRows: async (rows: SessionInsertRow[]) => {
          await sessionsInsert(db, JSON.stringify(rows));
        },
      });
      openers.set(db, writer);
    }
    return writer;
  };
}

const sessionsInsert = compiledStatement('sessions_insert', (rows: string) => sessionsInsertQuery(rows));
/** Every V2 write starts with one of these: two texts (with and without the lock), each compiled once. */
const sessionLoads = {
  plain: compiledStatement('session_load', (sessionId: string, agencyId: string) =>
    sessionLoadQuery(sessionId, agencyId, false),
  ),
  locked: compiledStatement('session_load', (sessionId: string, agencyId: string) =>
    sessionLoadQuery(sessionId, agencyId, true),
  ),
};

/** A session's row as `sessionsInsertQuery` takes it, in a JSON array. */
interface SessionInsertRow {
  id: string;
  agency_id: string;
  booking_type: string;
  market: string;
  currency: string;
  context: SessionContext;
  expires_at: string;
  created_at: string;
}

/**
 * Several sessions in one statement: `rows` is a JSON array of SessionInsertRow. One text for any number of rows,
 * so that it is one named statement (a row count in the text would make a statement per count).
 */
export const sessionsInsertQuery = (rows: string): SQL =>
  sql`insert into sessions (id, agency_id, booking_type, market, currency, context, recorded, expires_at, created_at)
            select id, agency_id, booking_type, market, currency, context, '{}'::jsonb, expires_at, created_at
            from jsonb_to_recordset(${rows}::jsonb) as r(id uuid, agency_id uuid, booking_type text, market text,
                 currency text, context jsonb, expires_at timestamptz, created_at timestamptz)`;

export const sessionLoadQuery = (sessionId: string, agencyId: string, forUpdate: boolean): SQL =>
  sql`select id, agency_id, booking_type, market, currency, context, recorded, expires_at, ended_at
            from sessions where id = ${sessionId} and agency_id = ${agencyId}
            ${forUpdate ? sql`for update` : sql``}`;

/** The touch: a live session's expiry moved to `idleEnd`, never past `maxSeconds` after its creation. */
export const sessionTouchQuery = (sessionId: string, idleEnd: string, maxSeconds: number, now: string): SQL =>
  sql`update sessions
            set expires_at = least(${idleEnd}::timestamptz, created_at + ${`${maxSeconds} seconds`}::interval)
            where id = ${sessionId} and expires_at > ${now}::timestamptz and ended_at is null
            returning expires_at`;

/** The ids of the sessions expired at `cutoff` (an ISO instant), as a subquery (housekeeping's purge). */
export const expiredSessionIds = (cutoff: string): SQL =>
  sql`(select id from sessions where expires_at <= ${cutoff}::timestamptz)`;

/**
 * Deletes the sessions expired at `cutoff` that nothing holds on to; returns how many. `heldBy` says, for a
 * session's id, whether a row still refers to it (a booking of the session): the caller names that table,
 * which belongs to a layer above this one.
 */
export async function deleteExpiredSessions(
  db: DbOrTx,
  cutoff: string,
  heldBy: (sessionId: SQL) => SQL,
): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from sessions s where s.expires_at <= ${cutoff}::timestamptz
        and not ${heldBy(sql`s.id`)} returning id`,
  );
  return rows.length;
}
