/**
 * Sub-resources of a held booking (section 4.2 rules 2, 4, 5): addons and excursions per guest,
 * supplemental tours for all guests (at most one Arrival and one Departure). GET lists what applies,
 * recorded on the session at the first call and served from the record after; POST applies and DELETE
 * removes, all-or-nothing, each answering the whole booking recalculated. `applicable` and `applyChange`
 * work on any booking in a transaction: amendments of a confirmed booking use them with the same rules.
 */
import { sql } from 'drizzle-orm';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../clock.js';
import { inSequence, queryRows, type Tx } from '../db/client.js';
import { AppError, FieldErrorCollector } from '../http/errors.js';
import {
  excursionWithinVoyage,
  freeExcursionSeats,
  holdExcursionSeats,
  releaseExcursionSeats,
} from '../inventory/inventory.js';
import { toMajor } from '../pricing/money.js';
import type { GuestType } from '../pricing/price.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { BookingType, RecordedLists } from '../sessions/types.js';
import { nightsBetween } from '../time.js';
import type { BookingInventoryRow, WithExpiry } from './booking-service.js';
import { tourDates } from './booking-service.js';
import {
  refreshBookingDocument,
  type HeldBookingDocument,
  type ItemDetails,
  type TourOverride,
} from './booking-view.js';
import type { CabinNumberService } from './cabin-numbers.js';
import type { CatalogReads } from '../catalog/catalog-reads.js';

export type ExtraKind = 'addons' | 'excursions' | 'supplementalTours';

interface GuestPriceOut {
  guestId: number;
  price: number;
}

export interface ApplicableAddon {
  code: string;
  description: string;
  isMandatory: boolean;
  guests: GuestPriceOut[];
}
export interface ApplicableExcursion {
  code: string;
  description: string;
  startDate: string;
  endDate: string;
  port: string;
  isMandatory: boolean;
  seatsAvailable: number;
  guests: GuestPriceOut[];
}
export interface ApplicableTour {
  code: string;
  description: string;
  tourCategory: 'Arrival' | 'Departure';
  startDate: string;
  endDate: string;
  isMandatory: boolean;
  guests: GuestPriceOut[];
  stages: { tourStageId: number; selectableRoutes: { departureCode: string; arrivalCode: string }[] }[];
}

export type ApplyBody = {
  addons?: { code: string; guestIds?: number[] }[];
  excursions?: { code: string; guestIds?: number[] }[];
  supplementalTours?: { code: string; tourStageSelectableRouteOverrides?: TourOverride[] }[];
};

interface BookedItem {
  kind: 'ADDON' | 'EXCURSION' | 'TOUR';
  code: string;
  guest_ids: number[];
  is_mandatory: boolean;
  details: ItemDetails;
}

const itemConflict = (code: string, detail: string) => new AppError(409, code, detail);

/** One entry per code in a request: name the guests together (`{ code, guestIds: [1, 2] }`), not twice. */
function checkNotRepeated(errors: FieldErrorCollector, list: { code: string }[], i: number, at: string): void {
  if (list.findIndex((e) => e.code === list[i]!.code) < i) {
    errors.add(`${at}.code`, `"${list[i]!.code}" appears more than once in this request; list its guests in one entry`);
  }
}

function guestPrices(
  guests: HeldBookingDocument['guests'],
  prices: Partial<Record<GuestType, number>> | undefined,
  currency: string,
  multiplier: number,
  included: boolean,
): GuestPriceOut[] {
  return guests.map((g) => ({
    guestId: g.id,
    price: included ? 0 : toMajor((prices?.[g.type] ?? 0) * multiplier, currency),
  }));
}

