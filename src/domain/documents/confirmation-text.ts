/**
 * What the booking confirmation says, as pure functions of the booking, the catalogue's names and the
 * operator's time zone: the rows of each section as strings, formatted for print. confirmation-pdf.ts
 * lays them out; these can be read and tested without a PDF.
 */
import { currencyDecimals, toMinor } from '../pricing/money.js';
import type { ConfirmationBooking, ConfirmationLabels } from './types.js';

export const GUEST_TYPE: Record<string, string> = {
  ADULT: 'Adult',
  CHILD: 'Child',
  INFANT: 'Infant',
  SENIOR: 'Senior',
};
export const VEHICLE: Record<string, string> = { CAR: 'Car', MOTORCYCLE: 'Motorcycle' };
export const REASON: Record<string, string> = {
  AGENCY_REQUEST: 'at the agency’s request',
  PAYMENT_OVERDUE: 'because payment was not received in time',
  SAILING_CANCELLED: 'because the operator cancelled the sailing',
};
export const PAYMENT_STATUS: Record<string, string> = {
  UNPAID: 'Nothing paid yet',
  DEPOSIT_PAID: 'Deposit paid',
  PAID: 'Paid in full',
  REFUND_DUE: 'Refund due',
  SETTLED: 'Settled',
};

export function money(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const number = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return `${currency} ${number}`;
}

/** A wall-clock date-time of the voyage ("2026-06-01T22:30:00", local to its port) as printed. */
export function localDateTime(value: string): string {
  const at = new Date(`${value.slice(0, 19)}Z`);
  const date = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  return value.length > 10 ? `${date}, ${value.slice(11, 16)}` : date;
}

