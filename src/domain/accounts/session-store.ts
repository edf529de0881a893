/**
 * @fastify/session's store, in the database (`portal_sessions`): every instance on the database shares the
 * portal's sessions, so a load balancer needs no stickiness, and signing out or removing a user ends the
 * session everywhere at once (a signed or encrypted cookie, as @fastify/secure-session keeps it, could not
 * be revoked before it expires). One primary-key read per portal request, which the portal can afford. What
 * a session holds is the portal's (channels/portal/deps.ts declares it).
 */
import { sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { portalSessions } from '../../domain/accounts/schema.js';
import type { TableRow, Narrow } from '../../platform/db/table-row.js';

export function databaseSessionStore(db: Db, maxAgeMs: number): SessionStore {
  const callback =
    <T>(work: () => Promise<T>) =>
    (done: (error?: unknown, result?: T) => void) => {
      work().then(
        (result) => done(undefined, result),
        (error: unknown) => done(error),
      );
    };
  return {
    set(sessionId, session, done) {
      callback(async () => {
        const cookie = session.cookie as { expires?: Date | string | null } | undefined;
        // The cookie's expiry is on this instance's clock, and is read back against the database's now(): what
        // is stored is the time it has left, from the database's now (one clock for every instance; clock.ts).
        const leftMs = cookie?.expires ? new Date(cookie.expires).getTime() - Date.now() : maxAgeMs;
        await db.execute(
          sql`insert into portal_sessions (id, data, user_id, expires_at)
              values (${sessionId}, ${JSON.stringify(session)}::jsonb, ${session.userId ?? null},
                      now() + ${Math.round(leftMs)} * interval '1 millisecond')
              on conflict (id) do update set data = excluded.data, user_id = excluded.user_id,
                                             expires_at = excluded.expires_at`,
        );
      })(done);
    },
    get(sessionId, done) {
      callback(async () => {
        const [row] = await queryRows<Narrow<Pick<TableRow<typeof portalSessions>, 'data'>, { data: Session }>>(
          db,
          sql`select data from portal_sessions where id = ${sessionId} and expires_at > now()`,
        );
        return row?.data ?? null;
      })(done);
    },
    destroy(sessionId, done) {
      callback(async () => {
        await db.execute(sql`delete from portal_sessions where id = ${sessionId}`);
      })(done);
    },
  };
}

/** Removes expired sessions (housekeeping; an expired one is never read anyway). */
export async function removeExpiredPortalSessions(db: Db): Promise<number> {
  const rows = await queryRows<Pick<TableRow<typeof portalSessions>, 'id'>>(
    db,
    sql`delete from portal_sessions where expires_at <= now() returning id`,
  );
  return rows.length;
}

/**
 * Ends a user's sign-ins on every instance (a password changed or reset), except `keep` (the session of the
 * person who changed it, so they stay signed in where they did it).
 */
export async function endSessionsOf(db: Db, userId: string, keep?: string): Promise<number> {
  const rows = await queryRows<Pick<TableRow<typeof portalSessions>, 'id'>>(
    db,
    keep === undefined
      ? sql`delete from portal_sessions where user_id = ${userId} returning id`
      : sql`delete from portal_sessions where user_id = ${userId} and id <> ${keep} returning id`,
  );
  return rows.length;
}
