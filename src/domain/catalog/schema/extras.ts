/**
 * The rest of the catalogue: addons and meal plans, excursions and their departures, supplemental tours, packages
 * and their departures, embarkation notifications. The four per-guest price tables are built by
 * `guestPriceTable` below.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ports, routes } from './catalog.js';
import { type LocalizedEntry } from '../../../platform/db/columns.js';
import { sailings } from './sailings.js';

/** The column naming the priced item: its code, the prices deleted with the item. */
const priceItem = <TColumn extends string>(column: TColumn, references: () => AnyPgColumn) =>
  text(column).notNull().references(references, { onDelete: 'cascade' });

const priceColumns = () => ({
  guestType: text('guest_type').notNull(),
  currency: text('currency').notNull(),
  amount: integer('amount').notNull(),
});

type GuestPriceColumns<TKey extends string, TColumn extends string> = Record<
  TKey,
  ReturnType<typeof priceItem<TColumn>>
> &
  ReturnType<typeof priceColumns>;

/**
 * A catalogue item's price per guest type and currency, in minor units: addons, excursions, supplemental tours
 * and the package supplement (on top of the voyage fare) are priced alike, so one builder makes the four tables
 * and they cannot drift. The primary key (item, guest type, currency) is one price per guest type and currency.
 */
function guestPriceTable<TName extends string, TKey extends string, TColumn extends string>(
  name: TName,
  item: { key: TKey; column: TColumn; references: () => AnyPgColumn },
) {
  // A computed key types as a string index; the cast names the item's column so that `addonPrices.addonCode`,
  // the table's inferred row types and its raw row (`TableRow`, keyed by the SQL name `addon_code`) are as
  // precise as a written-out table's.
  const columns = {
    [item.key]: priceItem(item.column, item.references),
    ...priceColumns(),
  } as GuestPriceColumns<TKey, TColumn>;
  return pgTable(name, columns, (t) => [primaryKey({ columns: [t[item.key], t.guestType, t.currency] })]);
}

export const addons = pgTable(
  'addons',
  {
    code: text('code').primaryKey(),
    /** Stable UUID, the id of the addon in the V1 (quote) API. */
    id: uuid('id').notNull().unique(),
    /** ADDON (Wi-Fi, parking, ...) or MEAL (a meal plan); V1 lists them apart. */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** PER_GUEST: once per guest; PER_GUEST_PER_NIGHT: per guest and night of the voyage. */
    priceUnit: text('price_unit').notNull(),
    /** Ships it is sold on; null: every ship. */
    shipCodes: text('ship_codes').array(),
    /** Ships on which it is mandatory (included automatically and priced). */
    mandatoryShipCodes: text('mandatory_ship_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    check('addons_kind_ck', sql`${t.kind} in ('ADDON', 'MEAL')`),
    check('addons_price_unit_ck', sql`${t.priceUnit} in ('PER_GUEST', 'PER_GUEST_PER_NIGHT')`),
  ],
);

export const addonPrices = guestPriceTable('addon_prices', {
  key: 'addonCode',
  column: 'addon_code',
  references: () => addons.code,
});

export const excursions = pgTable('excursions', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  /** Where the guests leave the ship and where they rejoin it (often the same port). */
  startPortCode: text('start_port_code')
    .notNull()
    .references(() => ports.code),
  endPortCode: text('end_port_code')
    .notNull()
    .references(() => ports.code),
});

export const excursionPrices = guestPriceTable('excursion_prices', {
  key: 'excursionCode',
  column: 'excursion_code',
  references: () => excursions.code,
});

/** One running of an excursion during one sailing's call; its seats are inventory. */
export const excursionDepartures = pgTable(
  'excursion_departures',
  {
    /** The V1 (quote) id of the excursion. */
    id: uuid('id').primaryKey(),
    excursionCode: text('excursion_code')
      .notNull()
      .references(() => excursions.code, { onDelete: 'cascade' }),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id, { onDelete: 'cascade' }),
    /** Call sequence numbers at the start and end ports on this sailing. */
    startSeq: integer('start_seq').notNull(),
    endSeq: integer('end_seq').notNull(),
    startAt: timestamp('start_at', { mode: 'string' }).notNull(),
    endAt: timestamp('end_at', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
  },
  (t) => [
    unique('excursion_departures_uq').on(t.sailingId, t.excursionCode),
    check('excursion_departures_seats_ck', sql`${t.seats} >= 0`),
    check('excursion_departures_seq_ck', sql`${t.endSeq} >= ${t.startSeq}`),
  ],
);

