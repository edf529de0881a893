/**
 * The guessing counters' fallback (http/rate-counter.ts): Redis first; after a failed command, this instance's
 * memory answers at once while Redis is disconnected (no wait for Redis to fail again), and Redis is asked
 * again as soon as it is connected.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/kernel/clock.js';
import { memoryRateCounter, redisWithMemoryFallback, type RateCounter } from '../../src/platform/http/rate-counter.js';

/** A stand-in for the Redis counter: fails while `down`, counts the calls it got. */
function flakyCounter(clock: ManualClock) {
  const inner = memoryRateCounter(clock);
  const state = { down: false, calls: 0 };
  const counter: RateCounter = {
    async hit(key, windowMs) {
      state.calls++;
      if (state.down) throw new Error('connection refused');
      return inner.hit(key, windowMs);
    },
    async peek(key) {
      state.calls++;
      if (state.down) throw new Error('connection refused');
      return inner.peek(key);
    },
    close: () => inner.close(),
  };
  return { counter, state };
}

describe('redisWithMemoryFallback', () => {
  it('skips Redis after a failure while it is disconnected, and asks it again once connected', async () => {
    const clock = new ManualClock('2027-01-01T00:00:00Z');
    const redis = flakyCounter(clock);
    let connected = true;
    const fallbacks: unknown[] = [];
    const counter = redisWithMemoryFallback(
      redis.counter,
      memoryRateCounter(clock),
      (e) => fallbacks.push(e),
      () => connected,
    );

    expect((await counter.hit('k', 60_000)).count).toBe(1);
    expect(redis.state.calls).toBe(1);

    redis.state.down = true;
    connected = false;
    expect((await counter.hit('k', 60_000)).count).toBe(1); // memory's own count starts here
    expect(redis.state.calls).toBe(2);
    expect(fallbacks).toHaveLength(1);
    // Disconnected after a failure: memory answers without asking Redis.
    expect((await counter.hit('k', 60_000)).count).toBe(2);
    expect((await counter.peek('k'))?.count).toBe(2);
    expect(redis.state.calls).toBe(2);

    // Connected again: Redis answers, with the count it kept.
    redis.state.down = false;
    connected = true;
    expect((await counter.hit('k', 60_000)).count).toBe(2);
    expect(redis.state.calls).toBe(3);
  });

  it('keeps asking Redis when it cannot tell whether Redis is connected', async () => {
    const clock = new ManualClock('2027-01-01T00:00:00Z');
    const redis = flakyCounter(clock);
    redis.state.down = true;
    const counter = redisWithMemoryFallback(redis.counter, memoryRateCounter(clock), () => {});
    await counter.hit('k', 60_000);
    await counter.hit('k', 60_000);
    expect(redis.state.calls).toBe(2);
  });
});
