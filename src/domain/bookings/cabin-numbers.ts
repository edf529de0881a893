/**
 * Cabin numbers (section 2.5, 4.2 rule 3): list the numbers of a grade the booking holds that it can have,
 * recorded on the session; apply one of the recorded numbers to a cabin of the booking (or null: back to a
 * guarantee cabin). A number is taken only by a booking that chose it: one the service keeps for a
 * guarantee cabin is given up by moving that cabin (inventory/guarantee-cabins.ts). The apply is atomic
 * and never substitutes: a number taken since the listing is 409 and the booking keeps its cabin.
 * `listIn` and `applyIn` work on any booking in a transaction: amendments of a confirmed booking use them
 * with the same rules. `listForVoyage` lists what a booking not made yet could have (the OTA channel's cabin
 * availability, asked before a hold): the same rule, with no booking of its own on the sailing.
 */
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import type { Db, StoreWithin, Tx } from '../../platform/db/client.js';
import { cabinIdOfNumber } from '../catalog/cabin-sql.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { AppError, invalidField } from '../../kernel/errors.js';
import { cabinNumbersOnOffer, takeCabinNumber } from '../inventory/guarantee-cabins.js';
import { holdGuaranteeCabin, purgeExpiredCabinHolds, releaseCabin, type LegRange } from '../inventory/inventory.js';
import { withSessionExpiry } from '../sessions/expiry-header.js';
import { holdSessions } from '../sessions/hold-sessions-sql.js';
import type { FoundVoyage } from '../sessions/search-rules.js';
import type { SessionRecord, SessionStore } from '../sessions/session-store.js';
import type { BookingType } from '../sessions/types.js';
import type { WithExpiry } from './booking-service.js';
import { noHeldBooking, typeMismatch } from './create/load.js';
import { bookingCabinsOf, heldBookingOf, setNumberChosen, type BookingInventoryRow } from './repository.js';
import type { CatalogReads } from '../catalog/catalog-reads.js';
import { refreshBookingDocument, type HeldBookingDocument } from './booking-view.js';
import { bookingCabinChoices } from './booking-cabins-sql.js';

export interface CabinNumberListing {
  cabinGrade: string;
  decks: { deck: number; cabinNumbers: string[] }[];
}

/** The numbers a new booking could have; `specificCabins` false (no decks) for a grade assigned at check-in. */
export type VoyageCabinNumbers = CabinNumberListing & { specificCabins: boolean };

function withoutSpecificCabins(field: string, grade: string): AppError {
  return new AppError(
    400,
    'GRADE_WITHOUT_CABIN_NUMBERS',
    `Grade ${grade} has no specific cabins: its cabin is assigned at check-in.`,
    {
      [field]: [`grade ${grade} has no specific cabins; no cabin number can be listed or chosen`],
    },
  );
}

interface CabinNumberDeps {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  catalog: CatalogReads;
  /** The operator's time zone: the held booking's terms are instants (terms.ts). */
  timeZone: string;
}

/** The cabin numbers of a held booking (list, apply), and of any booking in a caller's transaction (amendments). */
export interface CabinNumberService {
  /** Loads the live session (locked) and its held booking, with the expiry header on every failure after. */
  inHeldBooking<T>(
    agency: AgencyContext,
    type: BookingType,
    sessionId: string,
    fn: (tx: Tx, session: SessionRecord, booking: BookingInventoryRow) => Promise<T>,
  ): Promise<T>;
  listIn(
    tx: Tx,
    booking: BookingInventoryRow,
    session: Pick<SessionRecord, 'id' | 'recorded'>,
    gradeCode: string,
  ): Promise<CabinNumberListing>;
  applyIn(
    tx: Tx,
    booking: BookingInventoryRow,
    session: Pick<SessionRecord, 'id' | 'recorded'>,
    holdSessionId: string | null,
    body: { cabinId: number; cabinNumber: string | null },
  ): Promise<void>;
  list(
    agency: AgencyContext,
    type: BookingType,
    sessionId: string,
    gradeCode: string,
  ): Promise<WithExpiry<CabinNumberListing>>;
  apply(
    agency: AgencyContext,
    type: BookingType,
    sessionId: string,
    body: { cabinId: number; cabinNumber: string | null },
    storeWithin?: StoreWithin<WithExpiry<HeldBookingDocument>>,
  ): Promise<WithExpiry<HeldBookingDocument>>;
  /**
   * The free numbers of a grade on a voyage a search found on sale (SearchService.voyageAvailability's `voyages`),
   * for a booking not made yet; records nothing (a hold lists again before it applies a number). 400 naming
   * `cabinGrade` for a grade the ship does not have.
   */
  listForVoyage(voyage: FoundVoyage, gradeCode: string): Promise<VoyageCabinNumbers>;
}

