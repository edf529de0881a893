/**
 * OTA_CruisePNR_UpdateNotifRQ, the one message Berth sends rather than answers (spec ota.md): a webhook endpoint
 * created with `"format": "ota"` gets each booking event as this message instead of the event's JSON, signed and
 * retried as every delivery (domain/webhooks). The delivery worker is given `otaPnrUpdateRenderer` by main/jobs.ts.
 *
 * What it carries: the booking as it is when the delivery is sent (a PNR update says "this is the booking now"):
 * the sailing with its cabins (SailingInfo), the booking id and status with the guests' reference numbers
 * (ReservationInfo; no name, birth date or contact: events carry no personal data), the payment schedule
 * (PaymentsDue), and the event in `Information` (its type as the paragraph's Name). The root names the event:
 * `CorrelationID` its id (a receiver deduplicates by it, as by Berth-Event-Id), `TimeStamp` its instant, and
 * `SequenceNmbr` the version of the booking the message shows. Why the booking now and not as the event left
 * it: deliveries are retried for 72 h and may arrive out of order, and a receiver that applies each message
 * must never put a cancelled booking back to confirmed; it keeps the highest SequenceNmbr. A `webhook.test`
 * event has no booking: its message is the schema's minimum with the test in `Information`.
 *
 * Every message is validated against its schema before it is sent, as every answer is; one that does not
 * validate is Berth's fault, logged, and the attempt fails (retried) instead of sending it.
 */
import type { BookingResource } from '../../domain/bookings/resource.js';
import type { BodyRenderer, DeliveredEvent } from '../../domain/webhooks/formats.js';
import { amountOf } from './codes.js';
import { reservationIdOf } from './messages/bookings.js';
import { CABIN_STATUS, sailingInfoOf } from './render.js';
import { validateMessage } from './schemas.js';
import { buildXml, OTA_NAMESPACE, type XmlNode } from './xml.js';

export const PNR_UPDATE = 'OTA_CruisePNR_UpdateNotifRQ';
/** SelectedCabin/@Status of a cancelled booking's cabins (docs/ota.md: 3 released or cancelled). */
const CABIN_CANCELLED = '3';
/** The sender in POS: OpenTravel's Unique ID Type 12, a cruise line, named BERTH (the VendorCode of every sailing). */
const POS = { Source: { RequestorID: { '@Type': '12', '@ID': 'BERTH' } } };

/** The booking's part of the message: SailingInfo, ReservationInfo, PaymentsDue (CruiseReservationType's order). */
function bookingPart(booking: BookingResource): XmlNode {
  const cancelled = booking.status === 'CANCELLED';
  return {
    SailingInfo: sailingInfoOf(booking, cancelled ? CABIN_CANCELLED : CABIN_STATUS.BOOKED),
    ReservationInfo: {
      ReservationID: reservationIdOf(booking),
      GuestDetails: {
        GuestDetail: booking.guests.map((guest) => ({ ContactInfo: { '@GuestRefNumber': String(guest.id) } })),
      },
      ...(booking.cancellation ? { CancellationPenalty: { '@Amount': amountOf(booking.cancellation.fee) } } : {}),
    },
    PaymentsDue: {
      PaymentDue: [booking.terms.deposit, booking.terms.balance].map((due, i) => ({
        '@Amount': amountOf(due.amount),
        '@PaymentNumber': String(i + 1),
        '@DueDate': due.dueAt,
      })),
    },
  };
}

/** The schema's minimum for an event without a booking (`webhook.test`). */
const NO_BOOKING: XmlNode = { SailingInfo: '', ReservationInfo: { GuestDetails: { GuestDetail: '' } } };

/** The message for one event; `booking` is the event's booking now, null for an event without one. */
export function pnrUpdateOf(event: DeliveredEvent, booking: BookingResource | null): string {
  const version = event.data.version;
  const words = booking
    ? `${event.type}: booking ${booking.bookingId}, version ${String(version)} (this message shows version ${booking.version}).`
    : `${event.type}: a test of this endpoint; no booking changed.`;
  const root: XmlNode = {
    '@xmlns': OTA_NAMESPACE,
    '@TimeStamp': event.createdAt,
    '@Version': '1.0',
    ...(booking ? { '@SequenceNmbr': String(booking.version) } : {}),
    '@CorrelationID': event.id,
    ...(booking ? bookingPart(booking) : NO_BOOKING),
    Information: { '@Name': event.type, Text: words },
    POS,
  };
  return buildXml(PNR_UPDATE, root);
}

export class PnrUpdateInvalid extends Error {
  override name = 'PnrUpdateInvalid';
}

/**
 * The OTA format of the webhook worker: reads the event's booking through `loadBooking` (the agency's own,
 * by its booking id) and writes the message, validated.
 */
export function otaPnrUpdateRenderer(deps: {
  loadBooking(agencyId: string, bookingId: string): Promise<BookingResource>;
  logger: { error(object: object, message: string): void };
}): BodyRenderer {
  return {
    contentType: 'application/xml; charset=utf-8',
    async render(event, agencyId) {
      const bookingId = event.data.bookingId;
      const booking = typeof bookingId === 'string' ? await deps.loadBooking(agencyId, bookingId) : null;
      const xml = pnrUpdateOf(event, booking);
      const verdict = validateMessage(PNR_UPDATE, xml);
      if (!verdict.valid) {
        deps.logger.error({ eventId: event.id, errors: verdict.errors.slice(0, 5) }, `${PNR_UPDATE} failed its schema`);
        throw new PnrUpdateInvalid(`${PNR_UPDATE} failed its schema`);
      }
      return xml;
    },
  };
}
