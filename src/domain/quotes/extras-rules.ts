/**
 * The rules of V1 quote extras as pure functions: what is offered to the party at what unit price, and
 * how an add or a remove request changes the quote's extras. A change either applies whole or throws
 * before anything is returned, so the caller saves all of it or nothing.
 *
 * V2's held booking has its own extras rules (bookings/extras-rules.ts), and the contract keeps them
 * apart: V1 names an extra by its UUID and a passenger by the quote's UUID, counts addons per passenger
 * (quantityPerPassenger, at most MAX_ADDON_QUANTITY) and has meals; V2 names an item by its code and a guest
 * by the session's number, and an item is on a guest or not. An unknown V1 extra is 404 EXTRA_NOT_FOUND
 * (contract "V1"), an unknown V2 code 400; the 409s have their own codes (EXTRA_ALREADY_ON_QUOTE,
 * EXTRA_NOT_ON_QUOTE against ITEM_ALREADY_APPLIED, ITEM_NOT_ON_BOOKING) and V2 has mandatory items, V1 none.
 * Prices too: a V1 item without a price for one of the party is not offered, V2 lists it at 0 for that guest (as
 * an includedInFare item). What is the same is shared: per-night items cost chargedNights (pricing/price.ts).
 */
import { AppError, FieldErrorCollector, notFound } from '../../kernel/errors.js';
import { toMajor } from '../pricing/money.js';
import type { PriceByGuestType } from '../pricing/price.js';
import type { OfferedAddon, OfferedExcursion } from './quote-reads.js';
import { MAX_ADDON_QUANTITY, type ExtraSearchResult, type ManageExtrasRequest } from './schemas.js';
import type { ExtraKind, ExtraLine, QuotePassenger } from './types.js';

export type ExtraKinds = { addons: boolean; excursions: boolean; meals: boolean };
export type ExtraKindsQuery = { Addons?: boolean; Excursions?: boolean; Meals?: boolean };

/** The kinds an extras search asks for (2.8, query Addons, Excursions, Meals); 400 naming all three when none is true. */
export function extraKindsOf(query: ExtraKindsQuery): ExtraKinds {
  const kinds = { addons: query.Addons === true, excursions: query.Excursions === true, meals: query.Meals === true };
  if (!kinds.addons && !kinds.excursions && !kinds.meals) {
    const errors = new FieldErrorCollector();
    for (const field of ['Addons', 'Excursions', 'Meals']) {
      errors.add(field, 'at least one of Addons, Excursions, Meals must be true');
    }
    errors.throwIfAny('Ask for at least one kind of extra.');
  }
  return kinds;
}

export interface Offer {
  kind: ExtraKind;
  id: string;
  code: string;
  /** passenger id -> price of one unit (per-night items times the nights). */
  unitPrices: Record<string, number>;
}

export interface Offers {
  addons: (Omit<OfferedAddon, 'kind'> & Offer)[];
  meals: (Omit<OfferedAddon, 'kind'> & Offer)[];
  excursions: (OfferedExcursion & Offer)[];
}

/** Unit price per passenger; null when the catalogue has no price for one of the party's age categories. */
export function unitPricesFor(
  passengers: QuotePassenger[],
  prices: PriceByGuestType,
  multiplier: number,
): Record<string, number> | null {
  const out: Record<string, number> = {};
  for (const p of passengers) {
    const price = prices[p.ageCategory];
    if (price === undefined) return null;
    out[p.id] = price * multiplier;
  }
  return out;
}

/**
 * The catalogue's addons, meals and excursions as offers to this party: per-night items cost the nights
 * times the price, and an item without a price for every passenger (not sold in this currency or to
 * this party) is not offered.
 */
export function offersTo(
  passengers: QuotePassenger[],
  nights: number,
  addons: OfferedAddon[],
  excursions: OfferedExcursion[],
): Offers {
  const out: Offers = { addons: [], meals: [], excursions: [] };
  for (const a of addons) {
    const unitPrices = unitPricesFor(passengers, a.prices, a.perNight ? nights : 1);
    if (!unitPrices) continue;
    if (a.kind === 'MEAL') out.meals.push({ ...a, kind: 'meal', unitPrices });
    else out.addons.push({ ...a, kind: 'addon', unitPrices });
  }
  for (const e of excursions) {
    const unitPrices = unitPricesFor(passengers, e.prices, 1);
    if (unitPrices) out.excursions.push({ ...e, kind: 'excursion', unitPrices });
  }
  return out;
}

const passengerPrices = (unitPrices: Record<string, number>, currency: string) =>
  Object.entries(unitPrices).map(([passengerId, price]) => ({ passengerId, price: toMajor(price, currency) }));

/** The extras search answer (2.8): only the kinds asked for, prices in major units. */
export function extraSearchResult(found: Offers, kinds: ExtraKinds, currency: string): ExtraSearchResult {
  return {
    ...(kinds.addons
      ? {
          addons: found.addons.map((a) => ({
            id: a.id,
            code: a.code,
            passengerPrices: passengerPrices(a.unitPrices, currency),
          })),
        }
      : {}),
    ...(kinds.excursions
      ? {
          excursions: found.excursions.map((e) => ({
            id: e.id,
            code: e.code,
            description: e.description,
            startDateTime: e.startAt,
            endDateTime: e.endAt,
            startPort: e.startPort,
            endPort: e.endPort,
            passengerPrices: passengerPrices(e.unitPrices, currency),
          })),
        }
      : {}),
    ...(kinds.meals
      ? {
          meals: found.meals.map((a) => ({
            id: a.id,
            code: a.code,
            passengerPrices: passengerPrices(a.unitPrices, currency),
          })),
        }
      : {}),
  };
}

