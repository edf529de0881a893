/**
 * The API request log (request-log/): every V1/V2 call attributed to an agency is written in batches off the
 * request path, with its time to the millisecond, masked query, and for a failed call the problem's code,
 * detail and field errors and its body with personal data and secrets masked, including calls refused for a
 * wrong user key; it is kept REQUEST_LOG_RETENTION_DAYS (housekeeping), not by count; the filters of the
 * portal's page; the user key's last use is recorded; a call without a valid token, and the portal's pages,
 * are not logged.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogAgencies } from '../../src/domain/auth/agency-store.js';
import { loadConfig } from '../../src/kernel/config.js';
import { queryRows } from '../../src/platform/db/client.js';
import { runHousekeeping } from '../../src/main/housekeeping.js';
import {
  createRequestLogRecorder,
  maskedQuery,
  searchRequests,
  type RequestLogEntry,
  type RequestLogFilters,
} from '../../src/platform/request-log/index.js';
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

const all = { limit: 5000, offset: 0 };
const find = async (clientId: string, filters: RequestLogFilters = {}) =>
  searchRequests(t.tdb.database.db, await agencyId(clientId), filters, all);

/** The agency's log once it holds `count` rows (the app writes it every 50 ms here). */
async function logOnceItHolds(clientId: string, count: number, filters: RequestLogFilters = {}) {
  for (let i = 0; i < 100; i++) {
    const rows = await find(clientId, filters);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return find(clientId, filters);
}

describe('the request log', () => {
  it("records the agency's accepted and refused calls with status, error code and correlation id; user_key masked", async () => {
    const auth = await sandboxAuth(t.app, 2);
    const call = (correlationId: string, query: Record<string, string>, headers = auth.headers) =>
      t.app.inject({ url: '/api/v2/refdata/ports', headers: { ...headers, 'x-correlation-id': correlationId }, query });
    expect((await call('log-ok', auth.query)).statusCode).toBe(200);
    expect((await call('log-key', { user_key: 'uk_wrong' })).statusCode).toBe(403);
    expect((await call('log-no-token', auth.query, {} as typeof auth.headers)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/portal' })).statusCode).toBe(200);

    const rows = await logOnceItHolds('sandbox-agency-2', 2);
    await new Promise((resolve) => setTimeout(resolve, 200)); // anything else would have been written by now
    expect(await find('sandbox-agency-2')).toHaveLength(2);
    expect(rows.map((r) => [r.method, r.path, r.query, r.status, r.errorCode, r.correlationId])).toEqual([
      ['GET', '/api/v2/refdata/ports', 'user_key=***', 403, 'USER_KEY_INVALID', 'log-key'],
      ['GET', '/api/v2/refdata/ports', 'user_key=***', 200, null, 'log-ok'],
    ]);
    expect(rows[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(rows[0]!.detail).toBeTruthy();

    // The key used for the accepted call has its last use.
    const [key] = await queryRows<{ last_used_at: Date | null }>(
      t.tdb.database.db,
      sql`select k.last_used_at from agency_user_keys k join agencies a on a.id = k.agency_id
          where a.client_id = 'sandbox-agency-2' and not k.is_legacy`,
    );
    expect(key!.last_used_at).not.toBeNull();
  });

  it("keeps a failed call's field errors and its body with personal data and secrets masked, never in clear", async () => {
    const auth = await sandboxAuth(t.app);
    const body = {
      url: 'ftp://not-allowed.example',
      events: ['booking.nonsense'],
      client_secret: 'cs_SUPERSECRET_4711',
      guests: [
        {
          guestId: 1,
          firstName: 'Gudrun',
          lastName: 'Kvalheim',
          dateOfBirth: '1980-02-03',
          note: 'gudrun@mail.example',
        },
      ],
    };
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v2/webhooks',
      headers: { ...auth.headers, 'x-correlation-id': 'log-masked' },
      query: { ...auth.query, guestName: 'Kvalheim' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    const problem = answer.json<{ code: string; detail: string; errors: Record<string, string[]> }>();
    const [row] = await logOnceItHolds('sandbox-agency', 1, { correlationId: 'log-masked' });
    expect(row!.errorCode).toBe(problem.code);
    expect(row!.detail).toBe(problem.detail);
    expect(row!.fieldErrors).toEqual(
      Object.entries(problem.errors).flatMap(([field, messages]) => messages.map((message) => ({ field, message }))),
    );
    expect(row!.query).toBe('user_key=***&guestName=***');
    expect(row!.requestBody).toEqual({
      url: 'ftp://not-allowed.example',
      events: ['booking.nonsense'],
      client_secret: '***',
      guests: [{ guestId: 1, firstName: '***', lastName: '***', dateOfBirth: '***', note: '***' }],
    });
    // Nowhere in the table, in any column.
    const [clear] = await queryRows<{ n: number }>(
      t.tdb.database.db,
      sql`select count(*)::int as n from api_request_log r
          where r::text ilike '%SUPERSECRET%' or r::text ilike '%Kvalheim%' or r::text ilike '%gudrun%'`,
    );
    expect(clear!.n).toBe(0);
  });

  it('masks credentials and personal data in a query string', () => {
    expect(maskedQuery('user_key=uk_1&page=2&email=a%40b.example&q=x@y.example&token=abc&sailingId=S1')).toBe(
      'user_key=***&page=2&email=***&q=***&token=***&sailingId=S1',
    );
    expect(maskedQuery('')).toBeNull();
  });

  it('filters by time range, status class, method, path prefix and correlation id', async () => {
    const db = t.tdb.database.db;
    const one = await agencyId('sandbox-agency');
    const recorder = createRequestLogRecorder({
      db,
      flushMs: 60_000,
      log: { warn: () => {} },
      agencies: requestLogAgencies,
    });
    const base = Date.parse('2027-01-03T10:00:00.000Z');
    const entry = (n: number, status: number, method: string, path: string): RequestLogEntry => ({
      agency: { id: one },
      userKeyId: undefined,
      at: new Date(base + n * 1000 + 7),
      method,
      path,
      query: '',
      status,
      durationMs: 1,
      correlationId: `f-${n}`,
    });
    recorder.record(entry(0, 200, 'GET', '/api/v2/bookings/B1'));
    recorder.record(entry(1, 404, 'GET', '/api/v2/bookings/B2'));
    recorder.record(entry(2, 400, 'POST', '/api/v2/webhooks'));
    recorder.record(entry(3, 503, 'POST', '/api/v2/bookings/create/voyage-only/s1/confirm'));
    await recorder.close();
    const from = new Date(base);
    const to = new Date(base + 60_000);
    const ids = async (filters: RequestLogFilters) =>
      (await find('sandbox-agency', { from, to, ...filters })).map((r) => r.correlationId);
    expect(await ids({})).toEqual(['f-3', 'f-2', 'f-1', 'f-0']);
    expect(await ids({ status: '2xx' })).toEqual(['f-0']);
    expect(await ids({ status: '4xx' })).toEqual(['f-2', 'f-1']);
    expect(await ids({ status: '5xx' })).toEqual(['f-3']);
    expect(await ids({ status: 'failed' })).toEqual(['f-3', 'f-2', 'f-1']);
    expect(await ids({ method: 'POST' })).toEqual(['f-3', 'f-2']);
    expect(await ids({ path: '/api/v2/bookings' })).toEqual(['f-3', 'f-1', 'f-0']);
    expect(await ids({ path: '/api/v2/bookings/B_' })).toEqual([]); // LIKE's wildcards are literal
    expect(await ids({ correlationId: 'f-2' })).toEqual(['f-2']);
    expect(await ids({ from: new Date(base + 1000), to: new Date(base + 3000) })).toEqual(['f-2', 'f-1']);
    // Kept to the millisecond.
    const [first] = await find('sandbox-agency', { correlationId: 'f-0' });
    expect(first!.at.toISOString()).toBe('2027-01-03T10:00:00.007Z');
  });

  it('keeps calls by time: housekeeping removes those older than REQUEST_LOG_RETENTION_DAYS, whatever their number', async () => {
    expect(loadConfig({}).requestLogRetentionDays).toBe(14);
    expect(() => loadConfig({ REQUEST_LOG_RETENTION_DAYS: '0' })).toThrow(/REQUEST_LOG_RETENTION_DAYS/);
    const db = t.tdb.database.db;
    const one = await agencyId('sandbox-agency');
    const recorder = createRequestLogRecorder({
      db,
      flushMs: 60_000,
      log: { warn: () => {} },
      agencies: requestLogAgencies,
    });
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    for (let n = 0; n < 1500; n++) {
      recorder.record({
        agency: { id: one },
        userKeyId: undefined,
        at: new Date(now - (n < 1200 ? 2 : 5) * day),
        method: 'GET',
        path: `/api/v2/retention/${n}`,
        query: '',
        status: 200,
        durationMs: 1,
        correlationId: `r-${n}`,
      });
    }
    await recorder.close();
    const window = { from: new Date(now - 6 * day), to: new Date(now - day), path: '/api/v2/retention/' };
    expect(await find('sandbox-agency', window)).toHaveLength(1500); // no cap by count
    const removed = await runHousekeeping(db, t.clock, undefined, undefined, 3);
    expect(removed.requestLog).toBeGreaterThanOrEqual(300);
    const kept = await find('sandbox-agency', window);
    expect(kept).toHaveLength(1200);
    expect(kept.every((r) => r.at.getTime() === now - 2 * day)).toBe(true);
  });
});
