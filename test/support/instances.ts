/**
 * Several app instances on one database with one signing key and one clock, as a deployment runs them, each
 * with `GET /api/test/whoami` behind the partner authentication (a token and a user key). For the tests of
 * what every instance must honour (secret rotation and rolling, suspension).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/main/app.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import type { Clock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import { openDatabase } from '../../src/platform/db/client.js';
import type { TestApp } from './app.js';
import { testDatabasePooler, type TestDatabase } from './database.js';
import type { sandboxAuthForServer } from './auth.js';

export async function authenticatedInstances(tdb: TestDatabase, clock: Clock, count = 2): Promise<FastifyInstance[]> {
  const keySource = memoryKeySource();
  const instances: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const app = await buildApp({ config: loadConfig({}), database: tdb.database, clock, keySource, logger: false });
    await app.register(
      async (api) => {
        api.addHook('onRequest', app.authenticate);
        api.get('/whoami', async (request) => ({ clientId: request.agency.clientId }));
      },
      { prefix: '/api/test' },
    );
    instances.push(app);
  }
  return instances;
}

/**
 * The test app and a second instance of it listening on ports of their own, as two processes on one database: the
 * second with its own pool, caches and signing key, the same config and clock (architecture.md, "One clock").
 * For the race tests of real HTTP clients on PostgreSQL. `close` stops the second; the test closes `t` itself.
 */
export async function listeningPair(t: TestApp, poolSize = 20): Promise<{ bases: string[]; close(): Promise<void> }> {
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const other = await listeningInstance(t, {}, poolSize);
  return { bases: [base, other.base], close: other.close };
}

/**
 * Another instance of the test app listening on a port of its own, with its own pool, caches and signing key, the
 * test app's config but `config` and its clock: listeningPair's second, or an instance configured otherwise.
 */
export async function listeningInstance(
  t: TestApp,
  config: Partial<TestApp['config']>,
  poolSize = 20,
): Promise<{ base: string; close(): Promise<void> }> {
  const database = await openDatabase({ url: t.tdb.url!, poolSize, pooler: testDatabasePooler });
  const app = await buildApp({
    config: { ...t.config, ...config },
    database,
    clock: t.clock,
    keySource: memoryKeySource(),
    logger: false,
  });
  return {
    base: await app.listen({ host: '127.0.0.1', port: 0 }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A sandbox client of a listening instance (test/support/auth.ts sandboxAuthForServer). */
export type ServerClient = Awaited<ReturnType<typeof sandboxAuthForServer>>;

/** An answer as the tests read it: the status and the JSON body (null when empty), fields checked by the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test fixture over untyped JSON
export type ServerAnswer = { status: number; body: any };

/** One V2 call by a real HTTP client: its status and parsed body (null when empty). */
export async function callServer(
  client: ServerClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<ServerAnswer> {
  const res = await fetch(client.url(`/api/v2${path}`), {
    method,
    headers: { ...client.headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
