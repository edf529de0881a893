/**
 * The one schema of Berth, for PGlite and PostgreSQL alike.
 *
 * Conventions:
 * - Money is integer minor units (øre, cents) in `*_amount` / `*_minor` columns, with the currency beside it.
 * - Catalogue date-times are operator-local wall-clock times (`timestamp without time zone`), as the
 *   specification's date-times carry no zone. Bookkeeping instants (expiry, creation) are `timestamptz`.
 * - A sailing calls at ports in order (`sailing_calls.seq` 0..n). Leg i runs from call i to call i+1.
 *   A booking covers the legs [fromSeq, toSeq), stored as an `int4range` so that overlap is a range test.
 * - Inventory is rows, not counters. A hold row carries the session that holds it; a live row is one whose
 *   session is still live, or whose `session_id` is null (confirmed, permanent). The exclusion constraint
 *   on `cabin_allocations` (migration 0001) makes "one cabin, one booking per leg" a database rule.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL int4range, written and read as its text form `[from,to)`. */
export const int4range = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4range',
});

export type LocalizedText = Record<string, string>;
export type LocalizedEntry = { locale: string; value: string };

// ---------------------------------------------------------------------------------------------------------
// Agencies and credentials
// ---------------------------------------------------------------------------------------------------------

export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    market: text('market').notNull(),
    currencies: text('currencies').array().notNull(),
    /** Commission in basis points of the total (1000 = 10 %), contained in the total, never added to it. */
    commissionBps: integer('commission_bps').notNull().default(0),
    clientId: text('client_id').notNull().unique(),
    /** scrypt hash, `scrypt$N$r$p$salt$hash` (base64url). */
    clientSecretHash: text('client_secret_hash').notNull(),
    isSandbox: boolean('is_sandbox').notNull().default(false),
    /**
     * The operator's override of HOLD_QUOTA_PER_SAILING for this agency (cabins and counted units its live
     * held bookings may hold on one sailing); null follows the configured default. Set by `npm run agency`.
     */
    holdQuotaPerSailing: integer('hold_quota_per_sailing'),
    /**
     * Access tokens carry the generation they were issued in (`gen` claim); rotating the secret or suspending
     * the agency starts a new one, and authentication refuses tokens of an earlier generation.
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
    /** Set while the agency is suspended: no token is issued and none is accepted. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * When the current client secret was issued; null while the agency has none it knows (an agency approved
     * in the portal creates its first secret there: until then its stored hash is of a value nobody was shown).
     */
    secretIssuedAt: timestamp('secret_issued_at', { withTimezone: true }),
    /** The last token issued with the client secret (written by the token endpoint). */
    secretLastUsedAt: timestamp('secret_last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('agencies_hold_quota_ck', sql`${t.holdQuotaPerSailing} is null or ${t.holdQuotaPerSailing} >= 1`)],
);

export const agencyUserKeys = pgTable(
  'agency_user_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** scrypt hash of the key; the key itself is shown once, at issue. */
    keyHash: text('key_hash').notNull(),
    /** Last four characters, so support can tell keys apart in a listing. */
    keyHint: text('key_hint').notNull(),
    isLegacy: boolean('is_legacy').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last API call made with the key, as the request log's flush writes it (request-log/recorder.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('agency_user_keys_agency_idx').on(t.agencyId)],
);

// ---------------------------------------------------------------------------------------------------------
// Support portal (src/portal): its users, access requests, sessions; the agencies' API request log
// ---------------------------------------------------------------------------------------------------------

