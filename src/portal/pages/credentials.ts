/**
 * The agency's API credentials (portal.md "Credentials"): its client id; the client secret, created or
 * rotated here; user keys added and revoked. A new secret or key is shown once, in the answer to the post
 * that made it (never stored in the session or put in a URL), and kept only as a hash (auth/agency-admin.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addUserKey, listAgencies, revokeUserKey, rotateSecret } from '../../auth/agency-admin.js';
import { AppError } from '../../errors.js';
import { requestBaseUrl } from '../../http/public-url.js';
import { formErrorsOf, type FormErrors } from '../forms.js';
import { ownAgency, PortalNotFound, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { uuidOrNotFound } from './access.js';

export async function credentialPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { db, clock, config } = deps;
  const agencyOnly = { preHandler: requireRole('AGENCY') };

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { newSecret?: string; newKey?: string; errors?: FormErrors } = {},
  ) {
    const [agency] = await listAgencies(db, ownAgency(request).clientId);
    if (!agency) throw new PortalNotFound();
    return reply.page('agency/credentials', {
      title: 'API credentials',
      section: 'credentials',
      agency,
      baseUrl: requestBaseUrl(config, request),
      audience: config.auth.audience,
      newSecret: extra.newSecret ?? null,
      newKey: extra.newKey ?? null,
      errors: extra.errors ?? {},
    });
  }

  app.get('/credentials', agencyOnly, async (request, reply) => show(request, reply));

  app.post('/credentials/secret', agencyOnly, async (request, reply) => {
    const { clientSecret } = await rotateSecret(db, clock, ownAgency(request).clientId);
    return show(request, reply.header('Cache-Control', 'no-store'), { newSecret: clientSecret });
  });

  app.post('/credentials/keys', agencyOnly, async (request, reply) => {
    const { userKey } = await addUserKey(db, ownAgency(request).clientId);
    return show(request, reply.header('Cache-Control', 'no-store'), { newKey: userKey });
  });

  app.post<{ Params: { keyId: string } }>('/credentials/keys/:keyId/revoke', agencyOnly, async (request, reply) => {
    const keyId = uuidOrNotFound(request.params.keyId);
    try {
      // The service refuses a key of another agency (it looks the key up within the agency).
      await revokeUserKey(db, clock, ownAgency(request).clientId, keyId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw new PortalNotFound();
      return show(request, reply.code(400), { errors: formErrorsOf(error) });
    }
    request.session.flash = 'Key revoked: running instances refuse it within 30 seconds.';
    return reply.redirect('/portal/credentials', 303);
  });
}
