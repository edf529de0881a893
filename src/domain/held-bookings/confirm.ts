/**
 * Confirm (sections 2.5, 3.1, 4.2 rule 6): validates the guest details, reserves through the back end,
 * then turns the held booking into a confirmed one in one transaction (inventory made permanent, session
 * ended). A back-end failure changes nothing: the held booking and its sub-resources stay for a retry.
 */
import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import { queryRows, type Db, type Tx } from '../../platform/db/client.js';
import type { bookings } from '../bookings/schema.js';
import type { sessions as sessionsTable } from '../sessions/schema.js';
import type { TableRow, Narrow } from '../../platform/db/table-row.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError, FieldErrorCollector, type FieldErrors } from '../../kernel/errors.js';
import type { SchemaFailure } from '../../platform/http/validation.js';
import { canonicalJson } from '../../platform/idempotency/idempotency.js';
import { toMinor } from '../pricing/money.js';
import { countBookingAllocations, makePermanent } from '../inventory/inventory.js';
import { appendEvent } from '../events/events.js';
import { wallClockToInstant } from '../../kernel/time.js';
import { refusedInSession, withSessionExpiry } from '../sessions/expiry-header.js';
import { sessionNotFound, type SessionStore } from '../sessions/session-store.js';
import type { BookingType } from '../sessions/types.js';
import { faultPoint, type FaultPoint } from '../../kernel/fault-points.js';
import { liveSessionWithHeldBooking, noHeldBooking, typeMismatch } from './booking-service.js';
import type { HeldBookingDocument } from '../confirmed-bookings/booking-view.js';
import { CONFIRM_REQUEST_EXAMPLE } from '../confirmed-bookings/examples.js';
import { BackendUnavailableError, type ReservationBackend } from './reservation-backend.js';
import { GuestDetails, type ConfirmedBookingDocument } from '../confirmed-bookings/document.js';
import { bookingResource, type BookingResource } from '../confirmed-bookings/resource.js';
import { dueInstants } from '../confirmed-bookings/payment.js';
import { loadBooking, selectBookingRecords } from '../confirmed-bookings/record.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';

export const ConfirmBody = Type.Object(
  {
    guests: Type.Array(GuestDetails, {
      minItems: 1,
      maxItems: 9,
      description: 'One entry per guest of the booking; exactly one with isLead true',
    }),
    agencyReference: Type.Optional(
      Type.String({ minLength: 1, maxLength: 64, description: "The agency's own reference" }),
    ),
  },
  {
    $id: 'ConfirmRequest',
    additionalProperties: false,
    examples: [CONFIRM_REQUEST_EXAMPLE],
  },
);
export type ConfirmBody = Static<typeof ConfirmBody>;

/** Age bands at the departure date (contract): INFANT 0-1, CHILD 2-15, ADULT 16-66, SENIOR 67+. */
const AGE_BANDS = { INFANT: [0, 1], CHILD: [2, 15], ADULT: [16, 66], SENIOR: [67, 200] } as const;

export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.slice(0, 10).split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The guest-details rules of confirm, as field errors. Also run on a body that failed its schema, without
 * the failed values (refuseInvalid): a field may then be missing, and its rules are skipped.
 */
export function guestDetailErrors(document: HeldBookingDocument, body: ConfirmBody): FieldErrors {
  const errors = new FieldErrorCollector();
  const departure = document.departureDate.slice(0, 10);
  const byId = new Map(document.guests.map((g) => [g.id, g]));
  const seen = new Set<number>();
  body.guests.forEach((g, i) => {
    const at = `guests[${i}]`;
    const guest = byId.get(g.guestId);
    if (!guest) errors.add(`${at}.guestId`, `guest ${g.guestId} is not on the booking`);
    else if (seen.has(g.guestId)) errors.add(`${at}.guestId`, `guest ${g.guestId} has more than one entry`);
    seen.add(g.guestId);
    if (g.dateOfBirth === undefined) {
      // Failed its schema (refuseInvalid): no age to check.
    } else if (g.dateOfBirth > departure) errors.add(`${at}.dateOfBirth`, 'must be before the departure date');
    else if (guest) {
      const age = ageOn(g.dateOfBirth, departure);
      const [min, max] = AGE_BANDS[guest.type];
      if (age < min || age > max) {
        errors.add(
          `${at}.dateOfBirth`,
          `a ${guest.type} must be ${max >= 200 ? `${min} or over` : `${min} to ${max}`} at departure (${departure}); this guest is ${age}`,
        );
      }
    }
    if (g.isLead) {
      if (!g.email) errors.add(`${at}.email`, 'is required for the lead guest');
      if (!g.phoneNumber) errors.add(`${at}.phoneNumber`, 'is required for the lead guest');
      if (!g.address) errors.add(`${at}.address`, 'is required for the lead guest');
      if (guest && guest.type !== 'ADULT' && guest.type !== 'SENIOR')
        errors.add(`${at}.isLead`, 'the lead guest must be an ADULT or SENIOR');
    }
  });
  for (const id of byId.keys()) {
    if (!seen.has(id)) errors.add('guests', `guest ${id} has no entry; send one per guest of the booking`);
  }
  const leads = body.guests.filter((g) => g.isLead).length;
  if (leads !== 1) errors.add('guests', `exactly one guest must have isLead true (found ${leads})`);
  return errors.errors;
}

