/**
 * A confirmed (or cancelled) booking as stored: what every post-confirm operation reads of it. The repository
 * reads it (repository-confirmed.ts: one select list for the read, the lock, the list and the portal's search).
 */
import type { Fare } from '../pricing/fare-rules.js';
import { notFound } from '../../kernel/errors.js';
import type { ConfirmedBookingDocument } from './document.js';

export type CancellationReason = 'AGENCY_REQUEST' | 'PAYMENT_OVERDUE' | 'SAILING_CANCELLED';

export interface StoredCancellation {
  cancelledAt: Date;
  reason: CancellationReason;
  feeMinor: number;
  refundMinor: number;
  dueMinor: number;
}

/** One `disruptions` entry of the booking resource (lifecycle.md); date-times operator-local, recordedAt UTC. */
export interface BookingDisruption {
  kind: 'PORT_SKIPPED' | 'CALL_RETIMED' | 'SAILING_CANCELLED';
  portCode: string;
  previousDateTime: string | null;
  newDateTime: string | null;
  recordedAt: string;
  /** The operator's message to partners about it; absent when there is none. */
  message?: string;
}

export interface BookingRecord {
  /** Internal id (bookings.id). */
  id: string;
  /** The partner-facing booking id. */
  reference: string;
  agencyId: string;
  status: 'CONFIRMED' | 'CANCELLED';
  version: number;
  sailingId: number;
  fromSeq: number;
  toSeq: number;
  currency: string;
  agencyReference: string | null;
  document: ConfirmedBookingDocument;
  confirmedAt: Date;
  departureAt: Date;
  totalMinor: number;
  paidMinor: number;
  depositDueAt: Date;
  balanceDueAt: Date;
  cancellation: StoredCancellation | null;
  /** When the guests' personal data was erased (personal-data/); null while the booking holds it. */
  personalDataErasedAt: Date | null;
  /** Oldest first (disruptions/). */
  disruptions: BookingDisruption[];
  /** The fare's rules as sold (commerce.md): its cancellation tiers and deposit decide what cancelling costs. */
  fare: Fare;
  /** The fare's deposit percent (bookings.deposit_percent). */
  depositPercent: number;
  /** The session holding the inventory of the booking's newest change quote (domain/changes); null without one. */
  changeSessionId: string | null;
  /** The package a package booking was sold as; null for voyage-only. */
  packageCode: string | null;
}

export const bookingNotFound = (reference: string) => notFound(`No booking ${reference}.`, 'BOOKING_NOT_FOUND');
