/**
 * Fixed-window counters for the token endpoint's guessing protection. In memory (per instance, on the
 * injected clock) by default; in Redis when REDIS_URL is set, so that several instances share the count.
 */
import type { Redis } from 'ioredis';
import type { Clock } from '../../kernel/clock.js';

export interface WindowCount {
  count: number;
  /** When the window ends (epoch ms). */
  resetAtMs: number;
}

/** Whole seconds until `window` ends, at least 1: a refusal's Retry-After. */
export function retryAfterSeconds(window: WindowCount, nowMs: number): number {
  return Math.max(1, Math.ceil((window.resetAtMs - nowMs) / 1000));
}

export interface RateCounter {
  /** Counts one more event under `key` and returns the window's count including it. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The window's count without counting. */
  peek(key: string): Promise<WindowCount | undefined>;
  close(): Promise<void>;
}

export function memoryRateCounter(clock: Clock, maxKeys = 100_000): RateCounter {
  const windows = new Map<string, WindowCount>();
  const sweep = (nowMs: number) => {
    for (const [key, window] of windows) if (window.resetAtMs <= nowMs) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const nowMs = clock.now().getTime();
      let window = windows.get(key);
      if (!window || window.resetAtMs <= nowMs) {
        if (windows.size >= maxKeys) sweep(nowMs);
        window = { count: 0, resetAtMs: nowMs + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
    async peek(key) {
      const window = windows.get(key);
      if (!window || window.resetAtMs <= clock.now().getTime()) return undefined;
      return { ...window };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR, and start the window's expiry on the first hit; answers the count and the milliseconds left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

export function redisRateCounter(redis: Redis, prefix = 'berth:auth:'): RateCounter {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetAtMs: Date.now() + ttl };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      if (count === null || ttl < 0) return undefined;
      return { count: Number(count), resetAtMs: Date.now() + ttl };
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}

/**
 * Redis first; while Redis cannot be reached, this instance's memory. Guessing protection must not switch
 * off with Redis (each failed guess also costs a scrypt hash): during an outage the limits hold per
 * instance, and the shared count resumes when Redis answers again.
 */
export function redisWithMemoryFallback(
  redis: RateCounter,
  memory: RateCounter,
  onFallback: (error: unknown) => void,
  /** Whether Redis is connected now. After a failed command, memory answers at once while it is not,
   *  instead of each request waiting (up to connectTimeout and a retry) for Redis to fail again. */
  connected?: () => boolean,
): RateCounter {
  let failed = false;
  const either =
    <A extends unknown[], R>(op: (c: RateCounter, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (failed && connected && !connected()) return op(memory, ...args);
      try {
        const result = await op(redis, ...args);
        failed = false;
        return result;
      } catch (error) {
        failed = true;
        onFallback(error);
        return op(memory, ...args);
      }
    };
  return {
    hit: either((c, key: string, windowMs: number) => c.hit(key, windowMs)),
    peek: either((c, key: string) => c.peek(key)),
    close: async () => {
      await Promise.all([redis.close(), memory.close()]);
    },
  };
}
