/**
 * The rules of a held or confirmed booking's extras (section 4.2 rules 2, 4, 5) as pure functions: what a
 * guest pays for an item, whether a request is well formed (400, every field named), and what an add or a
 * remove does to the items on the booking (409 when it cannot). extras.ts reads, holds seats and writes.
 */
import { AppError, FieldErrorCollector } from '../../kernel/errors.js';
import { toMajor } from '../pricing/money.js';
import type { GuestType } from '../pricing/price.js';
import type { ItemDetails, TourOverride } from './booking-view.js';
import type { bookingItems } from './schema.js';
import type { Narrow, TableRow } from '../../platform/db/table-row.js';

export interface GuestPriceOut {
  guestId: number;
  price: number;
}

/** An item as it is on the booking (a row of booking_items). */
export type BookedItem = Narrow<
  Pick<TableRow<typeof bookingItems>, 'kind' | 'code' | 'guest_ids' | 'is_mandatory' | 'details'>,
  { kind: 'ADDON' | 'EXCURSION' | 'TOUR'; details: ItemDetails }
>;

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

export const itemConflict = (code: string, detail: string) => new AppError(409, code, detail);

/** Each guest's price of one item: nothing when the fare includes it, else the guest type's price times `multiplier`. */
export function guestPrices(
  guests: { id: number; type: GuestType }[],
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

/** One entry per code in a request: name the guests together (`{ code, guestIds: [1, 2] }`), not twice. */
export function checkNotRepeated(errors: FieldErrorCollector, list: { code: string }[], i: number, at: string): void {
  if (list.findIndex((e) => e.code === list[i]!.code) < i) {
    errors.add(`${at}.code`, `"${list[i]!.code}" appears more than once in this request; list its guests in one entry`);
  }
}

/** Guests of the booking named by a request, checked; all guests when none are named (removal). */
export function checkGuests(
  errors: FieldErrorCollector,
  at: string,
  known: number[],
  guestIds: number[] | undefined,
  required: boolean,
): number[] {
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

export interface PerGuestEntry {
  code: string;
  guestIds?: number[];
}

/**
 * 400 unless every entry of an addons or excursions request names an applicable item, once, and guests of
 * the booking (at least one when applying). Answers each entry with its item and the guests it is for.
 */
export function checkPerGuestRequest<T extends { code: string }>(
  list: PerGuestEntry[],
  rules: { field: 'addons' | 'excursions'; noun: string; applicable: T[]; guestIds: number[]; remove: boolean },
): { entry: PerGuestEntry; item: T; guestIds: number[] }[] {
  const errors = new FieldErrorCollector();
  const checked = list.map((entry, i) => {
    const at = `${rules.field}[${i}]`;
    const item = rules.applicable.find((a) => a.code === entry.code);
    if (!item) errors.add(`${at}.code`, `"${entry.code}" is not ${rules.noun} available for this booking`);
    checkNotRepeated(errors, list, i, at);
    return { entry, item: item!, guestIds: checkGuests(errors, at, rules.guestIds, entry.guestIds, !rules.remove) };
  });
  errors.throwIfAny(`The ${rules.field} request is not valid.`);
  return checked;
}

/**
 * What adding guests to, or removing them from, one addon or excursion leaves on the booking: the item's
 * guests after the change (an empty list removes the item). 409 when the item is mandatory, when a guest
 * being added has it already, or when a guest named for removal does not have it.
 */
export function perGuestChange(change: {
  label: string;
  code: string;
  mandatoryReason: string;
  isMandatory: boolean;
  current: BookedItem | undefined;
  /** The guests the request named; undefined when it named none (a removal for everyone who has it). */
  named: number[] | undefined;
  guestIds: number[];
  remove: boolean;
}): number[] {
  const { label, code, current, guestIds, remove } = change;
  if (change.isMandatory || current?.is_mandatory) {
    throw itemConflict(
      'MANDATORY_ITEM',
      `${label} ${code} ${change.mandatoryReason} and cannot be ${remove ? 'removed' : 'applied again'}.`,
    );
  }
  if (remove) {
    const missing = guestIds.filter((id) => !current?.guest_ids.includes(id));
    if (!current || (change.named && missing.length > 0)) {
      throw itemConflict(
        'ITEM_NOT_ON_BOOKING',
        `${label} ${code} is not on the booking for guest(s) ${(change.named ? missing : guestIds).join(', ')}.`,
      );
    }
    return current.guest_ids.filter((id) => !guestIds.includes(id));
  }
  const already = guestIds.filter((id) => current?.guest_ids.includes(id));
  if (already.length > 0) {
    throw itemConflict(
      'ITEM_ALREADY_APPLIED',
      `${label} ${code} is already on the booking for guest(s) ${already.join(', ')}.`,
    );
  }
  return [...(current?.guest_ids ?? []), ...guestIds];
}

export interface TourEntry {
  code: string;
  tourStageSelectableRouteOverrides?: TourOverride[];
}

/** 400 unless every entry names an applicable tour once, with overrides (only when applying) of its selectable routes. */
export function checkTourRequest(list: TourEntry[], applicable: ApplicableTour[], remove: boolean): void {
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
}

export type TourChange = { action: 'remove'; code: string } | { action: 'add'; code: string; details: ItemDetails };

/**
 * What a checked tours request does, in request order. A tour of the package is not removed or applied
 * again, a tour is removed only when on the booking and applied only when not, and a booking has at most
 * one Arrival and one Departure tour (a removal earlier in the same request frees its category). 409 for
 * the first entry that breaks a rule, so nothing is changed.
 */
export function tourChanges(
  list: TourEntry[],
  applicable: ApplicableTour[],
  booked: BookedItem[],
  remove: boolean,
): TourChange[] {
  const categories = new Set(booked.map((b) => b.details.tourCategory));
  return list.map((entry): TourChange => {
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
      categories.delete(tour.tourCategory);
      return { action: 'remove', code: entry.code };
    }
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
    return { action: 'add', code: entry.code, details };
  });
}

/** A tour's selectable routes grouped by stage, stages and routes in the order given. */
export function stagesOf(
  routes: { stage_id: number; departure_code: string; arrival_code: string }[],
): ApplicableTour['stages'] {
  const stages: ApplicableTour['stages'] = [];
  for (const r of routes) {
    let stage = stages.find((s) => s.tourStageId === r.stage_id);
    if (!stage) stages.push((stage = { tourStageId: r.stage_id, selectableRoutes: [] }));
    stage.selectableRoutes.push({ departureCode: r.departure_code, arrivalCode: r.arrival_code });
  }
  return stages;
}
