import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../src/app.js';
import { memoryKeySource } from '../../src/auth/keys.js';
import { ensureSandboxAgencies } from '../../src/auth/sandbox.js';
import { ManualClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let tdb: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  tdb = await createTestDatabase();
  await ensureSandboxAgencies(tdb.database.db);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level: 'trace' }, stream);
  app = await buildApp({
    config: loadConfig({}),
    database: tdb.database,
    clock: new ManualClock('2027-01-01T00:00:00Z'),
    keySource: memoryKeySource(),
    logger,
  });
  await app.register(
    async (api) => {
      api.addHook('onRequest', app.authenticate);
      api.get('/whoami', async (request) => ({ clientId: request.agency.clientId }));
    },
    { prefix: '/api/test' },
  );
});
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

describe('logging', () => {
  it('never writes the client secret, the access token or the user key', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: 'sandbox-agency',
        client_secret: 'sandbox-secret',
        audience: 'partner-api-staging',
      },
    });
    expect(json.statusCode).toBe(200);
    const token = json.json().access_token as string;
    const form = await app.inject({
      method: 'POST',
      url: '/oauth/token?client_secret=sandbox-secret',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'grant_type=client_credentials&client_id=sandbox-agency&client_secret=wrong-secret-xyz&audience=partner-api-staging',
    });
    expect(form.statusCode).toBe(401);
    const ok = await app.inject({
      url: '/api/test/whoami',
      headers: { authorization: `Bearer ${token}` },
      query: { user_key: 'sandbox-user-key' },
    });
    expect(ok.statusCode).toBe(200);
    const refused = await app.inject({
      url: '/api/test/whoami',
      headers: { authorization: `Bearer ${token}x` },
      query: { user_key: 'sandbox-legacy-key' },
    });
    expect(refused.statusCode).toBe(401);
    // A percent-encoded parameter name is the same parameter to the server, and masked the same.
    const encoded = await app.inject({
      url: '/api/test/whoami?user%5Fkey=sandbox-user-key',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(encoded.statusCode).toBe(200);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(log).toContain('"url":"/api/test/whoami?user%5Fkey=[REDACTED]"');
    expect(log).toContain('"url":"/api/test/whoami?user_key=[REDACTED]"');
    expect(log).toContain('access token issued');
    for (const secret of [
      'sandbox-secret',
      'wrong-secret-xyz',
      'sandbox-user-key',
      'sandbox-legacy-key',
      token,
      token.split('.')[2]!,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
