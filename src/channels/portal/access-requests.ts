/**
 * Access requests (portal.md "Requests access"): the public sign-up form files one; an operator approves it,
 * which creates the agency through the CLI's service (auth/agency-admin.ts) and the agency's first portal
 * user with the password chosen on the form, in one transaction; or rejects it.
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { portalAccessRequests, portalUsers } from '../../domain/accounts/schema.js';
import {
  createAgencyWithoutCredentials,
  parseCommission,
  parseCurrencies,
  parseMarket,
} from '../../domain/auth/agency-admin.js';
import { retryAfterSeconds, type RateCounter, type WindowCount } from '../../platform/http/rate-counter.js';
import { hashSecret } from '../../domain/auth/secrets.js';
import { AppError, conflict, invalidField } from '../../kernel/errors.js';
import type { FormErrors } from './forms.js';
import { emailProblem, insertPortalUser, normalEmail, passwordProblem } from './users.js';

export interface AccessRequestInput {
  agencyName: string;
  market: string;
  currencies: string;
  contactName: string;
  email: string;
  password: string;
}

export type AccessRequestRow = typeof portalAccessRequests.$inferSelect;

function nameProblem(value: string): string | undefined {
  if (value === '') return 'is required';
  if (value.length > 200) return 'must be at most 200 characters';
  return undefined;
}

/** Every problem of the form at once, by field; empty when it can be filed. */
export function accessRequestProblems(input: AccessRequestInput): FormErrors {
  const errors: FormErrors = {};
  const check = (name: keyof AccessRequestInput, problem: string | undefined) => {
    if (problem) errors[name] = problem;
  };
  // The agency service's parsers, shared with the CLI, name the field they refuse in their field errors.
  const adminRule = (name: keyof AccessRequestInput, run: () => unknown) => {
    try {
      run();
      return undefined;
    } catch (error) {
      if (error instanceof AppError && error.errors?.[name]) return error.errors[name].join('; ');
      throw error;
    }
  };
  check('agencyName', nameProblem(input.agencyName));
  check(
    'market',
    adminRule('market', () => parseMarket(input.market)),
  );
  check(
    'currencies',
    adminRule('currencies', () => parseCurrencies(input.currencies)),
  );
  check('contactName', nameProblem(input.contactName));
  check('email', emailProblem(normalEmail(input.email)));
  check('password', passwordProblem(input.password));
  return errors;
}

/**
 * Files a request; the caller has checked it (accessRequestProblems). An address that already has an
 * account or an open request files nothing, and the visitor sees the same answer either way, so the form
 * does not tell strangers which addresses have accounts.
 */
export async function fileAccessRequest(db: Db, input: AccessRequestInput): Promise<void> {
  const email = normalEmail(input.email);
  const [user] = await db.select({ id: portalUsers.id }).from(portalUsers).where(eq(portalUsers.email, email));
  if (user) return;
  await db
    .insert(portalAccessRequests)
    .values({
      agencyName: input.agencyName,
      market: input.market,
      currencies: parseCurrencies(input.currencies),
      contactName: input.contactName,
      email,
      passwordHash: await hashSecret(input.password),
    })
    .onConflictDoNothing();
}

/**
 * Limits of the public form (ACCESS_REQUESTS_PER_ADDRESS, ACCESS_REQUESTS_MAX per ACCESS_REQUEST_WINDOW_SECONDS),
 * counted before the password is hashed: each request costs a slow hash and a row the operator must read, so
 * a flood must neither cost the service its CPU nor bury a genuine request.
 */
export interface AccessRequestLimits {
  perAddress: number;
  max: number;
  windowSeconds: number;
}

