/**
 * Priced changes after booking (commerce.md): a quote shows the booking as it would be and holds what the change
 * needs; applying it makes that the booking's, in one transaction.
 *
 * How a quote holds and shows the change:
 * - The booking is locked (records.lockConfirmed), which releases the holds of its previous quote: only the newest
 *   quote holds anything. Asking for a quote does not change the booking's version.
 * - What the change needs (cabins, vehicle slots, fare places on the new voyage or in the new grade) is held by a
 *   session of the quote's own that ends when the quote does, on the booking's id: the inventory's rules (the
 *   exclusion constraint, counted units under their locks, the fare's bucket) decide as for a create, and an
 *   expired quote's holds are free the instant it expires, as a held booking's are.
 * - The booking as it would be is the apply itself (applyPlan) run in a savepoint and rolled back: the quote
 *   shows exactly what applying would make, with one code path for both.
 * - Every write on the booking locks it first and so releases the quote's holds (bookings/write.ts): a quote
 *   outlived by a payment, an amendment, a disruption or a cancellation has nothing left to apply.
 *
 * Apply checks the quote is the booking's newest, unexpired, quoted at the booking's version and still holding
 * (else 409 CHANGE_QUOTE_EXPIRED), then runs applyPlan for good, with `booking.changed`.
 */
import { faultPoint, type FaultPoint } from '../../kernel/fault-points.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import { AppError } from '../../kernel/errors.js';
import type { Db, StoreWithin, Tx } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { AgencyContext } from '../auth/context.js';
import type { CatalogReads } from '../catalog/catalog-reads.js';
import {
  holdCabinOfGrade,
  holdExcursionSeats,
  holdVehicles,
  purgeExpiredCabinHolds,
  releaseExcursionSeats,
  replaceWithHolds,
} from '../inventory/inventory.js';
import { takeFarePlaces } from '../inventory/fare-places.js';
import { toMajor } from '../pricing/money.js';
import { holdSessions } from '../sessions/hold-sessions-sql.js';
import type { SessionStore } from '../sessions/session-store.js';
import {
  bookingResource,
  releaseChangeHolds,
  type BookingRecord,
  type BookingRecords,
  type BookingResource,
} from '../bookings/index.js';
import { refreshBookingDocument } from '../bookings/booking-view.js';
import { dueInstants } from '../bookings/payment.js';
import { QUOTE_VALIDITY_MS } from '../bookings/cancellation.js';
import { checkHoldQuota } from '../bookings/hold-quota.js';
import {
  bookedItems,
  deleteBookingItems,
  forgetChosenNumbers,
  insertBookingFee,
  setChangeSession,
  setCustomerDetails,
  setItemGuests,
  writeCabinGrade,
  writeChangedBooking,
} from '../bookings/repository.js';
import { addPartyGuests, markPartyGuestsRemoved, setCabinGuests } from '../bookings/repository-guests.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';
import { planChange, type ChangePlan } from './plan.js';
import { settleChange } from './rules.js';
import { changeQuoteOf, insertChangeQuote, markApplied } from './repository.js';
import type { ChangeQuoteBody } from './schemas.js';

export interface ChangeQuote {
  changeQuoteId: string;
  bookingId: string;
  expiresAt: string;
  currency: string;
  changeFee: number;
  priceDifference: number;
  newTotal: number;
  amountDue: number;
  refundAmount: number;
  paymentSchedule: BookingResource['payment'];
  dropped: Dropped[];
  booking: BookingResource;
}

export interface Dropped {
  kind: 'ADDON' | 'EXCURSION' | 'SUPPLEMENTAL_TOUR' | 'PROMOTION';
  code: string;
  price: number;
}

export interface ChangeTarget {
  agency: AgencyContext;
  bookingId: string;
  ifMatch?: string | undefined;
}

/** A quote's target, and with an Idempotency-Key the store of its answer in the quote's own transaction. */
export interface ChangeQuoteTarget extends ChangeTarget {
  storeWithin?: StoreWithin<ChangeQuote> | undefined;
}

