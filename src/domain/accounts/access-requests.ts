/**
 * Access requests (portal.md "Requests access"): the public sign-up form files one; an operator approves it,
 * which creates the agency through the CLI's service (auth/agency-admin.ts) and the agency's first portal
 * user with the password chosen on the form, in one transaction; or rejects it.
 */
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { createAgencyWithoutCredentials, parseCommission, parseCurrencies, parseMarket } from '../auth/agency-admin.js';
import { retryAfterSeconds, type RateCounter, type WindowCount } from '../../platform/http/rate-counter.js';
import { hashSecret } from '../auth/secrets.js';
import { AppError, conflict, invalidField } from '../../kernel/errors.js';
import {
  decidedRequests,
  insertAccessRequest,
  insertPortalUser,
  markRequestApproved,
  markRequestRejected,
  pendingRequest,
  pendingRequestCount,
  pendingRequestPage,
  userByEmail,
  type AccessRequestRow,
} from './repository.js';
import { emailProblem, nameProblem, normalEmail, passwordProblem, reasonProblem } from './rules.js';
import type { FieldProblems } from './types.js';

export { REASON_MAX, reasonProblem } from './rules.js';
export type { AccessRequestRow } from './repository.js';

export interface AccessRequestInput {
  agencyName: string;
  market: string;
  currencies: string;
  contactName: string;
  email: string;
  password: string;
}

/** Every problem of the form at once, by field; empty when it can be filed. */
export function accessRequestProblems(input: AccessRequestInput): FieldProblems {
  const errors: FieldProblems = {};
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
  if (await userByEmail(db, email)) return;
  await insertAccessRequest(db, {
    agencyName: input.agencyName,
    market: input.market,
    currencies: parseCurrencies(input.currencies),
    contactName: input.contactName,
    email,
    passwordHash: await hashSecret(input.password),
  });
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
export type AccessRequestLimit = (address: string) => Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }>;

export function accessRequestLimit(deps: {
  counter: RateCounter;
  clock: Clock;
  limits: AccessRequestLimits;
}): AccessRequestLimit {
  const { counter, clock, limits } = deps;
  const windowMs = limits.windowSeconds * 1000;
  const retryAfter = (window: WindowCount) => retryAfterSeconds(window, clock.now().getTime());
  return async (address) => {
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
  const [rows, total] = await Promise.all([
    pendingRequestPage(db, PENDING_PAGE, (page - 1) * PENDING_PAGE),
    pendingRequestCount(db),
  ]);
  return { rows, total };
}

/** The 50 most recently decided requests, approved or rejected. */
export async function decidedAccessRequests(db: Db): Promise<AccessRequestRow[]> {
  return decidedRequests(db, 50);
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
    const request = await pendingRequest(tx, requestId, true);
    if (!request) throw notPending();
    if (await userByEmail(tx, request.email)) {
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
    await markRequestApproved(tx, requestId, { decidedBy, agencyId: agency.agencyId });
    return { clientId: agency.clientId, applicant: applicantOf(request) };
  });
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
  return pendingRequest(db, requestId);
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
  const row = await markRequestRejected(db, requestId, { decidedBy, rejectionReason: reason });
  if (!row) throw notPending();
  return applicantOf(row);
}
