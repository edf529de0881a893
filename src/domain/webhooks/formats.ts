/**
 * An endpoint's body format: `json` (the event as the feed has it, lifecycle.md) or `ota` (each booking event as
 * an OTA_CruisePNR_UpdateNotifRQ, spec ota.md). The OTA message is the OTA channel's to write (channels sit above
 * the domain), so the worker is given it as a renderer by the composition root (main/jobs.ts) rather than
 * importing it; a worker without one records a failed attempt, retried, rather than sending JSON to an endpoint
 * that asked for XML.
 */
import type { BerthEvent, EventType } from '../events/events.js';
import { invalidField } from '../../kernel/errors.js';

export const WEBHOOK_FORMATS = ['json', 'ota'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** An event as delivered: the wire event of the feed, or a `webhook.test` event (no booking). */
export type DeliveredEvent = Omit<BerthEvent, 'type' | 'data'> & { type: string; data: Record<string, unknown> };

/** Writes an event in a format other than JSON; throws when it cannot (the attempt fails and is retried). */
export interface BodyRenderer {
  contentType: string;
  render(event: DeliveredEvent, agencyId: string): Promise<string>;
}

export type BodyRenderers = Partial<Record<Exclude<WebhookFormat, 'json'>, BodyRenderer>>;

/** What one attempt sends, or why there is nothing to send. */
export type DeliveryBody = { body: string; contentType: string } | { error: string };

/** The event types an `ota` endpoint can take: booking events (a watch's events have no booking to notify of). */
const BOOKING_FREE_EVENTS: readonly EventType[] = ['availability.opened', 'price.dropped'];

/** Refuses, at create, an `ota` endpoint subscribed to events that have no booking (400 naming `events`). */
export function checkFormatEvents(format: WebhookFormat, events: readonly EventType[]): void {
  const refused = events.filter((type) => BOOKING_FREE_EVENTS.includes(type));
  if (format === 'ota' && refused.length > 0) {
    throw invalidField(
      'events',
      `an ota endpoint receives booking events only (OTA_CruisePNR_UpdateNotifRQ); not ${refused.join(', ')}`,
    );
  }
}

/** The body of one attempt in the endpoint's format (`event` undefined: the event is gone). */
export async function deliveryBody(
  format: WebhookFormat,
  event: DeliveredEvent | undefined,
  agencyId: string,
  renderers: BodyRenderers,
): Promise<DeliveryBody> {
  if (event === undefined) return { error: 'event not found' };
  if (format === 'json') return { body: JSON.stringify(event), contentType: 'application/json' };
  const renderer = renderers[format];
  if (!renderer) return { error: `the ${format} format is not available in this worker` };
  try {
    return { body: await renderer.render(event, agencyId), contentType: renderer.contentType };
  } catch {
    return { error: `the event could not be written as ${format}` };
  }
}