/** A person who signs in to the portal: the operator's staff, or staff of one agency. */
export const portalUsers = pgTable(
  'portal_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased at write (portal/users.ts), so the unique index is case-insensitive. */
    email: text('email').notNull(),
    /** scrypt, as agency secrets (auth/secrets.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'AGENCY' | 'OPERATOR'>().notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  },
  (t) => [
    unique('portal_users_email_uq').on(t.email),
    check('portal_users_email_lower_ck', sql`${t.email} = lower(${t.email})`),
    check('portal_users_role_ck', sql`${t.role} in ('AGENCY', 'OPERATOR')`),
    // An agency user belongs to exactly one agency; an operator to none.
    check('portal_users_agency_ck', sql`(${t.role} = 'AGENCY') = (${t.agencyId} is not null)`),
  ],
);

/** The public sign-up form's requests, waiting for an operator (portal/access-requests.ts). */
export const portalAccessRequests = pgTable(
  'portal_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyName: text('agency_name').notNull(),
    market: text('market').notNull(),
    currencies: text('currencies').array().notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    /** The password chosen on the form, hashed at once; it becomes the portal user's on approval. */
    passwordHash: text('password_hash').notNull(),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => portalUsers.id, { onDelete: 'set null' }),
    /** The agency created by the approval. */
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('portal_access_requests_status_ck', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('portal_access_requests_decided_ck', sql`(${t.status} = 'PENDING') = (${t.decidedAt} is null)`),
    // One open request per e-mail address.
    uniqueIndex('portal_access_requests_pending_email_uq')
      .on(t.email)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** Portal sign-in sessions (@fastify/session's store, portal/session-store.ts): shared by every instance. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: text('id').primaryKey(),
    data: jsonb('data').notNull(),
    userId: uuid('user_id').references(() => portalUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('portal_sessions_expires_idx').on(t.expiresAt), index('portal_sessions_user_idx').on(t.userId)],
);

/**
 * The agencies' recent API calls (request-log/): written in batches off the request path, trimmed to the
 * newest 1,000 per agency.
 */
export const apiRequestLog = pgTable(
  'api_request_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    /** The path without the query string (which may carry the user key). */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    errorCode: text('error_code'),
    correlationId: text('correlation_id').notNull(),
  },
  (t) => [index('api_request_log_agency_idx').on(t.agencyId, t.id)],
);

// ---------------------------------------------------------------------------------------------------------
// Catalogue: ports, ships, grades, cabins
// ---------------------------------------------------------------------------------------------------------

export const ports = pgTable('ports', {
  code: text('code').primaryKey(),
  /** Localized names, locale to name: { "en": "Bergen", "nb": "Bergen", "de": "Bergen" }. */
  name: jsonb('name').$type<LocalizedText>().notNull(),
  countryCode: text('country_code').notNull(),
});

export const ships = pgTable('ships', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  yearBuilt: integer('year_built'),
});

export const decks = pgTable(
  'decks',
  {
    shipCode: text('ship_code')
      .notNull()
      .references(() => ships.code),
    deck: integer('deck').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shipCode, t.deck] })],
);

export const cabinGrades = pgTable(
  'cabin_grades',
  {
    id: serial('id').primaryKey(),
    shipCode: text('ship_code')
      .notNull()
      .references(() => ships.code),
    code: text('code').notNull(),
    cabinType: text('cabin_type').notNull(),
    description: text('description').notNull(),
    minimumOccupancy: integer('minimum_occupancy').notNull(),
    maximumOccupancy: integer('maximum_occupancy').notNull(),
    /** false: sold as a count (`capacity`), never by cabin number (for example couchettes or a guarantee grade). */
    hasSpecificCabins: boolean('has_specific_cabins').notNull(),
    /** Units for sale per leg when the grade has no specific cabins; null otherwise (the cabins count). */
    capacity: integer('capacity'),
    /** Surcharge on the fare of a guest alone in a cabin, in percent. */
    singleSupplementPct: integer('single_supplement_pct').notNull().default(0),
  },
  (t) => [
    unique('cabin_grades_ship_code_uq').on(t.shipCode, t.code),
    check('cabin_grades_type_ck', sql`${t.cabinType} in ('Inside', 'Outside', 'Suite')`),
    check(
      'cabin_grades_occupancy_ck',
      sql`${t.minimumOccupancy} >= 1 and ${t.maximumOccupancy} >= ${t.minimumOccupancy}`,
    ),
    check(
      'cabin_grades_capacity_ck',
      sql`(${t.hasSpecificCabins} and ${t.capacity} is null) or (not ${t.hasSpecificCabins} and ${t.capacity} >= 0)`,
    ),
  ],
);

export const cabins = pgTable(
  'cabins',
  {
    id: serial('id').primaryKey(),
    shipCode: text('ship_code')
      .notNull()
      .references(() => ships.code),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => cabinGrades.id),
    deck: integer('deck').notNull(),
    number: text('number').notNull(),
  },
  (t) => [unique('cabins_ship_number_uq').on(t.shipCode, t.number), index('cabins_grade_idx').on(t.gradeId)],
);

