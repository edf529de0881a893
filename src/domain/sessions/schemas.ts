import { Type, type Static } from '@sinclair/typebox';
import { currencyCode } from '../../platform/http/code-formats.js';

export const GuestTypeSchema = Type.Union(
  [Type.Literal('ADULT'), Type.Literal('CHILD'), Type.Literal('INFANT'), Type.Literal('SENIOR')],
  { description: 'ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date' },
);
export const VehicleTypeSchema = Type.Union([Type.Literal('CAR'), Type.Literal('MOTORCYCLE')]);
export const PortCode = Type.String({
  pattern: '^[A-Z]{3}$',
  description: 'Port code, see /api/v2/refdata/ports',
  'x-format-description': 'a port code of three upper-case letters, such as BGO',
});
/** A calendar date in a range a booking system can mean (years 1900-2199); year 0000 and the like are 400. */
export const IsoDate = Type.String({
  format: 'date',
  pattern: '^(19|20|21)[0-9]{2}-',
  description: 'ISO 8601 date, YYYY-MM-DD',
  'x-format-description': 'a date as YYYY-MM-DD in the years 1900 to 2199, such as 2027-01-10',
});
export const Currency = currencyCode("ISO 4217 code the agency may use; default: the agency's first currency");
/** A promotion code as agencies type it (matched without regard to case). */
export const PromotionCode = Type.String({
  pattern: '^[A-Za-z0-9]{1,30}$',
  description: 'A promotion code, such as NORTHERNLIGHTS27; matched without regard to case',
  'x-format-description': 'letters and digits, at most 30, such as NORTHERNLIGHTS27',
});
const SearchPromotionCode = Type.Optional({
  ...PromotionCode,
  description:
    'Shows the promotion on the fares it applies to (and null on the others); not remembered: create takes its own',
});

const Guests = Type.Array(Type.Object({ type: GuestTypeSchema }, { additionalProperties: false }), {
  minItems: 1,
  maxItems: 9,
  description: 'The party, in order: guest ids 1..n are assigned in this order',
});

export const VoyageSearchBody = Type.Object(
  {
    departurePort: PortCode,
    arrivalPort: PortCode,
    departureDateFrom: IsoDate,
    departureDateTo: Type.Optional({
      ...IsoDate,
      description: 'Defaults to departureDateFrom; the range spans at most 31 days',
    }),
    guests: Guests,
    vehicles: Type.Optional(
      Type.Array(Type.Object({ type: VehicleTypeSchema }, { additionalProperties: false }), {
        maxItems: 3,
        description: 'Vehicles travel with the first guest; they can only be requested here',
      }),
    ),
    currency: Type.Optional(Currency),
    promotionCode: SearchPromotionCode,
  },
  {
    $id: 'VoyageSearchRequest',
    additionalProperties: false,
    examples: [
      {
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        departureDateFrom: '2027-01-10',
        departureDateTo: '2027-01-16',
        guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
        vehicles: [{ type: 'CAR' }],
        currency: 'NOK',
      },
    ],
  },
);
export type VoyageSearchBody = Static<typeof VoyageSearchBody>;

export const PackageSearchBody = Type.Object(
  {
    packageCode: Type.String({ minLength: 1, maxLength: 64, description: 'See /api/v2/refdata/packages' }),
    departureDateFrom: IsoDate,
    departureDateTo: Type.Optional(IsoDate),
    guests: Guests,
    currency: Type.Optional(Currency),
    promotionCode: SearchPromotionCode,
  },
  {
    $id: 'PackageSearchRequest',
    additionalProperties: false,
    examples: [
      { packageCode: 'ROUND-12D', departureDateFrom: '2027-01-10', guests: [{ type: 'ADULT' }, { type: 'ADULT' }] },
    ],
  },
);
export type PackageSearchBody = Static<typeof PackageSearchBody>;

const GuestPrice = Type.Object({ guestId: Type.Integer(), price: Type.Number() });

/** A promotion applied: the total it takes off, in the answer's currency. */
export const AppliedPromotion = Type.Object(
  {
    promotionCode: Type.String(),
    name: Type.String(),
    discount: Type.Number({ description: 'The total taken off the cabin prices (major units)' }),
  },
  { $id: 'AppliedPromotion' },
);

export const CabinGradeFare = Type.Object(
  {
    fareCode: Type.String({ description: 'Send it as fareCode at create (FLEX, STANDARD, SAVER in the demo)' }),
    name: Type.String(),
    price: Type.Number({ description: "The party's cabin price in this grade under this fare, promotion applied" }),
    pricePerGuest: Type.Array(GuestPrice),
    refundableDeposit: Type.Boolean({ description: 'false: the deposit is never refunded on cancellation' }),
    promotion: Type.Union([AppliedPromotion, Type.Null()], {
      description: 'The searched promotion where it applies to this fare, else null',
    }),
    available: Type.Boolean({ description: "Room for at least one more cabin in the fare's bucket" }),
  },
  { $id: 'CabinGradeFare' },
);

