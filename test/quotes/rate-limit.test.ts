/**
 * The V1 rate limit (sections 7 and 8): 100 requests per 60 s per agency in a fixed window, 429 with
 * Retry-After for every request until the window ends, RateLimit-* headers on every V1 response. In
 * memory on the injected clock; shared through Redis by several instances; and still answering, in
 * memory, when Redis is unreachable.
 */
import { randomUUID } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/main/app.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { createRateLimitCounter } from '../../src/platform/http/rate-limit.js';
import { createTestApp, TEST_NOW, type TestApp } from '../support/app.js';
import { ensureSandboxAgencies, memoryKeySource, sandboxAuth, type InjectAuth } from '../support/auth.js';
import { createTestDatabase, testDatabasePooler, type TestDatabase } from '../support/database.js';
import { waitUntil } from '../support/wait.js';

const redisUrl = process.env.REDIS_URL || undefined;

/** One counted V1 call: reading a quote that does not exist (404) costs a request like any other. */
function hit(app: FastifyInstance, auth: InjectAuth) {
  return app.inject({ url: `/api/v1/quote/${randomUUID()}`, ...auth });
}

function limitHeaders(res: { headers: Record<string, unknown> }) {
  return {
    limit: res.headers['ratelimit-limit'],
    remaining: res.headers['ratelimit-remaining'],
    reset: res.headers['ratelimit-reset'],
  };
}

describe('in memory (one instance, on the injected clock)', () => {
  let t: TestApp;
  let one: InjectAuth;
  let two: InjectAuth;

  beforeAll(async () => {
    t = await createTestApp();
    one = await sandboxAuth(t.app, 1);
    two = await sandboxAuth(t.app, 2);
  });
  afterAll(async () => t?.close());

  it('refuses request 101 of a window and every request after it until the window ends', async () => {
    for (let i = 1; i <= 100; i++) {
      const res = await hit(t.app, one);
      expect(res.statusCode, res.body).toBe(404);
      expect(limitHeaders(res)).toEqual({ limit: '100', remaining: String(100 - i), reset: '60' });
    }
    const refused = await hit(t.app, one);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', title: 'Too Many Requests' });
    expect(refused.headers['retry-after']).toBe('60');
    expect(limitHeaders(refused)).toEqual({ limit: '100', remaining: '0', reset: '60' });

    // Every operation is refused, valid or not, until the window ends; the window does not extend.
    t.clock.advanceSeconds(30);
    for (const url of [
      '/api/v1/booking/ROUND-12D?Adults=1&Currency=NOK&StartDate=2027-01-10',
      `/api/v1/quote/${randomUUID()}`,
    ]) {
      const res = await t.app.inject({ url, headers: one.headers, query: one.query });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.headers['ratelimit-reset']).toBe('30');
    }
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/v1/quote/${randomUUID()}/${randomUUID()}/extras/add`,
      ...one,
      payload: {},
    });
    expect(post.statusCode).toBe(429);

    // Another agency has its own budget.
    const other = await hit(t.app, two);
    expect(other.statusCode).toBe(404);
    expect(other.headers['ratelimit-remaining']).toBe('99');

    // Requests refused by authentication are not counted against anyone and carry no RateLimit headers.
    const anonymous = await t.app.inject({ url: `/api/v1/quote/${randomUUID()}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['ratelimit-limit']).toBeUndefined();

    t.clock.advanceSeconds(29);
    expect((await hit(t.app, one)).statusCode).toBe(429);
    t.clock.advanceSeconds(1);
    const next = await hit(t.app, one);
    expect(next.statusCode).toBe(404);
    expect(limitHeaders(next)).toEqual({ limit: '100', remaining: '99', reset: '60' });
    expect((await hit(t.app, two)).headers['ratelimit-remaining']).toBe('98');
  });

  it('reports the memory counter in /health/ready', async () => {
    const res = await t.app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', rateLimit: 'memory' });
  });
});

