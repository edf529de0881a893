/** V2 cancellation of a booking: a quote of the fee, then the cancellation with that quote. */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { Booking, CancellationQuote } from '../types.js';

const bookingPath = (bookingId: string, suffix: string) => `/api/v2/bookings/${encodeURIComponent(bookingId)}${suffix}`;

export class CancellationsResource {
  constructor(private readonly transport: Transport) {}

  /**
   * Quotes the cancellation: the fee by the policy, the refund or the amount still due, valid 15 minutes
   * (only the newest quote of a booking counts, and only while the booking does not change).
   */
  quote(bookingId: string, options?: RequestOptions): Promise<BerthResponse<CancellationQuote>> {
    return this.transport.request({
      method: 'POST',
      path: bookingPath(bookingId, '/cancellation-quotes'),
      idempotent: true,
      options,
    });
  }

  /**
   * Cancels the booking with its newest quote; answers the cancelled booking. Its inventory is free at once.
   * ConflictError CANCELLATION_QUOTE_EXPIRED: quote again.
   */
  cancel(bookingId: string, cancellationQuoteId: string, options?: RequestOptions): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'POST',
      path: bookingPath(bookingId, '/cancellations'),
      body: { cancellationQuoteId },
      idempotent: true,
      options,
    });
  }
}
