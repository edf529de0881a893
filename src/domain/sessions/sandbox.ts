/** The sandbox's session operations (registered in sandbox mode only): partners test an expired session. */
import type { Db } from '../../platform/db/client.js';
import type { SessionStore } from './session-store.js';

export interface SessionSandbox {
  /** Ends the agency's live session now; 404 when it is not live. */
  expire(agencyId: string, sessionId: string): Promise<void>;
}

export function createSessionSandbox(deps: { db: Db; sessions: SessionStore }): SessionSandbox {
  return {
    async expire(agencyId, sessionId) {
      const session = await deps.sessions.loadLive(deps.db, sessionId, agencyId);
      await deps.sessions.expireNow(deps.db, session.id);
    },
  };
}