// ---------------------------------------------------------------------------------------------------------
// Redis: several instances, one count
// ---------------------------------------------------------------------------------------------------------

interface Instance {
  app: FastifyInstance;
  logs: string[];
  close(): Promise<void>;
}

/**
 * One more instance of the service on the shared database: its own pool when the database is PostgreSQL
 * (as a second process would have), the same handle on PGlite. Its own signing keys, so tokens are per
 * instance; the agency (and so the rate-limit key) is the same.
 */
async function instance(
  tdb: TestDatabase,
  env: Record<string, string>,
  options: { keyPrefix?: string } = {},
): Promise<Instance> {
  const database: Database = tdb.url
    ? await openDatabase({ url: tdb.url, poolSize: 2, pooler: testDatabasePooler })
    : tdb.database;
  const logs: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    }),
  );
  const config = loadConfig({ LOG_LEVEL: 'info', ...env });
  const clock = new ManualClock(TEST_NOW);
  const rateLimitCounter = createRateLimitCounter({
    clock,
    log: logger,
    redisUrl: config.redisUrl,
    ...(options.keyPrefix ? { keyPrefix: options.keyPrefix } : {}),
  });
  const app = await buildApp({ config, database, clock, keySource: memoryKeySource(), logger, rateLimitCounter });
  return {
    app,
    logs,
    close: async () => {
      await app.close();
      if (database !== tdb.database) await database.close();
    },
  };
}

const warnings = (logs: string[]) => logs.filter((l) => l.includes('Redis is unreachable')).length;