/** Loads the live session (locked) and its held booking, with the expiry header on every failure after. */
async function inHeldBooking<T>(
  { db, sessions }: Pick<CabinNumberDeps, 'db' | 'sessions'>,
  agency: AgencyContext,
  type: BookingType,
  sessionId: string,
  fn: (tx: Tx, session: SessionRecord, booking: BookingInventoryRow) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const session = await sessions.loadLive(tx, sessionId, agency.id, { forUpdate: true });
    return withSessionExpiry(session.expiresAt, async () => {
      if (session.bookingType !== type) throw typeMismatch(type);
      const booking = await heldBookingOf(tx, session.id);
      if (!booking) throw noHeldBooking();
      return fn(tx, session, booking);
    });
  });
}

const rangeOf = (b: BookingInventoryRow): LegRange => ({
  sailingId: b.sailingId,
  fromSeq: b.fromSeq,
  toSeq: b.toSeq,
});

/**
 * Lists the free numbers of a grade the booking holds and records them on `session` (the held booking's
 * live session, or the ended session of a confirmed booking: either way the record the apply checks).
 */
async function listIn(
  { clock, sessions }: Pick<CabinNumberDeps, 'clock' | 'sessions'>,
  tx: Tx,
  booking: BookingInventoryRow,
  session: Pick<SessionRecord, 'id' | 'recorded'>,
  gradeCode: string,
): Promise<CabinNumberListing> {
  const all = await bookingCabinsOf(tx, booking.id);
  const cabins = all.filter((c) => c.grade_code === gradeCode);
  if (cabins.length === 0) {
    throw invalidField(
      'cabinGrade',
      `must be a grade the booking holds (${[...new Set(all.map((c) => c.grade_code))].join(', ')})`,
    );
  }
  if (!cabins[0]!.has_specific_cabins) throw withoutSpecificCabins('cabinGrade', gradeCode);
  const free = await cabinNumbersOnOffer(
    tx,
    holdSessions,
    rangeOf(booking),
    cabins[0]!.grade_id,
    booking.id,
    clock.now(),
    bookingCabinChoices,
  );
  const decks = byDeck(free);
  await sessions.saveRecorded(tx, session.id, {
    ...session.recorded,
    cabinNumbers: { ...session.recorded.cabinNumbers, [gradeCode]: free.map((c) => c.number) },
  });
  return { cabinGrade: gradeCode, decks };
}

/** Numbers in deck order, grouped by deck. */
function byDeck(free: { deck: number; number: string }[]): CabinNumberListing['decks'] {
  const decks: CabinNumberListing['decks'] = [];
  for (const cabin of free) {
    const last = decks[decks.length - 1];
    if (last && last.deck === cabin.deck) last.cabinNumbers.push(cabin.number);
    else decks.push({ deck: cabin.deck, cabinNumbers: [cabin.number] });
  }
  return decks;
}

/** The free numbers of a grade on a voyage on sale, for a booking not made yet (see the interface). */
async function listForVoyage(
  { db, clock, catalog }: Pick<CabinNumberDeps, 'db' | 'clock' | 'catalog'>,
  onSale: FoundVoyage,
  gradeCode: string,
): Promise<VoyageCabinNumbers> {
  const now = clock.now();
  const grades = await catalog.gradesOfShips(db, [onSale.shipCode]);
  const grade = grades.find((g) => g.code === gradeCode);
  if (!grade) {
    throw invalidField(
      'cabinGrade',
      `must be a grade of ship ${onSale.shipCode} (${grades.map((g) => g.code).join(', ')})`,
    );
  }
  if (!grade.hasSpecificCabins) return { cabinGrade: gradeCode, decks: [], specificCabins: false };
  const free = await cabinNumbersOnOffer(db, holdSessions, onSale, grade.id, null, now, bookingCabinChoices);
  return { cabinGrade: gradeCode, decks: byDeck(free), specificCabins: true };
}

/**
 * Moves a cabin of the booking to one of the numbers last listed on `session` (or back to a guarantee
 * cabin), in the caller's transaction. New holds belong to `holdSessionId`: the held booking's session, or
 * null on a confirmed booking, whose inventory is permanent at once.
 */