export interface ChangeService {
  quote(target: ChangeQuoteTarget, body: ChangeQuoteBody): Promise<ChangeQuote>;
  /**
   * Applies the quote. `storeWithin` (an Idempotency-Key's answer, idempotency.ts answerStorerFor) is called with the
   * changed booking inside the change's transaction: a retry after a crash between the commit and the answer
   * replays that answer instead of 409 CHANGE_QUOTE_EXPIRED (the quote is applied by then).
   */
  apply(
    target: ChangeTarget,
    changeQuoteId: string,
    storeWithin?: StoreWithin<BookingResource>,
  ): Promise<BookingResource>;
  /**
   * "Keep the booking as it is": what the quote holds is free at once and the quote can no longer be applied. A
   * quote that holds nothing any more (expired, superseded, released) is released already; an applied one is 409.
   */
  release(target: ChangeTarget, changeQuoteId: string): Promise<void>;
}

/** Forgets the `payment.overdue` notice of an obligation whose instant a change moved (payments/, as amendments/). */
export type ForgetOverdueNotice = (tx: Tx, bookingId: string, kind: 'DEPOSIT' | 'BALANCE') => Promise<void>;

const quoteExpired = (detail: string) => new AppError(409, 'CHANGE_QUOTE_EXPIRED', detail);

const quoteNotFound = (changeQuoteId: string, reference: string) =>
  new AppError(404, 'CHANGE_QUOTE_NOT_FOUND', `No change quote ${changeQuoteId} for booking ${reference}.`, {
    changeQuoteId: ['is not a change quote of this booking'],
  });

/** The booking as the preview made it, carried out of the savepoint it is rolled back with. */
class Preview extends Error {
  constructor(readonly booking: BookingRecord) {
    super('preview');
  }
}

interface ChangeDeps {
  /** The configured held-cabin quota per sailing (an agency's own overrides it): the quote's cabins count. */
  holdQuotaPerSailing: number;
  db: Db;
  clock: Clock;
  catalog: CatalogReads;
  sessions: SessionStore;
  records: BookingRecords;
  timeZone: string;
  forgetOverdueNotice: ForgetOverdueNotice;
  sandbox?: boolean;
  metrics?: BusinessMetrics;
  faultPoint?: FaultPoint | undefined;
}

const planDepsOf = (deps: ChangeDeps) => ({
  catalog: deps.catalog,
  timeZone: deps.timeZone,
  sandbox: deps.sandbox ?? false,
});

/** Holds what the plan needs under the quote's session; refusals as create answers them. */
async function holdForPlan(tx: Tx, booking: BookingRecord, plan: ChangePlan, sessionId: string, now: Date) {
  const range = { sailingId: plan.voyage.sailingId, fromSeq: plan.voyage.fromSeq, toSeq: plan.voyage.toSeq };
  await purgeExpiredCabinHolds(tx, holdSessions, range.sailingId, now);
  // Counted grades are locked in grade order, as create does, so concurrent holders never wait in a cycle.
  const moved = plan.movedCabins
    .map((cabinNo) => ({ cabinNo, grade: plan.grades.get(cabinNo)! }))
    .sort((a, b) => a.grade.id - b.grade.id || a.cabinNo - b.cabinNo);
  for (const { cabinNo, grade } of moved) {
    const hold = { bookingId: booking.id, cabinNo, sessionId, range };
    if (!(await holdCabinOfGrade(tx, holdSessions, hold, grade, now))) {
      throw new AppError(400, 'CABIN_UNAVAILABLE', `No cabin of grade ${grade.code} is available on that voyage.`, {
        [plan.kinds.date ? 'departureDate' : 'cabins']: [`no cabin of grade ${grade.code} is available`],
      });
    }
  }
  if (plan.kinds.date) {
    const vehicles = booking.document.vehicles;
    if (!(await holdVehicles(tx, holdSessions, { bookingId: booking.id, sessionId, range }, vehicles, now))) {
      throw new AppError(400, 'VEHICLES_UNAVAILABLE', "The booking's vehicles do not fit on that voyage.", {
        departureDate: ["the booking's vehicles are not available on that voyage"],
      });
    }
  }
  if (!plan.kinds.date && plan.party.added.length > 0) await holdMandatorySeats(tx, booking, plan, sessionId, now);
  if (plan.kinds.date || plan.kinds.fare) {
    const { fare } = plan;
    const bucket = { sailingId: range.sailingId, fareCode: fare.fareCode, cabinsPerSailing: fare.cabinsPerSailing };
    const cabinNos = booking.document.cabins.map((c) => c.id);
    if (!(await takeFarePlaces(tx, holdSessions, { bookingId: booking.id, sessionId }, bucket, cabinNos, now))) {
      const why = `has no room for ${cabinNos.length} more cabin(s) on that sailing`;
      throw new AppError(409, 'FARE_NOT_AVAILABLE', `The fare ${fare.fareCode} ${why}.`, { fareCode: [why] });
    }
  }
}

