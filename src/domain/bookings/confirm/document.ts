/** Confirm, step 3 (pure): the confirmed booking's document and what its life after confirm needs stored. */
import { toMinor } from '../../pricing/money.js';
import { wallClockToInstant } from '../../../kernel/time.js';
import type { HeldBookingDocument } from '../booking-view.js';
import type { ConfirmedBookingDocument } from '../document.js';
import { dueInstants } from '../payment.js';
import { customerDetailsById, type ConfirmBody } from './guest-rules.js';

export function confirmedDocument(
  current: HeldBookingDocument,
  body: ConfirmBody,
  reference: string,
): ConfirmedBookingDocument {
  const details = customerDetailsById(body);
  return {
    bookingId: reference,
    status: 'CONFIRMED',
    ...(body.agencyReference ? { agencyReference: body.agencyReference } : {}),
    ...current,
    guests: current.guests.map((g) => ({ ...g, customerDetails: details.get(g.id)! })),
  };
}

/**
 * The confirmed booking's row: version 1, the departure instant (the local departure read in the operator's
 * zone), the total in minor units and the payment schedule fixed now (bookings/payment.ts).
 */
export function confirmedRow(
  current: HeldBookingDocument,
  body: ConfirmBody,
  reference: string,
  now: Date,
  timeZone: string,
) {
  const departureAt = wallClockToInstant(current.departureDate, timeZone);
  return {
    reference,
    now,
    guests: body.guests,
    agencyReference: body.agencyReference ?? null,
    document: confirmedDocument(current, body, reference),
    departureAt,
    totalMinor: toMinor(current.priceBreakdown.totalPrice, current.currency),
    ...dueInstants(now, departureAt),
  };
}
