/**
 * Webhook deliveries (portal.md "Webhooks"): an endpoint's deliveries, newest first, 25 a page, each with its
 * event type, the booking it is about (linked to the booking page), the body sent, its state, attempts, next
 * retry time and its last answer (status and the first bytes of the body); "failed only" on demand. The agency
 * sees its own at /portal/webhooks/:webhookId (and may redeliver); the operator's staff see any agency's
 * endpoints and deliveries read-only at /portal/agencies/:clientId/webhooks[/:webhookId], each look recorded
 * in the audit log (support-view.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { field } from '../forms.js';
import { ownAgency, PortalNotFound, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { agencyByClientId, recordLook, type ViewedAgency } from '../support-view.js';
import { idOrNotFound } from './webhooks.js';

const PAGE = 25;
type EndpointParams = { Params: { clientId?: string; webhookId: string } };

export async function webhookDeliveryPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { webhooks } = deps;

  async function deliveries(
    request: FastifyRequest<EndpointParams>,
    reply: FastifyReply,
    agency: ViewedAgency,
    readOnly: boolean,
  ) {
    const id = idOrNotFound(request.params.webhookId);
    const endpoint = (await webhooks.list(agency.id)).webhooks.find((w) => w.webhookId === id);
    if (!endpoint) throw new PortalNotFound();
    const failedOnly = field(request.query, 'failed') === '1';
    const pageText = field(request.query, 'page');
    const page = /^\d{1,5}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
    const base = readOnly
      ? `/portal/agencies/${encodeURIComponent(agency.clientId)}/webhooks/${id}`
      : `/portal/webhooks/${id}`;
    if (readOnly) {
      await recordLook(deps, request, {
        action: 'webhook_deliveries.viewed',
        agency,
        target: endpoint.url,
        detail: { webhookId: id, failedOnly, page },
      });
    }
    const rows = await webhooks.deliveries(agency.id, id, { failedOnly, limit: PAGE + 1, offset: (page - 1) * PAGE });
    const link = (p: number) => `${base}?${failedOnly ? 'failed=1&' : ''}page=${p}`;
    return reply.page('agency/webhook', {
      title: readOnly ? `Webhook deliveries of ${agency.name}` : 'Webhook deliveries',
      section: readOnly ? 'agencies' : 'webhooks',
      agency,
      readOnly,
      base,
      back: readOnly ? `/portal/agencies/${encodeURIComponent(agency.clientId)}/webhooks` : '/portal/webhooks',
      endpoint,
      failedOnly,
      deliveries: rows.slice(0, PAGE).map((d) => ({
        ...d,
        payloadText: d.payload === null ? null : JSON.stringify(d.payload, null, 2),
      })),
      newer: page > 1 ? link(page - 1) : null,
      older: rows.length > PAGE ? link(page + 1) : null,
    });
  }

  app.get<EndpointParams>('/webhooks/:webhookId', { preHandler: requireRole('AGENCY') }, async (request, reply) =>
    deliveries(request, reply, ownAgency(request), false),
  );

  const operator = { preHandler: requireRole('OPERATOR') };
  app.get<{ Params: { clientId: string } }>('/agencies/:clientId/webhooks', operator, async (request, reply) => {
    const agency = await agencyByClientId(deps, request.params.clientId);
    await recordLook(deps, request, { action: 'webhooks.viewed', agency, target: 'webhook endpoints' });
    const { webhooks: endpoints } = await webhooks.list(agency.id);
    return reply.page('operator/agency-webhooks', {
      title: `Webhooks of ${agency.name}`,
      section: 'agencies',
      agency,
      endpoints,
    });
  });
  app.get<EndpointParams>('/agencies/:clientId/webhooks/:webhookId', operator, async (request, reply) =>
    deliveries(request, reply, await agencyByClientId(deps, request.params.clientId ?? ''), true),
  );
}