/**
 * A guest joining a booking joins its mandatory items (a package's), as every guest of a create does: a mandatory
 * excursion needs a seat for them, held like the cabins. (A date change drops the excursions: nothing to hold.)
 */
async function holdMandatorySeats(tx: Tx, booking: BookingRecord, plan: ChangePlan, sessionId: string, now: Date) {
  const ids = plan.party.added.map((g) => g.guestId);
  for (const item of await bookedItems(tx, booking.id, 'EXCURSION')) {
    const departureId = item.details.excursionDepartureId;
    if (!item.is_mandatory || !departureId) continue;
    if (!(await holdExcursionSeats(tx, holdSessions, { bookingId: booking.id, sessionId }, departureId, ids, now))) {
      throw new AppError(
        400,
        'EXCURSION_SOLD_OUT',
        `The package's excursion ${item.code} has no seats left for the new guests.`,
        {
          addGuests: [`excursion ${item.code} of the package has fewer than ${ids.length} seat(s) left`],
        },
      );
    }
  }
}

/** What the change removes from the booking, priced as the booking shows it now. */
async function droppedBy(tx: Tx, catalog: CatalogReads, booking: BookingRecord, plan: ChangePlan): Promise<Dropped[]> {
  const doc = booking.document;
  const sum = (lines: { code: string; guests: { price: number }[] }[], code: string) =>
    lines.filter((l) => l.code === code).reduce((s, l) => s + l.guests.reduce((t, g) => t + g.price, 0), 0);
  const dropped: Dropped[] = [];
  if (plan.kinds.date) {
    const sold = new Set((await catalog.addonsForShip(tx, plan.voyage.shipCode)).map((a) => a.code));
    for (const a of doc.addons) {
      if (!sold.has(a.code))
        dropped.push({ kind: 'ADDON', code: a.code, price: sum(doc.priceBreakdown.addons, a.code) });
    }
    // Excursions and tours are bookable per departure: the new voyage's are listed afresh after the change.
    for (const e of doc.excursions) {
      dropped.push({ kind: 'EXCURSION', code: e.code, price: sum(doc.priceBreakdown.excursions, e.code) });
    }
    for (const t of doc.supplementalTours) {
      dropped.push({
        kind: 'SUPPLEMENTAL_TOUR',
        code: t.code,
        price: sum(doc.priceBreakdown.supplementalTours, t.code),
      });
    }
  }
  // Items only removed guests had: the booking's other guests keep the rest (its price falls with theirs).
  if (plan.party.removed.length > 0) {
    const gone = new Set(plan.party.removed);
    const onlyTheirs = (
      kind: Dropped['kind'],
      lines: { code: string; guests: number[] }[],
      priced: typeof doc.priceBreakdown.addons,
    ) => {
      for (const line of lines) {
        if (line.guests.every((id) => gone.has(id)) && !dropped.some((d) => d.kind === kind && d.code === line.code)) {
          dropped.push({ kind, code: line.code, price: sum(priced, line.code) });
        }
      }
    };
    onlyTheirs('ADDON', doc.addons, doc.priceBreakdown.addons);
    onlyTheirs('EXCURSION', doc.excursions, doc.priceBreakdown.excursions);
    onlyTheirs('SUPPLEMENTAL_TOUR', doc.supplementalTours, doc.priceBreakdown.supplementalTours);
  }
  if (plan.dropsPromotion && doc.promotion) {
    dropped.push({ kind: 'PROMOTION', code: doc.promotion.promotionCode, price: doc.promotion.discount });
  }
  return dropped;
}

