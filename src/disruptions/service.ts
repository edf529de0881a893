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
 * save and a booking create (sql.ts assertVoyageOnSale), run one after the other):
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
import type { Clock } from '../clock.js';
import type { Db, Tx } from '../db/client.js';
import { inTransaction, violatedConstraint } from '../db/transaction.js';
import { AppError, FieldErrorCollector } from '../http/errors.js';
import { toMajor } from '../pricing/money.js';
import type { SessionStore } from '../sessions/session-store.js';
import { localDateTime, normalizeLocalDateTime } from '../time.js';
import {
  bookingResource,
  cancelBookingInTx,
  lockBookingById,
  lockConfirmedBooking,
  recordBookingChange,
  type BookingDisruption,
  type BookingRecord,
  type BookingResource,
} from '../bookings/lifecycle/index.js';
import {
  affectedConfirmedBookings,
  callsOfSailing,
  callTime,
  findSailing,
  heldBookingsToEnd,
  insertBookingDisruption,
  insertDisruption,
  markCallSkipped,
  markSailingCancelled,
  retimeCall,
  type AffectedRow,
  type CallRow,
  type DisruptionKind,
  type SailingRow,
} from './sql.js';

export interface DisruptionInput {
  /** The sailing's id, code, or SHIP+YYYY-MM-DD (local departure date). */
  sailing: string;
  kind: DisruptionKind;
  /** The port of the call (PORT_SKIPPED, CALL_RETIMED). */
  portCode?: string | undefined;
  /** Which call, when the sailing calls at the port more than once (a round voyage). */
  callSeq?: number | undefined;
  /** CALL_RETIMED: the call's new local departure date-time (arrival at the last call), `YYYY-MM-DDTHH:MM[:SS]`. */
  newDateTime?: string | undefined;
}

export interface AffectedBooking {
  bookingId: string;
  agencyId: string;
  agencyName: string;
  agencyReference: string | null;
  leadGuest: { firstName: string; lastName: string };
  departurePort: string;
  arrivalPort: string;
  departureDate: string;
  arrivalDate: string;
  /** How the voyage touches the call; WHOLE_VOYAGE for a cancelled sailing. */
  touch: 'EMBARKS' | 'DISEMBARKS' | 'PASSES_THROUGH' | 'WHOLE_VOYAGE';
  /** The booking's legs (leg i: call i to call i + 1) that arrive at or leave from the call; all of them when cancelled. */
  legsTouched: number[];
  /** SAILING_CANCELLED: what is refunded (everything paid), in the booking's currency. */
  refundAmount?: number;
  currency: string;
}

export interface DisruptionPreview {
  sailing: { sailingId: number; code: string; shipCode: string; departureDateTime: string };
  kind: DisruptionKind;
  portCode: string | null;
  callSeq: number | null;
  previousDateTime: string | null;
  newDateTime: string | null;
  affectedBookings: AffectedBooking[];
  /** Held (unconfirmed) bookings whose session the save ends (their journey is no longer sold). */
  heldBookingsEnded: number;
}

export interface RecordedDisruption extends DisruptionPreview {
  disruptionId: string;
  recordedAt: string;
  recordedBy: string;
}

