import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SignJWT, base64url, decodeJwt } from 'jose';
import { pino } from 'pino';
import { buildApp } from '../../src/main/app.js';
import { addUserKey, revokeUserKey } from '../../src/domain/auth/agency-admin.js';
import { assertOwned, ownedOrNotFound } from '../../src/domain/auth/isolation.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig, type Config } from '../../src/kernel/config.js';
import { agencies } from '../../src/domain/auth/schema.js';
import { sailings } from '../../src/domain/catalog/schema/sailings.js';
import { ensureSeeded } from '../../src/main/seed.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { getSandboxToken, sandboxAuth, sandboxAuthForServer } from '../support/auth.js';

const AUDIENCE = 'partner-api-staging';
let tdb: TestDatabase;
let app: FastifyInstance;
const clock = new ManualClock('2027-01-01T00:00:00Z');
const keySource = memoryKeySource();

/** A tiny protected route, standing in for the V1 and V2 scopes that do not exist yet. */
async function withProtectedRoute(instance: FastifyInstance): Promise<FastifyInstance> {
  await instance.register(
    async (api) => {
      api.addHook('onRequest', instance.authenticate);
      api.get('/whoami', async (request) => request.agency);
      api.get('/things/:owner', async (request) => {
        const { owner } = request.params as { owner: string };
        assertOwned(owner, request.agency, { detail: 'Thing not found.', code: 'THING_NOT_FOUND' });
        return { ok: true };
      });
    },
    { prefix: '/api/test' },
  );
  return instance;
}

function call(auth: { authorization?: string; userKey?: string }, url = '/api/test/whoami') {
  return app.inject({
    url,
    headers: auth.authorization ? { authorization: auth.authorization } : {},
    query: auth.userKey !== undefined ? { user_key: auth.userKey } : {},
  });
}

function signWithOurKey(options: { audience?: string; issuer?: string } = {}) {
  const current = keySource().current!;
  const now = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: current.kid })
    .setIssuer(options.issuer ?? 'berth-sandbox')
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject('sandbox-agency')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(current.privateKey);
}

function expectUnauthorized(res: Awaited<ReturnType<typeof call>>, code = 'TOKEN_INVALID') {
  expect(res.statusCode).toBe(401);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="berth"/);
  if (code === 'TOKEN_INVALID') expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
  expect(res.json()).toMatchObject({ status: 401, code });
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  await ensureSandboxAgencies(tdb.database.db);
  app = await withProtectedRoute(await buildApp({ config: loadConfig({}), database: tdb.database, clock, keySource }));
});
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

