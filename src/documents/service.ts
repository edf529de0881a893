/** The confirmation document of an agency's booking: the booking answer, the catalogue's names, the PDF. */
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { bookingResource, loadBooking } from '../bookings/lifecycle/index.js';
import { confirmationLabels } from './confirmation-labels.js';
import { renderConfirmationPdf } from './confirmation-pdf.js';

export function createDocumentService(deps: { db: Db; clock: Clock; operatorName: string; timeZone: string }) {
  return {
    /** 404 BOOKING_NOT_FOUND for an unknown or another agency's booking; a cancelled one prints as cancelled. */
    async confirmation(agency: AgencyContext, bookingId: string): Promise<{ bookingId: string; pdf: Buffer }> {
      const booking = bookingResource(await loadBooking(deps.db, agency.id, bookingId));
      const labels = await confirmationLabels(deps.db, booking);
      const pdf = await renderConfirmationPdf({
        booking,
        labels,
        operatorName: deps.operatorName,
        timeZone: deps.timeZone,
        issuedAt: deps.clock.now(),
      });
      return { bookingId: booking.bookingId, pdf };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
