/** The auth caches' bound and expiry (src/domain/auth/ttl-cache.ts, on lru-cache). */
import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/domain/auth/ttl-cache.js';

describe('TtlCache', () => {
  it('misses from the instant an entry ends, on the clock the caller reads', () => {
    const cache = new TtlCache<string>(10);
    cache.set('a', 'A', 1_000);
    expect(cache.get('a', 999)).toBe('A');
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its bound, dropping the least recently used first', () => {
    const cache = new TtlCache<number>(2);
    cache.set('a', 1, 10_000);
    cache.set('b', 2, 10_000);
    expect(cache.get('a', 0)).toBe(1); // a is now the most recently used
    cache.set('c', 3, 10_000);
    expect(cache.get('b', 0)).toBeUndefined();
    expect([cache.get('a', 0), cache.get('c', 0), cache.size]).toEqual([1, 3, 2]);
    cache.delete('a');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
