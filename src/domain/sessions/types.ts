import type { GuestType, VehicleType } from '../pricing/price.js';

export type BookingType = 'voyage-only' | 'package';

export interface SessionGuest {
  guestId: number;
  type: GuestType;
}

export interface SessionVehicle {
  type: VehicleType;
  guestId: number;
}

/** A voyage a search offered: the run of legs [fromSeq, toSeq) of one sailing. */
export interface OfferedVoyage {
  sailingId: number;
  fromSeq: number;
  toSeq: number;
  /** As shown in the results: operator-local wall-clock time, `YYYY-MM-DDTHH:MM:SS`. */
  departureDate: string;
  arrivalDate: string;
  departurePort: string;
  arrivalPort: string;
  shipCode: string;
  /** Grade codes the result listed. */
  gradeCodes: string[];
  packageCode?: string;
}

export interface SessionContext {
  guests: SessionGuest[];
  vehicles: SessionVehicle[];
  voyages: OfferedVoyage[];
  packageCode?: string;
}

/** Lists recorded on the session by the GET operations of section 4.2 (served from here after the first). */
export interface RecordedLists {
  /** Grade code -> the numbers of the last listing of that grade. */
  cabinNumbers?: Record<string, string[]>;
  addons?: unknown;
  excursions?: unknown;
  supplementalTours?: unknown;
}
