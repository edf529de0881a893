/**
 * Held bookings: create (section 2.4 rules, inventory held in the same transaction) and read.
 * Every write runs in one transaction with the session row locked, so two calls on one session never
 * interleave; the unique session_id on bookings is the database's own "one held booking per session".
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import { queryRows, type Db, type Tx } from '../../platform/db/client.js';
import type { bookings } from '../bookings/schema.js';
import type { excursionDepartures, packageItems, supplementalTours } from '../catalog/schema/extras.js';
import type { sessions as sessionsTable } from '../sessions/schema.js';
import type { CamelRow, Narrow, TableRow } from '../../platform/db/table-row.js';
import { inTransaction, violatedConstraint } from '../../platform/db/transaction.js';
import { AppError } from '../../kernel/errors.js';
import { faultPoint, type FaultPoint } from '../../kernel/fault-points.js';
import type { SchemaFailure } from '../../platform/http/validation.js';
import {
  holdCapacity,
  holdExcursionSeats,
  holdGuaranteeCabin,
  holdVehicles,
  excursionWithinVoyage,
  purgeExpiredCabinHolds,
  type LegRange,
} from '../inventory/inventory.js';
import { refusedInSession, withSessionExpiry } from '../sessions/expiry-header.js';
import { isSessionId, sessionNotFound, type SessionRecord, type SessionStore } from '../sessions/session-store.js';
import type { BookingType, OfferedVoyage } from '../sessions/types.js';
import { addDays, localDateTime } from '../../kernel/time.js';
import type { CatalogReads } from '../catalog/catalog-reads.js';
import {
  refreshBookingDocument,
  type HeldBookingDocument,
  type ItemDetails,
} from '../confirmed-bookings/booking-view.js';
import { checkHoldQuota } from './hold-quota.js';
import { assertVoyageOnSale } from '../catalog/sailings.js';
import type { CreateBookingBody } from './schemas.js';
import { checkCreateRequest, createRequestErrors, createRulesApply, offeredVoyageOf } from './create-rules.js';

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

export const typeMismatch = (type: BookingType) =>
  new AppError(409, 'SESSION_TYPE_MISMATCH', `Booking session is not of type ${type}.`);
export const bookingExists = () =>
  new AppError(409, 'HELD_BOOKING_EXISTS', 'A held booking already exists in this session; it holds at most one.');
export const noHeldBooking = () =>
  new AppError(409, 'NO_HELD_BOOKING', 'This session has no held booking yet: create one first.');

export type HeldBookingRow = Narrow<
  Pick<
    CamelRow<TableRow<typeof bookings>>,
    'id' | 'sailingId' | 'fromSeq' | 'toSeq' | 'packageCode' | 'currency' | 'document'
  >,
  { document: HeldBookingDocument }
>;

/** What the sub-resource operations (extras, cabin numbers) read of a booking, held or confirmed. */
export type BookingInventoryRow = Omit<HeldBookingRow, 'packageCode'>;

/**
 * The statements of a create, exported for the benchmark's create script (bench/sql-scripts.ts), which runs
 * these texts: values are the parameters as sent (instants as ISO text).
 */
export const heldBookingQuery = (sessionId: string): SQL =>
  sql`select id, status, sailing_id as "sailingId", from_seq as "fromSeq", to_seq as "toSeq",
             package_code as "packageCode", currency, document
      from bookings where session_id = ${sessionId}`;

export const bookingInsertQuery = (v: {
  id: string;
  sessionId: string;
  agencyId: string;
  bookingType: BookingType;
  range: LegRange;
  packageCode: string | null;
  market: string;
  currency: string;
  createdAt: string;
}): SQL =>
  sql`insert into bookings (id, session_id, agency_id, status, booking_type, sailing_id, from_seq, to_seq,
                            package_code, market, currency, document, created_at)
      values (${v.id}, ${v.sessionId}, ${v.agencyId}, 'HELD', ${v.bookingType}, ${v.range.sailingId}, ${v.range.fromSeq},
              ${v.range.toSeq}, ${v.packageCode}, ${v.market}, ${v.currency}, '{}'::jsonb,
              ${v.createdAt}::timestamptz)`;

export const bookingCabinInsertQuery = (bookingId: string, cabinNo: number, gradeId: number, guestIds: number[]): SQL =>
  sql`insert into booking_cabins (booking_id, cabin_no, grade_id, guest_ids)
      values (${bookingId}, ${cabinNo}, ${gradeId}, ${`{${guestIds.join(',')}}`}::int[])`;