// ---------------------------------------------------------------------------------------------------------
// Routes, sailings, fares
// ---------------------------------------------------------------------------------------------------------

export const routes = pgTable('routes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** A named set of fares (a season); each sailing is priced by one fare table. */
export const fareTables = pgTable('fare_tables', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const sailings = pgTable(
  'sailings',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    routeCode: text('route_code')
      .notNull()
      .references(() => routes.code),
    shipCode: text('ship_code')
      .notNull()
      .references(() => ships.code),
    fareTableCode: text('fare_table_code')
      .notNull()
      .references(() => fareTables.code),
    departureAt: timestamp('departure_at', { mode: 'string' }).notNull(),
    arrivalAt: timestamp('arrival_at', { mode: 'string' }).notNull(),
    /** Set when the operator cancels the sailing (disruptions/): it is no longer sold at all. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('sailings_departure_idx').on(t.departureAt)],
);

export const sailingCalls = pgTable(
  'sailing_calls',
  {
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    portCode: text('port_code')
      .notNull()
      .references(() => ports.code),
    /** null at the first call */
    arrivalAt: timestamp('arrival_at', { mode: 'string' }),
    /** null at the last call */
    departureAt: timestamp('departure_at', { mode: 'string' }),
    /**
     * Set when the operator records the call as skipped (disruptions/): no journey embarking or disembarking
     * here is sold any more; journeys passing through still are (the ship sails on without stopping).
     */
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sailingId, t.seq] }),
    index('sailing_calls_port_departure_idx').on(t.portCode, t.departureAt),
  ],
);

export const sailingVehicleCapacity = pgTable(
  'sailing_vehicle_capacity',
  {
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id, { onDelete: 'cascade' }),
    vehicleType: text('vehicle_type').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sailingId, t.vehicleType] }),
    check('sailing_vehicle_capacity_type_ck', sql`${t.vehicleType} in ('CAR', 'MOTORCYCLE')`),
    check('sailing_vehicle_capacity_ck', sql`${t.capacity} >= 0`),
  ],
);

/**
 * Availability versions (inventory/availability-cache.ts). Search reuses the availability it computed for a
 * voyage while nothing that decides it has changed, so the database counts every such change:
 * - `sailing_inventory_versions`: bumped for a sailing by every insert, update and delete of its cabin, capacity
 *   and vehicle allocations, and when a session holding any of them is cut short (end, sandbox expiry);
 * - `catalogue_inventory_version` (one row): bumped by any change to cabins, grades or vehicle capacities.
 * The bumps are triggers of migration 0012, deferred to commit, so every code path (and raw SQL) is counted
 * and the row lock of a sailing's version is held only from the commit's start to its end.
 */
export const sailingInventoryVersions = pgTable('sailing_inventory_versions', {
  // No foreign key: the bump runs at commit, after the transaction may have deleted the sailing itself.
  sailingId: integer('sailing_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const catalogueInventoryVersion = pgTable(
  'catalogue_inventory_version',
  {
    /** Always true: the table has one row. */
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalogue_inventory_version_one_ck', sql`${t.one}`)],
);

/**
 * Fare of one guest in one cabin grade for a run of legs: base + perLeg * legs (minor units).
 * Grade codes are shared across ships; a sailing's ship decides which grades exist.
 */
export const fares = pgTable(
  'fares',
  {
    fareTableCode: text('fare_table_code')
      .notNull()
      .references(() => fareTables.code, { onDelete: 'cascade' }),
    gradeCode: text('grade_code').notNull(),
    guestType: text('guest_type').notNull(),
    currency: text('currency').notNull(),
    baseAmount: integer('base_amount').notNull(),
    perLegAmount: integer('per_leg_amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fareTableCode, t.gradeCode, t.guestType, t.currency] }),
    check('fares_guest_type_ck', sql`${t.guestType} in ('ADULT', 'CHILD', 'INFANT', 'SENIOR')`),
    check('fares_amount_ck', sql`${t.baseAmount} >= 0 and ${t.perLegAmount} >= 0`),
  ],
);

export const vehicleFares = pgTable(
  'vehicle_fares',
  {
    fareTableCode: text('fare_table_code')
      .notNull()
      .references(() => fareTables.code, { onDelete: 'cascade' }),
    vehicleType: text('vehicle_type').notNull(),
    currency: text('currency').notNull(),
    baseAmount: integer('base_amount').notNull(),
    perLegAmount: integer('per_leg_amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fareTableCode, t.vehicleType, t.currency] })],
);

// ---------------------------------------------------------------------------------------------------------
// Addons, excursions, supplemental tours, packages, embarkation notifications
// ---------------------------------------------------------------------------------------------------------

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

export const addonPrices = pgTable(
  'addon_prices',
  {
    addonCode: text('addon_code')
      .notNull()
      .references(() => addons.code, { onDelete: 'cascade' }),
    guestType: text('guest_type').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.addonCode, t.guestType, t.currency] })],
);

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

export const excursionPrices = pgTable(
  'excursion_prices',
  {
    excursionCode: text('excursion_code')
      .notNull()
      .references(() => excursions.code, { onDelete: 'cascade' }),
    guestType: text('guest_type').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.excursionCode, t.guestType, t.currency] })],
);

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

