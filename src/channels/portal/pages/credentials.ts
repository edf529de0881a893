/**
 * The agency's API credentials (portal.md "Credentials"): its client id; the client secret, created or rolled
 * here with an overlap the agency chooses; named user keys added and revoked. Secrets and keys are kept only
 * as hashes (auth/agency-admin.ts).
 *
 * A new secret or key is shown once, after a redirect: the post keeps it in the server-side session and
 * answers 303 to the credentials page, whose GET shows it and removes it from the session. A reload shows
 * nothing new and posts nothing (answering the post with the secret made a reload post again: one reload
 * created a second user key). Never in a URL, never logged.
 *
 * Every destructive action (rolling the secret, ending an overlap, revoking a key) is a GET page that says
 * what will happen and a confirming POST from it; the POST alone acts, so it works without JavaScript.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addUserKey,
  endSecretOverlap,
  listAgencies,
  parseOverlap,
  previousSecretUntil,
  revokeUserKey,
  rotateSecret,
  type AgencyListing,
} from '../../../domain/auth/agency-admin.js';
import { AppError } from '../../../kernel/errors.js';
import { requestBaseUrl } from '../../../platform/http/public-url.js';
import { formErrorsOf, portalForm, readForm, type FormErrors } from '../forms.js';
import { portalFormat } from '../format.js';
import { ownAgency, PortalNotFound, requireAgencyAdmin } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { recordAction } from '../support-view.js';
import { uuidOrNotFound } from './access.js';

/** A rolled (or first) secret, in the audit log: who rolled it, with which overlap. */
const recordRoll = (
  deps: PortalDeps,
  request: FastifyRequest,
  agency: AgencyListing,
  detail: Record<string, unknown>,
) =>
  recordAction(deps, request, {
    action: 'credentials.secret_rolled',
    agencyId: agency.id,
    target: agency.clientId,
    detail,
  });

/** How long a one-time secret waits in the session for the redirect's GET (a browser follows it at once). */
const REVEAL_MS = 5 * 60 * 1000;
const OVERLAP_CHOICES = [
  {
    value: 'now',
    label: 'Now',
    hint: 'The old secret stops at once; its tokens within 30 seconds. For a secret that leaked.',
  },
  { value: '1h', label: '1 hour', hint: 'Both secrets work for an hour.' },
  { value: '24h', label: '24 hours', hint: 'Both secrets work for a day: time to deploy the new one everywhere.' },
  { value: '7d', label: '7 days', hint: 'Both secrets work for a week.' },
] as const;
type KeyParams = { Params: { keyId: string } };

// The overlap and the key's name are checked by the domain (agency-admin.ts parseOverlap, parseKeyName), as
// for the command line; the first secret posts no overlap.
const RollForm = portalForm(Type.Object({ overlap: Type.String() }));
const KeyForm = portalForm(Type.Object({ name: Type.String() }));

// The API credentials are the agency's admins' (an agent uses the agency's systems, not its secrets).
const agencyOnly = { preHandler: requireAgencyAdmin() };

export async function credentialPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const pages = credentialViews(deps);
  app.get('/credentials', agencyOnly, async (request, reply) => pages.show(request, reply));
  secretRoutes(app, deps, pages);
  keyRoutes(app, deps, pages);
}

type Revealed = { kind: 'secret' | 'key'; value: string; name?: string };

interface CredentialViews {
  agencyOf(request: FastifyRequest): Promise<AgencyListing>;
  show(
    request: FastifyRequest,
    reply: FastifyReply,
    extra?: { errors?: FormErrors; values?: { name: string } },
  ): Promise<FastifyReply>;
  /** Keeps a new secret or key in the session for the credentials page's next GET, and redirects there. */
  reveal(request: FastifyRequest, reply: FastifyReply, shown: Revealed): FastifyReply;
  rollPage(request: FastifyRequest, reply: FastifyReply, errors?: FormErrors, overlap?: string): Promise<FastifyReply>;
}

/** The credentials page and the secret's confirmation, shared by the secret's and the keys' routes. */
function credentialViews(deps: PortalDeps): CredentialViews {
  const { db, clock, config } = deps;

  async function agencyOf(request: FastifyRequest): Promise<AgencyListing> {
    const [agency] = await listAgencies(db, ownAgency(request).clientId);
    if (!agency) throw new PortalNotFound();
    return agency;
  }

  /** The one-time secret of the post that redirected here, removed from the session as it is read. */
  function takeRevealed(request: FastifyRequest) {
    const revealed = request.session.revealed;
    if (revealed === undefined) return null;
    request.session.revealed = undefined;
    return revealed.untilMs > clock.now().getTime() ? revealed : null;
  }

  async function show(
    request: FastifyRequest,
    reply: FastifyReply,
    extra: { errors?: FormErrors; values?: { name: string } } = {},
  ) {
    const agency = await agencyOf(request);
    const errors = extra.errors ?? {};
    const revealed = Object.keys(errors).length > 0 ? null : takeRevealed(request);
    // The page may carry a secret once; no cache keeps it.
    return reply
      .header('Cache-Control', 'no-store')
      .code(Object.keys(errors).length > 0 ? 400 : 200)
      .page('agency/credentials', {
        title: 'API credentials',
        section: 'credentials',
        agency,
        previousUntil: previousSecretUntil(agency, clock.now()),
        baseUrl: requestBaseUrl(config, request),
        audience: config.auth.audience,
        revealed,
        errors,
        values: extra.values ?? { name: '' },
      });
  }

  function reveal(request: FastifyRequest, reply: FastifyReply, shown: Revealed) {
    request.session.revealed = { ...shown, untilMs: clock.now().getTime() + REVEAL_MS };
    return reply.redirect('/portal/credentials', 303);
  }

  /** The rolling's confirmation: what happens, and the overlap to choose. */
  async function rollPage(request: FastifyRequest, reply: FastifyReply, errors: FormErrors = {}, overlap = '') {
    const agency = await agencyOf(request);
    if (!agency.secretIssuedAt) return reply.redirect('/portal/credentials', 303);
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('agency/credentials-roll', {
      title: 'Roll the client secret',
      section: 'credentials',
      agency,
      previousUntil: previousSecretUntil(agency, clock.now()),
      choices: OVERLAP_CHOICES,
      overlap,
      errors,
    });
  }

  return { agencyOf, show, reveal, rollPage };
}

