/**
 * The catalogue file: one JSON document holding everything the operator sells (ports, ships with their
 * decks, grades and cabins, route templates, seasonal fare tables, sailings, addons, excursions,
 * supplemental tours, packages and embarkation notifications). docs/catalog-format.md describes every
 * field. The shape is checked here; references and business rules are checked by validate.ts.
 *
 * All money is integer minor units (øre, cents). Times are operator-local wall-clock times.
 */
import { Type, type Static } from '@sinclair/typebox';
import { countryCode, currencyCode } from '../../platform/http/code-formats.js';

export const CATALOG_FORMAT_VERSION = 1;

export const GUEST_TYPES = ['ADULT', 'CHILD', 'INFANT', 'SENIOR'] as const;
export const VEHICLE_TYPES = ['CAR', 'MOTORCYCLE'] as const;
export const CABIN_TYPES = ['Inside', 'Outside', 'Suite'] as const;

export type GuestType = (typeof GUEST_TYPES)[number];
export type VehicleType = (typeof VEHICLE_TYPES)[number];

const Code = Type.String({
  pattern: '^[A-Z0-9]+([_-][A-Z0-9]+)*$',
  maxLength: 40,
  description: 'Upper-case code',
  'x-format-description': 'upper-case letters and digits, in parts joined by _ or -, such as O2 or SEA_VIEW',
});
const Text = Type.String({ minLength: 1, maxLength: 2000 });
const Currency = currencyCode('ISO 4217 code');
const LocalDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'YYYY-MM-DD',
  'x-format-description': 'a date as YYYY-MM-DD, such as 2027-01-10',
});
const LocalTime = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  description: 'HH:MM, 24 h',
  'x-format-description': 'a time as HH:MM on the 24-hour clock, such as 22:30',
});
const Locale = Type.String({
  pattern: '^[a-z]{2}(-[A-Z]{2})?$',
  'x-format-description': 'a two-letter language code, optionally with a region, such as nb or nb-NO',
});
const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  'x-format-description': 'a UUID, such as 0b6e3f9c-5d0e-4a8e-9c41-7f2d5b1e8a23',
});
const Money = Type.Integer({ minimum: 0, description: 'Minor units' });
const Count = Type.Integer({ minimum: 0 });
const GuestTypeSchema = Type.Union(GUEST_TYPES.map((g) => Type.Literal(g)));
const Strict = { additionalProperties: false } as const;

/** A price per guest type and currency (minor units). */
export const GuestPrice = Type.Object({ guestType: GuestTypeSchema, currency: Currency, amount: Money }, Strict);

export const Port = Type.Object(
  {
    code: Code,
    /** Localized names, locale to name; `en` is required. */
    name: Type.Record(Locale, Type.String({ minLength: 1, maxLength: 200 })),
    countryCode: countryCode(),
  },
  Strict,
);

export const Deck = Type.Object({ deck: Type.Integer({ minimum: 0, maximum: 99 }), name: Text }, Strict);

export const Grade = Type.Object(
  {
    code: Code,
    cabinType: Type.Union(CABIN_TYPES.map((c) => Type.Literal(c))),
    description: Text,
    minimumOccupancy: Type.Integer({ minimum: 1, maximum: 9 }),
    maximumOccupancy: Type.Integer({ minimum: 1, maximum: 9 }),
    hasSpecificCabins: Type.Boolean(),
    /** Units for sale per leg; only (and then required) when hasSpecificCabins is false. */
    capacity: Type.Optional(Count),
    singleSupplementPct: Type.Integer({ minimum: 0, maximum: 500 }),
  },
  Strict,
);

/**
 * Cabins of one grade on one deck: either an inclusive numeric range `from`..`to` (each number written
 * in decimal, e.g. 501..530) or an explicit list `numbers` ("512", "5A"), never both.
 */
export const CabinBlock = Type.Object(
  {
    deck: Type.Integer({ minimum: 0, maximum: 99 }),
    grade: Code,
    from: Type.Optional(Type.Integer({ minimum: 1 })),
    to: Type.Optional(Type.Integer({ minimum: 1 })),
    numbers: Type.Optional(
      Type.Array(
        Type.String({
          pattern: '^[A-Za-z0-9-]{1,10}$',
          'x-format-description': '1 to 10 letters, digits or hyphens, such as 4021',
        }),
        { minItems: 1 },
      ),
    ),
  },
  Strict,
);

export const Ship = Type.Object(
  {
    code: Code,
    name: Text,
    yearBuilt: Type.Union([Type.Integer({ minimum: 1800, maximum: 2200 }), Type.Null()]),
    decks: Type.Array(Deck, { minItems: 1 }),
    grades: Type.Array(Grade, { minItems: 1 }),
    cabins: Type.Array(CabinBlock),
  },
  Strict,
);

