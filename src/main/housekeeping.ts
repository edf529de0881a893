/**
 * Storage housekeeping. Correctness never depends on it: an expired session's holds stop counting the
 * moment its timer runs out (inventory counts only live holds). This only removes what can never be used
 * again, so tables do not grow without bound:
 * - held bookings (and their holds, cabins and items) of sessions that expired more than `graceMs` ago;
 * - sessions that expired more than `graceMs` ago and hold no confirmed booking;
 * - idempotency keys older than 24 h;
 * - V1 quotes of departures that started more than 30 days ago (a quote is not a booking);
 * - webhook deliveries settled (delivered or given up) more than 30 days ago, with their attempts (the
 *   deliveries log shows recent attempts; the events themselves stay in the feed).
 * - API request log entries older than REQUEST_LOG_RETENTION_DAYS (request-log/retention.ts).
 * Confirmed bookings and their sessions are never deleted. One thing is erased rather than removed: the guests'
 * personal data of bookings past their retention (PERSONAL_DATA_RETENTION_DAYS after arrival or cancellation;
 * personal-data/retention.ts), each booking in its own transaction, once across instances.
 */
import type { Clock } from '../kernel/clock.js';
import type { Db } from '../platform/db/client.js';
import { deleteAnswersStoredBefore } from '../platform/idempotency/stored-answers.js';
import { deleteQuotesOfPastDepartures } from '../domain/quotes/quote-reads.js';
import { deleteExpiredSessions, expiredSessionIds } from '../domain/sessions/session-store.js';
import { deleteSettledDeliveries } from '../domain/webhooks/delivery-log.js';
import { IDEMPOTENCY_TTL_MS } from '../platform/idempotency/idempotency.js';
import { releaseSessions } from '../domain/inventory/inventory.js';
import { deleteHeldBookingsOfSessions, sessionHasBooking } from '../domain/bookings/repository.js';
import { runPersonalDataRetention, type RetentionSettings } from '../domain/personal-data/index.js';
import { DEFAULT_REQUEST_LOG_RETENTION_DAYS, removeOldRequests } from '../platform/request-log/index.js';
import { bookingRecords } from './services.js';

export interface HousekeepingResult {
  heldBookings: number;
  sessions: number;
  idempotencyKeys: number;
  quotes: number;
  webhookDeliveries: number;
  /** API request log entries past REQUEST_LOG_RETENTION_DAYS. */
  requestLog: number;
  /** Bookings whose guests' personal data was erased for retention (0 when no retention settings were given). */
  personalDataErased: number;
}

/** How long a settled webhook delivery and its attempts are kept for the deliveries log. */
export const WEBHOOK_LOG_DAYS = 30;

export async function runHousekeeping(
  db: Db,
  clock: Clock,
  graceMs = 60 * 60 * 1000,
  retention?: RetentionSettings,
  requestLogRetentionDays = DEFAULT_REQUEST_LOG_RETENTION_DAYS,
): Promise<HousekeepingResult> {
  const removed = await removeUnusable(db, clock, graceMs);
  const requestLog = await removeOldRequests(db, clock, requestLogRetentionDays);
  const erased = retention
    ? await runPersonalDataRetention({ db, clock, records: bookingRecords, ...retention })
    : { erased: 0 };
  return { ...removed, requestLog, personalDataErased: erased.erased };
}

async function removeUnusable(
  db: Db,
  clock: Clock,
  graceMs: number,
): Promise<Omit<HousekeepingResult, 'personalDataErased' | 'requestLog'>> {
  const cutoff = new Date(clock.now().getTime() - graceMs).toISOString();
  const keysCutoff = new Date(clock.now().getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  return db.transaction(async (tx) => {
    const stale = expiredSessionIds(cutoff);
    // Allocations reference sessions without cascade; remove the holds first, then the bookings (cascading
    // to their cabins, items and remaining rows), then the sessions themselves.
    await releaseSessions(tx, stale);
    const held = await deleteHeldBookingsOfSessions(tx, stale);
    const sessions = await deleteExpiredSessions(tx, cutoff, sessionHasBooking);
    const keys = await deleteAnswersStoredBefore(tx, keysCutoff);
    const quotes = await deleteQuotesOfPastDepartures(tx, clock.now());
    const logCutoff = new Date(clock.now().getTime() - WEBHOOK_LOG_DAYS * 86_400_000).toISOString();
    const deliveries = await deleteSettledDeliveries(tx, logCutoff);
    return {
      webhookDeliveries: deliveries,
      heldBookings: held.length,
      sessions,
      idempotencyKeys: keys,
      quotes,
    };
  });
}
