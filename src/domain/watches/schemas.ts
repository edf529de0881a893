/** POST/GET/DELETE /api/v2/watches: the body and the resource (commerce.md, "Availability without a session, and watches"). */
import { Type, type Static } from '@sinclair/typebox';
import { Currency, GuestTypeSchema, IsoDate, PortCode } from '../sessions/schemas.js';

export const CreateWatchBody = Type.Object(
  {
    departurePort: PortCode,
    arrivalPort: PortCode,
    departureFrom: { ...IsoDate, description: 'First departure day watched (operator-local)' },
    departureTo: { ...IsoDate, description: 'Last departure day watched; at most 31 days after departureFrom' },
    cabinGrade: Type.Optional(
      Type.String({
        pattern: '^[A-Z0-9]{1,8}$',
        'x-format-description': 'a grade code of 1 to 8 capital letters or digits, such as O2',
        description: 'One grade code; omitted: every grade of the departures',
      }),
    ),
    guests: Type.Optional(
      Type.Array(Type.Object({ type: GuestTypeSchema }, { additionalProperties: false }), {
        minItems: 1,
        maxItems: 9,
        description: 'The party the prices are for, as in search; default two ADULTs',
      }),
    ),
    maxPricePerGuest: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        description:
          "price.dropped when the grade's cheapest fare on sale (the party's price / guests, no promotion) goes below it",
      }),
    ),
    currency: { ...Currency, description: "The watch's currency, one of the agency's" },
  },
  {
    $id: 'CreateWatchRequest',
    additionalProperties: false,
    examples: [
      {
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        departureFrom: '2027-01-10',
        departureTo: '2027-02-09',
        cabinGrade: 'O2',
        guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
        maxPricePerGuest: 6000,
        currency: 'NOK',
      },
    ],
  },
);
export type CreateWatchBody = Static<typeof CreateWatchBody>;

export const WatchSchema = Type.Object(
  {
    watchId: Type.String({ description: 'wat_...' }),
    departurePort: Type.String(),
    arrivalPort: Type.String(),
    departureFrom: Type.String({ format: 'date' }),
    departureTo: Type.String({ format: 'date', description: 'The watch ends after this day’s departures' }),
    cabinGrade: Type.Union([Type.String(), Type.Null()]),
    guests: Type.Array(Type.Object({ type: GuestTypeSchema })),
    maxPricePerGuest: Type.Union([Type.Number(), Type.Null()]),
    currency: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  {
    $id: 'Watch',
    examples: [
      {
        watchId: 'wat_5d1f0c3be2a94f6c8e7d2a10',
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        departureFrom: '2027-01-10',
        departureTo: '2027-02-09',
        cabinGrade: 'O2',
        guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
        maxPricePerGuest: 6000,
        currency: 'NOK',
        createdAt: '2027-01-05T09:00:00.000Z',
      },
    ],
  },
);
export type WatchResource = Static<typeof WatchSchema>;

export const WatchList = Type.Object({ watches: Type.Array(WatchSchema) }, { $id: 'WatchList' });

export const WatchIdParams = Type.Object({
  watchId: Type.String({
    pattern: '^wat_[0-9a-f]{24}$',
    'x-format-description': 'a watch id as create answered it: wat_ and 24 hexadecimal digits',
  }),
});
