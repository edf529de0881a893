/**
 * Sub-resources of a held booking (section 4.2 rules 2, 4, 5): addons and excursions per guest,
 * supplemental tours for all guests (at most one Arrival and one Departure). GET lists what applies,
 * recorded on the session at the first call and served from the record after; POST applies and DELETE
 * removes, all-or-nothing, each answering the whole booking recalculated. `applicable` and `applyChange`
 * work on any booking in a transaction: amendments of a confirmed booking use them with the same rules.
 *
 * The rules are pure functions in extras-rules.ts, the lists in extras-applicable.ts, the SQL in
 * repository.ts (the items) and catalog/extras-reads.ts (what may be added); this file holds the order of the steps and the seats an excursion takes.
 */
import type { AgencyContext } from '../auth/context.js';
import type { CatalogReads } from '../catalog/catalog-reads.js';
import type { Clock } from '../../kernel/clock.js';
import type { StoreWithin, Tx } from '../../platform/db/client.js';
import { holdExcursionSeats, releaseExcursionSeats } from '../inventory/inventory.js';
import { holdSessions } from '../sessions/hold-sessions-sql.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { BookingType, RecordedLists } from '../sessions/types.js';
import type { WithExpiry } from './booking-service.js';
import type { BookingInventoryRow } from './repository.js';
import {
  refreshBookingDocument,
  type HeldBookingDocument,
  type ItemDetails,
  type TourOverride,
} from './booking-view.js';
import type { CabinNumberService } from './cabin-numbers.js';
import { applicableAddons, applicableExcursions, applicableTours } from './extras-applicable.js';
import {
  checkPerGuestRequest,
  checkTourRequest,
  itemConflict,
  perGuestChange,
  tourChanges,
  type BookedItem,
  type PerGuestEntry,
} from './extras-rules.js';
import { bookedItems, setItemGuests, upsertItem } from './repository.js';

export type ExtraKind = 'addons' | 'excursions' | 'supplementalTours';

export type ApplyBody = {
  addons?: { code: string; guestIds?: number[] }[];
  excursions?: { code: string; guestIds?: number[] }[];
  supplementalTours?: { code: string; tourStageSelectableRouteOverrides?: TourOverride[] }[];
};

interface PerGuestRules<T> {
  field: 'addons' | 'excursions';
  label: string;
  noun: string;
  applicable: T[];
  mandatoryReason: string;
  onApply(item: T, guestIds: number[], previous: BookedItem | undefined): Promise<ItemDetails>;
  onRemove?(item: T, guestIds: number[]): Promise<void>;
}

/**
 * Applies or removes a per-guest kind of item (addons, excursions): validates every entry first (400),
 * then changes them in order, each refusal a 409 that rolls the whole call back. `onApply`/`onRemove`
 * take or give back what the item holds (excursion seats) and return the details to store.
 */
async function changePerGuestItems<T extends { code: string; isMandatory: boolean }>(
  tx: Tx,
  booking: BookingInventoryRow,
  kind: 'ADDON' | 'EXCURSION',
  list: PerGuestEntry[],
  remove: boolean,
  rules: PerGuestRules<T>,
): Promise<void> {
  const booked = await bookedItems(tx, booking.id, kind);
  const guestIds = booking.document.guests.map((g) => g.id);
  const checked = checkPerGuestRequest(list, { ...rules, guestIds, remove });
  for (const { entry, item, guestIds } of checked) {
    const current = booked.find((b) => b.code === entry.code);
    const after = perGuestChange({
      label: rules.label,
      code: entry.code,
      mandatoryReason: rules.mandatoryReason,
      isMandatory: item.isMandatory,
      current,
      named: entry.guestIds,
      guestIds,
      remove,
    });
    if (remove) {
      await rules.onRemove?.(item, guestIds);
      await setItemGuests(tx, booking.id, kind, entry.code, after);
    } else {
      const details = await rules.onApply(item, guestIds, current);
      await upsertItem(tx, booking.id, kind, entry.code, after, details);
    }
  }
}

interface ExtrasDeps {
  clock: Clock;
  sessions: SessionStore;
  cabinNumbers: CabinNumberService;
  catalog: CatalogReads;
  /** The operator's time zone: the held booking's terms are instants (terms.ts). */
  timeZone: string;
}

/** A held booking's extras (list, apply, remove), and any booking's in a caller's transaction (amendments). */
export interface ExtrasService {
  /** The applicable list of a kind, as it is now. */
  applicable(tx: Tx, booking: BookingInventoryRow, kind: ExtraKind): Promise<unknown>;
  /**
   * Applies or removes items of a kind on the booking in the caller's transaction, all or nothing (a refusal
   * throws and the caller's transaction rolls back). New holds belong to `holdSessionId`: the held booking's
   * session, or null on a confirmed booking, whose inventory is permanent at once.
   */
  applyChange(
    tx: Tx,
    booking: BookingInventoryRow,
    holdSessionId: string | null,
    kind: ExtraKind,
    body: ApplyBody,
    remove: boolean,
  ): Promise<void>;
  /** GET: the applicable list, recorded on the session at the first call and served from the record after. */
  list(agency: AgencyContext, type: BookingType, sessionId: string, kind: ExtraKind): Promise<WithExpiry<unknown>>;
  change(
    agency: AgencyContext,
    type: BookingType,
    sessionId: string,
    kind: ExtraKind,
    body: ApplyBody,
    remove: boolean,
    storeWithin?: StoreWithin<WithExpiry<HeldBookingDocument>>,
  ): Promise<WithExpiry<HeldBookingDocument>>;
}