export const RouteCall = Type.Object(
  {
    port: Code,
    /** Days after the sailing's start date of the arrival (or of the departure at the first call). */
    dayOffset: Type.Integer({ minimum: 0, maximum: 60 }),
    /** null at the first call only. */
    arrival: Type.Union([LocalTime, Type.Null()]),
    /** null at the last call only. */
    departure: Type.Union([LocalTime, Type.Null()]),
    /** Day offset of the departure when it falls on a later day than `dayOffset` (a stop over midnight). */
    departureDayOffset: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
  },
  Strict,
);

export const Route = Type.Object({ code: Code, name: Text, calls: Type.Array(RouteCall) }, Strict);

const Fare = Type.Object(
  {
    /** The fare (a `fares` record) these prices sell: STANDARD when left out. */
    fare: Type.Optional(Code),
    grade: Code,
    guestType: GuestTypeSchema,
    currency: Currency,
    base: Money,
    perLeg: Money,
  },
  Strict,
);
const VehicleFare = Type.Object(
  {
    vehicleType: Type.Union(VEHICLE_TYPES.map((v) => Type.Literal(v))),
    currency: Currency,
    base: Money,
    perLeg: Money,
  },
  Strict,
);

const Percent = Type.Integer({ minimum: 0, maximum: 100 });

/** A cancellation fee tier, from `fromDays` whole days before the local departure date down to the next one. */
const CancellationTier = Type.Union([
  Type.Object({ fromDays: Count, percent: Percent }, Strict),
  Type.Object({ fromDays: Count, fee: Type.Literal('DEPOSIT') }, Strict),
]);

/** Which changes a booking sold under the fare allows, until when, and what one costs. */
const ChangeRules = Type.Object(
  {
    date: Type.Boolean(),
    grade: Type.Boolean(),
    party: Type.Boolean(),
    untilDays: Count,
    freeUntilDays: Type.Union([Count, Type.Null()]),
    fee: Type.Array(Type.Object({ currency: Currency, amount: Money }, Strict)),
  },
  Strict,
);

/**
 * A fare (commerce.md): a price programme with its own rules. Its prices are the fare tables' rows naming it;
 * the rules are domain/pricing/fare-rules.ts's FareRules.
 */
export const SaleFare = Type.Object(
  {
    code: Code,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    depositPercent: Percent,
    depositRefundable: Type.Boolean(),
    cancellation: Type.Array(CancellationTier, { minItems: 1 }),
    changes: ChangeRules,
    closesDaysBeforeDeparture: Type.Optional(Count),
    cabinsPerSailing: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  Strict,
);

/** A season's prices: the fare of a guest for a run of legs is base + perLeg * legs. */
export const FareTable = Type.Object(
  { code: Code, description: Text, fares: Type.Array(Fare), vehicleFares: Type.Array(VehicleFare) },
  Strict,
);

export const Sailing = Type.Object(
  {
    code: Code,
    route: Code,
    ship: Code,
    fareTable: Code,
    startDate: LocalDate,
    vehicleCapacity: Type.Object({ CAR: Count, MOTORCYCLE: Count }, Strict),
  },
  Strict,
);

export const Addon = Type.Object(
  {
    code: Code,
    id: Uuid,
    kind: Type.Union([Type.Literal('ADDON'), Type.Literal('MEAL')]),
    description: Text,
    priceUnit: Type.Union([Type.Literal('PER_GUEST'), Type.Literal('PER_GUEST_PER_NIGHT')]),
    /** Ships it is sold on; null: every ship. */
    shipCodes: Type.Union([Type.Array(Code), Type.Null()]),
    /** Ships on which it is included automatically (and priced). */
    mandatoryShipCodes: Type.Array(Code),
    prices: Type.Array(GuestPrice, { minItems: 1 }),
  },
  Strict,
);

/**
 * When an excursion runs: on every sailing of `route`, leaving the ship at call `startSeq` and
 * rejoining it at call `endSeq` (indexes into the route's calls; the same call for a round trip).
 */
export const ExcursionRun = Type.Object(
  {
    route: Code,
    startSeq: Type.Integer({ minimum: 0 }),
    endSeq: Type.Integer({ minimum: 0 }),
    /** Minutes after the ship's arrival at the start call. */
    startOffsetMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
    durationMinutes: Type.Integer({ minimum: 1, maximum: 2880 }),
    seats: Count,
  },
  Strict,
);

export const Excursion = Type.Object(
  {
    code: Code,
    description: Text,
    startPort: Code,
    endPort: Code,
    prices: Type.Array(GuestPrice, { minItems: 1 }),
    runs: Type.Array(ExcursionRun),
  },
  Strict,
);

const TourStageRoute = Type.Object(
  {
    /** The V1 selectableRouteId; unique across the whole file. */
    id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    departureCode: Code,
    arrivalCode: Code,
    isDefault: Type.Boolean(),
  },
  Strict,
);

export const SupplementalTour = Type.Object(
  {
    code: Code,
    category: Type.Union([Type.Literal('Arrival'), Type.Literal('Departure')]),
    port: Code,
    name: Text,
    description: Text,
    nights: Type.Integer({ minimum: 0, maximum: 60 }),
    prices: Type.Array(GuestPrice, { minItems: 1 }),
    stages: Type.Array(
      Type.Object(
        {
          stageId: Type.Integer({ minimum: 1 }),
          description: Text,
          routes: Type.Array(TourStageRoute, { minItems: 1 }),
        },
        Strict,
      ),
    ),
  },
  Strict,
);

export const PackageItem = Type.Object(
  {
    kind: Type.Union([Type.Literal('ADDON'), Type.Literal('EXCURSION'), Type.Literal('TOUR')]),
    code: Code,
    /** true: priced at 0, the package supplement pays for it. Every item is mandatory either way. */
    includedInFare: Type.Boolean(),
  },
  Strict,
);

export const Package = Type.Object(
  {
    code: Code,
    id: Uuid,
    name: Text,
    description: Text,
    durationDays: Type.Integer({ minimum: 1, maximum: 365 }),
    route: Code,
    fromPort: Code,
    toPort: Code,
    /** Call indexes of fromPort and toPort on the route; default: the first call at fromPort with a departure, then the first later call at toPort. */
    fromSeq: Type.Optional(Type.Integer({ minimum: 0 })),
    toSeq: Type.Optional(Type.Integer({ minimum: 0 })),
    /** ISO weekdays (1 = Monday .. 7 = Sunday) of the package start on which it departs; default every sailing of the route. */
    departureWeekdays: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1 })),
    /** Per-guest supplement on top of the voyage fare. */
    prices: Type.Array(GuestPrice, { minItems: 1 }),
    items: Type.Array(PackageItem),
  },
  Strict,
);

