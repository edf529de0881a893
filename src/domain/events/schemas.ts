import { userKeyQueryProperties } from '../auth/index.js';
import { Type } from '@sinclair/typebox';
import { EVENT_TYPES } from './events.js';

/** What a watch's event carries (commerce.md, "Availability without a session, and watches"). */
export const WatchEventDataSchema = Type.Object(
  {
    watchId: Type.String(),
    departurePort: Type.String(),
    arrivalPort: Type.String(),
    departureDate: Type.String({ description: 'Local date-time of departure, as search and availability show it' }),
    cabinGrade: Type.String(),
    freeCabins: Type.Integer(),
    pricePerGuest: Type.Union([Type.Number(), Type.Null()], {
      description:
        "The grade's cheapest fare on sale with room, the party's price divided by its guests (no promotion); null: none",
    }),
    currency: Type.String(),
  },
  { $id: 'WatchEventData', description: 'A watch’s event: no booking, the agency’s own' },
);

export const EventSchema = Type.Object(
  {
    id: Type.String({ description: 'evt_...; receivers deduplicate by it' }),
    type: Type.Union(EVENT_TYPES.map((t) => Type.Literal(t))),
    createdAt: Type.String({ format: 'date-time' }),
    data: Type.Union(
      [
        Type.Object(
          {
            bookingId: Type.String(),
            version: Type.Integer({ description: "The booking's version after the change" }),
          },
          {
            additionalProperties: true,
            description: 'A booking’s event: bookingId and version, and what the type adds',
          },
        ),
        WatchEventDataSchema,
      ],
      { description: 'A booking’s event (bookingId, version, ...), or a watch’s (availability.opened, price.dropped)' },
    ),
  },
  {
    $id: 'Event',
    examples: [
      {
        id: 'evt_23bfa5679399c452d8e55681bc5ad31b',
        type: 'payment.received',
        createdAt: '2027-01-05T09:00:00.000Z',
        data: {
          bookingId: 'BRRTTM37JZ',
          version: 2,
          paymentId: 'pay_2a29a34a46d2b4fd42656a30',
          amount: 1000,
          currency: 'NOK',
          reference: 'INV-1',
          paymentStatus: 'UNPAID',
          balance: 12713,
        },
      },
    ],
  },
);

export const EventFeedQuery = Type.Object({
  ...userKeyQueryProperties,
  after: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: 'The last event id you processed (nextAfter)' }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
});

export const EventFeedPage = Type.Object(
  {
    events: Type.Array(EventSchema, { description: 'Oldest first' }),
    nextAfter: Type.Union([Type.String(), Type.Null()], {
      description:
        'The id of the last event of this page, to send as `after`; null when there was nothing new (keep your `after`)',
    }),
  },
  { $id: 'EventFeedPage' },
);
