/**
 * The held booking as the API shows it (section 2.3), rebuilt from the booking's rows and the catalogue
 * after every change and stored on the booking, so that reads are one row.
 */
import { sql, type SQL } from 'drizzle-orm';
import { inSequence, queryRows, type DbOrTx } from '../../platform/db/client.js';
import { agencyCommissionOf, type AgencyRow } from '../auth/agency-reads.js';
import type { bookingCabins, bookingItems, bookings } from '../bookings/schema.js';
import {
  CABIN_GRADES,
  cabinNumberOf,
  type CabinGradeRow,
  type CabinRow as CatalogCabinRow,
} from '../catalog/cabin-sql.js';
import { addonPerNightOf } from '../catalog/extras-reads.js';
import { SAILING_KEYS, type SailingRow } from '../catalog/sailing-keys-sql.js';
import { allocatedCabinOf, bookingVehiclesJson, type BookingVehicle } from '../inventory/booking-allocations-sql.js';
import { sessionGuestsOf } from '../sessions/session-sql.js';
import type { Narrow, TableRow } from '../../platform/db/table-row.js';
import {
  priceBooking,
  toApiBreakdown,
  type GuestType,
  type ItemPricing,
  type PriceBreakdown,
  type VehicleType,
} from '../pricing/price.js';
import type { SessionGuest } from '../sessions/types.js';
import { apiDateTime, nightsBetween } from '../../kernel/time.js';
import { uncachedCatalogReads, type CatalogReads, type VoyageCall } from '../catalog/catalog-reads.js';

export interface TourOverride {
  tourStageId: number;
  departureCode: string;
  arrivalCode: string;
}

export interface ItemDetails {
  includedInFare?: boolean;
  /** Excursions: the departure on this sailing. */
  excursionDepartureId?: string;
  startDate?: string;
  endDate?: string;
  /** Tours */
  tourCategory?: 'Arrival' | 'Departure';
  overrides?: TourOverride[];
}

export interface HeldBookingDocument {
  sessionId: string;
  market: string;
  currency: string;
  departureDate: string;
  arrivalDate: string;
  departurePort: string;
  arrivalPort: string;
  shipCode: string;
  embarkationNotification: { locale: string; value: string }[] | null;
  guests: { id: number; type: GuestType; customerDetails?: Record<string, unknown> | null }[];
  cabins: { id: number; code: string; cabinType: string; cabinNumber: string | null; guests: number[] }[];
  vehicles: { type: VehicleType; guestId: number }[];
  addons: { code: string; guests: number[]; isMandatory: boolean }[];
  excursions: { code: string; startDate: string; endDate: string; isMandatory: boolean; guests: number[] }[];
  supplementalTours: {
    code: string;
    startDate: string;
    endDate: string;
    tourCategory: 'Arrival' | 'Departure';
    isMandatory: boolean;
    guests: number[];
    tourStageSelectableRouteOverrides: TourOverride[];
  }[];
  priceBreakdown: PriceBreakdown;
}

type BookingRow = Narrow<
  Pick<
    TableRow<typeof bookings>,
    | 'id'
    | 'status'
    | 'reference'
    | 'agency_reference'
    | 'customer_details'
    | 'session_id'
    | 'sailing_id'
    | 'from_seq'
    | 'to_seq'
    | 'package_code'
    | 'market'
    | 'currency'
  >,
  {
    status: 'HELD' | 'CONFIRMED' | 'CANCELLED';
    customer_details: ({ guestId: number; isLead?: boolean } & Record<string, unknown>)[] | null;
  }
> &
  Pick<AgencyRow, 'commission_bps'> &
  Pick<SailingRow, 'ship_code' | 'fare_table_code'> & {
    // Computed: the session's context->'guests'.
    guests: SessionGuest[];
  };

type CabinRow = Pick<TableRow<typeof bookingCabins>, 'cabin_no' | 'guest_ids' | 'number_chosen'> &
  Pick<CabinGradeRow, 'code' | 'cabin_type' | 'single_supplement_pct'> & {
    // The allocated cabin's number, named apart from the grade's code; null without an allocated cabin.
    cabin_number: CatalogCabinRow['number'] | null;
  };

type ItemRow = Narrow<
  Pick<TableRow<typeof bookingItems>, 'kind' | 'code' | 'guest_ids' | 'is_mandatory' | 'details'>,
  { kind: 'ADDON' | 'EXCURSION' | 'TOUR'; details: ItemDetails }
> & {
  // Computed: the addon is priced per night (null for what is not an addon).
  per_night: boolean | null;
};

