/**
 * A catalogue file uploaded by the operator (the portal's catalogue page): read it, check it with the
 * validator of the command line, and import it with the same importer, so the portal and
 * `npm run catalog:import` accept and refuse the same files. The answer is a report: every problem split
 * into the record it names (`sailings[12] (RW-2027-01-10)`) and what is wrong with it, or what was imported.
 *
 * Parsing, checking and planning run in a worker thread (check.ts, check-worker.ts): checking a 7 MB file
 * takes about half a second of CPU, which on the main thread stalled every partner's request. One file is
 * checked at a time, one more waits; a third upload meanwhile is turned away (CatalogBusyError). The
 * worker's heap is capped, so a file that needs more memory than that is a problem of the file, not of the
 * process. Only the import's writes run on the main thread, in batches.
 */
import type { Db } from '../../platform/db/client.js';
import { createWorkerPool, workerEntry, WorkerTaskError } from '../../platform/workers/pool.js';
import type { CatalogCheck, CatalogProblem } from './check.js';
import type { CatalogCheckTask } from './check-worker.js';
import { importPlannedCatalog, type ImportSummary } from './import.js';

export { splitProblem, type CatalogProblem } from './check.js';

export interface CatalogReport {
  /** The file's problems; empty when it is valid. */
  problems: CatalogProblem[];
  /** Records per collection of a valid file (what an import writes), null when it is not valid. */
  records: Record<string, number> | null;
  /** What was written, when the file was imported; null when only checked or not valid. */
  imported: Omit<ImportSummary, 'skipped'> | null;
}

/** The checking worker's heap; a file needing more is refused as too large to check. */
const CHECK_HEAP_MB = 512;
/** Uploads checked or waiting at once (the operator's; more answer CatalogBusyError). */
const MAX_CHECKS = 2;

/** Another upload is being checked and one more waits: try again when they are done (the portal's page says so; no API answers it). */
export class CatalogBusyError extends Error {
  override name = 'CatalogBusyError';
  constructor() {
    super('Another catalogue file is being checked; try again when it is done.');
  }
}

const checks = createWorkerPool<CatalogCheckTask, CatalogCheck>({
  entry: workerEntry(import.meta.url, 'check-worker'),
  size: 1,
  // The heap a big file left behind is given back soon after.
  idleMs: 10_000,
  resourceLimits: { maxOldGenerationSizeMb: CHECK_HEAP_MB },
});
let inFlight = 0;

/** How many checks the worker thread has run in this process (tests: the check is not on the main thread). */
export const catalogCheckStats = () => checks.stats();

async function checkInWorker(bytes: Buffer, plan: boolean): Promise<CatalogCheck> {
  if (inFlight >= MAX_CHECKS) throw new CatalogBusyError();
  inFlight++;
  // A copy of its own, handed over (not copied again) to the worker.
  const copy = new Uint8Array(bytes);
  try {
    return await checks.run({ bytes: copy, plan }, [copy.buffer]);
  } catch (error) {
    if (error instanceof WorkerTaskError && error.name === 'ERR_WORKER_OUT_OF_MEMORY') {
      const message = `needs more than ${CHECK_HEAP_MB} MB of memory to check; split it into smaller files`;
      return { problems: [{ record: '(file)', message }] };
    }
    throw error;
  } finally {
    inFlight--;
  }
}

/** Checks an uploaded catalogue and, when `importIt` and it is valid, imports it (in one transaction). */
export async function checkCatalogUpload(db: Db, bytes: Buffer, importIt: boolean): Promise<CatalogReport> {
  const started = performance.now();
  const checked = await checkInWorker(bytes, importIt);
  if (checked.records === undefined) return { problems: checked.problems, records: null, imported: null };
  if (!importIt || !checked.planned) return { problems: [], records: checked.records, imported: null };
  const { file, plan } = checked.planned;
  const { skipped: _skipped, ...imported } = await importPlannedCatalog(db, file, plan, {}, started);
  return { problems: [], records: checked.records, imported };
}