export const supplementalTourPrices = pgTable(
  'supplemental_tour_prices',
  {
    tourCode: text('tour_code')
      .notNull()
      .references(() => supplementalTours.code, { onDelete: 'cascade' }),
    guestType: text('guest_type').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourCode, t.guestType, t.currency] })],
);

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
export const packagePrices = pgTable(
  'package_prices',
  {
    packageCode: text('package_code')
      .notNull()
      .references(() => packages.code, { onDelete: 'cascade' }),
    guestType: text('guest_type').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageCode, t.guestType, t.currency] })],
);

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

// ---------------------------------------------------------------------------------------------------------
// V2: sessions, bookings, inventory
// ---------------------------------------------------------------------------------------------------------

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    bookingType: text('booking_type').notNull(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    /** The search: guests with ids, vehicles, the voyages offered (see sessions/ types). */
    context: jsonb('context').notNull(),
    /** Recorded lists: cabin numbers per grade, applicable addons, excursions, tours. */
    recorded: jsonb('recorded')
      .notNull()
      .default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set at confirm: the session is over for good. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('sessions_booking_type_ck', sql`${t.bookingType} in ('voyage-only', 'package')`)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    /** The unique constraint is the "one held booking per session" rule. */
    sessionId: uuid('session_id')
      .notNull()
      .unique('bookings_session_uq')
      .references(() => sessions.id),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The partner-facing booking id, set at confirm. */
    reference: text('reference').unique(),
    status: text('status').notNull(),
    bookingType: text('booking_type').notNull(),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    fromSeq: integer('from_seq').notNull(),
    toSeq: integer('to_seq').notNull(),
    packageCode: text('package_code').references(() => packages.code),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    /** The held booking as the API shows it (section 2.3), kept current by every change. */
    document: jsonb('document').notNull(),
    customerDetails: jsonb('customer_details'),
    agencyReference: text('agency_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** 0 while held; 1 at confirm, +1 on every change after it (the ETag). */
    version: integer('version').notNull().default(0),
    /** The departure instant (the local departure date-time in the operator's zone), set at confirm. */
    departureAt: timestamp('departure_at', { withTimezone: true }),
    /** document.priceBreakdown.totalPrice in minor units, kept in step by refreshBookingDocument. */
    totalMinor: integer('total_minor'),
    /** Sum of the booking's payments, kept in step by the payment that adds to it. */
    paidMinor: integer('paid_minor').notNull().default(0),
    /** The payment schedule fixed at confirm (lifecycle/payment.ts): deposit and balance due instants. */
    depositDueAt: timestamp('deposit_due_at', { withTimezone: true }),
    balanceDueAt: timestamp('balance_due_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    cancellationFeeMinor: integer('cancellation_fee_minor'),
    cancellationRefundMinor: integer('cancellation_refund_minor'),
    cancellationDueMinor: integer('cancellation_due_minor'),
    /**
     * Set when the guests' personal data was erased (personal-data/): on request, or by the retention job.
     * customer_details is then null and the document's guests keep only their id and type.
     */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  },
  (t) => [
    check('bookings_status_ck', sql`${t.status} in ('HELD', 'CONFIRMED', 'CANCELLED')`),
    // A held booking has no version; a confirmed or cancelled one has everything confirm stored.
    check(
      'bookings_confirmed_ck',
      sql`(${t.status} = 'HELD' and ${t.version} = 0) or (${t.status} <> 'HELD' and ${t.version} >= 1
          and ${t.reference} is not null and ${t.confirmedAt} is not null and ${t.departureAt} is not null
          and ${t.totalMinor} is not null and ${t.depositDueAt} is not null and ${t.balanceDueAt} is not null)`,
    ),
    check('bookings_paid_ck', sql`${t.paidMinor} >= 0 and (${t.totalMinor} is null or ${t.totalMinor} >= 0)`),
    // Cancelled exactly when the cancellation is stored, and its amounts add up with what was paid.
    check(
      'bookings_cancellation_ck',
      sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)
          and (${t.cancelledAt} is null or (
            ${t.cancellationReason} in ('AGENCY_REQUEST', 'PAYMENT_OVERDUE', 'SAILING_CANCELLED')
            and ${t.cancellationFeeMinor} >= 0
            and ${t.cancellationRefundMinor} = greatest(0, ${t.paidMinor} - ${t.cancellationFeeMinor})
            and ${t.cancellationDueMinor} = greatest(0, ${t.cancellationFeeMinor} - ${t.paidMinor})))`,
    ),
    index('bookings_agency_idx').on(t.agencyId),
    // The overdue job's candidates: confirmed bookings not paid in full, by deposit instant (created by
    // migration 0008 with the payment invariants; declared here so that drizzle-kit keeps it).
    index('bookings_payment_due_idx')
      .on(t.depositDueAt)
      .where(sql`${t.status} = 'CONFIRMED' and ${t.paidMinor} < ${t.totalMinor}`),
    // The held-inventory quota counts an agency's held bookings on one sailing (bookings/hold-quota.ts).
    index('bookings_held_agency_sailing_idx')
      .on(t.agencyId, t.sailingId)
      .where(sql`${t.status} = 'HELD'`),
    // The agency's booking list, newest confirm first (keyset pagination on confirmed_at, id).
    index('bookings_agency_confirmed_idx').on(t.agencyId, t.confirmedAt, t.id),
    // The list's agencyReference filter.
    index('bookings_agency_reference_idx').on(t.agencyId, t.agencyReference),
    // An erased booking keeps no guest details.
    check('bookings_personal_data_erased_ck', sql`${t.personalDataErasedAt} is null or ${t.customerDetails} is null`),
    // The retention job's candidates (personal-data/retention.ts): not yet erased, by departure or cancellation.
    index('bookings_retention_departure_idx')
      .on(t.departureAt)
      .where(sql`${t.personalDataErasedAt} is null and ${t.status} = 'CONFIRMED'`),
    index('bookings_retention_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`${t.personalDataErasedAt} is null and ${t.status} = 'CANCELLED'`),
  ],
);

/** The cabins of a booking: cabins[].id is cabinNo (1..n). */
export const bookingCabins = pgTable(
  'booking_cabins',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    cabinNo: integer('cabin_no').notNull(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => cabinGrades.id),
    guestIds: integer('guest_ids').array().notNull(),
    /** true once the partner chose the number; until then the allocated cabin is a guarantee cabin. */
    numberChosen: boolean('number_chosen').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.cabinNo] })],
);

/**
 * A physical cabin held or sold for a run of legs. migration 0001 adds
 * EXCLUDE USING gist (sailing_id WITH =, cabin_id WITH =, legs WITH &&).
 * Rows of an expired session are purged before any allocation on the same sailing.
 */
export const cabinAllocations = pgTable(
  'cabin_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    cabinNo: integer('cabin_no').notNull(),
    /** The holding session; null once confirmed (permanent). */
    sessionId: uuid('session_id').references(() => sessions.id),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    cabinId: integer('cabin_id')
      .notNull()
      .references(() => cabins.id),
    legs: int4range('legs').notNull(),
  },
  (t) => [
    unique('cabin_allocations_booking_cabin_uq').on(t.bookingId, t.cabinNo),
    index('cabin_allocations_sailing_idx').on(t.sailingId),
    index('cabin_allocations_session_idx').on(t.sessionId),
  ],
);

/** Units of a grade without specific cabins, held or sold for a run of legs; counted against capacity. */
export const capacityAllocations = pgTable(
  'capacity_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    cabinNo: integer('cabin_no').notNull(),
    sessionId: uuid('session_id').references(() => sessions.id),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => cabinGrades.id),
    legs: int4range('legs').notNull(),
  },
  (t) => [
    unique('capacity_allocations_booking_cabin_uq').on(t.bookingId, t.cabinNo),
    index('capacity_allocations_sailing_grade_idx').on(t.sailingId, t.gradeId),
    // Holds only: finds a session's holds when it is cut short (the availability version's trigger).
    index('capacity_allocations_session_idx')
      .on(t.sessionId)
      .where(sql`session_id is not null`),
  ],
);

export const vehicleAllocations = pgTable(
  'vehicle_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    vehicleType: text('vehicle_type').notNull(),
    guestId: integer('guest_id').notNull(),
    legs: int4range('legs').notNull(),
  },
  (t) => [
    index('vehicle_allocations_sailing_idx').on(t.sailingId, t.vehicleType),
    index('vehicle_allocations_session_idx')
      .on(t.sessionId)
      .where(sql`session_id is not null`),
  ],
);

export const excursionAllocations = pgTable(
  'excursion_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id),
    excursionDepartureId: uuid('excursion_departure_id')
      .notNull()
      .references(() => excursionDepartures.id),
    guestId: integer('guest_id').notNull(),
  },
  (t) => [
    unique('excursion_allocations_guest_uq').on(t.bookingId, t.excursionDepartureId, t.guestId),
    index('excursion_allocations_departure_idx').on(t.excursionDepartureId),
  ],
);

/** Addons, excursions and tours on a booking; guest_ids for per-guest items, every guest for tours. */
export const bookingItems = pgTable(
  'booking_items',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    guestIds: integer('guest_ids').array().notNull(),
    isMandatory: boolean('is_mandatory').notNull(),
    /** Tour route overrides and the like. */
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind, t.code] }),
    check('booking_items_kind_ck', sql`${t.kind} in ('ADDON', 'EXCURSION', 'TOUR')`),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// After confirm: payments, cancellation quotes, events
// ---------------------------------------------------------------------------------------------------------

/** Remittances the agency recorded against a confirmed booking. */
export const payments = pgTable(
  'payments',
  {
    /** `pay_...` */
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** Recording order (payments of one instant keep the order they were recorded in). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    check('payments_amount_ck', sql`${t.amountMinor} > 0`),
    index('payments_booking_idx').on(t.bookingId, t.receivedAt),
  ],
);

/**
 * The `payment.overdue` notices sent (payments/overdue-job.ts): one per booking and obligation, ever. The
 * primary key is the last guard of "exactly once" should two instances of the job both decide to notify.
 */
export const paymentOverdueNotices = pgTable(
  'payment_overdue_notices',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** DEPOSIT or BALANCE */
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind], name: 'payment_overdue_notices_pk' }),
    check('payment_overdue_notices_kind_ck', sql`${t.kind} in ('DEPOSIT', 'BALANCE')`),
  ],
);

/**
 * A cancellation offer: valid until expires_at, only while it is the booking's newest quote (highest seq)
 * and the booking is still at booking_version (a payment or amendment since changes the amounts).
 */
export const cancellationQuotes = pgTable(
  'cancellation_quotes',
  {
    /** `cq_...` */
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique('cancellation_quotes_seq_uq'),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    bookingVersion: integer('booking_version').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    refundMinor: integer('refund_minor').notNull(),
    dueMinor: integer('due_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('cancellation_quotes_amounts_ck', sql`${t.feeMinor} >= 0 and ${t.refundMinor} >= 0 and ${t.dueMinor} >= 0`),
    index('cancellation_quotes_booking_idx').on(t.bookingId, t.seq),
  ],
);

/**
 * What happened to a booking, written in the transaction of the change (events/events.ts).
 *
 * Feed order: `seq` (taken at insert) is not commit order: a transaction that took seq 10 may commit after
 * one that took 11, and a reader paging past 11 would never see 10. So an event gets its place in the
 * agency's feed (`position`, 1, 2, 3, ... per agency) only once it is committed, from the feed reader,
 * which numbers the committed events still without one under the agency's `event_feed_heads` row lock.
 * See events/events.ts.
 */
export const events = pgTable(
  'events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** `evt_...` */
    id: text('id').notNull().unique('events_id_uq'),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The event's place in its agency's feed; null until a feed read numbers it (after it committed). */
    position: bigint('position', { mode: 'number' }),
  },
  (t) => [
    check(
      'events_type_ck',
      sql`${t.type} in ('booking.confirmed', 'booking.amended', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.overdue', 'booking.personal_data_erased')`,
    ),
    unique('events_feed_position_uq').on(t.agencyId, t.position),
    // The events a feed read has still to number.
    index('events_unnumbered_idx')
      .on(t.agencyId, t.seq)
      .where(sql`${t.position} is null`),
    index('events_booking_idx').on(t.bookingId),
  ],
);

/**
 * Disruptions the operator recorded (disruptions/service.ts): a port call skipped, a call retimed, a sailing
 * cancelled. Date-times are operator-local wall-clock times, as the catalogue's. The partial unique indexes
 * are the last guard of "the same disruption is recorded once" (a second save answers 409).
 */
export const disruptions = pgTable(
  'disruptions',
  {
    /** `dis_...` */
    id: text('id').primaryKey(),
    sailingId: integer('sailing_id')
      .notNull()
      .references(() => sailings.id),
    kind: text('kind').notNull(),
    /** The call (sailing_calls.seq); null for a cancelled sailing. */
    callSeq: integer('call_seq'),
    portCode: text('port_code').references(() => ports.code),
    /** The call's time before (departure, or arrival at the last call); the sailing's departure when cancelled. */
    previousAt: timestamp('previous_at', { mode: 'string' }),
    /** The call's new time (CALL_RETIMED only). */
    newAt: timestamp('new_at', { mode: 'string' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** Who recorded it (the operator's user or the CLI's OS user). */
    recordedBy: text('recorded_by').notNull(),
  },
  (t) => [
    check('disruptions_kind_ck', sql`${t.kind} in ('PORT_SKIPPED', 'CALL_RETIMED', 'SAILING_CANCELLED')`),
    check(
      'disruptions_shape_ck',
      sql`(${t.kind} = 'SAILING_CANCELLED') = (${t.callSeq} is null)
          and (${t.kind} = 'CALL_RETIMED') = (${t.newAt} is not null)
          and (${t.callSeq} is null or ${t.portCode} is not null)`,
    ),
    uniqueIndex('disruptions_cancelled_uq')
      .on(t.sailingId)
      .where(sql`${t.kind} = 'SAILING_CANCELLED'`),
    uniqueIndex('disruptions_skipped_uq')
      .on(t.sailingId, t.callSeq)
      .where(sql`${t.kind} = 'PORT_SKIPPED'`),
    index('disruptions_sailing_idx').on(t.sailingId, t.recordedAt),
  ],
);

/**
 * The `disruptions` entries of a booking's resource (lifecycle.md), one per disruption that affected it.
 * disruption_id is null for one simulated by the sandbox operation (no catalogue change behind it).
 */
export const bookingDisruptions = pgTable(
  'booking_disruptions',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    disruptionId: text('disruption_id').references(() => disruptions.id),
    kind: text('kind').notNull(),
    portCode: text('port_code').notNull(),
    previousAt: timestamp('previous_at', { mode: 'string' }),
    newAt: timestamp('new_at', { mode: 'string' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('booking_disruptions_kind_ck', sql`${t.kind} in ('PORT_SKIPPED', 'CALL_RETIMED', 'SAILING_CANCELLED')`),
    unique('booking_disruptions_uq').on(t.bookingId, t.disruptionId),
    index('booking_disruptions_booking_idx').on(t.bookingId, t.seq),
  ],
);

/**
 * Who exported or erased a booking's personal data, and when (personal-data/): the accountability the GDPR asks
 * of every access by staff. Never the personal data itself.
 */
export const personalDataAudit = pgTable(
  'personal_data_audit',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** EXPORT or ERASURE */
    action: text('action').notNull(),
    /** AGENCY_API (the agency's system), AGENCY_STAFF, OPERATOR_STAFF (portal users), RETENTION (the job). */
    actor: text('actor').notNull(),
    /** The agency whose credentials made an AGENCY_API call. */
    agencyId: uuid('agency_id').references(() => agencies.id),
    portalUserId: uuid('portal_user_id').references(() => portalUsers.id, { onDelete: 'set null' }),
    /** The portal user's e-mail as it was (a staff member's, never a guest's): kept if the user is removed. */
    portalUserEmail: text('portal_user_email'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('personal_data_audit_action_ck', sql`${t.action} in ('EXPORT', 'ERASURE')`),
    check(
      'personal_data_audit_actor_ck',
      sql`${t.actor} in ('AGENCY_API', 'AGENCY_STAFF', 'OPERATOR_STAFF', 'RETENTION')`,
    ),
    index('personal_data_audit_booking_idx').on(t.bookingId, t.seq),
  ],
);

/** The last feed position handed out per agency; its row lock makes feed reads number events one at a time. */
export const eventFeedHeads = pgTable('event_feed_heads', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id),
  lastPosition: bigint('last_position', { mode: 'number' }).notNull().default(0),
});

/**
 * Keys the service makes for itself (the booking-list cursor's HMAC key): created once by whichever instance
 * needs one first, so every instance on the database shares it without a configuration step.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  /** Random bytes, base64. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stored responses of V2 POSTs sent with an Idempotency-Key (kept 24 h). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still being processed. */
    statusCode: integer('status_code'),
    responseHeaders: jsonb('response_headers'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.key] })],
);