describe.skipIf(!redisUrl)('in Redis (several instances)', () => {
  let tdb: TestDatabase;
  const opened: Instance[] = [];
  const prefixes: string[] = [];

  const open = async (env: Record<string, string>, keyPrefix?: string) => {
    const i = await instance(tdb, env, keyPrefix ? { keyPrefix } : {});
    opened.push(i);
    return i;
  };
  const uniquePrefix = () => {
    const prefix = `berth-test:v1-rate:${randomUUID()}:`;
    prefixes.push(prefix);
    return prefix;
  };

  beforeAll(async () => {
    tdb = await createTestDatabase();
    await ensureSandboxAgencies(tdb.database.db);
  });
  afterEach(async () => {
    while (opened.length > 0) await opened.pop()!.close();
  });
  afterAll(async () => {
    if (redisUrl && prefixes.length > 0) {
      const redis = new Redis(redisUrl);
      for (const prefix of prefixes) {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      }
      await redis.quit();
    }
    await tdb?.close();
  });

  it('shares one count between two instances: 60 requests to A and 40 to B, then the 101st is refused on both', async () => {
    const prefix = uniquePrefix();
    const a = await open({ REDIS_URL: redisUrl! }, prefix);
    const b = await open({ REDIS_URL: redisUrl! }, prefix);
    const authA = await sandboxAuth(a.app, 1);
    const authB = await sandboxAuth(b.app, 1);

    for (let i = 0; i < 60; i++) expect((await hit(a.app, authA)).statusCode).toBe(404);
    let last = await hit(b.app, authB);
    expect(last.headers['ratelimit-remaining']).toBe('39');
    for (let i = 0; i < 39; i++) last = await hit(b.app, authB);
    expect(last.statusCode).toBe(404);
    expect(last.headers['ratelimit-remaining']).toBe('0');

    const refusedB = await hit(b.app, authB);
    expect(refusedB.statusCode).toBe(429);
    expect(Number(refusedB.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refusedB.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limitHeaders(refusedB)).toMatchObject({ limit: '100', remaining: '0' });
    expect((await hit(a.app, authA)).statusCode).toBe(429);

    const ready = await a.app.inject({ url: '/health/ready' });
    expect(ready.json()).toMatchObject({ status: 'ready', rateLimit: 'redis' });
  });

  it('lets requests pass again when the Redis window ends', async () => {
    const env = { REDIS_URL: redisUrl!, V1_RATE_LIMIT_MAX: '3', V1_RATE_LIMIT_WINDOW_SECONDS: '1' };
    const a = await open(env, uniquePrefix());
    const auth = await sandboxAuth(a.app, 1);
    for (let i = 0; i < 3; i++) expect((await hit(a.app, auth)).statusCode).toBe(404);
    const refused = await hit(a.app, auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await hit(a.app, auth);
    expect(again.statusCode).toBe(404);
    expect(again.headers['ratelimit-remaining']).toBe('2');
  });

  it('keeps answering, in memory, when Redis cannot be reached; readiness shows the fallback', async () => {
    const a = await open({ REDIS_URL: 'redis://127.0.0.1:6390', V1_RATE_LIMIT_MAX: '5' });
    const auth = await sandboxAuth(a.app, 1);
    for (let i = 1; i <= 5; i++) {
      const res = await hit(a.app, auth);
      expect(res.statusCode).toBe(404);
      expect(res.headers['ratelimit-remaining']).toBe(String(5 - i));
    }
    expect((await hit(a.app, auth)).statusCode).toBe(429); // still limited, per instance
    const ready = await a.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', rateLimit: 'memory-fallback' });
    expect(warnings(a.logs)).toBe(1);
  });

  it('falls back when Redis goes away mid-run, warns once per outage, and returns to Redis when it is back', async () => {
    // A TCP proxy in front of Redis that the test can take down and bring back on the same port.
    const [host, port] = [new URL(redisUrl!).hostname, Number(new URL(redisUrl!).port || 6379)];
    const sockets = new Set<Socket>();
    const startProxy = (listenPort: number) =>
      new Promise<Server>((resolve) => {
        const server = createServer((client) => {
          const upstream = new Socket();
          upstream.connect(port, host);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('error', () => {});
            s.on('close', () => sockets.delete(s));
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(listenPort, '127.0.0.1', () => resolve(server));
      });
    let proxy = await startProxy(0);
    const proxyPort = (proxy.address() as { port: number }).port;
    const stopProxy = async () => {
      await new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    };

    try {
      const a = await open({ REDIS_URL: `redis://127.0.0.1:${proxyPort}` }, uniquePrefix());
      const auth = await sandboxAuth(a.app, 1);
      expect((await hit(a.app, auth)).headers['ratelimit-remaining']).toBe('99');
      // Redis through the proxy: counting there once the connection is ready (on a loaded machine the first
      // command can land before it, or outlast its timeout, and count in memory meanwhile).
      await waitUntil(async () => (await a.app.inject({ url: '/health/ready' })).json().rateLimit === 'redis', {
        what: 'the request limit counting in Redis',
      });
      // On a loaded machine a command can outlast its 500-ms timeout before the outage: that is an outage of
      // its own, warned and recovered from, so this one is counted from here.
      const warnedBefore = warnings(a.logs);

      await stopProxy();
      for (let i = 0; i < 5; i++) {
        const res = await hit(a.app, auth);
        expect(res.statusCode).toBe(404);
        expect(res.headers['ratelimit-limit']).toBe('100');
      }
      expect((await a.app.inject({ url: '/health/ready' })).json()).toMatchObject({
        status: 'ready',
        rateLimit: 'memory-fallback',
      });
      expect(warnings(a.logs) - warnedBefore).toBe(1);

      proxy = await startProxy(proxyPort);
      await waitUntil(async () => (await a.app.inject({ url: '/health/ready' })).json().rateLimit === 'redis', {
        every: 100,
        what: 'the limiter back on Redis',
      });
      // The Redis count survived the outage: one request before it, one now.
      expect((await hit(a.app, auth)).headers['ratelimit-remaining']).toBe('98');
      expect(a.logs.some((l) => l.includes('Redis is reachable again'))).toBe(true);
    } finally {
      await stopProxy();
    }
  });
});
