/**
 * Webhook endpoints of an agency (lifecycle.md "Events and webhooks"): create (the secret shown once), list,
 * delete, enable again after the worker disabled it; the deliveries log, a redelivery, a test event. An
 * endpoint of another agency is as unknown as a made-up id: 404.
 *
 * One file per operation beside it: endpoint-create.ts, endpoint-deliveries.ts (log, redelivery, test event);
 * what they share in endpoint-resource.ts, their SQL in endpoints-sql.ts.
 */
import type { EventType } from '../events/events.js';
import { abandonPending } from './delivery-attempt.js';
import type { WebhookFormat } from './formats.js';
import { createEndpoint, type CreatedEndpoint } from './endpoint-create.js';
import { endpointAttempts, redeliver, sendTestEvent } from './endpoint-deliveries.js';
import {
  endpointOf,
  resourceOf,
  type DeliveryAttempt,
  type WebhookEndpoint,
  type WebhookServiceDeps,
} from './endpoint-resource.js';
import { enableEndpoint, listEndpoints, markDeleted } from './endpoints-sql.js';
import { deliveryLog, type DeliveryLogEntry } from './delivery-log.js';
import type { StoreWithin } from '../../platform/db/client.js';

export { MAX_ENDPOINTS_PER_AGENCY } from './endpoint-create.js';
export { TEST_EVENT_TYPE } from './endpoint-deliveries.js';
export type { DeliveryAttempt, WebhookEndpoint } from './endpoint-resource.js';
export type { DeliveryLogEntry } from './delivery-log.js';

/** An agency's webhook endpoints and their deliveries (see the header). */
export interface WebhookService {
  /** Creates an endpoint and answers it with its secret, once; an Idempotency-Key replays (endpoint-create.ts). */
  create(
    agencyId: string,
    body: { url: string; events: EventType[]; format?: WebhookFormat | undefined },
    idempotencyKey: string | undefined,
  ): Promise<CreatedEndpoint>;
  list(agencyId: string): Promise<{ webhooks: WebhookEndpoint[] }>;
  /** Deletes the endpoint: nothing more is sent to it, pending deliveries are dropped (the log stays in the database). */
  /** `storeWithin`: with an Idempotency-Key, the 204 stored in the delete's own transaction. */
  remove(agencyId: string, webhookId: string, storeWithin?: StoreWithin<null>): Promise<void>;
  /**
   * Enables an endpoint again (after the worker disabled it): new events are delivered from now on, and its
   * failure run starts afresh. Events of the disabled time are not queued: the feed has them.
   */
  enable(agencyId: string, webhookId: string): Promise<WebhookEndpoint>;
  /** The endpoint's most recent attempts, newest first. */
  attempts(agencyId: string, webhookId: string, limit: number): Promise<{ attempts: DeliveryAttempt[] }>;
  /** The endpoint's deliveries, newest first, with booking, body, next retry and last answer (delivery-log.ts). */
  deliveries(
    agencyId: string,
    webhookId: string,
    options: { failedOnly: boolean; limit: number; offset: number },
  ): Promise<DeliveryLogEntry[]>;
  /** Sends a delivery's event again, as a new delivery (its own attempts, retries and log entries). */
  redeliver(agencyId: string, webhookId: string, deliveryId: string): Promise<{ deliveryId: string; eventId: string }>;
  /** Queues a `webhook.test` event to the endpoint, whatever types it subscribes to (endpoint-deliveries.ts). */
  sendTest(agencyId: string, webhookId: string): Promise<{ deliveryId: string; eventId: string }>;
}

export function createWebhookService(deps: WebhookServiceDeps): WebhookService {
  const { db, clock } = deps;

  return {
    create: (agencyId, body, idempotencyKey) => createEndpoint(deps, agencyId, body, idempotencyKey),

    async list(agencyId) {
      const rows = await listEndpoints(db, agencyId);
      return { webhooks: rows.map(resourceOf) };
    },

    async remove(agencyId, webhookId, storeWithin) {
      await endpointOf(db, agencyId, webhookId);
      await db.transaction(async (tx) => {
        await markDeleted(tx, webhookId, clock.now().toISOString());
        await abandonPending(tx, webhookId);
        await storeWithin?.(tx, null);
      });
    },

    async enable(agencyId, webhookId) {
      await endpointOf(db, agencyId, webhookId);
      return resourceOf(await enableEndpoint(db, webhookId));
    },

    attempts: (agencyId, webhookId, limit) => endpointAttempts(db, agencyId, webhookId, limit),
    deliveries: (agencyId, webhookId, options) => deliveryLog(db, agencyId, webhookId, options),
    redeliver: (agencyId, webhookId, deliveryId) => redeliver(deps, agencyId, webhookId, deliveryId),
    sendTest: (agencyId, webhookId) => sendTestEvent(deps, agencyId, webhookId),
  };
}
