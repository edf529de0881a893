/**
 * RFC 8414 authorization-server metadata at /.well-known/oauth-authorization-server: absolute URLs of the
 * address partners call (PUBLIC_BASE_URL, else the request's own scheme and host, forwarded ones only behind
 * a trusted proxy), and a standard OAuth client library that gets a token by discovery alone (without an
 * audience: the token is for this environment's).
 */
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import * as oauth from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/main/app.js';
import { memoryKeySource } from '../../src/domain/auth/keys.js';
import { loadConfig } from '../../src/kernel/config.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sandboxCredentials } from '../support/auth.js';

const METADATA = '/.well-known/oauth-authorization-server';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Another app on the same database, configured by `env`. */
async function appWith(env: Record<string, string>) {
  return buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
    database: t.tdb.database,
    clock: t.clock,
    keySource: memoryKeySource(),
    logger: false,
  });
}

describe('GET /.well-known/oauth-authorization-server', () => {
  it('publishes the token endpoint, keys, grant and client authentication methods at the address the request used', async () => {
    const res = await t.app.inject({
      url: METADATA,
      // Without TRUST_PROXY, forwarded headers are anyone's to send: they must not change the answer.
      headers: { host: 'berth.test:8443', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      issuer: 'http://berth.test:8443',
      token_endpoint: 'http://berth.test:8443/oauth/token',
      jwks_uri: 'http://berth.test:8443/.well-known/jwks.json',
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      response_types_supported: [],
      scopes_supported: [expect.any(String)],
      service_documentation: 'http://berth.test:8443/docs/api.md',
    });
    expect(res.headers.vary).toContain('Host');
    // The endpoints it names answer.
    expect((await t.app.inject({ url: '/.well-known/jwks.json' })).json().keys.length).toBeGreaterThan(0);
  });

  it('behind a trusted proxy names the forwarded scheme and host; PUBLIC_BASE_URL wins over both', async () => {
    const proxied = await appWith({ TRUST_PROXY: 'true' });
    const configured = await appWith({ TRUST_PROXY: 'true', PUBLIC_BASE_URL: 'https://api.example.com/berth/' });
    try {
      const headers = {
        host: '10.0.0.5:8080',
        'x-forwarded-host': 'partners.example.net',
        'x-forwarded-proto': 'https',
      };
      const forwarded = (await proxied.inject({ url: METADATA, headers })).json();
      expect(forwarded.issuer).toBe('https://partners.example.net');
      expect(forwarded.token_endpoint).toBe('https://partners.example.net/oauth/token');

      const res = await configured.inject({ url: METADATA, headers });
      expect(res.json()).toMatchObject({
        issuer: 'https://api.example.com/berth',
        token_endpoint: 'https://api.example.com/berth/oauth/token',
        jwks_uri: 'https://api.example.com/berth/.well-known/jwks.json',
      });
      expect(res.headers.vary).toBeUndefined();
    } finally {
      await proxied.close();
      await configured.close();
    }
  });

  it('lets a standard OAuth client (openid-client) obtain a token by discovery alone, with either client authentication', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { clientId, clientSecret, userKey } = sandboxCredentials();
    // Plain http is refused by the library unless allowed: fine on the loopback interface of a test.
    const options = { algorithm: 'oauth2' as const, execute: [oauth.allowInsecureRequests] };

    const viaPost = await oauth.discovery(new URL(base), clientId, clientSecret, oauth.ClientSecretPost(), options);
    expect(viaPost.serverMetadata().token_endpoint).toBe(`${base}/oauth/token`);
    const viaBasic = await oauth.discovery(new URL(base), clientId, clientSecret, oauth.ClientSecretBasic(), options);

    for (const config of [viaPost, viaBasic]) {
      // No audience: a generic client sends only the grant and its credentials (issue 22).
      const token = await oauth.clientCredentialsGrant(config);
      expect(token.token_type.toLowerCase()).toBe('bearer');
      expect(decodeJwt(token.access_token).aud).toBe(t.config.auth.audience);
      const call = await fetch(`${base}/api/v2/refdata/ports?user_key=${userKey}`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      expect(call.status).toBe(200);
    }
    // A wrong audience is refused as before.
    await expect(oauth.clientCredentialsGrant(viaBasic, { audience: 'partner-api-elsewhere' })).rejects.toMatchObject({
      error: 'invalid_target',
    });
  });
});