export const supplementalTours = pgTable(
  'supplemental_tours',
  {
    code: text('code').primaryKey(),
    /** Arrival: before the voyage, ends at its departure port. Departure: after it, starts at its arrival port. */
    category: text('category').notNull(),
    portCode: text('port_code')
      .notNull()
      .references(() => ports.code),
    name: text('name').notNull(),
    description: text('description').notNull(),
    nights: integer('nights').notNull(),
  },
  (t) => [check('supplemental_tours_category_ck', sql`${t.category} in ('Arrival', 'Departure')`)],
);

export const supplementalTourPrices = guestPriceTable('supplemental_tour_prices', {
  key: 'tourCode',
  column: 'tour_code',
  references: () => supplementalTours.code,
});

export const tourStages = pgTable(
  'tour_stages',
  {
    tourCode: text('tour_code')
      .notNull()
      .references(() => supplementalTours.code, { onDelete: 'cascade' }),
    stageId: integer('stage_id').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourCode, t.stageId] })],
);

/** A route a guest may choose for one stage of a tour (a flight or train into the port, say). */
export const tourStageRoutes = pgTable(
  'tour_stage_routes',
  {
    /** The V1 selectableRouteId. */
    id: integer('id').primaryKey(),
    tourCode: text('tour_code').notNull(),
    stageId: integer('stage_id').notNull(),
    departureCode: text('departure_code').notNull(),
    arrivalCode: text('arrival_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [unique('tour_stage_routes_uq').on(t.tourCode, t.stageId, t.departureCode, t.arrivalCode)],
);

export const packages = pgTable('packages', {
  code: text('code').primaryKey(),
  /** The V1 package.id. */
  id: uuid('id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  durationDays: integer('duration_days').notNull(),
  routeCode: text('route_code')
    .notNull()
    .references(() => routes.code),
  /** The package covers its sailing from this port to that one (the whole sailing for a round voyage). */
  fromPortCode: text('from_port_code')
    .notNull()
    .references(() => ports.code),
  toPortCode: text('to_port_code')
    .notNull()
    .references(() => ports.code),
});

/** Per-guest package supplement on top of the voyage fare (minor units). */
export const packagePrices = guestPriceTable('package_prices', {
  key: 'packageCode',
  column: 'package_code',
  references: () => packages.code,
});

export const packageDepartures = pgTable(
  'package_departures',
  {
    /** The V1 departure.id. */
    id: uuid('id').primaryKey(),
    packageCode: text('package_code')
      .notNull()
      .references(() => packages.code, { onDelete: 'cascade' }),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id, { onDelete: 'cascade' }),
    fromSeq: integer('from_seq').notNull(),
    toSeq: integer('to_seq').notNull(),
    startAt: timestamp('start_at', { mode: 'string' }).notNull(),
    endAt: timestamp('end_at', { mode: 'string' }).notNull(),
  },
  (t) => [
    unique('package_departures_uq').on(t.packageCode, t.sailingId),
    index('package_departures_start_idx').on(t.packageCode, t.startAt),
  ],
);

/**
 * Items that come with a package. All are mandatory (added at create, never removable).
 * includedInFare: priced at 0 because the package supplement already pays for them (V1 includedAddons/Meals).
 */
export const packageItems = pgTable(
  'package_items',
  {
    packageCode: text('package_code')
      .notNull()
      .references(() => packages.code, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemCode: text('item_code').notNull(),
    includedInFare: boolean('included_in_fare').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageCode, t.kind, t.itemCode] }),
    check('package_items_kind_ck', sql`${t.kind} in ('ADDON', 'EXCURSION', 'TOUR')`),
  ],
);

/** Embarkation instruction at a port for departures on dates within [validFrom, validTo]. */
export const embarkationNotifications = pgTable(
  'embarkation_notifications',
  {
    id: serial('id').primaryKey(),
    portCode: text('port_code')
      .notNull()
      .references(() => ports.code),
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to').notNull(),
    messages: jsonb('messages').$type<LocalizedEntry[]>().notNull(),
  },
  (t) => [index('embarkation_notifications_port_idx').on(t.portCode)],
);
