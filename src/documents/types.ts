import type { ConfirmedBookingDocument } from '../bookings/confirm.js';

/** What the confirmation prints of the booking answer (GET /api/v2/bookings/{bookingId}). */
export type ConfirmationBooking = Omit<ConfirmedBookingDocument, 'status'> & {
  status: 'CONFIRMED' | 'CANCELLED';
  version: number;
  payment: {
    currency: string;
    totalPrice: number;
    paidAmount: number;
    balance: number;
    depositAmount: number;
    depositDueByUtc: string;
    balanceDueByUtc: string;
    status: string;
  };
  cancellation: {
    cancelledAt: string;
    reason: string;
    fee: number;
    refundAmount: number;
    amountDue: number;
  } | null;
};

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
