/**
 * What a hostile agency could do to the request log (issue 31, items 7, 8 and 10), through the real app and
 * recorder: strings shaped to make the masking's patterns backtrack are masked by what they hold (and one longer
 * than a kept body is masked unread); a body PostgreSQL cannot store (a NUL, a lone surrogate) no longer
 * takes another agency's calls with it, and a row the database refuses loses only itself; a credential inside
 * longer text (a user key, a JWT, a bearer token, a client secret, the sandbox's keys) is neither stored nor
 * shown on the call's page. How long masking takes is measured by bench/hostile-bodies.ts, not here.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogAgencies } from '../../src/domain/auth/agency-store.js';
import { generateCredential } from '../../src/domain/auth/secrets.js';
import { queryRows } from '../../src/platform/db/client.js';
import { ensureSandboxPortalUsers } from '../../src/domain/accounts/sandbox-users.js';
import {
  createRequestLogRecorder,
  MASK,
  maskedBody,
  maskedQuery,
  searchRequests,
  type RequestLogEntry,
  type RequestLogFilters,
} from '../../src/platform/request-log/index.js';
import { AGENT } from '../portal/support.js';
import { injectVisitor } from '../portal/inject-visitor.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { getSandboxToken, sandboxAuth } from '../support/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_LOG_FLUSH_MS: '50' } });
  await ensureSandboxPortalUsers(t.tdb.database.db);
});
afterAll(async () => t?.close());

async function agencyId(clientId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.tdb.database.db,
    sql`select id from agencies where client_id = ${clientId}`,
  );
  return row!.id;
}

/** The agency's logged calls that `filters` select, once there are `count` (polled; a deadline of 10 s). */
async function logged(clientId: string, filters: RequestLogFilters, count: number) {
  const id = await agencyId(clientId);
  const read = () => searchRequests(t.tdb.database.db, id, filters, { limit: 5000, offset: 0 });
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const rows = await read();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

describe('masking strings shaped to make a pattern backtrack', () => {
  const LONG = 60_000;

  it('masks a string longer than a kept body whole, unread, and keeps the rest of the body', () => {
    for (const shape of ['x'.repeat(LONG), '@'.repeat(LONG), 'a@'.repeat(LONG / 2), 'a.'.repeat(LONG / 2)]) {
      expect(maskedBody({ code: 'X1', note: shape })).toEqual({ code: 'X1', note: MASK });
    }
    expect(maskedQuery(`code=X1&q=${'a@'.repeat(LONG / 2)}`)).toBe(`code=X1&q=${MASK}`);
  });

  it('finds an address or a credential in any shape below that length, and leaves a string without one', () => {
    const n = 16_000;
    const kept = [
      'x'.repeat(n),
      '@'.repeat(n),
      'a@'.repeat(n / 2),
      '.'.repeat(n),
      '@.'.repeat(n / 2),
      `a@${'b'.repeat(n)}`,
      `a@${'b'.repeat(n)}.`,
      ` bearer${' '.repeat(n)}`,
      'bulk_'.repeat(n / 5),
    ];
    for (const value of kept) expect(maskedBody({ note: value }), value.slice(0, 20)).toEqual({ note: value });
    const hidden = [
      `a@${'b'.repeat(n)}.c`,
      `${'@'.repeat(n / 2)}a@b.c${'@'.repeat(n / 2)}`,
      `${'.'.repeat(n)}x@y.z`,
      'eyJ'.repeat(n / 3),
      'uk_'.repeat(n / 3),
      `${' '.repeat(n)}Bearer abcdefgh12345`,
    ];
    for (const value of hidden) expect(maskedBody({ note: value }), value.slice(0, 20)).toEqual({ note: MASK });
  });

  it('stops reading a body once it has more values than a kept body could hold', () => {
    expect(maskedBody({ items: Array.from({ length: 20_000 }, () => 0) })).toEqual({
      truncated: 'more than 16384 characters, not kept',
    });
  });
});

describe("another agency's calls", () => {
  it('are all logged while a hostile agency sends bodies PostgreSQL cannot store, and those are logged too', async () => {
    const hostile = await sandboxAuth(t.app, 1);
    const victim = await sandboxAuth(t.app, 2);
    // A NUL in a value and in a key, a lone surrogate: the edge refuses each (400 INVALID_CHARACTER); jsonb too.
    const payload = '{"url":"https://hooks.example/h","note":"a\\u0000b","k\\u0000ey":"\\ud800"}';
    for (let i = 0; i < 80; i++) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v2/webhooks',
        headers: { ...hostile.headers, 'content-type': 'application/json', 'x-correlation-id': `nul-${i}` },
        query: hostile.query,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      const answered = await t.app.inject({
        url: '/api/v2/refdata/ports',
        headers: { ...victim.headers, 'x-correlation-id': `victim-${i}` },
        query: victim.query,
      });
      expect(answered.statusCode).toBe(200);
    }
    const victims = await logged('sandbox-agency-2', { path: '/api/v2/refdata/ports' }, 80);
    expect(victims.map((r) => r.correlationId).sort()).toEqual(
      Array.from({ length: 80 }, (_, i) => `victim-${i}`).sort(),
    );
    // The hostile calls are kept, with U+FFFD where PostgreSQL would refuse a character.
    const refused = (await logged('sandbox-agency', { path: '/api/v2/webhooks' }, 80)).filter((r) =>
      r.correlationId.startsWith('nul-'),
    );
    expect(refused).toHaveLength(80);
    expect(refused[0]!.requestBody).toEqual({
      url: 'https://hooks.example/h',
      note: 'a\ufffdb',
      'k\ufffdey': '\ufffd',
    });
  });

  it('are kept when the database refuses a row of the same batch: that row alone is dropped, and named', async () => {
    const one = await agencyId('sandbox-agency-2');
    const warnings: { correlationId?: string; msg: string }[] = [];
    const recorder = createRequestLogRecorder({
      db: t.tdb.database.db,
      flushMs: 60_000,
      log: { warn: (obj: object, msg?: string) => warnings.push({ ...(obj as object), msg: msg ?? '' }) },
      agencies: requestLogAgencies,
    });
    const entry = (n: number, agency: string): RequestLogEntry => ({
      agency: { id: agency },
      userKeyId: undefined,
      at: t.clock.now(),
      method: 'GET',
      path: '/api/v2/isolated',
      query: '',
      status: 200,
      durationMs: 1,
      correlationId: `isolated-${n}`,
    });
    // An agency deleted between the call and the flush: its row breaks the foreign key (23503).
    for (let n = 0; n < 40; n++) recorder.record(entry(n, n % 13 === 5 ? randomUUID() : one));
    await recorder.close();
    const rows = await logged('sandbox-agency-2', { path: '/api/v2/isolated' }, 37);
    const expected = Array.from({ length: 40 }, (_, n) => n).filter((n) => n % 13 !== 5);
    expect(rows.map((r) => r.correlationId).sort()).toEqual(expected.map((n) => `isolated-${n}`).sort());
    expect(
      warnings
        .filter((w) => w.msg.includes('dropped'))
        .map((w) => w.correlationId)
        .sort(),
    ).toEqual(['isolated-18', 'isolated-31', 'isolated-5']);
  });

  it('are written without waiting for the timer once 5,000 wait (a second of calls at full speed filled the buffer)', async () => {
    const one = await agencyId('sandbox-agency-2');
    const warnings: string[] = [];
    // The timer would not write for an hour: only the early flush can.
    const recorder = createRequestLogRecorder({
      db: t.tdb.database.db,
      flushMs: 3_600_000,
      log: { warn: (_obj: object, msg?: string) => warnings.push(msg ?? '') },
      agencies: requestLogAgencies,
    });
    for (let n = 0; n < 5_000; n++) {
      recorder.record({
        agency: { id: one },
        userKeyId: undefined,
        at: t.clock.now(),
        method: 'GET',
        path: '/api/v2/early',
        query: '',
        status: 200,
        durationMs: 1,
        correlationId: `early-${n}`,
      });
    }
    const stored = async () =>
      (
        await queryRows<{ n: number }>(
          t.tdb.database.db,
          sql`select count(*)::int as n from api_request_log where correlation_id like 'early-%'`,
        )
      )[0]!.n;
    await expect.poll(stored, { timeout: 60_000 }).toBe(5_000);
    await recorder.close();
    expect(warnings).toEqual([]);
  });
});

