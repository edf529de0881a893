/**
 * Portal users: the operator's staff and agency staff, signing in with e-mail and password. Passwords are
 * hashed as agency secrets are (auth/secrets.ts: scrypt, verified in constant time). Sign-in is throttled
 * as the token endpoint is: per address, and by the guessing guard (auth/guessing-guard.ts) per e-mail and
 * address and per e-mail from every address, which bounds an attack's hashing without locking the owner
 * out; an unknown e-mail costs a decoy hash, so timing does not tell which addresses exist.
 */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { agencies } from '../../domain/auth/schema.js';
import { portalAccessRequests, portalUsers } from '../../domain/accounts/schema.js';
import { retryAfterSeconds, type RateCounter } from '../../platform/http/rate-counter.js';
import { addressKey, createGuessingGuard } from '../../domain/auth/guessing-guard.js';
import { hashSecret, verifyAgainstDecoy, verifySecret } from '../../domain/auth/secrets.js';

export type PortalRole = 'AGENCY' | 'OPERATOR';
/** An agency user's role in the agency: ADMIN also manages its users and API credentials. */
export type AgencyRole = 'ADMIN' | 'AGENT';

export interface PortalUser {
  id: string;
  email: string;
  name: string;
  role: PortalRole;
  /** ADMIN or AGENT for an agency's staff; null for the operator's staff. */
  agencyRole: AgencyRole | null;
  /** The user's agency (role AGENCY); null for the operator's staff. */
  agency: { id: string; clientId: string; name: string; suspended: boolean } | null;
}

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

/** Problems with an e-mail address, or undefined when it is acceptable (lower-case it before storing). */
export function emailProblem(email: string): string | undefined {
  if (email === '') return 'is required';
  if (email.length > 254 || !EMAIL.test(email)) return 'must be an e-mail address such as anna@agency.example';
  return undefined;
}

export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return `must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `must be at most ${PASSWORD_MAX} characters`;
  return undefined;
}

export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function findPortalUser(db: DbOrTx, userId: string): Promise<PortalUser | undefined> {
  const [row] = await db
    .select({
      id: portalUsers.id,
      email: portalUsers.email,
      name: portalUsers.name,
      role: portalUsers.role,
      agencyRole: portalUsers.agencyRole,
      agencyId: agencies.id,
      clientId: agencies.clientId,
      agencyName: agencies.name,
      suspendedAt: agencies.suspendedAt,
    })
    .from(portalUsers)
    .leftJoin(agencies, eq(agencies.id, portalUsers.agencyId))
    .where(eq(portalUsers.id, userId));
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    agencyRole: row.role === 'AGENCY' ? (row.agencyRole ?? 'AGENT') : null,
    agency:
      row.role === 'AGENCY' && row.agencyId
        ? { id: row.agencyId, clientId: row.clientId!, name: row.agencyName!, suspended: row.suspendedAt !== null }
        : null,
  };
}

/** A new user; the caller has checked the input. Returns the id; throws on a taken e-mail (unique index). */
export async function insertPortalUser(
  db: DbOrTx,
  user: {
    email: string;
    passwordHash: string;
    role: PortalRole;
    agencyId: string | null;
    agencyRole: AgencyRole | null;
    name: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(portalUsers)
    .values({ ...user, email: normalEmail(user.email) })
    .returning({ id: portalUsers.id });
  return row!.id;
}

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

export function createSignIn(deps: { db: Db; clock: Clock; counter: RateCounter; limits?: Partial<SignInLimits> }) {
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

    const [row] = await db
      .select({ id: portalUsers.id, passwordHash: portalUsers.passwordHash })
      .from(portalUsers)
      .where(eq(portalUsers.email, email));
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
    await db.update(portalUsers).set({ lastSignedInAt: clock.now() }).where(eq(portalUsers.id, row.id));
    const user = await findPortalUser(db, row.id);
    return user ? { ok: true, user } : { ok: false, reason: 'invalid' };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;

async function pendingRequestHash(db: Db, email: string): Promise<string | undefined> {
  const [request] = await db
    .select({ passwordHash: portalAccessRequests.passwordHash })
    .from(portalAccessRequests)
    .where(and(eq(portalAccessRequests.email, email), eq(portalAccessRequests.status, 'PENDING')));
  return request?.passwordHash;
}

/** The sandbox's fixed logins (portal.md "Sandbox mode has fixed logins"), published beside the API's. */
export const SANDBOX_PORTAL_USERS = [
  {
    email: 'operator@berth.example',
    password: 'sandbox-operator',
    role: 'OPERATOR',
    clientId: null,
    name: 'Sandbox Operator',
  },
  {
    email: 'agent@sandbox-agency.example',
    password: 'sandbox-agent',
    role: 'AGENCY',
    clientId: 'sandbox-agency',
    name: 'Sandbox Agent',
  },
] as const;

/** Creates the sandbox logins that do not exist yet (sandbox mode only, after the sandbox agencies). */
export async function ensureSandboxPortalUsers(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const user of SANDBOX_PORTAL_USERS) {
    const [existing] = await db
      .select({ id: portalUsers.id })
      .from(portalUsers)
      .where(eq(portalUsers.email, user.email));
    if (existing) continue;
    const agencyId = user.clientId
      ? (await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.clientId, user.clientId)))[0]?.id
      : null;
    if (user.clientId && !agencyId) continue;
    const inserted = await db
      .insert(portalUsers)
      .values({
        email: user.email,
        passwordHash: await hashSecret(user.password),
        role: user.role,
        agencyId: agencyId ?? null,
        // The sandbox agency's login manages its colleagues and credentials.
        agencyRole: user.role === 'AGENCY' ? 'ADMIN' : null,
        name: user.name,
      })
      .onConflictDoNothing({ target: portalUsers.email })
      .returning({ id: portalUsers.id });
    if (inserted.length > 0) created.push(user.email);
  }
  return created;
}
