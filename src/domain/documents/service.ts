/**
 * The confirmation document of an agency's booking: the booking answer, the catalogue's names, the PDF.
 *
 * A PDF costs about 24 ms of CPU, and the V2 limit lets one agency ask for 50 a second: rendered on the
 * main thread, one agency's flood held every other agency's requests (a simple GET from 5 ms to 509 ms).
 * So the PDF is rendered in a worker thread (workers/pool.ts), each agency may have only a few documents in
 * progress or waiting (workers/fair-limiter.ts, 429 TOO_MANY_CONCURRENT_REQUESTS beyond), and the threads
 * serve the agencies in turn. An unchanged booking asked for again within a minute (DOCUMENT_CACHE_SECONDS)
 * gets the document already made (same bytes, same issue time): the cache is keyed by what the PDF prints, so any change
 * (an amendment, a payment, a cancellation, an erasure) makes a new one, and it lives in this process's
 * memory only, a minute at most, bounded in size.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import type { Config } from '../../kernel/config.js';
import type { Db } from '../../platform/db/client.js';
import { bookingResource, type BookingRecords } from '../bookings/index.js';
import { createFairLimiter, type FairLimiter } from '../../platform/workers/fair-limiter.js';
import { createWorkerPool, workerEntry, type WorkerPool } from '../../platform/workers/pool.js';
import { confirmationLabels } from './confirmation-labels.js';
import type { ConfirmationInput } from './confirmation-pdf.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';

/** Per agency in progress and waiting, threads, reuse (config.ts DOCUMENTS_*, DOCUMENT_*). */
export type DocumentLimits = Config['documents'];

const CACHE_BYTES = 16 * 1024 * 1024;

/** An agency's booking confirmations as PDFs, rendered off the main thread (see the header). */
export interface DocumentService {
  /** 404 BOOKING_NOT_FOUND for an unknown or another agency's booking; a cancelled one prints as cancelled. */
  confirmation(agency: AgencyContext, bookingId: string): Promise<{ bookingId: string; pdf: Buffer }>;
  /** Threads started and PDFs they rendered; what waits (tests, health). */
  stats(): ReturnType<WorkerPool<unknown, unknown>['stats']> & { limited: ReturnType<FairLimiter['stats']> };
  /** Ends the threads and forgets the documents made. */
  close(): Promise<void>;
}

export function createDocumentService(deps: {
  db: Db;
  clock: Clock;
  operatorName: string;
  timeZone: string;
  limits: DocumentLimits;
  /** The booking records (bookings/write.ts). */
  records: BookingRecords;
  /** Counts the limiter's 429s. */
  metrics?: BusinessMetrics;
}): DocumentService {
  const metrics = deps.metrics ?? noMetrics;
  const pool = createWorkerPool<ConfirmationInput, Uint8Array>({
    entry: workerEntry(import.meta.url, 'render-worker'),
    size: deps.limits.threads,
    idleMs: 0,
  });
  const limiter = createFairLimiter({
    perKey: deps.limits.perAgency,
    queuePerKey: deps.limits.queuePerAgency,
    // Two per thread: one renders while the next reads its booking.
    global: 2 * deps.limits.threads,
    what: 'confirmation documents',
    onRefused: () => metrics.rateLimited('documents'),
  });
  const made =
    deps.limits.cacheSeconds > 0
      ? new LRUCache<string, { digest: string; pdf: Buffer }>({
          maxSize: CACHE_BYTES,
          sizeCalculation: (entry) => entry.pdf.length,
          ttl: deps.limits.cacheSeconds * 1000,
        })
      : undefined;

  async function confirmation(agency: AgencyContext, bookingId: string): Promise<{ bookingId: string; pdf: Buffer }> {
    const booking = bookingResource(await deps.records.load(deps.db, agency.id, bookingId));
    const labels = await confirmationLabels(deps.db, booking);
    const key = `${agency.id} ${booking.bookingId}`;
    const digest = createHash('sha256')
      .update(JSON.stringify([booking, labels]))
      .digest('base64');
    const cached = made?.get(key);
    if (cached?.digest === digest) return { bookingId: booking.bookingId, pdf: cached.pdf };
    const input = {
      booking,
      labels,
      operatorName: deps.operatorName,
      timeZone: deps.timeZone,
      issuedAt: deps.clock.now(),
    };
    const rendered = await pool.run(input);
    const pdf = Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
    made?.set(key, { digest, pdf });
    return { bookingId: booking.bookingId, pdf };
  }

  return {
    confirmation: (agency, bookingId) => limiter.run(agency.id, () => confirmation(agency, bookingId)),
    stats: () => ({ ...pool.stats(), limited: limiter.stats() }),
    close: async () => {
      made?.clear();
      await pool.close();
    },
  };
}
