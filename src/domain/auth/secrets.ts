/**
 * Hashing and issuing of agency credentials (client secrets and user keys).
 *
 * Stored format (one text column): `scrypt$N$r$p$salt$hash`, or `scrypt$N$r$p$salt$hash$check` for a
 * credential the service generated (hashGeneratedSecret)
 * - N, r, p: the scrypt cost parameters used for this hash (decimal), so they can be raised later
 *   without invalidating older hashes;
 * - salt: 16 random bytes, base64url;
 * - hash: the 32-byte scrypt output, base64url;
 * - check: a fast pre-check, the first 16 bytes of HMAC-SHA256(salt, secret), base64url.
 * Verification compares the pre-check first when there is one (a wrong secret is then refused without
 * scrypt, so guessing costs the service no hashing), then recomputes scrypt with the stored parameters;
 * both comparisons with timingSafeEqual.
 */
import {
  createHmac,
  hash,
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const PRE_CHECK_BYTES = 16;

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

const preCheck = (secret: string, salt: Buffer) =>
  createHmac('sha256', salt).update(secret).digest().subarray(0, PRE_CHECK_BYTES);

/**
 * The hash of a credential the service generated (client secrets: 32 random bytes), with the fast pre-check.
 * A fast hash of 256 random bits gives a brute force nothing to work with, so the pre-check weakens nothing;
 * a password would lose what scrypt protects, so passwords never get one (hashSecret).
 */
export async function hashGeneratedSecret(secret: string): Promise<string> {
  return withPreCheck(await hashSecret(secret), secret);
}

/**
 * A stored hash without a pre-check (`scrypt$N$r$p$salt$hash`) with the pre-check of `secret`, the generated
 * credential it was just verified against, added: the upgrade of an older hash costs no second scrypt.
 */
export function withPreCheck(stored: string, secret: string): string {
  const salt = Buffer.from(stored.split('$')[4]!, 'base64url');
  return `${stored}$${preCheck(secret, salt).toString('base64url')}`;
}

/** Whether a wrong secret is refused without scrypt (the hash has a pre-check). */
export function hasPreCheck(stored: string): boolean {
  return stored.split('$').length === 7;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if ((parts.length !== 6 && parts.length !== 7) || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText, checkText] = parts as [string, string, string, string, string, string, string?];
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length === 0) return false;
  if (checkText !== undefined) {
    const check = Buffer.from(checkText, 'base64url');
    if (check.length !== PRE_CHECK_BYTES) return false;
    if (!timingSafeEqual(preCheck(secret, Buffer.from(saltText, 'base64url')), check)) return false;
  }
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

/**
 * A hash of a throwaway value, verified against when a client id or e-mail is unknown, so that it costs what a
 * wrong secret of a known one costs: with `preChecked`, as a generated credential's (no scrypt), else scrypt.
 */
const decoys = new Map<boolean, Promise<string>>();
export async function verifyAgainstDecoy(secret: string, preChecked = false): Promise<false> {
  let decoy = decoys.get(preChecked);
  if (!decoy) {
    const value = randomBytes(16).toString('base64url');
    decoy = preChecked ? hashGeneratedSecret(value) : hashSecret(value);
    decoys.set(preChecked, decoy);
  }
  await verifySecret(secret, await decoy);
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

/** SHA-256, base64url; the one-shot `crypto.hash` (no Hash object): authentication runs it on every call. */
export function sha256(text: string): string {
  return hash('sha256', text, 'base64url');
}
