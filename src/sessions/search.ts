/**
 * V2 search: finds the voyages (or package departures) that match, prices them for the party, shows
 * live availability, and opens a new session recording what was offered.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AgencyContext } from '../auth/context.js';
import type { Clock } from '../clock.js';
import { queryRows, type Db } from '../db/client.js';
import { FieldErrorCollector } from '../http/errors.js';
import type { AvailabilityCache } from '../inventory/availability-cache.js';
import { inventoryVersionOf, type LegRange } from '../inventory/inventory.js';
import { toMajor } from '../pricing/money.js';
import { guestCabinPrice, type GuestType } from '../pricing/price.js';
import { addDays, apiDateTime, localDateTime } from '../time.js';
import type { CatalogReads, Grade } from '../catalog/catalog-reads.js';
import { packageDepartureOnSale, voyageOnSale } from '../sailings/sailings.js';
import type { PackageSearchBody, SearchResponse, VoyageSearchBody } from './schemas.js';
import type { SessionStore } from './session-store.js';
import type { BookingType, OfferedVoyage, SessionGuest, SessionVehicle } from './types.js';

const MAX_RANGE_DAYS = 31;

interface FoundVoyage extends LegRange {
  shipCode: string;
  fareTableCode: string;
  departureAt: string;
  arrivalAt: string;
  departurePort: string;
  arrivalPort: string;
  packageCode?: string;
  packageName?: string;
  /** The sailing's availability version, read with the voyage (inventory/availability-cache.ts). */
  inventoryVersion: string;
}

export interface SearchDeps {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  timeZone: string;
  catalog: CatalogReads;
  availability: AvailabilityCache;
}

function checkCommon(
  errors: FieldErrorCollector,
  body: { departureDateFrom: string; departureDateTo?: string; currency?: string },
  agency: AgencyContext,
): { from: string; to: string; currency: string } {
  const from = body.departureDateFrom;
  const to = body.departureDateTo ?? from;
  if (to < from) errors.add('departureDateTo', 'must not be before departureDateFrom');
  else if (to > addDays(from, MAX_RANGE_DAYS - 1)) {
    errors.add('departureDateTo', `must be within ${MAX_RANGE_DAYS} days of departureDateFrom`);
  }
  const currency = body.currency ?? agency.currencies[0] ?? 'NOK';
  if (!agency.currencies.includes(currency)) {
    errors.add('currency', `must be one of the agency's currencies: ${agency.currencies.join(', ')}`);
  }
  return { from, to, currency };
}

