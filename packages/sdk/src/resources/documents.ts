/** V2 documents of a booking: the confirmation PDF a travel agent forwards to the guests. */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';

export class DocumentsResource {
  constructor(private readonly transport: Transport) {}

  /** The booking's confirmation as PDF bytes (a cancelled booking's says so, with its fee). */
  confirmation(bookingId: string, options?: RequestOptions): Promise<BerthResponse<Uint8Array>> {
    return this.transport.request({
      method: 'GET',
      path: `/api/v2/bookings/${encodeURIComponent(bookingId)}/documents/confirmation`,
      binary: true,
      options,
    });
  }
}
