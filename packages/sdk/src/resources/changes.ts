/**
 * V2 priced changes of a confirmed booking: a quote of another date, grade, party or fare (the booking as it would
 * be, what it costs, what it holds for 15 minutes), then its apply, or its release to keep the booking as it is.
 */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { Booking, ChangeQuote, ChangeQuoteRequest } from '../types.js';

const bookingPath = (bookingId: string, suffix: string) => `/api/v2/bookings/${encodeURIComponent(bookingId)}${suffix}`;

export class ChangesResource {
  constructor(private readonly transport: Transport) {}

  /**
   * Quotes the change and holds what it needs for 15 minutes (only the booking's newest quote holds anything, and
   * only while the booking does not change). ConflictError CHANGE_NOT_ALLOWED_BY_FARE when the fare forbids it.
   */
  quote(bookingId: string, body: ChangeQuoteRequest, options?: RequestOptions): Promise<BerthResponse<ChangeQuote>> {
    return this.transport.request({
      method: 'POST',
      path: bookingPath(bookingId, '/change-quotes'),
      body,
      idempotent: true,
      options,
    });
  }

  /** Applies the quote; answers the changed booking. ConflictError CHANGE_QUOTE_EXPIRED: quote again. */
  apply(bookingId: string, changeQuoteId: string, options?: RequestOptions): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'POST',
      path: bookingPath(bookingId, '/changes'),
      body: { changeQuoteId },
      idempotent: true,
      options,
    });
  }

  /** Keeps the booking as it is: what the quote holds is free at once, and the quote can no longer be applied. */
  release(bookingId: string, changeQuoteId: string, options?: RequestOptions): Promise<BerthResponse<null>> {
    return this.transport.request({
      method: 'DELETE',
      path: bookingPath(bookingId, `/change-quotes/${encodeURIComponent(changeQuoteId)}`),
      idempotent: true,
      options,
    });
  }
}
