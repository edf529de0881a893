import { Type, type Static } from '@sinclair/typebox';

export const RecordPaymentBody = Type.Object(
  {
    amount: Type.Number({
      description:
        "In major units with at most the currency's decimals (NOK 1000.5); above 0 and at most the booking's balance",
    }),
    currency: Type.String({ minLength: 3, maxLength: 3, description: "ISO 4217; must be the booking's currency" }),
    reference: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: "The agency's own reference of the remittance (an invoice or transfer number)",
      }),
    ),
  },
  {
    $id: 'RecordPaymentRequest',
    additionalProperties: false,
    examples: [{ amount: 1000, currency: 'NOK', reference: 'INV-1' }],
  },
);
export type RecordPaymentBody = Static<typeof RecordPaymentBody>;

export const Payment = Type.Object(
  {
    paymentId: Type.String({ description: '`pay_...` (a payment) or `rfd_...` (a refund)' }),
    kind: Type.Union([Type.Literal('PAYMENT'), Type.Literal('REFUND')], {
      description:
        'PAYMENT: a remittance the agency recorded; REFUND: money returned to the agency (paid above what was owed). ' +
        "The booking's paidAmount is the sum of its payments' amounts.",
    }),
    bookingId: Type.String(),
    amount: Type.Number({ description: 'Signed: above 0 for a payment, below 0 for a refund' }),
    currency: Type.String(),
    reference: Type.Union([Type.String(), Type.Null()]),
    receivedAt: Type.String({ format: 'date-time', description: 'UTC instant the payment was recorded' }),
  },
  {
    $id: 'Payment',
    examples: [
      {
        paymentId: 'pay_2a29a34a46d2b4fd42656a30',
        kind: 'PAYMENT',
        bookingId: 'BRRTTM37JZ',
        amount: 1000,
        currency: 'NOK',
        reference: 'INV-1',
        receivedAt: '2027-01-05T09:00:00.000Z',
      },
    ],
  },
);
export type Payment = Static<typeof Payment>;

export const PaymentList = Type.Object(
  { payments: Type.Array(Payment, { description: 'Oldest first' }) },
  { $id: 'PaymentList' },
);

export const AdvanceBookingBody = Type.Object(
  {
    to: Type.Union(
      [
        Type.Literal('DEPOSIT_DUE'),
        Type.Literal('BALANCE_DUE'),
        Type.Literal('OVERDUE_CANCELLED'),
        Type.Literal('DEPARTED'),
      ],
      {
        description:
          "Where the booking's time moves: DEPOSIT_DUE / BALANCE_DUE, that amount's due instant (a `payment.overdue` " +
          'when unpaid); OVERDUE_CANCELLED, the end of the grace of the first unpaid amount (the cancellation ' +
          'PAYMENT_OVERDUE); DEPARTED, the departure instant',
      },
    ),
  },
  { $id: 'AdvanceBookingRequest', additionalProperties: false, examples: [{ to: 'OVERDUE_CANCELLED' }] },
);
export type AdvanceBookingBody = Static<typeof AdvanceBookingBody>;
