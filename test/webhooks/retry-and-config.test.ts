/**
 * The retry schedule (exponential, capped at an hour, jittered into [0.5, 1) of the step; the first retry
 * within WEBHOOK_RETRY_BASE_MS), when a delivery gives up and an endpoint is disabled (72 h), and the webhook
 * settings' validation.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { afterFailure, failedTooLong, retryDelayMs } from '../../src/domain/webhooks/delivery-retry.js';

describe('retryDelayMs', () => {
  it('doubles from the base, with jitter, capped at an hour', () => {
    const base = 30_000;
    expect(retryDelayMs(1, base, 0)).toBe(15_000);
    expect(retryDelayMs(1, base, 0.999999)).toBeLessThanOrEqual(30_000);
    expect(retryDelayMs(2, base, 0)).toBe(30_000);
    expect(retryDelayMs(3, base, 0)).toBe(60_000);
    expect(retryDelayMs(8, base, 0)).toBe(1_800_000);
    expect(retryDelayMs(30, base, 0.999999)).toBeLessThanOrEqual(3_600_000);
    expect(retryDelayMs(30, base, 0)).toBe(1_800_000);
  });

  it('retries for 72 h in about 80 attempts, not thousands', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 72 * 3_600_000) elapsed += retryDelayMs(++attempts, 30_000, 0.5);
    expect(attempts).toBeGreaterThan(70);
    expect(attempts).toBeLessThan(110);
  });
});

describe('afterFailure', () => {
  const settings = { retryBaseMs: 30_000, retryHours: 72 };
  const createdAt = new Date('2026-03-01T10:00:00Z');

  it('schedules the next attempt after the jittered wait while the retry hours last', () => {
    const now = new Date('2026-03-01T10:00:10Z');
    expect(afterFailure({ createdAt, attempts: 3 }, now, settings, 0)).toEqual({
      givesUp: false,
      nextAttemptAt: new Date(now.getTime() + 60_000),
    });
  });

  it('gives up once the retry hours since the delivery was created have passed, not before', () => {
    const justBefore = new Date(createdAt.getTime() + 72 * 3_600_000 - 1);
    const atTheEnd = new Date(createdAt.getTime() + 72 * 3_600_000);
    expect(afterFailure({ createdAt, attempts: 80 }, justBefore, settings, 0).givesUp).toBe(false);
    expect(afterFailure({ createdAt, attempts: 80 }, atTheEnd, settings, 0).givesUp).toBe(true);
  });
});

describe('failedTooLong', () => {
  it('disables an endpoint whose attempts have all failed for the retry hours', () => {
    const since = '2026-03-01T10:00:00.000Z';
    const hours = (h: number) => new Date(new Date(since).getTime() + h * 3_600_000);
    expect(failedTooLong(since, hours(71.99), { retryHours: 72 })).toBe(false);
    expect(failedTooLong(since, hours(72), { retryHours: 72 })).toBe(true);
    expect(failedTooLong(new Date(since), hours(2), { retryHours: 1 })).toBe(true);
  });
});

describe('webhook settings', () => {
  it('default to the contract: 10 s, 72 h, first retry within 30 s, 4 in flight', () => {
    const { webhooks } = loadConfig({});
    expect(webhooks).toMatchObject({
      deliveryIntervalMs: 500,
      timeoutMs: 10_000,
      retryBaseMs: 30_000,
      retryHours: 72,
      maxInFlightPerEndpoint: 4,
      maxInFlightPerAgency: 8,
      sandboxPorts: [[4000, 4099]],
      secretKey: undefined,
    });
  });

  it("take SANDBOX_WEBHOOK_PORTS as ports and ranges, without the service's own port", () => {
    expect(loadConfig({ SANDBOX_WEBHOOK_PORTS: '3000,8000-8999', PORT: '9999' }).webhooks.sandboxPorts).toEqual([
      [3000, 3000],
      [8000, 8999],
    ]);
    expect(loadConfig({ SANDBOX_WEBHOOK_PORTS: ' 4000 - 4010 , 9000 ' }).webhooks.sandboxPorts).toEqual([
      [4000, 4010],
      [9000, 9000],
    ]);
    for (const bad of ['0', '65536', '9-3', 'http', '3000,', '3000;4000', '-5', '1-2-3'])
      expect(() => loadConfig({ SANDBOX_WEBHOOK_PORTS: bad }), bad).toThrow(
        /^SANDBOX_WEBHOOK_PORTS must be ports and ranges from 1 to 65535, comma-separated/,
      );
    // The service's own port is left out, listed or not.
    expect(loadConfig({ SANDBOX_WEBHOOK_PORTS: '3000,8000-8999' }).webhooks.sandboxPorts).toEqual([
      [3000, 3000],
      [8000, 8079],
      [8081, 8999],
    ]);
    expect(loadConfig({ SANDBOX_WEBHOOK_PORTS: '4000', PORT: '4000' }).webhooks.sandboxPorts).toEqual([]);
    expect(() => loadConfig({ WEBHOOK_MAX_IN_FLIGHT_PER_AGENCY: '0' })).toThrow(/WEBHOOK_MAX_IN_FLIGHT_PER_AGENCY/);
  });

  it('take WEBHOOK_SECRET_KEY as 32 bytes of base64 only', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ WEBHOOK_SECRET_KEY: key }).webhooks.secretKey).toEqual(Buffer.alloc(32, 7));
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), 'not base64 at all!!'])
      expect(() => loadConfig({ WEBHOOK_SECRET_KEY: bad })).toThrow(/WEBHOOK_SECRET_KEY must be 32 bytes/);
    expect(() => loadConfig({ WEBHOOK_TIMEOUT_MS: '5' })).toThrow(/WEBHOOK_TIMEOUT_MS/);
    expect(loadConfig({ WEBHOOK_DELIVERY_INTERVAL_MS: '0' }).webhooks.deliveryIntervalMs).toBe(0);
  });
});
