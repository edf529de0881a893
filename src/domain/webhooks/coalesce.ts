/**
 * The delivery worker's refills and ticks (worker.ts) go through one of these: for each key, one run at a
 * time in this instance, and a request while it runs makes it go round once more when it ends, so that
 * nothing asked for is lost and requests do not pile up.
 */
export function createCoalescer(opts: {
  /** Once true, nothing new starts and a run does not go round again. */
  stopped: () => boolean;
  /** Takes each run's promise (the worker waits for them on stop, and logs a failure). */
  track: (run: Promise<void>) => void;
}): (key: string, work: () => Promise<unknown>) => void {
  const again = new Map<string, boolean>();
  return function coalesced(key, work) {
    if (opts.stopped()) return;
    if (again.has(key)) {
      again.set(key, true);
      return;
    }
    again.set(key, false);
    const run = (async () => {
      try {
        do {
          again.set(key, false);
          await work();
        } while (again.get(key) && !opts.stopped());
      } finally {
        again.delete(key);
      }
    })();
    opts.track(run);
  };
}