/** Counts one request from `address` (addressKey) and says whether it may be filed, else when to come back. */
export function accessRequestLimit(deps: { counter: RateCounter; clock: Clock; limits: AccessRequestLimits }) {
  const { counter, clock, limits } = deps;
  const windowMs = limits.windowSeconds * 1000;
  const retryAfter = (window: WindowCount) => retryAfterSeconds(window, clock.now().getTime());
  return async (address: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> => {
    const mine = await counter.hit(`access-request:${address}`, windowMs);
    if (mine.count > limits.perAddress) return { ok: false, retryAfterSeconds: retryAfter(mine) };
    // Counted only for addresses within their own limit, so one address's flood does not spend everyone's.
    const all = await counter.hit('access-request-all', windowMs);
    if (all.count > limits.max) return { ok: false, retryAfterSeconds: retryAfter(all) };
    return { ok: true };
  };
}

export const PENDING_PAGE = 50;

/** One page of the pending requests, newest first (a genuine request filed after a flood is on the first page), and how many wait. */
export async function pendingAccessRequests(
  db: Db,
  page: number,
): Promise<{ rows: AccessRequestRow[]; total: number }> {
  const pending = eq(portalAccessRequests.status, 'PENDING');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(portalAccessRequests)
      .where(pending)
      .orderBy(desc(portalAccessRequests.createdAt), desc(portalAccessRequests.id))
      .limit(PENDING_PAGE)
      .offset((page - 1) * PENDING_PAGE),
    db.select({ total: count() }).from(portalAccessRequests).where(pending),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The 50 most recently decided requests, approved or rejected. */
export async function decidedAccessRequests(db: Db): Promise<AccessRequestRow[]> {
  return db
    .select()
    .from(portalAccessRequests)
    .where(ne(portalAccessRequests.status, 'PENDING'))
    .orderBy(desc(portalAccessRequests.decidedAt))
    .limit(50);
}

const notPending = () => conflict('This request has been decided already (or does not exist).');

/** Approves a pending request: the agency (no credentials yet: it creates them) and its portal user. */
export async function approveAccessRequest(
  db: Db,
  requestId: string,
  decidedBy: string,
  terms: { commission: string },
): Promise<{ clientId: string; applicant: Applicant }> {
  parseCommission(terms.commission);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(portalAccessRequests)
      .where(and(eq(portalAccessRequests.id, requestId), eq(portalAccessRequests.status, 'PENDING')))
      .for('update');
    if (!request) throw notPending();
    const [taken] = await tx
      .select({ id: portalUsers.id })
      .from(portalUsers)
      .where(eq(portalUsers.email, request.email));
    if (taken) {
      throw conflict(`A portal account already uses ${request.email}; reject this request.`);
    }
    const agency = await createAgencyWithoutCredentials(tx, {
      name: request.agencyName,
      market: request.market,
      currencies: request.currencies.join(','),
      commission: terms.commission,
    });
    await insertPortalUser(tx, {
      email: request.email,
      passwordHash: request.passwordHash,
      role: 'AGENCY',
      agencyId: agency.agencyId,
      // The agency's first user: it invites its colleagues and makes the API credentials.
      agencyRole: 'ADMIN',
      name: request.contactName,
    });
    await tx
      .update(portalAccessRequests)
      .set({ status: 'APPROVED', decidedAt: sql`now()`, decidedBy, agencyId: agency.agencyId })
      .where(eq(portalAccessRequests.id, requestId));
    return { clientId: agency.clientId, applicant: applicantOf(request) };
  });
}

export const REASON_MAX = 1000;

/** The rejection's reason, sent to the applicant: required, so they learn what to change. */
export function reasonProblem(reason: string): string | undefined {
  if (reason === '') return 'is required: the applicant receives it by e-mail';
  if (reason.length > REASON_MAX) return `must be at most ${REASON_MAX} characters`;
  return undefined;
}

/** Who filed a request, for the decision's mail. */
export interface Applicant {
  email: string;
  contactName: string;
  agencyName: string;
}

const applicantOf = (row: AccessRequestRow): Applicant => ({
  email: row.email,
  contactName: row.contactName,
  agencyName: row.agencyName,
});

/** One pending request, for the rejection's page. */
export async function pendingAccessRequest(db: Db, requestId: string): Promise<AccessRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(portalAccessRequests)
    .where(and(eq(portalAccessRequests.id, requestId), eq(portalAccessRequests.status, 'PENDING')));
  return row;
}

export async function rejectAccessRequest(
  db: Db,
  requestId: string,
  decidedBy: string,
  reasonInput: string,
): Promise<Applicant> {
  const reason = reasonInput.trim();
  const problem = reasonProblem(reason);
  if (problem) throw invalidField('reason', problem);
  const rows = await db
    .update(portalAccessRequests)
    .set({ status: 'REJECTED', decidedAt: sql`now()`, decidedBy, rejectionReason: reason })
    .where(and(eq(portalAccessRequests.id, requestId), eq(portalAccessRequests.status, 'PENDING')))
    .returning();
  if (rows.length === 0) throw notPending();
  return applicantOf(rows[0]!);
}
