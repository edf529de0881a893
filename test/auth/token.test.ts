import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, jwtVerify, createLocalJWKSet } from 'jose';
import { buildApp } from '../../src/main/app.js';
import { Redis } from 'ioredis';
import { configKeySource, fileKeySource, memoryKeySource } from '../../src/domain/auth/keys.js';
import { redisRateCounter } from '../../src/platform/http/rate-counter.js';
import { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const AUDIENCE = 'partner-api-staging';
const good = {
  grant_type: 'client_credentials',
  client_id: 'sandbox-agency',
  client_secret: 'sandbox-secret',
  audience: AUDIENCE,
};

let tdb: TestDatabase;
let app: FastifyInstance;
const clock = new ManualClock('2027-01-01T00:00:00Z');
const keySource = memoryKeySource();
let address = 0;
/** Each test request from its own address, so the per-address limit only bites where a test wants it. */
const fresh = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  tdb = await createTestDatabase();
  await ensureSandboxAgencies(tdb.database.db);
  app = await buildApp({ config: loadConfig({}), database: tdb.database, clock, keySource });
});
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

function token(payload: unknown, headers: Record<string, string> = {}, remoteAddress = fresh()) {
  return app.inject({ method: 'POST', url: '/oauth/token', payload: payload as object, headers, remoteAddress });
}

