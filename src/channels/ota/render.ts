/**
 * A held or confirmed booking in OTA's elements (OTA_CruisePriceBookingRS, OTA_CruiseBookRS): the sailing with
 * its cabins, the prices, the payment schedule and the cancellation tiers in words. Rendering only: every figure
 * is the domain's (the booking's document and its terms), in major units with two decimals as Berth's JSON.
 */
import type { HeldBookingDocument } from '../../domain/bookings/booking-view.js';
import { AGE_QUALIFYING_CODE, amountOf, voyageIdOf } from './codes.js';
import type { XmlNode } from './xml.js';

type Rendered = Pick<
  HeldBookingDocument,
  | 'currency'
  | 'departureDate'
  | 'arrivalDate'
  | 'departurePort'
  | 'arrivalPort'
  | 'shipCode'
  | 'cabins'
  | 'priceBreakdown'
  | 'terms'
  | 'guests'
> & { fare?: { fareCode: string; name: string } | null };

/**
 * Berth's price lines as `PriceTypeCode` (a Berth list, documented in docs/ota.md: OpenTravel leaves the codes
 * to the cruise line), with the line's words in `CodeDetail`.
 */
export const PRICE_TYPE = {
  TOTAL: '1',
  CABIN: '2',
  ADDON: '3',
  EXCURSION: '4',
  TOUR: '5',
  VEHICLE: '6',
  FEE: '7',
  COMMISSION: '8',
};

/** The cabin's status in SelectedCabin/@Status: 1 held, 2 booked (Berth's list, docs/ota.md). */
export const CABIN_STATUS = { HELD: '1', BOOKED: '2' };

/** A sailing as `SelectedSailing` and `Currency` (SailingInfoType's first elements), for every message. */
export function selectedSailingOf(
  sailing: Pick<Rendered, 'departureDate' | 'arrivalDate' | 'departurePort' | 'arrivalPort' | 'shipCode'>,
  currency: string,
): XmlNode {
  return {
    SelectedSailing: {
      '@VoyageID': voyageIdOf(sailing),
      '@Start': sailing.departureDate,
      '@End': sailing.arrivalDate,
      CruiseLine: { '@VendorCode': 'BERTH', '@ShipCode': sailing.shipCode },
      DeparturePort: { '@LocationCode': sailing.departurePort },
      ArrivalPort: { '@LocationCode': sailing.arrivalPort },
    },
    Currency: { '@CurrencyCode': currency, '@DecimalPlaces': '2' },
  };
}

export function sailingInfoOf(doc: Rendered, cabinStatus: string): XmlNode {
  return {
    ...selectedSailingOf(doc, doc.currency),
    SelectedCategory: doc.cabins.map((cabin) => ({
      '@PricedCategoryCode': cabin.code,
      ...(doc.fare ? { '@FareCode': doc.fare.fareCode } : {}),
      SelectedCabin: {
        '@CabinNumber': cabin.cabinNumber ?? 'GTY',
        '@Status': cabinStatus,
        '@GuestRefNumbers': cabin.guests.join(' '),
      },
    })),
  };
}

/** The cancellation tiers in words (PolicyInfo), at most 5 as the schema allows. */
export function policyInfoOf(doc: Rendered): XmlNode[] {
  const tiers = doc.terms.cancellation.map((tier) => {
    const fee =
      tier.fee.type === 'PERCENT'
        ? `${tier.fee.percent} % of the total (${amountOf(tier.fee.amount)} ${doc.currency})`
        : `the deposit (${amountOf(tier.fee.amount)} ${doc.currency})`;
    const from = tier.startsAt ? ` from ${tier.startsAt}` : '';
    return `Cancelled ${tier.fromDaysBeforeDeparture} or more days before departure${from}: the fee is ${fee}.`;
  });
  return [
    {
      '@Name': 'Cancellation',
      ...(doc.fare ? {} : {}),
      Text: tiers
        .slice(0, 1)
        .concat(tiers.length > 1 ? [tiers.slice(1).join(' ')] : [])
        .join(' '),
    },
  ];
}

export function bookingPaymentOf(doc: Rendered): XmlNode {
  const breakdown = doc.priceBreakdown;
  const price = (code: string, amount: number, detail: string) => ({
    '@PriceTypeCode': code,
    '@Amount': amountOf(amount),
    '@CodeDetail': detail.slice(0, 64),
  });
  const lines = [
    price(PRICE_TYPE.TOTAL, breakdown.totalPrice, 'Total'),
    ...breakdown.cabins.map((c) =>
      price(
        PRICE_TYPE.CABIN,
        c.guests.reduce((s, g) => s + g.price, 0),
        `Cabin ${c.code}`,
      ),
    ),
    ...breakdown.addons.map((a) =>
      price(
        PRICE_TYPE.ADDON,
        a.guests.reduce((s, g) => s + g.price, 0),
        `Addon ${a.code}`,
      ),
    ),
    ...(breakdown.fees ?? []).map((f) => price(PRICE_TYPE.FEE, f.amount, `Fee ${f.code}`)),
    price(PRICE_TYPE.COMMISSION, breakdown.commissionTotal, 'Commission'),
  ];
  const guestCabinPrice = (guestId: number) =>
    breakdown.cabins
      .flatMap((c) => c.guests)
      .filter((g) => g.guestId === guestId)
      .reduce((s, g) => s + g.price, 0);
  return {
    BookingPrices: { BookingPrice: lines.slice(0, 99) },
    PaymentSchedule: {
      Payment: [
        {
          '@PaymentNumber': '1',
          '@DueDate': doc.terms.deposit.dueAt,
          '@CurrencyCode': doc.currency,
          '@Amount': amountOf(doc.terms.deposit.amount),
        },
        {
          '@PaymentNumber': '2',
          '@DueDate': doc.terms.balance.dueAt,
          '@CurrencyCode': doc.currency,
          '@Amount': amountOf(doc.terms.balance.amount),
        },
      ],
    },
    GuestPrices: {
      GuestPrice: doc.guests.map((guest) => ({
        '@GuestRefNumber': String(guest.id),
        PriceInfos: {
          PriceInfo: [
            {
              '@PriceTypeCode': PRICE_TYPE.CABIN,
              '@Amount': amountOf(guestCabinPrice(guest.id)),
              '@CodeDetail': `Cabin price, age code ${AGE_QUALIFYING_CODE[guest.type]}`,
            },
          ],
        },
      })),
    },
  };
}