/** Rebuilds, prices and stores the booking's document; returns it. Catalogue reads go through `catalog` (cached). */
export async function refreshBookingDocument(
  db: DbOrTx,
  bookingId: string,
  catalog: CatalogReads = uncachedCatalogReads,
): Promise<HeldBookingDocument> {
  const booking = await readDocumentRows(db, bookingId);
  const { cabins, vehicles, items } = booking;
  const calls = await catalog.callsOf(db, booking.sailing_id, booking.from_seq, booking.to_seq);
  const first = calls[0]!;
  const last = calls[calls.length - 1]!;
  const departureDate = apiDateTime(first.departureAt!);
  const arrivalDate = apiDateTime(last.arrivalAt!);

  const byKind = (kind: ItemRow['kind']) => items.filter((i) => i.kind === kind);
  const currency = booking.currency;
  const [fareTables, vehicleFares, addonPrices, excursionPrices, tourPrices, packagePrices, notification] =
    // In sequence: inside a transaction this is one connection (cache misses query it).
    await inSequence([
      () => catalog.faresOf(db, [booking.fare_table_code], currency),
      () =>
        vehicles.length > 0
          ? catalog.vehicleFaresOf(db, booking.fare_table_code, currency)
          : Promise.resolve({} as Record<string, never>),
      () =>
        catalog.addonPricesOf(
          db,
          byKind('ADDON').map((i) => i.code),
          currency,
        ),
      () =>
        catalog.excursionPricesOf(
          db,
          byKind('EXCURSION').map((i) => i.code),
          currency,
        ),
      () =>
        catalog.tourPricesOf(
          db,
          byKind('TOUR').map((i) => i.code),
          currency,
        ),
      () =>
        booking.package_code
          ? catalog.packagePricesOf(db, [booking.package_code], currency)
          : Promise.resolve(new Map()),
      () => catalog.embarkationNotification(db, first.portCode, departureDate),
    ]);
  const grades = fareTables.get(booking.fare_table_code) ?? new Map();

  const bookedGuestIds = new Set(cabins.flatMap((c) => c.guest_ids));
  const guests = booking.guests.filter((g) => bookedGuestIds.has(g.guestId));
  const pricedItems = (kind: ItemRow['kind'], prices: Map<string, Partial<Record<GuestType, number>>>): ItemPricing[] =>
    byKind(kind).map((i) => ({
      code: i.code,
      guestIds: i.guest_ids,
      prices: prices.get(i.code) ?? {},
      perNight: i.per_night === true,
      includedInFare: i.details.includedInFare === true,
    }));

  const minor = priceBooking({
    currency,
    commissionBps: booking.commission_bps,
    legs: booking.to_seq - booking.from_seq,
    nights: nightsBetween(departureDate, arrivalDate),
    guests: guests.map((g) => ({ guestId: g.guestId, type: g.type })),
    cabins: cabins.map((c) => ({
      code: c.code,
      guestIds: c.guest_ids,
      singleSupplementPct: c.single_supplement_pct,
      fares: grades.get(c.code) ?? {},
      ...(booking.package_code ? { packageSupplement: packagePrices.get(booking.package_code) ?? {} } : {}),
    })),
    vehicles: vehicles.map((v) => {
      const fare = (vehicleFares as Partial<Record<VehicleType, { base: number; perLeg: number }>>)[v.vehicle_type];
      if (!fare) throw new Error(`no ${v.vehicle_type} fare in ${currency}`);
      return { type: v.vehicle_type, guestId: v.guest_id, fare };
    }),
    addons: pricedItems('ADDON', addonPrices),
    excursions: pricedItems('EXCURSION', excursionPrices),
    supplementalTours: pricedItems('TOUR', tourPrices),
  });

  const document = heldDocument(booking, { calls, departureDate, arrivalDate, notification, guests, minor });
  // After confirm the document is the confirmed one: the partner's booking id and reference, and each
  // guest's details (customer_details, which a guest amendment updates before refreshing).
  const stored = booking.status === 'HELD' ? document : confirmedDocument(booking, document);
  await queryRows(
    db,
    bookingDocumentUpdateQuery(bookingId, JSON.stringify(stored), minor.totalPrice),
    'booking_document_update',
  );
  return stored;
}

/** The booking's row and its cabins, vehicles and items, each aggregated as JSON (no date-time among them). */
type DocumentRows = BookingRow & {
  cabins: CabinRow[];
  vehicles: BookingVehicle[];
  items: ItemRow[];
};

/**
 * The statements of a document's refresh, exported for the benchmark's create script (bench/sql-scripts.ts),
 * which runs these texts: the booking with its rows, and the document (JSON text) stored.
 */
