/**
 * The worker side of workers/pool.ts: answers each task posted to this thread with `handle`'s result (and
 * the buffers to transfer rather than copy), or with the error it threw, its name, message and `data`.
 */
import { parentPort, type Transferable } from 'node:worker_threads';

export interface Handled<Result> {
  result: Result;
  transfer?: Transferable[];
}

export function serveTasks<Task, Result>(handle: (task: Task) => Promise<Handled<Result>> | Handled<Result>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread only');
  port.on('message', (task: Task) => {
    Promise.resolve()
      .then(() => handle(task))
      .then(
        ({ result, transfer }) => port.postMessage({ ok: true, result }, transfer ?? []),
        (error: unknown) => {
          const e = error instanceof Error ? error : new Error(String(error));
          const data = (e as Error & { problems?: unknown }).problems;
          port.postMessage({ ok: false, error: { name: e.name, message: e.message, ...(data ? { data } : {}) } });
        },
      );
  });
}