async function applyIn(
  { clock, sessions }: Pick<CabinNumberDeps, 'clock' | 'sessions'>,
  tx: Tx,
  booking: BookingInventoryRow,
  session: Pick<SessionRecord, 'id' | 'recorded'>,
  holdSessionId: string | null,
  body: { cabinId: number; cabinNumber: string | null },
): Promise<void> {
  const cabins = await bookingCabinsOf(tx, booking.id);
  const cabin = cabins.find((c) => c.cabin_no === body.cabinId);
  if (!cabin) {
    throw invalidField(
      'cabinId',
      `must be the id of a cabin of the booking (${cabins.map((c) => c.cabin_no).join(', ')})`,
    );
  }
  if (!cabin.has_specific_cabins) throw withoutSpecificCabins('cabinId', cabin.grade_code);
  const now = clock.now();
  const range = rangeOf(booking);
  const hold = { bookingId: booking.id, cabinNo: cabin.cabin_no, sessionId: holdSessionId, range };
  await purgeExpiredCabinHolds(tx, holdSessions, range.sailingId, now);

  if (body.cabinNumber === null) {
    // Back to a guarantee cabin: give up the chosen number and let the service pick again.
    await releaseCabin(tx, booking.id, cabin.cabin_no);
    if ((await holdGuaranteeCabin(tx, hold, cabin.grade_id)) === null) {
      throw new Error('the cabin just released could not be held again');
    }
    await setNumberChosen(tx, booking.id, cabin.cabin_no, false);
  } else {
    const recorded = session.recorded.cabinNumbers?.[cabin.grade_code];
    if (!recorded || !recorded.includes(body.cabinNumber)) {
      throw invalidField(
        'cabinNumber',
        `must be one of the numbers of the last listing of grade ${cabin.grade_code} for this booking; list the cabin numbers again`,
      );
    }
    const target = await cabinIdOfNumber(tx, cabin.grade_id, body.cabinNumber);
    if (target === undefined) throw invalidField('cabinNumber', `is not a cabin of grade ${cabin.grade_code}`);
    // Also when the number is this cabin's already (its guarantee cabin): taking locks it against a move.
    if (!(await takeCabinNumber(tx, hold, target, bookingCabinChoices))) throw numberTaken(body.cabinNumber);
    await setNumberChosen(tx, booking.id, cabin.cabin_no, true);
  }
  // The recorded numbers are discarded after an apply: list again before the next one.
  const { cabinNumbers: _discarded, ...rest } = session.recorded;
  await sessions.saveRecorded(tx, session.id, rest);
}

export function createCabinNumberService(deps: CabinNumberDeps): CabinNumberService {
  const { sessions } = deps;
  const inHeld: CabinNumberService['inHeldBooking'] = (agency, type, sessionId, fn) =>
    inHeldBooking(deps, agency, type, sessionId, fn);
  return {
    inHeldBooking: inHeld,
    listIn: (tx, booking, session, gradeCode) => listIn(deps, tx, booking, session, gradeCode),
    listForVoyage: (voyage, gradeCode) => listForVoyage(deps, voyage, gradeCode),
    applyIn: (tx, booking, session, holdSessionId, body) => applyIn(deps, tx, booking, session, holdSessionId, body),

    async list(agency, type, sessionId, gradeCode) {
      return inHeld(agency, type, sessionId, async (tx, session, booking) => {
        const value = await listIn(deps, tx, booking, session, gradeCode);
        return { value, expiresAt: await sessions.touch(tx, session.id) };
      });
    },

    async apply(agency, type, sessionId, body, storeWithin) {
      return inHeld(agency, type, sessionId, async (tx, session, booking) => {
        await applyIn(deps, tx, booking, session, session.id, body);
        const expiresAt = await sessions.touch(tx, session.id);
        const terms = { now: deps.clock.now(), timeZone: deps.timeZone, sessionExpiresAt: expiresAt };
        const applied = { value: await refreshBookingDocument(tx, booking.id, deps.catalog, terms), expiresAt };
        await storeWithin?.(tx, applied);
        return applied;
      });
    },
  };
}

function numberTaken(number: string): AppError {
  return new AppError(
    409,
    'CABIN_NUMBER_TAKEN',
    `Cabin ${number} was taken since it was listed; the booking is unchanged. List the cabin numbers again.`,
  );
}
