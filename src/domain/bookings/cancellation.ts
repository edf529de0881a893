/**
 * Cancellation by quote, then confirm (lifecycle.md). A quote fixes the fee of the policy
 * (cancellation-policy.ts) as of now, for 15 minutes. Only the booking's newest quote can be used, and
 * only while the booking is still at the version it was quoted for: a payment or an amendment since then
 * changes what the fee settles against, so the quote is stale (409 CANCELLATION_QUOTE_EXPIRED; quote again).
 * Both run under the booking's row lock, so a quote and a cancel (or two cancels) never interleave.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../kernel/clock.js';
import type { Db, StoreWithin } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../kernel/errors.js';
import { faultPoint, type FaultPoint } from '../../kernel/fault-points.js';
import { toMajor } from '../pricing/money.js';
import { bookingNow, cancellationTerms, daysBeforeDeparture } from './cancellation-policy.js';
import { bookingResource, type BookingResource } from './resource.js';
import type { BookingRecords } from './write.js';
import { cancellationQuoteOf, insertCancellationQuote, newestCancellationQuoteId } from './repository.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';

export const QUOTE_VALIDITY_MS = 15 * 60 * 1000;

export interface CancellationQuote {
  cancellationQuoteId: string;
  bookingId: string;
  fee: number;
  refundAmount: number;
  amountDue: number;
  currency: string;
  expiresAt: string;
}

const quoteExpired = (detail: string) => new AppError(409, 'CANCELLATION_QUOTE_EXPIRED', detail);

export interface WriteArgs {
  agencyId: string;
  bookingId: string;
  ifMatch?: string | undefined;
}

/** Cancellation by quote, then confirm (this file's head). */
export interface CancellationService {
  /** `storeWithin`: with an Idempotency-Key, the quote's answer stored in its own transaction. */
  quote(args: WriteArgs, storeWithin?: StoreWithin<CancellationQuote>): Promise<CancellationQuote>;
  /** What a quote would answer, made now, without storing a quote (OTA's cancellation pricing creates nothing). */
  price(args: Omit<WriteArgs, 'ifMatch'>): Promise<Omit<CancellationQuote, 'cancellationQuoteId' | 'expiresAt'>>;
  /**
   * Cancels with the quote named, or with the booking's newest quote (`'newest'`: OTA's Commit names the
   * booking only); the same checks either way (404 CANCELLATION_QUOTE_NOT_FOUND without one). `storeWithin`
   * stores the caller's answer in the cancellation's transaction (an Idempotency-Key's: a retry after a crash
   * between the commit and the answer must find the answer, not 409 BOOKING_CANCELLED).
   */
  cancel(
    args: WriteArgs & {
      cancellationQuoteId: string | 'newest';
      storeWithin?: StoreWithin<BookingResource> | undefined;
    },
  ): Promise<BookingResource>;
}

/** The terms a quote made now would carry, for a booking locked in its transaction. */
function termsNow(
  deps: { timeZone: string; sandbox?: boolean },
  booking: Awaited<ReturnType<BookingRecords['lockConfirmed']>>,
  now: Date,
) {
  return cancellationTerms({
    fare: booking.fare,
    totalMinor: booking.totalMinor,
    paidMinor: booking.paidMinor,
    days: daysBeforeDeparture(
      bookingNow(now, booking, deps.timeZone, deps.sandbox ?? false),
      booking.document.departureDate,
      deps.timeZone,
    ),
  });
}

export function createCancellationService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  /** The booking records: locked, and cancelled with `booking.cancelled` (write.ts). */
  records: BookingRecords;
  /** Sandbox mode: a booking the sandbox moved through time is quoted on its own day (bookingNow). */
  sandbox?: boolean;
  /** Counts the cancellations, once committed. */
  metrics?: BusinessMetrics;
  /** A crash test's armed fault point (fault-points.ts); undefined in service. */
  faultPoint?: FaultPoint | undefined;
}): CancellationService {
  const { db, clock } = deps;
  const metrics = deps.metrics ?? noMetrics;

  return {
    async price(args) {
      return inTransaction(db, async (tx) => {
        const now = clock.now();
        const booking = await deps.records.lockConfirmed(tx, {
          ...args,
          ifMatch: undefined,
          now,
          keepChangeHolds: true,
        });
        const terms = termsNow(deps, booking, now);
        const m = (minor: number) => toMajor(minor, booking.currency);
        return {
          bookingId: booking.reference,
          fee: m(terms.feeMinor),
          refundAmount: m(terms.refundMinor),
          amountDue: m(terms.dueMinor),
          currency: booking.currency,
        };
      });
    },

    async quote(args: WriteArgs, storeWithin?: StoreWithin<CancellationQuote>): Promise<CancellationQuote> {
      return inTransaction(db, async (tx) => {
        const now = clock.now();
        // A cancellation quote changes nothing: a change quote's holds stay.
        const booking = await deps.records.lockConfirmed(tx, { ...args, now, keepChangeHolds: true });
        const terms = termsNow(deps, booking, now);
        const id = `cq_${randomBytes(16).toString('hex')}`;
        const expiresAt = new Date(now.getTime() + QUOTE_VALIDITY_MS);
        await insertCancellationQuote(tx, { id, booking, terms, now, expiresAt });
        const m = (minor: number) => toMajor(minor, booking.currency);
        const quote: CancellationQuote = {
          cancellationQuoteId: id,
          bookingId: booking.reference,
          fee: m(terms.feeMinor),
          refundAmount: m(terms.refundMinor),
          amountDue: m(terms.dueMinor),
          currency: booking.currency,
          expiresAt: expiresAt.toISOString(),
        };
        await storeWithin?.(tx, quote);
        return quote;
      });
    },

    async cancel(args) {
      const cancelled = await inTransaction(db, async (tx) => {
        const now = clock.now();
        const booking = await deps.records.lockConfirmed(tx, { ...args, now });
        const quoteId =
          args.cancellationQuoteId === 'newest'
            ? await newestCancellationQuoteId(tx, booking.id)
            : args.cancellationQuoteId;
        const quote = quoteId === undefined ? undefined : await cancellationQuoteOf(tx, quoteId, booking.id);
        if (!quote) {
          throw new AppError(
            404,
            'CANCELLATION_QUOTE_NOT_FOUND',
            quoteId === undefined
              ? `Booking ${booking.reference} has no cancellation quote; ask for one first.`
              : `No cancellation quote ${quoteId} for booking ${booking.reference}.`,
            { cancellationQuoteId: ['is not a cancellation quote of this booking'] },
          );
        }
        if (!quote.newest) throw quoteExpired('A newer cancellation quote replaced this one; use the newest.');
        if (new Date(quote.expires_at).getTime() <= now.getTime()) {
          throw quoteExpired('The cancellation quote has expired (quotes are valid 15 minutes); ask for a new one.');
        }
        if (Number(quote.booking_version) !== booking.version) {
          throw quoteExpired(
            'The booking changed since this quote was made (a payment or an amendment); ask for a new one.',
          );
        }
        const cancelled = await deps.records.cancel(tx, booking, {
          reason: 'AGENCY_REQUEST',
          fee: Number(quote.fee_minor),
          refundAmount: Number(quote.refund_minor),
          amountDue: Number(quote.due_minor),
          now,
        });
        const resource = bookingResource(cancelled);
        await args.storeWithin?.(tx, resource);
        return resource;
      });
      metrics.bookingsCancelled('AGENCY_REQUEST');
      faultPoint(deps.faultPoint, 'after-cancel-commit');
      return cancelled;
    },
  };
}
