/**
 * V2 webhook endpoints: register one (its secret is in the answer only), list, delete, enable again after
 * 72 h of failures disabled it; its deliveries log, a redelivery, a test event. To check a delivery you
 * receive, use `verifyWebhook` (webhooks.ts).
 */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type {
  CreatedWebhook,
  CreateWebhookRequest,
  QueuedWebhookDelivery,
  Webhook,
  WebhookDeliveryAttempts,
  WebhookList,
} from '../types.js';

const webhookPath = (webhookId: string) => `/api/v2/webhooks/${encodeURIComponent(webhookId)}`;

export class WebhooksResource {
  constructor(private readonly transport: Transport) {}

  /**
   * Registers an endpoint (201). Keep `secret` from the answer: it is not shown again. Sent with an
   * Idempotency-Key, so a retry after a lost answer gets the same endpoint and secret back.
   */
  create(body: CreateWebhookRequest, options?: RequestOptions): Promise<BerthResponse<CreatedWebhook>> {
    return this.transport.request({ method: 'POST', path: '/api/v2/webhooks', body, idempotent: true, options });
  }

  /** The agency's endpoints, without their secrets. */
  list(options?: RequestOptions): Promise<BerthResponse<WebhookList>> {
    return this.transport.request({ method: 'GET', path: '/api/v2/webhooks', options });
  }

  /** Deletes an endpoint; nothing more is sent to it. */
  delete(webhookId: string, options?: RequestOptions): Promise<BerthResponse<null>> {
    return this.transport.request({ method: 'DELETE', path: webhookPath(webhookId), idempotent: true, options });
  }

  /** Enables a DISABLED endpoint again; catch up on the events of the disabled time from `events`. */
  enable(webhookId: string, options?: RequestOptions): Promise<BerthResponse<Webhook>> {
    return this.transport.request({
      method: 'POST',
      path: `${webhookPath(webhookId)}/enable`,
      idempotent: true,
      options,
    });
  }

  /** The endpoint's recent delivery attempts, newest first (`limit` 1 to 200, default 50). */
  deliveries(
    webhookId: string,
    query: { limit?: number } = {},
    options?: RequestOptions,
  ): Promise<BerthResponse<WebhookDeliveryAttempts>> {
    return this.transport.request({ method: 'GET', path: `${webhookPath(webhookId)}/deliveries`, query, options });
  }

  /** Sends a delivery's event again, as a new delivery (202). */
  redeliver(
    webhookId: string,
    deliveryId: string,
    options?: RequestOptions,
  ): Promise<BerthResponse<QueuedWebhookDelivery>> {
    return this.transport.request({
      method: 'POST',
      path: `${webhookPath(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
      idempotent: true,
      options,
    });
  }

  /** Queues a `webhook.test` event to the endpoint (202). */
  sendTest(webhookId: string, options?: RequestOptions): Promise<BerthResponse<QueuedWebhookDelivery>> {
    return this.transport.request({
      method: 'POST',
      path: `${webhookPath(webhookId)}/test`,
      idempotent: true,
      options,
    });
  }
}
