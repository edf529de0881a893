import { Type } from '@sinclair/typebox';
import { userKeyQueryProperties } from '../auth/index.js';
import { EVENT_TYPES } from '../events/events.js';
import { WEBHOOK_FORMATS } from './formats.js';

const EventTypeSchema = Type.Union(EVENT_TYPES.map((t) => Type.Literal(t)));
const FormatSchema = Type.Union(
  WEBHOOK_FORMATS.map((f) => Type.Literal(f)),
  {
    // No `default` keyword: the generated SDK types would make the field required in the request.
    description:
      'The body: json (when absent), the event as JSON (application/json); ota, each booking event as an OpenTravel OTA_CruisePNR_UpdateNotifRQ (application/xml; the OTA guide, /docs/ota.md), booking events only',
  },
);

export const CreateWebhookBody = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 2000,
      description:
        'Where events are POSTed: https, and a host that is (and resolves only to) public addresses; in sandbox mode also http://127.0.0.1 and http://localhost',
    }),
    events: Type.Array(EventTypeSchema, {
      minItems: 1,
      maxItems: EVENT_TYPES.length,
      description: 'The event types to send',
    }),
    format: Type.Optional(FormatSchema),
  },
  {
    $id: 'CreateWebhookRequest',
    additionalProperties: false,
    examples: [{ url: 'https://partner.example/berth-events', events: ['booking.confirmed', 'booking.cancelled'] }],
  },
);

const webhookProperties = {
  webhookId: Type.String({ description: 'wh_...' }),
  url: Type.String(),
  events: Type.Array(EventTypeSchema),
  format: FormatSchema,
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('DISABLED')], {
    description: `DISABLED after every attempt failed for 72 h (WEBHOOK_RETRY_HOURS); enable it again with POST .../enable`,
  }),
  disabledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
};

const WEBHOOK_EXAMPLE = {
  webhookId: 'wh_3c1f9a7e5b2d4c6a',
  url: 'https://partner.example/berth-events',
  events: ['booking.confirmed', 'booking.cancelled'],
  format: 'json',
  status: 'ACTIVE',
  disabledAt: null,
  createdAt: '2027-01-05T09:00:00.000Z',
};

export const Webhook = Type.Object(webhookProperties, { $id: 'Webhook', examples: [WEBHOOK_EXAMPLE] });

export const CreatedWebhook = Type.Object(
  {
    ...webhookProperties,
    secret: Type.String({
      description:
        'whsec_...: the key of the HMAC in Berth-Signature. Shown only in this answer (and its Idempotency-Key replay); store it.',
    }),
  },
  { $id: 'CreatedWebhook', examples: [{ ...WEBHOOK_EXAMPLE, secret: 'whsec_8f2b6c1d9e4a7f3b5c0d2e6a1b9f4c7d' }] },
);

export const WebhookList = Type.Object({ webhooks: Type.Array(Webhook) }, { $id: 'WebhookList' });

export const WebhookIdParams = Type.Object({ webhookId: Type.String({ minLength: 1, maxLength: 64 }) });
export const DeliveryIdParams = Type.Object({
  webhookId: Type.String({ minLength: 1, maxLength: 64 }),
  deliveryId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const DeliveriesQuery = Type.Object({
  ...userKeyQueryProperties,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});

export const DeliveryAttemptList = Type.Object(
  {
    attempts: Type.Array(
      Type.Object(
        {
          deliveryId: Type.String({ description: 'whd_...; one delivery of one event, retried until delivered' }),
          eventId: Type.String(),
          eventType: Type.String({ description: 'An event type, or webhook.test' }),
          attempt: Type.Integer({ description: '1 for the first attempt of the delivery' }),
          attemptedAt: Type.String({ format: 'date-time' }),
          statusCode: Type.Union([Type.Integer(), Type.Null()], {
            description: "The receiver's HTTP status; null when none came",
          }),
          error: Type.Union([Type.String(), Type.Null()], {
            description:
              'Why the attempt failed (timeout, connection, refused address, redirect, status); null on success',
          }),
          durationMs: Type.Integer(),
          deliveryStatus: Type.Union([Type.Literal('PENDING'), Type.Literal('DELIVERED'), Type.Literal('FAILED')], {
            description:
              "The delivery's state now: PENDING (retrying), DELIVERED, or FAILED (given up after 72 h, or the endpoint was disabled or deleted)",
          }),
        },
        {
          $id: 'DeliveryAttempt',
          examples: [
            {
              deliveryId: 'whd_7a2c9e4f1b6d3a8c',
              eventId: 'evt_4bd85ce62f5d01f48a76fdc19a26fbe4',
              eventType: 'booking.confirmed',
              attempt: 1,
              attemptedAt: '2027-01-05T09:00:01.250Z',
              statusCode: 200,
              error: null,
              durationMs: 182,
              deliveryStatus: 'DELIVERED',
            },
          ],
        },
      ),
      { description: 'Newest first' },
    ),
  },
  { $id: 'DeliveryAttemptList' },
);

export const QueuedDelivery = Type.Object(
  {
    deliveryId: Type.String(),
    eventId: Type.String(),
  },
  {
    $id: 'Delivery',
    examples: [{ deliveryId: 'whd_7a2c9e4f1b6d3a8c', eventId: 'evt_4bd85ce62f5d01f48a76fdc19a26fbe4' }],
  },
);
