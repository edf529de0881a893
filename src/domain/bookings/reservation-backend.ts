/**
 * The reservation back end: the system of record a confirm goes through. The booking service calls it
 * outside any database transaction (no lock is held across a call to another system) and passes the
 * held booking's id as its idempotency key, so that a retried or concurrent confirm reserves once.
 */
import { createHash } from 'node:crypto';

export interface ReservationRequest {
  /** Idempotency key: the same id always yields the same reservation. */
  bookingId: string;
  agencyId: string;
  sailingId: number;
  guests: number;
}

export interface Reservation {
  /** The partner-facing booking id. */
  reference: string;
}

export interface ReservationBackend {
  reserve(request: ReservationRequest): Promise<Reservation>;
}

/**
 * The back end answered with a failure or not at all: the confirm may be retried. A fact about another
 * system, not an answer: confirm.ts chooses the 503 (this) or 502 (anything else) it becomes.
 */
export class BackendUnavailableError extends Error {
  override name = 'BackendUnavailableError';
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The built-in back end: Berth's own database is the system of record (the confirm transaction writes the
 * booking). The reference is derived from the booking id, so reserving twice gives the same reference.
 */
export const builtInReservationBackend: ReservationBackend = {
  async reserve(request) {
    const digest = createHash('sha256').update(request.bookingId).digest();
    let reference = 'BR';
    for (let i = 0; i < 8; i++) reference += ALPHABET[digest[i]! % ALPHABET.length];
    return { reference };
  },
};

/** Sandbox: `X-Sandbox-Fault: downstream-unavailable` makes the back end fail, for partners to test retries. */
export function withSandboxFault(backend: ReservationBackend, fault: string | undefined): ReservationBackend {
  if (fault !== 'downstream-unavailable') return backend;
  return {
    async reserve() {
      throw new BackendUnavailableError('sandbox fault: downstream-unavailable');
    },
  };
}