// ---------------------------------------------------------------------------------------------------------
// V1: quotes
// ---------------------------------------------------------------------------------------------------------

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    packageCode: text('package_code')
      .notNull()
      .references(() => packages.code),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => packageDepartures.id),
    currency: text('currency').notNull(),
    agentId: text('agent_id'),
    /** Passengers, chosen cabin category, extras and supplemental packages (see quotes/ types). */
    state: jsonb('state').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('quotes_agency_idx').on(t.agencyId)],
);

// ---------------------------------------------------------------------------------------------------------
// Webhooks (lifecycle.md "Events and webhooks"; src/webhooks)
// ---------------------------------------------------------------------------------------------------------

/**
 * An agency's webhook endpoint. Deleting one only sets `deleted_at`: an event's transaction inserts its
 * deliveries against the endpoints it read, and a row removed under it would make the booking change itself
 * fail on the foreign key. The secret is kept encrypted (AES-256-GCM, webhooks/secret-box.ts), not hashed:
 * signing needs it in clear.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    /** `wh_...` */
    id: text('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Start of the current run of failed attempts (null after a success); 72 h of it disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The create's Idempotency-Key and request hash: a repeat answers this endpoint again. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (t) => [
    check(
      'webhook_endpoints_events_ck',
      sql`cardinality(${t.events}) > 0 and ${t.events} <@ array['booking.confirmed', 'booking.amended', 'booking.cancelled', 'booking.disrupted', 'payment.received', 'payment.overdue', 'booking.personal_data_erased']::text[]`,
    ),
    index('webhook_endpoints_agency_idx')
      .on(t.agencyId)
      .where(sql`${t.deletedAt} is null`),
    unique('webhook_endpoints_idempotency_uq').on(t.agencyId, t.idempotencyKey),
  ],
);

/**
 * The outbox: one row per event and subscribed endpoint, inserted in the event's own transaction (appendEvent),
 * so a committed event always has its deliveries. Workers claim rows with a lease (`lease_until`, `lease_token`).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** `whd_...` */
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** The event's id (events.id), or a test event's own id (its body is then in `payload`). */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** Only for events not in the events table (`webhook.test`): the body to send. */
    payload: jsonb('payload'),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: text('lease_token'),
    /** Retried until WEBHOOK_RETRY_HOURS after this, then FAILED. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The W3C `traceparent` of the span that wrote the change (tracing on only; null otherwise): sent with
     * every attempt, so that the partner's trace joins the operator's.
     */
    traceparent: text('traceparent'),
  },
  (t) => [
    check('webhook_deliveries_status_ck', sql`${t.status} in ('PENDING', 'DELIVERED', 'FAILED')`),
    // What a worker looks for: pending rows by due instant.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.status),
  ],
);

/** Every delivery attempt, for the partner's deliveries log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    succeeded: boolean('succeeded').notNull(),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.endpointId, t.seq)],
);
