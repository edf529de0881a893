/**
 * One attempt of a claimed delivery (delivery-claims.ts): the secret opened, the event signed and sent
 * (send.ts), and the outcome recorded: the attempts log row, the delivery's next state (delivery-retry.ts),
 * the endpoint's failure run, and the outcome counted once written.
 *
 * A row under a live lease is nobody else's. When the attempt returns, its result is written only under the
 * same token; a success is written in any case (delivered is delivered).
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../kernel/clock.js';
import type { Config } from '../../kernel/config.js';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { webhookEndpoints } from './schema.js';
import type { TableRow, NotNull } from '../../platform/db/table-row.js';
import type { BusinessMetrics, WebhookOutcome } from '../../platform/metrics/business.js';
import type { Claimed } from './delivery-claims.js';
import type { DeliveryBody } from './formats.js';
import { afterFailure, failedTooLong } from './delivery-retry.js';
import type { SecretBox } from './secret-box.js';
import type { AttemptOutcome, Sender } from './send.js';
import { signatureHeader } from './signing.js';

export interface AttemptDeps {
  db: Db;
  clock: Clock;
  settings: Config['webhooks'];
  secrets: SecretBox;
  logger: Pick<Logger, 'info' | 'warn'>;
  sender: Sender;
  metrics: BusinessMetrics;
}

/** Writes an attempt's result: the log row, the delivery's next state, the endpoint's failure run; answers what to count. */
async function record(
  deps: AttemptDeps,
  c: Claimed,
  outcome: AttemptOutcome,
  attemptedAt: Date,
): Promise<WebhookOutcome> {
  const { settings } = deps;
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    await tx.execute(
      sql`insert into webhook_attempts (delivery_id, endpoint_id, attempt, attempted_at, duration_ms, status_code, error, succeeded, response_body)
          values (${c.id}, ${c.endpointId}, ${c.attempts}, ${attemptedAt.toISOString()}::timestamptz, ${outcome.durationMs},
                  ${outcome.statusCode}, ${outcome.error}, ${outcome.ok}, ${outcome.responseBody ?? null})`,
    );
    // Row locks in one order everywhere (the endpoint, then its deliveries: claim, delete, disable), so that
    // this transaction and a delete or a claim never wait on each other in a circle.
    if (outcome.ok) {
      // Matches (and locks) the endpoint's row only when it was failing: successes do not queue on it.
      await tx.execute(
        sql`update webhook_endpoints set failing_since = null where id = ${c.endpointId} and failing_since is not null`,
      );
      await tx.execute(
        sql`update webhook_deliveries set status = 'DELIVERED', delivered_at = ${at}::timestamptz,
                   lease_until = null, lease_token = null
            where id = ${c.id} and status = 'PENDING'`,
      );
      return 'delivered';
    }
    const [endpoint] = await queryRows<
      NotNull<Pick<TableRow<typeof webhookEndpoints>, 'failing_since' | 'disabled_at'>, 'failing_since'>
    >(
      tx,
      sql`update webhook_endpoints set failing_since = coalesce(failing_since, ${attemptedAt.toISOString()}::timestamptz)
          where id = ${c.endpointId}
          returning failing_since, disabled_at`,
    );
    const { givesUp, nextAttemptAt: next } = afterFailure(c, now, settings);
    await tx.execute(
      sql`update webhook_deliveries
          set status = ${givesUp ? 'FAILED' : 'PENDING'}, next_attempt_at = ${next.toISOString()}::timestamptz,
              lease_until = null, lease_token = null
          where id = ${c.id} and status = 'PENDING' and lease_token = ${c.leaseToken}`,
    );
    if (endpoint && endpoint.disabled_at === null && failedTooLong(endpoint.failing_since, now, settings)) {
      await tx.execute(sql`update webhook_endpoints set disabled_at = ${at}::timestamptz where id = ${c.endpointId}`);
      await abandonPending(tx, c.endpointId);
      deps.logger.warn(
        { webhookId: c.endpointId },
        `webhook endpoint disabled after ${settings.retryHours} h of failures`,
      );
    }
    return givesUp ? 'failed' : 'retry';
  });
}

/** Sends the claimed delivery's body (formats.ts: its error when there is none to send) once, records and counts the outcome. */
export async function attemptDelivery(deps: AttemptDeps, c: Claimed, body: DeliveryBody): Promise<void> {
  const attemptedAt = deps.clock.now();
  let outcome: AttemptOutcome;
  // Opened per attempt, never logged. One that cannot be opened (WEBHOOK_SECRET_KEY changed) is a failed
  // attempt in the log, retried like any other, rather than a silent loop of expiring leases.
  const secret = await deps.secrets.open(c.secretCiphertext).catch(() => undefined);
  if ('error' in body) {
    outcome = { ok: false, statusCode: null, error: body.error, durationMs: 0 };
  } else if (secret === undefined) {
    outcome = {
      ok: false,
      statusCode: null,
      error: 'the endpoint secret cannot be read (WEBHOOK_SECRET_KEY)',
      durationMs: 0,
    };
  } else {
    outcome = await deps.sender.send(
      c.url,
      {
        'content-type': body.contentType,
        'user-agent': 'Berth-Webhooks/1',
        'berth-event-id': c.eventId,
        'berth-signature': signatureHeader(secret, body.body, attemptedAt),
        // With tracing on, the HTTP instrumentation replaces it by its own span's, of the same trace (worker.ts claimAndStart).
        ...(c.traceparent ? { traceparent: c.traceparent } : {}),
      },
      body.body,
    );
  }
  if (!outcome.ok) {
    deps.logger.info(
      { webhookId: c.endpointId, deliveryId: c.id, attempt: c.attempts, error: outcome.error },
      'webhook delivery attempt failed',
    );
  }
  deps.metrics.webhookDelivery(await record(deps, c, outcome, attemptedAt));
}

/** Fails an endpoint's pending deliveries (it was disabled or deleted): no worker looks at them again. */
export async function abandonPending(tx: Pick<Db, 'execute'>, endpointId: string): Promise<void> {
  await tx.execute(
    sql`update webhook_deliveries set status = 'FAILED', lease_until = null, lease_token = null
        where endpoint_id = ${endpointId} and status = 'PENDING'`,
  );
}
