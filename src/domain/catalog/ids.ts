import { createHash } from 'node:crypto';

// A fixed namespace so that the same name always gives the same id, on every machine and every import.
const NAMESPACE = 'berth-catalog/7d1f3c62-8a0e-4f55-9a44-2b6f0e8c1d90';

/** A name-based (version 5 style, SHA-1) UUID: deterministic, so re-imports keep the ids partners hold. */
export function deterministicUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update('\0').update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
