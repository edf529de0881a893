/** The public access request form, and the operator's list of requests to approve or reject. */
import type { FastifyInstance } from 'fastify';
import {
  accessRequestProblems,
  approveAccessRequest,
  fileAccessRequest,
  listAccessRequests,
  rejectAccessRequest,
  type AccessRequestInput,
} from '../access-requests.js';
import { field, formErrorsOf } from '../forms.js';
import { PortalError, PortalNotFound, requireRole, signedInUser } from '../guard.js';
import type { PortalDeps } from '../index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function uuidOrNotFound(value: string): string {
  if (!UUID.test(value)) throw new PortalNotFound();
  return value;
}

export async function accessPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { db } = deps;
  const empty: AccessRequestInput = {
    agencyName: '',
    market: '',
    currencies: '',
    contactName: '',
    email: '',
    password: '',
  };

  app.get('/request-access', async (request, reply) => {
    if (request.portalUser) return reply.redirect('/portal', 303);
    return reply.page('request-access', {
      title: 'Request access',
      section: 'request-access',
      values: empty,
      errors: {},
    });
  });

  app.post('/request-access', async (request, reply) => {
    const input: AccessRequestInput = {
      agencyName: field(request.body, 'agencyName'),
      market: field(request.body, 'market').toUpperCase(),
      currencies: field(request.body, 'currencies').toUpperCase().replace(/\s+/g, ''),
      contactName: field(request.body, 'contactName'),
      email: field(request.body, 'email'),
      password: field(request.body, 'password', { trim: false }),
    };
    const errors = accessRequestProblems(input);
    if (Object.keys(errors).length > 0) {
      return reply.code(400).page('request-access', {
        title: 'Request access',
        section: 'request-access',
        values: { ...input, password: '' },
        errors,
      });
    }
    await fileAccessRequest(db, input);
    return reply.page('request-access-filed', {
      title: 'Request received',
      section: 'request-access',
      email: input.email,
    });
  });

  const operator = { preHandler: requireRole('OPERATOR') };

  app.get('/access-requests', operator, async (_request, reply) => {
    const [pending, decided] = await Promise.all([
      listAccessRequests(db, 'PENDING'),
      Promise.all([listAccessRequests(db, 'APPROVED'), listAccessRequests(db, 'REJECTED')]),
    ]);
    return reply.page('operator/access-requests', {
      title: 'Access requests',
      section: 'access-requests',
      pending,
      decided: decided
        .flat()
        .sort((a, b) => (b.decidedAt?.getTime() ?? 0) - (a.decidedAt?.getTime() ?? 0))
        .slice(0, 50),
      errors: {},
      failedId: '',
    });
  });

  app.post<{ Params: { id: string } }>('/access-requests/:id/approve', operator, async (request, reply) => {
    const id = uuidOrNotFound(request.params.id);
    const commission = field(request.body, 'commission') || '0';
    try {
      const { clientId } = await approveAccessRequest(db, id, signedInUser(request).id, { commission });
      request.session.flash = `Approved: agency ${clientId} created. Its contact can now sign in and create the API credentials.`;
      return reply.redirect('/portal/access-requests', 303);
    } catch (error) {
      const errors = formErrorsOf(error);
      const pending = await listAccessRequests(db, 'PENDING');
      return reply.code(error instanceof PortalError ? error.status : 400).page('operator/access-requests', {
        title: 'Access requests',
        section: 'access-requests',
        pending,
        decided: [],
        errors,
        failedId: id,
      });
    }
  });

  app.post<{ Params: { id: string } }>('/access-requests/:id/reject', operator, async (request, reply) => {
    const id = uuidOrNotFound(request.params.id);
    await rejectAccessRequest(db, id, signedInUser(request).id);
    request.session.flash = 'Request rejected.';
    return reply.redirect('/portal/access-requests', 303);
  });
}
