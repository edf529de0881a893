/**
 * OTA_ReadRQ: one booking of the agency, answered as OTA_CruiseBookRS, or as OTA_CruiseBookingHistoryRS with its
 * events when the request sets HistoryRequestedInd="true" (errors too are then that message's).
 *
 * - By id: UniqueID/@ID, or ReadRequests/ReadRequest/UniqueID/@ID (with its HistoryRequestedInd).
 * - By guest name: ReadRequests/CruiseReadRequest/GuestInfo (Surname, with the first GivenName when sent; with
 *   its HistoryRequestedInd): the agency's one booking (confirmed or cancelled) with a guest of that name (the
 *   booking list's `guest` filter: whole names folded, accents and case aside). None is BOOKING_NOT_FOUND, as an
 *   unknown id; several are BOOKING_AMBIGUOUS (read by the booking id). Another agency's bookings never match,
 *   and an erased booking has no names left to match.
 *
 * Berth reads one booking per message: more than one ReadRequest or CruiseReadRequest is refused.
 */
import type { BookingHistory } from '../../../domain/bookings/history.js';
import type { BookingList } from '../../../domain/bookings/list.js';
import type { BookingResource } from '../../../domain/bookings/resource.js';
import type { ConfirmService } from '../../../domain/bookings/confirm.js';
import type { BerthEvent } from '../../../domain/events/events.js';
import { AppError } from '../../../kernel/errors.js';
import type { OtaAnswer, OtaMessage } from '../message.js';
import { elementError } from '../party.js';
import { sailingInfoOf } from '../render.js';
import { at, attr, many, text, type XmlNode } from '../xml.js';
import { bookRsOf, reservationIdIn, reservationIdOf } from './bookings.js';

export interface ReadServices {
  confirm: ConfirmService;
  bookingList: BookingList;
  bookingHistory: BookingHistory;
}

const ROOT = 'OTA_ReadRQ';
const BY_NAME = `/${ROOT}/ReadRequests/CruiseReadRequest`;
const HISTORY = 'OTA_CruiseBookingHistoryRS';

/** What a read asks: a booking id or a guest's name, and whether its history. */
type ReadAsked = { history: boolean } & (
  | { bookingId: string }
  | { guest: { surname: string; givenName?: string } }
);

const isTrue = (value: string | undefined) => value === 'true' || value === '1';

/** The one read request of the message (refusing several), as ReadAsked. */
function readAskedOf(message: XmlNode): ReadAsked {
  const requests = at(message, 'ReadRequests');
  const byId = many(requests?.ReadRequest);
  const byName = many(requests?.CruiseReadRequest);
  if (byId.length + byName.length > 1) {
    throw elementError(`/${ROOT}/ReadRequests`, 'must hold one ReadRequest or CruiseReadRequest: Berth reads one booking per message');
  }
  const named = byName[0];
  if (named) {
    const info = at(named, 'GuestInfo');
    const surname = text(info?.Surname)?.trim();
    if (!surname) throw elementError(`${BY_NAME}/GuestInfo/Surname`, 'is required: the name of a guest of the booking');
    const givenName = text(info?.GivenName)?.trim();
    return { history: isTrue(attr(named, 'HistoryRequestedInd')), guest: { surname, ...(givenName ? { givenName } : {}) } };
  }
  const unique = at(message, 'UniqueID') ?? at(byId[0], 'UniqueID');
  return {
    history: isTrue(attr(byId[0], 'HistoryRequestedInd')),
    bookingId: reservationIdIn(unique, `/${ROOT}/UniqueID/@ID`),
  };
}

/** Whether the request asks for the history (its answer is then OTA_CruiseBookingHistoryRS). */
function asksHistory(message: XmlNode): boolean {
  const requests = at(message, 'ReadRequests');
  return [...many(requests?.ReadRequest), ...many(requests?.CruiseReadRequest)].some((r) =>
    isTrue(attr(r, 'HistoryRequestedInd')),
  );
}

/** The booking id of the agency's one booking with a guest of that name. */
async function bookingIdByName(
  s: ReadServices,
  agencyId: string,
  guest: { surname: string; givenName?: string },
): Promise<string> {
  const { bookings } = await s.bookingList.list(agencyId, { guest, limit: 2 });
  const name = [guest.givenName, guest.surname].filter(Boolean).join(' ');
  if (bookings.length === 0) {
    throw new AppError(404, 'BOOKING_NOT_FOUND', `No booking of this agency has a guest named ${name}.`, {
      [`${BY_NAME}/GuestInfo`]: ['names no guest of a booking of this agency'],
    });
  }
  if (bookings.length > 1) {
    throw new AppError(409, 'BOOKING_AMBIGUOUS', `Several bookings of this agency have a guest named ${name}.`, {
      [`${BY_NAME}/GuestInfo`]: ['names guests of several bookings: read by the booking id (UniqueID), or add the GivenName'],
    });
  }
  return bookings[0]!.bookingId;
}

/** An event as a HistoryInfo: its instant, its type, and each field of its data as an item (no personal data). */
function historyInfoOf(event: BerthEvent): XmlNode {
  const fields = Object.entries(event.data).filter(([name]) => name !== 'bookingId');
  const item = (name: string, value: unknown) => ({
    '@ItemName': name.slice(0, 64),
    '@NewValue': (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 255) || '-',
  });
  return {
    '@LastModified': event.createdAt,
    Items: {
      '@Name': event.type,
      Item: [item('eventId', event.id), ...fields.map(([name, value]) => item(name, value))].slice(0, 999),
    },
  };
}

function historyOf(booking: BookingResource, events: BerthEvent[]): XmlNode {
  const status = booking.status === 'CANCELLED' ? '3' : '2';
  const last = events[events.length - 1];
  const confirmed = events.find((e) => e.type === 'booking.confirmed');
  return {
    ReservationID: {
      ...reservationIdOf(booking),
      ...(last ? { '@LastModifyDateTime': last.createdAt } : {}),
      ...(confirmed ? { '@BookedDate': confirmed.createdAt } : {}),
    },
    SailingInfo: sailingInfoOf(booking, status),
    ...(events.length > 0 ? { HistoryInfos: { HistoryInfo: events.slice(-999).map(historyInfoOf) } } : {}),
  };
}

export function read(s: ReadServices): OtaMessage {
  return {
    request: ROOT,
    answer: 'OTA_CruiseBookRS',
    answerFor: (message) => (asksHistory(message) ? HISTORY : 'OTA_CruiseBookRS'),
    async handle({ agency, message }): Promise<OtaAnswer> {
      const asked = readAskedOf(message);
      const bookingId = 'bookingId' in asked ? asked.bookingId : await bookingIdByName(s, agency.id, asked.guest);
      if (!asked.history) return { content: bookRsOf(await s.confirm.get(agency, bookingId)) };
      const { booking, events } = await s.bookingHistory.of(agency.id, bookingId);
      return { content: historyOf(booking, events) };
    },
  };
}
