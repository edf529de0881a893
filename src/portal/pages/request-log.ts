/** The agency's request log (portal.md "Request log"): its newest API calls, 100 a page, failures only on demand. */
import type { FastifyInstance } from 'fastify';
import { recentRequests, REQUEST_LOG_KEPT_PER_AGENCY } from '../../request-log/index.js';
import { field } from '../forms.js';
import { ownAgency, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';

const PAGE = 100;

export async function requestLogPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/request-log',
    { preHandler: requireRole('AGENCY') },
    async (request, reply) => {
      const errorsOnly = field(request.query, 'errors') === '1';
      const pageText = field(request.query, 'page');
      const page = /^\d{1,2}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
      const offset = (page - 1) * PAGE;
      const rows =
        offset < REQUEST_LOG_KEPT_PER_AGENCY
          ? await recentRequests(deps.db, ownAgency(request).id, { errorsOnly, limit: PAGE + 1, offset })
          : [];
      return reply.page('agency/request-log', {
        title: 'Request log',
        section: 'request-log',
        rows: rows.slice(0, PAGE),
        errorsOnly,
        page,
        hasNext: rows.length > PAGE && offset + PAGE < REQUEST_LOG_KEPT_PER_AGENCY,
        kept: REQUEST_LOG_KEPT_PER_AGENCY,
      });
    },
  );
}
