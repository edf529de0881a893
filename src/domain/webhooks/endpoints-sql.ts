/**
 * The webhook service's SQL (service.ts and its operations): endpoints of an agency, the attempts log, and
 * the deliveries a redelivery or a test event queues. The worker's own SQL is in delivery-claims.ts and
 * delivery-attempt.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../platform/db/client.js';
import type { webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema.js';
import type { TableRow, Narrow } from '../../platform/db/table-row.js';
import type { EventType } from '../events/events.js';
import type { WebhookFormat } from './formats.js';
import { newDeliveryIdSql } from './outbox.js';
import { currentTraceparent } from '../../platform/tracing/context.js';

export type EndpointRow = Narrow<
  Pick<
    TableRow<typeof webhookEndpoints>,
    'id' | 'url' | 'events' | 'format' | 'created_at' | 'disabled_at' | 'secret_ciphertext' | 'request_hash'
  >,
  { events: EventType[]; format: WebhookFormat }
>;

/** An endpoint row's columns, as EndpointRow has them. */
const ENDPOINT_COLUMNS = sql.raw('id, url, events, format, created_at, disabled_at, secret_ciphertext, request_hash');

export type AttemptRow = Pick<
  TableRow<typeof webhookAttempts>,
  'delivery_id' | 'attempt' | 'attempted_at' | 'status_code' | 'error' | 'duration_ms'
> &
  Narrow<
    Pick<TableRow<typeof webhookDeliveries>, 'event_id' | 'event_type' | 'status'>,
    { status: 'PENDING' | 'DELIVERED' | 'FAILED' }
  >;

/** The one endpoint `match` picks, not deleted. */
async function endpointWhere(db: DbOrTx, match: SQL): Promise<EndpointRow | undefined> {
  const [row] = await queryRows<EndpointRow>(
    db,
    sql`select ${ENDPOINT_COLUMNS} from webhook_endpoints
        where ${match} and deleted_at is null`,
  );
  return row;
}

/** The agency's endpoint, not deleted; undefined for another agency's. */
export const selectEndpoint = (db: DbOrTx, agencyId: string, webhookId: string) =>
  endpointWhere(db, sql`id = ${webhookId} and agency_id = ${agencyId}`);

/** The agency's endpoint created with this Idempotency-Key, not deleted. */
export const selectEndpointByKey = (tx: DbOrTx, agencyId: string, idempotencyKey: string) =>
  endpointWhere(tx, sql`agency_id = ${agencyId} and idempotency_key = ${idempotencyKey}`);

/** Holds the agency's endpoint creates one at a time until the transaction ends. */
export async function lockAgencyEndpoints(tx: DbOrTx, agencyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${agencyId}`}, 0))`);
}

export async function countEndpoints(tx: DbOrTx, agencyId: string): Promise<number> {
  const [{ n }] = (await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from webhook_endpoints where agency_id = ${agencyId} and deleted_at is null`,
  )) as [{ n: number }];
  return n;
}

export async function insertEndpoint(
  tx: DbOrTx,
  e: {
    id: string;
    agencyId: string;
    url: string;
    events: EventType[];
    format: WebhookFormat;
    secretCiphertext: string;
    createdAt: string;
    idempotencyKey: string | undefined;
    requestHash: string;
  },
): Promise<EndpointRow> {
  const [row] = await queryRows<EndpointRow>(
    tx,
    sql`insert into webhook_endpoints (id, agency_id, url, events, format, secret_ciphertext, created_at, idempotency_key, request_hash)
        values (${e.id}, ${e.agencyId}, ${e.url}, array[${sql.join(
          e.events.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[], ${e.format},
                ${e.secretCiphertext}, ${e.createdAt}::timestamptz, ${e.idempotencyKey ?? null}, ${e.requestHash})
        returning ${ENDPOINT_COLUMNS}`,
  );
  return row!;
}

export async function listEndpoints(db: Db, agencyId: string): Promise<EndpointRow[]> {
  return queryRows<EndpointRow>(
    db,
    sql`select ${ENDPOINT_COLUMNS} from webhook_endpoints
        where agency_id = ${agencyId} and deleted_at is null order by created_at, id`,
  );
}

export async function markDeleted(tx: DbOrTx, webhookId: string, at: string): Promise<void> {
  await tx.execute(
    // Its Idempotency-Key is released: a later create with it makes a new endpoint.
    sql`update webhook_endpoints set deleted_at = ${at}::timestamptz, idempotency_key = null
        where id = ${webhookId} and deleted_at is null`,
  );
}

/** Enabled, with its failure run cleared. */
export async function enableEndpoint(db: Db, webhookId: string): Promise<EndpointRow> {
  const [row] = await queryRows<EndpointRow>(
    db,
    sql`update webhook_endpoints set disabled_at = null, failing_since = null
        where id = ${webhookId} and deleted_at is null
        returning ${ENDPOINT_COLUMNS}`,
  );
  return row!;
}

/** The endpoint's most recent attempts, newest first. */
export async function listAttempts(db: Db, webhookId: string, limit: number): Promise<AttemptRow[]> {
  return queryRows<AttemptRow>(
    db,
    sql`select a.delivery_id, d.event_id, d.event_type, a.attempt, a.attempted_at, a.status_code, a.error,
               a.duration_ms, d.status
        from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
        where a.endpoint_id = ${webhookId}
        order by a.seq desc
        limit ${limit}`,
  );
}

export async function selectDelivery(
  db: Db,
  deliveryId: string,
  webhookId: string,
): Promise<{ event_id: string; event_type: string; payload: unknown } | undefined> {
  const [row] = await queryRows<Pick<TableRow<typeof webhookDeliveries>, 'event_id' | 'event_type' | 'payload'>>(
    db,
    sql`select event_id, event_type, payload from webhook_deliveries where id = ${deliveryId} and endpoint_id = ${webhookId}`,
  );
  return row;
}

/** Queues one delivery of the event to the endpoint, due at `at`; answers its id. */
export async function insertDelivery(
  db: Db,
  endpointId: string,
  event: { id: string; type: string; payload: unknown },
  at: string,
): Promise<string> {
  const [row] = await queryRows<Pick<TableRow<typeof webhookDeliveries>, 'id'>>(
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
