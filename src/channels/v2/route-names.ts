/**
 * What the V2 held-booking route plugins share: the booking types a session books (one route of each operation
 * per type) and the type's name in operationIds (createVoyageOnlyBooking, applyPackageAddons, ...).
 */
import type { BookingType } from '../../domain/sessions/types.js';

export const BOOKING_TYPES: BookingType[] = ['voyage-only', 'package'];
export const TYPE_NAME: Record<BookingType, string> = { 'voyage-only': 'VoyageOnly', package: 'Package' };

/** The options of a plugin that registers one booking type's routes under /bookings/create/<type>/:sessionId. */
export interface BookingTypeRouteOptions {
  type: BookingType;
}
