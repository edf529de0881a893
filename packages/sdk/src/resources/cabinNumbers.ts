/** V2 cabin numbers: choose a specific cabin instead of the guarantee cabin. */
import type { BerthResponse, RequestOptions } from '../options.js';
import { sessionPath } from '../session-path.js';
import type { Transport } from '../transport.js';
import type { ApplyCabinNumberRequest, CabinNumberListing, HeldBooking, SessionRef } from '../types.js';

export class CabinNumbersResource {
  constructor(private readonly transport: Transport) {}

  /**
   * Lists the free cabin numbers of a grade the booking holds, by deck, and records them on the session:
   * list again before every `apply`. Resets the session timer.
   */
  list(session: SessionRef, cabinGrade: string, options?: RequestOptions): Promise<BerthResponse<CabinNumberListing>> {
    return this.transport.request({
      method: 'GET',
      path: sessionPath(session, '/cabin-numbers'),
      query: { cabinGrade },
      options,
    });
  }

  /**
   * Puts a cabin of the booking (`cabinId`, the `cabins[].id`) on a listed number, or back on a guarantee
   * cabin with `cabinNumber: null`. ConflictError CABIN_NUMBER_TAKEN when it was taken since the listing.
   */
  apply(
    session: SessionRef,
    body: ApplyCabinNumberRequest,
    options?: RequestOptions,
  ): Promise<BerthResponse<HeldBooking>> {
    return this.transport.request({
      method: 'POST',
      path: sessionPath(session, '/cabin-numbers'),
      body,
      idempotent: true,
      options,
    });
  }
}
