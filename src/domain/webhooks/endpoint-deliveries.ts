/**
 * An endpoint's deliveries as the partner handles them (service.ts): the attempts log, a redelivery of an
 * earlier delivery's event, and a test event. Both queue a new delivery the worker sends like any other.
 */
import type { Db } from '../../platform/db/client.js';
import { newEventId, toWireEvent } from '../events/events.js';
import { notFound } from '../../kernel/errors.js';
import { disabled, endpointOf, iso, type DeliveryAttempt, type WebhookServiceDeps } from './endpoint-resource.js';
import { insertDelivery, listAttempts, selectDelivery } from './endpoints-sql.js';
import { shownError } from './send.js';

export const TEST_EVENT_TYPE = 'webhook.test';

type Deps = Pick<WebhookServiceDeps, 'db' | 'clock'>;

/** Queues one delivery of `eventId` to the endpoint now (a redelivery or a test event). */
const queue = (deps: Deps, endpointId: string, event: { id: string; type: string; payload: unknown }) =>
  insertDelivery(deps.db, endpointId, event, deps.clock.now().toISOString());

/** The endpoint's most recent attempts, newest first. */
export async function endpointAttempts(
  db: Db,
  agencyId: string,
  webhookId: string,
  limit: number,
): Promise<{ attempts: DeliveryAttempt[] }> {
  await endpointOf(db, agencyId, webhookId);
  const rows = await listAttempts(db, webhookId, limit);
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
}

/** Sends a delivery's event again, as a new delivery (its own attempts, retries and log entries). */
export async function redeliver(
  deps: Deps,
  agencyId: string,
  webhookId: string,
  deliveryId: string,
): Promise<{ deliveryId: string; eventId: string }> {
  const endpoint = await endpointOf(deps.db, agencyId, webhookId);
  const earlier = await selectDelivery(deps.db, deliveryId, webhookId);
  if (!earlier) throw notFound('No such delivery of this webhook endpoint.', 'DELIVERY_NOT_FOUND');
  if (endpoint.disabled_at !== null) throw disabled();
  const id = await queue(deps, webhookId, {
    id: earlier.event_id,
    type: earlier.event_type,
    payload: earlier.payload ?? null,
  });
  return { deliveryId: id, eventId: earlier.event_id };
}

/**
 * Queues a `webhook.test` event to the endpoint, whatever types it subscribes to. It is signed and
 * retried like any event but is not a booking event: it is not in the events table or the feed.
 */
export async function sendTestEvent(
  deps: Deps,
  agencyId: string,
  webhookId: string,
): Promise<{ deliveryId: string; eventId: string }> {
  const endpoint = await endpointOf(deps.db, agencyId, webhookId);
  if (endpoint.disabled_at !== null) throw disabled();
  const eventId = newEventId();
  const payload = toWireEvent({
    id: eventId,
    type: TEST_EVENT_TYPE,
    created_at: deps.clock.now(),
    data: { webhookId },
  });
  return { deliveryId: await queue(deps, webhookId, { id: eventId, type: TEST_EVENT_TYPE, payload }), eventId };
}
