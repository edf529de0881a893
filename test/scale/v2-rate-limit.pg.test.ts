/**
 * The V2 request limit is one budget per agency across instances (contract, "Fair use (V2)"): two server
 * processes on one PostgreSQL database and one Redis count together, and the 429 carries Retry-After and
 * the RateLimit-* headers. Always PostgreSQL (TEST_DATABASE_URL or the local server) and Redis (REDIS_URL
 * or the local server); the agency ids, so the Redis keys, are the fresh database's own.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedStore, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { sandboxCredentials } from '../support/auth.js';

let store: Awaited<ReturnType<typeof createSharedStore>>;
let a: ServerProcess;
let b: ServerProcess;
let token: string;
const MAX = 12;

beforeAll(async () => {
  store = await createSharedStore();
  const env = {
    DATABASE_URL: store.databaseUrl,
    DATA_DIR: store.dataDir,
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    DATABASE_POOL_SIZE: '4',
    V2_RATE_LIMIT_MAX: String(MAX),
    V2_RATE_LIMIT_WINDOW_SECONDS: '300',
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  const c = sandboxCredentials(1);
  const res = await fetch(`${a.base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: c.clientId,
      client_secret: c.clientSecret,
      audience: 'partner-api-staging',
    }),
  });
  expect(res.status).toBe(200);
  token = ((await res.json()) as { access_token: string }).access_token;
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await store?.close();
});

/** One counted V2 call: reading the held booking of an unknown session (404) costs a request like any other. */
async function hit(base: string) {
  const url = new URL(`/api/v2/bookings/create/voyage-only/${randomUUID()}`, base);
  url.searchParams.set('user_key', sandboxCredentials(1).userKey);
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  const header = (name: string) => res.headers.get(name);
  return {
    status: res.status,
    body,
    limit: header('ratelimit-limit'),
    remaining: header('ratelimit-remaining'),
    reset: Number(header('ratelimit-reset')),
    retryAfter: header('retry-after'),
  };
}

describe('V2 request limit across two processes', () => {
  it('counts requests to either instance in one budget: the 13th of a window is refused by both', async () => {
    const seen: number[] = [];
    for (let i = 0; i < MAX; i++) {
      const res = await hit(i % 2 === 0 ? a.base : b.base);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.limit).toBe(String(MAX));
      seen.push(Number(res.remaining));
    }
    // One count: each answer's Remaining is one less than the previous, whichever instance gave it.
    expect(seen).toEqual(Array.from({ length: MAX }, (_, i) => MAX - 1 - i));

    for (const base of [a.base, b.base]) {
      const refused = await hit(base);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(refused.remaining).toBe('0');
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(300);
      expect(refused.reset).toBe(Number(refused.retryAfter));
    }
    const ready = await (await fetch(`${b.base}/health/ready`)).json();
    expect(ready).toMatchObject({ status: 'ready', rateLimit: 'redis' });
  });
});
