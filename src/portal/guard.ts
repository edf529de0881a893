/**
 * Who may see a page or take an action. Every portal route names its roles with `requireRole(...)` as its
 * preHandler; a page or action on one agency's objects asks `requireAgencyScope(request)` which agency it
 * is confined to. Answers: not signed in -> the sign-in page (GET) or 401 (other methods); signed in with
 * another role -> 404 "not found", as another agency's object is (portal.md: the portal, like the API,
 * does not tell what exists beyond a user's reach).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { PortalRole, PortalUser } from './users.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in portal user, or null (set for every /portal request from its session). */
    portalUser: PortalUser | null;
  }
}

/**
 * A refusal the portal shows as a page (not an API problem: its message is for a person, and it has no
 * catalogue code); `field` names the form field it belongs beside, `form` for the whole form.
 */
export class PortalError extends Error {
  override name = 'PortalError';
  constructor(
    readonly status: number,
    message: string,
    readonly field = 'form',
  ) {
    super(message);
  }
}

export class PortalNotFound extends PortalError {
  constructor(what = 'The page you asked for does not exist, or is not yours to see.') {
    super(404, what);
  }
}

/** Thrown for a request that needs a signed-in user; the portal's error handler answers it. */
export class SignInRequired extends PortalError {
  constructor() {
    super(401, 'Sign in to continue.');
  }
}

export function requireRole(...roles: PortalRole[]): preHandlerAsyncHookHandler {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const user = request.portalUser;
    if (!user) throw new SignInRequired();
    if (!roles.includes(user.role)) throw new PortalNotFound();
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