/**
 * The held booking of a live session, or null when it has none yet. A booking confirmed meanwhile (a
 * concurrent confirm committed after the session was read) means the session is over: 404, as after confirm.
 */
export async function heldBookingOf(db: Db | Tx, sessionId: string): Promise<HeldBookingRow | null> {
  const [row] = await queryRows<HeldBookingRow & Pick<TableRow<typeof bookings>, 'status'>>(
    db,
    heldBookingQuery(sessionId),
    'held_booking_of',
  );
  if (!row) return null;
  if (row.status !== 'HELD') throw sessionNotFound();
  const { status: _status, ...held } = row;
  return held;
}

/**
 * Puts on a new booking what it cannot go without: the addons mandatory on the ship and the package's
 * items, holding the seats of the package's excursions (400 when one is sold out).
 */
async function includeMandatoryItems(
  tx: Tx,
  { catalog, clock }: Pick<BookingServiceDeps, 'catalog' | 'clock'>,
  bookingId: string,
  session: SessionRecord,
  voyage: OfferedVoyage,
  guestIds: number[],
) {
  const now = clock.now();
  const items: { kind: 'ADDON' | 'EXCURSION' | 'TOUR'; code: string; details: ItemDetails }[] = [];
  for (const addon of await catalog.addonsForShip(tx, voyage.shipCode)) {
    if (addon.mandatoryShipCodes.includes(voyage.shipCode))
      items.push({ kind: 'ADDON', code: addon.code, details: {} });
  }
  if (voyage.packageCode) {
    const packageRows = await queryRows<
      Narrow<
        Pick<TableRow<typeof packageItems>, 'kind' | 'item_code' | 'included_in_fare'>,
        { kind: 'ADDON' | 'EXCURSION' | 'TOUR' }
      >
    >(
      tx,
      sql`select kind, item_code, included_in_fare from package_items where package_code = ${voyage.packageCode} order by kind, item_code`,
    );
    for (const item of packageRows) {
      const details: ItemDetails = { includedInFare: item.included_in_fare };
      if (item.kind === 'ADDON') {
        const existing = items.find((i) => i.kind === 'ADDON' && i.code === item.item_code);
        if (existing) existing.details = details;
        else items.push({ kind: 'ADDON', code: item.item_code, details });
      } else if (item.kind === 'EXCURSION') {
        const [departure] = await queryRows<Pick<TableRow<typeof excursionDepartures>, 'id' | 'start_at' | 'end_at'>>(
          tx,
          sql`select id, start_at, end_at from excursion_departures d
              where excursion_code = ${item.item_code} and sailing_id = ${voyage.sailingId}
                and ${excursionWithinVoyage(voyage)}
              order by start_at limit 1`,
        );
        if (!departure) continue; // not run on this departure
        if (!(await holdExcursionSeats(tx, { bookingId, sessionId: session.id }, departure.id, guestIds, now))) {
          throw new AppError(
            400,
            'EXCURSION_SOLD_OUT',
            `The package's excursion ${item.item_code} has no seats left for the party on this departure.`,
            { departureDate: [`excursion ${item.item_code} of the package is sold out on this departure`] },
          );
        }
        items.push({
          kind: 'EXCURSION',
          code: item.item_code,
          details: {
            ...details,
            excursionDepartureId: departure.id,
            startDate: departure.start_at.replace(' ', 'T'),
            endDate: departure.end_at.replace(' ', 'T'),
          },
        });
      } else {
        items.push({
          kind: 'TOUR',
          code: item.item_code,
          details: { ...details, ...(await tourDates(tx, item.item_code, voyage)) },
        });
      }
    }
  }
  for (const item of items) {
    await tx.execute(
      sql`insert into booking_items (booking_id, kind, code, guest_ids, is_mandatory, details)
          values (${bookingId}, ${item.kind}, ${item.code}, ${`{${guestIds.join(',')}}`}::int[], true, ${JSON.stringify(item.details)}::jsonb)`,
    );
  }
}

