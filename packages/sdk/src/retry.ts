/** Backoff between retries: exponential with jitter, or what the API's Retry-After says. */

export interface BackoffSettings {
  retryBaseDelayMs: number;
  maxRetryDelayMs: number;
}

/** Milliseconds to wait before retry number `attempt + 1`. */
export function backoffDelay(
  attempt: number,
  retryAfterSeconds: number | undefined,
  settings: BackoffSettings,
): number {
  if (retryAfterSeconds !== undefined) return Math.min(retryAfterSeconds * 1000, settings.maxRetryDelayMs);
  const ceiling = Math.min(settings.retryBaseDelayMs * 2 ** attempt, settings.maxRetryDelayMs);
  // "Equal jitter": at least half the exponential delay, so that retries of many clients spread out.
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
