/** The public access request form, and the operator's list of requests to approve or reject. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  accessRequestLimit,
  accessRequestProblems,
  approveAccessRequest,
  decidedAccessRequests,
  fileAccessRequest,
  pendingAccessRequests,
  PENDING_PAGE,
  pendingAccessRequest,
  REASON_MAX,
  rejectAccessRequest,
  type AccessRequestInput,
  type AccessRequestRow,
} from '../../../domain/accounts/access-requests.js';
import { addressKey } from '../../../domain/auth/guessing-guard.js';
import { field, formErrorsOf, portalForm, readForm, type FormErrors } from '../forms.js';
import { AppError, invalidField } from '../../../kernel/errors.js';
import { PortalNotFound, requireRole, signedInUser } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { doneWith } from '../feedback.js';
import { recordAction } from '../support-view.js';
import { requestBaseUrl } from '../../../platform/http/public-url.js';
import { accessApprovedMail, accessRejectedMail } from '../mails.js';
import { sendPortalMail } from '../send-mail.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The access request: its rules are the domain's (accessRequestProblems), the password read as typed. */
const AccessRequestForm = portalForm(
  Type.Object({
    agencyName: Type.String(),
    market: Type.String(),
    currencies: Type.String(),
    contactName: Type.String(),
    email: Type.String(),
    password: Type.String(),
  }),
  { untrimmed: ['password'] },
);
const ApprovalForm = portalForm(Type.Object({ commission: Type.String() }));
const RejectionForm = portalForm(Type.Object({ reason: Type.String() }));

export function uuidOrNotFound(value: string): string {
  if (!UUID.test(value)) throw new PortalNotFound();
  return value;
}

/** The template's view of one page of pending requests. */
function pendingView(pending: { rows: AccessRequestRow[]; total: number }, page: number) {
  return {
    pending: pending.rows,
    pendingTotal: pending.total,
    page,
    firstShown: (page - 1) * PENDING_PAGE + 1,
    hasNext: page * PENDING_PAGE < pending.total,
  };
}

export async function accessPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  requestAccessRoutes(app, deps);
  decisionRoutes(app, deps);
  rejectionRoutes(app, deps);
}

