/**
 * The webhooks capability: endpoints, their deliveries log, redelivery and test events (routes.ts, service.ts),
 * and the delivery worker (worker.ts), which server.ts starts. Deliveries are queued with each event, by the
 * event's own statement (outbox.ts `deliveriesFor`, the fan-out main/services.ts gives the events' EventLog).
 */
import type { Config } from '../../kernel/config.js';
import type { Db } from '../../platform/db/client.js';
import { serverKeys } from '../../platform/db/server-keys.js';
import { createSecretBox, type SecretBox } from './secret-box.js';

export {
  createDeliveryWorker,
  oldestPendingDeliveryAgeSeconds,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
} from './worker.js';

export const webhookSecretBox = (db: Db, config: Config): SecretBox =>
  createSecretBox({ configuredKey: config.webhooks.secretKey, serverKeys: serverKeys(db) });
