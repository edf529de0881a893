/**
 * The payment block of a confirmed booking, as a pure function of what is stored. The schedule is the
 * payment terms' (payment-terms.ts, which V1's quotes use too). The due instants are fixed at confirm and stored on the booking; the
 * deposit amount follows the total as amendments change it.
 */
import { sql } from 'drizzle-orm';
import { toMajor } from '../pricing/money.js';
import { depositOf, paymentSchedule } from './payment-terms.js';

export { depositOf } from './payment-terms.js';

export type PaymentStatus = 'UNPAID' | 'DEPOSIT_PAID' | 'PAID' | 'REFUND_DUE' | 'SETTLED';

export interface PaymentInput {
  currency: string;
  totalMinor: number;
  paidMinor: number;
  depositDueAt: Date;
  balanceDueAt: Date;
  /** The booking's fare's deposit percent. */
  depositPercent: number;
  /** Set once cancelled: the fee replaces the total as what is owed. */
  cancellation: { feeMinor: number; refundMinor: number; dueMinor: number } | null;
}

/** The block in minor units (for rules: what may still be paid, whether a due instant is covered). */
export interface PaymentAmounts {
  totalMinor: number;
  paidMinor: number;
  depositMinor: number;
  /** What the agency still owes: total - paid (never below 0); once cancelled, the cancellation's amount due. */
  balanceMinor: number;
  status: PaymentStatus;
}

export interface PaymentBlock {
  currency: string;
  totalPrice: number;
  paidAmount: number;
  balance: number;
  depositAmount: number;
  depositDueByUtc: string;
  balanceDueByUtc: string;
  status: PaymentStatus;
}

/** The due instants fixed at confirm. */
export function dueInstants(confirmedAt: Date, departureAt: Date): { depositDueAt: Date; balanceDueAt: Date } {
  const s = paymentSchedule({ fullAmount: 0, createdAt: confirmedAt, departsAt: departureAt });
  return { depositDueAt: s.depositDueBy, balanceDueAt: s.dueBy };
}

/**
 * Status: confirmed — UNPAID until the deposit is covered (by a payment), DEPOSIT_PAID, PAID once nothing
 * is owed, REFUND_DUE when more was paid than the total (an amendment lowered it). Cancelled — REFUND_DUE
 * when the fee is less than what was paid, UNPAID while part of the fee is owed, SETTLED when even.
 */
export function paymentAmounts(p: PaymentInput): PaymentAmounts {
  const depositMinor = depositOf(p.totalMinor, p.depositPercent);
  if (p.cancellation) {
    const { refundMinor, dueMinor } = p.cancellation;
    const status: PaymentStatus = refundMinor > 0 ? 'REFUND_DUE' : dueMinor > 0 ? 'UNPAID' : 'SETTLED';
    return { totalMinor: p.totalMinor, paidMinor: p.paidMinor, depositMinor, balanceMinor: dueMinor, status };
  }
  const balanceMinor = Math.max(0, p.totalMinor - p.paidMinor);
  let status: PaymentStatus;
  if (p.paidMinor > p.totalMinor) status = 'REFUND_DUE';
  else if (balanceMinor === 0) status = 'PAID';
  else if (p.paidMinor > 0 && p.paidMinor >= depositMinor) status = 'DEPOSIT_PAID';
  else status = 'UNPAID';
  return { totalMinor: p.totalMinor, paidMinor: p.paidMinor, depositMinor, balanceMinor, status };
}

/**
 * paymentAmounts' balanceMinor over `bookings b` in SQL (the portal's sort by amount due): once cancelled,
 * the cancellation's amount due; else total - paid, never below 0.
 */
export const balanceMinorSql = sql`(case when b.status = 'CANCELLED' then b.cancellation_due_minor
  else greatest(0, b.total_minor - b.paid_minor) end)`;

export function paymentBlock(p: PaymentInput): PaymentBlock {
  const a = paymentAmounts(p);
  const m = (minor: number) => toMajor(minor, p.currency);
  return {
    currency: p.currency,
    totalPrice: m(a.totalMinor),
    paidAmount: m(a.paidMinor),
    balance: m(a.balanceMinor),
    depositAmount: m(a.depositMinor),
    depositDueByUtc: p.depositDueAt.toISOString(),
    balanceDueByUtc: p.balanceDueAt.toISOString(),
    status: a.status,
  };
}
