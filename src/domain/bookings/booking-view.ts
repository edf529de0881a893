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
import { apiDateTime, nightsBetween, wallClockToInstant } from '../../kernel/time.js';
import type { CatalogReads, VoyageCall } from '../catalog/catalog-reads.js';
import { toMajor } from '../pricing/money.js';
import type { Fare } from '../pricing/fare-rules.js';
import { cabinDiscountOf, fareOfBooking, type BookingPromotion } from './sale.js';
import { bookingTerms, type BookingTerms } from './terms.js';

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
  /** The fare sold (commerce.md). */
  fare: { fareCode: string; name: string };
  /** The promotion taken, with the total it takes off; null without one. */
  promotion: { promotionCode: string; name: string; discount: number } | null;
  /** The terms under the fare: held, as they would be for a confirm at the last write; confirmed, as fixed. */
  terms: BookingTerms;
}

/** What the terms of a write are computed at (terms.ts). */
export interface TermsContext {
  now: Date;
  timeZone: string;
  /** A held booking's session expiry after the write: how long its price is guaranteed. */
  sessionExpiresAt?: Date;
}

/** Rebuilds, prices and stores the booking's document; returns it. Catalogue reads go through `catalog` (cached). */
export async function refreshBookingDocument(
  db: DbOrTx,
  bookingId: string,
  catalog: CatalogReads,
  context: TermsContext,
): Promise<HeldBookingDocument> {
  const booking = await bookingDocumentRows(db, bookingId);
  const fare = fareOfBooking(booking.fare);
  const promotion = booking.promotion as BookingPromotion | null;
  const { cabins, vehicles, items } = booking;
  const calls = await catalog.callsOf(db, booking.sailing_id, booking.from_seq, booking.to_seq);
  const first = calls[0]!;
  const last = calls[calls.length - 1]!;
  const departureDate = apiDateTime(first.departureAt!);
  const arrivalDate = apiDateTime(last.arrivalAt!);

  const byKind = (kind: DocumentItemRow['kind']) => items.filter((i) => i.kind === kind);
  const currency = booking.currency;
  const [fareTables, vehicleFares, addonPrices, excursionPrices, tourPrices, packagePrices, notification] =
    await catalogueReadsOf(db, booking, catalog, { fareCode: fare.fareCode, firstPort: first.portCode, departureDate });
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
    ...(promotion ? { discount: cabinDiscountOf(promotion, guests)! } : {}),
    fees: booking.fees,
  });

  const sale = {
    fare: { fareCode: fare.fareCode, name: fare.name },
    promotion: promotion
      ? {
          promotionCode: promotion.promotionCode,
          name: promotion.name,
          discount: toMajor(minor.discountTotal ?? 0, currency),
        }
      : null,
    terms: termsOf(booking, fare, minor.totalPrice, departureDate, context),
  };
  const document = {
    ...heldDocument(booking, { calls, departureDate, arrivalDate, notification, guests, minor }),
    ...sale,
  };
  // After confirm the document is the confirmed one: the partner's booking id and reference, and each
  // guest's details (customer_details, which a guest amendment updates before refreshing).
  const stored = booking.status === 'HELD' ? document : confirmedDocument(booking, document);
  await storeBookingDocument(db, bookingId, stored, minor.totalPrice);
  return stored;
}

/** The catalogue's prices and notice the document needs, read in sequence (one connection inside a transaction). */
function catalogueReadsOf(
  db: DbOrTx,
  booking: DocumentRows,
  catalog: CatalogReads,
  v: { fareCode: string; firstPort: string; departureDate: string },
) {
  const { vehicles, items } = booking;
  const currency = booking.currency;
  const byKind = (kind: DocumentItemRow['kind']) => items.filter((i) => i.kind === kind);
  return inSequence([
    () => catalog.faresOf(db, [booking.fare_table_code], currency, v.fareCode),
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
      booking.package_code ? catalog.packagePricesOf(db, [booking.package_code], currency) : Promise.resolve(new Map()),
    () => catalog.embarkationNotification(db, v.firstPort, v.departureDate),
  ]);
}

/** The terms: a held booking's as of this write, a confirmed one's with the due instants fixed at its confirm. */
function termsOf(
  booking: DocumentBookingRow,
  fare: Fare,
  totalMinor: number,
  departureLocal: string,
  context: TermsContext,
): BookingTerms {
  const departureAt =
    booking.departure_ms !== null
      ? new Date(booking.departure_ms)
      : wallClockToInstant(departureLocal, context.timeZone);
  const confirmed = booking.deposit_due_ms !== null && booking.balance_due_ms !== null;
  return bookingTerms({
    fare,
    currency: booking.currency,
    totalMinor,
    confirmAt: context.now,
    departureAt,
    departureLocal,
    timeZone: context.timeZone,
    ...(confirmed
      ? { due: { depositDueAt: new Date(booking.deposit_due_ms!), balanceDueAt: new Date(booking.balance_due_ms!) } }
      : context.sessionExpiresAt
        ? { priceGuaranteedUntil: context.sessionExpiresAt }
        : {}),
  });
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
): Omit<HeldBookingDocument, 'fare' | 'promotion' | 'terms'> {
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
