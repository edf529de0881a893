/**
 * The webhook delivery worker as the tests run it: the sandbox mode, the configuration's webhook settings, its
 * secret box and a silent logger, each replaceable; `settings` is merged into the configuration's.
 */
import { pino } from 'pino';
import type { Clock } from '../../src/kernel/clock.js';
import type { Config } from '../../src/kernel/config.js';
import type { Db } from '../../src/platform/db/client.js';
import {
  createDeliveryWorker,
  webhookSecretBox,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
} from '../../src/domain/webhooks/index.js';

export function testDeliveryWorker(
  env: { db: Db; clock: Clock; config: Config },
  overrides: Partial<Omit<DeliveryWorkerOptions, 'settings'>> & { settings?: Partial<Config['webhooks']> } = {},
): DeliveryWorker {
  const { settings, ...rest } = overrides;
  return createDeliveryWorker({
    db: env.db,
    clock: env.clock,
    mode: 'sandbox',
    secrets: webhookSecretBox(env.db, env.config),
    logger: pino({ enabled: false }),
    ...rest,
    settings: { ...env.config.webhooks, ...settings },
  });
}
