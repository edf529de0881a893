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
 *
 * It lives with the booking lifecycle, beside the payment terms, because two capabilities read it: the
 * overdue job (payments/overdue-job.ts) acts on it, and the portal (search.ts, attention.ts) shows it (the
 * overdue badge, the instant of the automatic cancellation) and filters by it; the portal waits out the grace
 * of an amount due at the confirm before it calls it overdue (paymentStanding). Both are given in SQL too (the
 * end of this file), for the job's candidates, the gauge, the list's filter and the homes' counts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { depositOfSql } from './payment-terms.js';

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

/** The obligations unpaid at their instant, earliest due first. */
export function overdueObligations(state: OverdueState, now: Date): Obligation[] {
  return obligations(state).filter((o) => o.owedMinor > 0 && o.dueAt.getTime() <= now.getTime());
}

/** When the booking is cancelled for an obligation left unpaid: `grace` after its due instant. */
export const cancellationInstant = (o: Obligation, graceMs: number) => new Date(o.dueAt.getTime() + graceMs);

export function overdueDecision(state: OverdueState, now: Date, graceMs: number): OverdueDecision {
  const overdue = overdueObligations(state, now);
  const notify = overdue.filter((o) => !state.notified.has(o.kind));
  // A booking is never cancelled for an obligation the partner was not told about: the notice goes out in
  // the same run at the latest, just before the cancellation.
  const cancelFor = overdue.find((o) => cancellationInstant(o, graceMs).getTime() <= now.getTime()) ?? null;
  return { notify, cancelFor };
}

/**
 * A confirmed booking's payment as the portal shows it and filters by it: PAID (nothing owed), OVERDUE (an
 * obligation unpaid past its deadline, before departure; the job cancels it), else DEPOSIT_DUE or
 * BALANCE_DUE by the next obligation unpaid. After departure the job no longer acts, so an unpaid departed
 * booking is shown by its next obligation, without a cancellation instant.
 *
 * An obligation due at the confirm itself (a booking confirmed less than 60 days before departure is due in
 * full at once, lifecycle.md "Payment schedule") is *due now*, not overdue: nobody could have paid it before
 * it existed, and the grace is the time the terms give to pay it. The job still sends its `payment.overdue`
 * at once (the API's notice that the amount is due, with its `cancelsAt`), but the portal says "due now,
 * cancels at ..." until the grace has run out; an agency's home would otherwise be red with every late
 * booking from the second it was made. Any other obligation is overdue from its instant, as the job has it.
 */
export type PaymentState = 'PAID' | 'DEPOSIT_DUE' | 'BALANCE_DUE' | 'OVERDUE';

export interface PaymentStanding {
  state: PaymentState;
  /** The instant of the obligation shown (the earliest overdue, else the next due); null when paid. */
  dueAt: Date | null;
  /** What is missing of that obligation, in minor units (0 when paid). */
  owedMinor: number;
  /**
   * OVERDUE or due now: when the overdue job cancels the booking if it is still unpaid (OVERDUE: may be just
   * past, the next run).
   */
  cancelsAt: Date | null;
  /** Not overdue, and the next obligation falls due within `soonMs` (or is due now). */
  dueSoon: boolean;
  /** Not overdue, and the next obligation fell due at the confirm: payable now, until `cancelsAt`. */
  dueNow: boolean;
}

/** Whether an obligation fell due at the confirm itself (confirmed inside the balance window). */
const dueAtConfirm = (o: Obligation, confirmedAt: Date) => o.dueAt.getTime() <= confirmedAt.getTime();

/** Overdue as the portal shows it: unpaid past its instant, or, one due at the confirm, past its grace. */
function shownOverdue(o: Obligation, confirmedAt: Date, now: Date, graceMs: number): boolean {
  const deadline = dueAtConfirm(o, confirmedAt) ? cancellationInstant(o, graceMs) : o.dueAt;
  return deadline.getTime() <= now.getTime();
}

export function paymentStanding(
  state: Omit<OverdueState, 'notified'> & { departureAt: Date; confirmedAt: Date },
  now: Date,
  rules: { graceMs: number; soonMs: number },
): PaymentStanding {
  const full: OverdueState = { ...state, notified: new Set() };
  const open = obligations(full).filter((o) => o.owedMinor > 0);
  const next = open[0];
  if (!next) return { state: 'PAID', dueAt: null, owedMinor: 0, cancelsAt: null, dueSoon: false, dueNow: false };
  const departed = now.getTime() >= state.departureAt.getTime();
  const overdue = departed
    ? undefined
    : overdueObligations(full, now).find((o) => shownOverdue(o, state.confirmedAt, now, rules.graceMs));
  if (overdue) {
    const cancelsAt = cancellationInstant(overdue, rules.graceMs);
    return {
      state: 'OVERDUE',
      dueAt: overdue.dueAt,
      owedMinor: overdue.owedMinor,
      cancelsAt,
      dueSoon: false,
      dueNow: false,
    };
  }
  const untilDue = next.dueAt.getTime() - now.getTime();
  const dueNow = !departed && untilDue <= 0;
  return {
    state: next.kind === 'DEPOSIT' ? 'DEPOSIT_DUE' : 'BALANCE_DUE',
    dueAt: next.dueAt,
    owedMinor: next.owedMinor,
    cancelsAt: dueNow ? cancellationInstant(next, rules.graceMs) : null,
    dueSoon: dueNow || (!departed && untilDue > 0 && untilDue <= rules.soonMs),
    dueNow,
  };
}

// The rules in SQL, over `bookings b` (instants as ISO strings): the job's candidates and the gauge's count
// (payments/overdue-job.ts), and the portal's overdue (the list's filter in search.ts, the homes'
// attention.ts). The deposit is depositOfSql, which rounds as depositOf does.
/** Confirmed, not fully paid, not departed, and the first instant (the deposit's) reached. */
export const dueAndUnpaid = (at: string) =>
  sql`b.status = 'CONFIRMED' and b.paid_minor < b.total_minor
      and b.deposit_due_at <= ${at}::timestamptz and b.departure_at > ${at}::timestamptz`;
/** The deposit is an obligation of its own (due before the balance) and is not met. */
export const depositUnpaid = sql`(b.deposit_due_at < b.balance_due_at and b.paid_minor < ${depositOfSql(sql`b.total_minor`, sql`b.deposit_percent`)})`;
export const balanceDue = (at: string) => sql`b.balance_due_at <= ${at}::timestamptz`;
/** An obligation unpaid at its instant, whatever was notified: the job's rule (its `payment.overdue`), the gauge's count. */
export const unpaidAtDueSql = (at: string) => sql`(${dueAndUnpaid(at)} and (${depositUnpaid} or ${balanceDue(at)}))`;

/** shownOverdue in SQL: the instant `dueAt` (a column of b) is a deadline passed at `at`. */
const deadlinePassed = (dueAt: SQL, at: string, graceStart: string) =>
  sql`(${dueAt} <= ${at}::timestamptz and (${dueAt} > b.confirmed_at or ${dueAt} <= ${graceStart}::timestamptz))`;

/** Overdue at `at` as the portal shows it, whatever was notified: paymentStanding's OVERDUE. */
export const overdueSql = (at: string, graceMs: number) => {
  const graceStart = new Date(Date.parse(at) - graceMs).toISOString();
  return sql`(${dueAndUnpaid(at)} and ((${depositUnpaid} and ${deadlinePassed(sql`b.deposit_due_at`, at, graceStart)})
              or ${deadlinePassed(sql`b.balance_due_at`, at, graceStart)}))`;
};
