/**
 * Credentials of the sandbox agencies for tests. The agencies must exist in the test's database: call
 * `ensureSandboxAgencies(tdb.database.db)` (src/domain/auth/sandbox.ts) once per file, and build the app with
 * `keySource: memoryKeySource()` so that no key file is written.
 *
 *   const auth = await sandboxAuth(app);                 // agency 1; sandboxAuth(app, 2) for the other
 *   await app.inject({ method: 'GET', url: '/api/v2/...', ...auth });
 *   await app.inject({ url: '/api/v2/...', headers: { ...auth.headers, 'x-other': '1' }, query: { ...auth.query, a: 'b' } });
 *
 * Against a listening server the per-address limit (30 token requests a minute) applies: get one token per
 * file and reuse it, as partners are told to.
 *   const remote = await sandboxAuthForServer('http://127.0.0.1:8080');
 *   await fetch(remote.url('/api/v2/search/voyages'), { method: 'POST', headers: { ...remote.headers, 'content-type': 'application/json' }, body });
 */
import type { FastifyInstance } from 'fastify';
import { SANDBOX_AGENCIES } from '../../src/domain/auth/sandbox.js';
import { loadConfig } from '../../src/kernel/config.js';

export { memoryKeySource } from '../../src/domain/auth/keys.js';
export { ensureSandboxAgencies } from '../../src/domain/auth/sandbox.js';

export type SandboxAgencyNumber = 1 | 2;

export function sandboxCredentials(which: SandboxAgencyNumber = 1) {
  const agency = SANDBOX_AGENCIES[which - 1]!;
  return {
    clientId: agency.clientId,
    clientSecret: agency.clientSecret,
    userKey: agency.userKeys[0]!.key,
    legacyUserKey: agency.userKeys.find((k) => k.isLegacy)?.key,
  };
}

function tokenRequest(which: SandboxAgencyNumber, audience: string) {
  const c = sandboxCredentials(which);
  return { grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret, audience };
}

// The token endpoint allows 30 requests a minute per address, and a test's ManualClock may never move on:
// each helper request comes from its own (documentation-range) address so that no test trips that limit.
let requests = 0;
const nextAddress = () => `198.18.${Math.floor(++requests / 250) % 250}.${(requests % 250) + 1}`;

/** An access token of sandbox agency 1 or 2, from the app's own token endpoint (about 40 ms: scrypt). */
export async function getSandboxToken(app: FastifyInstance, which: SandboxAgencyNumber = 1, audience = loadConfig({}).auth.audience): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/oauth/token', payload: tokenRequest(which, audience), remoteAddress: nextAddress() });
  if (res.statusCode !== 200) throw new Error(`sandbox token request failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

export interface InjectAuth {
  headers: { authorization: string };
  query: { user_key: string };
}

/** `{ headers: { authorization }, query: { user_key } }` to spread into `app.inject`. */
export async function sandboxAuth(app: FastifyInstance, which: SandboxAgencyNumber = 1, audience?: string): Promise<InjectAuth> {
  const token = await getSandboxToken(app, which, audience);
  return { headers: { authorization: `Bearer ${token}` }, query: { user_key: sandboxCredentials(which).userKey } };
}

/** The same for a listening server: `headers` for fetch, and `url(path)` with user_key appended. */
export async function sandboxAuthForServer(
  baseUrl: string,
  which: SandboxAgencyNumber = 1,
  audience = loadConfig({}).auth.audience,
): Promise<InjectAuth & { token: string; url(path: string): string }> {
  const res = await fetch(new URL('/oauth/token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(tokenRequest(which, audience)),
  });
  if (res.status !== 200) throw new Error(`sandbox token request failed: ${res.status} ${await res.text()}`);
  const token = ((await res.json()) as { access_token: string }).access_token;
  const userKey = sandboxCredentials(which).userKey;
  return {
    token,
    headers: { authorization: `Bearer ${token}` },
    query: { user_key: userKey },
    url(path: string) {
      const url = new URL(path, baseUrl);
      url.searchParams.set('user_key', userKey);
      return url.toString();
    },
  };
}