/** Each listed id must be a passenger of the quote, listed once. */
export function checkPassengers(
  errors: FieldErrorCollector,
  field: string,
  ids: string[],
  passengers: QuotePassenger[],
): void {
  const known = new Set(passengers.map((p) => p.id));
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (!known.has(id)) errors.add(`${field}[${i}]`, `"${id}" is not a passenger of this quote`);
    else if (seen.has(id)) errors.add(`${field}[${i}]`, `"${id}" is listed more than once`);
    seen.add(id);
  });
}

/** One entry of an extras request, with the field it came from (for the error that names it). */
export interface ExtraRequest {
  kind: ExtraKind;
  field: string;
  id: string;
  passengerIds: string[];
  /** Addons only; undefined means one (add) or all (remove). */
  quantityPerPassenger?: number;
}

/** The request's entries in one list (addons, then excursions, then meals); 400 when one names a stranger. */
export function extraRequestsOf(body: ManageExtrasRequest, passengers: QuotePassenger[]): ExtraRequest[] {
  const requests: ExtraRequest[] = [
    ...(body.addons ?? []).map((e, i) => ({ kind: 'addon' as const, field: `addons[${i}]`, ...e })),
    ...(body.excursions ?? []).map((e, i) => ({ kind: 'excursion' as const, field: `excursions[${i}]`, ...e })),
    ...(body.meals ?? []).map((e, i) => ({ kind: 'meal' as const, field: `meals[${i}]`, ...e })),
  ];
  const errors = new FieldErrorCollector();
  if (requests.length === 0) errors.add('(body)', 'must name at least one addon, excursion or meal');
  for (const r of requests) checkPassengers(errors, `${r.field}.passengerIds`, r.passengerIds, passengers);
  errors.throwIfAny('The extras request is not valid.');
  return requests;
}

/**
 * The quote's extras after the requests, as a new list (the one given is not changed). Add: each listed
 * passenger gets the extra (addons: the quantity is added to any they already have, at most
 * MAX_ADDON_QUANTITY); an excursion or meal a passenger already has is 409. Remove: addons lose
 * quantityPerPassenger (all when omitted); an extra a passenger does not have is 409. An extra not on
 * offer is 404.
 */
export function applyExtraRequests(
  extras: ExtraLine[],
  requests: ExtraRequest[],
  found: Offers,
  mode: 'add' | 'remove',
): ExtraLine[] {
  const out = extras.map((line) => ({ ...line }));
  const byKind: Record<ExtraKind, Offer[]> = { addon: found.addons, excursion: found.excursions, meal: found.meals };
  for (const r of requests) {
    const offer = byKind[r.kind].find((o) => o.id === r.id);
    if (!offer) {
      throw notFound(`${r.field}.id: ${r.kind} ${r.id} is not offered on this voyage.`, 'EXTRA_NOT_FOUND');
    }
    const quantity = r.kind === 'addon' ? r.quantityPerPassenger : 1;
    for (const passengerId of r.passengerIds) {
      const at = out.findIndex((l) => l.kind === r.kind && l.id === r.id && l.passengerId === passengerId);
      const line = at >= 0 ? out[at] : undefined;
      if (mode === 'add') addExtra(out, line, r, offer, passengerId, quantity ?? 1);
      else {
        if (!line) {
          throw new AppError(
            409,
            'EXTRA_NOT_ON_QUOTE',
            `Passenger ${passengerId} does not have ${r.kind} ${offer.code}.`,
          );
        }
        line.quantity -= quantity ?? line.quantity;
        if (line.quantity <= 0) out.splice(at, 1);
      }
    }
  }
  return out;
}

function addExtra(
  extras: ExtraLine[],
  line: ExtraLine | undefined,
  r: ExtraRequest,
  offer: Offer,
  passengerId: string,
  add: number,
): void {
  if (line && r.kind !== 'addon') {
    throw new AppError(409, 'EXTRA_ALREADY_ON_QUOTE', `Passenger ${passengerId} already has ${r.kind} ${offer.code}.`);
  }
  if ((line?.quantity ?? 0) + add > MAX_ADDON_QUANTITY) {
    throw new AppError(400, 'VALIDATION_FAILED', `At most ${MAX_ADDON_QUANTITY} of ${offer.code} per passenger.`, {
      [`${r.field}.quantityPerPassenger`]: [
        `would give passenger ${passengerId} more than ${MAX_ADDON_QUANTITY} of ${offer.code}`,
      ],
    });
  }
  if (line) line.quantity += add;
  else {
    extras.push({
      kind: r.kind,
      id: offer.id,
      code: offer.code,
      passengerId,
      quantity: add,
      unitPrice: offer.unitPrices[passengerId]!,
    });
  }
}
