/**
 * Passwords (portal.md "Users"): everyone changes their own, giving the current one, and their other sign-ins
 * end; a forgotten one is reset through a link sent by e-mail (single-use secret, user-tokens.ts, valid one
 * hour), which ends all their sign-ins. Hashed as every portal password (auth/secrets.ts: scrypt).
 *
 * Asking for a reset answers the same whether or not the address has an account; the caller sends the mail
 * after answering, so the time taken does not tell either. Requests are limited per client address (a 429
 * says so: that is about the asker, not the address) and per e-mail address (silently: no more mails).
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { portalPasswordResets, portalUsers } from '../../domain/accounts/schema.js';
import { hashSecret, verifySecret } from '../../domain/auth/secrets.js';
import { retryAfterSeconds, type RateCounter } from '../../platform/http/rate-counter.js';
import { AppError, invalidField } from '../../kernel/errors.js';
import type { FormErrors } from './forms.js';
import { endSessionsOf } from './session-store.js';
import { linkToken, newLinkSecret, parseLinkToken, secretMatches } from './user-tokens.js';
import { normalEmail, PASSWORD_MAX, passwordProblem } from './users.js';

export const RESET_MINUTES = 60;

/** The form's rules for a new password typed twice. */
export function newPasswordProblems(password: string, repeated: string): FormErrors {
  const problem = passwordProblem(password);
  if (problem) return { password: problem };
  if (repeated !== password) return { repeat: 'does not match the new password' };
  return {};
}

/**
 * Changes a signed-in user's password. The current one must be given (a session left open elsewhere does not
 * let a passer-by lock its owner out); the user's other sessions end, `keepSession` (this one) stays.
 */
export async function changePassword(
  db: Db,
  input: { userId: string; current: string; password: string; repeated: string; keepSession: string },
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: portalUsers.passwordHash })
    .from(portalUsers)
    .where(eq(portalUsers.id, input.userId));
  if (!row || !(await verifySecret(input.current.slice(0, PASSWORD_MAX), row.passwordHash))) {
    throw invalidField('current', 'is not your current password');
  }
  const problems = newPasswordProblems(input.password, input.repeated);
  const [name] = Object.keys(problems);
  if (name) throw invalidField(name, problems[name]!);
  await db
    .update(portalUsers)
    .set({ passwordHash: await hashSecret(input.password) })
    .where(eq(portalUsers.id, input.userId));
  await endSessionsOf(db, input.userId, input.keepSession);
}

/** Per client address, and per e-mail address, in a window (fixed: a person needs one or two). */
const RESET_LIMITS = { perAddress: 10, perEmail: 3, windowMs: 3600_000 };

/**
 * Counts one reset request. `ok: false` (the address asked too often) is shown as a 429; `mail: false`
 * (the e-mail address had its mails this hour) answers as usual and sends nothing.
 */
export function resetRequestLimit(deps: { counter: RateCounter; clock: Clock }) {
  const { counter, clock } = deps;
  return async (
    address: string,
    email: string,
  ): Promise<{ ok: true; mail: boolean } | { ok: false; retryAfterSeconds: number }> => {
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
  const [user] = await db
    .select({ id: portalUsers.id, name: portalUsers.name })
    .from(portalUsers)
    .where(eq(portalUsers.email, email));
  if (!user) return undefined;
  const { secret, hash } = newLinkSecret();
  const expiresAt = new Date(clock.now().getTime() + RESET_MINUTES * 60_000);
  const id = await db.transaction(async (tx) => {
    await tx.delete(portalPasswordResets).where(eq(portalPasswordResets.userId, user.id));
    const [row] = await tx
      .insert(portalPasswordResets)
      .values({ userId: user.id, tokenHash: hash, expiresAt })
      .returning({ id: portalPasswordResets.id });
    return row!.id;
  });
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

async function resetRow(db: Db, clock: Clock, token: string) {
  const parsed = parseLinkToken(token);
  if (!parsed) return undefined;
  const [row] = await db.select().from(portalPasswordResets).where(eq(portalPasswordResets.id, parsed.id));
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
  const problems = newPasswordProblems(input.password, input.repeated);
  const [name] = Object.keys(problems);
  if (name) throw invalidField(name, problems[name]!);
  const passwordHash = await hashSecret(input.password);
  await db.transaction(async (tx) => {
    // Deleted first: a link used twice at once resets once.
    const used = await tx
      .delete(portalPasswordResets)
      .where(eq(portalPasswordResets.id, row.id))
      .returning({ id: portalPasswordResets.id });
    if (used.length === 0) throw resetLinkGone();
    await tx.update(portalUsers).set({ passwordHash }).where(eq(portalUsers.id, row.userId));
  });
  await endSessionsOf(db, row.userId);
  return { userId: row.userId };
}
