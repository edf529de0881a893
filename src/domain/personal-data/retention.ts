/**
 * Retention (storage limitation): a booking's personal data is erased PERSONAL_DATA_RETENTION_DAYS after its
 * arrival, or after its cancellation. Run by the housekeeping job (housekeeping.ts) of every instance.
 *
 * Several instances may run it at once, as the overdue job (payments/overdue-job.ts) does and for the same
 * reasons: candidates come from a plain read; each booking is then erased in its own short transaction that
 * first takes the booking's row lock with FOR UPDATE SKIP LOCKED (one another instance holds is skipped, and
 * looked at again on the next run), and decides again under the lock (READ COMMITTED: an instance coming
 * second sees personal_data_erased_at set and does nothing). So each booking is erased once, with one event.
 * No session-level advisory lock: it would not survive a transaction-pooling proxy (PgBouncer), row locks do.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import type { BookingRecords } from '../bookings/write.js';
import { bookingIdsWhere } from '../bookings/repository.js';
import { DAY_MS, retentionDue } from './rules.js';
import { eraseLockedBooking } from './sql.js';

export interface RetentionSettings {
  /** PERSONAL_DATA_RETENTION_DAYS */
  retentionDays: number;
  /** The operator's zone: a booking's arrival is a local date-time there. */
  timeZone: string;
}

export interface RetentionResult {
  erased: number;
  /** Candidates another transaction held (looked at again next run). */
  skipped: number;
}

/**
 * Bookings whose personal data is due for erasure (rules.ts retentionDue in SQL, served by the partial
 * indexes on the not yet erased bookings' departure and cancellation instants), after `after` by id.
 */
async function candidates(db: Db, cutoff: Date, timeZone: string, limit: number, after: string): Promise<string[]> {
  const at = cutoff.toISOString();
  return bookingIdsWhere(
    db,
    sql`b.personal_data_erased_at is null
        and ((b.status = 'CONFIRMED' and b.departure_at <= ${at}::timestamptz
              and ((b.document->>'arrivalDate')::timestamp at time zone ${timeZone}) <= ${at}::timestamptz)
             or (b.status = 'CANCELLED' and b.cancelled_at <= ${at}::timestamptz))`,
    after,
    limit,
  );
}

/** One booking in its own transaction: lock it (or skip it), decide under the lock, erase. */
async function handle(
  db: Db,
  records: BookingRecords,
  id: string,
  now: Date,
  settings: RetentionSettings,
): Promise<'erased' | 'skipped' | 'none'> {
  return db.transaction(async (tx) => {
    const [booking] = await records.select(tx, sql`b.id = ${id}`, sql`for update of b skip locked`);
    if (!booking) return 'skipped';
    if (!retentionDue(booking, now, settings.retentionDays, settings.timeZone)) return 'none';
    await eraseLockedBooking(tx, records, booking, { kind: 'RETENTION' }, 'RETENTION', now);
    return 'erased';
  });
}

/** One run: every booking past its retention now (catching up whatever fell due while nothing ran). */
export async function runPersonalDataRetention(
  opts: RetentionSettings & { db: Db; clock: Clock; records: BookingRecords; batchSize?: number },
): Promise<RetentionResult> {
  const now = opts.clock.now();
  const cutoff = new Date(now.getTime() - opts.retentionDays * DAY_MS);
  const batch = opts.batchSize ?? 100;
  const result: RetentionResult = { erased: 0, skipped: 0 };
  // Keyset over the booking id, so that a booking skipped (locked elsewhere) is not read again in this run.
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const ids = await candidates(opts.db, cutoff, opts.timeZone, batch, after);
    for (const id of ids) {
      const outcome = await handle(opts.db, opts.records, id, now, opts);
      if (outcome === 'erased') result.erased++;
      else if (outcome === 'skipped') result.skipped++;
    }
    if (ids.length < batch) return result;
    after = ids[ids.length - 1]!;
  }
}
