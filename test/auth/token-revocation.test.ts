/**
 * Rotating a client secret, or suspending an agency, stops the tokens issued before it on every instance
 * within the user-key cache bound (30 s), as a revoked user key does; a token obtained afterwards works at
 * once everywhere. Two app instances share one database and one signing key, as a deployment does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { runAgencyCommand } from '../../src/domain/auth/agency-admin.js';
import { USER_KEY_CACHE_SECONDS } from '../../src/domain/auth/authenticate.js';
import { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { authenticatedInstances } from '../support/instances.js';

let tdb: TestDatabase;
let instances: FastifyInstance[];
const clock = new ManualClock('2027-01-01T00:00:00Z');
let address = 0;

beforeAll(async () => {
  tdb = await createTestDatabase();
  await ensureSandboxAgencies(tdb.database.db);
  instances = await authenticatedInstances(tdb, clock);
});
afterAll(async () => {
  for (const app of instances ?? []) await app.close();
  await tdb?.close();
});

async function tokenFrom(app: FastifyInstance, clientId: string, clientSecret: string) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: `192.0.2.${++address}`,
    payload: {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      audience: 'partner-api-staging',
    },
  });
}

async function statusOn(app: FastifyInstance, token: string, userKey: string) {
  const res = await app.inject({
    url: '/api/test/whoami',
    headers: { authorization: `Bearer ${token}` },
    query: { user_key: userKey },
  });
  return { status: res.statusCode, code: res.statusCode === 200 ? undefined : (res.json().code as string) };
}

async function agencyCommand(...argv: string[]) {
  const out: string[] = [];
  const code = await runAgencyCommand(argv, {
    db: tdb.database.db,
    clock,
    io: { out: (l) => out.push(l), err: (l) => out.push(l) },
  });
  expect(code, out.join('\n')).toBe(0);
  return out.join('\n');
}

describe('tokens issued before a secret rotation', () => {
  it('stop working on every instance within the cache bound; a token of the new secret works at once', async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const old = (await tokenFrom(a, 'sandbox-agency-2', 'sandbox-secret-2')).json().access_token as string;
    // Both instances have accepted (and cached) the old token.
    for (const app of [a, b]) expect((await statusOn(app, old, 'sandbox-user-key-2')).status).toBe(200);

    const rotated = await agencyCommand('rotate-secret', '--client-id', 'sandbox-agency-2');
    const secret = /client_secret:\s+(\S+)/.exec(rotated)![1]!;
    expect((await tokenFrom(a, 'sandbox-agency-2', 'sandbox-secret-2')).statusCode).toBe(401);
    const fresh = (await tokenFrom(b, 'sandbox-agency-2', secret)).json().access_token as string;
    // The new token works on both instances at once, though their caches still hold the agency as it was.
    for (const app of [a, b]) expect((await statusOn(app, fresh, 'sandbox-user-key-2')).status).toBe(200);

    clock.advanceSeconds(USER_KEY_CACHE_SECONDS + 1);
    for (const app of [a, b]) {
      expect(await statusOn(app, old, 'sandbox-user-key-2')).toEqual({ status: 401, code: 'TOKEN_INVALID' });
      expect((await statusOn(app, fresh, 'sandbox-user-key-2')).status).toBe(200);
    }
  });
});

describe('a suspended agency', () => {
  it('gets no token at once, its tokens stop within the cache bound, and stay refused after a reinstatement', async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    const old = (await tokenFrom(a, 'sandbox-agency', 'sandbox-secret')).json().access_token as string;
    for (const app of [a, b]) expect((await statusOn(app, old, 'sandbox-user-key')).status).toBe(200);

    await agencyCommand('suspend', '--client-id', 'sandbox-agency');
    const refused = await tokenFrom(b, 'sandbox-agency', 'sandbox-secret');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('invalid_client');
    expect(await agencyCommand('list')).toMatch(/sandbox-agency .*\[suspended /);

    clock.advanceSeconds(USER_KEY_CACHE_SECONDS + 1);
    for (const app of [a, b]) {
      expect(await statusOn(app, old, 'sandbox-user-key')).toEqual({ status: 401, code: 'TOKEN_INVALID' });
      expect(await statusOn(app, old, 'sandbox-legacy-key')).toEqual({ status: 401, code: 'TOKEN_INVALID' });
    }

    await agencyCommand('reinstate', '--client-id', 'sandbox-agency');
    const fresh = (await tokenFrom(b, 'sandbox-agency', 'sandbox-secret')).json().access_token as string;
    for (const app of [a, b]) {
      expect((await statusOn(app, fresh, 'sandbox-user-key')).status).toBe(200);
      expect(await statusOn(app, old, 'sandbox-user-key')).toEqual({ status: 401, code: 'TOKEN_INVALID' });
    }
  });
});
