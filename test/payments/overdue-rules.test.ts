import { describe, expect, it } from 'vitest';
import {
  overdueDecision,
  paymentStanding,
  type OverdueKind,
  type OverdueState,
} from '../../src/domain/bookings/overdue-rules.js';

const HOUR = 3_600_000;
const GRACE = 72 * HOUR;
const depositDueAt = new Date('2027-01-08T10:00:00Z');
const balanceDueAt = new Date('2027-03-01T23:00:00Z');

const state = (paidMinor: number, notified: OverdueKind[] = [], over: Partial<OverdueState> = {}): OverdueState => ({
  totalMinor: 1_000_000,
  depositMinor: 200_000,
  paidMinor,
  depositDueAt,
  balanceDueAt,
  notified: new Set(notified),
  ...over,
});
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);
const kinds = (s: OverdueState, now: Date) => {
  const d = overdueDecision(s, now, GRACE);
  return { notify: d.notify.map((o) => o.kind), cancelFor: d.cancelFor?.kind ?? null };
};

describe('overdueDecision', () => {
  it('does nothing before the deposit is due', () => {
    expect(kinds(state(0), at(depositDueAt, -0.001))).toEqual({ notify: [], cancelFor: null });
  });

  it('notifies the unpaid deposit at its due instant exactly, with what is missing', () => {
    const d = overdueDecision(state(50_000), depositDueAt, GRACE);
    expect(d.notify).toEqual([{ kind: 'DEPOSIT', dueAt: depositDueAt, owedMinor: 150_000 }]);
    expect(d.cancelFor).toBeNull();
  });

  it('notifies once: a notified obligation is not notified again', () => {
    expect(kinds(state(0, ['DEPOSIT']), at(depositDueAt, 1))).toEqual({ notify: [], cancelFor: null });
  });

  it('cancels when the grace after the due instant has run out and it is still unpaid', () => {
    expect(kinds(state(0, ['DEPOSIT']), at(depositDueAt, 71.99))).toEqual({ notify: [], cancelFor: null });
    expect(kinds(state(0, ['DEPOSIT']), at(depositDueAt, 72))).toEqual({ notify: [], cancelFor: 'DEPOSIT' });
  });

  it('does not cancel when the deposit was paid within the grace', () => {
    expect(kinds(state(200_000, ['DEPOSIT']), at(depositDueAt, 100))).toEqual({ notify: [], cancelFor: null });
  });

  it('a paid deposit is not overdue; the balance is, at its own instant', () => {
    expect(kinds(state(200_000), at(balanceDueAt, -1))).toEqual({ notify: [], cancelFor: null });
    expect(kinds(state(200_000), balanceDueAt)).toEqual({ notify: ['BALANCE'], cancelFor: null });
    expect(kinds(state(200_000, ['BALANCE']), at(balanceDueAt, 72))).toEqual({ notify: [], cancelFor: 'BALANCE' });
  });

  it('a booking paid in full is never overdue', () => {
    expect(kinds(state(1_000_000), at(balanceDueAt, 1000))).toEqual({ notify: [], cancelFor: null });
  });

  it('when deposit and balance fall due at one instant, one notice (the balance) covers both', () => {
    const s = state(0, [], { depositDueAt: balanceDueAt });
    expect(kinds(s, balanceDueAt)).toEqual({ notify: ['BALANCE'], cancelFor: null });
  });

  it('catches up after downtime: both notices and the cancellation in one run, notices earliest first', () => {
    expect(kinds(state(0), at(balanceDueAt, 500))).toEqual({ notify: ['DEPOSIT', 'BALANCE'], cancelFor: 'DEPOSIT' });
  });

  it('a grace of 0 cancels at the due instant, after the notice', () => {
    const d = overdueDecision(state(0), depositDueAt, 0);
    expect(d.notify.map((o) => o.kind)).toEqual(['DEPOSIT']);
    expect(d.cancelFor?.kind).toBe('DEPOSIT');
  });
});

describe('paymentStanding (the portal: booking page, list, homes)', () => {
  const rules = { graceMs: GRACE, soonMs: 7 * 24 * HOUR };
  const departureAt = new Date('2027-02-05T18:00:00Z');

  it('a booking confirmed 30 days before departure is due now, not overdue, until its grace ends', () => {
    // Inside the balance window: deposit and balance are due at the confirm itself (lifecycle.md).
    const confirmedAt = new Date('2027-01-06T12:00:00Z');
    const s = { ...state(0), depositDueAt: confirmedAt, balanceDueAt: confirmedAt, departureAt, confirmedAt };
    for (const now of [confirmedAt, at(confirmedAt, 0.01), at(confirmedAt, 71.99)]) {
      expect(paymentStanding(s, now, rules)).toEqual({
        state: 'BALANCE_DUE',
        dueAt: confirmedAt,
        owedMinor: 1_000_000,
        cancelsAt: at(confirmedAt, 72),
        dueSoon: true,
        dueNow: true,
      });
    }
    // The job still notifies it at once (the API's payment.overdue); only the portal's words wait.
    expect(kinds({ ...s, notified: new Set() }, at(confirmedAt, 0.01)).notify).toEqual(['BALANCE']);
    // Its grace over (the job cancels it at its next run): overdue.
    expect(paymentStanding(s, at(confirmedAt, 72), rules)).toMatchObject({
      state: 'OVERDUE',
      dueAt: confirmedAt,
      cancelsAt: at(confirmedAt, 72),
      dueNow: false,
    });
  });

  it('a deposit due after the confirm is overdue from its instant, as the job has it', () => {
    const confirmedAt = at(depositDueAt, -7 * 24);
    const s = { ...state(0), departureAt: at(balanceDueAt, 60 * 24), confirmedAt };
    expect(paymentStanding(s, at(depositDueAt, -1), rules)).toMatchObject({
      state: 'DEPOSIT_DUE',
      dueNow: false,
      dueSoon: true,
      cancelsAt: null,
    });
    expect(paymentStanding(s, depositDueAt, rules)).toMatchObject({
      state: 'OVERDUE',
      dueAt: depositDueAt,
      owedMinor: 200_000,
      cancelsAt: at(depositDueAt, 72),
    });
  });
});
