/**
 * A few worker threads for CPU-heavy work that must not hold the event loop: the operator's catalogue check
 * (parse and validate megabytes of JSON) and the confirmation PDF (tens of ms of CPU each). While a worker
 * renders or checks, the main thread keeps answering every other request.
 *
 * Workers start on demand and are replaced when one dies (an out-of-memory kill under `resourceLimits`
 * rejects the task it ran, not the process). An idle worker never keeps the process alive, and one idle
 * longer than `idleMs` exits to give its memory back. Tasks wait in order for a free worker; callers bound
 * how many they hand over (workers/fair-limiter.ts).
 *
 * A worker entry is a module calling `serveTasks` (workers/serve.ts); `workerEntry` finds it next to the
 * module that uses it, as `.ts` run through tsx (tsx, vitest) or as compiled `.js` (dist).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';

export interface WorkerEntry {
  /** The compiled module's URL, or (source runs) a script that loads the TypeScript module through tsx. */
  script: URL | string;
  eval: boolean;
}

/**
 * The entry `name` beside the module at `from` (its import.meta.url), for compiled (dist) or source (tsx,
 * vitest) runs. Node 20 applies no module hooks (tsx's loader) inside a worker, even with `--import` among
 * its options, so a source run starts the worker with a small script that imports the entry through tsx's
 * `tsImport`, which transforms the entry and everything it imports.
 */
export function workerEntry(from: string, name: string): WorkerEntry {
  if (!new URL(from).pathname.endsWith('.ts')) return { script: new URL(`./${name}.js`, from), eval: false };
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const entry = new URL(`./${name}.ts`, from).href;
  return {
    script: `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(from)}))`,
    eval: true,
  };
}

/**
 * A task's failure inside the worker (its name and message), or the worker's own death: carried across the
 * thread boundary for the caller to judge (catalog/upload.ts), not an answer, so not an AppError.
 */
export class WorkerTaskError extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

export interface WorkerPoolOptions {
  entry: WorkerEntry;
  /** Threads at most. */
  size: number;
  /** An idle worker exits after this long (0: it stays until close). */
  idleMs: number;
  resourceLimits?: ResourceLimits;
}

interface Job {
  task: unknown;
  transfer: Transferable[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
  idleTimer: NodeJS.Timeout | undefined;
}

export interface WorkerPool<Task, Result> {
  run(task: Task, transfer?: Transferable[]): Promise<Result>;
  /** Tasks a worker finished (well or not) since the pool was made, and threads started. */
  stats(): { completed: number; started: number; running: number; waiting: number };
  close(): Promise<void>;
}

export function createWorkerPool<Task, Result>(options: WorkerPoolOptions): WorkerPool<Task, Result> {
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let completed = 0;
  let started = 0;
  let closed = false;

  /** Takes `slot` out of the pool (its job failing with `error`); the promise of its thread's end. */
  function retire(slot: Slot, error: Error): Promise<unknown> {
    if (!slots.delete(slot)) return Promise.resolve();
    clearTimeout(slot.idleTimer);
    if (slot.job) {
      completed++;
      slot.job.reject(error);
      slot.job = undefined;
    }
    const ended = slot.worker.terminate();
    dispatch();
    return ended;
  }

  function spawn(): Slot {
    const worker = new Worker(options.entry.script, {
      eval: options.entry.eval,
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    });
    started++;
    const slot: Slot = { worker, job: undefined, idleTimer: undefined };
    worker.on(
      'message',
      (message: { ok: boolean; result?: unknown; error?: { name: string; message: string } }) => {
        const job = slot.job;
        if (!job) return;
        slot.job = undefined;
        completed++;
        if (message.ok) job.resolve(message.result);
        else job.reject(new WorkerTaskError(message.error!.name, message.error!.message));
        idle(slot);
        dispatch();
      },
    );
    worker.on('error', (error) => void retire(slot, new WorkerTaskError(errorCode(error), error.message)));
    worker.on('exit', (code) =>
      void retire(slot, new WorkerTaskError('WorkerExited', `the worker exited with code ${code}`)),
    );
    slots.add(slot);
    return slot;
  }

  function idle(slot: Slot): void {
    slot.worker.unref();
    if (options.idleMs > 0) slot.idleTimer = setTimeout(() => void retire(slot, new Error('idle')), options.idleMs).unref();
  }

  function dispatch(): void {
    while (!closed && waiting.length > 0) {
      let slot = [...slots].find((s) => !s.job);
      if (!slot && slots.size < options.size) slot = spawn();
      if (!slot) return;
      const job = waiting.shift()!;
      clearTimeout(slot.idleTimer);
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage(job.task, job.transfer);
    }
  }

  return {
    run(task, transfer = []) {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ task, transfer, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },
    stats: () => ({
      completed,
      started,
      running: [...slots].filter((s) => s.job).length,
      waiting: waiting.length,
    }),
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('the worker pool is closed'));
      await Promise.all([...slots].map((slot) => retire(slot, new Error('the worker pool is closed'))));
    },
  };
}

const errorCode = (error: Error) => (error as Error & { code?: string }).code ?? error.name;
