/**
 * The held booking priced, booked, read, priced for cancellation, cancelled and paid, through V2's services:
 *
 * - OTA_CruisePriceBookingRQ: the hold its TransactionIdentifier names (or its sailing and cabin: holds.ts
 *   holdNameOf), with its terms (BookingService.get).
 * - OTA_CruiseBookRQ: confirm the hold its TransactionIdentifier (or its sailing and cabin) names with ReservationInfo/GuestDetails
 *   (ConfirmService.reserve and commit, the body checked against V2's ConfirmBody); the booking id (BR...) is
 *   the answer's ReservationID/@ID.
 * - OTA_ReadRQ: read.ts.
 * - OTA_CruiseCancellationPricingRQ: the fee of cancelling now; stores nothing (CancellationService.price).
 * - OTA_CancelRQ: CancelType="Initiate" makes the cancellation quote (Status="Pending", its fee in
 *   CancelInfoRS/CancelRules), "Commit" cancels with the booking's newest quote (Status="Cancelled").
 * - OTA_CruisePaymentRQ: a payment on account (PaymentService.record), in the booking's currency.
 */
import type { BookingService } from '../../../domain/bookings/booking-service.js';
import type { CancellationService } from '../../../domain/bookings/cancellation.js';
import type { ConfirmService } from '../../../domain/bookings/confirm.js';
import { ConfirmBody } from '../../../domain/bookings/confirm/guest-rules.js';
import type { ReservationBackend } from '../../../domain/bookings/reservation-backend.js';
import type { BookingResource } from '../../../domain/bookings/resource.js';
import type { BookingRecords } from '../../../domain/bookings/write.js';
import type { OtaHolds } from '../../../domain/ota-holds/index.js';
import type { PaymentService } from '../../../domain/payments/payment-service.js';
import { AppError } from '../../../kernel/errors.js';
import type { UnitsOfWork } from '../../../platform/db/transaction.js';
import { toFieldErrors, validationFailed, validatorCompiler } from '../../../platform/http/validation.js';
import { amountOf } from '../codes.js';
import type { OtaAnswer, OtaMessage } from '../message.js';
import { bookingPaymentOf, CABIN_STATUS, policyInfoOf, sailingInfoOf } from '../render.js';
import { at, attr, many, text, type XmlNode } from '../xml.js';
import { holdNameOf } from './holds.js';

export interface BookingServices {
  bookings: BookingService;
  confirm: ConfirmService;
  cancellations: CancellationService;
  payments: PaymentService;
  /** The booking records (bookings/write.ts): a payment's answer reads its booking's status in its own unit. */
  records: Pick<BookingRecords, 'load'>;
  units: UnitsOfWork;
  otaHolds: OtaHolds;
  reservationBackend: ReservationBackend;
}

/** OTA's UniqueID/@Type for a reservation (OpenTravel's Unique ID Type list: 14 Reservation). */
export const RESERVATION = '14';
/** ReservationID/@StatusCode, Berth's list (docs/ota.md): 1 held, 2 confirmed, 3 cancelled. */
export const RESERVATION_STATUS = { HELD: '1', CONFIRMED: '2', CANCELLED: '3' };

export const reservationIdOf = (
  booking: Pick<BookingResource, 'bookingId' | 'status'> & { confirmedAt?: string | null },
) => ({
  '@Type': RESERVATION,
  '@ID': booking.bookingId,
  '@StatusCode': booking.status === 'CANCELLED' ? RESERVATION_STATUS.CANCELLED : RESERVATION_STATUS.CONFIRMED,
});

/** A confirmed or cancelled booking as OTA_CruiseBookRS's content. */
export function bookRsOf(booking: BookingResource): XmlNode {
  const status = booking.status === 'CANCELLED' ? '3' : CABIN_STATUS.BOOKED;
  return {
    ReservationID: reservationIdOf(booking),
    SailingInfo: sailingInfoOf(booking, status),
    PolicyInfo: policyInfoOf(booking),
    BookingPayment: bookingPaymentOf(booking),
  };
}

