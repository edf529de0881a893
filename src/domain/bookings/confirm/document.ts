/** Confirm, step 3 (pure): the confirmed booking's document and what its life after confirm needs stored. */
import { toMinor } from '../../pricing/money.js';
import { wallClockToInstant } from '../../../kernel/time.js';
import type { HeldBookingDocument } from '../booking-view.js';
import type { ConfirmedBookingDocument } from '../document.js';
import { dueInstants } from '../payment.js';
import { customerDetailsById, type ConfirmBody } from './guest-rules.js';
import type { BookingTerms } from '../terms.js';

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
  const due = dueInstants(now, departureAt);
  return {
    reference,
    now,
    guests: body.guests,
    agencyReference: body.agencyReference ?? null,
    document: { ...confirmedDocument(current, body, reference), terms: rebasedTerms(current.terms, due) },
    departureAt,
    totalMinor: toMinor(current.priceBreakdown.totalPrice, current.currency),
    ...due,
  };
}

/**
 * The held booking's terms as the confirm makes them: the same amounts and tiers (the total does not change at
 * confirm), the deposit and balance due as the payment schedule of this confirm fixes them, and no price
 * guarantee (the booking is sold).
 */
export function rebasedTerms(held: BookingTerms, due: { depositDueAt: Date; balanceDueAt: Date }): BookingTerms {
  const { priceGuaranteedUntil: _guarantee, ...terms } = held;
  return {
    ...terms,
    deposit: { ...terms.deposit, dueAt: due.depositDueAt.toISOString() },
    balance: { ...terms.balance, dueAt: due.balanceDueAt.toISOString() },
  };
}
