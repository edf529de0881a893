/**
 * Amendments of a confirmed booking until departure (lifecycle.md "Amendments"): a guest's details, addons,
 * excursions and cabin numbers. The extras and cabin numbers are the held booking's own operations
 * (extras.ts, cabin-numbers.ts) run on the confirmed booking, so the rules, the inventory locks and the
 * answers are the same; what differs is around them: the booking is locked (FOR UPDATE) and checked
 * (404/409 cancelled/409 departed/412 stale If-Match), new inventory is permanent at once (no session), and
 * each change bumps the version and appends `booking.amended` in the same transaction. Any refusal throws
 * and rolls the whole transaction back: the booking and the inventory stay as they were.
 */
import { sql } from 'drizzle-orm';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../../kernel/clock.js';
import type { Db, StoreWithin, Tx } from '../../platform/db/client.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { SessionStore } from '../sessions/session-store.js';
import { bringOwedDueDatesForward, setCustomerDetails, type BookingInventoryRow } from '../bookings/repository.js';
import { refreshBookingDocument } from '../bookings/booking-view.js';
import type { CabinNumberListing, CabinNumberService } from '../bookings/cabin-numbers.js';
import type { CatalogReads } from '../catalog/catalog-reads.js';
import type { ConfirmBody } from '../bookings/confirm/guest-rules.js';
import type { ApplyBody, ExtrasService } from '../bookings/extras.js';
import {
  bookingCancelled,
  bookingDeparted,
  bookingResource,
  type BookingRecord,
  type BookingRecords,
  type BookingResource,
} from '../bookings/index.js';
import { depositOf } from '../bookings/payment-terms.js';
import { patchGuestDetails, type GuestPatchBody } from './guest-details.js';
import { noMetrics, type BusinessMetrics } from '../../platform/metrics/business.js';

/**
 * Forgets the `payment.overdue` notice sent for a booking's obligation. The notices are payments/' table, and
 * payments/ sits beside amendments/ in the layers: main/services.ts passes payments/overdue-notices.ts.
 */
export type ForgetOverdueNotice = (tx: Tx, bookingId: string, kind: 'DEPOSIT' | 'BALANCE') => Promise<void>;

/** The extras a confirmed booking can change (supplemental tours are bought before the voyage is sold). */
export type AmendableExtra = 'addons' | 'excursions';

/** The booking an amendment changes, at the version the caller last saw (If-Match), if it says. */
export interface AmendmentTarget {
  agency: AgencyContext;
  bookingId: string;
  ifMatch?: string | undefined;
  /** With an Idempotency-Key: stores the answer in the amendment's own transaction. */
  storeWithin?: StoreWithin<BookingResource> | undefined;
}

/** Amendments of a confirmed booking (see the header); each change answers the booking as it is after. */
export interface AmendmentService {
  patchGuest(target: AmendmentTarget, guestId: number, patch: GuestPatchBody): Promise<BookingResource>;
  /** The applicable addons or excursions of the booking as they are now (never a recorded list). */
  listExtras(agency: AgencyContext, bookingId: string, kind: AmendableExtra): Promise<unknown>;
  changeExtras(
    target: AmendmentTarget,
    kind: AmendableExtra,
    body: ApplyBody,
    remove: boolean,
  ): Promise<BookingResource>;
  /**
   * Free numbers of a grade the booking holds, recorded (as on a held booking) on the booking's session,
   * which ended at confirm but still carries its records: the apply accepts only numbers of the last listing.
   */
  listCabinNumbers(agency: AgencyContext, bookingId: string, grade: string): Promise<CabinNumberListing>;
  applyCabinNumber(
    target: AmendmentTarget,
    body: { cabinId: number; cabinNumber: string | null },
  ): Promise<BookingResource>;
}

const inventoryRow = (b: BookingRecord): BookingInventoryRow => ({
  id: b.id,
  sailingId: b.sailingId,
  fromSeq: b.fromSeq,
  toSeq: b.toSeq,
  currency: b.currency,
  document: b.document,
});

/**
 * An amendment that raises the total can leave an obligation whose instant has passed unpaid again (an
 * addon after the deposit was paid, an excursion inside the balance window). Its instant stays in the past
 * and the overdue job would then cancel a booking paid on time at its next run, with no grace. Instead the
 * difference falls due at the amendment: the instant moves to `now`, and the notice already sent for that
 * obligation is forgotten, so the partner gets a fresh `payment.overdue` and the whole PAYMENT_GRACE_HOURS
 * to pay it. The deposit never moves past the balance's instant (both move together when both are owed).
 *
 * Only an obligation that was met before the amendment (`before`, read under the booking's lock, so the paid
 * amount is the same after) and is owed after it moves. An
 * obligation already overdue keeps its instant, its notice and its cancellation time: otherwise any change
 * (a guest's last name, or an addon added and removed) would restart the grace, keep an unpaid booking alive
 * for ever and send the partner a second notice for the same debt.
 */
