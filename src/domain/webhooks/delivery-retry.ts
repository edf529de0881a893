/**
 * The retry schedule of a delivery and the failure run of an endpoint, as pure rules (delivery-attempt.ts
 * writes what they decide).
 *
 * Retries: exponential backoff with jitter (retryDelayMs), the first within WEBHOOK_RETRY_BASE_MS (30 s),
 * for WEBHOOK_RETRY_HOURS (72) after the delivery was created, then it is FAILED. An endpoint whose attempts
 * have all failed for WEBHOOK_RETRY_HOURS (`failing_since`, cleared by any success) is disabled: its pending
 * deliveries are FAILED, no new ones are made until the partner enables it again, and the feed
 * (GET /api/v2/events) is how it catches up.
 */
import type { Config } from '../../kernel/config.js';

/** The longest wait between two retries. */
const MAX_RETRY_DELAY_MS = 3_600_000;

type RetrySettings = Pick<Config['webhooks'], 'retryBaseMs' | 'retryHours'>;

/**
 * The wait before retry `failedAttempts` + 1: base, 2 base, 4 base, ... capped at an hour, each with jitter
 * (a uniform factor in [0.5, 1)) so that many deliveries failing together do not retry together.
 */
export function retryDelayMs(failedAttempts: number, baseMs: number, random = Math.random()): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (0.5 + random / 2));
}

/**
 * What follows a failed attempt (the `attempts`-th) of a delivery created at `createdAt`: FAILED once
 * WEBHOOK_RETRY_HOURS have passed since it was created, and the time of the next attempt otherwise.
 */
export function afterFailure(
  delivery: { createdAt: Date; attempts: number },
  now: Date,
  settings: RetrySettings,
  random = Math.random(),
): { givesUp: boolean; nextAttemptAt: Date } {
  return {
    givesUp: now.getTime() >= delivery.createdAt.getTime() + settings.retryHours * 3_600_000,
    nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts, settings.retryBaseMs, random)),
  };
}

/** Whether an endpoint failing since `failingSince` has failed for WEBHOOK_RETRY_HOURS, and is disabled. */
export function failedTooLong(
  failingSince: Date | string,
  now: Date,
  settings: Pick<RetrySettings, 'retryHours'>,
): boolean {
  return now.getTime() - new Date(failingSince).getTime() >= settings.retryHours * 3_600_000;
}