export function createBookingService(deps: BookingServiceDeps) {
  const { db, clock, sessions, catalog } = deps;

  async function validateCreate(tx: Tx, session: SessionRecord, body: CreateBookingBody) {
    const voyage = offeredVoyageOf(session.context.voyages, body.departureDate);
    const grades = voyage ? await catalog.gradesOfShips(tx, [voyage.shipCode]) : [];
    const nowLocal = localDateTime(clock.now(), deps.timeZone);
    checkCreateRequest({ body, voyage, grades, guests: session.context.guests, nowLocal });
    return { voyage: voyage!, grades };
  }

  /** The live session, or undefined when it is unknown, another agency's, ended or expired (loadLive's 404). */
  async function liveSessionOrNone(sessionId: string, agencyId: string): Promise<SessionRecord | undefined> {
    try {
      return await sessions.loadLive(db, sessionId, agencyId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    }
  }

  return {
    async create(
      agency: AgencyContext,
      type: BookingType,
      sessionId: string,
      body: CreateBookingBody,
      /**
       * Runs inside the create's transaction with the answer: the route stores the idempotent response there,
       * so that a create that committed is always answered again on a retry with its key, even when the
       * process died before the 201 left (without it, the retry would meet its own booking: 409
       * HELD_BOOKING_EXISTS, and the partner would never learn what it holds).
       */
      onCreated?: (tx: Tx, created: WithExpiry<HeldBookingDocument>) => Promise<void>,
    ): Promise<WithExpiry<HeldBookingDocument>> {
      try {
        const created = await inTransaction(db, async (tx) => {
          const session = await sessions.loadLive(tx, sessionId, agency.id, { forUpdate: true });
          return withSessionExpiry(session.expiresAt, async () => {
            if (session.bookingType !== type) throw typeMismatch(type);
            if (await heldBookingOf(tx, session.id)) throw bookingExists();
            const { voyage, grades } = await validateCreate(tx, session, body);
            const range: LegRange = { sailingId: voyage.sailingId, fromSeq: voyage.fromSeq, toSeq: voyage.toSeq };
            // The search may predate a disruption: a cancelled sailing or a skipped end of the journey is no
            // longer sold (and a disruption being saved on the sailing is waited for).
            await assertVoyageOnSale(tx, range);
            const now = clock.now();

            const bookingId = randomUUID();
            await queryRows(
              tx,
              bookingInsertQuery({
                id: bookingId,
                sessionId: session.id,
                agencyId: agency.id,
                bookingType: type,
                range,
                packageCode: voyage.packageCode ?? null,
                market: session.market,
                currency: session.currency,
                createdAt: now.toISOString(),
              }),
              'booking_insert',
            );
            await purgeExpiredCabinHolds(tx, range.sailingId, now);
            // Counted grades are locked in grade order so that concurrent creates never wait on each other in a cycle.
            const order = body.cabinMix
              .map((cabin, i) => ({ cabin, i, grade: grades.find((g) => g.code === cabin.code)! }))
              .sort((a, b) => a.grade.id - b.grade.id || a.i - b.i);
            for (const { cabin, i, grade } of order) {
              const cabinNo = i + 1;
              await queryRows(
                tx,
                bookingCabinInsertQuery(bookingId, cabinNo, grade.id, cabin.guestIds),
                'booking_cabin_insert',
              );
              const hold = { bookingId, cabinNo, sessionId: session.id, range };
              const held = grade.hasSpecificCabins
                ? (await holdGuaranteeCabin(tx, hold, grade.id)) !== null
                : await holdCapacity(tx, hold, grade.id, now);
              if (!held) {
                throw new AppError(
                  400,
                  'CABIN_UNAVAILABLE',
                  `No cabin of grade ${grade.code} is available on this voyage any more.`,
                  {
                    [`cabinMix[${i}].code`]: [`no cabin of grade ${grade.code} is available on this voyage`],
                  },
                );
              }
            }
            if (!(await holdVehicles(tx, { bookingId, sessionId: session.id, range }, session.context.vehicles, now))) {
              throw new AppError(
                400,
                'VEHICLES_UNAVAILABLE',
                'The requested vehicles are no longer available on this voyage.',
                {
                  vehicles: ['the requested vehicles are not available in the requested quantity on this voyage'],
                },
              );
            }
            const guestIds = body.cabinMix.flatMap((c) => c.guestIds).sort((a, b) => a - b);
            await includeMandatoryItems(tx, deps, bookingId, session, voyage, guestIds);
            const expiresAt = await sessions.touch(tx, session.id);
            const document = await refreshBookingDocument(tx, bookingId, catalog);
            // Fair use, last: its lock on (agency, sailing) queues this agency's concurrent creates on the sailing
            // until this one commits, so it is taken when only the commit is left (hold-quota.ts).
            await checkHoldQuota(tx, {
              agencyId: agency.id,
              sailingId: range.sailingId,
              bookingId,
              cabins: body.cabinMix.length,
              defaultQuota: deps.holdQuotaPerSailing,
              now,
            });
            const created = { value: document, expiresAt };
            await onCreated?.(tx, created);
            faultPoint(deps.faultPoint, 'before-create-commit');
            return created;
          });
        });
        faultPoint(deps.faultPoint, 'after-create-commit');
        return created;
      } catch (error) {
        // Two creates racing on one session: the loser meets the unique session_id.
        if (violatedConstraint(error) === 'bookings_session_uq') throw bookingExists();
        throw error;
      }
    },

    /**
     * A create whose body failed its schema (the route's explainSchemaFailure): one 400 with the schema's errors
     * and the create rules' errors of the parts that passed, and the live session's expiry. Without a live
     * session, the schema's errors alone. Nothing is held; the timer is not reset.
     */
    async refuseInvalid(
      agency: AgencyContext,
      type: BookingType,
      sessionId: string,
      failure: SchemaFailure,
    ): Promise<never> {
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

    /** The expiry of the agency's live session, read without resetting its timer; undefined when it is not live. */
    liveSessionExpiry: async (agency: AgencyContext, sessionId: string) =>
      (await liveSessionOrNone(sessionId, agency.id))?.expiresAt,

    async get(agency: AgencyContext, type: BookingType, sessionId: string): Promise<WithExpiry<HeldBookingDocument>> {
      const { bookingType, expiresAt, booking } = await liveSessionWithHeldBooking(
        db,
        sessionId,
        agency.id,
        clock.now(),
      );
      return withSessionExpiry(expiresAt, async () => {
        if (bookingType !== type) throw typeMismatch(type);
        if (!booking) throw noHeldBooking();
        // A read does not reset the timer.
        return { value: booking.document, expiresAt };
      });
    },
  };
}

/**
 * A live session of the agency and its held booking, read in one statement (one snapshot, one round trip:
 * sessions' primary key, bookings' unique session_id). 404 when the session is unknown, another agency's,
 * ended or expired. Being one snapshot matters to confirm: a concurrent confirm that committed in between
 * two separate reads would make the session look live but without a held booking (409 instead of 404).
 */
export async function liveSessionWithHeldBooking(
  db: Db | Tx,
  sessionId: string,
  agencyId: string,
  now: Date,
): Promise<{ bookingType: BookingType; expiresAt: Date; booking: HeldBookingRow | null }> {
  if (!isSessionId(sessionId)) throw sessionNotFound();
  // The booking's columns are null when the session has no held booking (the left join).
  const [row] = await queryRows<
    Omit<HeldBookingRow, 'id'> & { id: HeldBookingRow['id'] | null } & Narrow<
        Pick<TableRow<typeof sessionsTable>, 'booking_type' | 'expires_at' | 'ended_at'>,
        { booking_type: BookingType }
      >
  >(
    db,
    sql`select s.booking_type, s.expires_at, s.ended_at, b.id, b.sailing_id as "sailingId", b.from_seq as "fromSeq",
               b.to_seq as "toSeq", b.package_code as "packageCode", b.currency, b.document
        from sessions s
        left join bookings b on b.session_id = s.id and b.status = 'HELD'
        where s.id = ${sessionId} and s.agency_id = ${agencyId}`,
    'session_with_held_booking',
  );
  if (!row || row.ended_at !== null || new Date(row.expires_at).getTime() <= now.getTime()) throw sessionNotFound();
  const { booking_type, expires_at, ended_at: _ended, id, ...rest } = row;
  return {
    bookingType: booking_type,
    expiresAt: new Date(expires_at),
    booking: id === null ? null : { id, ...rest },
  };
}

/** Tour dates around a voyage: an Arrival tour ends at departure, a Departure tour starts at arrival. */
export async function tourDates(
  tx: Db | Tx,
  tourCode: string,
  voyage: { departureDate: string; arrivalDate: string },
): Promise<Pick<ItemDetails, 'startDate' | 'endDate' | 'tourCategory'>> {
  const [tour] = await queryRows<
    Narrow<Pick<TableRow<typeof supplementalTours>, 'category' | 'nights'>, { category: 'Arrival' | 'Departure' }>
  >(tx, sql`select category, nights from supplemental_tours where code = ${tourCode}`);
  if (!tour) throw new Error(`tour ${tourCode} does not exist`);
  if (tour.category === 'Arrival') {
    return {
      tourCategory: 'Arrival',
      startDate: `${addDays(voyage.departureDate.slice(0, 10), -tour.nights)}T12:00:00`,
      endDate: voyage.departureDate,
    };
  }
  return {
    tourCategory: 'Departure',
    startDate: voyage.arrivalDate,
    endDate: `${addDays(voyage.arrivalDate.slice(0, 10), tour.nights)}T12:00:00`,
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
