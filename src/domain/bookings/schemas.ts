/**
 * The confirmed booking's wire schemas (lifecycle.md "Booking resource"): the resource every answer from confirm on
 * carries, its payment block, the list page, the cancellation quote, and the fields a held booking shares with it
 * (`bookingFields`, which bookings/held-schemas.ts spreads into `HeldBooking`).
 */
import { Type } from '@sinclair/typebox';
import { userKeyQueryProperties } from '../auth/index.js';
import { AppliedPromotion, GuestTypeSchema, IsoDate, VehicleTypeSchema } from '../sessions/schemas.js';
import { BOOKING_EXAMPLE, BOOKING_SUMMARY_EXAMPLE, CANCELLATION_QUOTE_EXAMPLE } from './examples.js';

export const GuestPrice = Type.Object({ guestId: Type.Integer(), price: Type.Number() });
const PriceLine = Type.Object({ code: Type.String(), guests: Type.Array(GuestPrice) });
export const TourOverride = Type.Object({
  tourStageId: Type.Integer(),
  departureCode: Type.String(),
  arrivalCode: Type.String(),
});

export const CustomerDetails = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    dateOfBirth: Type.String({ format: 'date' }),
    gender: Type.String(),
    nationality: Type.String(),
    isLead: Type.Boolean(),
    email: Type.Optional(Type.String()),
    phoneNumber: Type.Optional(Type.String()),
    address: Type.Optional(
      Type.Object({
        street: Type.String(),
        postalCode: Type.String(),
        city: Type.String(),
        countryCode: Type.String(),
      }),
    ),
  },
  { $id: 'CustomerDetails' },
);

const Instant0 = Type.String({ format: 'date-time', description: 'UTC instant' });

/** commerce.md: the terms under the booking's fare (bookings/terms.ts). */
export const BookingTermsSchema = Type.Object(
  {
    deposit: Type.Object({
      amount: Type.Number(),
      percent: Type.Integer({ description: "The fare's deposit, in percent of the total (half up)" }),
      refundable: Type.Boolean({
        description: 'false: never refunded on cancellation (the fee is at least the deposit)',
      }),
      dueAt: Instant0,
    }),
    balance: Type.Object({ amount: Type.Number(), dueAt: Instant0 }),
    cancellation: Type.Array(
      Type.Object({
        fromDaysBeforeDeparture: Type.Integer({
          description:
            'The tier applies from this many whole days before the local departure date down to the next tier',
        }),
        startsAt: Type.Union([Instant0, Type.Null()], {
          description: 'When the tier begins (the local midnight it starts at); null for the first tier',
        }),
        fee: Type.Union([
          Type.Object({ type: Type.Literal('DEPOSIT'), amount: Type.Number() }),
          Type.Object({ type: Type.Literal('PERCENT'), percent: Type.Integer(), amount: Type.Number() }),
        ]),
      }),
      { description: 'From the most days before departure to the fewest; each amount at the current total' },
    ),
    changes: Type.Object({
      date: Type.Boolean(),
      grade: Type.Boolean(),
      party: Type.Boolean(),
      untilDaysBeforeDeparture: Type.Integer(),
      allowedUntil: Instant0,
      freeUntil: Type.Union([Instant0, Type.Null()], { description: 'null: a change always costs the fee' }),
      fee: Type.Number({ description: 'The fee of one change after freeUntil, in the booking currency' }),
    }),
    priceGuaranteedUntil: Type.Optional({
      ...Instant0,
      description: "Held bookings: the price and promotion hold until then (the session's expiry at the last write)",
    }),
  },
  { $id: 'BookingTerms' },
);

