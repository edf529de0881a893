/**
 * What a V1 quote stores in `quotes.state` (jsonb). Every amount is integer minor units of the quote's
 * currency, fixed when the item was put on the quote: a quote is a price offer, so later catalogue price
 * changes do not move it.
 */
export type AgeCategory = 'ADULT' | 'CHILD';
export type PackageType = 'arrival' | 'departure';
export type ExtraKind = 'addon' | 'excursion' | 'meal';

export interface QuotePassenger {
  id: string;
  ageCategory: AgeCategory;
}

/** One passenger's share of one extra: addons carry a quantity, excursions and meals always 1. */
export interface ExtraLine {
  kind: ExtraKind;
  /** addons.id (addons and meals) or excursion_departures.id (excursions). */
  id: string;
  code: string;
  passengerId: string;
  quantity: number;
  /** Price of one unit for this passenger (per-night items already multiplied by the nights). */
  unitPrice: number;
}

export interface RouteOverride {
  packageStageId: number;
  selectableRouteId: number;
}

export interface SupplementalPackage {
  code: string;
  passengerIds: string[];
  routeOverrides: RouteOverride[];
  /** passenger id -> price of the package for that passenger. */
  prices: Record<string, number>;
}

export interface QuoteState {
  version: 1;
  passengers: QuotePassenger[];
  /** The cabin category the quote is priced at, and how the party is spread over its cabins. */
  cabin: { category: string; superCategory: string; cabins: string[][] };
  /** passenger id -> cabin fare plus package supplement. */
  cabinPrices: Record<string, number>;
  extras: ExtraLine[];
  supplementalPackages: Partial<Record<PackageType, SupplementalPackage>>;
}
