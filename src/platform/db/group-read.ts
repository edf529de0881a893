/**
 * One read shared by concurrent callers, each of whom must see every commit made before it asked: the keys that
 * callers ask for while a read is on its way go together in the next read, one round trip for all of them.
 *
 * The rule that keeps each caller exact: a caller never joins a read already sent. A statement's snapshot is taken
 * when the server starts it, so a read sent after the caller asked sees every transaction that had committed by
 * then, on any instance; one sent before might not. As group-write.ts does for writes: the first caller's read
 * goes at once, alone (an idle service adds no latency and no timer); callers that arrive while it is in flight
 * wait for it to end and then go as one read, and so on. A failed read fails every caller it carried.
 */
export interface GroupReader<K, R> {
  /** Resolves with the answer of a read sent after this call, for at least `keys` (and the other callers' keys). */
  read(keys: readonly K[]): Promise<R>;
  /** Counters since start: calls answered and reads sent (calls / reads is the mean group size). */
  stats(): { calls: number; reads: number };
}

interface Waiting<K, R> {
  keys: Set<K>;
  callers: { resolve: (value: R) => void; reject: (error: unknown) => void }[];
}

export function createGroupReader<K, R>(readKeys: (keys: K[]) => Promise<R>): GroupReader<K, R> {
  let waiting: Waiting<K, R> | undefined;
  let inFlight = false;
  let calls = 0;
  let reads = 0;

  function send(): void {
    const group = waiting!;
    waiting = undefined;
    inFlight = true;
    calls += group.callers.length;
    reads += 1;
    readKeys([...group.keys]).then(
      (value) => {
        for (const c of group.callers) c.resolve(value);
        next();
      },
      (error: unknown) => {
        for (const c of group.callers) c.reject(error);
        next();
      },
    );
  }

  function next(): void {
    inFlight = false;
    if (waiting) send();
  }

  return {
    read(keys) {
      return new Promise<R>((resolve, reject) => {
        waiting ??= { keys: new Set(), callers: [] };
        for (const k of keys) waiting.keys.add(k);
        waiting.callers.push({ resolve, reject });
        if (!inFlight) send();
      });
    },
    stats: () => ({ calls, reads }),
  };
}