function secretRoutes(app: FastifyInstance, deps: PortalDeps, pages: CredentialViews) {
  const { db, clock, config } = deps;
  const { agencyOf, show, reveal, rollPage } = pages;
  // Times in flash messages and confirmations, as the templates print them.
  const fmt = portalFormat(config.operatorTimeZone);

  app.get('/credentials/secret', agencyOnly, async (request, reply) => rollPage(request, reply));

  app.post('/credentials/secret', agencyOnly, async (request, reply) => {
    const agency = await agencyOf(request);
    // The first secret replaces nothing, so it needs no confirmation and no overlap.
    const first = agency.secretIssuedAt === null;
    const overlap = first ? 'now' : readForm(RollForm, request.body).values.overlap;
    let rolled;
    try {
      rolled = await rotateSecret(db, clock, agency.clientId, parseOverlap(overlap));
    } catch (error) {
      return rollPage(request, reply, formErrorsOf(error, 'overlap'), overlap);
    }
    await recordRoll(deps, request, agency, { overlap, first });
    request.session.flash = first
      ? 'Client secret created.'
      : rolled.previousUntil
        ? `Secret rolled: the old secret and its tokens keep working until ${fmt.when(rolled.previousUntil)}.`
        : 'Secret rolled: the old secret no longer works; its tokens stop within 30 seconds.';
    return reveal(request, reply, { kind: 'secret', value: rolled.clientSecret });
  });

  app.get('/credentials/secret/end-overlap', agencyOnly, async (request, reply) => {
    const agency = await agencyOf(request);
    const until = previousSecretUntil(agency, clock.now());
    if (!until) return reply.redirect('/portal/credentials', 303);
    return reply.page('confirm', {
      title: 'Stop the previous secret now?',
      section: 'credentials',
      lines: [
        `The previous client secret would work until ${fmt.when(until)} (last token obtained with it: ${fmt.when(agency.previousSecretLastUsedAt)}).`,
        'Stopping it now refuses it at once; tokens obtained with it stop within 30 seconds. Systems still using it lose access.',
      ],
      action: '/portal/credentials/secret/end-overlap',
      button: 'Stop the previous secret',
      cancel: '/portal/credentials',
    });
  });

  app.post('/credentials/secret/end-overlap', agencyOnly, async (request, reply) => {
    try {
      await endSecretOverlap(db, clock, ownAgency(request).clientId);
    } catch (error) {
      return show(request, reply, { errors: formErrorsOf(error) });
    }
    request.session.flash = 'Previous secret stopped: its tokens stop within 30 seconds.';
    return reply.redirect('/portal/credentials', 303);
  });
}

function keyRoutes(app: FastifyInstance, deps: PortalDeps, pages: CredentialViews) {
  const { db, clock, config } = deps;
  const { agencyOf, show, reveal } = pages;
  const fmt = portalFormat(config.operatorTimeZone);

  app.post('/credentials/keys', agencyOnly, async (request, reply) => {
    const { name } = readForm(KeyForm, request.body).values;
    let added;
    try {
      added = await addUserKey(db, ownAgency(request).clientId, undefined, name);
    } catch (error) {
      return show(request, reply, { errors: formErrorsOf(error, 'name'), values: { name } });
    }
    request.session.flash = `User key "${name.trim()}" created.`;
    return reveal(request, reply, { kind: 'key', value: added.userKey, name: name.trim() });
  });

  /** The agency's active key of the path, or "not found" (another agency's, unknown or already revoked). */
  async function activeKeyOf(request: FastifyRequest<KeyParams>) {
    const keyId = uuidOrNotFound(request.params.keyId);
    const key = (await agencyOf(request)).keys.find((k) => k.id === keyId && !k.revokedAt);
    if (!key) throw new PortalNotFound();
    return key;
  }

  app.get<KeyParams>('/credentials/keys/:keyId/revoke', agencyOnly, async (request, reply) => {
    const key = await activeKeyOf(request);
    const label = key.name === null ? `the key ending ${key.hint}` : `"${key.name}" (ending ${key.hint})`;
    return reply.page('confirm', {
      title: 'Revoke this user key?',
      section: 'credentials',
      lines: [
        `Revoking ${label} cannot be undone. Its last use: ${fmt.when(key.lastUsedAt)}.`,
        'Calls with it are refused within 30 seconds on every instance.',
      ],
      action: `/portal/credentials/keys/${key.id}/revoke`,
      button: 'Revoke the key',
      cancel: '/portal/credentials',
    });
  });

  app.post<KeyParams>('/credentials/keys/:keyId/revoke', agencyOnly, async (request, reply) => {
    const keyId = uuidOrNotFound(request.params.keyId);
    try {
      // The service refuses a key of another agency (it looks the key up within the agency).
      await revokeUserKey(db, clock, ownAgency(request).clientId, keyId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw new PortalNotFound();
      return show(request, reply, { errors: formErrorsOf(error) });
    }
    request.session.flash = 'Key revoked: running instances refuse it within 30 seconds.';
    return reply.redirect('/portal/credentials', 303);
  });
}