describe('authenticate', () => {
  it('sets request.agency from a valid token and user key', async () => {
    const res = await app.inject({ url: '/api/test/whoami', ...(await sandboxAuth(app)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clientId: 'sandbox-agency',
      market: 'NO',
      currencies: ['NOK', 'EUR'],
      commissionBps: 1000,
      isSandbox: true,
    });
  });

  it('accepts the legacy user key of the same agency', async () => {
    const token = await getSandboxToken(app);
    const res = await call({ authorization: `Bearer ${token}`, userKey: 'sandbox-legacy-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json().clientId).toBe('sandbox-agency');
  });

  it('answers 401 with WWW-Authenticate when the token is missing or not a bearer token', async () => {
    expectUnauthorized(await call({ userKey: 'sandbox-user-key' }), 'TOKEN_MISSING');
    expectUnauthorized(await call({ authorization: 'Basic abc', userKey: 'sandbox-user-key' }));
    expectUnauthorized(await call({ authorization: 'Bearer not-a-jwt', userKey: 'sandbox-user-key' }));
  });

  it('answers 401 to a tampered token', async () => {
    const token = await getSandboxToken(app);
    const [header, , signature] = token.split('.');
    const payload = base64url.encode(
      JSON.stringify({ ...decodeJwt(token), sub: 'sandbox-agency-2', client_id: 'sandbox-agency-2' }),
    );
    expectUnauthorized(
      await call({ authorization: `Bearer ${header}.${payload}.${signature}`, userKey: 'sandbox-user-key-2' }),
    );
  });

  it('answers 401 to a token for another audience or of another issuer', async () => {
    const control = await call({ authorization: `Bearer ${await signWithOurKey()}`, userKey: 'sandbox-user-key' });
    expect(control.statusCode).toBe(200);
    expectUnauthorized(
      await call({
        authorization: `Bearer ${await signWithOurKey({ audience: 'partner-api' })}`,
        userKey: 'sandbox-user-key',
      }),
    );
    expectUnauthorized(
      await call({
        authorization: `Bearer ${await signWithOurKey({ issuer: 'someone-else' })}`,
        userKey: 'sandbox-user-key',
      }),
    );
  });

  it('answers 401 to an expired token (the injected clock decides)', async () => {
    const token = await getSandboxToken(app);
    expect((await call({ authorization: `Bearer ${token}`, userKey: 'sandbox-user-key' })).statusCode).toBe(200);
    clock.advanceSeconds(86_400 + 60);
    const res = await call({ authorization: `Bearer ${token}`, userKey: 'sandbox-user-key' });
    expectUnauthorized(res);
    expect(res.json().detail).toMatch(/expired/);
  });

  it('answers 401 to alg none', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url.encode(
      JSON.stringify({ iss: 'berth-sandbox', aud: AUDIENCE, sub: 'sandbox-agency', iat: now, exp: now + 600 }),
    );
    expectUnauthorized(await call({ authorization: `Bearer ${header}.${payload}.`, userKey: 'sandbox-user-key' }));
  });

  it('answers 401 to a token signed by a key it does not know', async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const now = Math.floor(clock.now().getTime() / 1000);
    for (const kid of ['unknown-kid', keySource().current!.kid]) {
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuer('berth-sandbox')
        .setAudience(AUDIENCE)
        .setSubject('sandbox-agency')
        .setExpirationTime(now + 600)
        .sign(stranger);
      expectUnauthorized(await call({ authorization: `Bearer ${forged}`, userKey: 'sandbox-user-key' }));
    }
  });

  it("answers 400 without user_key, 403 for an unknown key or another agency's key", async () => {
    const authorization = `Bearer ${await getSandboxToken(app)}`;
    const missing = await call({ authorization });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json()).toMatchObject({ code: 'USER_KEY_REQUIRED', errors: { user_key: [expect.any(String)] } });
    expect((await call({ authorization, userKey: '' })).json().code).toBe('USER_KEY_REQUIRED');

    const unknown = await call({ authorization, userKey: 'no-such-key' });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ code: 'USER_KEY_INVALID' });
    const foreign = await call({ authorization, userKey: 'sandbox-user-key-2' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('USER_KEY_INVALID');
  });

  it('checks the token before the user key', async () => {
    expect((await call({})).statusCode).toBe(401);
  });

  it('refuses a revoked key once the positive cache entry expires (30 s)', async () => {
    const added = await addUserKey(tdb.database.db, 'sandbox-agency');
    const authorization = `Bearer ${await getSandboxToken(app)}`;
    expect((await call({ authorization, userKey: added.userKey })).statusCode).toBe(200);
    await revokeUserKey(tdb.database.db, clock, 'sandbox-agency', added.keyId);
    // Within the cache window the instance still accepts it (the documented revocation delay) ...
    expect((await call({ authorization, userKey: added.userKey })).statusCode).toBe(200);
    clock.advanceSeconds(31);
    // ... and after it, no longer.
    const revoked = await call({ authorization, userKey: added.userKey });
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().code).toBe('USER_KEY_INVALID');
  });

  it('keeps the reference routes open', async () => {
    for (const url of ['/health/live', '/.well-known/jwks.json', '/openapi.json']) {
      expect((await app.inject(url)).statusCode).toBe(200);
    }
  });
});

describe('over HTTP', () => {
  it('works for a listening server through the test helper', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const remote = await sandboxAuthForServer(base, 2);
    const res = await fetch(remote.url('/api/test/whoami'), { headers: remote.headers });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { clientId: string }).clientId).toBe('sandbox-agency-2');
  });
});

