/**
 * Passwords (portal.md "Users"): everyone changes their own, giving the current one, and their other sign-ins
 * end; a forgotten one is reset through a link sent by e-mail (single-use secret, link-tokens.ts, valid one
 * hour), which ends all their sign-ins. Hashed as every portal password (auth/secrets.ts: scrypt).
 *
 * Asking for a reset answers the same whether or not the address has an account; the caller sends the mail
 * after answering, so the time taken does not tell either. Requests are limited per client address (a 429
 * says so: that is about the asker, not the address) and per e-mail address (silently: no more mails).
 */
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { hashSecret, verifySecret } from '../auth/secrets.js';
import { retryAfterSeconds, type RateCounter } from '../../platform/http/rate-counter.js';
import { AppError, invalidField } from '../../kernel/errors.js';
import { endSessionsOf } from './session-store.js';
import { linkToken, newLinkSecret, parseLinkToken, secretMatches } from './link-tokens.js';
import {
  deletePasswordReset,
  passwordHashOf,
  passwordResetById,
  replacePasswordReset,
  setPasswordHash,
  userByEmail,
  type PasswordResetRow,
} from './repository.js';
import { newPasswordProblems, normalEmail, PASSWORD_MAX, throwFirstProblem } from './rules.js';

export { newPasswordProblems } from './rules.js';

export const RESET_MINUTES = 60;

/**
 * Changes a signed-in user's password. The current one must be given (a session left open elsewhere does not
 * let a passer-by lock its owner out); the user's other sessions end, `keepSession` (this one) stays.
 */
export async function changePassword(
  db: Db,
  input: { userId: string; current: string; password: string; repeated: string; keepSession: string },
): Promise<void> {
  const hash = await passwordHashOf(db, input.userId);
  if (!hash || !(await verifySecret(input.current.slice(0, PASSWORD_MAX), hash))) {
    throw invalidField('current', 'is not your current password');
  }
  throwFirstProblem(newPasswordProblems(input.password, input.repeated));
  await setPasswordHash(db, input.userId, await hashSecret(input.password));
  await endSessionsOf(db, input.userId, input.keepSession);
}

/** Per client address, and per e-mail address, in a window (fixed: a person needs one or two). */
const RESET_LIMITS = { perAddress: 10, perEmail: 3, windowMs: 3600_000 };

/**
 * Counts one reset request. `ok: false` (the address asked too often) is shown as a 429; `mail: false`
 * (the e-mail address had its mails this hour) answers as usual and sends nothing.
 */
export type ResetRequestLimit = (
  address: string,
  email: string,
) => Promise<{ ok: true; mail: boolean } | { ok: false; retryAfterSeconds: number }>;

export function resetRequestLimit(deps: { counter: RateCounter; clock: Clock }): ResetRequestLimit {
  const { counter, clock } = deps;
  return async (address, email) => {
    const mine = await counter.hit(`password-reset:${address}`, RESET_LIMITS.windowMs);
    if (mine.count > RESET_LIMITS.perAddress) {
      return { ok: false, retryAfterSeconds: retryAfterSeconds(mine, clock.now().getTime()) };
    }
    const forEmail = await counter.hit(`password-reset-email:${email}`, RESET_LIMITS.windowMs);
    return { ok: true, mail: forEmail.count <= RESET_LIMITS.perEmail };
  };
}

/**
 * A reset link for the account of `email`, or undefined when there is none. Earlier links of the account
 * stop working: only the newest mail's link resets.
 */
export async function createPasswordReset(
  db: Db,
  clock: Clock,
  emailInput: string,
): Promise<{ token: string; email: string; name: string } | undefined> {
  const email = normalEmail(emailInput);
  const user = await userByEmail(db, email);
  if (!user) return undefined;
  const { secret, hash } = newLinkSecret();
  const expiresAt = new Date(clock.now().getTime() + RESET_MINUTES * 60_000);
  const id = await db.transaction((tx) => replacePasswordReset(tx, { userId: user.id, tokenHash: hash, expiresAt }));
  return { token: linkToken(id, secret), email, name: user.name };
}

export const resetLinkGone = () =>
  new AppError(
    404,
    'NOT_FOUND',
    'This reset link is not valid: it has been used, a newer one was sent, or it has expired (after an hour). Ask for a new one.',
  );

/** Whether a reset link's token is (still) good, for the form's GET. */
export async function resetLinkValid(db: Db, clock: Clock, token: string): Promise<boolean> {
  return (await resetRow(db, clock, token)) !== undefined;
}

async function resetRow(db: Db, clock: Clock, token: string): Promise<PasswordResetRow | undefined> {
  const parsed = parseLinkToken(token);
  if (!parsed) return undefined;
  const row = await passwordResetById(db, parsed.id);
  if (!row || !secretMatches(parsed.secret, row.tokenHash) || row.expiresAt <= clock.now()) return undefined;
  return row;
}

/** Sets the new password through a reset link (used once), and ends every sign-in of the account. */
export async function resetPassword(
  db: Db,
  clock: Clock,
  input: { token: string; password: string; repeated: string },
): Promise<{ userId: string }> {
  const row = await resetRow(db, clock, input.token);
  if (!row) throw resetLinkGone();
  throwFirstProblem(newPasswordProblems(input.password, input.repeated));
  const passwordHash = await hashSecret(input.password);
  await db.transaction(async (tx) => {
    // Deleted first: a link used twice at once resets once.
    if (!(await deletePasswordReset(tx, row.id))) throw resetLinkGone();
    await setPasswordHash(tx, row.userId, passwordHash);
  });
  await endSessionsOf(db, row.userId);
  return { userId: row.userId };
}
