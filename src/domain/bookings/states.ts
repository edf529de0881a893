/**
 * The booking's states and the transitions between them. A booking is one thing through its life: created
 * HELD in a session, CONFIRMED once (the session ends), then changed (amended, paid, disrupted, erased) and at
 * last perhaps CANCELLED. Which transition is allowed from which state is written here once, as data, so a
 * new one (a priced change, a fare) is one line and a rule of its own rather than a status test in a writer.
 */
export type BookingStatus = 'HELD' | 'CONFIRMED' | 'CANCELLED';

export type BookingTransition =
  /** A held booking's extras or cabin numbers change: still held. */
  | 'change-held'
  /** Confirm: the held booking becomes the confirmed one. */
  | 'confirm'
  /** An amendment, a payment, a disruption's change or an erasure of a confirmed booking. */
  | 'change'
  | 'cancel';

const TRANSITIONS: Record<BookingTransition, { from: readonly BookingStatus[]; to: BookingStatus | 'same' }> = {
  'change-held': { from: ['HELD'], to: 'same' },
  confirm: { from: ['HELD'], to: 'CONFIRMED' },
  change: { from: ['CONFIRMED'], to: 'same' },
  cancel: { from: ['CONFIRMED'], to: 'CANCELLED' },
};

export const canTransition = (from: BookingStatus, transition: BookingTransition): boolean =>
  TRANSITIONS[transition].from.includes(from);

/** The state after `transition`, or null when it is not allowed from `from`. */
export function nextStatus(from: BookingStatus, transition: BookingTransition): BookingStatus | null {
  if (!canTransition(from, transition)) return null;
  const { to } = TRANSITIONS[transition];
  return to === 'same' ? from : to;
}

/** A state no transition leaves. */
export const isFinal = (status: BookingStatus): boolean =>
  (Object.keys(TRANSITIONS) as BookingTransition[]).every((t) => !canTransition(status, t));
