/**
 * The rules of guests' personal data (lifecycle.md "Personal data"), as pure functions the API, the portal
 * and the retention job share:
 * - what it is: each guest's customerDetails (names, date of birth, gender, nationality, and the lead's
 *   e-mail, phone and address); what stays after erasure: everything else of the booking, each guest as its
 *   id and type (the age band at departure it was priced as: INFANT 0-1, CHILD 2-15, ADULT 16-66, SENIOR 67+);
 * - when it may be erased on request: once the booking departed or was cancelled (the manifest needs it
 *   until departure);
 * - when the retention job erases it: PERSONAL_DATA_RETENTION_DAYS after arrival, or after cancellation.
 */
import type { ConfirmedBookingDocument } from '../bookings/document.js';
import type { BookingRecord } from '../bookings/record.js';
import { AppError } from '../../kernel/errors.js';
import { wallClockToInstant } from '../../kernel/time.js';

export const DAY_MS = 86_400_000;

/** Who exports or erases (personal_data_audit.actor). */
export type Actor =
  | { kind: 'AGENCY_API'; agencyId: string; clientId: string; userKeyId?: string | undefined }
  | { kind: 'AGENCY_STAFF' | 'OPERATOR_STAFF'; userId: string; email: string }
  | { kind: 'RETENTION' };

/** Why the data was erased (the event's `reason`). */
export type ErasureReason = 'REQUEST' | 'RETENTION';

type Guest = ConfirmedBookingDocument['guests'][number];

/** The export of a booking's personal data (GET .../personal-data; the portal's download). */
export interface PersonalDataExport {
  bookingId: string;
  exportedAt: string;
  personalDataErasedAt: string | null;
  guests: { id: number; type: Guest['type']; customerDetails: Guest['customerDetails'] }[];
}

export const personalDataNeeded = (reference: string, departureAt: Date) =>
  new AppError(
    409,
    'PERSONAL_DATA_NEEDED',
    `Booking ${reference} departs at ${departureAt.toISOString()}: its guests' personal data is needed for the manifest until then. Erase it once the booking has departed, or after cancelling it.`,
  );

/** Throws 409 PERSONAL_DATA_NEEDED while the booking is confirmed and not yet departed. */
export function checkErasureAllowed(booking: BookingRecord, now: Date): void {
  if (booking.status === 'CONFIRMED' && now.getTime() < booking.departureAt.getTime()) {
    throw personalDataNeeded(booking.reference, booking.departureAt);
  }
}

/** The instant the retention period runs from: the cancellation, or the arrival (local time in the operator's zone). */
export function retentionStart(booking: BookingRecord, timeZone: string): Date {
  return booking.cancellation?.cancelledAt ?? wallClockToInstant(booking.document.arrivalDate, timeZone);
}

/** Whether the retention job erases the booking's personal data now. */
export function retentionDue(booking: BookingRecord, now: Date, retentionDays: number, timeZone: string): boolean {
  if (booking.personalDataErasedAt !== null) return false;
  return now.getTime() >= retentionStart(booking, timeZone).getTime() + retentionDays * DAY_MS;
}

/** The document with each guest reduced to its id and type. */
export function erasedDocument(document: ConfirmedBookingDocument): ConfirmedBookingDocument {
  return { ...document, guests: document.guests.map((g) => ({ id: g.id, type: g.type, customerDetails: null })) };
}

/**
 * A stored answer (the idempotency store's response body) without the booking's personal data: a booking
 * resource of this booking gets its guests reduced as the booking was. Anything else is left as it was (null:
 * nothing to change). Only this booking's answers are touched, identified by its id or its session.
 */
export function redactedAnswer(
  body: string,
  booking: { reference: string; sessionId: string },
  erasedAt: Date,
): string | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const answer = value as Record<string, unknown>;
  if (answer.bookingId !== booking.reference && answer.sessionId !== booking.sessionId) return null;
  if (!Array.isArray(answer.guests)) return null;
  const guests = answer.guests.map((g: Record<string, unknown>) => ({ id: g.id, type: g.type, customerDetails: null }));
  return JSON.stringify({ ...answer, guests, personalDataErasedAt: erasedAt.toISOString() });
}

export function personalDataExport(booking: BookingRecord, now: Date): PersonalDataExport {
  return {
    bookingId: booking.reference,
    exportedAt: now.toISOString(),
    personalDataErasedAt: booking.personalDataErasedAt?.toISOString() ?? null,
    guests: booking.document.guests.map((g) => ({ id: g.id, type: g.type, customerDetails: g.customerDetails })),
  };
}
