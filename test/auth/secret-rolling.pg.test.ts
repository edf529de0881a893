/**
 * Rolling a client secret with an overlap (issue 23, item 2): the agency chooses how long the old secret
 * keeps working ("now", 1 hour, 24 hours, 7 days). Until the overlap ends, both secrets obtain tokens and
 * tokens of both work, on every instance; when it ends, the old secret and every token obtained with it
 * stop. A rolling "now" stops the old tokens within the user-key cache bound (30 s), as before. Two app
 * instances share one PostgreSQL database and one signing key, as a deployment does; the clock is the
 * test's, so hours pass without waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endSecretOverlap, reinstateAgency, rotateSecret, suspendAgency } from '../../src/domain/auth/agency-admin.js';
import { USER_KEY_CACHE_SECONDS } from '../../src/domain/auth/authenticate.js';
import { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { authenticatedInstances } from '../support/instances.js';

let tdb: TestDatabase;
let instances: [FastifyInstance, FastifyInstance];
const clock = new ManualClock('2027-01-01T00:00:00Z');
let address = 0;
const CLIENT = 'sandbox-agency-2';
const KEY = 'sandbox-user-key-2';

beforeAll(async () => {
  tdb = await createTestDatabase({ postgres: true });
  await ensureSandboxAgencies(tdb.database.db);
  instances = (await authenticatedInstances(tdb, clock)) as [FastifyInstance, FastifyInstance];
});
afterAll(async () => {
  for (const app of instances ?? []) await app.close();
  await tdb?.close();
});

async function tokenFrom(app: FastifyInstance, clientSecret: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: `192.0.2.${++address}`,
    payload: {
      grant_type: 'client_credentials',
      client_id: CLIENT,
      client_secret: clientSecret,
      audience: 'partner-api-staging',
    },
  });
  return { status: res.statusCode, body: res.json() as { access_token: string; expires_in: number; error?: string } };
}

async function token(app: FastifyInstance, clientSecret: string): Promise<string> {
  const res = await tokenFrom(app, clientSecret);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_token;
}

/** The status of one API call with `accessToken` on each instance. */
async function statusesOf(accessToken: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const app of instances) {
    const res = await app.inject({
      url: '/api/test/whoami',
      headers: { authorization: `Bearer ${accessToken}` },
      query: { user_key: KEY },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const hours = (n: number) => clock.advanceSeconds(n * 3600);

describe('rolling the client secret', () => {
  let secret = 'sandbox-secret-2';

  it('with a 24-hour overlap, keeps both secrets and their tokens working on both instances until it ends', async () => {
    const [a, b] = instances;
    const before = await token(a, secret);
    expect(await statusesOf(before)).toEqual([200, 200]); // both instances have the agency cached

    const rolled = await rotateSecret(tdb.database.db, clock, CLIENT, '24h');
    expect(rolled.previousUntil?.toISOString()).toBe(new Date(clock.now().getTime() + 86_400_000).toISOString());
    const old = secret;
    secret = rolled.clientSecret;

    // Past the cache bound both instances have read the rolling: the old token still works, as does the new.
    clock.advanceSeconds(USER_KEY_CACHE_SECONDS + 1);
    const fresh = await token(b, secret);
    expect(await statusesOf(before)).toEqual([200, 200]);
    expect(await statusesOf(fresh)).toEqual([200, 200]);

    // Twenty hours on, the old secret still obtains tokens, which live no longer than the overlap.
    hours(20);
    const late = await tokenFrom(b, old);
    expect(late.status).toBe(200);
    expect(late.body.expires_in).toBeLessThanOrEqual(4 * 3600);
    expect(late.body.expires_in).toBeGreaterThan(3 * 3600);
    expect(await statusesOf(late.body.access_token)).toEqual([200, 200]);
    expect(await statusesOf(before)).toEqual([200, 200]);

    // The overlap ends: the old secret is refused, and its tokens stop on both instances at once.
    hours(4);
    clock.advanceSeconds(1);
    expect(await tokenFrom(a, old)).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await statusesOf(late.body.access_token)).toEqual([401, 401]);
    expect(await statusesOf(fresh)).toEqual([200, 200]);
    expect((await tokenFrom(a, secret)).status).toBe(200);
  });

  it('with a 1-hour overlap, stops a token of the old secret when the overlap ends, long before its own expiry', async () => {
    const before = await token(instances[0], secret);
    const rolled = await rotateSecret(tdb.database.db, clock, CLIENT, '1h');
    const old = secret;
    secret = rolled.clientSecret;
    hours(1);
    clock.advanceSeconds(-1);
    expect(await statusesOf(before)).toEqual([200, 200]);
    expect((await tokenFrom(instances[1], old)).status).toBe(200);
    clock.advanceSeconds(2);
    expect(await statusesOf(before)).toEqual([401, 401]);
    expect((await tokenFrom(instances[1], old)).status).toBe(401);
  });

  it('"now" refuses the old secret at once and its tokens on every instance within the cache bound', async () => {
    const [a, b] = instances;
    const before = await token(a, secret);
    expect(await statusesOf(before)).toEqual([200, 200]);
    const rolled = await rotateSecret(tdb.database.db, clock, CLIENT, 'now');
    expect(rolled.previousUntil).toBeNull();
    expect((await tokenFrom(b, secret)).status).toBe(401);
    secret = rolled.clientSecret;
    expect(await statusesOf(await token(b, secret))).toEqual([200, 200]);

    clock.advanceSeconds(USER_KEY_CACHE_SECONDS + 1);
    expect(await statusesOf(before)).toEqual([401, 401]);
  });

  it('rolling again during an overlap ends the earlier overlap: only the secret just replaced keeps working', async () => {
    const first = secret;
    const ofFirst = await token(instances[0], first);
    const second = (await rotateSecret(tdb.database.db, clock, CLIENT, '7d')).clientSecret;
    const ofSecond = await token(instances[0], second);
    secret = (await rotateSecret(tdb.database.db, clock, CLIENT, '24h')).clientSecret;
    expect((await tokenFrom(instances[1], first)).status).toBe(401);
    expect((await tokenFrom(instances[1], second)).status).toBe(200);
    clock.advanceSeconds(USER_KEY_CACHE_SECONDS + 1);
    expect(await statusesOf(ofFirst)).toEqual([401, 401]);
    expect(await statusesOf(ofSecond)).toEqual([200, 200]);
  });

  it('ending the overlap early stops the old secret at once and its tokens within the cache bound', async () => {
    const ofOld = await token(instances[0], secret);
    const old = secret;
    secret = (await rotateSecret(tdb.database.db, clock, CLIENT, '7d')).clientSecret;
    clock.advanceSeconds(USER_KEY_CACHE_SECONDS + 1);
    expect(await statusesOf(ofOld)).toEqual([200, 200]);

    await endSecretOverlap(tdb.database.db, clock, CLIENT);
    expect((await tokenFrom(instances[1], old)).status).toBe(401);
    await expect(endSecretOverlap(tdb.database.db, clock, CLIENT)).rejects.toMatchObject({ status: 409 });
    clock.advanceSeconds(USER_KEY_CACHE_SECONDS + 1);
    expect(await statusesOf(ofOld)).toEqual([401, 401]);
  });

  it('a suspension during an overlap ends it: after the reinstatement no earlier token works', async () => {
    const ofOld = await token(instances[0], secret);
    const old = secret;
    secret = (await rotateSecret(tdb.database.db, clock, CLIENT, '7d')).clientSecret;
    const ofNew = await token(instances[0], secret);
    await suspendAgency(tdb.database.db, clock, CLIENT);
    await reinstateAgency(tdb.database.db, CLIENT);
    clock.advanceSeconds(USER_KEY_CACHE_SECONDS + 1);
    // The new secret's tokens are now one generation back: accepted only if a previous secret still worked.
    expect(await statusesOf(ofNew)).toEqual([401, 401]);
    expect(await statusesOf(ofOld)).toEqual([401, 401]);
    expect((await tokenFrom(instances[1], old)).status).toBe(401);
    expect(await statusesOf(await token(instances[1], secret))).toEqual([200, 200]);
  });

  it('refuses an overlap it does not offer, naming the field and the choices', async () => {
    await expect(rotateSecret(tdb.database.db, clock, CLIENT, '2d' as never)).rejects.toMatchObject({
      status: 400,
      errors: { overlap: ['must be one of now, 1h, 24h, 7d (got "2d")'] },
    });
  });
});