describe('agency isolation', () => {
  it("answers 404 with the resource's not-found text for another agency's resource, never 403", async () => {
    const auth = await sandboxAuth(app);
    const [own] = await tdb.database.db.select().from(agencies).where(eq(agencies.clientId, 'sandbox-agency'));
    const [other] = await tdb.database.db.select().from(agencies).where(eq(agencies.clientId, 'sandbox-agency-2'));
    expect((await app.inject({ url: `/api/test/things/${own!.id}`, ...auth })).statusCode).toBe(200);
    const res = await app.inject({ url: `/api/test/things/${other!.id}`, ...auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'THING_NOT_FOUND', detail: 'Thing not found.' });
  });

  it('ownedOrNotFound returns the row of the caller and throws 404 otherwise', () => {
    const nf = { detail: 'Session expired or invalid.', code: 'SESSION_NOT_FOUND' };
    const row = { id: 's1', agencyId: 'a1' };
    expect(ownedOrNotFound(row, { id: 'a1' }, nf)).toBe(row);
    expect(() => ownedOrNotFound(row, { id: 'a2' }, nf)).toThrow(
      expect.objectContaining({ status: 404, code: 'SESSION_NOT_FOUND' }),
    );
    expect(() => ownedOrNotFound(undefined, { id: 'a1' }, nf)).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe('production mode', () => {
  const signing = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const productionConfig = (extra: Record<string, string> = {}): Config =>
    loadConfig({
      BERTH_MODE: 'production',
      AUTH_SIGNING_KEY: signing.export({ format: 'pem', type: 'pkcs8' }) as string,
      ...extra,
    });

  it('seeds no sandbox agency and no demo catalogue', async () => {
    const fresh = await createTestDatabase();
    try {
      await ensureSeeded({
        database: fresh.database,
        config: productionConfig(),
        clock,
        logger: pino({ enabled: false }),
      });
      expect(await fresh.database.db.select().from(agencies)).toHaveLength(0);
      // Nor the demo catalogue: production loads the operator's own with catalog:import.
      expect(await fresh.database.db.select().from(sailings)).toHaveLength(0);
      // ... whereas sandbox mode creates both, once.
      const sandbox = {
        database: fresh.database,
        config: loadConfig({ DEMO_CATALOG_DAYS: '1' }),
        clock,
        logger: pino({ enabled: false }),
      };
      await ensureSeeded(sandbox);
      await ensureSeeded(sandbox);
      expect((await fresh.database.db.select().from(agencies)).map((a) => a.clientId).sort()).toEqual([
        'sandbox-agency',
        'sandbox-agency-2',
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('never accepts a sandbox agency, even one present in the database', async () => {
    // This file's database holds the sandbox agencies (as if inserted by hand).
    const prod = await withProtectedRoute(
      await buildApp({ config: productionConfig(), database: tdb.database, clock }),
    );
    try {
      const res = await prod.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          grant_type: 'client_credentials',
          client_id: 'sandbox-agency',
          client_secret: 'sandbox-secret',
          audience: 'partner-api',
        },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('invalid_client');

      // A correctly signed production token naming the sandbox agency is refused as well.
      const kid = (await prod.inject('/.well-known/jwks.json')).json().keys[0].kid;
      const now = Math.floor(clock.now().getTime() / 1000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuer('berth')
        .setAudience('partner-api')
        .setSubject('sandbox-agency')
        .setExpirationTime(now + 600)
        .sign(signing);
      const call = await prod.inject({
        url: '/api/test/whoami',
        headers: { authorization: `Bearer ${token}` },
        query: { user_key: 'sandbox-user-key' },
      });
      expect(call.statusCode).toBe(401);
    } finally {
      await prod.close();
    }
  });
});

describe('external issuer', () => {
  let server: Server;
  const external = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  beforeAll(async () => {
    const jwk = { ...external.publicKey.export({ format: 'jwk' }), kid: 'idp-1', alg: 'ES256', use: 'sig' };
    server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('accepts tokens of the configured external issuer, verified with its JWKS', async () => {
    const { port } = server.address() as AddressInfo;
    const config = loadConfig({
      AUTH_EXTERNAL_ISSUER: 'https://idp.example',
      AUTH_EXTERNAL_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
    });
    const withIdp = await withProtectedRoute(await buildApp({ config, database: tdb.database, clock, keySource }));
    try {
      const now = Math.floor(clock.now().getTime() / 1000);
      const sign = (issuer: string, key = external.privateKey) =>
        new SignJWT({ client_id: 'sandbox-agency-2' })
          .setProtectedHeader({ alg: 'ES256', kid: 'idp-1' })
          .setIssuer(issuer)
          .setAudience(AUDIENCE)
          .setSubject('machine-42')
          .setExpirationTime(now + 600)
          .sign(key);
      const ok = await withIdp.inject({
        url: '/api/test/whoami',
        headers: { authorization: `Bearer ${await sign('https://idp.example')}` },
        query: { user_key: 'sandbox-user-key-2' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().clientId).toBe('sandbox-agency-2');
      // Our own tokens still work beside it.
      const own = await withIdp.inject({ url: '/api/test/whoami', ...(await sandboxAuth(withIdp)) });
      expect(own.statusCode).toBe(200);
      // The external issuer's name with a key that is not in its JWKS: refused.
      const forged = await sign('https://idp.example', generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
      const refused = await withIdp.inject({
        url: '/api/test/whoami',
        headers: { authorization: `Bearer ${forged}` },
        query: { user_key: 'sandbox-user-key-2' },
      });
      expect(refused.statusCode).toBe(401);
    } finally {
      await withIdp.close();
    }
  });
});
