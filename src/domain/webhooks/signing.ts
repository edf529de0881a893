/**
 * The delivery signature (lifecycle.md): `Berth-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, keyed by the endpoint's secret (the whole `whsec_...` string, as UTF-8 bytes). The SDK's
 * verifyWebhook (packages/sdk/src/webhooks.ts) is the receiving side.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
