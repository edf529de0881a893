/**
 * The operator's audit log (portal.md "Audit log"): who among the operator's staff looked at or did what,
 * for which agency (audit/), newest first, filtered by agency, action, actor and dates (from and to, both
 * included, the operator's local days), 50 a page.
 */
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_ACTION_WORDS,
  AUDIT_ACTIONS,
  auditActionInWords,
  type AuditFilters,
} from '../../../platform/audit/index.js';
import { listAgencies } from '../../../domain/auth/agency-admin.js';
import { addDays, wallClockToInstant } from '../../../kernel/time.js';
import { field, type FormErrors } from '../forms.js';
import { requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';

const PAGE = 50;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The from and to dates (YYYY-MM-DD, operator-local, both included) as instants: [from 00:00, to + 1 day 00:00). */
function dateFilters(
  values: { from: string; to: string },
  timeZone: string,
  filters: AuditFilters,
  errors: FormErrors,
) {
  const valid = (d: string) => DATE.test(d) && !Number.isNaN(Date.parse(d));
  if (values.from !== '') {
    if (valid(values.from)) filters.from = wallClockToInstant(`${values.from}T00:00:00`, timeZone);
    else errors.from = 'must be a date (YYYY-MM-DD)';
  }
  if (values.to !== '') {
    if (valid(values.to)) filters.to = wallClockToInstant(`${addDays(values.to, 1)}T00:00:00`, timeZone);
    else errors.to = 'must be a date (YYYY-MM-DD)';
  }
  if (filters.from && filters.to && values.to < values.from) errors.to = 'must be on or after the "From" date';
}

export async function auditLogPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  app.get('/audit-log', { preHandler: requireRole('OPERATOR') }, async (request, reply) => {
    const values = {
      agency: field(request.query, 'agency'),
      action: field(request.query, 'action'),
      actor: field(request.query, 'actor').toLowerCase(),
      from: field(request.query, 'from'),
      to: field(request.query, 'to'),
    };
    const pageText = field(request.query, 'page');
    const page = /^\d{1,5}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
    const agencies = await listAgencies(deps.db);
    const errors: FormErrors = {};
    const filters: AuditFilters = {};
    if (values.agency !== '') {
      const agency = agencies.find((a) => a.clientId === values.agency);
      if (agency) filters.agencyId = agency.id;
      else errors.agency = 'is not a known client id';
    }
    if (values.action !== '') {
      if (/^[a-z_.]{1,64}$/.test(values.action)) filters.action = values.action;
      else errors.action = 'must be one of the actions listed';
    }
    if (values.actor !== '') {
      if (values.actor.length <= 254) filters.actorEmail = values.actor;
      else errors.actor = 'must be an e-mail address of at most 254 characters';
    }
    dateFilters(values, deps.config.operatorTimeZone, filters, errors);
    const ok = Object.keys(errors).length === 0;
    const rows = ok ? await deps.audit.list(filters, { limit: PAGE + 1, offset: (page - 1) * PAGE }) : [];
    const link = (p: number) => {
      const params = new URLSearchParams(Object.entries(values).filter(([, v]) => v !== ''));
      params.set('page', String(p));
      return `/portal/audit-log?${params.toString()}`;
    };
    const clientIds = new Map(agencies.map((a) => [a.id, a]));
    return reply.code(ok ? 200 : 400).page('operator/audit-log', {
      title: 'Audit log',
      section: 'audit-log',
      agencies,
      actions: AUDIT_ACTIONS.map((code) => ({ code, words: AUDIT_ACTION_WORDS[code] })),
      values,
      errors,
      rows: rows.slice(0, PAGE).map((r) => ({
        ...r,
        actionWords: auditActionInWords(r.action),
        agency: r.agencyId ? clientIds.get(r.agencyId) : undefined,
      })),
      newer: page > 1 ? link(page - 1) : null,
      older: rows.length > PAGE ? link(page + 1) : null,
    });
  });
}