export const bookingFields = {
  fare: Type.Object(
    { fareCode: Type.String(), name: Type.String() },
    { description: 'The fare the booking is sold under (STANDARD unless named at create)' },
  ),
  promotion: Type.Union([AppliedPromotion, Type.Null()], { description: 'The promotion taken at create, or null' }),
  terms: BookingTermsSchema,
  sessionId: Type.String({ format: 'uuid' }),
  market: Type.String(),
  currency: Type.String(),
  departureDate: Type.String({ description: 'Local date-time, no zone' }),
  arrivalDate: Type.String(),
  departurePort: Type.String(),
  arrivalPort: Type.String(),
  shipCode: Type.String({ description: 'See /api/v2/refdata/ships' }),
  embarkationNotification: Type.Union(
    [Type.Array(Type.Object({ locale: Type.String(), value: Type.String() })), Type.Null()],
    {
      description:
        'Localized embarkation instruction for this departure, or null; informational; do not cache per port',
    },
  ),
  cabins: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'Send as cabinId when choosing a cabin number' }),
      code: Type.String(),
      cabinType: Type.String(),
      cabinNumber: Type.Union([Type.String(), Type.Null()], {
        description: 'null while the booking holds a guarantee cabin',
      }),
      guests: Type.Array(Type.Integer()),
    }),
  ),
  vehicles: Type.Array(Type.Object({ type: VehicleTypeSchema, guestId: Type.Integer() })),
  addons: Type.Array(
    Type.Object({ code: Type.String(), guests: Type.Array(Type.Integer()), isMandatory: Type.Boolean() }),
  ),
  excursions: Type.Array(
    Type.Object({
      code: Type.String(),
      startDate: Type.String(),
      endDate: Type.String(),
      isMandatory: Type.Boolean(),
      guests: Type.Array(Type.Integer()),
    }),
  ),
  supplementalTours: Type.Array(
    Type.Object({
      code: Type.String(),
      startDate: Type.String(),
      endDate: Type.String(),
      tourCategory: Type.Union([Type.Literal('Arrival'), Type.Literal('Departure')]),
      isMandatory: Type.Boolean(),
      guests: Type.Array(Type.Integer()),
      tourStageSelectableRouteOverrides: Type.Array(TourOverride),
    }),
  ),
  priceBreakdown: Type.Object({
    totalPrice: Type.Number({ description: 'Equals the sum of every component array' }),
    commissionTotal: Type.Number({ description: 'Agency commission contained in totalPrice; 0 when none' }),
    cabins: Type.Array(PriceLine),
    addons: Type.Array(PriceLine),
    excursions: Type.Array(PriceLine),
    supplementalTours: Type.Array(PriceLine),
    vehicles: Type.Array(Type.Object({ code: Type.String(), guest: GuestPrice })),
    fees: Type.Optional(
      Type.Array(Type.Object({ code: Type.Literal('CHANGE_FEE'), amount: Type.Number() }), {
        description:
          'Fees inside totalPrice: one CHANGE_FEE per applied change that cost one (commerce.md); absent while there are none',
      }),
    ),
  }),
};
const Instant = Type.String({ format: 'date-time', description: 'UTC instant' });

export const PaymentBlockSchema = Type.Object(
  {
    currency: Type.String(),
    totalPrice: Type.Number(),
    paidAmount: Type.Number(),
    balance: Type.Number({ description: 'What the agency still owes (once cancelled: the amount due of the fee)' }),
    depositAmount: Type.Number({ description: "The fare's deposit percent of totalPrice, half up (terms.deposit)" }),
    depositDueByUtc: Instant,
    balanceDueByUtc: Instant,
    status: Type.Union(
      ['UNPAID', 'DEPOSIT_PAID', 'PAID', 'REFUND_DUE', 'SETTLED'].map((s) => Type.Literal(s)),
      {
        description:
          'UNPAID, DEPOSIT_PAID, PAID; REFUND_DUE when more was paid than is owed; SETTLED once cancelled and even',
      },
    ),
  },
  { $id: 'BookingPayment' },
);

export const CancellationReasonSchema = Type.Union(
  ['AGENCY_REQUEST', 'PAYMENT_OVERDUE', 'SAILING_CANCELLED'].map((s) => Type.Literal(s)),
);

