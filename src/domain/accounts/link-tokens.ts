/**
 * The single-use secrets of invitation and password-reset links. A link carries `<row id>.<secret>`; the row
 * keeps only the secret's SHA-256, so a copy of the database opens no account. The row is found by its id and
 * the hashes compared in constant time, so timing tells nothing of a near miss. Never logged (the links are
 * in mails only).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../auth/secrets.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new secret and the hash to store with the row. */
export function newLinkSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: sha256(secret) };
}

export const linkToken = (id: string, secret: string) => `${id}.${secret}`;

/** The row id a link's token names, or undefined for a token of the wrong shape. */
export function parseLinkToken(token: string): { id: string; secret: string } | undefined {
  const [id, secret, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !secret || !UUID.test(id) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return undefined;
  return { id, secret };
}

/** Whether `secret` is the one whose hash the row keeps (constant time). */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(sha256(secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