// eslint-disable-next-line max-lines-per-function -- split pending: issue 20 (pricing and opening a session inside the search closure)
export function createSearchService(deps: SearchDeps) {
  const { db, clock, catalog } = deps;

  async function priceAndOpen(
    agency: AgencyContext,
    bookingType: BookingType,
    currency: string,
    guestTypes: GuestType[],
    vehicleTypes: SessionVehicle['type'][],
    found: FoundVoyage[],
    packageCode?: string,
  ): Promise<SearchResponse & { expiresAt: Date }> {
    const guests: SessionGuest[] = guestTypes.map((type, i) => ({ guestId: i + 1, type }));
    const vehicles: SessionVehicle[] = vehicleTypes.map((type) => ({ type, guestId: 1 }));
    const now = clock.now();

    // Catalogue reads come from memory (catalog-reads.ts); availability from the availability cache where it is
    // still exact, one query for the voyages where it is not.
    const [grades, fareTables, supplements, availability] = await Promise.all([
      catalog.gradesOfShips(db, [...new Set(found.map((v) => v.shipCode))]),
      catalog.faresOf(db, [...new Set(found.map((v) => v.fareTableCode))], currency),
      packageCode
        ? catalog.packagePricesOf(db, [packageCode], currency).then((prices) => prices.get(packageCode))
        : Promise.resolve(undefined),
      deps.availability.ofVoyages(db, found, now, vehicles.length > 0),
    ]);
    const gradesByShip = new Map<string, Grade[]>();
    for (const g of grades) gradesByShip.set(g.shipCode, [...(gradesByShip.get(g.shipCode) ?? []), g]);

    const results: SearchResponse['results'] = [];
    const offered: OfferedVoyage[] = [];
    for (const [index, voyage] of found.entries()) {
      const { cabins: freeCabins, capacity: freeUnits, vehicles: freeSlots } = availability[index]!;
      const legs = voyage.toSeq - voyage.fromSeq;
      const cabinGrades: SearchResponse['results'][number]['cabinGrades'] = [];
      for (const grade of gradesByShip.get(voyage.shipCode) ?? []) {
        const gradeFares = fareTables.get(voyage.fareTableCode)?.get(grade.code);
        // A grade without a fare in this currency is not for sale on this voyage.
        if (!gradeFares || guests.some((g) => !gradeFares[g.type])) continue;
        const occupancy = Math.min(guests.length, grade.maximumOccupancy);
        cabinGrades.push({
          code: grade.code,
          cabinType: grade.cabinType,
          description: grade.description,
          minimumOccupancy: grade.minimumOccupancy,
          maximumOccupancy: grade.maximumOccupancy,
          availableCabins: grade.hasSpecificCabins ? (freeCabins.get(grade.id) ?? 0) : (freeUnits.get(grade.id) ?? 0),
          hasSpecificCabins: grade.hasSpecificCabins,
          pricePerGuest: guests.map((g) => ({
            guestId: g.guestId,
            price: toMajor(
              guestCabinPrice({
                fare: gradeFares[g.type]!,
                legs,
                occupancy,
                singleSupplementPct: grade.singleSupplementPct,
                packageSupplement: supplements?.[g.type] ?? 0,
              }),
              currency,
            ),
          })),
        });
      }
      let vehiclesAvailable = true;
      if (freeSlots) {
        for (const type of new Set(vehicleTypes)) {
          if (vehicleTypes.filter((t) => t === type).length > freeSlots[type]) vehiclesAvailable = false;
        }
      }
      const departureDate = apiDateTime(voyage.departureAt);
      const arrivalDate = apiDateTime(voyage.arrivalAt);
      results.push({
        departureDate,
        arrivalDate,
        departurePort: voyage.departurePort,
        arrivalPort: voyage.arrivalPort,
        shipCode: voyage.shipCode,
        ...(voyage.packageCode ? { packageCode: voyage.packageCode, packageName: voyage.packageName } : {}),
        cabinGrades,
        vehiclesAvailable,
      });
      offered.push({
        sailingId: voyage.sailingId,
        fromSeq: voyage.fromSeq,
        toSeq: voyage.toSeq,
        departureDate,
        arrivalDate,
        departurePort: voyage.departurePort,
        arrivalPort: voyage.arrivalPort,
        shipCode: voyage.shipCode,
        gradeCodes: cabinGrades.map((g) => g.code),
        ...(voyage.packageCode ? { packageCode: voyage.packageCode } : {}),
      });
    }

    const session = await deps.sessions.create(db, {
      id: randomUUID(),
      agencyId: agency.id,
      bookingType,
      market: agency.market,
      currency,
      context: { guests, vehicles, voyages: offered, ...(packageCode ? { packageCode } : {}) },
    });
    return {
      expiresAt: session.expiresAt,
      sessionId: session.id,
      bookingType,
      market: agency.market,
      currency,
      guests: guests.map((g) => ({ guestId: g.guestId, type: g.type })),
      vehicles,
      results,
    };
  }

  return {
    async searchVoyages(agency: AgencyContext, body: VoyageSearchBody): Promise<SearchResponse & { expiresAt: Date }> {
      const errors = new FieldErrorCollector();
      const { from, to, currency } = checkCommon(errors, body, agency);
      if (body.departurePort === body.arrivalPort) errors.add('arrivalPort', 'must differ from departurePort');
      const knownCodes = await catalog.knownPorts(db, [body.departurePort, body.arrivalPort]);
      if (!knownCodes.has(body.departurePort))
        errors.add('departurePort', `"${body.departurePort}" is not a known port`);
      if (!knownCodes.has(body.arrivalPort)) errors.add('arrivalPort', `"${body.arrivalPort}" is not a known port`);
      errors.throwIfAny('The search request is not valid.');

      const nowLocal = localDateTime(clock.now(), deps.timeZone);
      const found = await queryRows<FoundVoyage>(
        db,
        sql`select s.id as "sailingId", s.ship_code as "shipCode", s.fare_table_code as "fareTableCode",
                   d.seq as "fromSeq", d.departure_at as "departureAt", a.seq as "toSeq", a.arrival_at as "arrivalAt",
                   d.port_code as "departurePort", ${body.arrivalPort}::text as "arrivalPort",
                   ${inventoryVersionOf(sql`s.id`)} as "inventoryVersion"
            from sailing_calls d
            join sailings s on s.id = d.sailing_id
            join lateral (select a.seq, a.arrival_at, a.skipped_at from sailing_calls a
                          where a.sailing_id = d.sailing_id and a.seq > d.seq and a.port_code = ${body.arrivalPort}
                          order by a.seq limit 1) a on true
            where d.port_code = ${body.departurePort}
              and ${voyageOnSale({ sailing: 's', from: 'd', to: 'a' })}
              and d.departure_at >= ${from}::timestamp
              and d.departure_at < (${to}::date + 1)::timestamp
              and d.departure_at > ${nowLocal}::timestamp
            order by d.departure_at, s.id`,
        'search_voyages',
      );
      return priceAndOpen(
        agency,
        'voyage-only',
        currency,
        body.guests.map((g) => g.type),
        (body.vehicles ?? []).map((v) => v.type),
        found,
      );
    },

    async searchPackages(
      agency: AgencyContext,
      body: PackageSearchBody,
    ): Promise<SearchResponse & { expiresAt: Date }> {
      const errors = new FieldErrorCollector();
      const { from, to, currency } = checkCommon(errors, body, agency);
      const [pkg] = await queryRows<{ code: string; name: string }>(
        db,
        sql`select code, name from packages where code = ${body.packageCode}`,
      );
      if (!pkg)
        errors.add('packageCode', `"${body.packageCode}" is not a known package (see /api/v2/refdata/packages)`);
      errors.throwIfAny('The search request is not valid.');

      const nowLocal = localDateTime(clock.now(), deps.timeZone);
      const found = await queryRows<FoundVoyage>(
        db,
        sql`select s.id as "sailingId", s.ship_code as "shipCode", s.fare_table_code as "fareTableCode",
                   pd.from_seq as "fromSeq", pd.start_at as "departureAt", pd.to_seq as "toSeq", pd.end_at as "arrivalAt",
                   p.from_port_code as "departurePort", p.to_port_code as "arrivalPort",
                   p.code as "packageCode", p.name as "packageName",
                   ${inventoryVersionOf(sql`s.id`)} as "inventoryVersion"
            from package_departures pd
            join packages p on p.code = pd.package_code
            join sailings s on s.id = pd.sailing_id
            where pd.package_code = ${body.packageCode}
              and ${packageDepartureOnSale}
              and pd.start_at >= ${from}::timestamp
              and pd.start_at < (${to}::date + 1)::timestamp
              and pd.start_at > ${nowLocal}::timestamp
            order by pd.start_at, s.id`,
        'search_packages',
      );
      return priceAndOpen(
        agency,
        'package',
        currency,
        body.guests.map((g) => g.type),
        [],
        found,
        body.packageCode,
      );
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