/** The booking after confirm (lifecycle.md "Booking resource"): every booking answer from confirm on. */
export const BookingResourceSchema = Type.Object(
  {
    bookingId: Type.String(),
    status: Type.Union([Type.Literal('CONFIRMED'), Type.Literal('CANCELLED')]),
    version: Type.Integer({ minimum: 1, description: '1 at confirm, +1 on every change; the ETag is "<version>"' }),
    agencyReference: Type.Optional(Type.String()),
    ...bookingFields,
    guests: Type.Array(
      Type.Object({
        id: Type.Integer(),
        type: GuestTypeSchema,
        customerDetails: Type.Union([CustomerDetails, Type.Null()], {
          description: "The guest's personal data; null once it was erased (see personalDataErasedAt)",
        }),
      }),
    ),
    payment: PaymentBlockSchema,
    cancellation: Type.Union([
      Type.Object({
        cancelledAt: Instant,
        reason: CancellationReasonSchema,
        fee: Type.Number(),
        refundAmount: Type.Number(),
        amountDue: Type.Number(),
      }),
      Type.Null(),
    ]),
    disruptions: Type.Array(
      Type.Object({
        kind: Type.Union([
          Type.Literal('PORT_SKIPPED'),
          Type.Literal('CALL_RETIMED'),
          Type.Literal('SAILING_CANCELLED'),
        ]),
        portCode: Type.String({ description: "The call's port; for SAILING_CANCELLED the booking's departure port" }),
        previousDateTime: Type.Union([Type.String(), Type.Null()], {
          description:
            "The call's local time before (its departure, or arrival at the last call); for SAILING_CANCELLED the booking's departure",
        }),
        newDateTime: Type.Union([Type.String(), Type.Null()], {
          description: 'CALL_RETIMED: the new local time; null otherwise',
        }),
        recordedAt: Instant,
        message: Type.Optional(
          Type.String({
            maxLength: 500,
            description:
              "The operator's message to partners about the disruption (at most 500 characters); absent when none",
          }),
        ),
      }),
      { description: 'What the operator changed on this voyage since it was sold, oldest first' },
    ),
    personalDataErasedAt: Type.Union([Instant, Type.Null()], {
      description:
        "When the guests' personal data was erased (on request, or PERSONAL_DATA_RETENTION_DAYS after arrival or cancellation); null while the booking holds it",
    }),
  },
  { $id: 'Booking', examples: [BOOKING_EXAMPLE] },
);

export const BookingIdParams = Type.Object({ bookingId: Type.String({ minLength: 1, maxLength: 64 }) });

export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 256,
      description: 'The booking\'s ETag ("<version>") as last read; a stale one answers 412 and changes nothing',
    }),
  ),
});

export const BookingListQuery = Type.Object({
  ...userKeyQueryProperties,
  status: Type.Optional(Type.Union([Type.Literal('CONFIRMED'), Type.Literal('CANCELLED')])),
  agencyReference: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  departureFrom: Type.Optional({ ...IsoDate, description: 'Earliest local departure date, inclusive' }),
  departureTo: Type.Optional({ ...IsoDate, description: 'Latest local departure date, inclusive' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  cursor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 512, description: 'nextCursor of the previous page; opaque' }),
  ),
});

export const BookingListPage = Type.Object(
  {
    bookings: Type.Array(
      Type.Object(
        {
          bookingId: Type.String(),
          status: Type.Union([Type.Literal('CONFIRMED'), Type.Literal('CANCELLED')]),
          agencyReference: Type.Union([Type.String(), Type.Null()]),
          departureDate: Type.String({ description: 'Local date-time, no zone' }),
          departurePort: Type.String(),
          arrivalPort: Type.String(),
          shipCode: Type.String(),
          leadGuest: Type.Union([Type.Object({ firstName: Type.String(), lastName: Type.String() }), Type.Null()], {
            description: "The lead guest's name; null once the booking's personal data was erased",
          }),
          totalPrice: Type.Number(),
          currency: Type.String(),
          payment: Type.Object({ status: PaymentBlockSchema.properties.status, balance: Type.Number() }),
        },
        { $id: 'BookingSummary', examples: [BOOKING_SUMMARY_EXAMPLE] },
      ),
      { description: 'Newest confirm first' },
    ),
    nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'null on the last page' }),
  },
  { $id: 'BookingListPage' },
);

export const CancellationQuoteSchema = Type.Object(
  {
    cancellationQuoteId: Type.String(),
    bookingId: Type.String(),
    fee: Type.Number(),
    refundAmount: Type.Number({ description: 'max(0, paid - fee)' }),
    amountDue: Type.Number({ description: 'max(0, fee - paid)' }),
    currency: Type.String(),
    expiresAt: Type.String({ format: 'date-time', description: '15 minutes after the quote' }),
  },
  { $id: 'CancellationQuote', examples: [CANCELLATION_QUOTE_EXAMPLE] },
);

export const CancelBody = Type.Object(
  { cancellationQuoteId: Type.String({ minLength: 1, maxLength: 64, description: 'The newest quote, unexpired' }) },
  {
    $id: 'CancelBookingRequest',
    additionalProperties: false,
    examples: [{ cancellationQuoteId: 'cq_5b1f0c2a9d3e4f6a8b7c6d5e4f3a2b1c' }],
  },
);
