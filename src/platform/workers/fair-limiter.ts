/**
 * Bounds expensive requests (confirmation PDFs) so that one agency within its request limit cannot take
 * the service from the others: at most `perKey` of one agency's in progress and `queuePerKey` more waiting;
 * beyond that its next one is refused at once, 429 TOO_MANY_CONCURRENT_REQUESTS with Retry-After, before
 * any work. At most `global` run at once in total; when one ends, the next to start is taken from the
 * agencies waiting in turn (round robin), so another agency's request waits for at most one of each busy
 * agency's, not for the flood's whole queue.
 */
import { AppError } from '../../kernel/errors.js';

export interface FairLimiterOptions {
  /** Of one key (agency) in progress at once. */
  perKey: number;
  /** Of one key waiting for a turn; one more is refused. */
  queuePerKey: number;
  /** In progress at once, all keys together. */
  global: number;
  /** What is limited, for the refusal's detail: "confirmation documents". */
  what: string;
  /** Told of each refusal (the documents service counts them as 429s). */
  onRefused?: () => void;
}

export interface FairLimiter {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number };
}

export function createFairLimiter(options: FairLimiterOptions): FairLimiter {
  const running = new Map<string, number>();
  // Keys with someone waiting, in the order they get their next turn (a key served goes to the back).
  const queues = new Map<string, (() => void)[]>();
  let total = 0;

  const runningOf = (key: string) => running.get(key) ?? 0;
  const acquire = (key: string) => {
    running.set(key, runningOf(key) + 1);
    total++;
  };
  const release = (key: string) => {
    const left = runningOf(key) - 1;
    if (left > 0) running.set(key, left);
    else running.delete(key);
    total--;
    startWaiting();
  };

  function startWaiting(): void {
    while (total < options.global) {
      const key = [...queues.keys()].find((k) => runningOf(k) < options.perKey);
      if (key === undefined) return;
      const queue = queues.get(key)!;
      const start = queue.shift()!;
      queues.delete(key);
      if (queue.length > 0) queues.set(key, queue);
      acquire(key);
      start();
    }
  }

  const refusal = () =>
    new AppError(
      429,
      'TOO_MANY_CONCURRENT_REQUESTS',
      `Your agency already has ${options.perKey} ${options.what} in progress and ${options.queuePerKey} waiting; ` +
        'wait for them before asking for more.',
      undefined,
      { 'Retry-After': '1' },
    );

  return {
    async run(key, work) {
      const waiting = queues.get(key)?.length ?? 0;
      if (waiting === 0 && runningOf(key) < options.perKey && total < options.global) acquire(key);
      else if (waiting < options.queuePerKey) {
        await new Promise<void>((resolve) => {
          const queue = queues.get(key) ?? [];
          queue.push(resolve);
          queues.set(key, queue);
        });
      } else {
        options.onRefused?.();
        throw refusal();
      }
      try {
        return await work();
      } finally {
        release(key);
      }
    },
    stats: () => ({ running: total, waiting: [...queues.values()].reduce((n, q) => n + q.length, 0) }),
  };
}
