/** V2 guests' personal data of a booking: export it for a guest who asks, erase it once departed or cancelled. */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { Booking, PersonalDataExport } from '../types.js';

const personalDataPath = (bookingId: string) => `/api/v2/bookings/${encodeURIComponent(bookingId)}/personal-data`;

export class PersonalDataResource {
  constructor(private readonly transport: Transport) {}

  /** Every guest's id, type and customerDetails (null once erased). Recorded by Berth: who and when. */
  export(bookingId: string, options?: RequestOptions): Promise<BerthResponse<PersonalDataExport>> {
    return this.transport.request({ method: 'GET', path: personalDataPath(bookingId), options });
  }

  /**
   * Erases the guests' personal data once the booking has departed or been cancelled, and answers the booking
   * (each guest's customerDetails null, personalDataErasedAt set). Before departure it throws ConflictError
   * with code PERSONAL_DATA_NEEDED. Erasing again answers the booking unchanged.
   */
  erase(bookingId: string, options?: RequestOptions): Promise<BerthResponse<Booking>> {
    return this.transport.request({
      method: 'POST',
      path: `${personalDataPath(bookingId)}/erasure`,
      idempotent: true,
      options,
    });
  }
}