describe('POST /oauth/token', () => {
  it('issues an ES256 JWT for JSON client credentials', async () => {
    const res = await token(good);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 86_400, scope: 'partner' });
    const header = decodeProtectedHeader(body.access_token);
    expect(header.alg).toBe('ES256');
    expect(header.kid).toBe(keySource().current!.kid);
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      iss: 'berth-sandbox',
      aud: AUDIENCE,
      sub: 'sandbox-agency',
      iat: 1798761600,
      exp: 1798761600 + 86_400,
    });
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    // Verifiable with the published JWKS alone.
    const jwks = (await app.inject('/.well-known/jwks.json')).json();
    const { payload } = await jwtVerify(body.access_token, createLocalJWKSet(jwks), { currentDate: clock.now() });
    expect(payload.sub).toBe('sandbox-agency');
  });

  it('takes a form-encoded body, as OAuth clients send it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(good).toString(),
      remoteAddress: fresh(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('Bearer');
  });

  it('takes the client credentials as HTTP Basic (RFC 6749 2.3.1)', async () => {
    const basic = `Basic ${Buffer.from('sandbox-agency-2:sandbox-secret-2').toString('base64')}`;
    const res = await token({ grant_type: 'client_credentials', audience: AUDIENCE }, { authorization: basic });
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().access_token).sub).toBe('sandbox-agency-2');

    const wrong = `Basic ${Buffer.from('sandbox-agency-2:nope').toString('base64')}`;
    const refused = await token({ grant_type: 'client_credentials', audience: AUDIENCE }, { authorization: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it("takes a request without audience as this environment's (a form with HTTP Basic, as generic OAuth clients send it)", async () => {
    const basic = `Basic ${Buffer.from('sandbox-agency:sandbox-secret').toString('base64')}`;
    for (const form of ['grant_type=client_credentials', 'grant_type=client_credentials&audience=']) {
      const res = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
        payload: form,
        remoteAddress: fresh(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(decodeJwt(res.json().access_token)).toMatchObject({ aud: AUDIENCE, sub: 'sandbox-agency' });
    }
    // A wrong audience is still refused, in the same form.
    const wrong = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
      payload: 'grant_type=client_credentials&audience=partner-api',
      remoteAddress: fresh(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'invalid_target',
      error_description: 'The audience is not the audience of this environment.',
    });
  });

  it.each([
    ['no grant_type', { ...good, grant_type: undefined }, 400, 'invalid_request'],
    ['no client_id', { ...good, client_id: undefined }, 400, 'invalid_request'],
    ['no client_secret', { ...good, client_secret: undefined }, 400, 'invalid_request'],
    ['a number as client_id', { ...good, client_id: 42 }, 400, 'invalid_request'],
    ['another grant', { ...good, grant_type: 'password' }, 400, 'unsupported_grant_type'],
    ['another audience', { ...good, audience: 'partner-api' }, 400, 'invalid_target'],
    ['an unknown scope', { ...good, scope: 'admin' }, 400, 'invalid_scope'],
    ['an unknown client', { ...good, client_id: 'nobody' }, 401, 'invalid_client'],
    ['a wrong secret', { ...good, client_secret: 'guess' }, 401, 'invalid_client'],
  ])('refuses %s with RFC 6749 JSON', async (_name, payload, status, error) => {
    const res = await token(JSON.parse(JSON.stringify(payload)));
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ error, error_description: expect.any(String) });
  });

  it('answers an unknown client and a wrong secret identically', async () => {
    const unknown = await token({ ...good, client_id: 'nobody' });
    const wrong = await token({ ...good, client_secret: 'guess' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.headers['www-authenticate']).toBeUndefined();
  });

  it('refuses a body that is neither JSON nor a form, and bad JSON, as invalid_request', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
      remoteAddress: fresh(),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('invalid_request');
    const bad = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{',
      remoteAddress: fresh(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_request');
    const empty = await app.inject({ method: 'POST', url: '/oauth/token', remoteAddress: fresh() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('invalid_request');
  });
});

describe('token endpoint rate limits', () => {
  it('refuses a client from an address after 10 failed attempts in a minute, even with the right secret, until the window ends; the client elsewhere is not locked out', async () => {
    clock.advanceSeconds(61); // a new window
    const guesser = '192.0.2.10';
    const partner = '198.51.100.20';
    for (let i = 0; i < 10; i++) {
      expect(
        (await token({ ...good, client_id: 'sandbox-agency-2', client_secret: `guess-${i}` }, {}, guesser)).statusCode,
      ).toBe(401);
    }
    const locked = await token(
      { ...good, client_id: 'sandbox-agency-2', client_secret: 'sandbox-secret-2' },
      {},
      guesser,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('too_many_requests');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The partner itself, from its own address, still gets its token: a stranger cannot lock it out.
    expect(
      (await token({ ...good, client_id: 'sandbox-agency-2', client_secret: 'sandbox-secret-2' }, {}, partner))
        .statusCode,
    ).toBe(200);
    // Another client is not affected either.
    expect((await token(good, {}, guesser)).statusCode).toBe(200);
    clock.advanceSeconds(61);
    expect(
      (await token({ ...good, client_id: 'sandbox-agency-2', client_secret: 'sandbox-secret-2' }, {}, guesser))
        .statusCode,
    ).toBe(200);
  });

  it('limits failed guesses per client across addresses: of 300 wrong secrets from 30 addresses, 100 are tried, then one per address; the partner is not locked out', async () => {
    clock.advanceSeconds(61); // a new window
    const client = { ...good, client_id: 'sandbox-agency-2', client_secret: 'sandbox-secret-2' };
    // The partner's usual address: it obtained a token from there before.
    const partner = '198.51.100.44';
    expect((await token(client, {}, partner)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let a = 0; a < 30; a++) {
      for (let i = 0; i < 10; i++) {
        const res = await token({ ...client, client_secret: `guess-${a}-${i}` }, {}, `203.0.113.${a + 1}`);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json().error).toBe('too_many_requests');
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
        }
      }
      // Each address in a second of its own, so that none waits for the under-attack budget.
      clock.advanceSeconds(1);
    }
    // The first 10 addresses 10 each (the per-address limit), which puts the client id under attack; from
    // then on an address is verified once and refused after its failure.
    expect(statuses.filter((s) => s === 401)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(180);
    // The partner gets its token, from the address it used before and from a new one.
    expect((await token(client, {}, partner)).statusCode).toBe(200);
    expect((await token(client, {}, '198.51.100.45')).statusCode).toBe(200);
    // Other clients are not affected.
    expect((await token(good, {}, '203.0.113.1')).statusCode).toBe(200);
  }, 120_000); // 120 scrypt verifications on a shared machine

  it('answers invalid_request (400) to a JSON body nested thousands of levels deep', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: `{"grant_type":${'['.repeat(3000)}${']'.repeat(3000)}}`,
      remoteAddress: fresh(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
  });

  it('answers invalid_request (400), not a server error, to a NUL character in the credentials', async () => {
    expect((await token({ ...good, client_id: 'sandbox\u0000agency' })).statusCode).toBe(400);
    const basic = Buffer.from('sandbox%00agency:sandbox-secret').toString('base64');
    const res = await token(
      { grant_type: 'client_credentials', audience: 'partner-api-staging' },
      { authorization: `Basic ${basic}` },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
  });

  it('answers 429 after 30 requests a minute from one address', async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < 30; i++) expect((await token({ grant_type: 'refresh_token' }, {}, from)).statusCode).toBe(400);
    const limited = await token(good, {}, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await token(good, {}, '192.0.2.78')).statusCode).toBe(200);
    clock.advanceSeconds(61);
    expect((await token(good, {}, from)).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL)('Redis rate counter (REDIS_URL)', () => {
  it('counts a fixed window shared by every instance', async () => {
    const counter = redisRateCounter(new Redis(process.env.REDIS_URL!), `berth:test:${process.pid}:${Date.now()}:`);
    try {
      expect(await counter.peek('k')).toBeUndefined();
      expect((await counter.hit('k', 60_000)).count).toBe(1);
      const second = await counter.hit('k', 60_000);
      expect(second.count).toBe(2);
      expect(second.resetAtMs).toBeGreaterThan(Date.now());
      expect((await counter.peek('k'))?.count).toBe(2);
    } finally {
      await counter.close();
    }
  });
});

describe('production with an external issuer only', () => {
  it('issues no tokens of its own and publishes no keys', async () => {
    const config = loadConfig({
      BERTH_MODE: 'production',
      AUTH_EXTERNAL_ISSUER: 'https://idp.example',
      AUTH_EXTERNAL_JWKS_URL: 'https://idp.example/jwks',
    });
    const external = await buildApp({ config, database: tdb.database, clock });
    try {
      expect((await external.inject('/.well-known/jwks.json')).json()).toEqual({ keys: [] });
      const res = await external.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { ...good, audience: 'partner-api' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('unsupported_grant_type');
    } finally {
      await external.close();
    }
  });
});

describe('GET /.well-known/jwks.json', () => {
  it('lists the current public key and no private part', async () => {
    const res = await app.inject('/.well-known/jwks.json');
    expect(res.statusCode).toBe(200);
    const { keys } = res.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: keySource().current!.kid });
    expect(keys[0].d).toBeUndefined();
  });

  it('lists the previous public key after a rotation', async () => {
    const current = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const previous = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    const config = loadConfig({
      BERTH_MODE: 'production',
      AUTH_SIGNING_KEY: current.export({ format: 'pem', type: 'pkcs8' }) as string,
      AUTH_PREVIOUS_PUBLIC_KEY: JSON.stringify({ ...previous.export({ format: 'jwk' }), kid: 'key-2026' }),
    });
    const prod = await buildApp({ config, database: tdb.database, clock });
    try {
      const { keys } = (await prod.inject('/.well-known/jwks.json')).json();
      expect(keys.map((k: { kid: string }) => k.kid)).toEqual([
        configKeySource(config.auth)().current!.kid,
        'key-2026',
      ]);
      expect(keys[0].x).toBe(createPublicKey(current).export({ format: 'jwk' }).x);
    } finally {
      await prod.close();
    }
  });
});

describe('signing keys', () => {
  it('generates the sandbox key pair once, 0600, and reuses it on the next start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'berth-keys-'));
    try {
      const first = fileKeySource(join(dir, 'keys'))();
      const pemPath = join(dir, 'keys', 'signing-key.pem');
      expect(statSync(pemPath).mode & 0o777).toBe(0o600);
      expect(readFileSync(pemPath, 'utf8')).toContain('BEGIN PRIVATE KEY');
      expect(readFileSync(join(dir, 'keys', 'signing-key.kid'), 'utf8').trim()).toBe(first.current!.kid);
      const second = fileKeySource(join(dir, 'keys'))();
      expect(second.current!.kid).toBe(first.current!.kid);
      expect(second.publicJwks).toEqual(first.publicJwks);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes an RSA key as JWK JSON (RS256) and refuses a key it cannot use', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const keys = configKeySource({
      signingKey: JSON.stringify(rsa.export({ format: 'jwk' })),
      previousPublicKey: undefined,
    })();
    expect(keys.current!.alg).toBe('RS256');
    expect(() => configKeySource({ signingKey: 'not a key', previousPublicKey: undefined })).toThrow(
      /AUTH_SIGNING_KEY must be/,
    );
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    }) as string;
    expect(() => configKeySource({ signingKey: p384, previousPublicKey: undefined })).toThrow(/ES256/);
  });

  it('production refuses to start without a signing key or an external issuer', () => {
    expect(() => loadConfig({ BERTH_MODE: 'production' })).toThrow(/AUTH_SIGNING_KEY/);
    expect(() => loadConfig({ BERTH_MODE: 'production', AUTH_EXTERNAL_ISSUER: 'https://idp.example' })).toThrow(
      /together/,
    );
    expect(
      loadConfig({
        BERTH_MODE: 'production',
        AUTH_EXTERNAL_ISSUER: 'https://idp.example',
        AUTH_EXTERNAL_JWKS_URL: 'https://idp.example/jwks',
      }).mode,
    ).toBe('production');
  });
});
