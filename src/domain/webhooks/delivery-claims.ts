/**
 * The delivery worker's claims (worker.ts runs them): which endpoints have deliveries due, the claim of some
 * of one endpoint's due deliveries under a lease, and the bodies of what was claimed.
 *
 * Claiming, and why two instances never send one delivery at once nor lose one when an instance dies:
 * - A claim is a short transaction per endpoint. It locks the endpoint's row FOR UPDATE SKIP LOCKED
 *   (an endpoint another instance is claiming for is skipped this tick), counts the endpoint's deliveries
 *   under a live lease, and claims at most WEBHOOK_MAX_IN_FLIGHT_PER_ENDPOINT minus that many: due rows,
 *   oldest first, FOR UPDATE SKIP LOCKED, each given `lease_until` (now + the attempt's time limit + a margin)
 *   and a fresh `lease_token`. Claims for one endpoint are thus serialized, and the in-flight bound holds
 *   across instances, so one slow partner uses at most its few slots while other endpoints' deliveries go on.
 * - An agency's endpoints together are bounded too (WEBHOOK_MAX_IN_FLIGHT_PER_AGENCY, across instances): the
 *   claim first takes a transaction-level advisory lock on the agency, without waiting (another instance
 *   claiming for it is left alone this time), and counts the agency's leased deliveries as well. So an agency
 *   whose ten endpoints accept connections and never answer holds at most that many slots for the time limit,
 *   not forty, and a few such agencies cannot fill an instance.
 * - A row under a live lease is nobody else's (its result is written under the same token: delivery-attempt.ts).
 * - A dead instance's rows keep their lease until it runs out; then they are due again and any instance
 *   claims them: at least once, never lost. The attempt may have reached the receiver before the crash, so a
 *   receiver can see an event twice; it deduplicates by `Berth-Event-Id` (the contract says so).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../../kernel/config.js';
import { queryRows, type Db } from '../../platform/db/client.js';
import type { webhookDeliveries, webhookEndpoints } from './schema.js';
import type { TableRow } from '../../platform/db/table-row.js';
import { wireEventsByIds } from '../events/events.js';
import type { DeliveredEvent, WebhookFormat } from './formats.js';

/** Time a claim keeps after the attempt's own limit: the result is written within it. */
const LEASE_MARGIN_MS = 5_000;
/** Endpoints looked at per tick. */
const ENDPOINTS_PER_TICK = 500;

export interface DueEndpoint {
  endpointId: string;
  agencyId: string;
}

export interface Claimed {
  id: string;
  endpointId: string;
  agencyId: string;
  url: string;
  secretCiphertext: string;
  /** The endpoint's body format (formats.ts). */
  format: WebhookFormat;
  eventId: string;
  eventType: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  leaseToken: string;
  /** The change's W3C traceparent (outbox.ts), null when tracing was off. */
  traceparent: string | null;
}

/** Endpoints with deliveries due now and not under a live lease, the longest waiting first. */
export async function dueEndpoints(db: Db, now: Date): Promise<DueEndpoint[]> {
  const rows = await queryRows<
    Pick<TableRow<typeof webhookDeliveries>, 'endpoint_id'> & Pick<TableRow<typeof webhookEndpoints>, 'agency_id'>
  >(
    db,
    // Longest-waiting first, so that endpoints at their bound (slow ones keep due rows) cannot crowd out the rest.
    sql`select d.endpoint_id, e.agency_id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
        where d.status = 'PENDING' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
          and (d.lease_until is null or d.lease_until <= ${now.toISOString()}::timestamptz)
        group by d.endpoint_id, e.agency_id
        order by min(d.next_attempt_at)
        limit ${ENDPOINTS_PER_TICK}`,
  );
  return rows.map((r) => ({ endpointId: r.endpoint_id, agencyId: r.agency_id }));
}

/** Claims up to `room` of the endpoint's due deliveries (see the header); none if another instance is claiming. */
export async function claimDue(
  db: Db,
  settings: Config['webhooks'],
  { endpointId, agencyId }: DueEndpoint,
  now: Date,
  room: number,
): Promise<Claimed[]> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`webhook-claim:${agencyId}`}, 0)) as locked`,
    );
    if (!lock?.locked) return [];
    const [endpoint] = await queryRows<Pick<TableRow<typeof webhookEndpoints>, 'url' | 'secret_ciphertext' | 'format'>>(
      tx,
      sql`select url, secret_ciphertext, format from webhook_endpoints
          where id = ${endpointId} and disabled_at is null and deleted_at is null
          for update skip locked`,
    );
    if (!endpoint) return [];
    const [leased] = await queryRows<{ endpoint: number; agency: number }>(
      tx,
      sql`select count(*) filter (where d.endpoint_id = ${endpointId})::int as endpoint, count(*)::int as agency
          from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
          where e.agency_id = ${agencyId} and e.deleted_at is null
            and d.status = 'PENDING' and d.lease_until > ${at}::timestamptz`,
    );
    const free = Math.min(
      room,
      settings.maxInFlightPerEndpoint - leased!.endpoint,
      settings.maxInFlightPerAgency - leased!.agency,
    );
    if (free <= 0) return [];
    const leaseToken = randomUUID();
    const rows = await queryRows<
      Pick<
        TableRow<typeof webhookDeliveries>,
        'id' | 'event_id' | 'event_type' | 'payload' | 'attempts' | 'created_at' | 'traceparent'
      >
    >(
      tx,
      sql`with c as (
            select id from webhook_deliveries
            where endpoint_id = ${endpointId} and status = 'PENDING' and next_attempt_at <= ${at}::timestamptz
              and (lease_until is null or lease_until <= ${at}::timestamptz)
            order by next_attempt_at, id
            limit ${free}
            for update skip locked)
          update webhook_deliveries d
          set lease_until = ${new Date(now.getTime() + settings.timeoutMs + LEASE_MARGIN_MS).toISOString()}::timestamptz,
              lease_token = ${leaseToken}, attempts = d.attempts + 1
          from c where d.id = c.id
          returning d.id, d.event_id, d.event_type, d.payload, d.attempts, d.created_at, d.traceparent`,
    );
    return rows.map((r) => ({
      id: r.id,
      endpointId,
      agencyId,
      url: endpoint.url,
      secretCiphertext: endpoint.secret_ciphertext,
      format: endpoint.format as WebhookFormat,
      eventId: r.event_id,
      eventType: r.event_type,
      payload: r.payload ?? null,
      attempts: r.attempts,
      createdAt: new Date(r.created_at),
      leaseToken,
      traceparent: r.traceparent,
    }));
  });
}

/** The events claimed, as delivered: `{ id, type, createdAt, data }`, from the events table or the delivery's own payload. */
export async function eventsOf(db: Db, claimed: Claimed[]): Promise<Map<string, DeliveredEvent>> {
  const events = new Map<string, DeliveredEvent>();
  const fromTable = claimed.filter((c) => c.payload === null).map((c) => c.eventId);
  for (const [id, event] of await wireEventsByIds(db, fromTable)) events.set(id, event as DeliveredEvent);
  for (const c of claimed) if (c.payload !== null) events.set(c.eventId, c.payload as DeliveredEvent);
  return events;
}
