/**
 * Confirm, step 2: the reservation through the back end, outside any transaction (no lock is held while another
 * system is called). Its failure changes nothing: 502 or 503 with the session's expiry, for a retry.
 */
import { AppError } from '../../../kernel/errors.js';
import { BackendUnavailableError, type ReservationBackend } from '../reservation-backend.js';
import type { HeldForConfirm } from './load.js';

export async function reserveWithBackend(
  backend: ReservationBackend,
  agencyId: string,
  { session, held }: HeldForConfirm,
): Promise<string> {
  try {
    const { reference } = await backend.reserve({
      bookingId: held.id,
      agencyId,
      sailingId: held.sailingId,
      guests: held.document.guests.length,
    });
    return reference;
  } catch (error) {
    const unavailable = error instanceof BackendUnavailableError;
    const failed = new AppError(
      unavailable ? 503 : 502,
      unavailable ? 'RESERVATION_BACKEND_UNAVAILABLE' : 'RESERVATION_BACKEND_FAILED',
      'The reservation system did not confirm the booking. The held booking is unchanged; retry the confirm.',
      undefined,
      { 'Retry-After': '2' },
    );
    // The session lives on (nothing changed): the partner learns how long it has to retry.
    failed.sessionExpiresAt = session.expiresAt;
    throw failed;
  }
}