/**
 * The change made on the booking's rows: the quote's holds become its inventory in place of what they replace,
 * its voyage, grades, fare, items and fee move, and its document is rebuilt. The quote runs it in a savepoint it
 * rolls back (the preview); apply runs it for good.
 */
async function applyPlan(
  tx: Tx,
  deps: Pick<ChangeDeps, 'catalog' | 'timeZone'>,
  booking: BookingRecord,
  plan: ChangePlan,
  sessionId: string,
  dropped: Dropped[],
  now: Date,
) {
  const { date } = plan.kinds;
  await replaceWithHolds(tx, booking.id, sessionId, {
    cabins: date ? 'all' : plan.movedCabins,
    vehicles: date,
    farePlaces: date || plan.kinds.fare,
    excursions: date,
  });
  // The deposit's instant stays (it follows the confirm); the balance's follows the new departure, but never
  // earlier than now: a date moved closer makes the balance due at once, never overdue at once.
  const fresh = dueInstants(booking.confirmedAt, plan.voyage.departureAt);
  const balanceDueAt = new Date(
    Math.max(fresh.balanceDueAt.getTime(), Math.min(booking.balanceDueAt.getTime(), now.getTime())),
  );
  const depositDueAt = new Date(Math.min(booking.depositDueAt.getTime(), balanceDueAt.getTime()));
  await writeChangedBooking(tx, booking.id, {
    ...plan.voyage,
    depositDueAt,
    balanceDueAt,
    fareCode: plan.fare.fareCode,
    fare: plan.fare,
    depositPercent: plan.fare.depositPercent,
    dropPromotion: plan.dropsPromotion,
  });
  for (const cabinNo of plan.movedCabins) {
    if (!date) await writeCabinGrade(tx, booking.id, cabinNo, plan.grades.get(cabinNo)!.id);
  }
  if (date) {
    await forgetChosenNumbers(tx, booking.id);
    const codes = (kind: Dropped['kind']) => dropped.filter((d) => d.kind === kind).map((d) => d.code);
    await deleteBookingItems(tx, booking.id, 'ADDON', codes('ADDON'));
    await deleteBookingItems(tx, booking.id, 'EXCURSION', codes('EXCURSION'));
    await deleteBookingItems(tx, booking.id, 'TOUR', codes('SUPPLEMENTAL_TOUR'));
  }
  if (plan.details) await applyParty(tx, booking, plan, now);
  if (plan.feeMinor > 0) await insertBookingFee(tx, booking.id, 'CHANGE_FEE', plan.feeMinor);
  await setChangeSession(tx, booking.id, null);
  await refreshBookingDocument(tx, booking.id, deps.catalog, { now, timeZone: deps.timeZone });
  return { depositDueAt, balanceDueAt };
}

/**
 * A change of the party on the booking's rows: the guests join (their ids the plan gave) or are marked removed,
 * the cabins and items name the party after it (a new guest joins the mandatory items, whose seats the quote held;
 * a removed guest leaves every item, an item left to nobody goes, and their excursion seats are free at once),
 * and the guests' details are the plan's.
 */
async function applyParty(tx: Tx, booking: BookingRecord, plan: ChangePlan, now: Date) {
  const { added, removed, cabins } = plan.party;
  await addPartyGuests(tx, booking.id, added);
  await markPartyGuestsRemoved(tx, booking.id, removed, now);
  for (const cabin of booking.document.cabins) {
    const after = cabins.get(cabin.id)!;
    if (after.join() !== cabin.guests.join()) await setCabinGuests(tx, booking.id, cabin.id, after);
  }
  const gone = new Set(removed);
  const joining = added.map((g) => g.guestId);
  for (const kind of ['ADDON', 'EXCURSION', 'TOUR'] as const) {
    for (const item of await bookedItems(tx, booking.id, kind)) {
      const leaving = item.guest_ids.filter((id) => gone.has(id));
      const departureId = item.details.excursionDepartureId;
      if (kind === 'EXCURSION' && departureId && leaving.length > 0) {
        await releaseExcursionSeats(tx, booking.id, departureId, leaving);
      }
      const guests = [...item.guest_ids.filter((id) => !gone.has(id)), ...(item.is_mandatory ? joining : [])];
      if (guests.join() !== item.guest_ids.join()) await setItemGuests(tx, booking.id, kind, item.code, guests);
    }
  }
  await setCustomerDetails(tx, booking.id, plan.details);
}