// eslint-disable-next-line max-lines-per-function -- split pending: issue 20 (add/remove transforms and SQL inside one closure)
export function createExtrasService(deps: {
  clock: Clock;
  sessions: SessionStore;
  cabinNumbers: CabinNumberService;
  catalog: CatalogReads;
}) {
  const { clock, sessions, catalog } = deps;

  async function bookedItems(tx: Tx, bookingId: string, kind: BookedItem['kind']): Promise<BookedItem[]> {
    return queryRows<BookedItem>(
      tx,
      sql`select kind, code, guest_ids, is_mandatory, details from booking_items where booking_id = ${bookingId} and kind = ${kind}`,
    );
  }

  async function applicableAddons(tx: Tx, booking: BookingInventoryRow): Promise<ApplicableAddon[]> {
    const doc = booking.document;
    const addons = await catalog.addonsForShip(tx, doc.shipCode);
    const prices = await catalog.addonPricesOf(
      tx,
      addons.map((a) => a.code),
      booking.currency,
    );
    const booked = new Map((await bookedItems(tx, booking.id, 'ADDON')).map((i) => [i.code, i]));
    const nights = Math.max(1, nightsBetween(doc.departureDate, doc.arrivalDate));
    return addons.map((a) => {
      const item = booked.get(a.code);
      return {
        code: a.code,
        description: a.description,
        isMandatory: a.mandatoryShipCodes.includes(doc.shipCode) || item?.is_mandatory === true,
        guests: guestPrices(
          doc.guests,
          prices.get(a.code),
          booking.currency,
          a.perNight ? nights : 1,
          item?.details.includedInFare === true,
        ),
      };
    });
  }

  async function applicableExcursions(
    tx: Tx,
    booking: BookingInventoryRow,
  ): Promise<(ApplicableExcursion & { departureId: string })[]> {
    const rows = await queryRows<{
      id: string;
      code: string;
      description: string;
      start_at: string;
      end_at: string;
      port: string;
    }>(
      tx,
      sql`select d.id, d.excursion_code as code, e.description, d.start_at, d.end_at, e.start_port_code as port
          from excursion_departures d join excursions e on e.code = d.excursion_code
          where d.sailing_id = ${booking.sailingId} and ${excursionWithinVoyage(booking)}
          order by d.start_at, d.excursion_code`,
    );
    const [prices, seats, booked] = await inSequence([
      () =>
        catalog.excursionPricesOf(
          tx,
          rows.map((r) => r.code),
          booking.currency,
        ),
      () =>
        freeExcursionSeats(
          tx,
          rows.map((r) => r.id),
          clock.now(),
        ),
      () => bookedItems(tx, booking.id, 'EXCURSION'),
    ]);
    return rows.map((r) => {
      const item = booked.find((i) => i.code === r.code);
      return {
        departureId: r.id,
        code: r.code,
        description: r.description,
        startDate: r.start_at.replace(' ', 'T'),
        endDate: r.end_at.replace(' ', 'T'),
        port: r.port,
        isMandatory: item?.is_mandatory === true,
        seatsAvailable: seats.get(r.id) ?? 0,
        guests: guestPrices(
          booking.document.guests,
          prices.get(r.code),
          booking.currency,
          1,
          item?.details.includedInFare === true,
        ),
      };
    });
  }

  async function applicableTours(tx: Tx, booking: BookingInventoryRow): Promise<ApplicableTour[]> {
    const doc = booking.document;
    const tours = await queryRows<{ code: string; description: string; category: 'Arrival' | 'Departure' }>(
      tx,
      sql`select code, description, category from supplemental_tours
          where (category = 'Arrival' and port_code = ${doc.departurePort})
             or (category = 'Departure' and port_code = ${doc.arrivalPort})
          order by category, code`,
    );
    const codes = tours.map((t) => t.code);
    const [prices, routes, booked] = await inSequence([
      () => catalog.tourPricesOf(tx, codes, booking.currency),
      () =>
        codes.length === 0
          ? Promise.resolve([])
          : queryRows<{ tour_code: string; stage_id: number; departure_code: string; arrival_code: string }>(
              tx,
              sql`select tour_code, stage_id, departure_code, arrival_code from tour_stage_routes
                where tour_code = any(${`{${codes.join(',')}}`}::text[]) order by tour_code, stage_id, id`,
            ),
      () => bookedItems(tx, booking.id, 'TOUR'),
    ]);
    const out: ApplicableTour[] = [];
    for (const t of tours) {
      const item = booked.find((i) => i.code === t.code);
      const dates = await tourDates(tx, t.code, doc);
      const stages: ApplicableTour['stages'] = [];
      for (const r of routes.filter((r) => r.tour_code === t.code)) {
        let stage = stages.find((s) => s.tourStageId === r.stage_id);
        if (!stage) stages.push((stage = { tourStageId: r.stage_id, selectableRoutes: [] }));
        stage.selectableRoutes.push({ departureCode: r.departure_code, arrivalCode: r.arrival_code });
      }
      out.push({
        code: t.code,
        description: t.description,
        tourCategory: t.category,
        startDate: dates.startDate!,
        endDate: dates.endDate!,
        isMandatory: item?.is_mandatory === true,
        guests: guestPrices(doc.guests, prices.get(t.code), booking.currency, 1, item?.details.includedInFare === true),
        stages,
      });
    }
    return out;
  }

  async function upsertItem(
    tx: Tx,
    bookingId: string,
    kind: BookedItem['kind'],
    code: string,
    guestIds: number[],
    details: ItemDetails,
  ) {
    const ids = `{${[...new Set(guestIds)].sort((a, b) => a - b).join(',')}}`;
    await tx.execute(
      sql`insert into booking_items (booking_id, kind, code, guest_ids, is_mandatory, details)
          values (${bookingId}, ${kind}, ${code}, ${ids}::int[], false, ${JSON.stringify(details)}::jsonb)
          on conflict (booking_id, kind, code) do update set guest_ids = excluded.guest_ids`,
    );
  }

  async function removeGuests(tx: Tx, bookingId: string, item: BookedItem, guestIds: number[]) {
    const left = item.guest_ids.filter((id) => !guestIds.includes(id));
    if (left.length === 0) {
      await tx.execute(
        sql`delete from booking_items where booking_id = ${bookingId} and kind = ${item.kind} and code = ${item.code}`,
      );
    } else {
      await tx.execute(
        sql`update booking_items set guest_ids = ${`{${left.join(',')}}`}::int[]
            where booking_id = ${bookingId} and kind = ${item.kind} and code = ${item.code}`,
      );
    }
  }

  /** Guests of the booking named by a request, checked; all guests when none are named (removal). */
  function checkGuests(
    errors: FieldErrorCollector,
    at: string,
    booking: BookingInventoryRow,
    guestIds: number[] | undefined,
    required: boolean,
  ) {
    const known = booking.document.guests.map((g) => g.id);
    if (!guestIds || guestIds.length === 0) {
      if (required) errors.add(`${at}.guestIds`, 'must name at least one guest');
      return known;
    }
    for (const id of guestIds) {
      if (!known.includes(id)) errors.add(`${at}.guestIds`, `guest ${id} is not on the booking`);
    }
    if (new Set(guestIds).size !== guestIds.length) errors.add(`${at}.guestIds`, 'must not repeat a guest');
    return guestIds;
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
    list: { code: string; guestIds?: number[] }[],
    remove: boolean,
    rules: {
      field: 'addons' | 'excursions';
      label: string;
      noun: string;
      applicable: T[];
      mandatoryReason: string;
      onApply(item: T, guestIds: number[], previous: BookedItem | undefined): Promise<ItemDetails>;
      onRemove?(item: T, guestIds: number[]): Promise<void>;
    },
  ) {
    const booked = await bookedItems(tx, booking.id, kind);
    const errors = new FieldErrorCollector();
    const checked = list.map((entry, i) => {
      const at = `${rules.field}[${i}]`;
      const item = rules.applicable.find((a) => a.code === entry.code);
      if (!item) errors.add(`${at}.code`, `"${entry.code}" is not ${rules.noun} available for this booking`);
      checkNotRepeated(errors, list, i, at);
      return { entry, item, guestIds: checkGuests(errors, at, booking, entry.guestIds, !remove) };
    });
    errors.throwIfAny(`The ${rules.field} request is not valid.`);
    for (const { entry, item, guestIds } of checked) {
      const current = booked.find((b) => b.code === entry.code);
      if (item!.isMandatory || current?.is_mandatory) {
        throw itemConflict(
          'MANDATORY_ITEM',
          `${rules.label} ${entry.code} ${rules.mandatoryReason} and cannot be ${remove ? 'removed' : 'applied again'}.`,
        );
      }
      if (remove) {
        const missing = guestIds.filter((id) => !current?.guest_ids.includes(id));
        if (!current || (entry.guestIds && missing.length > 0)) {
          throw itemConflict(
            'ITEM_NOT_ON_BOOKING',
            `${rules.label} ${entry.code} is not on the booking for guest(s) ${(entry.guestIds ? missing : guestIds).join(', ')}.`,
          );
        }
        await rules.onRemove?.(item!, guestIds);
        await removeGuests(tx, booking.id, current, guestIds);
      } else {
        const already = guestIds.filter((id) => current?.guest_ids.includes(id));
        if (already.length > 0) {
          throw itemConflict(
            'ITEM_ALREADY_APPLIED',
            `${rules.label} ${entry.code} is already on the booking for guest(s) ${already.join(', ')}.`,
          );
        }
        const details = await rules.onApply(item!, guestIds, current);
        await upsertItem(tx, booking.id, kind, entry.code, [...(current?.guest_ids ?? []), ...guestIds], details);
      }
    }
  }

  async function applyAddons(tx: Tx, booking: BookingInventoryRow, list: NonNullable<ApplyBody['addons']>, remove: boolean) {
    await changePerGuestItems(tx, booking, 'ADDON', list, remove, {
      field: 'addons',
      label: 'Addon',
      noun: 'an addon',
      applicable: await applicableAddons(tx, booking),
      mandatoryReason: 'is mandatory: it is included already',
      onApply: async (_addon, _guestIds, previous) => previous?.details ?? {},
    });
  }

  async function applyExcursions(
    tx: Tx,
    booking: BookingInventoryRow,
    holdSessionId: string | null,
    list: NonNullable<ApplyBody['excursions']>,
    remove: boolean,
  ) {
    const now = clock.now();
    await changePerGuestItems(tx, booking, 'EXCURSION', list, remove, {
      field: 'excursions',
      label: 'Excursion',
      noun: 'an excursion',
      applicable: await applicableExcursions(tx, booking),
      mandatoryReason: 'is part of the package',
      onApply: async (excursion, guestIds) => {
        const hold = { bookingId: booking.id, sessionId: holdSessionId };
        if (!(await holdExcursionSeats(tx, hold, excursion.departureId, guestIds, now))) {
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
    tx: Tx,
    booking: BookingInventoryRow,
    list: NonNullable<ApplyBody['supplementalTours']>,
    remove: boolean,
  ) {
    const applicable = await applicableTours(tx, booking);
    const booked = await bookedItems(tx, booking.id, 'TOUR');
    const errors = new FieldErrorCollector();
    list.forEach((entry, i) => {
      const at = `supplementalTours[${i}]`;
      checkNotRepeated(errors, list, i, at);
      const tour = applicable.find((t) => t.code === entry.code);
      if (!tour) {
        errors.add(`${at}.code`, `"${entry.code}" is not a supplemental tour available for this booking`);
        return;
      }
      (entry.tourStageSelectableRouteOverrides ?? []).forEach((o, j) => {
        const stage = tour.stages.find((s) => s.tourStageId === o.tourStageId);
        const field = `${at}.tourStageSelectableRouteOverrides[${j}]`;
        if (!stage) errors.add(`${field}.tourStageId`, `tour ${tour.code} has no selectable stage ${o.tourStageId}`);
        else if (
          !stage.selectableRoutes.some((r) => r.departureCode === o.departureCode && r.arrivalCode === o.arrivalCode)
        ) {
          errors.add(field, `${o.departureCode}-${o.arrivalCode} is not a selectable route of stage ${o.tourStageId}`);
        }
      });
      if (remove && entry.tourStageSelectableRouteOverrides) {
        errors.add(`${at}.tourStageSelectableRouteOverrides`, 'is not taken when removing a tour');
      }
    });
    errors.throwIfAny('The supplemental tours request is not valid.');
    const categories = new Set(booked.map((b) => b.details.tourCategory));
    for (const entry of list) {
      const tour = applicable.find((t) => t.code === entry.code)!;
      const item = booked.find((b) => b.code === entry.code);
      if (item?.is_mandatory) {
        throw itemConflict(
          'MANDATORY_ITEM',
          `Tour ${entry.code} is part of the package and cannot be ${remove ? 'removed' : 'applied again'}.`,
        );
      }
      if (remove) {
        if (!item) throw itemConflict('ITEM_NOT_ON_BOOKING', `Tour ${entry.code} is not on the booking.`);
        await tx.execute(
          sql`delete from booking_items where booking_id = ${booking.id} and kind = 'TOUR' and code = ${entry.code}`,
        );
        categories.delete(tour.tourCategory);
      } else {
        if (item) throw itemConflict('ITEM_ALREADY_APPLIED', `Tour ${entry.code} is already on the booking.`);
        if (categories.has(tour.tourCategory)) {
          throw itemConflict(
            'TOUR_CATEGORY_TAKEN',
            `The booking already has an ${tour.tourCategory} tour; remove it first (at most one Arrival and one Departure).`,
          );
        }
        categories.add(tour.tourCategory);
        const details: ItemDetails = {
          tourCategory: tour.tourCategory,
          startDate: tour.startDate,
          endDate: tour.endDate,
          overrides: (entry.tourStageSelectableRouteOverrides ?? []).map((o) => ({
            tourStageId: o.tourStageId,
            departureCode: o.departureCode,
            arrivalCode: o.arrivalCode,
          })),
        };
        await upsertItem(
          tx,
          booking.id,
          'TOUR',
          entry.code,
          booking.document.guests.map((g) => g.id),
          details,
        );
      }
    }
  }

  /** The applicable list of a kind, as it is now. */
  async function applicable(tx: Tx, booking: BookingInventoryRow, kind: ExtraKind): Promise<unknown> {
    if (kind === 'addons') return { addons: await applicableAddons(tx, booking) };
    if (kind === 'excursions')
      return { excursions: (await applicableExcursions(tx, booking)).map(({ departureId: _d, ...e }) => e) };
    return { supplementalTours: await applicableTours(tx, booking) };
  }

  /**
   * Applies or removes items of a kind on the booking in the caller's transaction, all or nothing (a refusal
   * throws and the caller's transaction rolls back). New holds belong to `holdSessionId`: the held booking's
   * session, or null on a confirmed booking, whose inventory is permanent at once.
   */
  async function applyChange(
    tx: Tx,
    booking: BookingInventoryRow,
    holdSessionId: string | null,
    kind: ExtraKind,
    body: ApplyBody,
    remove: boolean,
  ): Promise<void> {
    if (kind === 'addons') await applyAddons(tx, booking, body.addons ?? [], remove);
    else if (kind === 'excursions') await applyExcursions(tx, booking, holdSessionId, body.excursions ?? [], remove);
    else await applyTours(tx, booking, body.supplementalTours ?? [], remove);
  }

  return {
    applicable,
    applyChange,

    /** GET: the applicable list, recorded on the session at the first call and served from the record after. */
    async list(
      agency: AgencyContext,
      type: BookingType,
      sessionId: string,
      kind: ExtraKind,
    ): Promise<WithExpiry<unknown>> {
      return deps.cabinNumbers.inHeldBooking(agency, type, sessionId, async (tx, session, booking) => {
        const recorded = session.recorded[kind];
        if (recorded !== undefined) return { value: recorded, expiresAt: session.expiresAt };
        const value = await applicable(tx, booking, kind);
        const next: RecordedLists = { ...session.recorded, [kind]: value };
        await sessions.saveRecorded(tx, session.id, next);
        return { value, expiresAt: await sessions.touch(tx, session.id) };
      });
    },

    async change(
      agency: AgencyContext,
      type: BookingType,
      sessionId: string,
      kind: ExtraKind,
      body: ApplyBody,
      remove: boolean,
    ): Promise<WithExpiry<HeldBookingDocument>> {
      return deps.cabinNumbers.inHeldBooking(agency, type, sessionId, async (tx, session, booking) => {
        await applyChange(tx, booking, session.id, kind, body, remove);
        const expiresAt = await sessions.touch(tx, session.id);
        return { value: await refreshBookingDocument(tx, booking.id, catalog), expiresAt };
      });
    },
  };
}

export type ExtrasService = ReturnType<typeof createExtrasService>;
