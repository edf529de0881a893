/**
 * Who may see a page or take an action. Every portal route names its roles with `requireRole(...)` as its
 * preHandler; a page or action on one agency's objects asks `requireAgencyScope(request)` which agency it
 * is confined to. Answers: not signed in -> the sign-in page (GET) or 401 (other methods); signed in with
 * another role -> 404 "not found", as another agency's object is (portal.md: the portal, like the API,
 * does not tell what exists beyond a user's reach).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../kernel/errors.js';
import type { PortalRole, PortalUser } from '../../domain/accounts/types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in portal user, or null (set for every /portal request from its session). */
    portalUser: PortalUser | null;
  }
}

/** The portal's 404 (the error page shows `what`): the AppError the API would answer, with a page's wording. */
export class PortalNotFound extends AppError {
  constructor(what = 'The page you asked for does not exist, or is not yours to see.') {
    super(404, 'NOT_FOUND', what);
  }
}

/**
 * Thrown for a request that needs a signed-in user. Not an AppError: it is no refusal to show but a turn to
 * the sign-in page (GET) or a 401 page, which the portal's error handler does before anything else.
 */
export class SignInRequired extends Error {
  override name = 'SignInRequired';
  readonly status = 401;

  constructor() {
    super('Sign in to continue.');
  }
}

export function requireRole(...roles: PortalRole[]): preHandlerAsyncHookHandler {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const user = request.portalUser;
    if (!user) throw new SignInRequired();
    if (!roles.includes(user.role)) throw new PortalNotFound();
  };
}

/**
 * An agency's ADMIN only (its API credentials): an AGENT is answered "not found", as another role is. The
 * user is read again on every request, so a role changed by a colleague counts at once.
 */
export function requireAgencyAdmin(): preHandlerAsyncHookHandler {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const user = request.portalUser;
    if (!user) throw new SignInRequired();
    if (user.role !== 'AGENCY' || user.agencyRole !== 'ADMIN') throw new PortalNotFound();
  };
}

/** The signed-in user, for a handler behind `requireRole` (which guarantees one). */
export function signedInUser(request: FastifyRequest): PortalUser {
  if (!request.portalUser) throw new SignInRequired();
  return request.portalUser;
}

/**
 * The agency whose objects this request may reach: the user's own for AGENCY staff; `undefined` (every
 * agency) for the operator. Services take it as their agency filter, so a query for another agency's object
 * finds nothing and the page answers "not found".
 */
export function requireAgencyScope(request: FastifyRequest): { agencyId: string | undefined } {
  const user = signedInUser(request);
  if (user.role === 'OPERATOR') return { agencyId: undefined };
  if (!user.agency) throw new PortalNotFound();
  return { agencyId: user.agency.id };
}

/** For AGENCY-only pages: the user's agency. */
export function ownAgency(request: FastifyRequest): NonNullable<PortalUser['agency']> {
  const user = signedInUser(request);
  if (user.role !== 'AGENCY' || !user.agency) throw new PortalNotFound();
  return user.agency;
}
