/**
 * The user-key cache's end (USER_KEY_CACHE_SECONDS) is no stampede: concurrent requests with one key share one
 * resolution, and a key this instance verified is accepted again by matching its still-active row, without scrypt
 * (src/domain/auth/authenticate.ts). Revocation still takes effect when the entry ends. scrypt is counted at its
 * source: node:crypto's scrypt, wrapped for this file and put back after it (a user key's hash has no pre-check,
 * auth/secrets.ts, so each verification of one is one scrypt call). The wrapper goes in through node:crypto's own
 * object and `syncBuiltinESMExports`, which every importer's binding then sees, rather than by replacing
 * auth/secrets.js (vi.mock), which a worker that runs file after file (vitest.config.ts) would not apply.
 */
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserKey, revokeUserKey } from '../../src/domain/auth/agency-admin.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { getSandboxToken } from '../support/auth.js';

const scrypt = { calls: 0 };
const realScrypt = crypto.scrypt;

let t: TestApp;

beforeAll(async () => {
  crypto.scrypt = ((...args: Parameters<typeof realScrypt>) => {
    scrypt.calls += 1;
    return (realScrypt as (...a: unknown[]) => void)(...args);
  }) as typeof realScrypt;
  syncBuiltinESMExports();
  t = await createTestApp();
});
afterAll(async () => {
  crypto.scrypt = realScrypt;
  syncBuiltinESMExports();
  await t?.close();
});

async function statuses(authorization: string, userKey: string, n: number): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: n }, () =>
      t.app.inject({ url: '/api/v2/refdata/ports', headers: { authorization }, query: { user_key: userKey } }),
    ),
  );
  return answers.map((a) => a.statusCode);
}

describe('the user-key cache at its end', () => {
  it('32 concurrent requests with a new key cost one scrypt; after the entry ends, none; revocation still holds', async () => {
    const added = await addUserKey(t.tdb.database.db, 'sandbox-agency');
    const authorization = `Bearer ${await getSandboxToken(t.app)}`;
    const before = scrypt.calls;

    expect(await statuses(authorization, added.userKey, 32)).toEqual(Array(32).fill(200));
    expect(scrypt.calls - before).toBe(1);

    t.clock.advanceSeconds(31); // the cache entry has ended
    expect(await statuses(authorization, added.userKey, 32)).toEqual(Array(32).fill(200));
    expect(scrypt.calls - before).toBe(1);

    await revokeUserKey(t.tdb.database.db, t.clock, 'sandbox-agency', added.keyId);
    t.clock.advanceSeconds(31);
    expect(await statuses(authorization, added.userKey, 4)).toEqual(Array(4).fill(403));
  });

  it('a wrong key with the same last four characters still costs its scrypt and is refused', async () => {
    const added = await addUserKey(t.tdb.database.db, 'sandbox-agency');
    const authorization = `Bearer ${await getSandboxToken(t.app)}`;
    expect(await statuses(authorization, added.userKey, 1)).toEqual([200]);
    const before = scrypt.calls;
    const forged = `${'x'.repeat(added.userKey.length - 4)}${added.userKey.slice(-4)}`;
    expect(await statuses(authorization, forged, 1)).toEqual([403]);
    expect(scrypt.calls - before).toBeGreaterThanOrEqual(1);
  });
});