export function validateGuestDetails(document: HeldBookingDocument, body: ConfirmBody): void {
  const errors = guestDetailErrors(document, body);
  if (Object.keys(errors).length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'The guest details are not valid.', errors);
}

/** Whether a body without its failed values still has the shape the guest-details rules read: a list of guest objects. */
const guestRulesApply = (passed: Record<string, unknown> | undefined): passed is ConfirmBody =>
  Array.isArray(passed?.guests) && passed.guests.every((g) => typeof g === 'object' && g !== null);

function customerDetailsById(body: ConfirmBody) {
  return new Map(body.guests.map((g) => [g.guestId, { ...g, isLead: g.isLead === true }]));
}

/** Whether a confirmed booking holds exactly the guest details and agency reference of `body`. */
function confirmsSameDetails(confirmed: ConfirmedBookingDocument, body: ConfirmBody): boolean {
  const details = customerDetailsById(body);
  return (
    (confirmed.agencyReference ?? null) === (body.agencyReference ?? null) &&
    confirmed.guests.length === details.size &&
    confirmed.guests.every((g) => canonicalJson(g.customerDetails) === canonicalJson(details.get(g.id)))
  );
}

/**
 * Every cabin, vehicle and excursion seat of the booking must still be held when it is confirmed: a
 * confirmed booking without its inventory would be a cabin sold twice later. (The locks of inventory.ts make
 * this hold; this check makes sure no future path breaks it silently.) Otherwise the confirm rolls back: 404.
 */
async function assertHoldsComplete(tx: Tx, bookingId: string, document: HeldBookingDocument): Promise<void> {
  const counts = await countBookingAllocations(tx, bookingId);
  const seats = document.excursions.reduce((n, e) => n + e.guests.length, 0);
  if (
    counts.cabins !== document.cabins.length ||
    counts.vehicles !== document.vehicles.length ||
    counts.seats !== seats
  ) {
    throw sessionNotFound();
  }
}

