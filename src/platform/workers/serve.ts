/**
 * The worker side of workers/pool.ts: answers each task posted to this thread with `handle`'s result (and
 * the buffers to transfer rather than copy), or with the error it threw, its name and message.
 */
import { setPriority } from 'node:os';
import { parentPort, type Transferable } from 'node:worker_threads';

/**
 * The worker thread's nice value on Linux, where it is a per-thread attribute (elsewhere setpriority would
 * lower the whole process, so it is left alone): when the main thread, which answers every request, and a
 * worker both want the CPU, the main thread wins, and the expensive work takes what is left.
 */
const WORKER_NICE = 10;

export interface Handled<Result> {
  result: Result;
  transfer?: Transferable[];
}

export function serveTasks<Task, Result>(handle: (task: Task) => Promise<Handled<Result>> | Handled<Result>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread only');
  if (process.platform === 'linux') {
    try {
      setPriority(WORKER_NICE);
    } catch {
      // Not allowed here (a restricted container): the worker runs at the main thread's priority.
    }
  }
  port.on('message', (task: Task) => {
    Promise.resolve()
      .then(() => handle(task))
      .then(
        ({ result, transfer }) => port.postMessage({ ok: true, result }, transfer ?? []),
        (error: unknown) => {
          const e = error instanceof Error ? error : new Error(String(error));
          port.postMessage({ ok: false, error: { name: e.name, message: e.message } });
        },
      );
  });
}
