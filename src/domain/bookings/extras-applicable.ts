/**
 * What a booking may add, per kind, with each guest's price and whether the item is mandatory: the lists
 * GET .../addons, .../excursions and .../supplementalTours answer, and what a change is checked against.
 */
import type { CatalogReads } from '../catalog/catalog-reads.js';
import type { Clock } from '../../kernel/clock.js';
import { inSequence, type Tx } from '../../platform/db/client.js';
import { excursionWithinVoyage, freeExcursionSeats } from '../inventory/inventory.js';
import { holdSessions } from '../sessions/hold-sessions-sql.js';
import { nightsBetween } from '../../kernel/time.js';
import { chargedNights } from '../pricing/price.js';
import type { BookingInventoryRow } from './repository.js';
import { tourDates } from './create/items.js';
import { guestPrices, stagesOf, type ApplicableTour, type GuestPriceOut } from './extras-rules.js';
import { bookedItems } from './repository.js';
import { excursionDeparturesOn, stageRoutesOf, toursAt } from '../catalog/extras-reads.js';

export interface ApplicableAddon {
  code: string;
  description: string;
  isMandatory: boolean;
  guests: GuestPriceOut[];
}
export interface ApplicableExcursion {
  code: string;
  description: string;
  startDate: string;
  endDate: string;
  port: string;
  isMandatory: boolean;
  seatsAvailable: number;
  guests: GuestPriceOut[];
}

export async function applicableAddons(
  tx: Tx,
  booking: BookingInventoryRow,
  catalog: CatalogReads,
): Promise<ApplicableAddon[]> {
  const doc = booking.document;
  const addons = await catalog.addonsForShip(tx, doc.shipCode);
  const prices = await catalog.addonPricesOf(
    tx,
    addons.map((a) => a.code),
    booking.currency,
  );
  const booked = new Map((await bookedItems(tx, booking.id, 'ADDON')).map((i) => [i.code, i]));
  const nights = chargedNights(nightsBetween(doc.departureDate, doc.arrivalDate));
  return addons.map((a) => {
    const item = booked.get(a.code);
    return {
      code: a.code,
      description: a.description,
      isMandatory: a.mandatoryShipCodes.includes(doc.shipCode) || item?.is_mandatory === true,
      guests: guestPrices(
        doc.guests,
        prices.get(a.code),
        booking.currency,
        a.perNight ? nights : 1,
        item?.details.includedInFare === true,
      ),
    };
  });
}

export async function applicableExcursions(
  tx: Tx,
  booking: BookingInventoryRow,
  catalog: CatalogReads,
  clock: Clock,
): Promise<(ApplicableExcursion & { departureId: string })[]> {
  const rows = await excursionDeparturesOn(tx, booking.sailingId, excursionWithinVoyage(booking));
  const [prices, seats, booked] = await inSequence([
    () =>
      catalog.excursionPricesOf(
        tx,
        rows.map((r) => r.excursion_code),
        booking.currency,
      ),
    () =>
      freeExcursionSeats(
        tx,
        holdSessions,
        rows.map((r) => r.id),
        clock.now(),
      ),
    () => bookedItems(tx, booking.id, 'EXCURSION'),
  ]);
  return rows.map((r) => {
    const item = booked.find((i) => i.code === r.excursion_code);
    return {
      departureId: r.id,
      code: r.excursion_code,
      description: r.description,
      startDate: r.start_at.replace(' ', 'T'),
      endDate: r.end_at.replace(' ', 'T'),
      port: r.start_port_code,
      isMandatory: item?.is_mandatory === true,
      seatsAvailable: seats.get(r.id) ?? 0,
      guests: guestPrices(
        booking.document.guests,
        prices.get(r.excursion_code),
        booking.currency,
        1,
        item?.details.includedInFare === true,
      ),
    };
  });
}

export async function applicableTours(
  tx: Tx,
  booking: BookingInventoryRow,
  catalog: CatalogReads,
): Promise<ApplicableTour[]> {
  const doc = booking.document;
  const tours = await toursAt(tx, doc);
  const codes = tours.map((t) => t.code);
  const [prices, routes, booked] = await inSequence([
    () => catalog.tourPricesOf(tx, codes, booking.currency),
    () => stageRoutesOf(tx, codes),
    () => bookedItems(tx, booking.id, 'TOUR'),
  ]);
  const out: ApplicableTour[] = [];
  for (const t of tours) {
    const item = booked.find((i) => i.code === t.code);
    const dates = await tourDates(tx, t.code, doc);
    out.push({
      code: t.code,
      description: t.description,
      tourCategory: t.category,
      startDate: dates.startDate!,
      endDate: dates.endDate!,
      isMandatory: item?.is_mandatory === true,
      guests: guestPrices(doc.guests, prices.get(t.code), booking.currency, 1, item?.details.includedInFare === true),
      stages: stagesOf(routes.filter((r) => r.tour_code === t.code)),
    });
  }
  return out;
}
