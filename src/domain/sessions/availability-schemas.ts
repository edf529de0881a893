/** GET /api/v2/availability: its query and its answer (commerce.md, "Availability without a session, and watches"). */
import { Type, type Static } from '@sinclair/typebox';
import { userKeyQueryProperties } from '../../platform/http/problem-schema.js';
import { SearchResponse } from './schemas.js';
import { CabinGradeResult, Currency, GuestTypeSchema, IsoDate, PortCode } from './schemas.js';

/** A party as a query parameter: its guest types in order, comma-separated, at most 9. */
export const GuestList = Type.String({
  pattern: '^(ADULT|CHILD|INFANT|SENIOR)(,(ADULT|CHILD|INFANT|SENIOR)){0,8}$',
  description: 'The party, in order, comma-separated: ADULT,ADULT,CHILD (at most 9); default ADULT,ADULT',
  'x-format-description': 'one to nine of ADULT, CHILD, INFANT and SENIOR separated by commas, such as ADULT,CHILD',
});

export const AvailabilityQuery = Type.Object(
  {
    ...userKeyQueryProperties,
    departurePort: PortCode,
    arrivalPort: PortCode,
    from: { ...IsoDate, description: 'First departure day (operator-local), YYYY-MM-DD' },
    to: Type.Optional({
      ...IsoDate,
      description: 'Last departure day; defaults to from; the window spans at most 31 days',
    }),
    guests: Type.Optional(GuestList),
    currency: Type.Optional(Currency),
  },
  { additionalProperties: false },
);
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

export const AvailabilityDeparture = Type.Object(
  {
    departureDate: Type.String({ description: 'Local date-time of departure, no zone, as search shows it' }),
    arrivalDate: Type.String(),
    departurePort: Type.String(),
    arrivalPort: Type.String(),
    shipCode: Type.String(),
    cabinGrades: Type.Array(CabinGradeResult, {
      description: 'The grades on sale to the party, as search shows them (promotion: null on every fare)',
    }),
  },
  { $id: 'AvailabilityDeparture' },
);

/** A search result as availability shows it: the departure and its grades, without the vehicles' answer. */
export const departureOf = <G>(r: {
  departureDate: string;
  arrivalDate: string;
  departurePort: string;
  arrivalPort: string;
  shipCode: string;
  cabinGrades: G;
}) => ({
  departureDate: r.departureDate,
  arrivalDate: r.arrivalDate,
  departurePort: r.departurePort,
  arrivalPort: r.arrivalPort,
  shipCode: r.shipCode,
  cabinGrades: r.cabinGrades,
});

const searchExample = SearchResponse.examples[0] as {
  guests: unknown;
  results: {
    departureDate: string;
    arrivalDate: string;
    departurePort: string;
    arrivalPort: string;
    shipCode: string;
    cabinGrades: unknown;
  }[];
};

export const AvailabilityResponse = Type.Object(
  {
    generatedAt: Type.String({
      format: 'date-time',
      description: 'The instant the answer is exact as of: every commit before it, every hold expired by then',
    }),
    departurePort: Type.String(),
    arrivalPort: Type.String(),
    currency: Type.String(),
    guests: Type.Array(Type.Object({ guestId: Type.Integer(), type: GuestTypeSchema })),
    departures: Type.Array(AvailabilityDeparture, { description: 'By departure' }),
  },
  {
    $id: 'Availability',
    // Search's documented answer, without the session: the same departure, grades and fares.
    examples: [
      {
        generatedAt: '2027-01-02T08:15:00.000Z',
        departurePort: 'BGO',
        arrivalPort: 'TOS',
        currency: 'NOK',
        guests: searchExample.guests,
        departures: searchExample.results.map(departureOf),
      },
    ],
  },
);
export type AvailabilityResponse = Static<typeof AvailabilityResponse>;
export type AvailabilityDeparture = Static<typeof AvailabilityDeparture>;
