/**
 * Pricing: pure functions from catalogue prices (already looked up, in minor units) to a price breakdown.
 * No database, no clock. The invariant every caller relies on: totalPrice is exactly the sum of every
 * component price, and commissionTotal is contained in it (never added on top).
 */
import { basisPointsOf, percentOf, toMajor } from './money.js';

export type GuestType = 'ADULT' | 'CHILD' | 'INFANT' | 'SENIOR';
export type VehicleType = 'CAR' | 'MOTORCYCLE';
export const GUEST_TYPES: readonly GuestType[] = ['ADULT', 'CHILD', 'INFANT', 'SENIOR'];
export const VEHICLE_TYPES: readonly VehicleType[] = ['CAR', 'MOTORCYCLE'];

/** A fare for a run of legs: base + perLeg * legs, minor units. */
export interface LegFare {
  base: number;
  perLeg: number;
}

export type PriceByGuestType = Partial<Record<GuestType, number>>;

/**
 * The nights a per-night item (an addon, a meal) is charged for: the voyage's nights, at least one, so a
 * day sailing charges one. The same in V1's quotes, V2's applicable lists and the booking's price.
 */
export function chargedNights(nights: number): number {
  return Math.max(1, nights);
}

export interface PricedGuest {
  guestId: number;
  type: GuestType;
}

export interface CabinPricing {
  code: string;
  guestIds: number[];
  singleSupplementPct: number;
  fares: Partial<Record<GuestType, LegFare>>;
  /** Package bookings: the package supplement per guest, added to the cabin fare. */
  packageSupplement?: PriceByGuestType;
}

export interface ItemPricing {
  code: string;
  guestIds: number[];
  prices: PriceByGuestType;
  /** PER_GUEST_PER_NIGHT items are charged for each night of the voyage. */
  perNight?: boolean;
  /** Items a package already pays for are shown at 0. */
  includedInFare?: boolean;
}

export interface VehiclePricing {
  type: VehicleType;
  guestId: number;
  fare: LegFare;
}

/**
 * A promotion's discount (commerce.md, "Promotions"): each listed guest's cabin price is reduced in place, by a
 * percent rounded half up or by an amount, never below 0, so the breakdown still adds up to the total and
 * commission is on the discounted price. Addons, excursions, tours and vehicles are never discounted.
 */
export type DiscountRule = { percent: number } | { amountPerGuest: number };
export type CabinDiscount = DiscountRule & { guestIds: number[] };

export interface PricingInput {
  currency: string;
  commissionBps: number;
  legs: number;
  nights: number;
  guests: PricedGuest[];
  cabins: CabinPricing[];
  vehicles: VehiclePricing[];
  addons: ItemPricing[];
  excursions: ItemPricing[];
  supplementalTours: ItemPricing[];
  discount?: CabinDiscount;
  /** Fees inside the total (a change's fee), each its own breakdown item. */
  fees?: BreakdownFee[];
}

export interface GuestPrice {
  guestId: number;
  price: number;
}

export interface PriceBreakdown {
  totalPrice: number;
  commissionTotal: number;
  cabins: { code: string; guests: GuestPrice[] }[];
  addons: { code: string; guests: GuestPrice[] }[];
  excursions: { code: string; guests: GuestPrice[] }[];
  supplementalTours: { code: string; guests: GuestPrice[] }[];
  vehicles: { code: string; guest: GuestPrice }[];
  /** What the discount took off the cabin prices, in all; set only when the input had a discount. */
  discountTotal?: number;
  /**
   * Fees inside totalPrice (a change's CHANGE_FEE, commerce.md); set only when there are any, so a booking that
   * never changed answers the breakdown it always did. The operator's: no commission is earned on them.
   */
  fees?: BreakdownFee[];
}

export interface BreakdownFee {
  code: 'CHANGE_FEE';
  amount: number;
}

// Not an AppError: a broken invariant (the catalogue lacks a price a booking needs) is an internal fault,
// answered as the generic 500 without this detail, which an AppError would show to the partner.
export class PricingError extends Error {
  override name = 'PricingError';
}

export function legFare(fare: LegFare, legs: number): number {
  return fare.base + fare.perLeg * legs;
}

/**
 * The cabin price of one guest: the grade's fare for the guest type over the legs, plus the single
 * supplement when the guest is alone in the cabin, plus the package supplement for package bookings.
 */
export function guestCabinPrice(args: {
  fare: LegFare;
  legs: number;
  occupancy: number;
  singleSupplementPct: number;
  packageSupplement?: number;
}): number {
  const base = legFare(args.fare, args.legs);
  const single = args.occupancy === 1 ? percentOf(base, args.singleSupplementPct) : 0;
  return base + single + (args.packageSupplement ?? 0);
}

