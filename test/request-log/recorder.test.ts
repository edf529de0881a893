/**
 * The API request log (request-log/recorder.ts): every V1/V2 call attributed to an agency is written in
 * batches off the request path, with its error code and correlation id, including calls refused for a wrong
 * user key; the newest 1,000 per agency are kept; the user key's last use is recorded; a call without a
 * valid token, and the portal's pages, are not logged.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { createRequestLogRecorder, recentRequests, REQUEST_LOG_KEPT_PER_AGENCY } from '../../src/request-log/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sandboxAuth } from '../support/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_LOG_FLUSH_MS: '50' } });
});
afterAll(async () => t?.close());

async function agencyId(clientId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.tdb.database.db,
    sql`select id from agencies where client_id = ${clientId}`,
  );
  return row!.id;
}

/** The agency's log once it holds `count` rows (the app writes it every 50 ms here). */
async function logOnceItHolds(clientId: string, count: number) {
  const id = await agencyId(clientId);
  for (let i = 0; i < 100; i++) {
    const rows = await recentRequests(t.tdb.database.db, id, { limit: 2000, offset: 0 });
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return recentRequests(t.tdb.database.db, id, { limit: 2000, offset: 0 });
}

describe('the request log', () => {
  it("records the agency's accepted and refused calls with status, error code and correlation id; no query string", async () => {
    const auth = await sandboxAuth(t.app, 2);
    const call = (correlationId: string, query: Record<string, string>, headers = auth.headers) =>
      t.app.inject({ url: '/api/v2/refdata/ports', headers: { ...headers, 'x-correlation-id': correlationId }, query });
    expect((await call('log-ok', auth.query)).statusCode).toBe(200);
    expect((await call('log-key', { user_key: 'uk_wrong' })).statusCode).toBe(403);
    expect((await call('log-no-token', auth.query, {} as typeof auth.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/portal' })).statusCode).toBe(200);

    const rows = await logOnceItHolds('sandbox-agency-2', 2);
    await new Promise((resolve) => setTimeout(resolve, 200)); // anything else would have been written by now
    const again = await recentRequests(t.tdb.database.db, await agencyId('sandbox-agency-2'), { limit: 10, offset: 0 });
    expect(again).toHaveLength(2);
    expect(rows.map((r) => [r.method, r.path, r.status, r.errorCode, r.correlationId])).toEqual([
      ['GET', '/api/v2/refdata/ports', 403, 'USER_KEY_INVALID', 'log-key'],
      ['GET', '/api/v2/refdata/ports', 200, null, 'log-ok'],
    ]);
    expect(rows[0]!.durationMs).toBeGreaterThanOrEqual(0);

    // The key used for the accepted call has its last use.
    const [key] = await queryRows<{ last_used_at: Date | null }>(
      t.tdb.database.db,
      sql`select k.last_used_at from agency_user_keys k join agencies a on a.id = k.agency_id
          where a.client_id = 'sandbox-agency-2' and not k.is_legacy`,
    );
    expect(key!.last_used_at).not.toBeNull();
  });

  it(`keeps the newest ${REQUEST_LOG_KEPT_PER_AGENCY} calls of an agency and leaves the others' alone`, async () => {
    const db = t.tdb.database.db;
    const [one, two] = [await agencyId('sandbox-agency'), await agencyId('sandbox-agency-2')];
    const before = await recentRequests(db, two, { limit: 2000, offset: 0 });
    const recorder = createRequestLogRecorder({ db, flushMs: 60_000, log: { warn: () => {} } });
    const entry = (n: number) => ({
      agency: { id: one },
      userKeyId: undefined,
      at: new Date(),
      method: 'GET',
      path: `/api/v2/bookings/${n}`,
      status: 200,
      durationMs: 1,
      errorCode: null,
      correlationId: `c-${n}`,
    });
    for (let n = 0; n < 700; n++) recorder.record(entry(n));
    await recorder.flush();
    for (let n = 700; n < 1250; n++) recorder.record(entry(n));
    await recorder.close();
    const rows = await recentRequests(db, one, { limit: 2000, offset: 0 });
    expect(rows).toHaveLength(REQUEST_LOG_KEPT_PER_AGENCY);
    expect(rows[0]!.correlationId).toBe('c-1249');
    expect(rows.at(-1)!.correlationId).toBe(`c-${1250 - REQUEST_LOG_KEPT_PER_AGENCY}`);
    expect(await recentRequests(db, two, { limit: 2000, offset: 0 })).toEqual(before);
  });
});
