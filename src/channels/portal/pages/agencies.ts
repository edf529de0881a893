/** The operator's agencies: list, detail, commercial terms, held-cabin quota, suspend and reinstate (agency-admin.ts). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  listAgencies,
  reinstateAgency,
  setAgencyTerms,
  setHoldQuota,
  suspendAgency,
  type AgencyListing,
} from '../../../domain/auth/agency-admin.js';
import { formErrorsOf, portalForm, readForm, type FormErrors } from '../forms.js';
import { PortalNotFound, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import type { AuditAction } from '../../../platform/audit/index.js';
import { doneWith } from '../feedback.js';
import { recordAction } from '../support-view.js';

type ClientParams = { Params: { clientId: string } };

const operator = { preHandler: requireRole('OPERATOR') };

// The agency's settings are text the service reads by the rules the command line applies (agency-admin.ts
// parseCommission, parseCurrencies, setHoldQuota): the forms only say which fields they post.
const TermsForm = portalForm(Type.Object({ commission: Type.String(), currencies: Type.String() }));
const QuotaForm = portalForm(Type.Object({ quota: Type.String() }));

interface AgencyViews {
  /** The agency of the path, or "not found". */
  agencyOf(clientId: string): Promise<AgencyListing>;
  /** Runs an admin action; success -> back to the detail page with a message, refusal -> the page with the errors. */
  act(
    request: FastifyRequest<ClientParams>,
    reply: FastifyReply,
    action: AuditAction,
    /** The notice, and the card of the agency's page it is shown in (feedback.ts). */
    done: { notice: string; at: 'terms' | 'quota' | 'suspension' },
    run: (clientId: string) => Promise<unknown>,
    values?: Record<string, string>,
  ): Promise<FastifyReply>;
}

export async function agencyAdminPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const views = agencyViews(app, deps);
  termRoutes(app, deps, views);
  suspensionRoutes(app, deps, views);
}

/** The list and the detail page (registered here), and the actions' common course. */
function agencyViews(app: FastifyInstance, deps: PortalDeps): AgencyViews {
  const { db, config } = deps;

  async function agencyOf(clientId: string): Promise<AgencyListing> {
    const [agency] = clientId.length <= 100 ? await listAgencies(db, clientId) : [];
    if (!agency) throw new PortalNotFound();
    return agency;
  }

  async function detail(
    reply: FastifyReply,
    agency: AgencyListing,
    errors: FormErrors = {},
    values: Record<string, string> = {},
  ) {
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('operator/agency', {
      title: agency.name,
      section: 'agencies',
      agency,
      defaultHoldQuota: config.holdQuotaPerSailing,
      errors,
      values: {
        commission: (agency.commissionBps / 100).toString(),
        currencies: agency.currencies.join(','),
        quota: agency.holdQuotaPerSailing === null ? 'default' : String(agency.holdQuotaPerSailing),
        ...values,
      },
    });
  }

  async function act(
    request: FastifyRequest<ClientParams>,
    reply: FastifyReply,
    action: AuditAction,
    /** The notice, and the card of the agency's page it is shown in (feedback.ts). */
    done: { notice: string; at: 'terms' | 'quota' | 'suspension' },
    run: (clientId: string) => Promise<unknown>,
    values: Record<string, string> = {},
  ) {
    const agency = await agencyOf(request.params.clientId);
    try {
      await run(agency.clientId);
    } catch (error) {
      return detail(reply, agency, formErrorsOf(error, 'form', Object.keys(values)), values);
    }
    await recordAction(deps, request, { action, agencyId: agency.id, target: agency.clientId, detail: values });
    return doneWith(request, reply, { ...done, to: `/portal/agencies/${encodeURIComponent(agency.clientId)}` });
  }

  app.get('/agencies', operator, async (_request, reply) => {
    const agencies = await listAgencies(db);
    return reply.page('operator/agencies', { title: 'Agencies', section: 'agencies', agencies });
  });

  app.get<ClientParams>('/agencies/:clientId', operator, async (request, reply) =>
    detail(reply, await agencyOf(request.params.clientId)),
  );
  return { agencyOf, act };
}

/** Commercial terms and the held-cabin quota. */
function termRoutes(app: FastifyInstance, deps: PortalDeps, { act }: AgencyViews) {
  const { db } = deps;

  app.post<ClientParams>('/agencies/:clientId/terms', operator, async (request, reply) => {
    const form = readForm(TermsForm, request.body).values;
    const values = {
      // A decimal comma ("12,5", as Norwegian staff write it) is the decimal point the rule takes.
      commission: form.commission.replace(/^(\d+),(\d+)$/, '$1.$2'),
      currencies: form.currencies.toUpperCase().replace(/\s+/g, ''),
    };
    return act(
      request,
      reply,
      'agency.terms_changed',
      { notice: 'Commission and currencies saved; partners see them within 30 seconds.', at: 'terms' },
      (clientId) => setAgencyTerms(db, clientId, values),
      values,
    );
  });

  app.post<ClientParams>('/agencies/:clientId/hold-quota', operator, async (request, reply) => {
    const quota = readForm(QuotaForm, request.body).values.quota || 'default';
    return act(
      request,
      reply,
      'agency.hold_quota_changed',
      { notice: 'Held-cabin quota saved; it applies to the next hold.', at: 'quota' },
      (clientId) => setHoldQuota(db, clientId, quota),
      { quota },
    );
  });
}

/** Suspending (confirmed on a page of its own, issue 23: the GET asks, only the POST suspends) and reinstating. */
function suspensionRoutes(app: FastifyInstance, deps: PortalDeps, { agencyOf, act }: AgencyViews) {
  const { db, clock } = deps;
  app.get<ClientParams>('/agencies/:clientId/suspend', operator, async (request, reply) => {
    const agency = await agencyOf(request.params.clientId);
    const path = `/portal/agencies/${encodeURIComponent(agency.clientId)}`;
    if (agency.suspendedAt) return reply.redirect(path, 303);
    return reply.page('confirm', {
      title: `Suspend ${agency.name}?`,
      section: 'agencies',
      lines: [
        `${agency.name} (${agency.clientId}) gets no new token at once; its tokens and user keys stop working within 30 seconds, and its partner systems with them.`,
        'A reinstatement lets it obtain new tokens again; tokens issued before the suspension stay refused.',
      ],
      action: `${path}/suspend`,
      button: 'Suspend the agency',
      cancel: path,
    });
  });

  app.post<ClientParams>('/agencies/:clientId/suspend', operator, async (request, reply) =>
    act(
      request,
      reply,
      'agency.suspended',
      {
        notice: 'Agency suspended: no new tokens; its tokens and keys stop working within 30 seconds.',
        at: 'suspension',
      },
      (clientId) => suspendAgency(db, clock, clientId),
    ),
  );

  app.post<ClientParams>('/agencies/:clientId/reinstate', operator, async (request, reply) =>
    act(
      request,
      reply,
      'agency.reinstated',
      { notice: 'Agency reinstated: it can obtain new tokens (earlier tokens stay refused).', at: 'suspension' },
      (clientId) => reinstateAgency(db, clientId),
    ),
  );
}