export const CabinGradeResult = Type.Object(
  {
    code: Type.String(),
    cabinType: Type.String({ description: 'Inside, Outside or Suite' }),
    description: Type.String(),
    minimumOccupancy: Type.Integer(),
    maximumOccupancy: Type.Integer(),
    availableCabins: Type.Integer({
      description: 'Cabins (or units of a grade without specific cabins) free on every leg of the voyage',
    }),
    hasSpecificCabins: Type.Boolean({ description: 'false: no cabin numbers can be chosen for this grade' }),
    pricePerGuest: Type.Array(GuestPrice, {
      description: 'Cabin price per guest if the party shares cabins of this grade, at the default fare',
    }),
    fares: Type.Array(CabinGradeFare, {
      description:
        'Every fare on sale for this grade, in the catalogue order; the price fields above are the default fare’s (STANDARD while it has room)',
    }),
  },
  { $id: 'CabinGradeResult' },
);

export const SearchResult = Type.Object(
  {
    departureDate: Type.String({
      description: 'Local date-time of departure, no zone; send it back as departureDate at create',
    }),
    arrivalDate: Type.String(),
    departurePort: Type.String(),
    arrivalPort: Type.String(),
    shipCode: Type.String(),
    packageCode: Type.Optional(Type.String()),
    packageName: Type.Optional(Type.String()),
    cabinGrades: Type.Array(CabinGradeResult),
    vehiclesAvailable: Type.Boolean({
      description: 'The requested vehicles fit on every leg (true when none were requested)',
    }),
  },
  { $id: 'SearchResultItem' },
);

export const SearchResponse = Type.Object(
  {
    sessionId: Type.String({ format: 'uuid' }),
    bookingType: Type.Union([Type.Literal('voyage-only'), Type.Literal('package')]),
    market: Type.String(),
    currency: Type.String(),
    guests: Type.Array(Type.Object({ guestId: Type.Integer(), type: GuestTypeSchema })),
    vehicles: Type.Array(Type.Object({ type: VehicleTypeSchema, guestId: Type.Integer() })),
    results: Type.Array(SearchResult),
  },
  {
    $id: 'SearchResult',
    // A real answer of the sandbox's demo catalogue (two of its eight cabin grades), prices in NOK.
    examples: [
      {
        sessionId: '772a826d-fcd8-4202-a1b4-8b22cd190e04',
        bookingType: 'voyage-only',
        market: 'NO',
        currency: 'NOK',
        guests: [
          { guestId: 1, type: 'ADULT' },
          { guestId: 2, type: 'CHILD' },
        ],
        vehicles: [],
        results: [
          {
            departureDate: '2027-01-10T22:30:00',
            arrivalDate: '2027-01-13T11:45:00',
            departurePort: 'BGO',
            arrivalPort: 'TOS',
            shipCode: 'RW',
            cabinGrades: [
              {
                code: 'O2',
                cabinType: 'Outside',
                description: 'Outside cabin with sea view, two lower berths',
                minimumOccupancy: 1,
                maximumOccupancy: 2,
                availableCabins: 71,
                hasSpecificCabins: true,
                pricePerGuest: [
                  { guestId: 1, price: 7356 },
                  { guestId: 2, price: 3678 },
                ],
                fares: [
                  {
                    fareCode: 'FLEX',
                    name: 'Flex',
                    price: 13236,
                    pricePerGuest: [
                      { guestId: 1, price: 8831 },
                      { guestId: 2, price: 4405 },
                    ],
                    refundableDeposit: true,
                    promotion: null,
                    available: true,
                  },
                  {
                    fareCode: 'STANDARD',
                    name: 'Standard',
                    price: 11034,
                    pricePerGuest: [
                      { guestId: 1, price: 7356 },
                      { guestId: 2, price: 3678 },
                    ],
                    refundableDeposit: true,
                    promotion: null,
                    available: true,
                  },
                  {
                    fareCode: 'SAVER',
                    name: 'Saver',
                    price: 9366,
                    pricePerGuest: [
                      { guestId: 1, price: 6244 },
                      { guestId: 2, price: 3122 },
                    ],
                    refundableDeposit: false,
                    promotion: null,
                    available: true,
                  },
                ],
              },
              {
                code: 'IG',
                cabinType: 'Inside',
                description: 'Inside guarantee, cabin assigned at check-in',
                minimumOccupancy: 1,
                maximumOccupancy: 2,
                availableCabins: 20,
                hasSpecificCabins: false,
                pricePerGuest: [
                  { guestId: 1, price: 4623 },
                  { guestId: 2, price: 2322 },
                ],
                fares: [
                  {
                    fareCode: 'FLEX',
                    name: 'Flex',
                    price: 8325,
                    pricePerGuest: [
                      { guestId: 1, price: 5543 },
                      { guestId: 2, price: 2782 },
                    ],
                    refundableDeposit: true,
                    promotion: null,
                    available: true,
                  },
                  {
                    fareCode: 'STANDARD',
                    name: 'Standard',
                    price: 6945,
                    pricePerGuest: [
                      { guestId: 1, price: 4623 },
                      { guestId: 2, price: 2322 },
                    ],
                    refundableDeposit: true,
                    promotion: null,
                    available: true,
                  },
                  {
                    fareCode: 'SAVER',
                    name: 'Saver',
                    price: 5904,
                    pricePerGuest: [
                      { guestId: 1, price: 3943 },
                      { guestId: 2, price: 1961 },
                    ],
                    refundableDeposit: false,
                    promotion: null,
                    available: true,
                  },
                ],
              },
            ],
            vehiclesAvailable: true,
          },
        ],
      },
    ],
  },
);
export type SearchResponse = Static<typeof SearchResponse>;
