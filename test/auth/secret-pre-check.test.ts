/**
 * The fast pre-check of generated credentials (auth/secrets.ts): a wrong secret is refused before scrypt runs,
 * the right one is still proven by scrypt, and passwords (hashSecret) have none.
 */
import { describe, expect, it } from 'vitest';
import {
  generateCredential,
  hashGeneratedSecret,
  hashSecret,
  hasPreCheck,
  verifySecret,
} from '../../src/domain/auth/secrets.js';

describe('pre-checked secret hashes', () => {
  it('verifies the right secret and refuses a wrong one', async () => {
    const secret = generateCredential('sk_');
    const stored = await hashGeneratedSecret(secret);
    expect(hasPreCheck(stored)).toBe(true);
    expect(await verifySecret(secret, stored)).toBe(true);
    expect(await verifySecret(`${secret}x`, stored)).toBe(false);
  });

  it('refuses a wrong secret without running scrypt, and proves the right one with scrypt', async () => {
    const secret = generateCredential('sk_');
    const parts = (await hashGeneratedSecret(secret)).split('$');
    // scrypt cannot run with N = 3 (not a power of two): it would throw. A wrong secret never gets there.
    const unrunnable = ['scrypt', '3', ...parts.slice(2)].join('$');
    expect(await verifySecret('a-guess', unrunnable)).toBe(false);
    await expect(verifySecret(secret, unrunnable)).rejects.toThrow();
    // The pre-check alone does not let a secret in: scrypt's hash decides.
    const otherHash = [...parts.slice(0, 5), Buffer.alloc(32, 7).toString('base64url'), parts[6]].join('$');
    expect(await verifySecret(secret, otherHash)).toBe(false);
  });

  it('gives passwords no pre-check', async () => {
    const stored = await hashSecret('a chosen password');
    expect(hasPreCheck(stored)).toBe(false);
    expect(await verifySecret('a chosen password', stored)).toBe(true);
  });
});
