/**
 * Disruptions (lifecycle.md "Events and webhooks"; issue 13 item 4): the operator records a port call
 * skipped, a call retimed or a sailing cancelled. `preview` shows which confirmed bookings it affects;
 * `record` saves it. One service for the CLI (cli/disruption.ts), the support portal, and the sandbox
 * operation (`simulate`, one booking of the calling agency, no catalogue change).
 *
 * Which bookings: a confirmed booking is affected when its voyage touches the call: it embarks there,
 * disembarks there, or passes through it (its guests are aboard while the ship skips or retimes it). A
 * cancelled sailing affects every confirmed booking on it.
 *
 * Saving, in one transaction, with the sailing row locked FOR UPDATE (so two saves on one sailing, and a
 * save and a booking create (catalog/sailings.ts assertVoyageOnSale), run one after the other):
 * - the disruption row (a second save of the same disruption meets 409, the partial unique indexes are the
 *   last guard);
 * - the catalogue change: a skipped call is flagged (search and create no longer offer journeys embarking
 *   or disembarking there), a retimed call gets its new times (a search shows them), a cancelled sailing is
 *   flagged (no longer sold at all);
 * - held bookings whose journey is no longer sold (every one on a cancelled sailing, those embarking or
 *   disembarking at a skipped call): their session ends, so their holds are free at once and every later
 *   call on the session answers 404, as after expiry. They were never confirmed, so no event;
 * - each affected confirmed booking: a `disruptions` entry, version + 1 and `booking.disrupted`
 *   { bookingId, version, disruption }. On a cancelled sailing it is then cancelled (reason SAILING_CANCELLED,
 *   fee 0, everything paid refunded: payment status REFUND_DUE, or SETTLED when nothing was paid) through
 *   cancelBookingInTx, which frees its inventory and writes `booking.cancelled` (a second version). The
 *   partner gets both events: the disruption says why, the cancellation what it costs.
 *
 * The booking's own voyage fields (departureDate, ...) stay as sold; its `disruptions` entries say what
 * changed. The catalogue read cache of a running server (CATALOG_CACHE_SECONDS) may show old call times in
 * a held booking's document for that long; search and create read the sailing directly.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { inTransaction, violatedConstraint } from '../../platform/db/transaction.js';
import { AppError } from '../../kernel/errors.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { BookingRecords, BookingResource } from '../bookings/index.js';
import { previewOf, type DisruptionPreview } from './affected.js';
import { disruptBooking } from './booking-entry.js';
import { alreadyRecorded, resolveDisruption, type DisruptionInput } from './resolve.js';
import { simulateDisruption, type SimulateInput } from './simulate.js';
import { affectedConfirmedBookings } from '../bookings/repository-sailing.js';
import { heldBookingsToEnd, insertDisruption, recentDisruptions, type RecordedDisruptionRow } from './sql.js';
import { markCallSkipped, markSailingCancelled, retimeCall } from '../catalog/sailings.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';

export type { AffectedBooking, DisruptionPreview } from './affected.js';
export type { DisruptionInput } from './resolve.js';
export type { SimulateInput } from './simulate.js';
export type { RecordedDisruptionRow } from './sql.js';

export interface RecordedDisruption extends DisruptionPreview {
  disruptionId: string;
  recordedAt: string;
  recordedBy: string;
}

/** The operator's disruptions (see the header): one for the CLI, the portal and the sandbox route. */
export interface DisruptionService {
  /** What saving would do, changing nothing. */
  preview(input: DisruptionInput): Promise<DisruptionPreview>;
  /** Saves the disruption and applies it (see the header), all in one transaction. */
  record(input: DisruptionInput, by: { recordedBy: string }): Promise<RecordedDisruption>;
  /** The disruptions recorded, most recent first (the portal's list; 50 unless told). */
  recent(limit?: number): Promise<RecordedDisruptionRow[]>;
  /** The sandbox operation: see simulate.ts. */
  simulate(agencyId: string, bookingId: string, input: SimulateInput): Promise<BookingResource>;
}

