/**
 * Webhook endpoints of an agency (lifecycle.md "Events and webhooks"): create (the secret shown once), list,
 * delete, enable again after the worker disabled it; the deliveries log, a redelivery, a test event. An
 * endpoint of another agency is as unknown as a made-up id: 404.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Mode, PortRanges } from '../config.js';
import { queryRows, type Db, type DbOrTx } from '../db/client.js';
import { newEventId, toWireEvent, type EventType } from '../events/events.js';
import { newDeliveryIdSql } from '../events/outbox.js';
import { canonicalJson } from '../idempotency/idempotency.js';
import { AppError, conflict, invalidField, notFound } from '../http/errors.js';
import { currentTraceparent } from '../tracing/context.js';
import type { SecretBox } from './secret-box.js';
import { shownError } from './send.js';
import { newWebhookSecret } from './signing.js';
import { allowedAddresses, ForbiddenAddressError, urlFormProblem, type Resolver } from './url-policy.js';
import { abandonPending } from './delivery-attempt.js';

/** Endpoints one agency may have at once (each event is sent to each subscribed one). */
export const MAX_ENDPOINTS_PER_AGENCY = 10;
export const TEST_EVENT_TYPE = 'webhook.test';

export interface WebhookEndpoint {
  webhookId: string;
  url: string;
  events: EventType[];
  status: 'ACTIVE' | 'DISABLED';
  disabledAt: string | null;
  createdAt: string;
}

export interface DeliveryAttempt {
  deliveryId: string;
  eventId: string;
  eventType: string;
  attempt: number;
  attemptedAt: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  deliveryStatus: 'PENDING' | 'DELIVERED' | 'FAILED';
}

