/**
 * V1 quotes (section 4.1): package search creates a quote; supplemental packages and extras change it.
 *
 * - A quote belongs to the agency that created it; for any other agency it does not exist (404).
 * - Every change runs in one transaction with the quote row locked (`select ... for update`), so two
 *   concurrent changes of one quote apply one after the other and neither is lost. A change is all or
 *   nothing: it works on a copy of the state and saves it only when every entry was valid.
 * - A quote is not a booking: it holds no inventory. Search shows live availability (V2 held bookings
 *   count), and the quote is priced at a category that had room for the party at that moment; extras
 *   and excursion seats are not held either. Availability is settled when a booking is made.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../clock.js';
import type { Db, DbOrTx } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { AppError, FieldErrorCollector, notFound } from '../http/errors.js';
import { freeCabinsPerGrade, freeCapacityPerGrade } from '../inventory/inventory.js';
import { toMajor } from '../pricing/money.js';
import { guestCabinPrice, type PriceByGuestType } from '../pricing/price.js';
import { faresOf, gradesOfShips, packagePricesOf, tourPricesOf } from '../catalog/catalog-reads.js';
import { addDays, localDateTime, nightsBetween } from '../time.js';
import { paymentSchedule } from '../bookings/lifecycle/payment-terms.js';
import { cabinPricesOf, passengerTotals, placeParty } from './pricing.js';
import { wallClockToInstant } from '../time.js';
import {
  departureById,
  departureOn,
  includedItems,
  loadQuote,
  offeredAddons,
  offeredExcursions,
  packageByCode,
  saveQuoteState,
  supplementalTour,
  tourStageRoutes,
  type Departure,
  type OfferedAddon,
  type OfferedExcursion,
  type QuoteRow,
} from './quote-reads.js';
import {
  MAX_ADDON_QUANTITY,
  MAX_PARTY,
  type AddSupplementalPackageRequest,
  type ExtraSearchResult,
  type ManageExtrasRequest,
  type PackageSearchQuery,
  type PackageSearchResult,
  type QuoteResponse,
} from './schemas.js';
import type { AgeCategory, ExtraKind, ExtraLine, PackageType, QuotePassenger, QuoteState } from './types.js';

export interface QuoteServiceDeps {
  db: Db;
  clock: Clock;
  /** The operator's zone: catalogue times are wall-clock times there. */
  timeZone: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const quoteNotFound = () => notFound('Quote not found.', 'QUOTE_NOT_FOUND');
const voyageNotFound = () => notFound('The voyage is not the voyage of this quote.', 'VOYAGE_NOT_FOUND');

export type ExtraKinds = { addons: boolean; excursions: boolean; meals: boolean };

interface Offer {
  kind: ExtraKind;
  id: string;
  code: string;
  /** passenger id -> price of one unit (per-night items times the nights). */
  unitPrices: Record<string, number>;
}

interface Offers {
  addons: (Omit<OfferedAddon, 'kind'> & Offer)[];
  meals: (Omit<OfferedAddon, 'kind'> & Offer)[];
  excursions: (OfferedExcursion & Offer)[];
}

const nightsOf = (d: Departure) => Math.max(1, nightsBetween(d.startAt, d.endAt));

