/**
 * A booking with its history: the booking resource and the events of the booking, oldest first (the event log's,
 * as the feed and the portal's booking page show them: ids, versions, amounts, no personal data). For the OTA
 * channel's read with HistoryRequestedInd. Another agency's booking is not found, as an unknown one.
 */
import type { Db } from '../../platform/db/client.js';
import { bookingEvents, type BerthEvent } from '../events/events.js';
import { bookingResource, type BookingResource } from './resource.js';
import type { BookingRecords } from './write.js';

export interface BookingHistory {
  /** 404 BOOKING_NOT_FOUND for an unknown booking id or another agency's. */
  of(agencyId: string, reference: string): Promise<{ booking: BookingResource; events: BerthEvent[] }>;
}

export function createBookingHistory(deps: { db: Db; records: BookingRecords }): BookingHistory {
  return {
    async of(agencyId, reference) {
      const record = await deps.records.load(deps.db, agencyId, reference);
      return { booking: bookingResource(record), events: await bookingEvents(deps.db, record.id) };
    },
  };
}
