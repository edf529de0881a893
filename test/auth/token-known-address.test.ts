/**
 * The attack rules of the token endpoint (auth/guessing-guard.ts) never apply at an address where the client
 * got a token recently (item 6 of issue 11): while a stranger guesses the secret from elsewhere, the partner's
 * usual address verifies at once, without waiting for the under-attack budget, also when it renews its token
 * as the previous one expires, a day after an earlier success.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/main/app.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import { eq } from 'drizzle-orm';
import { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';
import { hashSecret } from '../../src/domain/auth/secrets.js';
import { agencies } from '../../src/domain/auth/schema.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const GOOD = {
  grant_type: 'client_credentials',
  client_id: 'sandbox-agency',
  client_secret: 'sandbox-secret',
  audience: 'partner-api-staging',
};
const HOUR = 3_600_000;
const PARTNER = '198.51.100.7';

let tdb: TestDatabase;
let app: FastifyInstance;
const clock = new ManualClock('2027-01-01T00:00:00Z');

beforeAll(async () => {
  tdb = await createTestDatabase();
  await ensureSandboxAgencies(tdb.database.db);
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database: tdb.database,
    clock,
    keySource: memoryKeySource(),
  });
});
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

const token = (payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/oauth/token', payload, remoteAddress });

/** 100 wrong secrets for the partner's client id from 100 other addresses: the all-addresses limit is reached. */
async function attack(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const res = await token({ ...GOOD, client_secret: 'wrong' }, `10.9.${Math.floor(i / 10)}.${i % 10}`);
    expect(res.statusCode).toBe(401);
  }
}

describe('a partner renewing its token during an attack on its client id', () => {
  it('gets its token at once at its usual address when the day-old one expires, where a new address waits for the budget', async () => {
    expect((await token(GOOD, PARTNER)).statusCode).toBe(200);
    clock.advance(12 * HOUR);
    expect((await token(GOOD, PARTNER)).statusCode).toBe(200);
    // The first token has expired (24 h): renew, while someone guesses from elsewhere.
    clock.advance(12 * HOUR + 1000);
    // A secret hashed before pre-checks (auth/secrets.ts): its checks take turns of the under-attack budget.
    await tdb.database.db
      .update(agencies)
      .set({ clientSecretHash: await hashSecret(GOOD.client_secret) })
      .where(eq(agencies.clientId, GOOD.client_id));
    await attack();
    // This second's budget of verifications under attack (5 by default) spent by more strangers.
    for (let i = 0; i < 5; i++)
      expect((await token({ ...GOOD, client_secret: 'wrong' }, `10.8.0.${i}`)).statusCode).toBe(401);
    // An address the client never used waits for the next second's budget, which the test's clock never brings.
    const waited = await token(GOOD, '203.0.113.50');
    expect(waited.statusCode).toBe(429);
    expect(waited.headers['retry-after']).toBe('1');
    // The usual address does not wait.
    expect((await token(GOOD, PARTNER)).statusCode).toBe(200);
  });
});
