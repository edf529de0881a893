/**
 * Hashing and issuing of agency credentials (client secrets and user keys).
 *
 * Stored format (one text column): `scrypt$N$r$p$salt$hash`
 * - N, r, p: the scrypt cost parameters used for this hash (decimal), so they can be raised later
 *   without invalidating older hashes;
 * - salt: 16 random bytes, base64url;
 * - hash: the 32-byte scrypt output, base64url.
 * Verification recomputes with the stored parameters and compares with timingSafeEqual.
 */
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(secret, salt, keyLength, options, (error, derived) => (error ? reject(error) : resolve(derived)));
  });
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(secret, salt, KEY_LENGTH, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length === 0) return false;
  const cost = Number(n);
  const derived = await scrypt(secret, Buffer.from(saltText, 'base64url'), expected.length, {
    N: cost,
    r: Number(r),
    p: Number(p),
    // Node's default limit (32 MiB) is just enough for N=16384, r=8; allow raised parameters.
    maxmem: 256 * Number(r) * cost + 32 * 1024 * 1024,
  });
  return timingSafeEqual(derived, expected);
}

/** A hash of a throwaway value, verified against when a client id is unknown, so that both cases cost the same. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(secret: string): Promise<false> {
  decoyHash ??= hashSecret(randomBytes(16).toString('base64url'));
  await verifySecret(secret, await decoyHash);
  return false;
}

/** A new random credential: prefix + 32 random bytes, base64url (`sk_...`, `uk_...`, `cli_...`). */
export function generateCredential(prefix: string, bytes = 32): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

/** Last four characters of a key, stored beside the hash so support (and the verifier) can tell keys apart. */
export function keyHint(key: string): string {
  return key.slice(-4);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
