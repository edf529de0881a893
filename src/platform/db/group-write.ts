/**
 * Group commit for one kind of small, independent insert: rows that callers add while a statement of theirs is
 * on its way to the database go together in the next statement, one round trip and one commit for all of them.
 *
 * Search opens a session per call (the specification's session per search), and that insert was a round trip
 * and a commit of its own per search: at 32 searches in flight, 32 commits each waiting for its WAL flush. Here
 * the first row goes at once, alone (an idle service adds no latency and no timer); rows that arrive while it
 * is in flight wait for it and then go as one statement, and so on. A caller's promise settles when the
 * statement carrying its row has committed, so what the caller answers afterwards is as durable as before: a
 * session another instance reads at once, which survives a crash of this one. A failed statement fails every
 * row it carried, each caller as it would have failed alone (no row of a failed statement is written: one
 * statement is atomic).
 *
 * `maxRows` bounds a statement (its parameter's size); the rest wait for the next one.
 */
export interface GroupWriter<T> {
  /** Resolves once the statement carrying `row` has committed; rejects with its error. */
  write(row: T): Promise<void>;
  /** Counters since start: rows written and statements sent (rows / statements is the mean group size). */
  stats(): { rows: number; statements: number };
}

interface Pending<T> {
  row: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createGroupWriter<T>(options: {
  /** Writes the rows in one statement (outside any transaction: it commits by itself). */
  writeRows: (rows: T[]) => Promise<void>;
  maxRows?: number;
}): GroupWriter<T> {
  const maxRows = options.maxRows ?? 100;
  let queue: Pending<T>[] = [];
  let inFlight = false;
  let rows = 0;
  let statements = 0;

  function send(): void {
    const group = queue.length > maxRows ? queue.splice(0, maxRows) : queue;
    if (group === queue) queue = [];
    inFlight = true;
    rows += group.length;
    statements += 1;
    options.writeRows(group.map((p) => p.row)).then(
      () => {
        for (const p of group) p.resolve();
        next();
      },
      (error: unknown) => {
        for (const p of group) p.reject(error);
        next();
      },
    );
  }

  function next(): void {
    inFlight = false;
    if (queue.length > 0) send();
  }

  return {
    write(row) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        if (!inFlight) send();
      });
    },
    stats: () => ({ rows, statements }),
  };
}