/** Unit price per passenger; null when the catalogue has no price for one of the party's age categories. */
function unitPricesFor(
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

export function createQuoteService(deps: QuoteServiceDeps) {
  const { db, clock, timeZone } = deps;

  async function ownedQuote(tx: DbOrTx, quoteId: string, agency: AgencyContext, forUpdate = false): Promise<QuoteRow> {
    if (!UUID.test(quoteId)) throw quoteNotFound();
    const quote = await loadQuote(tx, quoteId, agency.id, { forUpdate });
    if (!quote) throw quoteNotFound();
    return quote;
  }

  async function offers(tx: DbOrTx, quote: QuoteRow, departure: Departure): Promise<Offers> {
    const passengers = quote.state.passengers;
    const nights = nightsOf(departure);
    // One after the other: inside a transaction both would share one connection.
    const addons = await offeredAddons(tx, departure, quote.currency);
    const excursions = await offeredExcursions(tx, departure, quote.currency);
    const out: Offers = { addons: [], meals: [], excursions: [] };
    for (const a of addons) {
      const unitPrices = unitPricesFor(passengers, a.prices, a.perNight ? nights : 1);
      if (!unitPrices) continue; // not sold in this currency or to this party
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

  /** The QuoteResponse (2.7) of a quote as it stands. */
  async function view(tx: DbOrTx, quote: QuoteRow): Promise<QuoteResponse> {
    const departure = await departureById(tx, quote.departureId);
    const [pkg, included, excursions] = await Promise.all([
      packageByCode(tx, quote.packageCode),
      includedItems(tx, quote.packageCode),
      quote.state.extras.some((l) => l.kind === 'excursion')
        ? offeredExcursions(tx, departure, quote.currency)
        : Promise.resolve([]),
    ]);
    const { state, currency } = quote;
    const m = (minor: number) => toMajor(minor, currency);
    const everyone = state.passengers.map((p) => p.id);
    const startDay = departure.startAt.slice(0, 10);
    const voyageDays: string[] = [];
    for (let day = startDay; day <= departure.endAt.slice(0, 10); day = addDays(day, 1)) voyageDays.push(day);

    // One entry per extra (and, for addons, per quantity), passengers in quote order.
    const groups = new Map<string, ExtraLine[]>();
    for (const line of state.extras) {
      const key = `${line.kind}:${line.id}:${line.kind === 'addon' ? line.quantity : 1}`;
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
    const order = new Map(everyone.map((id, i) => [id, i]));
    const pricesOf = (lines: ExtraLine[]) =>
      [...lines]
        .sort((a, b) => order.get(a.passengerId)! - order.get(b.passengerId)!)
        .map((l) => ({ passengerId: l.passengerId, price: m(l.unitPrice * l.quantity) }));
    const extraAddons: NonNullable<QuoteResponse['voyage']['extraAddons']> = [];
    const extraExcursions: NonNullable<QuoteResponse['voyage']['extraExcursions']> = [];
    const extraMeals: NonNullable<QuoteResponse['voyage']['extraMeals']> = [];
    for (const lines of groups.values()) {
      const first = lines[0]!;
      if (first.kind === 'addon') {
        extraAddons.push({
          id: first.id,
          code: first.code,
          quantityPerPassenger: first.quantity,
          date: startDay,
          passengerPrices: pricesOf(lines),
        });
      } else if (first.kind === 'meal') {
        extraMeals.push({ id: first.id, code: first.code, passengerPrices: pricesOf(lines) });
      } else {
        const e = excursions.find((x) => x.id === first.id);
        extraExcursions.push({
          id: first.id,
          code: first.code,
          description: e?.description ?? first.code,
          startDateTime: e?.startAt ?? departure.startAt,
          endDateTime: e?.endAt ?? departure.startAt,
          startPort: e?.startPort ?? '',
          endPort: e?.endPort ?? '',
          passengerPrices: pricesOf(lines),
        });
      }
    }
    const hasExtras = state.extras.length > 0;

    const totals = passengerTotals(state);
    const fullAmount = Object.values(totals).reduce((s, v) => s + v, 0);
    const schedule = paymentSchedule({
      fullAmount,
      createdAt: quote.createdAt,
      departsAt: wallClockToInstant(departure.startAt, timeZone),
    });
    return {
      quoteId: quote.id,
      package: { id: pkg!.id, code: pkg!.code, description: pkg!.description },
      voyage: {
        id: departure.id,
        includedAddons: included
          .filter((i) => i.kind === 'ADDON')
          .map((i) => ({
            code: i.code,
            description: i.description,
            quantityPerPassenger: 1,
            date: startDay,
            passengerIds: everyone,
          })),
        includedMeals: included
          .filter((i) => i.kind === 'MEAL')
          .map((i) => ({
            code: i.code,
            details: [{ description: i.description, dates: voyageDays }],
            passengerIds: everyone,
          })),
        // With no extras left the three lists are omitted, not empty (section 2.7).
        ...(hasExtras ? { extraAddons, extraExcursions, extraMeals } : {}),
      },
      passengers: state.passengers.map((p) => ({
        id: p.id,
        ageCategory: p.ageCategory,
        guestType: 'REGULAR' as const,
        price: m(totals[p.id]!),
        // Personal data is not collected by the V1 flow; the fields are present and null.
        firstName: null,
        lastName: null,
        gender: null,
        dateOfBirth: null,
        nationality: null,
        email: null,
      })),
      paymentInformation: {
        currency,
        fullAmount: m(schedule.fullAmount),
        dueByUtc: schedule.dueBy.toISOString(),
        depositAmount: m(schedule.depositAmount),
        depositDueByUtc: schedule.depositDueBy.toISOString(),
      },
    };
  }

  /** Loads and locks the quote, checks the voyage, runs `change` on a copy of its state and saves it. */
  async function changeQuote(
    agency: AgencyContext,
    quoteId: string,
    voyageId: string | undefined,
    change: (quote: QuoteRow, departure: Departure, tx: DbOrTx) => Promise<QuoteState>,
  ): Promise<QuoteRow> {
    return inTransaction(db, async (tx) => {
      const quote = await ownedQuote(tx, quoteId, agency, true);
      if (voyageId !== undefined && voyageId !== quote.departureId) throw voyageNotFound();
      const departure = await departureById(tx, quote.departureId);
      const working: QuoteRow = { ...quote, state: structuredClone(quote.state) };
      const state = await change(working, departure, tx);
      await saveQuoteState(tx, quote.id, state, clock.now());
      return { ...quote, state };
    });
  }

  function checkPassengers(errors: FieldErrorCollector, field: string, ids: string[], quote: QuoteRow): void {
    const known = new Set(quote.state.passengers.map((p) => p.id));
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (!known.has(id)) errors.add(`${field}[${i}]`, `"${id}" is not a passenger of this quote`);
      else if (seen.has(id)) errors.add(`${field}[${i}]`, `"${id}" is listed more than once`);
      seen.add(id);
    });
  }

  return {
    /**
     * Package search (2.6): the package's departure starting on StartDate (not yet started; else 404),
     * its cabin categories with live availability (V2 holds count), and a new quote priced at the cheapest
     * category with room for the party (pricing.ts). cabins[].price is one ADULT's price (fare over the
     * legs + package supplement) with the party sharing a cabin; departure.id doubles as the voyage id.
     * Passengers get new UUIDs, adults first. No category with room: 409, and no quote is stored.
     */
    async search(agency: AgencyContext, packageCode: string, query: PackageSearchQuery): Promise<PackageSearchResult> {
      const adults = query.Adults ?? 0;
      const children = query.Children ?? 0;
      const errors = new FieldErrorCollector();
      if (adults + children < 1 || adults + children > MAX_PARTY) {
        for (const field of ['Adults', 'Children']) errors.add(field, `Adults + Children must be 1 to ${MAX_PARTY}`);
      } else if (adults === 0) {
        errors.add('Adults', 'must be at least 1: children travel with an adult');
      }
      if (!agency.currencies.includes(query.Currency)) {
        errors.add('Currency', `must be one of the agency's currencies: ${agency.currencies.join(', ')}`);
      }
      errors.throwIfAny('The package search is not valid.');

      const pkg = await packageByCode(db, packageCode);
      if (!pkg) throw notFound(`Package ${packageCode} does not exist.`, 'PACKAGE_NOT_FOUND');
      const now = clock.now();
      const departure = await departureOn(db, pkg.code, query.StartDate, localDateTime(now, timeZone));
      if (!departure) {
        throw notFound(
          `Package ${pkg.code} has no departure open for sale starting on ${query.StartDate}.`,
          'DEPARTURE_NOT_FOUND',
        );
      }

      const passengers: QuotePassenger[] = [
        ...Array.from({ length: adults }, () => ({ id: randomUUID(), ageCategory: 'ADULT' as AgeCategory })),
        ...Array.from({ length: children }, () => ({ id: randomUUID(), ageCategory: 'CHILD' as AgeCategory })),
      ];
      const range = { sailingId: departure.sailingId, fromSeq: departure.fromSeq, toSeq: departure.toSeq };
      const legs = departure.toSeq - departure.fromSeq;
      const [grades, fareTables, supplements, freeCabins, freeUnits] = await Promise.all([
        gradesOfShips(db, [departure.shipCode]),
        faresOf(db, [departure.fareTableCode], query.Currency),
        packagePricesOf(db, [pkg.code], query.Currency),
        freeCabinsPerGrade(db, range, departure.shipCode, now),
        freeCapacityPerGrade(db, range, { shipCode: departure.shipCode }, now),
      ]);
      const supplement = supplements.get(pkg.code) ?? {};

      const cabins: PackageSearchResult['departure']['cabins'] = [];
      let best:
        | { total: number; category: string; superCategory: string; cabins: string[][]; prices: Record<string, number> }
        | undefined;
      for (const grade of grades) {
        const fares = fareTables.get(departure.fareTableCode)?.get(grade.code);
        // A category without a fare for every age category of the party is not for sale to it.
        if (!fares?.ADULT || passengers.some((p) => !fares[p.ageCategory] || supplement[p.ageCategory] === undefined)) {
          continue;
        }
        const availableCabins = grade.hasSpecificCabins
          ? (freeCabins.get(grade.id) ?? 0)
          : (freeUnits.get(grade.id) ?? 0);
        cabins.push({
          category: grade.code,
          superCategory: grade.cabinType,
          price: toMajor(
            guestCabinPrice({
              fare: fares.ADULT,
              legs,
              occupancy: Math.min(passengers.length, grade.maximumOccupancy),
              singleSupplementPct: grade.singleSupplementPct,
              packageSupplement: supplement.ADULT ?? 0,
            }),
            query.Currency,
          ),
          availableCabins,
          minimumOccupancy: grade.minimumOccupancy,
          maximumOccupancy: grade.maximumOccupancy,
        });
        const placed = placeParty(passengers, grade);
        if (!placed || placed.length > availableCabins) continue;
        const prices = cabinPricesOf({
          passengers,
          cabins: placed,
          fares,
          supplements: supplement,
          legs,
          singleSupplementPct: grade.singleSupplementPct,
        });
        if (!prices) continue;
        const total = Object.values(prices).reduce((s, v) => s + v, 0);
        if (!best || total < best.total || (total === best.total && grade.code < best.category)) {
          best = { total, category: grade.code, superCategory: grade.cabinType, cabins: placed, prices };
        }
      }
      if (!best) {
        throw new AppError(
          409,
          'NO_AVAILABILITY',
          `No cabin category of package ${pkg.code} on ${query.StartDate} has room for the party.`,
        );
      }

      const state: QuoteState = {
        version: 1,
        passengers,
        cabin: { category: best.category, superCategory: best.superCategory, cabins: best.cabins },
        cabinPrices: best.prices,
        extras: [],
        supplementalPackages: {},
      };
      const quoteId = randomUUID();
      await db.execute(
        sql`insert into quotes (id, agency_id, package_code, departure_id, currency, agent_id, state, created_at, updated_at)
            values (${quoteId}, ${agency.id}, ${pkg.code}, ${departure.id}, ${query.Currency}, ${query.AgentId ?? null},
                    ${JSON.stringify(state)}::jsonb, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
      );
      return {
        packageId: pkg.code,
        quoteId,
        departure: {
          id: departure.id,
          startDate: departure.startAt,
          endDate: departure.endAt,
          shipCode: departure.shipCode,
          cabins,
        },
        passengers: passengers.map((p) => ({ id: p.id, ageCategory: p.ageCategory })),
      };
    },

    async get(agency: AgencyContext, quoteId: string): Promise<QuoteResponse> {
      return view(db, await ownedQuote(db, quoteId, agency));
    },

    /**
     * Adds a supplemental package for some passengers. A second package of the same type replaces the
     * first (V1 has no remove operation, so replacing is how a partner changes the choice).
     */
    async addSupplementalPackage(
      agency: AgencyContext,
      quoteId: string,
      packageType: PackageType,
      packageCode: string,
      body: AddSupplementalPackageRequest,
    ): Promise<void> {
      await changeQuote(agency, quoteId, undefined, async (quote, _departure, tx) => {
        const tour = await supplementalTour(tx, packageCode);
        if (!tour)
          throw notFound(`Supplemental package ${packageCode} does not exist.`, 'SUPPLEMENTAL_PACKAGE_NOT_FOUND');
        const pkg = (await packageByCode(tx, quote.packageCode))!;
        const errors = new FieldErrorCollector();
        const category = packageType === 'arrival' ? 'Arrival' : 'Departure';
        const port = packageType === 'arrival' ? pkg.fromPortCode : pkg.toPortCode;
        if (tour.category !== category) {
          errors.add('packageCode', `${packageCode} is a ${tour.category.toLowerCase()} package, not ${packageType}`);
        } else if (tour.portCode !== port) {
          errors.add(
            'packageCode',
            `${packageCode} is at ${tour.portCode}; ${packageType} packages of this quote must be at ${port}`,
          );
        }
        checkPassengers(errors, 'passengerIds', body.passengerIds, quote);
        const stages = await tourStageRoutes(tx, tour.code);
        const seenStages = new Set<number>();
        (body.routeOverrides ?? []).forEach((o, i) => {
          const routes = stages.get(o.packageStageId);
          if (!routes) {
            errors.add(`routeOverrides[${i}].packageStageId`, `${o.packageStageId} is not a stage of ${tour.code}`);
          } else if (seenStages.has(o.packageStageId)) {
            errors.add(`routeOverrides[${i}].packageStageId`, `stage ${o.packageStageId} is given more than once`);
          } else if (!routes.has(o.selectableRouteId)) {
            errors.add(
              `routeOverrides[${i}].selectableRouteId`,
              `${o.selectableRouteId} is not a selectable route of stage ${o.packageStageId}`,
            );
          }
          seenStages.add(o.packageStageId);
        });
        errors.throwIfAny('The supplemental package request is not valid.');

        const passengers = quote.state.passengers.filter((p) => body.passengerIds.includes(p.id));
        const prices = unitPricesFor(
          passengers,
          (await tourPricesOf(tx, [tour.code], quote.currency)).get(tour.code) ?? {},
          1,
        );
        if (!prices) {
          throw new AppError(
            400,
            'VALIDATION_FAILED',
            `${tour.code} has no price in ${quote.currency} for the party.`,
            {
              packageCode: [`has no price in ${quote.currency} for these passengers`],
            },
          );
        }
        quote.state.supplementalPackages[packageType] = {
          code: tour.code,
          passengerIds: passengers.map((p) => p.id),
          routeOverrides: body.routeOverrides ?? [],
          prices,
        };
        return quote.state;
      });
    },

    async searchExtras(
      agency: AgencyContext,
      quoteId: string,
      voyageId: string,
      kinds: ExtraKinds,
    ): Promise<ExtraSearchResult> {
      const quote = await ownedQuote(db, quoteId, agency);
      if (voyageId !== quote.departureId) throw voyageNotFound();
      const found = await offers(db, quote, await departureById(db, quote.departureId));
      const c = quote.currency;
      return {
        ...(kinds.addons
          ? {
              addons: found.addons.map((a) => ({
                id: a.id,
                code: a.code,
                passengerPrices: passengerPrices(a.unitPrices, c),
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
                passengerPrices: passengerPrices(e.unitPrices, c),
              })),
            }
          : {}),
        ...(kinds.meals
          ? {
              meals: found.meals.map((a) => ({
                id: a.id,
                code: a.code,
                passengerPrices: passengerPrices(a.unitPrices, c),
              })),
            }
          : {}),
      };
    },

    /**
     * Adds or removes extras, all or nothing. Add: each listed passenger gets the extra (addons: the
     * quantity is added to any they already have, at most MAX_ADDON_QUANTITY); an excursion or meal a
     * passenger already has is 409. Remove: addons lose quantityPerPassenger (all when omitted); an extra
     * a passenger does not have is 409.
     */
    async manageExtras(
      agency: AgencyContext,
      quoteId: string,
      voyageId: string,
      body: ManageExtrasRequest,
      mode: 'add' | 'remove',
    ): Promise<QuoteResponse> {
      const saved = await changeQuote(agency, quoteId, voyageId, async (quote, departure, tx) => {
        const requests = [
          ...(body.addons ?? []).map((e, i) => ({ kind: 'addon' as const, field: `addons[${i}]`, ...e })),
          ...(body.excursions ?? []).map((e, i) => ({ kind: 'excursion' as const, field: `excursions[${i}]`, ...e })),
          ...(body.meals ?? []).map((e, i) => ({ kind: 'meal' as const, field: `meals[${i}]`, ...e })),
        ];
        const errors = new FieldErrorCollector();
        if (requests.length === 0) errors.add('(body)', 'must name at least one addon, excursion or meal');
        for (const r of requests) checkPassengers(errors, `${r.field}.passengerIds`, r.passengerIds, quote);
        errors.throwIfAny('The extras request is not valid.');

        const found = await offers(tx, quote, departure);
        const byKind: Record<ExtraKind, Offer[]> = {
          addon: found.addons,
          excursion: found.excursions,
          meal: found.meals,
        };
        const state = quote.state;
        for (const r of requests) {
          const offer = byKind[r.kind].find((o) => o.id === r.id);
          if (!offer) {
            throw notFound(`${r.field}.id: ${r.kind} ${r.id} is not offered on this voyage.`, 'EXTRA_NOT_FOUND');
          }
          const quantity = r.kind === 'addon' ? ('quantityPerPassenger' in r ? r.quantityPerPassenger : undefined) : 1;
          for (const passengerId of r.passengerIds) {
            const at = state.extras.findIndex(
              (l) => l.kind === r.kind && l.id === r.id && l.passengerId === passengerId,
            );
            const line = at >= 0 ? state.extras[at] : undefined;
            if (mode === 'add') {
              const add = quantity ?? 1;
              if (line && r.kind !== 'addon') {
                throw new AppError(
                  409,
                  'EXTRA_ALREADY_ON_QUOTE',
                  `Passenger ${passengerId} already has ${r.kind} ${offer.code}.`,
                );
              }
              if ((line?.quantity ?? 0) + add > MAX_ADDON_QUANTITY) {
                throw new AppError(
                  400,
                  'VALIDATION_FAILED',
                  `At most ${MAX_ADDON_QUANTITY} of ${offer.code} per passenger.`,
                  {
                    [`${r.field}.quantityPerPassenger`]: [
                      `would give passenger ${passengerId} more than ${MAX_ADDON_QUANTITY} of ${offer.code}`,
                    ],
                  },
                );
              }
              if (line) line.quantity += add;
              else {
                state.extras.push({
                  kind: r.kind,
                  id: offer.id,
                  code: offer.code,
                  passengerId,
                  quantity: add,
                  unitPrice: offer.unitPrices[passengerId]!,
                });
              }
            } else {
              if (!line) {
                throw new AppError(
                  409,
                  'EXTRA_NOT_ON_QUOTE',
                  `Passenger ${passengerId} does not have ${r.kind} ${offer.code}.`,
                );
              }
              line.quantity -= quantity ?? line.quantity;
              if (line.quantity <= 0) state.extras.splice(at, 1);
            }
          }
        }
        return state;
      });
      return view(db, saved);
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