export const bookingDocumentQuery = (bookingId: string): SQL =>
  sql`select b.id, b.status, b.reference, b.agency_reference, b.customer_details, b.session_id, b.sailing_id, b.from_seq, b.to_seq, b.package_code, b.market, b.currency,
             ${agencyCommissionOf(sql`b.agency_id`)} as commission_bps, s.ship_code, s.fare_table_code,
             ${sessionGuestsOf(sql`b.session_id`)} as guests,
             (select coalesce(json_agg(x order by x.cabin_no), '[]'::json) from (
                select bc.cabin_no, g.code, g.cabin_type, g.single_supplement_pct, bc.guest_ids, bc.number_chosen,
                       ${cabinNumberOf(allocatedCabinOf(sql`bc.booking_id`, sql`bc.cabin_no`))} as cabin_number
                from booking_cabins bc
                join ${CABIN_GRADES} g on g.id = bc.grade_id
                where bc.booking_id = b.id) x) as cabins,
             ${bookingVehiclesJson(sql`b.id`)} as vehicles,
             (select coalesce(json_agg(x order by x.kind, x.code), '[]'::json) from (
                select i.kind, i.code, i.guest_ids, i.is_mandatory, i.details,
                       case when i.kind = 'ADDON' then ${addonPerNightOf(sql`i.code`)} end as per_night
                from booking_items i
                where i.booking_id = b.id) x) as items
      from bookings b
      join ${SAILING_KEYS} s on s.id = b.sailing_id
      where b.id = ${bookingId}`;

export const bookingDocumentUpdateQuery = (bookingId: string, document: string, totalMinor: number): SQL =>
  sql`update bookings set document = ${document}::jsonb, total_minor = ${totalMinor}
      where id = ${bookingId}`;

async function readDocumentRows(db: DbOrTx, bookingId: string): Promise<DocumentRows> {
  // One round trip for the booking and its rows (cabins, vehicles, items as JSON arrays); the catalogue
  // reads below come from memory.
  const [booking] = await queryRows<DocumentRows>(db, bookingDocumentQuery(bookingId), 'booking_document_read');
  if (!booking) throw new Error(`booking ${bookingId} does not exist`);
  return booking;
}

/** The held booking's document from its rows, its voyage and its price (pure). */
function heldDocument(
  booking: DocumentRows,
  voyage: {
    calls: VoyageCall[];
    departureDate: string;
    arrivalDate: string;
    notification: HeldBookingDocument['embarkationNotification'];
    guests: BookingRow['guests'];
    minor: ReturnType<typeof priceBooking>;
  },
): HeldBookingDocument {
  const { calls, departureDate, arrivalDate, notification, guests, minor } = voyage;
  const { cabins, vehicles, items } = booking;
  const currency = booking.currency;
  const first = calls[0]!;
  const last = calls[calls.length - 1]!;
  const byKind = (kind: ItemRow['kind']) => items.filter((i) => i.kind === kind);
  return {
    sessionId: booking.session_id,
    market: booking.market,
    currency,
    departureDate,
    arrivalDate,
    departurePort: first.portCode,
    arrivalPort: last.portCode,
    shipCode: booking.ship_code,
    embarkationNotification: notification,
    guests: guests.map((g) => ({ id: g.guestId, type: g.type })),
    cabins: cabins.map((c) => ({
      id: c.cabin_no,
      code: c.code,
      cabinType: c.cabin_type,
      cabinNumber: c.number_chosen ? c.cabin_number : null,
      guests: c.guest_ids,
    })),
    vehicles: vehicles.map((v) => ({ type: v.vehicle_type, guestId: v.guest_id })),
    addons: byKind('ADDON').map((i) => ({ code: i.code, guests: i.guest_ids, isMandatory: i.is_mandatory })),
    excursions: byKind('EXCURSION').map((i) => ({
      code: i.code,
      startDate: i.details.startDate ?? departureDate,
      endDate: i.details.endDate ?? departureDate,
      isMandatory: i.is_mandatory,
      guests: i.guest_ids,
    })),
    supplementalTours: byKind('TOUR').map((i) => ({
      code: i.code,
      startDate: i.details.startDate ?? departureDate,
      endDate: i.details.endDate ?? departureDate,
      tourCategory: i.details.tourCategory ?? 'Arrival',
      isMandatory: i.is_mandatory,
      guests: i.guest_ids,
      tourStageSelectableRouteOverrides: i.details.overrides ?? [],
    })),
    priceBreakdown: toApiBreakdown(minor, currency),
  };
}

function confirmedDocument(booking: BookingRow, held: HeldBookingDocument): HeldBookingDocument {
  const details = new Map(
    (booking.customer_details ?? []).map((g) => [g.guestId, { ...g, isLead: g.isLead === true }]),
  );
  return {
    bookingId: booking.reference,
    status: 'CONFIRMED',
    ...(booking.agency_reference ? { agencyReference: booking.agency_reference } : {}),
    ...held,
    // An erased booking (personal-data/) has no customer_details: its guests stay their id and type.
    guests: held.guests.map((g) => ({ ...g, customerDetails: details.get(g.id) ?? null })),
  } as HeldBookingDocument;
}
