/**
 * Berth's codes in OTA's terms, and back: pure codecs, no rule (docs/ota.md "Code mappings").
 *
 * - Guest types are OpenTravel's Age Qualifying Codes (AQC list): ADULT 10, CHILD 8, INFANT 7, SENIOR 11.
 * - Ports are `LocationCode`/`PortCode` as they are (three letters, /api/v2/refdata/ports), ships `ShipCode`,
 *   grades `PricedCategoryCode`, fares `FareCode`, promotions `PromotionCode`: the same codes as V2.
 * - A sailing is named by `VoyageID`: the departure and arrival ports and the local departure instant,
 *   `BGOTOS202701102230` (18 characters; OTA's VoyageID is at most 32).
 * - Booking statuses use OpenTravel's Reservation Status codes where one fits (docs/ota.md).
 */
import type { GuestType } from '../../domain/pricing/price.js';

export const AGE_QUALIFYING_CODE: Record<GuestType, string> = { ADULT: '10', CHILD: '8', INFANT: '7', SENIOR: '11' };
const GUEST_TYPE_OF = new Map(Object.entries(AGE_QUALIFYING_CODE).map(([type, code]) => [code, type as GuestType]));

/** The guest type of an AQC; undefined for a code Berth does not sell (the caller names the element). */
export const guestTypeOf = (code: string | undefined): GuestType | undefined =>
  code === undefined ? undefined : GUEST_TYPE_OF.get(code);

export interface VoyageKey {
  departurePort: string;
  arrivalPort: string;
  /** Local date-time of departure, `YYYY-MM-DDTHH:MM:SS`. */
  departureDate: string;
}

export function voyageIdOf(key: VoyageKey): string {
  const instant = key.departureDate.slice(0, 16).replace(/[-T:]/g, '');
  return `${key.departurePort}${key.arrivalPort}${instant}`;
}

/** The sailing a VoyageID names; undefined when it is not one of Berth's. */
export function voyageKeyOf(voyageId: string | undefined): VoyageKey | undefined {
  const match = /^([A-Z]{3})([A-Z]{3})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(voyageId ?? '');
  if (!match) return undefined;
  const [, departurePort, arrivalPort, y, mo, d, h, mi] = match;
  return { departurePort: departurePort!, arrivalPort: arrivalPort!, departureDate: `${y}-${mo}-${d}T${h}:${mi}:00` };
}

/** Money in major units as Berth's JSON has it, as OTA's decimal `Amount` with the currency's two decimals. */
export const amountOf = (major: number): string => (Math.round(major * 100) / 100).toFixed(2);
