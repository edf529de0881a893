import type { FastifyReply } from 'fastify';
import { AppError } from '../../kernel/errors.js';
import { SESSION_EXPIRES_HEADER } from '../../platform/http/errors.js';
import { type FieldErrors } from '../../kernel/errors.js';
import { validationFailed, withRuleErrors, type SchemaFailure } from '../../platform/http/validation.js';

export function setSessionExpiry(reply: FastifyReply, expiresAt: Date): void {
  reply.header(SESSION_EXPIRES_HEADER, expiresAt.toISOString());
}

/**
 * Errors about a live session (409, 400) still tell the partner when it expires: a failed write rolled
 * back, so the expiry is the one the session had when loaded. The expiry is recorded on the error as data;
 * the problem handler renders the header.
 */
export async function withSessionExpiry<T>(expiresAt: Date, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.status !== 404) {
      error.sessionExpiresAt = expiresAt;
    }
    throw error;
  }
}

/**
 * The 400 of a request about a session that failed its schema: the schema's errors with the rules' errors of
 * the parts that passed (withRuleErrors), and the live session's expiry when there is one (the contract:
 * every answer about a live session carries X-Session-Expires-At, a refused one too).
 */
export function refusedInSession(
  failure: SchemaFailure,
  expiresAt: Date | undefined,
  ruleErrors: FieldErrors = {},
): AppError {
  const refused = validationFailed(withRuleErrors(failure.errors, ruleErrors));
  if (expiresAt) refused.sessionExpiresAt = expiresAt;
  return refused;
}
