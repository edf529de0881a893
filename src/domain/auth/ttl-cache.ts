/**
 * A bounded in-memory cache whose entries end at an instant the caller gives (a token's exp, now plus
 * USER_KEY_CACHE_SECONDS), on the service's injected clock. lru-cache keeps the bound, least recently used
 * first out. Its own ttl is not used: it counts relative milliseconds from set on its own timer, while
 * these expiries are absolute instants on the clock the caller reads (tests and the sandbox move it), so
 * each entry carries its end and a read past it is a miss.
 */
import { LRUCache } from 'lru-cache';

export class TtlCache<V> {
  private readonly entries: LRUCache<string, { value: V; expiresAtMs: number }>;

  constructor(maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get(key: string, nowMs: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, expiresAtMs: number): void {
    this.entries.set(key, { value, expiresAtMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