export function localDate(value: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${value.slice(0, 10)}T00:00:00Z`),
  );
}

/** A UTC instant in the operator's time zone, with the zone's abbreviation (CET, CEST). */
export function instant(value: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(value));
}

/** Guests by name; an erased booking's guests (personal-data/) are their number and type only. */
export function guestNames(booking: ConfirmationBooking): {
  names: Map<number, string>;
  guestList: (ids: number[]) => string;
} {
  const names = new Map(
    booking.guests.map(
      (g) =>
        [
          g.id,
          g.customerDetails ? `${g.customerDetails.firstName} ${g.customerDetails.lastName}` : `Guest ${g.id}`,
        ] as const,
    ),
  );
  return { names, guestList: (ids) => ids.map((id) => names.get(id) ?? `Guest ${id}`).join(', ') };
}

type GuestList = (ids: number[]) => string;

/** The references in the heading: the booking, the agency's reference when it has one, the date of issue. */
export function referenceRows(booking: ConfirmationBooking, issuedAt: Date, timeZone: string): [string, string][] {
  return [
    ['Booking', booking.bookingId],
    ...(booking.agencyReference ? ([['Agency reference', booking.agencyReference]] as [string, string][]) : []),
    ['Issued', instant(issuedAt.toISOString(), timeZone)],
  ];
}

export function cancellationLines(
  cancellation: NonNullable<ConfirmationBooking['cancellation']>,
  currency: string,
  timeZone: string,
): string[] {
  const c = cancellation;
  return [
    `This booking was cancelled on ${instant(c.cancelledAt, timeZone)}, ${REASON[c.reason] ?? c.reason}.`,
    `Cancellation fee ${money(c.fee, currency)}  ·  Refund ${money(c.refundAmount, currency)}  ·  Amount due ${money(
      c.amountDue,
      currency,
    )}`,
    'The voyage, cabins and extras below are no longer reserved.',
  ];
}

export function voyageRows(booking: ConfirmationBooking, labels: ConfirmationLabels): [string, string][] {
  const port = (code: string) => `${labels.ports[code] ?? code} (${code})`;
  const rows: [string, string][] = [
    ['Ship', labels.shipName],
    ['Departure', `${port(booking.departurePort)}, ${localDateTime(booking.departureDate)} local time`],
    ['Arrival', `${port(booking.arrivalPort)}, ${localDateTime(booking.arrivalDate)} local time`],
  ];
  return rows;
}

/** The embarkation notice in English, else in the first language there is. */
export function embarkationNotice(booking: ConfirmationBooking): string | undefined {
  const notice =
    booking.embarkationNotification?.find((n) => n.locale === 'en') ?? booking.embarkationNotification?.[0];
  return notice?.value;
}

export function guestRows(booking: ConfirmationBooking, names: Map<number, string>): string[][] {
  const cabinOf = new Map(booking.cabins.flatMap((c) => c.guests.map((id) => [id, c.id] as const)));
  return booking.guests.map((g, i) => [
    String(i + 1),
    `${names.get(g.id)}${g.customerDetails?.isLead ? '  (lead guest)' : ''}`,
    GUEST_TYPE[g.type] ?? g.type,
    g.customerDetails ? localDate(g.customerDetails.dateOfBirth) : '',
    g.customerDetails?.nationality ?? '',
    String(cabinOf.get(g.id) ?? ''),
  ]);
}

/** The lead guest's e-mail, phone and address on one line, when the booking has a lead guest. */
export function contactLine(booking: ConfirmationBooking): string | undefined {
  const lead = booking.guests.find((g) => g.customerDetails?.isLead)?.customerDetails;
  if (!lead) return undefined;
  const address = lead.address
    ? `${lead.address.street}, ${lead.address.postalCode} ${lead.address.city}, ${lead.address.countryCode}`
    : undefined;
  return [lead.email, lead.phoneNumber, address].filter(Boolean).join('  ·  ');
}

export function cabinRows(booking: ConfirmationBooking, labels: ConfirmationLabels, guestList: GuestList): string[][] {
  return booking.cabins.map((c) => [
    String(c.id),
    `${labels.grades[c.code] ?? c.code} (${c.code})`,
    c.cabinNumber ?? 'Assigned before sailing',
    guestList(c.guests),
  ]);
}

export function vehicleRows(booking: ConfirmationBooking, guestList: GuestList): string[][] {
  return booking.vehicles.map((v) => [VEHICLE[v.type] ?? v.type, guestList([v.guestId])]);
}

/** Addons, excursions and tours: kind, item, when, guests. */
export function extraRows(booking: ConfirmationBooking, labels: ConfirmationLabels, guestList: GuestList): string[][] {
  return [
    ...booking.addons.map((a) => ['Addon', labels.addons[a.code] ?? a.code, '', guestList(a.guests)]),
    ...booking.excursions.map((e) => [
      'Excursion',
      labels.excursions[e.code] ?? e.code,
      localDateTime(e.startDate),
      guestList(e.guests),
    ]),
    ...booking.supplementalTours.map((t) => [
      `${t.tourCategory} tour`,
      labels.tours[t.code] ?? t.code,
      `${localDate(t.startDate)} to ${localDate(t.endDate)}`,
      guestList(t.guests),
    ]),
  ];
}

/** The price breakdown: item, guests, amount (the guests' prices summed in minor units, so no float drift). */
export function priceRows(booking: ConfirmationBooking, labels: ConfirmationLabels, guestList: GuestList): string[][] {
  const b = booking.priceBreakdown;
  const currency = booking.currency;
  const major = (minor: number) => minor / 10 ** currencyDecimals(currency);
  const sum = (guests: { price: number }[]) =>
    money(major(guests.reduce((s, g) => s + toMinor(g.price, currency), 0)), currency);
  return [
    ...b.cabins.map((c, i) => [
      `Cabin ${booking.cabins[i]?.id ?? i + 1}: ${labels.grades[booking.cabins[i]?.code ?? c.code] ?? c.code}`,
      guestList(c.guests.map((g) => g.guestId)),
      sum(c.guests),
    ]),
    ...b.vehicles.map((v) => [VEHICLE[v.code] ?? v.code, guestList([v.guest.guestId]), sum([v.guest])]),
    ...b.addons.map((a) => [labels.addons[a.code] ?? a.code, guestList(a.guests.map((g) => g.guestId)), sum(a.guests)]),
    ...b.excursions.map((e) => [
      labels.excursions[e.code] ?? e.code,
      guestList(e.guests.map((g) => g.guestId)),
      sum(e.guests),
    ]),
    ...b.supplementalTours.map((t) => [
      labels.tours[t.code] ?? t.code,
      guestList(t.guests.map((g) => g.guestId)),
      sum(t.guests),
    ]),
  ];
}

export interface TableContent {
  head: string[];
  widths: (number | '*')[];
  rows: string[][];
  total: string[];
}

/**
 * The payment table: for a cancelled booking what was paid, the fee, the refund and the amount due; else
 * the deposit and the balance with their due dates, what was paid and what is outstanding.
 */
export function paymentTable(booking: ConfirmationBooking, timeZone: string): TableContent {
  const p = booking.payment;
  const currency = booking.currency;
  const status = PAYMENT_STATUS[p.status] ?? p.status;
  if (booking.status === 'CANCELLED' && booking.cancellation) {
    const c = booking.cancellation;
    return {
      head: ['', 'Amount', ''],
      widths: ['*', 110, 170],
      rows: [
        ['Paid', money(p.paidAmount, currency), ''],
        ['Cancellation fee', money(c.fee, currency), ''],
        ['Refund to the agency', money(c.refundAmount, currency), ''],
      ],
      total: ['Amount due', money(c.amountDue, currency), status],
    };
  }
  const major = (minor: number) => minor / 10 ** currencyDecimals(currency);
  return {
    head: ['', 'Amount', 'Due by'],
    widths: ['*', 110, 170],
    rows: [
      ['Deposit', money(p.depositAmount, currency), instant(p.depositDueByUtc, timeZone)],
      [
        'Balance',
        money(major(toMinor(p.totalPrice, currency) - toMinor(p.depositAmount, currency)), currency),
        instant(p.balanceDueByUtc, timeZone),
      ],
      ['Paid so far', money(p.paidAmount, currency), ''],
    ],
    total: ['Outstanding', money(p.balance, currency), status],
  };
}

/** The fare sold, and the promotion taken with what it took off the cabin prices: shown with the price. */
export function fareRows(booking: ConfirmationBooking): [string, string][] {
  const rows: [string, string][] = [['Fare', `${booking.fare.name} (${booking.fare.fareCode})`]];
  const p = booking.promotion;
  if (p) {
    rows.push([
      'Promotion',
      `${p.name} (${p.promotionCode}), ${money(p.discount, booking.currency)} off the cabin prices`,
    ]);
  }
  return rows;
}

/** The calendar date of a UTC instant in the operator's time zone. */
function zonedDate(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    new Date(at),
  );
}

type Tier = ConfirmationBooking['terms']['cancellation'][number];

function tierFee(fee: Tier['fee'], currency: string): string {
  if (fee.type === 'DEPOSIT') return `the deposit (${money(fee.amount, currency)})`;
  if (fee.percent === 0) return 'no fee';
  return `${fee.percent} % of the total (${money(fee.amount, currency)})`;
}

/**
 * The cancellation fee tiers still to come at `issuedAt`, a line each. A tier begins at a local midnight
 * (terms.ts), so the one before it runs until the end of the day before: "Until" names that last day. The
 * first line is "Now:" when no later tier follows it.
 */
export function cancellationTierLines(booking: ConfirmationBooking, issuedAt: Date, timeZone: string): string[] {
  const tiers = booking.terms.cancellation;
  const endOf = (i: number) => (tiers[i + 1]?.startsAt ? Date.parse(tiers[i + 1]!.startsAt!) : Infinity);
  const first = Math.max(
    0,
    tiers.findIndex((_, i) => endOf(i) > issuedAt.getTime()),
  );
  return tiers.slice(first).map((tier, k) => {
    const i = first + k;
    const fee = tierFee(tier.fee, booking.currency);
    if (k > 0) return `From ${zonedDate(Date.parse(tier.startsAt!), timeZone)}: ${fee}`;
    return endOf(i) === Infinity ? `Now: ${fee}` : `Until ${zonedDate(endOf(i) - 1, timeZone)}: ${fee}`;
  });
}

/**
 * The terms under the fare: the deposit (its share of the total, whether it is refunded on cancelling) and the
 * balance with their due instants, then the cancellation fee tiers.
 */
export function termsRows(booking: ConfirmationBooking, issuedAt: Date, timeZone: string): [string, string][] {
  const { deposit, balance } = booking.terms;
  const currency = booking.currency;
  const share = `${deposit.percent} % of the total${deposit.refundable ? '' : ', non-refundable'}`;
  const tiers = cancellationTierLines(booking, issuedAt, timeZone);
  return [
    ['Deposit', `${money(deposit.amount, currency)} (${share}), due by ${instant(deposit.dueAt, timeZone)}`],
    ['Balance', `${money(balance.amount, currency)}, due by ${instant(balance.dueAt, timeZone)}`],
    ...tiers.map((line, i) => [i === 0 ? 'Cancellation' : '', line] as [string, string]),
  ];
}
