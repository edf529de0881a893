/**
 * Receiving Berth's webhooks: check that a POST really comes from Berth before trusting it.
 *
 *   app.post('/berth-events', express.raw({ type: 'application/json' }), (req, res) => {
 *     const event = verifyWebhook(req.body, req.get('Berth-Signature'), process.env.BERTH_WEBHOOK_SECRET!);
 *     // ...deduplicate by event.id (deliveries are at least once), handle, then answer 2xx within 10 s
 *     res.sendStatus(204);
 *   });
 *
 * `Berth-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed by the endpoint's
 * secret (the whole `whsec_...` string). Verify the raw bytes as received: a body parsed and serialized again
 * may differ by a space and fail.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface VerifyWebhookOptions {
  /** How far `t` may be from now, in seconds, before the delivery is refused as a replay (default 300). */
  toleranceSeconds?: number;
  /** The current time (default: the system clock). */
  now?: Date;
}

/** An event as Berth delivers it. */
export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

/**
 * The `Berth-Signature` header Berth sends with `rawBody`, signed at `at` with `secret`: what `berth-webhooks
 * listen` puts on the events it forwards, and what a receiver's own tests can sign with. The inverse of
 * verifyWebhook.
 */
export function signWebhook(rawBody: string | Uint8Array, secret: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** The delivery is not authentic or too old: answer 400 and do not act on it. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

/**
 * Checks the `Berth-Signature` header of a delivery against its raw body and answers the parsed event; throws
 * WebhookVerificationError when the header is missing or malformed, when `t` is outside the tolerance, or
 * when no `v1` value matches (several are allowed, e.g. during a secret rotation). Comparisons are in
 * constant time.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  header: string | null | undefined,
  secret: string,
  options: VerifyWebhookOptions = {},
): WebhookEvent {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  if (!header) throw new WebhookVerificationError('No Berth-Signature header.');
  let t: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (t === undefined || signatures.length === 0) {
    throw new WebhookVerificationError('Berth-Signature must carry t=<unix seconds> and at least one v1=<hex>.');
  }
  const tolerance = options.toleranceSeconds ?? 300;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - t) > tolerance) {
    throw new WebhookVerificationError(
      `The signature's t is more than ${tolerance} s from now (a replay, or a wrong clock).`,
    );
  }
  const expected = createHmac('sha256', secret).update(`${t}.`).update(body).digest();
  // Every value is compared (no early exit), each in constant time.
  let matched = false;
  for (const candidate of signatures) if (timingSafeEqual(candidate, expected)) matched = true;
  if (!matched) throw new WebhookVerificationError('No v1 signature matches: wrong secret, or the body was changed.');
  return JSON.parse(body.toString('utf8')) as WebhookEvent;
}
