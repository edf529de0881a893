/**
 * The request log (portal.md "Request log"): an agency's API calls, newest first, filtered by time range
 * (operator-local date and time), status class, method, path prefix and correlation id, 50 a page; each call
 * opens a page with everything stored of it. The agency sees its own at /portal/request-log; the operator's
 * staff see any agency's, read-only, at /portal/agencies/:clientId/request-log, and each such look is
 * recorded in the audit log (support-view.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  requestOfAgency,
  searchRequests,
  STATUS_CLASSES,
  type RequestLogFilters,
  type StatusClass,
} from '../../../platform/request-log/index.js';
import { normalizeLocalDateTime, wallClockToInstant } from '../../../kernel/time.js';
import { field, type FormErrors } from '../forms.js';
import { ownAgency, PortalNotFound, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import type { RequestLogValues } from '../views.js';
import { agencyByClientId, recordLook, type ViewedAgency } from '../support-view.js';

const PAGE = 50;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const CORRELATION = /^[A-Za-z0-9._:@-]{1,128}$/;
const FILTER_NAMES: readonly (keyof RequestLogValues)[] = ['from', 'to', 'status', 'method', 'path', 'correlationId'];

type Values = RequestLogValues;
type ClientParams = { Params: { clientId: string } };
type CallParams = { Params: { clientId?: string; callId: string } };

/** The filters of the query string, with a message per field that is not acceptable (the page shows them). */
export function parseFilters(
  query: unknown,
  timeZone: string,
): { filters: RequestLogFilters; values: Values; errors: FormErrors } {
  const values = Object.fromEntries(FILTER_NAMES.map((n) => [n, field(query, n)])) as Values;
  const errors: FormErrors = {};
  const filters: RequestLogFilters = {};
  for (const name of ['from', 'to'] as const) {
    if (values[name] === '') continue;
    if (LOCAL.test(values[name])) filters[name] = wallClockToInstant(normalizeLocalDateTime(values[name]), timeZone);
    else errors[name] = 'must be a date and time such as 2027-01-04T09:30';
  }
  if (filters.from && filters.to && filters.to <= filters.from) errors.to = 'must be after From';
  if (values.status !== '') {
    if ((STATUS_CLASSES as readonly string[]).includes(values.status)) filters.status = values.status as StatusClass;
    else errors.status = `must be one of ${STATUS_CLASSES.join(', ')}`;
  }
  values.method = values.method.toUpperCase();
  if (values.method !== '') {
    if (METHODS.includes(values.method)) filters.method = values.method;
    else errors.method = `must be one of ${METHODS.join(', ')}`;
  }
  if (values.path !== '') {
    if (values.path.startsWith('/') && values.path.length <= 500) filters.path = values.path;
    else errors.path = 'must start with / (a path or its beginning, such as /api/v2/bookings)';
  }
  if (values.correlationId !== '') {
    if (CORRELATION.test(values.correlationId)) filters.correlationId = values.correlationId;
    else errors.correlationId = 'must be up to 128 letters, digits and . _ : @ -';
  }
  return { filters, values, errors };
}

/** The query string of the filters that are set (the pager's links and the calls' links keep them). */
const queryOf = (values: Values, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...values, ...extra })) if (v !== '') params.set(k, v);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

export async function requestLogPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  async function list(
    request: FastifyRequest,
    reply: FastifyReply,
    agency: ViewedAgency,
    base: string,
    readOnly: boolean,
  ) {
    const { filters, values, errors } = parseFilters(request.query, deps.config.operatorTimeZone);
    const pageText = field(request.query, 'page');
    const page = /^\d{1,5}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
    const ok = Object.keys(errors).length === 0;
    if (readOnly) {
      await recordLook(deps, request, {
        action: 'request_log.viewed',
        agency,
        target: `${base}${queryOf(values)}`,
        detail: { page },
      });
    }
    const rows = ok
      ? await searchRequests(deps.db, agency.id, filters, { limit: PAGE + 1, offset: (page - 1) * PAGE })
      : [];
    return reply.code(ok ? 200 : 400).page('agency/request-log', {
      title: readOnly ? `Request log of ${agency.name}` : 'Request log',
      section: readOnly ? 'agencies' : 'request-log',
      agency,
      readOnly,
      base,
      rows: rows.slice(0, PAGE),
      values,
      errors,
      statusClasses: STATUS_CLASSES,
      methods: METHODS,
      retentionDays: deps.config.requestLogRetentionDays,
      timeZone: deps.config.operatorTimeZone,
      filterQuery: queryOf(values),
      newer: page > 1 ? `${base}${queryOf(values, { page: String(page - 1) })}` : null,
      older: rows.length > PAGE ? `${base}${queryOf(values, { page: String(page + 1) })}` : null,
    });
  }

  async function call(
    request: FastifyRequest<CallParams>,
    reply: FastifyReply,
    agency: ViewedAgency,
    base: string,
    readOnly: boolean,
  ) {
    const id = /^\d{1,15}$/.test(request.params.callId) ? Number(request.params.callId) : undefined;
    const row = id === undefined ? undefined : await requestOfAgency(deps.db, agency.id, id);
    if (!row) throw new PortalNotFound();
    if (readOnly) {
      await recordLook(deps, request, {
        action: 'request_log.call_viewed',
        agency,
        target: `${row.method} ${row.path}`,
        detail: { callId: row.id, correlationId: row.correlationId, status: row.status },
      });
    }
    return reply.page('agency/request-log-call', {
      title: `${row.method} ${row.path}`,
      section: readOnly ? 'agencies' : 'request-log',
      agency,
      readOnly,
      base,
      back: `${base}${queryOf(parseFilters(request.query, deps.config.operatorTimeZone).values)}`,
      row,
      body: row.requestBody === null ? null : JSON.stringify(row.requestBody, null, 2),
    });
  }

  const agencyOnly = { preHandler: requireRole('AGENCY') };
  const operator = { preHandler: requireRole('OPERATOR') };
  const own = (request: FastifyRequest): ViewedAgency => ownAgency(request);

  app.get('/request-log', agencyOnly, async (request, reply) =>
    list(request, reply, own(request), '/portal/request-log', false),
  );
  app.get<CallParams>('/request-log/:callId', agencyOnly, async (request, reply) =>
    call(request, reply, own(request), '/portal/request-log', false),
  );
  app.get<ClientParams>('/agencies/:clientId/request-log', operator, async (request, reply) => {
    const agency = await agencyByClientId(deps, request.params.clientId);
    return list(request, reply, agency, `/portal/agencies/${encodeURIComponent(agency.clientId)}/request-log`, true);
  });
  app.get<CallParams>('/agencies/:clientId/request-log/:callId', operator, async (request, reply) => {
    const agency = await agencyByClientId(deps, request.params.clientId ?? '');
    return call(request, reply, agency, `/portal/agencies/${encodeURIComponent(agency.clientId)}/request-log`, true);
  });
}