const confirmBodyCheck = validatorCompiler({
  schema: ConfirmBody,
  httpPart: 'body',
  method: 'POST',
  url: '',
}) as unknown as {
  (value: unknown): boolean;
  errors?: Parameters<typeof toFieldErrors>[0] | null;
};

const GENDER: Record<string, 'FEMALE' | 'MALE' | 'OTHER'> = { Female: 'FEMALE', Male: 'MALE', Unknown: 'OTHER' };
const BOOK = 'OTA_CruiseBookRQ';
const DETAIL = `/${BOOK}/ReservationInfo/GuestDetails/GuestDetail`;
/** ConfirmBody's fields as the GuestDetail elements they come from. */
const GUEST_FIELD_TAGS: Record<string, string> = {
  firstName: 'ContactInfo/PersonName/GivenName',
  lastName: 'ContactInfo/PersonName/Surname',
  dateOfBirth: 'ContactInfo/@PersonBirthDate',
  gender: 'ContactInfo/@Gender',
  nationality: 'ContactInfo/@Nationality',
  email: 'ContactInfo/Email',
  phoneNumber: 'ContactInfo/Telephone/@PhoneNumber',
  address: 'ContactInfo/Address',
};
function bookTagOf(field: string): string | undefined {
  const match = /^guests\[(\d+)\]\.?([a-zA-Z]*)/.exec(field);
  if (!match) return field === 'guests' ? `/${BOOK}/ReservationInfo/GuestDetails` : undefined;
  const tail = GUEST_FIELD_TAGS[match[2] ?? ''];
  return `${DETAIL}[${Number(match[1]) + 1}]${tail ? `/${tail}` : ''}`;
}

/** The guests of ReservationInfo/GuestDetails in ConfirmBody's terms; the first is the lead. */
function confirmBodyOf(message: XmlNode): ConfirmBody {
  const details = many(at(message, 'ReservationInfo', 'GuestDetails')?.GuestDetail);
  const guests = details.map((detail, i) => {
    const contact = at(detail, 'ContactInfo');
    const name = at(contact, 'PersonName');
    const address = at(contact, 'Address');
    const phone = attr(at(contact, 'Telephone'), 'PhoneNumber');
    const email = text(contact?.Email);
    const gender = attr(contact, 'Gender');
    return {
      guestId: Number(attr(contact, 'GuestRefNumber') ?? i + 1),
      firstName: text(name?.GivenName) ?? '',
      lastName: text(name?.Surname) ?? '',
      dateOfBirth: attr(contact, 'PersonBirthDate') ?? '',
      gender: GENDER[gender ?? ''] ?? (gender as never),
      nationality: attr(contact, 'Nationality') ?? '',
      ...(i === 0 ? { isLead: true } : {}),
      ...(email ? { email } : {}),
      ...(phone ? { phoneNumber: phone } : {}),
      ...(address
        ? {
            address: {
              street: text(address.AddressLine) ?? '',
              postalCode: text(address.PostalCode) ?? '',
              city: text(address.CityName) ?? '',
              countryCode: attr(at(address, 'CountryName'), 'Code') ?? '',
            },
          }
        : {}),
    };
  });
  const body = { guests } as unknown as ConfirmBody;
  if (!confirmBodyCheck(body)) throw validationFailed(toFieldErrors(confirmBodyCheck.errors ?? [], 'body'));
  return body;
}

/** The reservation id a message names, or a refusal naming the element. */
export function reservationIdIn(node: XmlNode | undefined, xpath: string): string {
  const id = attr(node, 'ID');
  if (!id)
    throw new AppError(400, 'VALIDATION_FAILED', `${xpath} is required`, {
      [xpath]: ['is required: the booking id (BR...)'],
    });
  return id;
}

