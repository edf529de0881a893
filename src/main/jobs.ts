/**
 * The background jobs every listening instance runs, built from the configuration once, beside the services
 * (services.ts) and for the same reason: server.ts starts processes and shuts them down, it does not know how a
 * job is made. Each job is safe on every instance at once (each says why where it is declared), so there is no
 * leader to elect.
 *
 *   const stop = startJobs({ database, config, clock, logger, metrics });
 *   ...
 *   await stop(); // clears the timers and waits for the runs in progress
 */
import type { Logger } from 'pino';
import type { Clock } from '../kernel/clock.js';
import type { Config } from '../kernel/config.js';
import type { Database } from '../platform/db/client.js';
import { removeOldSandboxMails } from '../platform/mail/index.js';
import { runHousekeeping } from './housekeeping.js';
import { availabilityServiceFor, bookingRecords, eventLog } from './services.js';
import { startWatchEvaluation } from '../domain/watches/index.js';
import type { BusinessMetrics } from '../platform/metrics/index.js';
import { startOverdueJob } from '../domain/payments/index.js';
import { removeExpiredPortalSessions } from '../domain/accounts/session-store.js';
import { createDeliveryWorker, webhookSecretBox } from '../domain/webhooks/index.js';
import type { BodyRenderers } from '../domain/webhooks/formats.js';
import { bookingResource } from '../domain/bookings/resource.js';
import { otaPnrUpdateRenderer } from '../channels/ota/pnr-update.js';
import type { Db } from '../platform/db/client.js';

export interface JobDeps {
  database: Database;
  config: Config;
  clock: Clock;
  logger: Logger;
  metrics?: BusinessMetrics | undefined;
}

const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/** Starts housekeeping, the overdue-payment job and the webhook delivery worker; returns their stop. */
export function startJobs(deps: JobDeps): () => Promise<void> {
  const stopHousekeeping = startHousekeeping(deps);
  const stopOverdueJob = startOverdue(deps);
  const stopWebhookWorker = startWebhookDelivery(deps);
  const stopWatches = startWatches(deps);
  return async () => {
    stopHousekeeping();
    await stopOverdueJob();
    await stopWebhookWorker();
    await stopWatches();
  };
}

/** Removes expired sessions' leftovers every ten minutes (correctness never waits for it; see housekeeping.ts). */
function startHousekeeping({ database, config, clock, logger }: JobDeps): () => void {
  const timer = setInterval(() => {
    runHousekeeping(
      database.db,
      clock,
      undefined,
      { retentionDays: config.personalData.retentionDays, timeZone: config.operatorTimeZone },
      config.requestLogRetentionDays,
    )
      .then((removed) => {
        if (Object.values(removed).some((n) => n > 0)) logger.info({ removed }, 'housekeeping');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'housekeeping failed; will try again'));
    removeExpiredPortalSessions(database.db).catch((error: unknown) =>
      logger.warn({ err: error }, 'portal session housekeeping failed; will try again'),
    );
    // Sandbox mails older than a week carry only dead links (invitations last 7 days, resets an hour).
    removeOldSandboxMails(database.db, new Date(clock.now().getTime() - 7 * 86_400_000)).catch((error: unknown) =>
      logger.warn({ err: error }, 'sandbox mailbox housekeeping failed; will try again'),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Overdue payments: run at once (catching up on what fell due while no instance ran), then every
 * OVERDUE_JOB_INTERVAL_SECONDS (0: off). Every instance runs it; each booking is acted on by one (overdue-job.ts).
 */
function startOverdue({ database, config, clock, logger, metrics }: JobDeps): () => Promise<void> {
  if (config.payments.overdueJobIntervalSeconds <= 0) return async () => {};
  return startOverdueJob({
    db: database.db,
    clock,
    records: bookingRecords,
    graceHours: config.payments.graceHours,
    timeZone: config.operatorTimeZone,
    sandbox: config.mode === 'sandbox',
    intervalSeconds: config.payments.overdueJobIntervalSeconds,
    logger,
    ...(metrics ? { metrics } : {}),
  });
}

/**
 * Webhook deliveries: every instance claims due deliveries every WEBHOOK_DELIVERY_INTERVAL_MS (0: off); leases
 * keep two instances off one delivery and hand a dead instance's claims to the others (webhooks/worker.ts).
 */
function startWebhookDelivery({ database, config, clock, logger, metrics }: JobDeps): () => Promise<void> {
  if (config.webhooks.deliveryIntervalMs <= 0) return async () => {};
  return createDeliveryWorker({
    db: database.db,
    clock,
    mode: config.mode,
    settings: config.webhooks,
    secrets: webhookSecretBox(database.db, config),
    logger,
    renderers: webhookRenderers(database.db, logger),
    ...(metrics ? { metrics } : {}),
  }).start(config.webhooks.deliveryIntervalMs);
}

/** The webhook formats besides JSON (webhooks/formats.ts): `ota`, the OTA channel's PNR update of the event's booking. */
export const webhookRenderers = (db: Db, logger: Pick<Logger, 'error'>): BodyRenderers => ({
  ota: otaPnrUpdateRenderer({
    loadBooking: async (agencyId, bookingId) => bookingResource(await bookingRecords.load(db, agencyId, bookingId)),
    logger,
  }),
});

/**
 * Watches: every instance evaluates them every WATCH_INTERVAL_MS (0: off here); of several instances seeing one
 * transition, the database lets exactly one record it and write its event (domain/watches/evaluation.ts). It sees
 * what GET availability answers, through an availability service of its own (its own kept answers).
 */
function startWatches({ database, config, clock, logger, metrics }: JobDeps): () => Promise<void> {
  if (config.watchIntervalMs <= 0) return async () => {};
  return startWatchEvaluation(
    {
      db: database.db,
      clock,
      timeZone: config.operatorTimeZone,
      availability: availabilityServiceFor({ db: database.db, clock, config, ...(metrics ? { metrics } : {}) }),
      events: eventLog,
    },
    config.watchIntervalMs,
    (outcome) => {
      if ('error' in outcome) logger.warn({ err: outcome.error }, 'watch evaluation failed; will try again');
    },
  );
}
