/**
 * Confirm (sections 2.5, 3.1, 4.2 rule 6): validates the guest details, reserves through the back end,
 * then turns the held booking into a confirmed one in the caller's unit of work (inventory made permanent,
 * session ended). A back-end failure changes nothing: the held booking and its sub-resources stay for a retry.
 * Its steps are the files of confirm/: load, reserve (outside any transaction), document, persist.
 */
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import type { UnitOfWork } from '../../platform/db/transaction.js';
import { AppError } from '../../kernel/errors.js';
import type { SchemaFailure } from '../../platform/http/validation.js';
import { refusedInSession } from '../sessions/expiry-header.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { EventLog } from '../events/events.js';
import type { BookingType } from '../sessions/types.js';
import { faultPoint, type FaultPoint } from '../../kernel/fault-points.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';
import type { ReservationBackend } from './reservation-backend.js';
import { bookingResource, type BookingResource } from './resource.js';
import type { BookingRecords } from './write.js';
import { liveSessionWithHeldBooking } from './repository.js';
import { guestDetailErrors, guestRulesApply, type ConfirmBody } from './confirm/guest-rules.js';
import { loadHeldForConfirm, type HeldForConfirm } from './confirm/load.js';
import { reserveWithBackend } from './confirm/reserve.js';
import { persistConfirm } from './confirm/persist.js';

/** A confirm the back end reserved, waiting for its unit of work. */
export interface ReservedConfirm extends HeldForConfirm {
  agencyId: string;
  body: ConfirmBody;
  reference: string;
}

export interface ConfirmService {
  /**
   * Load, validate and reserve through the back end (`backend`, or the service's), outside any transaction:
   * no lock is held while another system is called.
   */
  reserve(
    agency: AgencyContext,
    type: BookingType,
    sessionId: string,
    body: ConfirmBody,
    backend?: ReservationBackend,
  ): Promise<ReservedConfirm>;
  /**
   * The reserved confirm written in `unit`, which the caller commits: the route stores the idempotent answer
   * in the same unit, so that a retry with the same key finds the confirmed booking even if the process dies
   * before the response leaves. The answer is the booking, or the one a concurrent confirm of the same details
   * made.
   */
  commit(unit: UnitOfWork, reserved: ReservedConfirm): Promise<BookingResource>;
  /**
   * A confirm whose body failed its schema (the route's explainSchemaFailure): one 400 with the schema's errors
   * and the guest-details rules' errors of the parts that passed (a bad e-mail and no lead, together), and
   * the live session's expiry. Without a live session, the schema's errors alone.
   */
  refuseInvalid(agency: AgencyContext, type: BookingType, sessionId: string, failure: SchemaFailure): Promise<never>;
  /** The agency's confirmed or cancelled booking; another agency's does not exist for this one (404). */
  get(agency: AgencyContext, bookingId: string): Promise<BookingResource>;
}

export interface ConfirmServiceDeps {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  backend: ReservationBackend;
  /** Where `booking.confirmed` is written, with its webhook deliveries (events.ts). */
  events: EventLog;
  /** The booking records: the confirmed booking read back (write.ts). */
  records: BookingRecords;
  /** A crash test's armed fault point (fault-points.ts); undefined in service. */
  faultPoint?: FaultPoint | undefined;
  /** The operator's zone: the departure's local date-time read as an instant (departure_at). */
  timeZone: string;
  /** Counts the confirms, once committed. */
  metrics?: BusinessMetrics;
}

export function createConfirmService(deps: ConfirmServiceDeps): ConfirmService {
  const { db, clock } = deps;
  const metrics = deps.metrics ?? noMetrics;

  return {
    async reserve(agency, type, sessionId, body, backend = deps.backend) {
      const held = await loadHeldForConfirm(db, { agencyId: agency.id, type, sessionId, body, now: clock.now() });
      const reference = await reserveWithBackend(backend, agency.id, held);
      return { ...held, agencyId: agency.id, body, reference };
    },

    async commit(unit, reserved) {
      const confirmed = await persistConfirm(unit.tx, deps, { ...reserved, now: () => clock.now() });
      unit.afterCommit(() => {
        metrics.bookingConfirmed('v2');
        faultPoint(deps.faultPoint, 'after-confirm-commit');
      });
      return confirmed;
    },

    async refuseInvalid(agency, type, sessionId, failure) {
      let live: Awaited<ReturnType<typeof liveSessionWithHeldBooking>>;
      try {
        live = await liveSessionWithHeldBooking(db, sessionId, agency.id, clock.now());
      } catch (error) {
        if (error instanceof AppError && error.status === 404) throw refusedInSession(failure, undefined);
        throw error;
      }
      const { bookingType, expiresAt, booking } = live;
      const rulesApply = bookingType === type && booking !== null && guestRulesApply(failure.passed);
      throw refusedInSession(
        failure,
        expiresAt,
        rulesApply ? guestDetailErrors(booking.document, failure.passed as ConfirmBody) : {},
      );
    },

    async get(agency, bookingId) {
      return bookingResource(await deps.records.load(db, agency.id, bookingId));
    },
  };
}
