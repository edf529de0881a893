/**
 * A disruption as the operator enters it, checked against the sailing as it is now: which call, its time
 * before and after, or the 400 (a field) or 409 (the sailing's state) that refuses it. When saving, the
 * caller passes `lock` and the sailing row stays locked FOR UPDATE until its transaction ends.
 */
import type { DbOrTx } from '../../platform/db/client.js';
import { AppError, FieldErrorCollector } from '../../kernel/errors.js';
import { localDateTime, normalizeLocalDateTime } from '../../kernel/time.js';
import { callsOfSailing, callTime, findSailing, type CallRow, type SailingRow } from '../catalog/sailings.js';
import type { DisruptionKind } from './sql.js';

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
  /** The operator's message to the partners whose bookings it affects (at most PARTNER_MESSAGE_MAX characters). */
  message?: string | undefined;
}

/** A message to partners is a short note (what to tell the guests, what happens next), not a letter. */
export const PARTNER_MESSAGE_MAX = 500;

/**
 * The message as stored: trimmed, line ends as \n, null when empty; an error on `message` when it is too
 * long or holds control characters (they would reach partners' systems and the PDF as they are).
 */
function partnerMessage(input: DisruptionInput, errors: FieldErrorCollector): string | null {
  const text = (input.message ?? '').replace(/\r\n?/g, '\n').trim();
  if (text === '') return null;
  if ([...text].length > PARTNER_MESSAGE_MAX) {
    errors.add('message', `must be at most ${PARTNER_MESSAGE_MAX} characters (got ${[...text].length})`);
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u0009\u000b-\u001f\u007f]/.test(text)) errors.add('message', 'must not hold control characters');
  return text;
}

export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
/** Wall-clock arithmetic on operator-local date-times (no zone: they are compared and shifted as they are). */
const wallMs = (local: string) => Date.parse(`${local}Z`);
export const wallPlus = (local: string, ms: number) => new Date(wallMs(local) + ms).toISOString().slice(0, 19);

export const alreadyRecorded = (detail: string) => new AppError(409, 'DISRUPTION_ALREADY_RECORDED', detail);
const sailingCancelled = (code: string) =>
  new AppError(409, 'SAILING_CANCELLED', `Sailing ${code} is cancelled; nothing more can be recorded on it.`);

/** What a disruption is, resolved against the sailing as it is now (the call, its times), or a 400/409. */
export interface Resolved {
  sailing: SailingRow;
  kind: DisruptionKind;
  call: CallRow | null;
  previousAt: string | null;
  newAt: string | null;
  /** The operator's message to partners, or null. */
  message: string | null;
  /** CALL_RETIMED: the call's times after it. */
  next: { arrivalAt: string | null; departureAt: string | null } | null;
}

function pickCall(calls: CallRow[], input: DisruptionInput, errors: FieldErrorCollector): CallRow | null {
  // A call picked from the sailing's list (the portal) is named by its seq alone: unambiguous on a round trip.
  if (!input.portCode && input.callSeq !== undefined) {
    const call = calls.find((c) => c.seq === input.callSeq);
    if (!call) errors.add('callSeq', `is not a call of the sailing (its calls are 0 to ${calls.length - 1})`);
    return call ?? null;
  }
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

/** Checks the input against the sailing (read in `tx`, locked by the caller when saving). */
export async function resolveDisruption(
  tx: DbOrTx,
  input: DisruptionInput,
  at: { now: Date; timeZone: string; lock: boolean },
): Promise<Resolved> {
  const sailing = await findSailing(tx, input.sailing, at.lock ? 'update' : 'none');
  const errors = new FieldErrorCollector();
  const nowLocal = localDateTime(at.now, at.timeZone);
  const message = partnerMessage(input, errors);
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
    return { sailing, kind: input.kind, call: null, previousAt: sailing.departureAt, newAt: null, message, next: null };
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
    throw new AppError(409, 'CALL_PASSED', `The call at ${c.portCode} (seq ${c.seq}, ${previousAt}) is already past.`);
  }
  if (c.skipped) {
    if (input.kind === 'PORT_SKIPPED') {
      throw alreadyRecorded(`The call at ${c.portCode} (seq ${c.seq}) of sailing ${sailing.code} is already skipped.`);
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
  return { sailing, kind: input.kind, call: c, previousAt, newAt, message, next };
}
