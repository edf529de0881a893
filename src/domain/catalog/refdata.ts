/**
 * Reference data (the V2 /refdata answers): ships (decks, grades, cabin counts), ports (localized names) and
 * packages (future departure dates and the supplemental packages that can be added to them). Each answer
 * is a few small grouped queries over the catalogue tables.
 */
import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.js';
import { queryRows, type Db } from '../../platform/db/client.js';
// A namespace: the refdata's own `ships`, `decks` and `packages` would shadow the tables' names.
import type * as catalogTables from './schema/catalog.js';
import type * as extrasTables from './schema/extras.js';
import type { Narrow, TableRow } from '../../platform/db/table-row.js';
import { localTimestamp } from './time.js';
import { packageDepartureOnSale } from './sailings.js';

/** A cabin grade as the refdata lists it, with its count of cabins. */
type GradeRow = Narrow<
  Pick<
    TableRow<typeof catalogTables.cabinGrades>,
    | 'ship_code'
    | 'code'
    | 'cabin_type'
    | 'description'
    | 'minimum_occupancy'
    | 'maximum_occupancy'
    | 'has_specific_cabins'
    | 'capacity'
  >,
  { cabin_type: 'Inside' | 'Outside' | 'Suite' }
> & { cabins: number };

/** A supplemental tour a package may add, with the package's code. */
type PackageTourRow = Narrow<
  Pick<TableRow<typeof extrasTables.supplementalTours>, 'code' | 'category' | 'name'>,
  { category: 'Arrival' | 'Departure' }
> & { package_code: TableRow<typeof extrasTables.packages>['code'] };

export const ShipSchema = Type.Object(
  {
    code: Type.String({ description: 'Ship code, as in shipCode of bookings' }),
    name: Type.String(),
    yearBuilt: Type.Union([Type.Integer(), Type.Null()]),
    cabinCount: Type.Integer({ description: 'Cabins with a number on the ship' }),
    decks: Type.Array(Type.Object({ deck: Type.Integer(), name: Type.String(), cabinCount: Type.Integer() })),
    grades: Type.Array(
      Type.Object({
        code: Type.String({ description: 'Cabin grade code' }),
        cabinType: Type.Union([Type.Literal('Inside'), Type.Literal('Outside'), Type.Literal('Suite')]),
        description: Type.String(),
        minimumOccupancy: Type.Integer(),
        maximumOccupancy: Type.Integer(),
        hasSpecificCabins: Type.Boolean({ description: 'false: sold as a guarantee, no cabin number can be chosen' }),
        cabinCount: Type.Integer({
          description: 'Cabins of the grade, or the units for sale per leg when it has no specific cabins',
        }),
      }),
    ),
  },
  { $id: 'Ship' },
);

export const PortSchema = Type.Object(
  {
    code: Type.String(),
    name: Type.Record(Type.String(), Type.String(), { description: 'Localized names, locale to name (en, nb, de)' }),
    countryCode: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  },
  { $id: 'Port' },
);

export const PackageSchema = Type.Object(
  {
    packageCode: Type.String({ description: 'The packageCode of POST /search/packages and the packageId of V1' }),
    name: Type.String(),
    durationDays: Type.Integer(),
    departures: Type.Array(Type.String({ format: 'date' }), { description: 'Dates (YYYY-MM-DD) of future departures' }),
    supplementalPackages: Type.Array(
      Type.Object({
        code: Type.String({ description: 'The packageCode of V1 add supplemental package' }),
        packageType: Type.Union([Type.Literal('arrival'), Type.Literal('departure')]),
        name: Type.String(),
      }),
    ),
  },
  { $id: 'Package' },
);

export type RefdataShip = Static<typeof ShipSchema>;
export type RefdataPort = Static<typeof PortSchema>;
export type RefdataPackage = Static<typeof PackageSchema>;

export interface RefdataReads {
  ships(): Promise<RefdataShip[]>;
  ports(): Promise<RefdataPort[]>;
  packages(): Promise<RefdataPackage[]>;
}