export function createDisruptionService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  sessions: SessionStore;
  /** The booking records: locked, and changed with `booking.disrupted` and, on a cancelled sailing, cancelled. */
  records: BookingRecords;
  /** Called after a save commits (the app clears its catalogue read cache). */
  onRecorded?: () => void;
  /** Counts the bookings a cancelled sailing cancels, once committed. */
  metrics?: BusinessMetrics;
}): DisruptionService {
  const { db, clock } = deps;
  const metrics = deps.metrics ?? noMetrics;

  return {
    async preview(input) {
      const d = await resolveDisruption(db, input, { now: clock.now(), timeZone: deps.timeZone, lock: false });
      const seq = d.call?.seq ?? null;
      const [affected, held] = await Promise.all([
        affectedConfirmedBookings(db, d.sailing.id, seq, false),
        heldBookingsToEnd(db, d.sailing.id, d.kind, seq, false),
      ]);
      return previewOf(d, affected, held.length);
    },

    async record(input, by) {
      try {
        const recorded = await inTransaction(db, async (tx) => {
          const now = clock.now();
          const d = await resolveDisruption(tx, input, { now, timeZone: deps.timeZone, lock: true });
          const seq = d.call?.seq ?? null;
          const disruptionId = `dis_${randomBytes(12).toString('hex')}`;
          await insertDisruption(tx, {
            id: disruptionId,
            sailingId: d.sailing.id,
            kind: d.kind,
            callSeq: seq,
            portCode: d.call?.portCode ?? null,
            previousAt: d.previousAt,
            newAt: d.newAt,
            recordedAt: now,
            recordedBy: by.recordedBy,
            partnerMessage: d.message,
          });
          if (d.kind === 'SAILING_CANCELLED') await markSailingCancelled(tx, d.sailing.id, now);
          else if (d.kind === 'PORT_SKIPPED') await markCallSkipped(tx, d.sailing.id, seq!, now);
          else await retimeCall(tx, d.sailing.id, d.call!, d.next!);

          // Held first, then confirmed: a confirm that commits while we wait for a held booking's lock is
          // then among the confirmed ones (a later statement sees it).
          const held = await heldBookingsToEnd(tx, d.sailing.id, d.kind, seq, true);
          for (const h of held) await deps.sessions.end(tx, h.session_id);
          const affected = await affectedConfirmedBookings(tx, d.sailing.id, seq, true);
          for (const row of affected) {
            const booking = (await deps.records.lockById(tx, row.id))!;
            await disruptBooking(tx, deps.records, booking, {
              disruptionId,
              kind: d.kind,
              // A cancelled sailing is reported at the booking's own embarkation.
              portCode: d.call?.portCode ?? row.departure_port,
              previousAt: d.call ? d.previousAt : row.departure_date,
              newAt: d.newAt,
              message: d.message,
              now,
            });
          }
          return {
            ...previewOf(d, affected, held.length),
            disruptionId,
            recordedAt: now.toISOString(),
            recordedBy: by.recordedBy,
          };
        });
        deps.onRecorded?.();
        if (recorded.kind === 'SAILING_CANCELLED') {
          metrics.bookingsCancelled('SAILING_CANCELLED', recorded.affectedBookings.length);
        }
        return recorded;
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint === 'disruptions_skipped_uq') throw alreadyRecorded('This call is already recorded as skipped.');
        if (constraint === 'disruptions_cancelled_uq') {
          throw new AppError(409, 'SAILING_ALREADY_CANCELLED', 'This sailing is already cancelled.');
        }
        throw error;
      }
    },

    recent: (limit = 50) => recentDisruptions(db, limit),
    simulate: (agencyId, bookingId, input) => simulateDisruption(deps, agencyId, bookingId, input),
  };
}
