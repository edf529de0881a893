/**
 * The promotion form as staff fill it in and the list's rows (pages/promotions.ts). The form reads what a
 * person types into a PromotionInput: the booking window in the operator's time zone (as the disruption form's
 * time and the request log's filters), the amount as staff type money (amount-input.ts, minor units), markets
 * as a list of country codes. Whether the promotion itself holds (its fares, its percent, its windows' order)
 * is the promotion service's to say, and its refusals come back beside these same fields.
 */
import { Type } from '@sinclair/typebox';
import { toDecimalString, toMajor } from '../../domain/pricing/money.js';
import { GUEST_TYPES, type GuestType } from '../../domain/pricing/price.js';
import {
  promotionState,
  type Promotion,
  type PromotionDiscount,
  type PromotionInput,
  type PromotionState,
} from '../../domain/promotions/index.js';
import type { Redemption } from '../../domain/bookings/redemptions.js';
import type { BookingStatus } from '../../domain/bookings/states.js';
import { localDateTime, normalizeLocalDateTime, wallClockToInstant } from '../../kernel/time.js';
import { parseAmountInput } from './amount-input.js';
import type { PortalFormat } from './format.js';
import { portalForm, type FormErrors, type FormRead, type FormText } from './forms.js';

const LOCAL_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/**
 * Every field of PromotionInput. The code is posted only when the promotion is made (it never changes). The
 * discount is a choice and its two sets of fields, read together into `discount`, the service's field for it.
 */
export const PromotionForm = portalForm(
  Type.Object({
    promotionCode: Type.Optional(Type.String({ maxLength: 30 })),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    fareCodes: Type.Array(Type.String({ maxLength: 30 }), { minItems: 1 }),
    discountKind: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
    percent: Type.String(),
    amount: Type.String(),
    currency: Type.String(),
    bookingFrom: Type.String({ pattern: LOCAL_DATE_TIME }),
    bookingUntil: Type.String({ pattern: LOCAL_DATE_TIME }),
    departureFrom: Type.String({ pattern: DATE }),
    departureUntil: Type.String({ pattern: DATE }),
    markets: Type.String(),
    guestTypes: Type.Array(Type.Union(GUEST_TYPES.map((t) => Type.Literal(t)))),
    redemptionCap: Type.String(),
  }),
  {
    messages: {
      fareCodes: 'must name at least one fare',
      discountKind: 'must be a percent or an amount per guest',
      bookingFrom: 'must be a date and time',
      bookingUntil: 'must be a date and time',
      departureFrom: 'must be a date',
      departureUntil: 'must be a date',
      guestTypes: 'must be among the guest types listed',
    },
  },
);

export type PromotionValues = FormText<typeof PromotionForm.schema>;

/** Labels of the fields, as the form shows them (and its error summary names them). */
export const PROMOTION_FIELD_LABELS: Record<string, string> = {
  promotionCode: 'Code',
  name: 'Name',
  fareCodes: 'Fares',
  discount: 'Discount',
  bookingFrom: 'Bookable from',
  bookingUntil: 'Bookable until',
  departureFrom: 'Departures from',
  departureUntil: 'Departures until',
  markets: 'Markets',
  guestTypes: 'Guest types',
  redemptionCap: 'Redemption cap',
};

export const PROMOTION_FIELDS = Object.keys(PROMOTION_FIELD_LABELS);

/** The empty form of a new promotion: a percent off, every market, every guest, no cap. */
export const NEW_PROMOTION_VALUES: PromotionValues = {
  promotionCode: '',
  name: '',
  fareCodes: [],
  discountKind: 'percent',
  percent: '',
  amount: '',
  currency: 'NOK',
  bookingFrom: '',
  bookingUntil: '',
  departureFrom: '',
  departureUntil: '',
  markets: '',
  guestTypes: [],
  redemptionCap: '',
};

/** A promotion as its edit form shows it: the booking window in the operator's time zone, to the minute. */
export function promotionValues(p: Promotion, timeZone: string): PromotionValues {
  const local = (d: Date) => localDateTime(d, timeZone).slice(0, 16);
  const amount = 'amount' in p.discount ? p.discount : null;
  return {
    promotionCode: p.promotionCode,
    name: p.name,
    fareCodes: p.fareCodes,
    discountKind: amount ? 'amount' : 'percent',
    percent: 'percent' in p.discount ? String(p.discount.percent) : '',
    amount: amount ? toDecimalString(amount.amount, amount.currency) : '',
    currency: amount ? amount.currency : 'NOK',
    bookingFrom: local(p.bookingFrom),
    bookingUntil: local(p.bookingUntil),
    departureFrom: p.departureFrom,
    departureUntil: p.departureUntil,
    markets: (p.markets ?? []).join(', '),
    guestTypes: p.guestTypes ?? [],
    redemptionCap: p.redemptionCap === null ? '' : String(p.redemptionCap),
  };
}