export function createRefdataReads({ db, clock, timeZone }: { db: Db; clock: Clock; timeZone: string }): RefdataReads {
  return {
    async ships() {
      const [ships, decks, grades] = await Promise.all([
        queryRows<Pick<TableRow<typeof catalogTables.ships>, 'code' | 'name' | 'year_built'>>(
          db,
          sql`select code, name, year_built from ships order by code`,
        ),
        queryRows<Pick<TableRow<typeof catalogTables.decks>, 'ship_code' | 'deck' | 'name'> & { cabins: number }>(
          db,
          sql`select d.ship_code, d.deck, d.name, count(c.id)::int as cabins
            from decks d left join cabins c on c.ship_code = d.ship_code and c.deck = d.deck
            group by d.ship_code, d.deck, d.name order by d.ship_code, d.deck`,
        ),
        queryRows<GradeRow>(
          db,
          sql`select g.ship_code, g.code, g.cabin_type, g.description, g.minimum_occupancy, g.maximum_occupancy,
                   g.has_specific_cabins, g.capacity, count(c.id)::int as cabins
            from cabin_grades g left join cabins c on c.grade_id = g.id
            group by g.id order by g.ship_code, g.id`,
        ),
      ]);
      return ships.map((ship) => {
        const shipDecks = decks.filter((d) => d.ship_code === ship.code);
        return {
          code: ship.code,
          name: ship.name,
          yearBuilt: ship.year_built,
          cabinCount: shipDecks.reduce((n, d) => n + d.cabins, 0),
          decks: shipDecks.map((d) => ({ deck: d.deck, name: d.name, cabinCount: d.cabins })),
          grades: grades
            .filter((g) => g.ship_code === ship.code)
            .map((g) => ({
              code: g.code,
              cabinType: g.cabin_type,
              description: g.description,
              minimumOccupancy: g.minimum_occupancy,
              maximumOccupancy: g.maximum_occupancy,
              hasSpecificCabins: g.has_specific_cabins,
              cabinCount: g.has_specific_cabins ? g.cabins : (g.capacity ?? 0),
            })),
        };
      });
    },

    async ports() {
      const rows = await queryRows<Pick<TableRow<typeof catalogTables.ports>, 'code' | 'name' | 'country_code'>>(
        db,
        sql`select code, name, country_code from ports order by code`,
      );
      return rows.map((p) => ({ code: p.code, name: p.name, countryCode: p.country_code }));
    },

    async packages() {
      const now = localTimestamp(clock.now(), timeZone);
      const [packages, departures, tours] = await Promise.all([
        queryRows<
          Pick<TableRow<typeof extrasTables.packages>, 'code' | 'name' | 'duration_days' | 'from_port_code' | 'to_port_code'>
        >(db, sql`select code, name, duration_days, from_port_code, to_port_code from packages order by code`),
        queryRows<Pick<TableRow<typeof extrasTables.packageDepartures>, 'package_code'> & { date: string }>(
          db,
          sql`select distinct pd.package_code, to_char(pd.start_at, 'YYYY-MM-DD') as date
            from package_departures pd where pd.start_at > ${now}::timestamp and ${packageDepartureOnSale}
            order by pd.package_code, date`,
        ),
        queryRows<PackageTourRow>(
          db,
          sql`select p.code as package_code, t.code, t.category, t.name
            from packages p
            join supplemental_tours t
              on (t.category = 'Arrival' and t.port_code = p.from_port_code)
              or (t.category = 'Departure' and t.port_code = p.to_port_code)
            where not exists (select 1 from package_items i
                              where i.package_code = p.code and i.kind = 'TOUR' and i.item_code = t.code)
            order by p.code, t.category, t.code`,
        ),
      ]);
      return packages.map((p) => ({
        packageCode: p.code,
        name: p.name,
        durationDays: p.duration_days,
        departures: departures.filter((d) => d.package_code === p.code).map((d) => d.date),
        supplementalPackages: tours
          .filter((t) => t.package_code === p.code)
          .map((t) => ({
            code: t.code,
            packageType: t.category === 'Arrival' ? ('arrival' as const) : ('departure' as const),
            name: t.name,
          })),
      }));
    },
  };
}
