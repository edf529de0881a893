/**
 * How long a catalogue check holds the event loop: `npx tsx bench/catalogue-stall.ts [days] [main|worker]`.
 * Generates a demo catalogue of `days` days (12 ships: 20,000 days give 20,006 sailings, 4.4 MB) and a
 * file of 8 MB of nested brackets, then checks each twice, either as the portal did before issue 24 (parse
 * and validate on the main thread) or as it does now (catalog/upload.ts, in a worker thread), while a 1 ms
 * timer runs on the main thread: its worst lateness is the stall every request would have seen. A 2-second
 * idle wait first gives the machine's own lateness. Reports, never asserts.
 */
import { generateDemoCatalog } from '../src/domain/catalog/demo.js';
import { checkCatalogUpload } from '../src/domain/catalog/upload.js';
import { validateCatalog } from '../src/domain/catalog/validate.js';
import type { Db } from '../src/platform/db/client.js';

const days = Number(process.argv[2] ?? 20_000);
const mode = process.argv[3] === 'main' ? 'main' : 'worker';
const file = generateDemoCatalog({ startDate: '2027-01-01', days, shipCount: 12 });
const catalogue = Buffer.from(JSON.stringify(file));
const nested = Buffer.from('['.repeat(4_000_000) + ']'.repeat(4_000_000));
process.stdout.write(
  `${file.sailings.length} sailings, ${(catalogue.length / 1e6).toFixed(1)} MB; checked on the ${mode} thread\n`,
);

async function measure(label: string, work: () => Promise<unknown>): Promise<void> {
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 1);
    last = now;
  }, 1);
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  await work();
  const took = performance.now() - started;
  // Let the timer fire once more after synchronous work, or its lateness is never seen.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(timer);
  const grew = (process.memoryUsage().rss - rss) / 1e6;
  process.stdout.write(
    `${label.padEnd(28)} took ${took.toFixed(0)} ms, longest stall ${worst.toFixed(0)} ms, RSS ${grew >= 0 ? '+' : ''}${grew.toFixed(0)} MB\n`,
  );
}

const onMain = (bytes: Buffer) => async () => {
  try {
    validateCatalog(JSON.parse(bytes.toString('utf8')));
  } catch {
    // a CatalogError: the report is not the point here
  }
};
// The check alone never touches the database.
const inWorker = (bytes: Buffer) => () => checkCatalogUpload(undefined as unknown as Db, bytes, false);
const check = mode === 'main' ? onMain : inWorker;

await measure('nothing (2 s idle)', () => new Promise((resolve) => setTimeout(resolve, 2000)));
for (let i = 0; i < 2; i++) {
  await measure('catalogue check', check(catalogue));
  await measure('8 MB of nested brackets', check(nested));
}
