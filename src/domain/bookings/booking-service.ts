/**
 * Held bookings: create (section 2.4 rules, inventory held in the same unit of work) and read. The create runs
 * in the caller's unit of work with the session row locked, so two calls on one session never interleave; the
 * unique session_id on bookings is the database's own "one held booking per session". Its steps are the files
 * of create/: load, validate, persist, reserve, items; then the document, the timer and the quota.
 */
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { violatedConstraint, type UnitOfWork } from '../../platform/db/transaction.js';
import { AppError } from '../../kernel/errors.js';
import { faultPoint, type FaultPoint } from '../../kernel/fault-points.js';
import type { SchemaFailure } from '../../platform/http/validation.js';
import { refusedInSession, withSessionExpiry } from '../sessions/expiry-header.js';
import type { SessionRecord, SessionStore } from '../sessions/session-store.js';
import type { BookingType } from '../sessions/types.js';
import { localDateTime } from '../../kernel/time.js';
import type { CatalogReads } from '../catalog/catalog-reads.js';
import { refreshBookingDocument, type HeldBookingDocument } from './booking-view.js';
import { checkHoldQuota } from './hold-quota.js';
import type { CreateBookingBody } from './held-schemas.js';
import { createRequestErrors, createRulesApply, offeredVoyageOf } from './create-rules.js';
import { createHeldDocumentReader, liveSessionWithHeldBooking } from './repository.js';
import { bookingExists, checkSessionFree, lockSessionForCreate, noHeldBooking, typeMismatch } from './create/load.js';
import { validateCreate } from './create/validate.js';
import { persistHeldBooking } from './create/persist.js';
import { reserveInventory } from './create/reserve.js';
import { includeMandatoryItems } from './create/items.js';
import { chooseFare, takeFareAndPromotion } from './create/fare.js';

export interface BookingServiceDeps {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  timeZone: string;
  catalog: CatalogReads;
  /** HOLD_QUOTA_PER_SAILING: the quota of agencies without an override of their own (hold-quota.ts). */
  holdQuotaPerSailing: number;
  /** A crash test's armed fault point (fault-points.ts); undefined in service. */
  faultPoint?: FaultPoint | undefined;
}

export interface WithExpiry<T> {
  value: T;
  /** The session's expiry after the call, for X-Session-Expires-At. */
  expiresAt: Date;
}

export interface BookingService {
  /**
   * Creates the held booking in `unit`, which the caller commits: the route stores the idempotent answer in
   * the same unit, so that a create that committed is always answered again on a retry with its key, even
   * when the process died before the 201 left (without it, the retry would meet its own booking: 409
   * HELD_BOOKING_EXISTS, and the partner would never learn what it holds).
   */
  create(
    unit: UnitOfWork,
    agency: AgencyContext,
    type: BookingType,
    sessionId: string,
    body: CreateBookingBody,
  ): Promise<WithExpiry<HeldBookingDocument>>;
  /**
   * A create whose body failed its schema (the route's explainSchemaFailure): one 400 with the schema's errors
   * and the create rules' errors of the parts that passed, and the live session's expiry. Without a live
   * session, the schema's errors alone. Nothing is held; the timer is not reset.
   */
  refuseInvalid(agency: AgencyContext, type: BookingType, sessionId: string, failure: SchemaFailure): Promise<never>;
  /** The expiry of the agency's live session, read without resetting its timer; undefined when it is not live. */
  liveSessionExpiry(agency: AgencyContext, sessionId: string): Promise<Date | undefined>;
  /**
   * The held booking's document as the JSON text it was stored as (the HeldBooking answer), which the route
   * sends without parsing and serializing it again (migration 0025).
   */
  getJson(agency: AgencyContext, type: BookingType, sessionId: string): Promise<WithExpiry<string>>;
  /** The held booking's document, for a channel that renders it otherwise than as V2's JSON (OTA's price booking). */
  get(agency: AgencyContext, type: BookingType, sessionId: string): Promise<WithExpiry<HeldBookingDocument>>;
}

/** A held-booking read's answer: the live session must be of `type` and hold a booking; a read does not reset the timer. */
function heldRead<T>(type: BookingType, live: { bookingType: BookingType; expiresAt: Date }, value: T | null) {
  return withSessionExpiry(live.expiresAt, async (): Promise<WithExpiry<T>> => {
    if (live.bookingType !== type) throw typeMismatch(type);
    if (value === null) throw noHeldBooking();
    return { value, expiresAt: live.expiresAt };
  });
}