function priceBooking(s: BookingServices): OtaMessage {
  return {
    request: 'OTA_CruisePriceBookingRQ',
    answer: 'OTA_CruisePriceBookingRS',
    async handle({ agency, message }): Promise<OtaAnswer> {
      const hold = await holdNameOf(s.otaHolds, agency.id, message, 'OTA_CruisePriceBookingRQ');
      const sessionId = await s.otaHolds.liveSessionOf(agency.id, hold.name);
      const { value } = await s.bookings.get(agency, 'voyage-only', sessionId);
      return {
        attributes: hold.attributes,
        content: {
          SailingInfo: sailingInfoOf(value, CABIN_STATUS.HELD),
          BookingPayment: { ...bookingPaymentOf(value), PolicyInfo: policyInfoOf(value) },
        },
      };
    },
  };
}

function book(s: BookingServices): OtaMessage {
  return {
    request: BOOK,
    answer: 'OTA_CruiseBookRS',
    tagOf: bookTagOf,
    async handle({ agency, message, storeWithin }): Promise<OtaAnswer> {
      const body = confirmBodyOf(message);
      const hold = await holdNameOf(s.otaHolds, agency.id, message, BOOK);
      const sessionId = await s.otaHolds.liveSessionOf(agency.id, hold.name);
      const reserved = await s.confirm.reserve(agency, 'voyage-only', sessionId, body, s.reservationBackend);
      const booking = await s.units(async (unit) => {
        const confirmed = await s.confirm.commit(unit, reserved);
        // With an Idempotency-Key, the answer commits with the booking (transport.ts `answer` says why).
        await storeWithin?.(unit.tx, { attributes: hold.attributes, content: bookRsOf(confirmed) });
        return confirmed;
      });
      return { attributes: hold.attributes, content: bookRsOf(booking) };
    },
  };
}

function cancellationPricing(s: BookingServices): OtaMessage {
  return {
    request: 'OTA_CruiseCancellationPricingRQ',
    answer: 'OTA_CruiseCancellationPricingRS',
    async handle({ agency, message }): Promise<OtaAnswer> {
      const bookingId = reservationIdIn(
        at(message, 'ReservationID'),
        '/OTA_CruiseCancellationPricingRQ/ReservationID/@ID',
      );
      const price = await s.cancellations.price({ agencyId: agency.id, bookingId });
      const booking = await s.confirm.get(agency, bookingId);
      return {
        content: {
          ReservationID: reservationIdOf(booking),
          SailingInfo: sailingInfoOf(booking, CABIN_STATUS.BOOKED),
          CancellationFees: cancellationFeesOf(price),
        },
      };
    },
  };
}

function cancel(s: BookingServices): OtaMessage {
  return {
    request: 'OTA_CancelRQ',
    answer: 'OTA_CancelRS',
    errorAttributes: { Status: 'Unsuccessful' },
    async handle({ agency, message, storeWithin }): Promise<OtaAnswer> {
      const unique = at(message, 'UniqueID');
      const bookingId = reservationIdIn(unique, '/OTA_CancelRQ/UniqueID/@ID');
      const uniqueId = { '@Type': RESERVATION, '@ID': bookingId };
      if (attr(message, 'CancelType') === 'Commit') {
        const answerOf = (booking: BookingResource): OtaAnswer => {
          const fee = booking.cancellation;
          return {
            attributes: { Status: 'Cancelled' },
            content: {
              UniqueID: uniqueId,
              ...(fee
                ? {
                    CancelInfoRS: {
                      CancelRules: { CancelRule: { '@CurrencyCode': booking.currency, '@Amount': amountOf(fee.fee) } },
                    },
                  }
                : {}),
            },
          };
        };
        // With an Idempotency-Key, the answer commits with the cancellation (transport.ts `answer`).
        const booking = await s.cancellations.cancel({
          agencyId: agency.id,
          bookingId,
          ifMatch: undefined,
          cancellationQuoteId: 'newest',
          storeWithin: storeWithin && ((tx, cancelled) => storeWithin(tx, answerOf(cancelled))),
        });
        return answerOf(booking);
      }
      if (attr(message, 'CancelType') !== 'Initiate') {
        throw new AppError(400, 'VALIDATION_FAILED', 'CancelType must be Initiate or Commit.', {
          '/OTA_CancelRQ/@CancelType': ['must be Initiate or Commit'],
        });
      }
      const quote = await s.cancellations.quote({ agencyId: agency.id, bookingId, ifMatch: undefined });
      return {
        attributes: { Status: 'Pending' },
        content: {
          UniqueID: uniqueId,
          CancelInfoRS: {
            CancelRules: {
              CancelRule: {
                '@CancelByDate': quote.expiresAt,
                '@CurrencyCode': quote.currency,
                '@Amount': amountOf(quote.fee),
              },
            },
          },
        },
      };
    },
  };
}

