/**
 * The sandbox operation (routes.ts): a disruption of one booking of the calling agency, as if the operator
 * had recorded it, without a disruption row, without touching the catalogue or any other booking.
 */
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { FieldErrorCollector } from '../../kernel/errors.js';
import { normalizeLocalDateTime } from '../../kernel/time.js';
import { bookingResource, type BookingRecords, type BookingResource } from '../bookings/index.js';
import { disruptBooking } from './booking-entry.js';
import { LOCAL_DATE_TIME, wallPlus } from './resolve.js';
import { callsOfSailing, callTime, type CallRow } from '../catalog/sailings.js';
import type { DisruptionKind } from './sql.js';

export interface SimulateInput {
  kind: DisruptionKind;
  portCode?: string | undefined;
  newDateTime?: string | undefined;
}

/**
 * The sandbox operation: a disruption of one booking of the agency, as if the operator had recorded it,
 * without touching the catalogue or any other booking. portCode defaults to the first call after
 * embarkation; a retime's newDateTime to an hour after the call's time.
 */
export async function simulateDisruption(
  deps: { db: Db; clock: Clock; records: BookingRecords },
  agencyId: string,
  bookingId: string,
  input: SimulateInput,
): Promise<BookingResource> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const booking = await deps.records.lockConfirmed(tx, { agencyId, bookingId, now });
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
      call = input.portCode === undefined ? (calls[1] ?? calls[0]) : calls.find((c) => c.portCode === input.portCode);
      if (!call) {
        errors.add('portCode', `is not a call of this booking's voyage (${calls.map((c) => c.portCode).join(', ')})`);
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
    await disruptBooking(tx, deps.records, booking, {
      disruptionId: null,
      kind: input.kind,
      portCode: call!.portCode,
      previousAt: callTime(call!),
      newAt,
      now,
    });
    return bookingResource((await deps.records.lockById(tx, booking.id))!);
  });
}
