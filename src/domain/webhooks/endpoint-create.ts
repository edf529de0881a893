/**
 * Creating a webhook endpoint (service.ts create): the URL checked, the secret made and sealed, the agency's
 * limit counted and the row written, and the replay of a repeated Idempotency-Key.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../platform/db/client.js';
import type { EventType } from '../events/events.js';
import { canonicalJson } from '../../platform/idempotency/idempotency.js';
import { AppError, conflict } from '../../kernel/errors.js';
import { resourceOf, urlNotAllowed, type WebhookEndpoint, type WebhookServiceDeps } from './endpoint-resource.js';
import { countEndpoints, insertEndpoint, lockAgencyEndpoints, selectEndpointByKey } from './endpoints-sql.js';
import { checkFormatEvents, type WebhookFormat } from './formats.js';
import { newWebhookSecret } from './signing.js';
import { allowedAddresses, ForbiddenAddressError, urlFormProblem } from './url-policy.js';

/** Endpoints one agency may have at once (each event is sent to each subscribed one). */
export const MAX_ENDPOINTS_PER_AGENCY = 10;

export type CreatedEndpoint = { endpoint: WebhookEndpoint & { secret: string }; replayed: boolean };

/** The URL rules at create: its form, then every address its host stands for now. */
async function checkUrl(deps: WebhookServiceDeps, raw: string): Promise<void> {
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

/**
 * Creates an endpoint and answers it with its secret (the only time it is shown). With an
 * Idempotency-Key, a repeat of the same request answers the same endpoint and secret (`replayed`); the
 * key with another body is 409 IDEMPOTENCY_KEY_REUSED. The key is kept on the endpoint rather than in the
 * idempotency store, whose stored answers are plain text: the secret only ever rests encrypted.
 */
export async function createEndpoint(
  deps: WebhookServiceDeps,
  agencyId: string,
  body: { url: string; events: EventType[]; format?: WebhookFormat | undefined },
  idempotencyKey: string | undefined,
): Promise<CreatedEndpoint> {
  const { db, clock } = deps;
  const events = [...new Set(body.events)];
  const format = body.format ?? 'json';
  checkFormatEvents(format, events);
  // JSON, the default, is left out of the hash: a key stored before formats existed still replays its request.
  const requestHash = createHash('sha256')
    .update(canonicalJson({ url: body.url, events, ...(format === 'json' ? {} : { format }) }))
    .digest('hex');
  const replay = async (tx: DbOrTx): Promise<CreatedEndpoint | undefined> => {
    if (idempotencyKey === undefined) return undefined;
    const earlier = await selectEndpointByKey(tx, agencyId, idempotencyKey);
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
  await checkUrl(deps, body.url); // outside the lock: it may wait on DNS
  const secret = newWebhookSecret();
  const sealed = await deps.secrets.seal(secret);
  return db.transaction(async (tx) => {
    // Creates of one agency one at a time from the count to the commit, so that concurrent ones cannot
    // all count 9 and pass the limit; the same key sent twice at once replays rather than failing.
    await lockAgencyEndpoints(tx, agencyId);
    const again = await replay(tx);
    if (again) return again;
    const n = await countEndpoints(tx, agencyId);
    if (n >= MAX_ENDPOINTS_PER_AGENCY) {
      throw conflict(
        `An agency may have at most ${MAX_ENDPOINTS_PER_AGENCY} webhook endpoints; delete one first.`,
        'WEBHOOK_LIMIT_REACHED',
      );
    }
    const id = `wh_${randomBytes(12).toString('hex')}`;
    const row = await insertEndpoint(tx, {
      id,
      agencyId,
      url: body.url,
      events,
      format,
      secretCiphertext: sealed,
      createdAt: clock.now().toISOString(),
      idempotencyKey,
      requestHash,
    });
    return { endpoint: { ...resourceOf(row), secret }, replayed: false };
  });
}