/** The public sign-up form, limited per address and in all (access-requests.ts accessRequestLimit). */
function requestAccessRoutes(app: FastifyInstance, deps: PortalDeps) {
  const { db } = deps;
  const withinLimit = accessRequestLimit({
    counter: deps.signInCounter,
    clock: deps.clock,
    limits: deps.config.portal.accessRequests,
  });
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
    const { values } = readForm(AccessRequestForm, request.body);
    const input: AccessRequestInput = {
      ...values,
      market: values.market.toUpperCase(),
      currencies: values.currencies.toUpperCase().replace(/\s+/g, ''),
    };
    const again = (status: number, errors: FormErrors) =>
      reply.code(status).page('request-access', {
        title: 'Request access',
        section: 'request-access',
        values: { ...input, password: '' },
        errors,
      });
    const errors = accessRequestProblems(input);
    if (Object.keys(errors).length > 0) return again(400, errors);
    // Before the password is hashed: a refused request costs no hash and no row.
    const limit = await withinLimit(addressKey(request.ip));
    if (!limit.ok) {
      reply.header('Retry-After', String(limit.retryAfterSeconds));
      deps.metrics?.rateLimited('access_requests');
      const minutes = Math.ceil(limit.retryAfterSeconds / 60);
      return again(429, {
        form: `Too many access requests right now. Nothing was filed; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
    }
    await fileAccessRequest(db, input);
    return reply.page('request-access-filed', {
      title: 'Request received',
      section: 'request-access',
      email: input.email,
    });
  });
}

/** The operator's list of waiting requests, and their approval. */
function decisionRoutes(app: FastifyInstance, deps: PortalDeps) {
  const { db } = deps;
  const operator = { preHandler: requireRole('OPERATOR') };

  app.get<{ Querystring: Record<string, unknown> }>('/access-requests', operator, async (request, reply) => {
    const pageText = field(request.query, 'page');
    const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
    const [pending, decided] = await Promise.all([pendingAccessRequests(db, page), decidedAccessRequests(db)]);
    return reply.page('operator/access-requests', {
      title: 'Access requests',
      section: 'access-requests',
      ...pendingView(pending, page),
      decided,
      errors: {},
      failedId: '',
      failedCommission: '',
    });
  });

  app.post<{ Params: { id: string } }>('/access-requests/:id/approve', operator, async (request, reply) => {
    const id = uuidOrNotFound(request.params.id);
    const commission = readForm(ApprovalForm, request.body).values.commission.trim();
    try {
      // No silent default (issue 37): an agency approved at 0 % by one click earns nothing until someone notices.
      if (commission === '')
        throw invalidField(
          'commission',
          "is required: the agency's commission in percent, 0 to 100 (0 if it earns none)",
        );
      const { clientId, applicant } = await approveAccessRequest(db, id, signedInUser(request).id, { commission });
      await recordAction(deps, request, {
        action: 'access_request.approved',
        target: `${applicant.agencyName} (${clientId})`,
        detail: { email: applicant.email, commission },
      });
      const mail = accessApprovedMail({
        base: requestBaseUrl(deps.config, request),
        to: applicant.email,
        name: applicant.contactName,
        agencyName: applicant.agencyName,
      });
      const sent = await sendPortalMail(deps.mailer, request.log, mail);
      return doneWith(request, reply, {
        notice: `Approved: ${applicant.agencyName} is an agency now (client id ${clientId}, commission ${commission} %). Its contact can now sign in and create the API credentials; ${sent ? 'they were told by e-mail' : 'the e-mail telling them could not be sent'}.`,
        to: '/portal/access-requests',
        link: {
          href: `/portal/agencies/${encodeURIComponent(clientId)}#terms`,
          text: `See ${applicant.agencyName}'s terms`,
        },
      });
    } catch (error) {
      const errors = formErrorsOf(error, 'form', ['commission']);
      const pending = await pendingAccessRequests(db, 1);
      return reply.code(error instanceof AppError ? error.status : 400).page('operator/access-requests', {
        title: 'Access requests',
        section: 'access-requests',
        ...pendingView(pending, 1),
        decided: [],
        errors,
        failedId: id,
        failedCommission: commission,
      });
    }
  });
}

/** The rejection of a waiting request: its reason asked on a page of its own, then mailed to the applicant. */
function rejectionRoutes(app: FastifyInstance, deps: PortalDeps) {
  const { db } = deps;
  const operator = { preHandler: requireRole('OPERATOR') };

  const rejectPage = async (reply: FastifyReply, id: string, reason: string, errors: FormErrors) => {
    const pendingRequest = await pendingAccessRequest(db, id);
    if (!pendingRequest) throw new PortalNotFound('This request has been decided already, or does not exist.');
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('operator/access-reject', {
      title: `Reject ${pendingRequest.agencyName}?`,
      section: 'access-requests',
      request: pendingRequest,
      reason,
      reasonMax: REASON_MAX,
      errors,
    });
  };

  // The reason is asked on a page of its own: the applicant receives it, so it is written, not clicked.
  app.get<{ Params: { id: string } }>('/access-requests/:id/reject', operator, async (request, reply) =>
    rejectPage(reply, uuidOrNotFound(request.params.id), '', {}),
  );

  app.post<{ Params: { id: string } }>('/access-requests/:id/reject', operator, async (request, reply) => {
    const id = uuidOrNotFound(request.params.id);
    const { reason } = readForm(RejectionForm, request.body).values;
    let applicant;
    try {
      applicant = await rejectAccessRequest(db, id, signedInUser(request).id, reason);
    } catch (error) {
      return rejectPage(reply, id, reason, formErrorsOf(error, 'form', ['reason']));
    }
    await recordAction(deps, request, {
      action: 'access_request.rejected',
      target: applicant.agencyName,
      detail: { email: applicant.email, reason },
    });
    const mail = accessRejectedMail({
      to: applicant.email,
      name: applicant.contactName,
      agencyName: applicant.agencyName,
      reason: reason.trim(),
    });
    const sent = await sendPortalMail(deps.mailer, request.log, mail);
    const notice = `Request rejected; ${sent ? 'the reason was sent to' : 'the e-mail with the reason could not be sent to'} ${applicant.email}.`;
    return doneWith(request, reply, { notice, to: '/portal/access-requests' });
  });
}