function payment(s: BookingServices): OtaMessage {
  return {
    request: 'OTA_CruisePaymentRQ',
    answer: 'OTA_CruisePaymentRS',
    tagOf: (field) =>
      ({
        amount: '/OTA_CruisePaymentRQ/ReservationPayment/PaymentDetail/PaymentAmount/@Amount',
        currency: '/OTA_CruisePaymentRQ/ReservationPayment/PaymentDetail/PaymentAmount/@CurrencyCode',
      })[field],
    async handle({ agency, message, storeWithin }): Promise<OtaAnswer> {
      const reservations = many(message.ReservationPayment);
      const details = many(reservations[0]?.PaymentDetail);
      if (reservations.length !== 1 || details.length !== 1) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Berth records one payment per request.', {
          '/OTA_CruisePaymentRQ/ReservationPayment': ['must be one, with one PaymentDetail'],
        });
      }
      const bookingId = reservationIdIn(
        at(reservations[0], 'ReservationID'),
        '/OTA_CruisePaymentRQ/ReservationPayment/ReservationID/@ID',
      );
      const amount = at(details[0], 'PaymentAmount');
      // The answer is made in the payment's unit of work, and with an Idempotency-Key stored there: a process that
      // died after the commit must not let the retry record the payment a second time (transport.ts `answer`).
      return s.units(async (unit) => {
        const recorded = await s.payments.record(unit, agency, bookingId, {
          amount: Number(attr(amount, 'Amount') ?? 'NaN'),
          currency: attr(amount, 'CurrencyCode') ?? '',
        });
        const { status } = await s.records.load(unit.tx, agency.id, bookingId);
        const answer: OtaAnswer = {
          content: {
            ReservationPayment: {
              ReservationID: reservationIdOf({ bookingId, status }),
              PaymentDetail: {
                '@PaymentType': attr(details[0], 'PaymentType') ?? '4',
                PaymentAmount: { '@CurrencyCode': recorded.currency, '@Amount': amountOf(recorded.amount) },
              },
            },
          },
        };
        await storeWithin?.(unit.tx, answer);
        return answer;
      });
    },
  };
}

export const bookingMessages = (s: BookingServices): OtaMessage[] =>
  [priceBooking, book, cancellationPricing, cancel, payment].map((message) => message(s));

/** The fee of cancelling now, and what is refunded or still due, as CruiseBookingInfoType. */
function cancellationFeesOf(price: {
  fee: number;
  refundAmount: number;
  amountDue: number;
  currency: string;
}): XmlNode {
  return {
    BookingPrices: {
      BookingPrice: [
        { '@PriceTypeCode': '9', '@Amount': amountOf(price.fee), '@CodeDetail': 'Cancellation fee' },
        { '@PriceTypeCode': '10', '@Amount': amountOf(price.refundAmount), '@CodeDetail': 'Refund' },
        { '@PriceTypeCode': '11', '@Amount': amountOf(price.amountDue), '@CodeDetail': 'Amount due' },
      ],
    },
  };
}