function typeOf(guests: Map<number, GuestType>, guestId: number): GuestType {
  const type = guests.get(guestId);
  if (!type) throw new PricingError(`guest ${guestId} is not on the booking`);
  return type;
}

function priceFor<T>(table: Partial<Record<GuestType, T>>, type: GuestType, what: string): T {
  const value = table[type];
  if (value === undefined) throw new PricingError(`no ${type} price for ${what}`);
  return value;
}

function priceItems(items: ItemPricing[], guests: Map<number, GuestType>, nights: number) {
  return items.map((item) => ({
    code: item.code,
    guests: item.guestIds.map((guestId) => {
      if (item.includedInFare) return { guestId, price: 0 };
      const unit = priceFor(item.prices, typeOf(guests, guestId), item.code);
      return { guestId, price: item.perNight ? unit * chargedNights(nights) : unit };
    }),
  }));
}

const sumGuests = (lines: { guests: GuestPrice[] }[]) =>
  lines.reduce((sum, line) => sum + line.guests.reduce((s, g) => s + g.price, 0), 0);

/** What a discount takes off one guest's cabin price: never more than the price. */
export function discountOf(discount: DiscountRule, price: number): number {
  return 'percent' in discount ? percentOf(price, discount.percent) : Math.min(price, discount.amountPerGuest);
}

/** The breakdown in minor units. */
export function priceBooking(input: PricingInput): PriceBreakdown {
  const guests = new Map(input.guests.map((g) => [g.guestId, g.type]));
  let discountTotal = 0;
  const cabins = input.cabins.map((cabin) => ({
    code: cabin.code,
    guests: cabin.guestIds.map((guestId) => {
      const type = typeOf(guests, guestId);
      const price = guestCabinPrice({
        fare: priceFor(cabin.fares, type, `grade ${cabin.code}`),
        legs: input.legs,
        occupancy: cabin.guestIds.length,
        singleSupplementPct: cabin.singleSupplementPct,
        packageSupplement: cabin.packageSupplement ? priceFor(cabin.packageSupplement, type, 'the package') : 0,
      });
      const off = input.discount?.guestIds.includes(guestId) ? discountOf(input.discount, price) : 0;
      discountTotal += off;
      return { guestId, price: price - off };
    }),
  }));
  const vehicles = input.vehicles.map((v) => ({
    code: v.type,
    guest: { guestId: v.guestId, price: legFare(v.fare, input.legs) },
  }));
  const addons = priceItems(input.addons, guests, input.nights);
  const excursions = priceItems(input.excursions, guests, input.nights);
  const supplementalTours = priceItems(input.supplementalTours, guests, input.nights);

  const totalPrice =
    sumGuests(cabins) +
    sumGuests(addons) +
    sumGuests(excursions) +
    sumGuests(supplementalTours) +
    vehicles.reduce((s, v) => s + v.guest.price, 0);
  const fees = input.fees ?? [];
  const feesTotal = fees.reduce((s, f) => s + f.amount, 0);
  if (!Number.isSafeInteger(totalPrice + feesTotal) || totalPrice < 0) {
    throw new PricingError(`total ${totalPrice} is not a valid amount`);
  }
  return {
    totalPrice: totalPrice + feesTotal,
    commissionTotal: basisPointsOf(totalPrice, input.commissionBps),
    cabins,
    addons,
    excursions,
    supplementalTours,
    vehicles,
    ...(input.discount ? { discountTotal } : {}),
    ...(fees.length > 0 ? { fees: fees.map((f) => ({ ...f })) } : {}),
  };
}

/** The same breakdown in the currency's major units, as the API shows it. */
export function toApiBreakdown(b: PriceBreakdown, currency: string): PriceBreakdown {
  const m = (minor: number) => toMajor(minor, currency);
  const lines = (list: { code: string; guests: GuestPrice[] }[]) =>
    list.map((l) => ({ code: l.code, guests: l.guests.map((g) => ({ guestId: g.guestId, price: m(g.price) })) }));
  return {
    totalPrice: m(b.totalPrice),
    commissionTotal: m(b.commissionTotal),
    cabins: lines(b.cabins),
    addons: lines(b.addons),
    excursions: lines(b.excursions),
    supplementalTours: lines(b.supplementalTours),
    vehicles: b.vehicles.map((v) => ({ code: v.code, guest: { guestId: v.guest.guestId, price: m(v.guest.price) } })),
    ...(b.fees ? { fees: b.fees.map((f) => ({ code: f.code, amount: m(f.amount) })) } : {}),
  };
}