describe('credentials inside longer text', () => {
  it("are neither stored nor shown on the call's page, in the body, its keys or the query", async () => {
    const auth = await sandboxAuth(t.app, 1);
    const jwt = await getSandboxToken(t.app, 1);
    const userKey = generateCredential('uk_');
    const keyAsName = generateCredential('uk_');
    const keyInQuery = generateCredential('uk_');
    const secret = generateCredential('sk_');
    const opaque = 'Zm9vYmFyYmF6cXV4cXV1eA';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/webhooks?user_key=${encodeURIComponent(auth.query.user_key)}&q=${encodeURIComponent(`our key is ${keyInQuery}.`)}`,
      headers: { ...auth.headers, 'content-type': 'application/json', 'x-correlation-id': 'tokens-in-text' },
      payload: {
        url: 'https://hooks.example/tokens',
        events: ['booking.confirmd'],
        note: `Please use ${userKey} for the Oslo office`,
        comment: `The token was ${jwt}, it failed`,
        header: `Authorization: Bearer ${opaque}`,
        rolled: `old secret (${secret}) rolled yesterday`,
        sandbox: 'we tried sandbox-user-key-2 and sandbox-secret-2 too',
        [keyAsName]: 'a key as a field name',
      },
    });
    expect(res.statusCode).toBe(400);
    const clear = [userKey, keyAsName, keyInQuery, secret, jwt, opaque, 'sandbox-user-key-2', 'sandbox-secret-2'];
    const [row] = await logged('sandbox-agency', { correlationId: 'tokens-in-text' }, 1);
    expect(row).toBeDefined();
    expect(row!.query).toBe(`user_key=${MASK}&q=${MASK}`);
    expect(row!.requestBody).toMatchObject({ note: MASK, comment: MASK, header: MASK, rolled: MASK, sandbox: MASK });
    // Nowhere in the table, in any column.
    const [stored] = await queryRows<{ text: string }>(
      t.tdb.database.db,
      sql`select string_agg(r::text, ' ') as text from api_request_log r where correlation_id = 'tokens-in-text'`,
    );
    for (const value of clear) expect(stored!.text).not.toContain(value);

    // A key sent as an id, in the path.
    const keyInPath = generateCredential('uk_');
    const asId = await t.app.inject({
      url: `/api/v2/bookings/create/voyage-only/${keyInPath}`,
      headers: { ...auth.headers, 'x-correlation-id': 'key-in-path' },
      query: auth.query,
    });
    expect(asId.statusCode).toBe(404);
    const [inPath] = await logged('sandbox-agency', { correlationId: 'key-in-path' }, 1);
    expect(inPath!.path).toBe(`/api/v2/bookings/create/voyage-only/${MASK}`);
    expect(JSON.stringify(inPath)).not.toContain(keyInPath);

    // The agency's own page of the call, as its agent sees it.
    const agent = injectVisitor(t.app, '203.0.113.31');
    expect((await agent.post('/portal/sign-in', AGENT)).statusCode).toBe(303);
    const page = await agent.get(`/portal/request-log/${row!.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('tokens-in-text');
    expect(page.body).toContain(MASK);
    for (const value of clear) expect(page.body).not.toContain(value);
    expect(page.body).not.toContain('Oslo office');
  });
});