async function quoteChange(deps: ChangeDeps, target: ChangeQuoteTarget, body: ChangeQuoteBody): Promise<ChangeQuote> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    // Locking releases the previous quote's holds: it is superseded, whatever happens to this one.
    const booking = await deps.records.lockConfirmed(tx, {
      agencyId: target.agency.id,
      bookingId: target.bookingId,
      ifMatch: target.ifMatch,
      now,
    });
    const plan = await planChange(tx, planDepsOf(deps), booking, body, now);
    const expiresAt = new Date(now.getTime() + QUOTE_VALIDITY_MS);
    const session = await deps.sessions.create(tx, {
      id: randomUUID(),
      agencyId: booking.agencyId,
      bookingType: booking.packageCode ? 'package' : 'voyage-only',
      market: target.agency.market,
      currency: booking.currency,
      context: { guests: [], vehicles: [], voyages: [] },
      until: expiresAt,
    });
    await holdForPlan(tx, booking, plan, session.id, now);
    // Counted in the agency's hold quota on the voyage's sailing, as a held booking's cabins are.
    await checkHoldQuota(tx, {
      agencyId: booking.agencyId,
      sailingId: plan.voyage.sailingId,
      bookingId: booking.id,
      cabins: plan.movedCabins.length,
      defaultQuota: deps.holdQuotaPerSailing,
      now,
    });
    const dropped = await droppedBy(tx, deps.catalog, booking, plan);

    let after: BookingRecord | undefined;
    try {
      await tx.transaction(async (sp) => {
        await applyPlan(sp, deps, booking, plan, session.id, dropped, now);
        const [record] = await deps.records.select(sp, sql`b.id = ${booking.id}`);
        throw new Preview(record!);
      });
    } catch (error) {
      if (!(error instanceof Preview)) throw error;
      after = error.booking;
    }
    const preview = bookingResource(after!);
    const newTotalMinor = after!.totalMinor;
    const m = (minor: number) => toMajor(minor, booking.currency);
    const settled = settleChange(newTotalMinor, booking.paidMinor);
    const id = `chq_${randomBytes(16).toString('hex')}`;
    const answer: ChangeQuote = {
      changeQuoteId: id,
      bookingId: booking.reference,
      expiresAt: expiresAt.toISOString(),
      currency: booking.currency,
      changeFee: m(plan.feeMinor),
      priceDifference: m(newTotalMinor - booking.totalMinor),
      newTotal: m(newTotalMinor),
      amountDue: m(settled.dueMinor),
      refundAmount: m(settled.refundMinor),
      paymentSchedule: preview.payment,
      dropped,
      // The version the booking will have once the change is applied.
      booking: { ...preview, version: booking.version + 1 },
    };
    await insertChangeQuote(tx, {
      id,
      bookingId: booking.id,
      agencyId: booking.agencyId,
      sessionId: session.id,
      bookingVersion: booking.version,
      change: body,
      answer,
      feeMinor: plan.feeMinor,
      newTotalMinor,
      now,
      expiresAt,
    });
    await setChangeSession(tx, booking.id, session.id);
    await target.storeWithin?.(tx, answer);
    return answer;
  });
}