async function applyAddons(
  { catalog }: ExtrasDeps,
  tx: Tx,
  booking: BookingInventoryRow,
  list: PerGuestEntry[],
  remove: boolean,
) {
  await changePerGuestItems(tx, booking, 'ADDON', list, remove, {
    field: 'addons',
    label: 'Addon',
    noun: 'an addon',
    applicable: await applicableAddons(tx, booking, catalog),
    mandatoryReason: 'is mandatory: it is included already',
    onApply: async (_addon, _guestIds, previous) => previous?.details ?? {},
  });
}

async function applyExcursions(
  { clock, catalog }: ExtrasDeps,
  tx: Tx,
  booking: BookingInventoryRow,
  holdSessionId: string | null,
  list: PerGuestEntry[],
  remove: boolean,
) {
  const now = clock.now();
  await changePerGuestItems(tx, booking, 'EXCURSION', list, remove, {
    field: 'excursions',
    label: 'Excursion',
    noun: 'an excursion',
    applicable: await applicableExcursions(tx, booking, catalog, clock),
    mandatoryReason: 'is part of the package',
    onApply: async (excursion, guestIds) => {
      const hold = { bookingId: booking.id, sessionId: holdSessionId };
      if (!(await holdExcursionSeats(tx, holdSessions, hold, excursion.departureId, guestIds, now))) {
        throw itemConflict(
          'EXCURSION_SOLD_OUT',
          `Excursion ${excursion.code} has fewer than ${guestIds.length} seat(s) left.`,
        );
      }
      return {
        excursionDepartureId: excursion.departureId,
        startDate: excursion.startDate,
        endDate: excursion.endDate,
      };
    },
    onRemove: (excursion, guestIds) => releaseExcursionSeats(tx, booking.id, excursion.departureId, guestIds),
  });
}

async function applyTours(
  { catalog }: ExtrasDeps,
  tx: Tx,
  booking: BookingInventoryRow,
  list: NonNullable<ApplyBody['supplementalTours']>,
  remove: boolean,
) {
  const applicable = await applicableTours(tx, booking, catalog);
  const booked = await bookedItems(tx, booking.id, 'TOUR');
  checkTourRequest(list, applicable, remove);
  const everyone = booking.document.guests.map((g) => g.id);
  for (const change of tourChanges(list, applicable, booked, remove)) {
    if (change.action === 'remove') await setItemGuests(tx, booking.id, 'TOUR', change.code, []);
    else await upsertItem(tx, booking.id, 'TOUR', change.code, everyone, change.details);
  }
}

/** The applicable list of a kind, as it is now. */
async function applicable(
  { clock, catalog }: ExtrasDeps,
  tx: Tx,
  booking: BookingInventoryRow,
  kind: ExtraKind,
): Promise<unknown> {
  if (kind === 'addons') return { addons: await applicableAddons(tx, booking, catalog) };
  if (kind === 'excursions') {
    const excursions = await applicableExcursions(tx, booking, catalog, clock);
    return { excursions: excursions.map(({ departureId: _d, ...e }) => e) };
  }
  return { supplementalTours: await applicableTours(tx, booking, catalog) };
}

/**
 * Applies or removes items of a kind on the booking in the caller's transaction, all or nothing (a refusal
 * throws and the caller's transaction rolls back). New holds belong to `holdSessionId`: the held booking's
 * session, or null on a confirmed booking, whose inventory is permanent at once.
 */
async function applyChange(
  deps: ExtrasDeps,
  tx: Tx,
  booking: BookingInventoryRow,
  holdSessionId: string | null,
  kind: ExtraKind,
  body: ApplyBody,
  remove: boolean,
): Promise<void> {
  if (kind === 'addons') await applyAddons(deps, tx, booking, body.addons ?? [], remove);
  else if (kind === 'excursions')
    await applyExcursions(deps, tx, booking, holdSessionId, body.excursions ?? [], remove);
  else await applyTours(deps, tx, booking, body.supplementalTours ?? [], remove);
}

export function createExtrasService(deps: ExtrasDeps): ExtrasService {
  return {
    applicable: (tx, booking, kind) => applicable(deps, tx, booking, kind),
    applyChange: (tx, booking, holdSessionId, kind, body, remove) =>
      applyChange(deps, tx, booking, holdSessionId, kind, body, remove),

    /** GET: the applicable list, recorded on the session at the first call and served from the record after. */
    async list(agency, type, sessionId, kind) {
      return deps.cabinNumbers.inHeldBooking(agency, type, sessionId, async (tx, session, booking) => {
        const recorded = session.recorded[kind];
        if (recorded !== undefined) return { value: recorded, expiresAt: session.expiresAt };
        const value = await applicable(deps, tx, booking, kind);
        const next: RecordedLists = { ...session.recorded, [kind]: value };
        await deps.sessions.saveRecorded(tx, session.id, next);
        return { value, expiresAt: await deps.sessions.touch(tx, session.id) };
      });
    },

    async change(agency, type, sessionId, kind, body, remove, storeWithin) {
      return deps.cabinNumbers.inHeldBooking(agency, type, sessionId, async (tx, session, booking) => {
        await applyChange(deps, tx, booking, session.id, kind, body, remove);
        const expiresAt = await deps.sessions.touch(tx, session.id);
        const terms = { now: deps.clock.now(), timeZone: deps.timeZone, sessionExpiresAt: expiresAt };
        const changed = { value: await refreshBookingDocument(tx, booking.id, deps.catalog, terms), expiresAt };
        await storeWithin?.(tx, changed);
        return changed;
      });
    },
  };
}
