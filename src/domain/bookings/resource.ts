/**
 * The booking as the API answers it after confirm (lifecycle.md "Booking resource"): the confirm document
 * plus status, version, payment, cancellation and disruptions, with the version as its ETag.
 */
import { toMajor } from '../pricing/money.js';
import { AppError } from '../../kernel/errors.js';
import type { ConfirmedBookingDocument } from './document.js';
import { paymentBlock, type PaymentBlock } from './payment.js';
import type { BookingDisruption, BookingRecord, CancellationReason } from './record.js';

export type Disruption = BookingDisruption;

export type BookingResource = Omit<ConfirmedBookingDocument, 'status'> & {
  status: 'CONFIRMED' | 'CANCELLED';
  version: number;
  payment: PaymentBlock;
  cancellation: {
    cancelledAt: string;
    reason: CancellationReason;
    fee: number;
    refundAmount: number;
    amountDue: number;
  } | null;
  disruptions: Disruption[];
  /** When the guests' personal data was erased (their customerDetails are then null); null until then. */
  personalDataErasedAt: string | null;
};

export function paymentOf(record: BookingRecord): PaymentBlock {
  return paymentBlock({
    currency: record.currency,
    totalMinor: record.totalMinor,
    paidMinor: record.paidMinor,
    depositDueAt: record.depositDueAt,
    balanceDueAt: record.balanceDueAt,
    depositPercent: record.depositPercent,
    cancellation: record.cancellation,
  });
}

export function bookingResource(record: BookingRecord): BookingResource {
  const m = (minor: number) => toMajor(minor, record.currency);
  const c = record.cancellation;
  return {
    ...record.document,
    bookingId: record.reference,
    status: record.status,
    version: record.version,
    payment: paymentOf(record),
    cancellation: c
      ? {
          cancelledAt: c.cancelledAt.toISOString(),
          reason: c.reason,
          fee: m(c.feeMinor),
          refundAmount: m(c.refundMinor),
          amountDue: m(c.dueMinor),
        }
      : null,
    disruptions: record.disruptions,
    personalDataErasedAt: record.personalDataErasedAt?.toISOString() ?? null,
  };
}

/** The ETag of a booking version: `"<version>"` (strong). */
export const bookingEtag = (version: number) => `"${version}"`;

/**
 * If-Match (RFC 9110 13.1.1): absent, `*`, or a list of entity tags one of which is the current version's;
 * otherwise 412 and nothing changes. A weak tag (W/"3") never matches: If-Match compares strongly.
 */
export function checkIfMatch(ifMatch: string | undefined, version: number): void {
  if (ifMatch === undefined) return;
  const value = ifMatch.trim();
  if (value === '*') return;
  const current = bookingEtag(version);
  const tags = value.split(',').map((t) => t.trim());
  if (tags.includes(current)) return;
  throw new AppError(
    412,
    'PRECONDITION_FAILED',
    `If-Match does not match the booking's current version ${current}: read the booking again and retry on it.`,
    { 'If-Match': [`must be ${current}, the current ETag`] },
    { ETag: current },
  );
}
