/**
 * Portal sign-in: the operator's staff and agency staff, with e-mail and password. Passwords are hashed as
 * agency secrets are (auth/secrets.ts: scrypt, verified in constant time). Sign-in is throttled as the token
 * endpoint is: per address, and by the guessing guard (auth/guessing-guard.ts) per e-mail and address and per
 * e-mail from every address, which bounds an attack's hashing without locking the owner out; an unknown
 * e-mail costs a decoy hash, so timing does not tell which addresses exist.
 */
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { retryAfterSeconds, type RateCounter } from '../../platform/http/rate-counter.js';
import { addressKey, createGuessingGuard } from '../auth/guessing-guard.js';
import { verifyAgainstDecoy, verifySecret } from '../auth/secrets.js';
import { findPortalUser, pendingRequestHash, recordSignIn, userByEmail } from './repository.js';
import { normalEmail, PASSWORD_MAX } from './rules.js';
import type { PortalUser } from './types.js';

export interface SignInLimits {
  perAddress: number;
  failuresPerEmailAndAddress: number;
  /** Failures for one e-mail from all addresses per window; from there on the e-mail is under attack (guessing-guard.ts). */
  failuresPerEmail: number;
  windowSeconds: number;
  /** Under attack: password verifications for the e-mail per second (AUTH_ATTACK_VERIFICATIONS_PER_SECOND). */
  verificationsPerSecondUnderAttack: number;
  maxWaitMs: number;
  /** How long an address where the e-mail's owner signed in is exempt from the attack rules. */
  knownAddressSeconds: number;
}

/** As the token endpoint's (auth/token-routes.ts defaultTokenRateLimits). */
export const defaultSignInLimits: SignInLimits = {
  perAddress: 30,
  failuresPerEmailAndAddress: 10,
  failuresPerEmail: 100,
  windowSeconds: 60,
  verificationsPerSecondUnderAttack: 5,
  maxWaitMs: 3000,
  knownAddressSeconds: 30 * 86_400,
};

export type SignInResult =
  | { ok: true; user: PortalUser }
  | { ok: false; reason: 'invalid' }
  /** The right password of an access request still waiting for the operator (nobody else learns of it). */
  | { ok: false; reason: 'pending' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/** Signs a person in by e-mail and password from a client address (the portal's sign-in form). */
export type SignIn = (email: string, password: string, ip: string) => Promise<SignInResult>;

export function createSignIn(deps: {
  db: Db;
  clock: Clock;
  counter: RateCounter;
  limits?: Partial<SignInLimits>;
}): SignIn {
  const { db, clock, counter } = deps;
  const limits = { ...defaultSignInLimits, ...deps.limits };
  const guard = createGuessingGuard({
    counter,
    clock,
    prefix: 'portal:',
    limits: {
      failuresPerPair: limits.failuresPerEmailAndAddress,
      failuresPerIdentity: limits.failuresPerEmail,
      windowSeconds: limits.windowSeconds,
      verificationsPerSecond: limits.verificationsPerSecondUnderAttack,
      maxWaitMs: limits.maxWaitMs,
      failedAddressSeconds: 3600,
      knownAddressSeconds: limits.knownAddressSeconds,
    },
  });

  return async function signIn(emailInput: string, password: string, ip: string): Promise<SignInResult> {
    const email = normalEmail(emailInput).slice(0, 254);
    const address = addressKey(ip);
    const perAddress = await counter.hit(`portal-address:${address}`, limits.windowSeconds * 1000);
    if (perAddress.count > limits.perAddress) {
      return {
        ok: false,
        reason: 'throttled',
        retryAfterSeconds: retryAfterSeconds(perAddress, clock.now().getTime()),
      };
    }
    const admission = await guard.admit(email, address);
    if (!admission.admitted) return { ok: false, reason: 'throttled', retryAfterSeconds: admission.retryAfterSeconds };

    const row = await userByEmail(db, email);
    if (!row) {
      // No account: a waiting access request's own password is told that it waits; any other password costs
      // the same one hash as an unknown address and gets the same answer.
      const pending = await pendingRequestHash(db, email);
      const accepted = pending
        ? await verifySecret(password.slice(0, PASSWORD_MAX), pending)
        : await verifyAgainstDecoy(password.slice(0, PASSWORD_MAX));
      if (accepted) return { ok: false, reason: 'pending' };
      await guard.failed(email, address);
      return { ok: false, reason: 'invalid' };
    }
    const accepted = await verifySecret(password.slice(0, PASSWORD_MAX), row.passwordHash);
    if (!accepted) {
      await guard.failed(email, address);
      return { ok: false, reason: 'invalid' };
    }
    await guard.succeeded(email, address);
    await recordSignIn(db, row.id, clock.now());
    const user = await findPortalUser(db, row.id);
    return user ? { ok: true, user } : { ok: false, reason: 'invalid' };
  };
}
