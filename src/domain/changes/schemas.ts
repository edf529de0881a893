/**
 * The priced change's request and answers (commerce.md, "Priced changes after booking"), as the OpenAPI document
 * shows them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BookingResourceSchema, PaymentBlockSchema } from '../bookings/schemas.js';
import { GuestDetails } from '../bookings/document.js';
import { GuestTypeSchema } from '../sessions/schemas.js';

// A new guest's details are the confirm's, without the id (the booking gives the next unused one) and the lead
// (the lead stays; PATCH /bookings/{id}/guests/{guestId} moves it).
const { guestId: _guestId, isLead: _isLead, ...newGuestDetails } = GuestDetails.properties;

const AddGuest = Type.Object(
  {
    type: GuestTypeSchema,
    cabinId: Type.Integer({ minimum: 1, description: "The booking's cabins[].id the guest joins" }),
    ...newGuestDetails,
  },
  { additionalProperties: false },
);
export type AddGuest = Static<typeof AddGuest>;

export const ChangeQuoteBody = Type.Object(
  {
    departureDate: Type.Optional(
      Type.String({
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2})?$',
        'x-format-description': 'a local date-time without a zone, such as 2027-01-17T22:30:00',
        description:
          "Another departure between the booking's ports (for a package, another departure of its package): a results[].departureDate of a search, as given. The grades stay; chosen cabin numbers become guarantee cabins again.",
      }),
    ),
    cabins: Type.Optional(
      Type.Array(
        Type.Object(
          {
            cabinId: Type.Integer({ minimum: 1, description: "The booking's cabins[].id" }),
            code: Type.String({ minLength: 1, maxLength: 16, description: 'The cabin grade it moves to' }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 9, description: 'Another grade for some of the cabins' },
      ),
    ),
    addGuests: Type.Optional(
      Type.Array(AddGuest, {
        minItems: 1,
        maxItems: 8,
        description:
          "Guests joining the booking, each in one of its cabins within the grade's maximumOccupancy, with the confirm's guest details (no guestId: each gets the booking's next unused guestId, never a reused one; no isLead: the lead stays)",
      }),
    ),
    removeGuestIds: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        minItems: 1,
        maxItems: 8,
        uniqueItems: true,
        description:
          "The booking's guests[].id leaving it. Neither the lead (make another guest lead first) nor the guest the vehicles are bound to; every cabin keeps an ADULT or SENIOR",
      }),
    ),
    fareCode: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 32,
        description: 'Another fare for the whole booking (FLEX, STANDARD, SAVER in the demo)',
      }),
    ),
  },
  {
    $id: 'ChangeQuoteRequest',
    additionalProperties: false,
    minProperties: 1,
    examples: [
      { departureDate: '2027-01-17T22:30:00' },
      { cabins: [{ cabinId: 1, code: 'S1' }] },
      {
        addGuests: [
          {
            type: 'ADULT',
            cabinId: 1,
            firstName: 'Kari',
            lastName: 'Nordmann',
            dateOfBirth: '1985-03-14',
            gender: 'FEMALE',
            nationality: 'NO',
          },
        ],
      },
      { removeGuestIds: [3] },
    ],
  },
);
export type ChangeQuoteBody = Static<typeof ChangeQuoteBody>;

const Dropped = Type.Object({
  kind: Type.Union(['ADDON', 'EXCURSION', 'SUPPLEMENTAL_TOUR', 'PROMOTION'].map((k) => Type.Literal(k))),
  code: Type.String(),
  price: Type.Number({
    description: 'What it cost on the booking (for a promotion: the discount it gave), in the booking currency',
  }),
});

export const ChangeQuoteSchema = Type.Object(
  {
    changeQuoteId: Type.String({ description: 'Send it to POST /bookings/{bookingId}/changes within 15 minutes' }),
    bookingId: Type.String(),
    expiresAt: Type.String({ format: 'date-time', description: 'UTC; what the change needs is held until then' }),
    currency: Type.String(),
    changeFee: Type.Number({ description: "The fare's fee for this change (0 while changes are free)" }),
    priceDifference: Type.Number({
      description: 'newTotal minus the total now (the fee included); negative when cheaper',
    }),
    newTotal: Type.Number({ description: "The booking's totalPrice after the change, the fee included" }),
    amountDue: Type.Number({
      description: 'What will be owed after the change: newTotal minus what was paid, never below 0',
    }),
    refundAmount: Type.Number({ description: 'What was paid above newTotal, refunded after the change' }),
    // The payment block's fields (not its $id: the booking below carries that schema once already).
    paymentSchedule: Type.Object(PaymentBlockSchema.properties, {
      description: "The booking's payment block as it would be after the change: amounts and due instants",
    }),
    dropped: Type.Array(Dropped, { description: 'What the change removes from the booking' }),
    booking: BookingResourceSchema,
  },
  { $id: 'ChangeQuote' },
);

export const ApplyChangeBody = Type.Object(
  { changeQuoteId: Type.String({ minLength: 1, maxLength: 64 }) },
  {
    $id: 'ApplyChangeRequest',
    additionalProperties: false,
    examples: [{ changeQuoteId: 'chq_5b1f0c3e9a7d4f2b8c6e1a0d9f3b7c21' }],
  },
);
export type ApplyChangeBody = Static<typeof ApplyChangeBody>;