export interface SimulateInput {
  kind: DisruptionKind;
  portCode?: string | undefined;
  newDateTime?: string | undefined;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
/** Wall-clock arithmetic on operator-local date-times (no zone: they are compared and shifted as they are). */
const wallMs = (local: string) => Date.parse(`${local}Z`);
const wallPlus = (local: string, ms: number) => new Date(wallMs(local) + ms).toISOString().slice(0, 19);

export const alreadyRecorded = (detail: string) => new AppError(409, 'DISRUPTION_ALREADY_RECORDED', detail);
const sailingCancelled = (code: string) =>
  new AppError(409, 'SAILING_CANCELLED', `Sailing ${code} is cancelled; nothing more can be recorded on it.`);

/** What a disruption is, resolved against the sailing as it is now (the call, its times), or a 400/409. */
interface Resolved {
  sailing: SailingRow;
  kind: DisruptionKind;
  call: CallRow | null;
  previousAt: string | null;
  newAt: string | null;
  /** CALL_RETIMED: the call's times after it. */
  next: { arrivalAt: string | null; departureAt: string | null } | null;
}

function pickCall(calls: CallRow[], input: DisruptionInput, errors: FieldErrorCollector): CallRow | null {
  if (!input.portCode) {
    errors.add('portCode', `is required for ${input.kind}`);
    return null;
  }
  const atPort = calls.filter((c) => c.portCode === input.portCode);
  if (atPort.length === 0) {
    errors.add(
      'portCode',
      `the sailing does not call at ${input.portCode} (calls: ${[...new Set(calls.map((c) => c.portCode))].join(', ')})`,
    );
    return null;
  }
  if (input.callSeq !== undefined) {
    const call = atPort.find((c) => c.seq === input.callSeq);
    if (!call)
      errors.add('callSeq', `is not a call at ${input.portCode} (those are ${atPort.map((c) => c.seq).join(', ')})`);
    return call ?? null;
  }
  if (atPort.length > 1) {
    errors.add(
      'callSeq',
      `is required: the sailing calls at ${input.portCode} ${atPort.length} times (${atPort
        .map((c) => `seq ${c.seq} at ${callTime(c)}`)
        .join(', ')})`,
    );
    return null;
  }
  return atPort[0]!;
}

/** The call's times after a retime to `newAt`, or an error on `newDateTime` when they would leave the calls' order. */
function retimed(calls: CallRow[], call: CallRow, newAt: string, errors: FieldErrorCollector) {
  const delta = wallMs(newAt) - wallMs(callTime(call));
  const next = {
    arrivalAt: call.arrivalAt === null ? null : wallPlus(call.arrivalAt, delta),
    departureAt: call.departureAt === null ? null : newAt,
  };
  const before = calls.find((c) => c.seq === call.seq - 1);
  const after = calls.find((c) => c.seq === call.seq + 1);
  if (before && next.arrivalAt !== null && wallMs(next.arrivalAt) <= wallMs(before.departureAt!)) {
    errors.add(
      'newDateTime',
      `would bring the arrival (${next.arrivalAt}) before the departure from ${before.portCode} (${before.departureAt})`,
    );
  } else if (after && next.departureAt !== null && wallMs(next.departureAt) >= wallMs(after.arrivalAt!)) {
    errors.add('newDateTime', `must be before the arrival at the next call, ${after.portCode} (${after.arrivalAt})`);
  }
  return next;
}

export function createDisruptionService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  sessions: SessionStore;
  /** Called after a save commits (the app clears its catalogue read cache). */
  onRecorded?: () => void;
}) {
  const { db, clock } = deps;

  /** Checks the input against the sailing (read in `tx`, locked by the caller when saving). */
  async function resolve(tx: Db | Tx, input: DisruptionInput, lock: boolean): Promise<Resolved> {
    const sailing = await findSailing(tx, input.sailing, lock ? 'update' : 'none');
    const errors = new FieldErrorCollector();
    const nowLocal = localDateTime(clock.now(), deps.timeZone);
    if (input.kind === 'SAILING_CANCELLED') {
      if (input.portCode !== undefined) errors.add('portCode', 'must be absent for SAILING_CANCELLED');
      if (input.newDateTime !== undefined) errors.add('newDateTime', 'must be absent for SAILING_CANCELLED');
      errors.throwIfAny('The disruption is not valid.');
      if (sailing.cancelledAt) {
        throw new AppError(409, 'SAILING_ALREADY_CANCELLED', `Sailing ${sailing.code} is already cancelled.`);
      }
      if (sailing.departureAt <= nowLocal) {
        throw new AppError(
          409,
          'SAILING_DEPARTED',
          `Sailing ${sailing.code} departed at ${sailing.departureAt}; a sailing under way cannot be cancelled (skip its remaining calls).`,
        );
      }
      return { sailing, kind: input.kind, call: null, previousAt: sailing.departureAt, newAt: null, next: null };
    }

    const calls = await callsOfSailing(tx, sailing.id);
    const call = pickCall(calls, input, errors);
    let newAt: string | null = null;
    if (input.kind === 'PORT_SKIPPED' && input.newDateTime !== undefined) {
      errors.add('newDateTime', 'must be absent for PORT_SKIPPED');
    }
    if (input.kind === 'CALL_RETIMED') {
      if (input.newDateTime === undefined) errors.add('newDateTime', 'is required for CALL_RETIMED');
      else if (
        !LOCAL_DATE_TIME.test(input.newDateTime) ||
        Number.isNaN(wallMs(normalizeLocalDateTime(input.newDateTime)))
      ) {
        errors.add('newDateTime', 'must be a local date-time YYYY-MM-DDTHH:MM[:SS] (operator time, no zone)');
      } else newAt = normalizeLocalDateTime(input.newDateTime);
    }
    errors.throwIfAny('The disruption is not valid.');
    if (sailing.cancelledAt) throw sailingCancelled(sailing.code);
    const c = call!;
    const previousAt = callTime(c);
    if (previousAt <= nowLocal) {
      throw new AppError(
        409,
        'CALL_PASSED',
        `The call at ${c.portCode} (seq ${c.seq}, ${previousAt}) is already past.`,
      );
    }
    if (c.skipped) {
      if (input.kind === 'PORT_SKIPPED') {
        throw alreadyRecorded(
          `The call at ${c.portCode} (seq ${c.seq}) of sailing ${sailing.code} is already skipped.`,
        );
      }
      throw new AppError(
        409,
        'CALL_SKIPPED',
        `The call at ${c.portCode} (seq ${c.seq}) is skipped; there is nothing to retime.`,
      );
    }
    if (newAt !== null && newAt === previousAt) {
      throw alreadyRecorded(`The call at ${c.portCode} (seq ${c.seq}) is already timed ${newAt}.`);
    }
    const next = newAt ? retimed(calls, c, newAt, errors) : null;
    errors.throwIfAny('The disruption is not valid.');
    return { sailing, kind: input.kind, call: c, previousAt, newAt, next };
  }

  function affectedBooking(r: AffectedRow, d: Resolved): AffectedBooking {
    const seq = d.call?.seq ?? null;
    const legs: number[] = [];
    for (let leg = r.from_seq; leg < r.to_seq; leg++)
      if (seq === null || leg === seq - 1 || leg === seq) legs.push(leg);
    return {
      bookingId: r.reference,
      agencyId: r.agency_id,
      agencyName: r.agency_name,
      agencyReference: r.agency_reference,
      leadGuest: { firstName: r.lead_first_name ?? '', lastName: r.lead_last_name ?? '' },
      departurePort: r.departure_port,
      arrivalPort: r.arrival_port,
      departureDate: r.departure_date,
      arrivalDate: r.arrival_date,
      touch:
        seq === null
          ? 'WHOLE_VOYAGE'
          : seq === r.from_seq
            ? 'EMBARKS'
            : seq === r.to_seq
              ? 'DISEMBARKS'
              : 'PASSES_THROUGH',
      legsTouched: legs,
      ...(d.kind === 'SAILING_CANCELLED' ? { refundAmount: toMajor(Number(r.paid_minor), r.currency) } : {}),
      currency: r.currency,
    };
  }

  function previewOf(d: Resolved, affected: AffectedRow[], held: number): DisruptionPreview {
    return {
      sailing: {
        sailingId: d.sailing.id,
        code: d.sailing.code,
        shipCode: d.sailing.shipCode,
        departureDateTime: d.sailing.departureAt,
      },
      kind: d.kind,
      portCode: d.call?.portCode ?? null,
      callSeq: d.call?.seq ?? null,
      previousDateTime: d.previousAt,
      newDateTime: d.newAt,
      affectedBookings: affected.map((r) => affectedBooking(r, d)),
      heldBookingsEnded: held,
    };
  }

  return {
    /** What saving would do, changing nothing. */
    async preview(input: DisruptionInput): Promise<DisruptionPreview> {
      const d = await resolve(db, input, false);
      const seq = d.call?.seq ?? null;
      const [affected, held] = await Promise.all([
        affectedConfirmedBookings(db, d.sailing.id, seq, false),
        heldBookingsToEnd(db, d.sailing.id, d.kind, seq, false),
      ]);
      return previewOf(d, affected, held.length);
    },

    /** Saves the disruption and applies it (see the header), all in one transaction. */
    async record(input: DisruptionInput, by: { recordedBy: string }): Promise<RecordedDisruption> {
      try {
        const recorded = await inTransaction(db, async (tx) => {
          const now = clock.now();
          const d = await resolve(tx, input, true);
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
            const booking = (await lockBookingById(tx, row.id))!;
            await disruptBooking(tx, booking, {
              disruptionId,
              kind: d.kind,
              // A cancelled sailing is reported at the booking's own embarkation.
              portCode: d.call?.portCode ?? row.departure_port,
              previousAt: d.call ? d.previousAt : row.departure_date,
              newAt: d.newAt,
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

    /**
     * The sandbox operation: a disruption of one booking of the agency, as if the operator had recorded it,
     * without touching the catalogue or any other booking. portCode defaults to the first call after
     * embarkation; a retime's newDateTime to an hour after the call's time.
     */
    async simulate(agencyId: string, bookingId: string, input: SimulateInput): Promise<BookingResource> {
      return inTransaction(db, async (tx) => {
        const now = clock.now();
        const booking = await lockConfirmedBooking(tx, { agencyId, bookingId, now });
        const calls = (await callsOfSailing(tx, booking.sailingId)).filter(
          (c) => c.seq >= booking.fromSeq && c.seq <= booking.toSeq,
        );
        const errors = new FieldErrorCollector();
        let call: CallRow | undefined;
        let newAt: string | null = null;
        if (input.kind === 'SAILING_CANCELLED') {
          call = calls[0];
          if (input.portCode !== undefined) errors.add('portCode', 'must be absent for SAILING_CANCELLED');
        } else {
          call =
            input.portCode === undefined ? (calls[1] ?? calls[0]) : calls.find((c) => c.portCode === input.portCode);
          if (!call) {
            errors.add(
              'portCode',
              `is not a call of this booking's voyage (${calls.map((c) => c.portCode).join(', ')})`,
            );
          }
        }
        if (input.kind !== 'CALL_RETIMED' && input.newDateTime !== undefined) {
          errors.add('newDateTime', `must be absent for ${input.kind}`);
        }
        if (input.kind === 'CALL_RETIMED' && call) {
          if (input.newDateTime === undefined) newAt = wallPlus(callTime(call), 3_600_000);
          else if (!LOCAL_DATE_TIME.test(input.newDateTime)) {
            errors.add('newDateTime', 'must be a local date-time YYYY-MM-DDTHH:MM[:SS] (operator time, no zone)');
          } else newAt = normalizeLocalDateTime(input.newDateTime);
        }
        errors.throwIfAny('The simulated disruption is not valid.');
        await disruptBooking(tx, booking, {
          disruptionId: null,
          kind: input.kind,
          portCode: call!.portCode,
          previousAt: callTime(call!),
          newAt,
          now,
        });
        return bookingResource((await lockBookingById(tx, booking.id))!);
      });
    },
  };
}

/**
 * One affected confirmed booking (locked by the caller): its entry, version + 1 and `booking.disrupted`;
 * on a cancelled sailing, then its cancellation with fee 0 and everything paid refunded.
 */
async function disruptBooking(
  tx: Tx,
  booking: BookingRecord,
  e: {
    disruptionId: string | null;
    kind: DisruptionKind;
    portCode: string;
    previousAt: string | null;
    newAt: string | null;
    now: Date;
  },
): Promise<void> {
  await insertBookingDisruption(tx, { bookingId: booking.id, ...e, recordedAt: e.now });
  const disruption: BookingDisruption = {
    kind: e.kind,
    portCode: e.portCode,
    previousDateTime: e.previousAt,
    newDateTime: e.newAt,
    recordedAt: e.now.toISOString(),
  };
  await recordBookingChange(tx, booking, 'booking.disrupted', e.now, { disruption });
  if (e.kind === 'SAILING_CANCELLED') {
    await cancelBookingInTx(tx, booking, {
      reason: 'SAILING_CANCELLED',
      fee: 0,
      refundAmount: booking.paidMinor,
      amountDue: 0,
      now: e.now,
    });
  }
}

export type DisruptionService = ReturnType<typeof createDisruptionService>;
