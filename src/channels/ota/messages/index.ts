/** Every message the OTA channel answers, built over the services (main/services.ts). */
import type { SearchService } from '../../../domain/sessions/search.js';
import type { OtaMessage } from '../message.js';
import { bookingMessages, type BookingServices } from './bookings.js';
import { cabinAvail } from './cabin-avail.js';
import { cabinHold, cabinUnhold, type HoldServices } from './holds.js';
import { ping } from './ping.js';
import { read, type ReadServices } from './read.js';
import { sailAvail } from './sail-avail.js';
import { categoryAvail, fareAvail } from './sailing-offers.js';

export type OtaServices = HoldServices & BookingServices & ReadServices & { search: SearchService };

export function otaMessages(services: OtaServices): OtaMessage[] {
  return [
    ping,
    sailAvail(services.search),
    fareAvail(services.search),
    categoryAvail(services.search),
    cabinAvail(services),
    cabinHold(services),
    cabinUnhold(services),
    ...bookingMessages(services),
    read(services),
  ];
}
