/** Sandbox test helpers (absent in production). */
import type { BerthResponse, RequestOptions } from '../options.js';
import type { Transport } from '../transport.js';
import type { SessionRef } from '../types.js';

export class SandboxResource {
  constructor(private readonly transport: Transport) {}

  /** Expires a session at once, to test your handling of SessionExpiredError. */
  expireSession(session: Pick<SessionRef, 'sessionId'>, options?: RequestOptions): Promise<BerthResponse<void>> {
    return this.transport.request({
      method: 'POST',
      path: `/api/v2/sandbox/sessions/${encodeURIComponent(session.sessionId)}/expire`,
      idempotent: true,
      options,
    });
  }
}
