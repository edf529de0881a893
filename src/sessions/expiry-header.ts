import type { FastifyReply } from 'fastify';
import { AppError } from '../errors.js';
import { SESSION_EXPIRES_HEADER } from '../http/errors.js';

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
