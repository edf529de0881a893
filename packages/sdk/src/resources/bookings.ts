/** V2 held bookings: create, read, confirm; and confirmed bookings. */
import type { BerthResponse, RequestOptions } from '../options.js';
import { sessionPath } from '../session-path.js';
import type { Transport } from '../transport.js';
import type {
  Booking,
  BookingListPage,
  BookingListQuery,
  BookingSummary,
  ConfirmedBooking,
  ConfirmRequest,
  CreateBookingRequest,
  HeldBooking,
  SessionRef,
} from '../types.js';

export class BookingsResource {
  constructor(private readonly transport: Transport) {}

  /**
   * Creates the held booking of a session: a guarantee cabin of each grade in `cabinMix`, the vehicles of
   * the search and the mandatory addons. Resets the session timer.
   * @param session the search result (or `{ sessionId, bookingType }`)
   */
  create(
    session: SessionRef,
    body: CreateBookingRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<HeldBooking>> {
    return this.transport.request({ method: 'POST', path: sessionPath(session), body, idempotent: true, options });
  }

  /** Reads the held booking of a session. Does not reset the session timer. */
  get(session: SessionRef, options?: RequestOptions): Promise<BerthResponse<HeldBooking>> {
    return this.transport.request({ method: 'GET', path: sessionPath(session), options });
  }

  /**
   * Confirms the held booking with the guests' details and ends the session (201). Retried on 502/503
   * with the same Idempotency-Key; pass `idempotencyKey` to retry it yourself later without booking twice.
   */
  confirm(
    session: SessionRef,
    body: ConfirmRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<ConfirmedBooking>> {
    return this.transport.request({
      method: 'POST',
      path: sessionPath(session, '/confirm'),
      body,
      idempotent: true,
      options,
    });
  }

  /** Reads a booking after confirm (confirmed or cancelled) by its bookingId; `etag` is its version. */
  retrieve(bookingId: string, options?: RequestOptions): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'GET',
      path: `/api/v2/bookings/${encodeURIComponent(bookingId)}`,
      options,
    });
  }

  /**
   * One page of the agency's bookings, newest confirm first. Filters: `status`, `agencyReference`,
   * `departureFrom`/`departureTo` (local dates); `limit` 1-200 (50); `cursor` is `nextCursor` of the last page.
   */
  list(query: BookingListQuery = {}, options?: RequestOptions): Promise<BerthResponse<BookingListPage>> {
    return this.transport.request({ method: 'GET', path: '/api/v2/bookings', query: { ...query }, options });
  }

  /** Every booking matching the filters, page after page (`for await (const b of berth.bookings.all())`). */
  async *all(query: Omit<BookingListQuery, 'cursor'> = {}, options?: RequestOptions): AsyncGenerator<BookingSummary> {
    let cursor: string | undefined;
    do {
      const { data } = await this.list({ ...query, ...(cursor ? { cursor } : {}) }, options);
      yield* data.bookings;
      cursor = data.nextCursor ?? undefined;
    } while (cursor);
  }
}