interface EndpointRow {
  id: string;
  url: string;
  events: EventType[];
  created_at: Date | string;
  disabled_at: Date | string | null;
  secret_ciphertext: string;
  request_hash: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const resourceOf = (r: EndpointRow): WebhookEndpoint => ({
  webhookId: r.id,
  url: r.url,
  events: r.events,
  status: r.disabled_at === null ? 'ACTIVE' : 'DISABLED',
  disabledAt: iso(r.disabled_at),
  createdAt: iso(r.created_at)!,
});

const webhookNotFound = () => notFound('No such webhook endpoint.', 'WEBHOOK_NOT_FOUND');
const urlNotAllowed = (message: string) => invalidField('url', message, 'WEBHOOK_URL_NOT_ALLOWED');
const disabled = () =>
  conflict('The webhook endpoint is disabled; enable it first (POST .../enable).', 'WEBHOOK_DISABLED');

// eslint-disable-next-line max-lines-per-function -- split pending: issue 20 (one closure over every webhook operation)
export function createWebhookService(deps: {
  db: Db;
  clock: Clock;
  mode: Mode;
  /** SANDBOX_WEBHOOK_PORTS (url-policy.ts portProblem). */
  sandboxPorts: PortRanges;
  secrets: SecretBox;
  resolve: Resolver;
}) {
  const { db, clock } = deps;

  async function endpointOf(agencyId: string, webhookId: string): Promise<EndpointRow> {
    const [row] = await queryRows<EndpointRow>(
      db,
      sql`select id, url, events, created_at, disabled_at, secret_ciphertext, request_hash from webhook_endpoints
          where id = ${webhookId} and agency_id = ${agencyId} and deleted_at is null`,
    );
    if (!row) throw webhookNotFound();
    return row;
  }

  /** The URL rules at create: its form, then every address its host stands for now. */
  async function checkUrl(raw: string): Promise<void> {
    const problem = urlFormProblem(raw, deps.mode, deps.sandboxPorts);
    if (problem) throw urlNotAllowed(problem);
    try {
      await allowedAddresses(new URL(raw), deps.mode, deps.resolve);
    } catch (error) {
      if (error instanceof ForbiddenAddressError)
        throw urlNotAllowed(`must point at a public address (${error.message})`);
      throw urlNotAllowed(`host does not resolve (${(error as NodeJS.ErrnoException).code ?? 'lookup failed'})`);
    }
  }

  /** Queues one delivery of `eventId` to the endpoint now (a redelivery or a test event). */
  async function queue(endpointId: string, event: { id: string; type: string; payload: unknown }): Promise<string> {
    const at = clock.now().toISOString();
    const [row] = await queryRows<{ id: string }>(
      db,
      // The traceparent of the request that asked for it (tracing on only; see outbox.ts).
      sql`insert into webhook_deliveries (id, endpoint_id, event_id, event_type, payload, next_attempt_at, created_at, traceparent)
          values (${newDeliveryIdSql}, ${endpointId}, ${event.id}, ${event.type},
                  ${event.payload === null ? null : JSON.stringify(event.payload)}::jsonb, ${at}::timestamptz, ${at}::timestamptz,
                  ${currentTraceparent()}::text)
          returning id`,
    );
    return row!.id;
  }

  return {
    /**
     * Creates an endpoint and answers it with its secret (the only time it is shown). With an
     * Idempotency-Key, a repeat of the same request answers the same endpoint and secret (`replayed`); the
     * key with another body is 409 IDEMPOTENCY_KEY_REUSED. The key is kept on the endpoint rather than in the
     * idempotency store, whose stored answers are plain text: the secret only ever rests encrypted.
     */
    async create(
      agencyId: string,
      body: { url: string; events: EventType[] },
      idempotencyKey: string | undefined,
    ): Promise<{ endpoint: WebhookEndpoint & { secret: string }; replayed: boolean }> {
      const events = [...new Set(body.events)];
      const requestHash = createHash('sha256')
        .update(canonicalJson({ url: body.url, events }))
        .digest('hex');
      const replay = async (tx: DbOrTx) => {
        if (idempotencyKey === undefined) return undefined;
        const [earlier] = await queryRows<EndpointRow>(
          tx,
          sql`select id, url, events, created_at, disabled_at, secret_ciphertext, request_hash from webhook_endpoints
              where agency_id = ${agencyId} and idempotency_key = ${idempotencyKey} and deleted_at is null`,
        );
        if (!earlier) return undefined;
        if (earlier.request_hash !== requestHash) {
          throw new AppError(
            409,
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was used with another request; use a new key for a new request.',
          );
        }
        return {
          endpoint: { ...resourceOf(earlier), secret: await deps.secrets.open(earlier.secret_ciphertext) },
          replayed: true,
        };
      };
      const earlier = await replay(db);
      if (earlier) return earlier;
      await checkUrl(body.url); // outside the lock: it may wait on DNS
      const secret = newWebhookSecret();
      const sealed = await deps.secrets.seal(secret);
      return db.transaction(async (tx) => {
        // Creates of one agency one at a time from the count to the commit, so that concurrent ones cannot
        // all count 9 and pass the limit; the same key sent twice at once replays rather than failing.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${agencyId}`}, 0))`);
        const again = await replay(tx);
        if (again) return again;
        const [{ n }] = (await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from webhook_endpoints where agency_id = ${agencyId} and deleted_at is null`,
        )) as [{ n: number }];
        if (n >= MAX_ENDPOINTS_PER_AGENCY) {
          throw conflict(
            `An agency may have at most ${MAX_ENDPOINTS_PER_AGENCY} webhook endpoints; delete one first.`,
            'WEBHOOK_LIMIT_REACHED',
          );
        }
        const id = `wh_${randomBytes(12).toString('hex')}`;
        const [row] = await queryRows<EndpointRow>(
          tx,
          sql`insert into webhook_endpoints (id, agency_id, url, events, secret_ciphertext, created_at, idempotency_key, request_hash)
              values (${id}, ${agencyId}, ${body.url}, array[${sql.join(
                events.map((e) => sql`${e}`),
                sql`, `,
              )}]::text[],
                      ${sealed}, ${clock.now().toISOString()}::timestamptz, ${idempotencyKey ?? null}, ${requestHash})
              returning id, url, events, created_at, disabled_at, secret_ciphertext, request_hash`,
        );
        return { endpoint: { ...resourceOf(row!), secret }, replayed: false };
      });
    },

    async list(agencyId: string): Promise<{ webhooks: WebhookEndpoint[] }> {
      const rows = await queryRows<EndpointRow>(
        db,
        sql`select id, url, events, created_at, disabled_at, secret_ciphertext, request_hash from webhook_endpoints
            where agency_id = ${agencyId} and deleted_at is null order by created_at, id`,
      );
      return { webhooks: rows.map(resourceOf) };
    },

    /** Deletes the endpoint: nothing more is sent to it, pending deliveries are dropped (the log stays in the database). */
    async remove(agencyId: string, webhookId: string): Promise<void> {
      await endpointOf(agencyId, webhookId);
      await db.transaction(async (tx) => {
        await tx.execute(
          // Its Idempotency-Key is released: a later create with it makes a new endpoint.
          sql`update webhook_endpoints set deleted_at = ${clock.now().toISOString()}::timestamptz, idempotency_key = null
              where id = ${webhookId} and deleted_at is null`,
        );
        await abandonPending(tx, webhookId);
      });
    },

    /**
     * Enables an endpoint again (after the worker disabled it): new events are delivered from now on, and its
     * failure run starts afresh. Events of the disabled time are not queued: the feed has them.
     */
    async enable(agencyId: string, webhookId: string): Promise<WebhookEndpoint> {
      await endpointOf(agencyId, webhookId);
      const [row] = await queryRows<EndpointRow>(
        db,
        sql`update webhook_endpoints set disabled_at = null, failing_since = null
            where id = ${webhookId} and deleted_at is null
            returning id, url, events, created_at, disabled_at, secret_ciphertext, request_hash`,
      );
      return resourceOf(row!);
    },

    /** The endpoint's most recent attempts, newest first. */
    async attempts(agencyId: string, webhookId: string, limit: number): Promise<{ attempts: DeliveryAttempt[] }> {
      await endpointOf(agencyId, webhookId);
      const rows = await queryRows<{
        delivery_id: string;
        event_id: string;
        event_type: string;
        attempt: number;
        attempted_at: Date | string;
        status_code: number | null;
        error: string | null;
        duration_ms: number;
        status: DeliveryAttempt['deliveryStatus'];
      }>(
        db,
        sql`select a.delivery_id, d.event_id, d.event_type, a.attempt, a.attempted_at, a.status_code, a.error,
                   a.duration_ms, d.status
            from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
            where a.endpoint_id = ${webhookId}
            order by a.seq desc
            limit ${limit}`,
      );
      return {
        attempts: rows.map((r) => ({
          deliveryId: r.delivery_id,
          eventId: r.event_id,
          eventType: r.event_type,
          attempt: r.attempt,
          attemptedAt: iso(r.attempted_at)!,
          statusCode: r.status_code,
          error: shownError(r.error),
          durationMs: r.duration_ms,
          deliveryStatus: r.status,
        })),
      };
    },

    /** Sends a delivery's event again, as a new delivery (its own attempts, retries and log entries). */
    async redeliver(
      agencyId: string,
      webhookId: string,
      deliveryId: string,
    ): Promise<{ deliveryId: string; eventId: string }> {
      const endpoint = await endpointOf(agencyId, webhookId);
      const [earlier] = await queryRows<{ event_id: string; event_type: string; payload: unknown }>(
        db,
        sql`select event_id, event_type, payload from webhook_deliveries where id = ${deliveryId} and endpoint_id = ${webhookId}`,
      );
      if (!earlier) throw notFound('No such delivery of this webhook endpoint.', 'DELIVERY_NOT_FOUND');
      if (endpoint.disabled_at !== null) throw disabled();
      const id = await queue(webhookId, {
        id: earlier.event_id,
        type: earlier.event_type,
        payload: earlier.payload ?? null,
      });
      return { deliveryId: id, eventId: earlier.event_id };
    },

    /**
     * Queues a `webhook.test` event to the endpoint, whatever types it subscribes to. It is signed and
     * retried like any event but is not a booking event: it is not in the events table or the feed.
     */
    async sendTest(agencyId: string, webhookId: string): Promise<{ deliveryId: string; eventId: string }> {
      const endpoint = await endpointOf(agencyId, webhookId);
      if (endpoint.disabled_at !== null) throw disabled();
      const eventId = newEventId();
      const payload = toWireEvent({ id: eventId, type: TEST_EVENT_TYPE, created_at: clock.now(), data: { webhookId } });
      return { deliveryId: await queue(webhookId, { id: eventId, type: TEST_EVENT_TYPE, payload }), eventId };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
