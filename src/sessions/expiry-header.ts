import type { FastifyReply } from 'fastify';
import { AppError } from '../http/errors.js';

export const SESSION_EXPIRES_HEADER = 'X-Session-Expires-At';

export function setSessionExpiry(reply: FastifyReply, expiresAt: Date): void {
  reply.header(SESSION_EXPIRES_HEADER, expiresAt.toISOString());
}

/**
 * Errors about a live session (409, 400) still tell the partner when it expires: a failed write rolled
 * back, so the expiry is the one the session had when loaded.
 */
export async function withSessionExpiry<T>(expiresAt: Date, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.status !== 404) {
      error.headers = { ...error.headers, [SESSION_EXPIRES_HEADER]: expiresAt.toISOString() };
    }
    throw error;
  }
}
