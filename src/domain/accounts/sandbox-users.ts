/** The sandbox's fixed logins (portal.md "Sandbox mode has fixed logins"), published beside the API's. */
import type { Db } from '../../platform/db/client.js';
import { findAgencyByClientId } from '../auth/agency-store.js';
import { hashSecret } from '../auth/secrets.js';
import { insertPortalUserIfAbsent, userByEmail } from './repository.js';

export const SANDBOX_PORTAL_USERS = [
  {
    email: 'operator@berth.example',
    password: 'sandbox-operator',
    role: 'OPERATOR',
    clientId: null,
    name: 'Sandbox Operator',
  },
  {
    email: 'agent@sandbox-agency.example',
    password: 'sandbox-agent',
    role: 'AGENCY',
    clientId: 'sandbox-agency',
    name: 'Sandbox Agent',
  },
] as const;

/** Creates the sandbox logins that do not exist yet (sandbox mode only, after the sandbox agencies). */
export async function ensureSandboxPortalUsers(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const user of SANDBOX_PORTAL_USERS) {
    if (await userByEmail(db, user.email)) continue;
    const agencyId = user.clientId ? (await findAgencyByClientId(db, user.clientId))?.id : null;
    if (user.clientId && !agencyId) continue;
    const inserted = await insertPortalUserIfAbsent(db, {
      email: user.email,
      passwordHash: await hashSecret(user.password),
      role: user.role,
      agencyId: agencyId ?? null,
      // The sandbox agency's login manages its colleagues and credentials.
      agencyRole: user.role === 'AGENCY' ? 'ADMIN' : null,
      name: user.name,
    });
    if (inserted) created.push(user.email);
  }
  return created;
}