export function createBookingService(deps: BookingServiceDeps): BookingService {
  const { db, clock, sessions, catalog } = deps;
  const heldDocument = createHeldDocumentReader(db);

  /** The live session, or undefined when it is unknown, another agency's, ended or expired (loadLive's 404). */
  async function liveSessionOrNone(sessionId: string, agencyId: string): Promise<SessionRecord | undefined> {
    try {
      return await sessions.loadLive(db, sessionId, agencyId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  }

  async function createIn(
    unit: UnitOfWork,
    agency: AgencyContext,
    type: BookingType,
    session: SessionRecord,
    body: CreateBookingBody,
  ) {
    const { tx } = unit;
    await checkSessionFree(tx, session, type);
    const { voyage, grades, range } = await validateCreate(tx, deps, session, body);
    const now = clock.now();
    const packageCode = voyage.packageCode ?? null;
    const choice = await chooseFare(tx, deps, {
      session,
      body,
      range,
      grades,
      departureDate: voyage.departureDate,
      now,
    });
    const bookingId = await persistHeldBooking(tx, {
      session,
      agencyId: agency.id,
      type,
      range,
      packageCode,
      now,
      choice,
    });
    await reserveInventory(tx, { bookingId, session, range, body, grades, now });
    const cabinNos = body.cabinMix.map((_, i) => i + 1);
    await takeFareAndPromotion(tx, { bookingId, session, range, choice, cabinNos, now });
    const guestIds = body.cabinMix.flatMap((c) => c.guestIds).sort((a, b) => a - b);
    await includeMandatoryItems(tx, deps, bookingId, session, voyage, guestIds);
    const expiresAt = await sessions.touch(tx, session.id);
    const terms = { now, timeZone: deps.timeZone, sessionExpiresAt: expiresAt };
    const document = await refreshBookingDocument(tx, bookingId, catalog, terms);
    // Fair use, last: its lock on (agency, sailing) queues this agency's concurrent creates on the sailing
    // until this one commits, so it is taken when only the commit is left (hold-quota.ts).
    const cabins = body.cabinMix.length;
    const quota = { agencyId: agency.id, sailingId: range.sailingId, bookingId, cabins, now };
    await checkHoldQuota(tx, { ...quota, defaultQuota: deps.holdQuotaPerSailing });
    unit.beforeCommit(() => faultPoint(deps.faultPoint, 'before-create-commit'));
    unit.afterCommit(() => faultPoint(deps.faultPoint, 'after-create-commit'));
    return { value: document, expiresAt };
  }

  return {
    async create(unit, agency, type, sessionId, body) {
      try {
        const session = await lockSessionForCreate(unit.tx, sessions, sessionId, agency.id);
        return await withSessionExpiry(session.expiresAt, () => createIn(unit, agency, type, session, body));
      } catch (error) {
        // Two creates racing on one session: the loser meets the unique session_id.
        if (violatedConstraint(error) === 'bookings_session_uq') throw bookingExists();
        throw error;
      }
    },

    async refuseInvalid(agency, type, sessionId, failure) {
      const session = await liveSessionOrNone(sessionId, agency.id);
      if (!session) throw refusedInSession(failure, undefined);
      const body = failure.passed;
      if (session.bookingType !== type || !createRulesApply(body)) throw refusedInSession(failure, session.expiresAt);
      const voyage =
        typeof body.departureDate === 'string'
          ? offeredVoyageOf(session.context.voyages, body.departureDate)
          : undefined;
      const grades = voyage ? await catalog.gradesOfShips(db, [voyage.shipCode]) : [];
      const nowLocal = localDateTime(clock.now(), deps.timeZone);
      const rules = createRequestErrors({ body, voyage, grades, guests: session.context.guests, nowLocal });
      throw refusedInSession(failure, session.expiresAt, rules);
    },

    liveSessionExpiry: async (agency, sessionId) => (await liveSessionOrNone(sessionId, agency.id))?.expiresAt,

    async getJson(agency, type, sessionId) {
      const live = await heldDocument(sessionId, agency.id, clock.now());
      return heldRead(type, live, live.documentText);
    },

    async get(agency, type, sessionId) {
      const live = await liveSessionWithHeldBooking(db, sessionId, agency.id, clock.now());
      return heldRead(type, live, live.booking?.document ?? null);
    },
  };
}
