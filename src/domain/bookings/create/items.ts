/**
 * Create, step 5: what a new booking cannot go without: the addons mandatory on the ship and the package's
 * items, holding the seats of the package's excursions (400 when one is sold out).
 */
import type { Db, Tx } from '../../../platform/db/client.js';
import {
  firstExcursionDeparture,
  packageItemsOf,
  tourLengthOf,
  type PackageItemRow,
} from '../../catalog/extras-reads.js';
import { AppError } from '../../../kernel/errors.js';
import { addDays } from '../../../kernel/time.js';
import type { Clock } from '../../../kernel/clock.js';
import type { CatalogReads } from '../../catalog/catalog-reads.js';
import { excursionWithinVoyage, holdExcursionSeats } from '../../inventory/inventory.js';
import { holdSessions } from '../../sessions/hold-sessions-sql.js';
import type { SessionRecord } from '../../sessions/session-store.js';
import type { OfferedVoyage } from '../../sessions/types.js';
import type { ItemDetails } from '../booking-view.js';
import { insertMandatoryItems, type NewBookingItem } from '../repository.js';

/** The mandatory addons of the ship, then the package's addons (which say whether the fare includes them). */
export function mandatoryAddons(
  addons: { code: string; mandatoryShipCodes: string[] }[],
  shipCode: string,
  packageAddons: PackageItemRow[],
): NewBookingItem[] {
  const items: NewBookingItem[] = addons
    .filter((a) => a.mandatoryShipCodes.includes(shipCode))
    .map((a) => ({ kind: 'ADDON', code: a.code, details: {} }));
  for (const item of packageAddons) {
    const details: ItemDetails = { includedInFare: item.included_in_fare };
    const existing = items.find((i) => i.kind === 'ADDON' && i.code === item.item_code);
    if (existing) existing.details = details;
    else items.push({ kind: 'ADDON', code: item.item_code, details });
  }
  return items;
}

async function packageExcursion(
  tx: Tx,
  item: PackageItemRow,
  voyage: OfferedVoyage,
  hold: { bookingId: string; sessionId: string; guestIds: number[]; now: Date },
): Promise<NewBookingItem | null> {
  const departure = await firstExcursionDeparture(tx, item.item_code, voyage.sailingId, excursionWithinVoyage(voyage));
  if (!departure) return null; // not run on this departure
  const { bookingId, sessionId } = hold;
  if (!(await holdExcursionSeats(tx, holdSessions, { bookingId, sessionId }, departure.id, hold.guestIds, hold.now))) {
    throw new AppError(
      400,
      'EXCURSION_SOLD_OUT',
      `The package's excursion ${item.item_code} has no seats left for the party on this departure.`,
      { departureDate: [`excursion ${item.item_code} of the package is sold out on this departure`] },
    );
  }
  return {
    kind: 'EXCURSION',
    code: item.item_code,
    details: {
      includedInFare: item.included_in_fare,
      excursionDepartureId: departure.id,
      startDate: departure.start_at.replace(' ', 'T'),
      endDate: departure.end_at.replace(' ', 'T'),
    },
  };
}

export async function includeMandatoryItems(
  tx: Tx,
  { catalog, clock }: { catalog: CatalogReads; clock: Clock },
  bookingId: string,
  session: SessionRecord,
  voyage: OfferedVoyage,
  guestIds: number[],
): Promise<void> {
  const now = clock.now();
  const packageRows = voyage.packageCode ? await packageItemsOf(tx, voyage.packageCode) : [];
  const addons = await catalog.addonsForShip(tx, voyage.shipCode);
  const items = mandatoryAddons(
    addons,
    voyage.shipCode,
    packageRows.filter((r) => r.kind === 'ADDON'),
  );
  for (const item of packageRows) {
    if (item.kind === 'EXCURSION') {
      const hold = { bookingId, sessionId: session.id, guestIds, now };
      const excursion = await packageExcursion(tx, item, voyage, hold);
      if (excursion) items.push(excursion);
    } else if (item.kind === 'TOUR') {
      const details = { includedInFare: item.included_in_fare, ...(await tourDates(tx, item.item_code, voyage)) };
      items.push({ kind: 'TOUR', code: item.item_code, details });
    }
  }
  await insertMandatoryItems(tx, bookingId, items, guestIds);
}

/** Tour dates around a voyage: an Arrival tour ends at departure, a Departure tour starts at arrival. */
export async function tourDates(
  tx: Db | Tx,
  tourCode: string,
  voyage: { departureDate: string; arrivalDate: string },
): Promise<Pick<ItemDetails, 'startDate' | 'endDate' | 'tourCategory'>> {
  const tour = await tourLengthOf(tx, tourCode);
  if (!tour) throw new Error(`tour ${tourCode} does not exist`);
  if (tour.category === 'Arrival') {
    return {
      tourCategory: 'Arrival',
      startDate: `${addDays(voyage.departureDate.slice(0, 10), -tour.nights)}T12:00:00`,
      endDate: voyage.departureDate,
    };
  }
  return {
    tourCategory: 'Departure',
    startDate: voyage.arrivalDate,
    endDate: `${addDays(voyage.arrivalDate.slice(0, 10), tour.nights)}T12:00:00`,
  };
}