async function rescheduleRaisedObligations(
  tx: Tx,
  before: BookingRecord,
  now: Date,
  forgetOverdueNotice: ForgetOverdueNotice,
): Promise<void> {
  const bookingId = before.id;
  const depositMetBefore = before.paidMinor >= depositOf(before.totalMinor, before.depositPercent);
  const balanceMetBefore = before.paidMinor >= before.totalMinor;
  const at = now.toISOString();
  const moved = await bringOwedDueDatesForward(tx, bookingId, { at, depositMetBefore, balanceMetBefore });
  const kinds = [
    ...(moved?.deposit_moved ? (['DEPOSIT'] as const) : []),
    ...(moved?.balance_moved ? (['BALANCE'] as const) : []),
  ];
  for (const kind of kinds) await forgetOverdueNotice(tx, bookingId, kind);
}

export function createAmendmentService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  catalog: CatalogReads;
  extras: ExtrasService;
  cabinNumbers: CabinNumberService;
  forgetOverdueNotice: ForgetOverdueNotice;
  /** The operator's time zone: the booking's terms are instants (bookings/terms.ts). */
  timeZone: string;
  /** The booking records: read, locked, and changed with `booking.amended` (bookings/write.ts). */
  records: BookingRecords;
  /** Counts the amendments, once committed. */
  metrics?: BusinessMetrics;
}): AmendmentService {
  const { db, clock, sessions, catalog, extras, cabinNumbers } = deps;
  const metrics = deps.metrics ?? noMetrics;

  /**
   * One amendment: lock and check the booking, apply `change`, rebuild the document (total and payment
   * follow), version + 1 with its `booking.amended` event; answers the booking as it is after.
   */
  async function amend(
    target: AmendmentTarget,
    change: string,
    apply: (tx: Tx, booking: BookingRecord) => Promise<Record<string, unknown> | void>,
  ): Promise<BookingResource> {
    const amended = await inTransaction(db, async (tx) => {
      const now = clock.now();
      const booking = await deps.records.lockConfirmed(tx, {
        agencyId: target.agency.id,
        bookingId: target.bookingId,
        ifMatch: target.ifMatch,
        now,
      });
      const detail = (await apply(tx, booking)) ?? {};
      await refreshBookingDocument(tx, booking.id, catalog, { now, timeZone: deps.timeZone });
      await rescheduleRaisedObligations(tx, booking, now, deps.forgetOverdueNotice);
      await deps.records.recordChange(tx, booking, 'booking.amended', now, { change, ...detail });
      const [after] = await deps.records.select(tx, sql`b.id = ${booking.id}`);
      const resource = bookingResource(after!);
      await target.storeWithin?.(tx, resource);
      return resource;
    });
    metrics.bookingAmended();
    return amended;
  }

  /** A read on a booking that can still change (the listings offer what could be applied). */
  async function changeable(tx: Db | Tx, agency: AgencyContext, bookingId: string): Promise<BookingRecord> {
    const booking = await deps.records.load(tx, agency.id, bookingId);
    if (booking.status === 'CANCELLED') throw bookingCancelled(booking.reference);
    if (clock.now().getTime() >= booking.departureAt.getTime()) throw bookingDeparted(booking.reference);
    return booking;
  }

  return {
    async patchGuest(target, guestId, patch) {
      return amend(target, 'guest', async (tx, booking) => {
        // A booking that can still change holds its details: erasure waits for departure or cancellation.
        const current = booking.document.guests.map((g) => g.customerDetails!);
        const next: ConfirmBody['guests'] = patchGuestDetails(booking.document, current, guestId, patch);
        await setCustomerDetails(tx, booking.id, next);
        return { guestId };
      });
    },

    async listExtras(agency, bookingId, kind) {
      const booking = await changeable(db, agency, bookingId);
      return inTransaction(db, (tx) => extras.applicable(tx, inventoryRow(booking), kind));
    },

    async changeExtras(target, kind, body, remove) {
      return amend(target, kind, async (tx, booking) => {
        await extras.applyChange(tx, inventoryRow(booking), null, kind, body, remove);
        return { action: remove ? 'removed' : 'applied', codes: (body[kind] ?? []).map((e) => e.code) };
      });
    },

    async listCabinNumbers(agency, bookingId, grade) {
      return inTransaction(db, async (tx) => {
        const booking = await deps.records.lockConfirmed(tx, {
          agencyId: agency.id,
          bookingId,
          now: clock.now(),
          keepChangeHolds: true,
        });
        const session = {
          id: booking.document.sessionId,
          recorded: await sessions.recordedOf(tx, booking.document.sessionId),
        };
        return cabinNumbers.listIn(tx, inventoryRow(booking), session, grade);
      });
    },

    async applyCabinNumber(target, body) {
      return amend(target, 'cabinNumber', async (tx, booking) => {
        const sessionId = booking.document.sessionId;
        const session = { id: sessionId, recorded: await sessions.recordedOf(tx, sessionId) };
        await cabinNumbers.applyIn(tx, inventoryRow(booking), session, null, body);
        return { cabinId: body.cabinId };
      });
    },
  };
}
