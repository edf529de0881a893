/**
 * Webhook secrets at rest. A signing secret cannot be stored as a hash like an API key: every delivery needs
 * it in clear to compute the HMAC. So it is encrypted with AES-256-GCM (authenticated: a tampered row fails
 * to open rather than yielding another secret) and decrypted only in the process that signs or answers the
 * create. The key is WEBHOOK_SECRET_KEY (32 bytes, base64) when set, which keeps a copy of the database alone
 * (a backup, a replica) from revealing the secrets; unset, the service makes one and keeps it in
 * `server_keys`, which protects against reading the one table but not against a copy of the whole database
 * (documented in docs/api.md; production deployments should set the variable). Stored form:
 * `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ServerKeys } from '../../platform/db/server-keys.js';

export interface SecretBox {
  seal(secret: string): Promise<string>;
  open(sealed: string): Promise<string>;
}

export function createSecretBox(deps: { configuredKey: Buffer | undefined; serverKeys: ServerKeys }): SecretBox {
  const key = () => (deps.configuredKey ? Promise.resolve(deps.configuredKey) : deps.serverKeys.get('webhook-secrets'));
  return {
    async seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await key(), iv);
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    async open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('unreadable webhook secret');
      const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
