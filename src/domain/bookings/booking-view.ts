/**
 * The held booking as the API shows it (section 2.3), rebuilt from the booking's rows and the catalogue
 * after every change and stored on the booking, so that reads are one row.
 */
import { inSequence, type DbOrTx } from '../../platform/db/client.js';
import {
  bookingDocumentRows,
  storeBookingDocument,
  type DocumentBookingRow,
  type DocumentItemRow,
  type DocumentRows,
} from './repository-document.js';
import {
  priceBooking,
  toApiBreakdown,
  type GuestType,
  type ItemPricing,
  type PriceBreakdown,
  type VehicleType,
} from '../pricing/price.js';
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

/** Rebuilds, prices and stores the booking's document; returns it. Catalogue reads go through `catalog` (cached). */
export async function refreshBookingDocument(
  db: DbOrTx,
  bookingId: string,
  catalog: CatalogReads = uncachedCatalogReads,
): Promise<HeldBookingDocument> {
  const booking = await bookingDocumentRows(db, bookingId);
  const { cabins, vehicles, items } = booking;
  const calls = await catalog.callsOf(db, booking.sailing_id, booking.from_seq, booking.to_seq);
  const first = calls[0]!;
  const last = calls[calls.length - 1]!;
  const departureDate = apiDateTime(first.departureAt!);
  const arrivalDate = apiDateTime(last.arrivalAt!);

  const byKind = (kind: DocumentItemRow['kind']) => items.filter((i) => i.kind === kind);
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
  const pricedItems = (
    kind: DocumentItemRow['kind'],
    prices: Map<string, Partial<Record<GuestType, number>>>,
  ): ItemPricing[] =>
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
  await storeBookingDocument(db, bookingId, stored, minor.totalPrice);
  return stored;
}

/** The held booking's document from its rows, its voyage and its price (pure). */
function heldDocument(
  booking: DocumentRows,
  voyage: {
    calls: VoyageCall[];
    departureDate: string;
    arrivalDate: string;
    notification: HeldBookingDocument['embarkationNotification'];
    guests: DocumentBookingRow['guests'];
    minor: ReturnType<typeof priceBooking>;
  },
): HeldBookingDocument {
  const { calls, departureDate, arrivalDate, notification, guests, minor } = voyage;
  const { cabins, vehicles, items } = booking;
  const currency = booking.currency;
  const first = calls[0]!;
  const last = calls[calls.length - 1]!;
  const byKind = (kind: DocumentItemRow['kind']) => items.filter((i) => i.kind === kind);
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

function confirmedDocument(booking: DocumentBookingRow, held: HeldBookingDocument): HeldBookingDocument {
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
