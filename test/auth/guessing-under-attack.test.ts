/**
 * A stranger guessing from many addresses must not lock the owner of a secret out (issue 24 item 7): the
 * partner's correct client secret from an address it never used gets its token while its client id is under
 * attack, and the portal user's correct password signs in; the guessing addresses are refused (429); and
 * the hashing such an attack costs is bounded (auth/guessing-guard.ts): one verification per fresh address
 * and window, at most AUTH_ATTACK_VERIFICATIONS_PER_SECOND a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../../src/domain/auth/guessing-guard.js';
import { eq } from 'drizzle-orm';
import { agencies } from '../../src/domain/auth/schema.js';
import { hashGeneratedSecret, hashSecret, hasPreCheck } from '../../src/domain/auth/secrets.js';
import { ensureSandboxPortalUsers } from '../../src/domain/accounts/sandbox-users.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { injectVisitor } from '../portal/inject-visitor.js';
import { AGENT } from '../portal/support.js';

const PARTNER = {
  grant_type: 'client_credentials',
  client_id: 'sandbox-agency-2',
  client_secret: 'sandbox-secret-2',
  audience: 'partner-api-staging',
};
const PER_SECOND = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_ATTACK_VERIFICATIONS_PER_SECOND: String(PER_SECOND) } });
  await ensureSandboxPortalUsers(t.tdb.database.db);
});
afterAll(async () => t?.close());

const token = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/oauth/token', payload, remoteAddress });
const wrong = { ...PARTNER, client_secret: 'a-guess' };
const secretHash = async () =>
  (await t.tdb.database.db.select().from(agencies).where(eq(agencies.clientId, PARTNER.client_id)))[0]!
    .clientSecretHash;
/** A secret hashed as before pre-checks (secrets.ts): each wrong guess costs scrypt, and takes a turn of the budget. */
const withoutPreCheck = async () => {
  await t.tdb.database.db
    .update(agencies)
    .set({ clientSecretHash: await hashSecret(PARTNER.client_secret) })
    .where(eq(agencies.clientId, PARTNER.client_id));
};
const stranger = (i: number) => `10.66.${Math.floor(i / 200)}.${i % 200}`;

describe('the token endpoint while a client id is under attack from many addresses', () => {
  it('gives the partner its token at an address it never used; the guessing addresses get 429', async () => {
    t.clock.advanceSeconds(61); // a window of its own
    await withoutPreCheck();
    for (let i = 0; i < 100; i++) expect((await token(wrong, stranger(i))).statusCode).toBe(401);

    const served = await token(PARTNER, '198.51.100.200');
    expect(served.statusCode).toBe(200);
    expect(served.json().token_type).toBe('Bearer');
    // Its secret's hash got a pre-check on the way.
    expect(hasPreCheck(await secretHash())).toBe(true);

    for (let i = 0; i < 100; i++) {
      const refused = await token(wrong, stranger(i));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The guessing addresses are refused even with the right secret (they cannot tell a hit); no hash is spent.
    expect((await token(PARTNER, stranger(7))).statusCode).toBe(429);
    // Another client id is not under attack.
    expect(
      (await token({ ...PARTNER, client_id: 'sandbox-agency', client_secret: 'sandbox-secret' }, stranger(7)))
        .statusCode,
    ).toBe(200);
  });

  it('verifies each fresh address once and at most the budget a second; a partner waiting for a slot is served when the second turns', async () => {
    t.clock.advanceSeconds(1); // a new second, the same window: still under attack
    await withoutPreCheck();
    for (let i = 0; i < PER_SECOND; i++) expect((await token(wrong, stranger(200 + i))).statusCode).toBe(401);
    // The second's budget is spent: a new address waits for the next second, which (on the test's clock) does
    // not come, and is refused without its secret being hashed.
    const waited = await token(wrong, stranger(300));
    expect(waited.statusCode).toBe(429);
    expect(waited.headers['retry-after']).toBe('1');
    // Verified once, an address is refused (for an hour, while the attack goes on).
    expect((await token(wrong, stranger(200))).statusCode).toBe(429);

    // The partner at a new address while the budget is spent: it waits, and gets its token in the next second.
    const pending = token(PARTNER, '198.51.100.201');
    await new Promise((resolve) => setTimeout(resolve, 300));
    t.clock.advanceSeconds(1);
    expect((await pending).statusCode).toBe(200);
  });

  it('stays under attack for the hour, not only the minute: the guessing addresses stay refused, no new full-speed minute', async () => {
    t.clock.advanceSeconds(120); // the minute's failure count is gone
    await withoutPreCheck();
    for (let i = 0; i < 100; i += 10) expect((await token(wrong, stranger(i))).statusCode).toBe(429);
    // Fresh addresses still take their turns from the budget: the fourth in a second waits, and is refused.
    for (let i = 0; i < PER_SECOND; i++) expect((await token(wrong, stranger(400 + i))).statusCode).toBe(401);
    expect((await token(wrong, stranger(500))).statusCode).toBe(429);
    t.clock.advanceSeconds(3600); // the hour is over: an address that failed is verified again
    expect((await token(wrong, stranger(0))).statusCode).toBe(401);
  });
});

describe('a client secret with a pre-check (every secret issued now) while its client id is under attack', () => {
  it('needs no turn of the budget: wrong guesses from fresh addresses are refused at once, the partner served at once', async () => {
    t.clock.advanceSeconds(7200); // a fresh start
    await t.tdb.database.db
      .update(agencies)
      .set({ clientSecretHash: await hashGeneratedSecret(PARTNER.client_secret) })
      .where(eq(agencies.clientId, PARTNER.client_id));
    for (let i = 0; i < 100; i++) expect((await token(wrong, stranger(600 + i))).statusCode).toBe(401);
    // Under attack, and in one second of the test's standing clock: more fresh addresses than the budget,
    // each refused 401 without waiting for a turn (a wrong secret costs no hash).
    for (let i = 0; i < 3 * PER_SECOND; i++) expect((await token(wrong, stranger(800 + i))).statusCode).toBe(401);
    expect((await token(PARTNER, '198.51.100.220')).statusCode).toBe(200);
    // The addresses that guessed are still refused.
    expect((await token(wrong, stranger(800))).statusCode).toBe(429);
  });
});

describe('the portal sign-in while an e-mail is under attack from many addresses', () => {
  it('signs its owner in from an address it never used; the guessing addresses get 429', async () => {
    t.clock.advanceSeconds(61);
    const strangers = Array.from({ length: 100 }, (_, i) => injectVisitor(t.app, `10.77.0.${i}`));
    for (const visitor of strangers) {
      const response = await visitor.post('/portal/sign-in', { email: AGENT.email, password: 'a-guess-at-it' });
      expect(response.statusCode).toBe(401);
    }

    const owner = injectVisitor(t.app, '198.51.100.210');
    const signedIn = await owner.post('/portal/sign-in', AGENT);
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/portal/home');

    for (const visitor of strangers.slice(0, 10)) {
      const refused = await visitor.post('/portal/sign-in', { email: AGENT.email, password: 'another-guess' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('addressKey', () => {
  it('keys IPv4 as it is (also IPv4-mapped) and IPv6 by its /64, which one subscriber holds whole', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