async function applyChange(
  deps: ChangeDeps,
  target: ChangeTarget,
  changeQuoteId: string,
  storeWithin?: StoreWithin<BookingResource>,
): Promise<BookingResource> {
  const applied = await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const booking = await deps.records.lockConfirmed(tx, {
      agencyId: target.agency.id,
      bookingId: target.bookingId,
      ifMatch: target.ifMatch,
      now,
      keepChangeHolds: true,
    });
    const quote = await changeQuoteOf(tx, changeQuoteId, booking.id);
    if (!quote) throw quoteNotFound(changeQuoteId, booking.reference);
    if (quote.appliedAt !== null) throw quoteExpired('This change quote was applied already; ask for a new one.');
    if (quote.expiresAt.getTime() <= now.getTime()) {
      throw quoteExpired('The change quote has expired (quotes are valid 15 minutes); ask for a new one.');
    }
    if (
      quote.sessionId === null ||
      booking.changeSessionId !== quote.sessionId ||
      quote.bookingVersion !== booking.version
    ) {
      throw quoteExpired(
        'The booking changed since this quote was made (a payment, an amendment, a disruption or a newer quote); ask for a new one.',
      );
    }
    // The change as quoted: planned again against the booking as it is (the same, as its version says), with
    // the holds the quote took.
    const plan = await planChange(tx, planDepsOf(deps), booking, quote.change, now);
    const dropped = quote.answer.dropped;
    const before = { depositDueAt: booking.depositDueAt, balanceDueAt: booking.balanceDueAt };
    const moved = await applyPlan(tx, deps, booking, plan, quote.sessionId, dropped, now);
    const [after] = await deps.records.select(tx, sql`b.id = ${booking.id}`);
    if (after!.totalMinor !== quote.newTotalMinor) {
      // The catalogue's prices moved since the quote (a new catalogue): the quote no longer says what applying costs.
      throw quoteExpired("The booking's prices changed since this quote was made; ask for a new one.");
    }
    if (moved.balanceDueAt.getTime() !== before.balanceDueAt.getTime()) {
      await deps.forgetOverdueNotice(tx, booking.id, 'BALANCE');
    }
    if (moved.depositDueAt.getTime() !== before.depositDueAt.getTime()) {
      await deps.forgetOverdueNotice(tx, booking.id, 'DEPOSIT');
    }
    await deps.sessions.end(tx, quote.sessionId);
    await markApplied(tx, quote.id, now);
    await deps.records.recordChange(tx, booking, 'booking.changed', now, {
      changeQuoteId: quote.id,
      changes: Object.entries(plan.kinds)
        .filter(([, on]) => on)
        .map(([kind]) => kind),
      changeFee: toMajor(plan.feeMinor, booking.currency),
      previousTotal: toMajor(booking.totalMinor, booking.currency),
      newTotal: toMajor(quote.newTotalMinor, booking.currency),
      dropped,
    });
    // The booking as read after the change, at the version recordChange gave it (nothing else moved since).
    const resource = bookingResource({ ...after!, version: booking.version });
    await storeWithin?.(tx, resource);
    return resource;
  });
  (deps.metrics ?? noMetrics).bookingAmended();
  faultPoint(deps.faultPoint, 'after-change-commit');
  return applied;
}

async function releaseQuote(deps: ChangeDeps, target: ChangeTarget, changeQuoteId: string): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    // Locked as a writer would, but keeping the holds: only this quote's are released, and only if it is the newest.
    const booking = await deps.records.lockConfirmed(tx, {
      agencyId: target.agency.id,
      bookingId: target.bookingId,
      ifMatch: target.ifMatch,
      now: deps.clock.now(),
      keepChangeHolds: true,
    });
    const quote = await changeQuoteOf(tx, changeQuoteId, booking.id);
    if (!quote) throw quoteNotFound(changeQuoteId, booking.reference);
    if (quote.appliedAt !== null)
      throw quoteExpired('This change quote was applied already: there is nothing to keep.');
    if (quote.sessionId === null || booking.changeSessionId !== quote.sessionId) return;
    await releaseChangeHolds(tx, booking);
    await deps.sessions.end(tx, quote.sessionId);
  });
}

export function createChangeService(deps: ChangeDeps): ChangeService {
  return {
    quote: (target, body) => quoteChange(deps, target, body),
    apply: (target, changeQuoteId, storeWithin) => applyChange(deps, target, changeQuoteId, storeWithin),
    release: (target, changeQuoteId) => releaseQuote(deps, target, changeQuoteId),
  };
}
