/**
 * The webhooks capability: endpoints, their deliveries log, redelivery and test events (routes.ts, service.ts),
 * and the delivery worker (worker.ts), which server.ts starts. Deliveries are queued with each event
 * (outbox.ts, from events/events.ts appendEvent).
 */
import type { onRequestHookHandler } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { serverKeys } from '../db/server-keys.js';
import type { AgencyRateLimitOptions } from '../http/rate-limit.js';
import type { WebhookRouteOptions } from './routes.js';
import { createSecretBox, type SecretBox } from './secret-box.js';
import { createWebhookService } from './service.js';
import { systemResolver, type Resolver } from './url-policy.js';

export { webhookRoutes } from './routes.js';
export { createDeliveryWorker, oldestPendingDeliveryAgeSeconds, type DeliveryWorker } from './worker.js';

export const webhookSecretBox = (db: Db, config: Config): SecretBox =>
  createSecretBox({ configuredKey: config.webhooks.secretKey, serverKeys: serverKeys(db) });

export function createWebhooks(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  authenticate: onRequestHookHandler;
  rateLimit: AgencyRateLimitOptions;
  resolve?: Resolver;
}): WebhookRouteOptions {
  return {
    db: deps.db,
    clock: deps.clock,
    authenticate: deps.authenticate,
    rateLimit: deps.rateLimit,
    webhooks: createWebhookService({
      db: deps.db,
      clock: deps.clock,
      mode: deps.config.mode,
      sandboxPorts: deps.config.webhooks.sandboxPorts,
      secrets: webhookSecretBox(deps.db, deps.config),
      resolve: deps.resolve ?? systemResolver,
    }),
  };
}
