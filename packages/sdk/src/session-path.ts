import type { SessionRef } from './types.js';

/** `/api/v2/bookings/create/{bookingType}/{sessionId}` of a session. */
export function sessionPath(session: SessionRef, suffix = ''): string {
  return `/api/v2/bookings/create/${session.bookingType}/${encodeURIComponent(session.sessionId)}${suffix}`;
}