export const EmbarkationNotification = Type.Object(
  {
    port: Code,
    /** First and last departure date (inclusive) the instruction applies to. */
    validFrom: LocalDate,
    validTo: LocalDate,
    messages: Type.Array(Type.Object({ locale: Locale, value: Text }, Strict), { minItems: 1 }),
  },
  Strict,
);

export const CatalogFile = Type.Object(
  {
    formatVersion: Type.Literal(CATALOG_FORMAT_VERSION),
    /** Every price list must cover every guest type in each of these currencies. */
    currencies: Type.Array(Currency, { minItems: 1 }),
    ports: Type.Array(Port),
    ships: Type.Array(Ship),
    routes: Type.Array(Route),
    /** The fares sold; left out, STANDARD alone under lifecycle.md's rules (domain/pricing/fare-rules.ts). */
    fares: Type.Optional(Type.Array(SaleFare)),
    fareTables: Type.Array(FareTable),
    sailings: Type.Array(Sailing),
    addons: Type.Array(Addon),
    excursions: Type.Array(Excursion),
    supplementalTours: Type.Array(SupplementalTour),
    packages: Type.Array(Package),
    embarkationNotifications: Type.Array(EmbarkationNotification),
  },
  Strict,
);

export type CatalogFile = Static<typeof CatalogFile>;
export type CatalogPort = Static<typeof Port>;
export type CatalogShip = Static<typeof Ship>;
export type CatalogDeck = Static<typeof Deck>;
export type CatalogGrade = Static<typeof Grade>;
export type CatalogCabinBlock = Static<typeof CabinBlock>;
export type CatalogRoute = Static<typeof Route>;
export type CatalogRouteCall = Static<typeof RouteCall>;
export type CatalogFareTable = Static<typeof FareTable>;
export type CatalogSaleFare = Static<typeof SaleFare>;
export type CatalogSailing = Static<typeof Sailing>;
export type CatalogAddon = Static<typeof Addon>;
export type CatalogExcursion = Static<typeof Excursion>;
export type CatalogExcursionRun = Static<typeof ExcursionRun>;
export type CatalogSupplementalTour = Static<typeof SupplementalTour>;
export type CatalogPackage = Static<typeof Package>;
export type CatalogPackageItem = Static<typeof PackageItem>;
export type CatalogEmbarkationNotification = Static<typeof EmbarkationNotification>;
export type CatalogGuestPrice = Static<typeof GuestPrice>;
