/** Sandbox test helpers (absent in production). */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { AdvanceBookingRequest, Booking, SessionRef, SimulateDisruptionRequest } from '../types.js';

export class SandboxResource {
  constructor(private readonly transport: Transport) {}

  /** Expires a session at once, to test your handling of SessionExpiredError. */
  expireSession(session: Pick<SessionRef, 'sessionId'>, options?: RequestOptions): Promise<BerthResponse<void>> {
    return this.transport.request({
      method: 'POST',
      path: `/api/v2/sandbox/sessions/${encodeURIComponent(session.sessionId)}/expire`,
      idempotent: true,
      options,
    });
  }

  /**
   * Moves one of your bookings through time (never the service's clock): to its deposit's or balance's due
   * instant, to the end of the grace (the overdue cancellation) or past departure, with the events and
   * webhooks real time produces, to test your handling in seconds. Answers the booking as it then is.
   * ConflictError (`TIME_TARGET_UNREACHABLE`) when real time never brings the booking there.
   */
  advanceBooking(
    bookingId: string,
    to: AdvanceBookingRequest['to'],
    options?: RequestOptions,
  ): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'POST',
      path: `/api/v2/sandbox/bookings/${encodeURIComponent(bookingId)}/advance`,
      body: { to },
      idempotent: true,
      options,
    });
  }

  /**
   * Simulates a disruption of one of your confirmed bookings (a port skipped, a call retimed, the sailing
   * cancelled), as if the operator had recorded it: the entry, the next version and `booking.disrupted`.
   */
  disruptBooking(
    bookingId: string,
    body: SimulateDisruptionRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'POST',
      path: `/api/v2/sandbox/bookings/${encodeURIComponent(bookingId)}/disruption`,
      body,
      idempotent: true,
      options,
    });
  }
}
