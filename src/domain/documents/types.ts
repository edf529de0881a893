import type { BookingResource } from '../bookings/index.js';

/** What the confirmation prints: the booking answer (GET /api/v2/bookings/{bookingId}). */
export type ConfirmationBooking = BookingResource;

/** The catalogue's names for the codes the booking carries (English). */
export interface ConfirmationLabels {
  shipName: string;
  /** port code to name */
  ports: Record<string, string>;
  /** cabin grade code to description */
  grades: Record<string, string>;
  addons: Record<string, string>;
  excursions: Record<string, string>;
  tours: Record<string, string>;
}
