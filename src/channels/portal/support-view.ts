/**
 * The operator's partner-support views of one agency (its request log, webhooks and deliveries): the agency
 * named by the URL's client id, and the record of the look in the audit log (audit/), written before the
 * page is answered. The views are read-only: their templates are given `readOnly` and show no action.
 */
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../platform/audit/index.js';
import { listAgencies } from '../../domain/auth/agency-admin.js';
import type { PortalDeps } from './deps.js';
import { PortalNotFound, signedInUser } from './guard.js';

export interface ViewedAgency {
  id: string;
  clientId: string;
  name: string;
}

/** The agency of the client id in the URL, or "not found". */
export async function agencyByClientId(deps: Pick<PortalDeps, 'db'>, clientId: string): Promise<ViewedAgency> {
  const [agency] = clientId.length <= 100 ? await listAgencies(deps.db, clientId) : [];
  if (!agency) throw new PortalNotFound();
  return { id: agency.id, clientId: agency.clientId, name: agency.name };
}

/**
 * Records what the signed-in user did (an approval, a suspension, a secret rolled, a cancellation, a disruption,
 * an invitation...): called after the action succeeded, before the answer, so an answered action is a recorded one.
 */
export async function recordAction(
  deps: Pick<PortalDeps, 'audit'>,
  request: FastifyRequest,
  done: { action: AuditAction; agencyId?: string | null; target: string; detail?: Record<string, unknown> },
): Promise<void> {
  const user = signedInUser(request);
  await deps.audit.record({
    actor: { userId: user.id, email: user.email, role: user.role },
    action: done.action,
    agencyId: done.agencyId ?? null,
    target: done.target,
    detail: done.detail ?? {},
  });
}

/** Records that the signed-in operator looked at `target` of the agency (a look repeated within a minute: once). */
export async function recordLook(
  deps: Pick<PortalDeps, 'audit'>,
  request: FastifyRequest,
  look: { action: string; agency: ViewedAgency; target: string; detail?: Record<string, unknown> },
): Promise<void> {
  const user = signedInUser(request);
  await deps.audit.recordLook({
    actor: { userId: user.id, email: user.email, role: user.role },
    action: look.action,
    agencyId: look.agency.id,
    target: look.target,
    detail: look.detail ?? {},
  });
}