export function createConfirmService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  backend: ReservationBackend;
  /** A crash test's armed fault point (fault-points.ts); undefined in service. */
  faultPoint?: FaultPoint | undefined;
  /** The operator's zone: the departure's local date-time read as an instant (departure_at). */
  timeZone: string;
  /** Counts the confirms, once committed. */
  metrics?: BusinessMetrics;
}) {
  const { db, sessions } = deps;
  const metrics = deps.metrics ?? noMetrics;

  return {
    async confirm(
      agency: AgencyContext,
      type: BookingType,
      sessionId: string,
      body: ConfirmBody,
      backend: ReservationBackend = deps.backend,
      /**
       * Runs inside the confirm's transaction with the answer: the route stores the idempotent response
       * there, so that a retry with the same key finds the confirmed booking even if the process dies
       * before the response leaves.
       */
      onConfirmed?: (tx: Tx, confirmed: BookingResource) => Promise<void>,
    ): Promise<BookingResource> {
      // Session and held booking in one snapshot: a concurrent confirm either committed before it (404) or not.
      const { bookingType, expiresAt, booking } = await liveSessionWithHeldBooking(
        db,
        sessionId,
        agency.id,
        deps.clock.now(),
      );
      const session = { id: sessionId, expiresAt };
      const held = await withSessionExpiry(session.expiresAt, async () => {
        if (bookingType !== type) throw typeMismatch(type);
        if (!booking) throw noHeldBooking();
        validateGuestDetails(booking.document, body);
        return booking;
      });

      // Outside any transaction: no lock is held while another system is called.
      let reference: string;
      try {
        ({ reference } = await backend.reserve({
          bookingId: held.id,
          agencyId: agency.id,
          sailingId: held.sailingId,
          guests: held.document.guests.length,
        }));
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

      const confirmed = await inTransaction(db, async (tx) => {
        const [row] = await queryRows<
          Narrow<Pick<TableRow<typeof bookings>, 'status' | 'document'>, { document: HeldBookingDocument }> &
            Pick<TableRow<typeof sessionsTable>, 'expires_at' | 'ended_at'>
        >(
          tx,
          sql`select b.status, b.document, s.expires_at, s.ended_at
              from bookings b join sessions s on s.id = b.session_id
              where b.id = ${held.id} for update of s, b`,
        );
        // A concurrent confirm of the same booking won (it reserved the same reference). Its booking is this
        // request's answer only if it confirmed what this request sent; otherwise this confirm confirmed
        // nothing, and the session is over: 404, as for any call after a confirm.
        if (row && row.status !== 'HELD') {
          if (!confirmsSameDetails(row.document as unknown as ConfirmedBookingDocument, body)) throw sessionNotFound();
          const resource = bookingResource((await selectBookingRecords(tx, sql`b.id = ${held.id}`))[0]!);
          await onConfirmed?.(tx, resource);
          return resource;
        }
        if (!row || row.ended_at !== null || new Date(row.expires_at).getTime() <= deps.clock.now().getTime()) {
          throw sessionNotFound();
        }
        // The booking as it is now, under the lock: a change committed while the back end was called (an
        // addon applied, a cabin number chosen) is what gets confirmed, never the copy read before.
        const current: HeldBookingDocument = row.document;
        validateGuestDetails(current, body);
        const details = customerDetailsById(body);
        const confirmed: ConfirmedBookingDocument = {
          bookingId: reference,
          status: 'CONFIRMED',
          ...(body.agencyReference ? { agencyReference: body.agencyReference } : {}),
          ...current,
          guests: current.guests.map((g) => ({ ...g, customerDetails: details.get(g.id)! })),
        };
        // What the booking's life after confirm needs stored: version 1, the departure instant, the total in
        // minor units and the payment schedule fixed now (confirmed-bookings/payment.ts).
        const now = deps.clock.now();
        const departureAt = wallClockToInstant(current.departureDate, deps.timeZone);
        const { depositDueAt, balanceDueAt } = dueInstants(now, departureAt);
        await tx.execute(
          sql`update bookings set status = 'CONFIRMED', reference = ${reference}, confirmed_at = ${now.toISOString()}::timestamptz,
                     customer_details = ${JSON.stringify(body.guests)}::jsonb, agency_reference = ${body.agencyReference ?? null},
                     document = ${JSON.stringify(confirmed)}::jsonb, version = 1,
                     departure_at = ${departureAt.toISOString()}::timestamptz,
                     total_minor = ${toMinor(current.priceBreakdown.totalPrice, current.currency)},
                     deposit_due_at = ${depositDueAt.toISOString()}::timestamptz,
                     balance_due_at = ${balanceDueAt.toISOString()}::timestamptz
              where id = ${held.id}`,
        );
        await makePermanent(tx, held.id);
        await assertHoldsComplete(tx, held.id, current);
        await sessions.end(tx, session.id);
        await appendEvent(tx, {
          agencyId: agency.id,
          bookingId: held.id,
          type: 'booking.confirmed',
          data: { bookingId: reference, version: 1 },
          now,
        });
        const resource = bookingResource((await selectBookingRecords(tx, sql`b.id = ${held.id}`))[0]!);
        await onConfirmed?.(tx, resource);
        return resource;
      });
      metrics.bookingConfirmed('v2');
      faultPoint(deps.faultPoint, 'after-confirm-commit');
      return confirmed;
    },

    /**
     * A confirm whose body failed its schema (the route's explainSchemaFailure): one 400 with the schema's errors
     * and the guest-details rules' errors of the parts that passed (a bad e-mail and no lead, together), and
     * the live session's expiry. Without a live session, the schema's errors alone.
     */
    async refuseInvalid(
      agency: AgencyContext,
      type: BookingType,
      sessionId: string,
      failure: SchemaFailure,
    ): Promise<never> {
      let live: Awaited<ReturnType<typeof liveSessionWithHeldBooking>>;
      try {
        live = await liveSessionWithHeldBooking(db, sessionId, agency.id, deps.clock.now());
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

    /** The agency's confirmed or cancelled booking; another agency's does not exist for this one (404). */
    async get(agency: AgencyContext, bookingId: string): Promise<BookingResource> {
      return bookingResource(await loadBooking(db, agency.id, bookingId));
    },
  };
}

export type ConfirmService = ReturnType<typeof createConfirmService>;
