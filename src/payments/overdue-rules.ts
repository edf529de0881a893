/**
 * When a confirmed booking's payment is overdue, as a pure function (no database, no clock).
 *
 * A booking owes two things by two instants (the schedule of quotes/pricing.ts): the deposit by
 * `depositDueAt`, the whole total by `balanceDueAt`. An obligation unpaid at its instant is overdue: the
 * partner gets one `payment.overdue` notice for it; still unpaid `grace` after that instant, the booking is
 * cancelled (reason PAYMENT_OVERDUE). When both fall on one instant (a booking confirmed inside the balance
 * window), the balance notice covers the deposit: one notice, not two.
 *
 * The rule reads only state (amounts, instants, notices already sent) and `now`, never "what happened
 * since the last run": a job that was down for a week does on its first run everything that fell due
 * meanwhile, in order (the notice, then the cancellation).
 */
export type OverdueKind = 'DEPOSIT' | 'BALANCE';

export interface OverdueState {
  totalMinor: number;
  depositMinor: number;
  paidMinor: number;
  depositDueAt: Date;
  balanceDueAt: Date;
  /** The obligations already notified (one notice per kind and booking, ever). */
  notified: ReadonlySet<OverdueKind>;
}

export interface Obligation {
  kind: OverdueKind;
  dueAt: Date;
  /** What is missing of it, in minor units. */
  owedMinor: number;
}

export interface OverdueDecision {
  /** Notices to send now, earliest due first. */
  notify: Obligation[];
  /** The obligation whose grace ran out, when the booking must be cancelled now; else null. */
  cancelFor: Obligation | null;
}

export function obligations(state: OverdueState): Obligation[] {
  const out: Obligation[] = [];
  if (state.depositDueAt.getTime() < state.balanceDueAt.getTime()) {
    out.push({ kind: 'DEPOSIT', dueAt: state.depositDueAt, owedMinor: state.depositMinor - state.paidMinor });
  }
  out.push({ kind: 'BALANCE', dueAt: state.balanceDueAt, owedMinor: state.totalMinor - state.paidMinor });
  return out;
}

export function overdueDecision(state: OverdueState, now: Date, graceMs: number): OverdueDecision {
  const overdue = obligations(state).filter((o) => o.owedMinor > 0 && o.dueAt.getTime() <= now.getTime());
  const notify = overdue.filter((o) => !state.notified.has(o.kind));
  // A booking is never cancelled for an obligation the partner was not told about: the notice goes out in
  // the same run at the latest, just before the cancellation.
  const cancelFor = overdue.find((o) => o.dueAt.getTime() + graceMs <= now.getTime()) ?? null;
  return { notify, cancelFor };
}
