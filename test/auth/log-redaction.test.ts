import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../src/main/app.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
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

    // A bracketed name (the array and object forms some query-string encoders write), in any encoding and
    // any case, is a user_key parameter to the reader of the log: masked, whatever the server makes of it.
    const bracketed = [
      'user_key[]=sandbox-user-key',
      'user_key[a]=sandbox-user-key',
      'user_key%5B%5D=sandbox-user-key',
      'user%5Fkey%5Bx%5D=sandbox-user-key',
      'USER_KEY[0]=sandbox-user-key',
      'user_key[=sandbox-user-key',
      'user_key%zz[]=sandbox-user-key',
      'user%5Fkey%zz=sandbox-user-key',
      'user_keys=sandbox-user-key',
    ];
    for (const query of bracketed) {
      const res = await app.inject({
        url: `/api/test/whoami?user_key=sandbox-user-key&${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBeLessThan(500);
    }

    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(log).toContain('"url":"/api/test/whoami?user%5Fkey=[REDACTED]"');
    expect(log).toContain('"url":"/api/test/whoami?user_key=[REDACTED]"');
    expect(log).toContain('access token issued');
    expect(log).toContain('"url":"/api/test/whoami?user_key=[REDACTED]&user_key[a]=[REDACTED]"');
    expect(log).toContain('"url":"/api/test/whoami?user_key=[REDACTED]&user%5Fkey%zz=[REDACTED]"');
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
