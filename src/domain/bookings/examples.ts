/**
 * Examples of the booking resources for the OpenAPI document: real answers of the sandbox's demo catalogue
 * (MS Richard With, Bergen to Tromsø, an adult and a child in an O2 outside cabin with dinner, in NOK), so
 * that Swagger UI and generated clients show what partners will receive rather than "string".
 */

/** What the held booking and the confirmed booking share: the voyage, the cabins, the extras, the price. */
const voyageAndPrice = {
  sessionId: '772a826d-fcd8-4202-a1b4-8b22cd190e04',
  market: 'NO',
  currency: 'NOK',
  departureDate: '2027-01-10T22:30:00',
  arrivalDate: '2027-01-13T11:45:00',
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  shipCode: 'RW',
  embarkationNotification: [
    {
      locale: 'en',
      value: 'Check-in at the Bergen terminal (Nøstegaten 30) opens at 16:00. Please be on board by 21:30.',
    },
  ],
  cabins: [{ id: 1, code: 'O2', cabinType: 'Outside', cabinNumber: null, guests: [1, 2] }],
  vehicles: [],
  addons: [{ code: 'DINNER', guests: [1, 2], isMandatory: false }],
  excursions: [],
  supplementalTours: [],
  priceBreakdown: {
    totalPrice: 13713,
    commissionTotal: 1371.3,
    cabins: [
      {
        code: 'O2',
        guests: [
          { guestId: 1, price: 7356 },
          { guestId: 2, price: 3678 },
        ],
      },
    ],
    addons: [
      {
        code: 'DINNER',
        guests: [
          { guestId: 1, price: 1785 },
          { guestId: 2, price: 894 },
        ],
      },
    ],
    excursions: [],
    supplementalTours: [],
    vehicles: [],
  },
  fare: { fareCode: 'STANDARD', name: 'Standard' },
  promotion: null,
};

/**
 * The terms of that booking under STANDARD (bookings/terms.ts): held at 08:58 with the session running to 09:13,
 * confirmed at 09:00, 5 days before departure (so deposit and balance are both due at once).
 */
const HELD_TERMS = {
  deposit: { amount: 2742.6, percent: 20, refundable: true, dueAt: '2027-01-05T08:58:00.000Z' },
  balance: { amount: 10970.4, dueAt: '2027-01-05T08:58:00.000Z' },
  cancellation: [
    { fromDaysBeforeDeparture: 90, startsAt: null, fee: { type: 'DEPOSIT', amount: 2742.6 } },
    {
      fromDaysBeforeDeparture: 60,
      startsAt: '2026-10-12T22:00:00.000Z',
      fee: { type: 'PERCENT', percent: 50, amount: 6856.5 },
    },
    {
      fromDaysBeforeDeparture: 30,
      startsAt: '2026-11-11T23:00:00.000Z',
      fee: { type: 'PERCENT', percent: 75, amount: 10284.75 },
    },
    {
      fromDaysBeforeDeparture: 0,
      startsAt: '2026-12-11T23:00:00.000Z',
      fee: { type: 'PERCENT', percent: 100, amount: 13713 },
    },
  ],
  changes: {
    date: true,
    grade: true,
    party: true,
    untilDaysBeforeDeparture: 30,
    allowedUntil: '2026-12-11T23:00:00.000Z',
    freeUntil: null,
    fee: 300,
  },
  priceGuaranteedUntil: '2027-01-05T09:13:00.000Z',
};
const { priceGuaranteedUntil: _guarantee, ...heldTerms } = HELD_TERMS;
const CONFIRMED_TERMS = {
  ...heldTerms,
  deposit: { ...heldTerms.deposit, dueAt: '2027-01-05T09:00:00.000Z' },
  balance: { ...heldTerms.balance, dueAt: '2027-01-05T09:00:00.000Z' },
};

/** The held booking as create, and then addons, answer it. */
export const HELD_BOOKING_EXAMPLE = {
  ...voyageAndPrice,
  terms: HELD_TERMS,
  guests: [
    { id: 1, type: 'ADULT' },
    { id: 2, type: 'CHILD' },
  ],
};

/** Confirm's body: the adult lead guest with her contact details, and the child. */
export const CONFIRM_REQUEST_EXAMPLE: {
  guests: ({ guestId: number; isLead?: boolean } & Record<string, unknown>)[];
  agencyReference: string;
} = {
  guests: [
    {
      guestId: 1,
      firstName: 'Kari',
      lastName: 'Nordmann',
      dateOfBirth: '1980-04-12',
      gender: 'FEMALE',
      nationality: 'NO',
      isLead: true,
      email: 'kari@example.com',
      phoneNumber: '+4791234567',
      address: { street: 'Storgata 1', postalCode: '0155', city: 'Oslo', countryCode: 'NO' },
    },
    {
      guestId: 2,
      firstName: 'Ola',
      lastName: 'Nordmann',
      dateOfBirth: '2016-06-01',
      gender: 'MALE',
      nationality: 'NO',
    },
  ],
  agencyReference: 'ABC-123',
};

/** The booking as confirm answers it (version 1), with its payment terms. */
export const BOOKING_EXAMPLE = {
  bookingId: 'BRRTTM37JZ',
  status: 'CONFIRMED',
  version: 1,
  agencyReference: 'ABC-123',
  ...voyageAndPrice,
  terms: CONFIRMED_TERMS,
  guests: CONFIRM_REQUEST_EXAMPLE.guests.map(({ guestId, ...details }) => ({
    id: guestId,
    type: guestId === 1 ? 'ADULT' : 'CHILD',
    customerDetails: { ...details, isLead: details.isLead ?? false },
  })),
  payment: {
    currency: 'NOK',
    totalPrice: 13713,
    paidAmount: 0,
    balance: 13713,
    depositAmount: 2742.6,
    depositDueByUtc: '2027-01-05T09:00:00.000Z',
    balanceDueByUtc: '2027-01-05T09:00:00.000Z',
    status: 'UNPAID',
  },
  cancellation: null,
  disruptions: [],
  personalDataErasedAt: null,
};

/** The same booking in the agency's list, after a payment of NOK 1000. */
export const BOOKING_SUMMARY_EXAMPLE = {
  bookingId: 'BRRTTM37JZ',
  status: 'CONFIRMED',
  agencyReference: 'ABC-123',
  departureDate: '2027-01-10T22:30:00',
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  shipCode: 'RW',
  leadGuest: { firstName: 'Kari', lastName: 'Nordmann' },
  totalPrice: 13713,
  currency: 'NOK',
  payment: { status: 'UNPAID', balance: 12713 },
};

/** A quote of cancelling it 5 days before departure: the whole price is the fee. */
export const CANCELLATION_QUOTE_EXAMPLE = {
  cancellationQuoteId: 'cq_5910846a349bef3c750c3ab752252593',
  bookingId: 'BRRTTM37JZ',
  fee: 13713,
  refundAmount: 0,
  amountDue: 12713,
  currency: 'NOK',
  expiresAt: '2027-01-05T09:15:00.000Z',
};
