import { userKeyQueryProperties } from '../auth/index.js';
import { Type } from '@sinclair/typebox';
import { EVENT_TYPES } from './events.js';

export const EventSchema = Type.Object(
  {
    id: Type.String({ description: 'evt_...; receivers deduplicate by it' }),
    type: Type.Union(EVENT_TYPES.map((t) => Type.Literal(t))),
    createdAt: Type.String({ format: 'date-time' }),
    data: Type.Object(
      {
        bookingId: Type.String(),
        version: Type.Integer({ description: "The booking's version after the change" }),
      },
      { additionalProperties: true, description: 'bookingId and version, and what the type adds' },
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
