/**
 * The token endpoint's guessing protection does not switch off when Redis is away: each instance counts in
 * memory until Redis answers again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/main/app.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let tdb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  tdb = await createTestDatabase();
  await ensureSandboxAgencies(tdb.database.db);
  // Nothing listens on this port: every Redis command fails.
  app = await buildApp({
    config: loadConfig({ REDIS_URL: 'redis://127.0.0.1:6390', LOG_LEVEL: 'silent' }),
    database: tdb.database,
    clock: new ManualClock('2027-01-01T00:00:00Z'),
    keySource: memoryKeySource(),
  });
});
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

describe('token endpoint with Redis unreachable', () => {
  it('still locks out an address after 10 failed attempts for a client', async () => {
    const guess = (secret: string) =>
      app.inject({
        method: 'POST',
        url: '/oauth/token',
        remoteAddress: '192.0.2.99',
        payload: {
          grant_type: 'client_credentials',
          client_id: 'sandbox-agency',
          client_secret: secret,
          audience: 'partner-api-staging',
        },
      });
    for (let i = 0; i < 10; i++) expect((await guess(`guess-${i}`)).statusCode).toBe(401);
    expect((await guess('sandbox-secret')).statusCode).toBe(429);
  }); // only the first counter operation waits for Redis to fail; memory answers the rest at once
});
