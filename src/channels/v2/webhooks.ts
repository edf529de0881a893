/**
 * Webhook routes under /api/v2 (lifecycle.md "Events and webhooks"). Handlers parse and call; the webhook
 * service owns the rules. Create keeps its Idempotency-Key on the endpoint itself (service.ts says why); the
 * other POSTs use the shared idempotency store.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UserKeyQuery } from '../../domain/auth/index.js';
import { idempotencyKeyOf, noContentStorer } from '../../platform/idempotency/idempotency.js';
import { partnerSecurity, v2ProblemResponses } from '../../platform/http/problem-schema.js';
import type { WebhookService } from '../../domain/webhooks/service.js';
import {
  CreatedWebhook,
  CreateWebhookBody,
  DeliveriesQuery,
  DeliveryAttemptList,
  DeliveryIdParams,
  QueuedDelivery,
  Webhook,
  WebhookIdParams,
  WebhookList,
} from '../../domain/webhooks/schemas.js';

/** Registered inside the V2 partner scope (partner-api.ts): authenticated, limited, Idempotency-Key claimed. */
export interface WebhookRouteOptions {
  webhooks: WebhookService;
}

const tags = ['V2 webhooks'];
const security = partnerSecurity;
const errors = v2ProblemResponses;

type V2App = Parameters<FastifyPluginAsyncTypebox<WebhookRouteOptions>>[0];

// Registered in this order, which is the order of the OpenAPI document's paths.
export const webhookRoutes: FastifyPluginAsyncTypebox<WebhookRouteOptions> = async (app, { webhooks }) => {
  endpointRoutes(app, webhooks);
  deliveryRoutes(app, webhooks);
};

/** The agency's endpoints: register, list, delete. */
function endpointRoutes(app: V2App, webhooks: WebhookService): void {
  app.post(
    '/webhooks',
    {
      // Its answer holds the endpoint's secret, which the shared store must not keep: the service keeps the
      // key with the endpoint and answers a repeat itself.
      config: { ownIdempotency: true },
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Register a webhook endpoint',
        description:
          'Events of the listed types are POSTed to `url`, signed with the secret in this answer, which is not shown again. ' +
          'The URL must be https and its host public (checked now and again at every delivery); 400 WEBHOOK_URL_NOT_ALLOWED names the rule. ' +
          'At most 10 endpoints per agency (409 WEBHOOK_LIMIT_REACHED). With an Idempotency-Key a repeat answers the same endpoint and secret. ' +
          '`format` `ota` sends each booking event as an OpenTravel OTA_CruisePNR_UpdateNotifRQ (application/xml, signed the same way; the OTA guide, /docs/ota.md) instead of JSON.',
        security,
        querystring: UserKeyQuery,
        body: CreateWebhookBody,
        response: { 201: CreatedWebhook, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { endpoint, replayed } = await webhooks.create(request.agency.id, request.body, idempotencyKeyOf(request));
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send(endpoint);
    },
  );

  app.get(
    '/webhooks',
    {
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: "List the agency's webhook endpoints",
        description: 'Without their secrets. A DISABLED endpoint shows when it was disabled.',
        security,
        querystring: UserKeyQuery,
        response: { 200: WebhookList, ...errors(401, 403) },
      },
    },
    async (request) => webhooks.list(request.agency.id),
  );

  app.delete(
    '/webhooks/:webhookId',
    {
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: 'Delete a webhook endpoint',
        description: 'Nothing more is sent to it; deliveries still pending are dropped. 204 with no body.',
        security,
        params: WebhookIdParams,
        querystring: UserKeyQuery,
        response: { 204: Type.Null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await webhooks.remove(request.agency.id, request.params.webhookId, noContentStorer(request));
      return reply.code(204).send(null);
    },
  );
}

/** What an endpoint was sent, and the calls that send again: enable after failures, redeliver, test. */
function deliveryRoutes(app: V2App, webhooks: WebhookService): void {
  app.get(
    '/webhooks/:webhookId/deliveries',
    {
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: "The endpoint's recent delivery attempts",
        description:
          'Newest first, at most `limit` (default 50, up to 200): event, attempt number, status code or error, duration.',
        security,
        params: WebhookIdParams,
        querystring: DeliveriesQuery,
        response: { 200: DeliveryAttemptList, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => webhooks.attempts(request.agency.id, request.params.webhookId, request.query.limit ?? 50),
  );

  // The other POSTs take Idempotency-Key through the V2 scope's shared store (their answers hold no secret).
  app.post(
    '/webhooks/:webhookId/enable',
    {
      schema: {
        operationId: 'enableWebhook',
        tags,
        summary: 'Enable a disabled webhook endpoint again',
        description:
          'After 72 h of failed attempts an endpoint is DISABLED. Enabling it delivers new events from now on; ' +
          'catch up on the events of the disabled time from GET /api/v2/events. Enabling an ACTIVE endpoint changes nothing.',
        security,
        params: WebhookIdParams,
        querystring: UserKeyQuery,
        response: { 200: Webhook, ...errors(401, 403, 404) },
      },
    },
    async (request) => webhooks.enable(request.agency.id, request.params.webhookId),
  );

  app.post(
    '/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    {
      schema: {
        operationId: 'redeliverWebhookDelivery',
        tags,
        summary: "Send a delivery's event again",
        description:
          'Queues the same event (same body, same Berth-Event-Id) as a new delivery, with its own attempts and retries. ' +
          '404 DELIVERY_NOT_FOUND; 409 WEBHOOK_DISABLED on a disabled endpoint.',
        security,
        params: DeliveryIdParams,
        querystring: UserKeyQuery,
        response: { 202: QueuedDelivery, ...errors(401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await webhooks.redeliver(request.agency.id, request.params.webhookId, request.params.deliveryId)),
  );

  app.post(
    '/webhooks/:webhookId/test',
    {
      schema: {
        operationId: 'sendWebhookTest',
        tags,
        summary: 'Send a test event to the endpoint',
        description:
          'Queues `{ "id": "evt_...", "type": "webhook.test", "createdAt", "data": { "webhookId" } }`, signed and retried like any event, ' +
          'whatever types the endpoint subscribes to. It is not a booking event and is not in the event feed. 409 WEBHOOK_DISABLED on a disabled endpoint.',
        security,
        params: WebhookIdParams,
        querystring: UserKeyQuery,
        response: { 202: QueuedDelivery, ...errors(401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await webhooks.sendTest(request.agency.id, request.params.webhookId)),
  );
}
