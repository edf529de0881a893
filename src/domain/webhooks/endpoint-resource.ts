/**
 * What the webhook service's operations share (service.ts composes them): the endpoint and attempt resources
 * as the API answers them, the service's dependencies, the endpoint lookup (another agency's endpoint is as
 * unknown as a made-up id: 404) and the errors.
 */
import type { Clock } from '../../kernel/clock.js';
import type { Mode, PortRanges } from '../../kernel/config.js';
import type { Db } from '../../platform/db/client.js';
import type { EventType } from '../events/events.js';
import { conflict, invalidField, notFound } from '../../kernel/errors.js';
import { selectEndpoint, type EndpointRow } from './endpoints-sql.js';
import type { WebhookFormat } from './formats.js';
import type { SecretBox } from './secret-box.js';
import type { Resolver } from './url-policy.js';

export interface WebhookServiceDeps {
  db: Db;
  clock: Clock;
  mode: Mode;
  /** SANDBOX_WEBHOOK_PORTS (url-policy.ts portProblem). */
  sandboxPorts: PortRanges;
  secrets: SecretBox;
  resolve: Resolver;
}

export interface WebhookEndpoint {
  webhookId: string;
  url: string;
  events: EventType[];
  format: WebhookFormat;
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

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const resourceOf = (r: EndpointRow): WebhookEndpoint => ({
  webhookId: r.id,
  url: r.url,
  events: r.events,
  format: r.format,
  status: r.disabled_at === null ? 'ACTIVE' : 'DISABLED',
  disabledAt: iso(r.disabled_at),
  createdAt: iso(r.created_at)!,
});

const webhookNotFound = () => notFound('No such webhook endpoint.', 'WEBHOOK_NOT_FOUND');
export const urlNotAllowed = (message: string) => invalidField('url', message, 'WEBHOOK_URL_NOT_ALLOWED');
export const disabled = () =>
  conflict('The webhook endpoint is disabled; enable it first (POST .../enable).', 'WEBHOOK_DISABLED');

/** The agency's endpoint, or 404 WEBHOOK_NOT_FOUND (another agency's included). */
export async function endpointOf(db: Db, agencyId: string, webhookId: string): Promise<EndpointRow> {
  const row = await selectEndpoint(db, agencyId, webhookId);
  if (!row) throw webhookNotFound();
  return row;
}
