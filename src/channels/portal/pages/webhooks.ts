/**
 * The agency's webhooks (portal.md "Webhooks"), through the API's webhook service (webhooks/service.ts):
 * add an endpoint with its event types (its signing secret shown once, in the answer to the post), send a
 * test event, redeliver a delivery (its page is webhook-deliveries.ts), enable, delete.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_TYPES } from '../../../domain/events/events.js';
import { CreateWebhookBody } from '../../../domain/webhooks/schemas.js';
import { doneWith } from '../feedback.js';
import { formErrorsOf, portalForm, readForm, type FormErrors } from '../forms.js';
import { ownAgency, PortalNotFound, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';

export const ID = /^[A-Za-z0-9_-]{1,64}$/;
type WebhookParams = { Params: { webhookId: string } };

/** A new endpoint: the API's own fields and rules (CreateWebhookBody), the event types as checkboxes. */
const EndpointForm = portalForm(
  Type.Object({
    url: CreateWebhookBody.properties.url,
    events: CreateWebhookBody.properties.events,
    format: CreateWebhookBody.properties.format,
  }),
  { messages: { events: 'choose at least one event type' } },
);

const RedeliveryForm = portalForm(Type.Object({ deliveryId: Type.String() }));

export function idOrNotFound(value: string): string {
  if (!ID.test(value)) throw new PortalNotFound();
  return value;
}

export async function webhookPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { webhooks } = deps;
  const agencyOnly = { preHandler: requireRole('AGENCY') };

  async function list(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { secret?: string; errors?: FormErrors; values?: { url: string; events: string[]; format?: string } } = {},
  ) {
    const { webhooks: endpoints } = await webhooks.list(ownAgency(request).id);
    const errors = extra.errors ?? {};
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('agency/webhooks', {
      title: 'Webhooks',
      section: 'webhooks',
      endpoints,
      eventTypes: EVENT_TYPES,
      secret: extra.secret ?? null,
      errors,
      values: extra.values ?? { url: '', events: [], format: 'json' },
    });
  }

  /** Runs an action on one endpoint; "not found" for another agency's, a refusal shown on the list. */
  async function act(
    request: FastifyRequest<WebhookParams>,
    reply: FastifyReply,
    done: string,
    run: (id: string) => Promise<unknown>,
  ) {
    const id = idOrNotFound(request.params.webhookId);
    try {
      await run(id);
    } catch (error) {
      const errors = formErrorsOf(error);
      return list(request, reply, { errors });
    }
    request.session.flash = done;
    return reply.redirect(`/portal/webhooks`, 303);
  }

  app.get('/webhooks', agencyOnly, async (request, reply) => list(request, reply));

  app.post('/webhooks', agencyOnly, async (request, reply) => {
    const { values, errors, body } = readForm(EndpointForm, request.body);
    if (!body) return list(request, reply, { errors, values });
    try {
      const { endpoint } = await webhooks.create(ownAgency(request).id, body, undefined);
      return list(request, reply.header('Cache-Control', 'no-store'), { secret: endpoint.secret });
    } catch (error) {
      return list(request, reply, { errors: formErrorsOf(error, 'url', ['url', 'events', 'format']), values });
    }
  });

  // An endpoint's deliveries: webhook-deliveries.ts (shared with the operator's read-only view).

  app.post<WebhookParams>('/webhooks/:webhookId/test', agencyOnly, async (request, reply) =>
    act(request, reply, 'Test event queued: it arrives within seconds; see the deliveries.', (id) =>
      webhooks.sendTest(ownAgency(request).id, id),
    ),
  );

  app.post<WebhookParams>('/webhooks/:webhookId/enable', agencyOnly, async (request, reply) =>
    act(request, reply, 'Endpoint enabled.', (id) => webhooks.enable(ownAgency(request).id, id)),
  );

  // Deleting is confirmed on a page of its own (issue 23): the GET asks, only the POST deletes.
  app.get<WebhookParams>('/webhooks/:webhookId/delete', agencyOnly, async (request, reply) => {
    const id = idOrNotFound(request.params.webhookId);
    const endpoint = (await webhooks.list(ownAgency(request).id)).webhooks.find((w) => w.webhookId === id);
    if (!endpoint) throw new PortalNotFound();
    return reply.page('confirm', {
      title: 'Delete this webhook endpoint?',
      section: 'webhooks',
      lines: [
        `Deleting ${endpoint.url} cannot be undone: it receives no more events, its pending deliveries are not sent, and its signing secret is gone.`,
      ],
      action: `/portal/webhooks/${id}/delete`,
      button: 'Delete the endpoint',
      cancel: '/portal/webhooks',
    });
  });

  app.post<WebhookParams>('/webhooks/:webhookId/delete', agencyOnly, async (request, reply) =>
    act(request, reply, 'Endpoint deleted.', (id) => webhooks.remove(ownAgency(request).id, id)),
  );

  app.post<WebhookParams>('/webhooks/:webhookId/redeliver', agencyOnly, async (request, reply) => {
    const id = idOrNotFound(request.params.webhookId);
    const { deliveryId } = readForm(RedeliveryForm, request.body).values;
    if (!ID.test(deliveryId)) throw new PortalNotFound();
    await webhooks.redeliver(ownAgency(request).id, id, deliveryId);
    return doneWith(request, reply, {
      notice: 'Delivery queued again.',
      to: `/portal/webhooks/${id}`,
      at: 'deliveries',
    });
  });
}