/** The discount as typed; a problem goes on `discount`. */
function discountOf(values: PromotionValues, errors: FormErrors): PromotionDiscount | undefined {
  if (values.discountKind === 'percent') {
    const percent = values.percent.replace(/\s*%$/, '');
    if (/^\d{1,3}$/.test(percent)) return { percent: Number(percent) };
    errors.discount = 'as a percent must be a whole number from 1 to 100, such as 10';
    return undefined;
  }
  if (values.discountKind !== 'amount') return undefined;
  const currency = values.currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency) || !CURRENCIES.has(currency)) {
    errors.discount = "needs the amount's currency as its three-letter code, such as NOK or EUR";
    return undefined;
  }
  const amount = parseAmountInput(values.amount, currency);
  if (amount.ok) return { amount: amount.minor, currency };
  errors.discount = `amount ${amount.message}`;
  return undefined;
}

/** Country codes separated by commas or spaces; null (every market) when there is none. */
function marketsOf(text: string, errors: FormErrors): string[] | null {
  const codes = [
    ...new Set(
      text
        .toUpperCase()
        .split(/[\s,;]+/)
        .filter(Boolean),
    ),
  ];
  const bad = codes.filter((c) => !/^[A-Z]{2}$/.test(c));
  if (bad.length > 0) errors.markets = `must be two-letter country codes such as NO, SE, DE (not ${bad.join(', ')})`;
  return codes.length > 0 ? codes : null;
}

/** A calendar date that exists (2027-02-30 does not). */
const isDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/**
 * The form as the service's input, or the problems of what was typed, every field at once (the service's own
 * rules come after, beside the same fields). The code is upper-cased: agencies' codes are matched so.
 */
export function promotionInputOf(
  form: FormRead<typeof PromotionForm.schema>,
  timeZone: string,
): { input?: PromotionInput; errors: FormErrors } {
  const { values, body } = form;
  const errors: FormErrors = { ...form.errors };
  if (errors.discountKind) errors.discount = errors.discountKind;
  delete errors.discountKind;
  const discount = discountOf(values, errors);
  const markets = marketsOf(values.markets, errors);
  for (const name of ['departureFrom', 'departureUntil'] as const) {
    if (!errors[name] && !isDate(values[name])) errors[name] = 'must be a date';
  }
  const cap = values.redemptionCap.replace(/\s/g, '');
  if (cap !== '' && !/^\d{1,9}$/.test(cap)) {
    errors.redemptionCap = 'must be a whole number of bookings, or left empty for no cap';
  }
  if (!body || !discount || Object.keys(errors).length > 0) return { errors };
  const instant = (local: string) => wallClockToInstant(normalizeLocalDateTime(local), timeZone);
  return {
    input: {
      promotionCode: (body.promotionCode ?? '').toUpperCase(),
      name: body.name,
      fareCodes: body.fareCodes,
      discount,
      bookingFrom: instant(body.bookingFrom),
      bookingUntil: instant(body.bookingUntil),
      departureFrom: body.departureFrom,
      departureUntil: body.departureUntil,
      markets,
      guestTypes: body.guestTypes.length > 0 ? [...new Set(body.guestTypes)] : null,
      redemptionCap: cap === '' ? null : Number(cap),
    },
    errors,
  };
}

/** A promotion as the list and its own page show it: where it stands now and its discount in words. */
export interface PromotionView {
  promotion: Promotion;
  state: PromotionState;
  discount: string;
}

/** "10 %" or "NOK 500.00 per guest" (the portal's one way of printing money). */
export function discountInWords(discount: PromotionDiscount, fmt: PortalFormat): string {
  if ('percent' in discount) return `${discount.percent} %`;
  return `${fmt.money(toMajor(discount.amount, discount.currency), discount.currency)} per guest`;
}

export function promotionView(p: Promotion, now: Date, fmt: PortalFormat): PromotionView {
  return { promotion: p, state: promotionState(p, now), discount: discountInWords(p.discount, fmt) };
}

/** The guest types as the form offers them, with the booking page's names. */
export type GuestTypeChoice = { code: GuestType; label: string };

/** A booking that took the promotion, as its page lists it. */
export interface RedemptionRowView {
  /** The booking's reference, or "Not yet confirmed" while it is held (a reference is given at confirm). */
  reference: string;
  /** The operator's booking page; null while held (the page is of confirmed and cancelled bookings). */
  href: string | null;
  agencyName: string;
  status: string;
  /** "NOK 1,245.00", or an empty string if the document names none. */
  discount: string;
  takenAt: Date;
}

/** The promotion's redemptions: "3 of 100" (or "3, no cap") and the newest bookings that took it. */
export interface RedemptionsView {
  taken: string;
  rows: RedemptionRowView[];
  /** How many live redemptions are not listed (beyond the newest shown); 0 when all are. */
  notListed: number;
}

const REDEMPTION_STATUS: Record<BookingStatus, string> = {
  HELD: 'Held',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
};

export function redemptionsView(
  promotion: Promotion,
  read: { taken: number; bookings: Redemption[] },
  fmt: PortalFormat,
): RedemptionsView {
  const cap = promotion.redemptionCap;
  return {
    taken: cap === null ? `${read.taken}, no cap` : `${read.taken} of ${cap}`,
    rows: read.bookings.map((b) => ({
      reference: b.reference ?? 'Not yet confirmed',
      href: b.reference === null ? null : `/portal/bookings/${encodeURIComponent(b.reference)}`,
      agencyName: b.agencyName,
      status: REDEMPTION_STATUS[b.status],
      discount: b.discount === null ? '' : fmt.money(b.discount, b.currency),
      takenAt: b.takenAt,
    })),
    notListed: Math.max(0, read.taken - read.bookings.length),
  };
}
