/**
 * The support portal (portal.md), served at /portal: server-rendered pages for agency staff and the
 * operator's staff, reading and writing through the services the API and the CLI use.
 *
 * Security layers, all scoped to /portal (the API and /docs are untouched):
 * - @fastify/helmet with a strict Content-Security-Policy: scripts, styles and images from this origin only,
 *   no inline script or style, forms post only here, no framing;
 * - @fastify/cookie + @fastify/session: an HttpOnly, SameSite=Lax cookie (Secure outside sandbox mode) naming
 *   a session stored in the database (session-store.ts), so every instance shares it and sign-out ends it;
 * - @fastify/csrf-protection: every request other than GET/HEAD must carry the form's `_csrf` token (checked
 *   by one hook here, so no route can forget it); its secret lives in a signed, HttpOnly cookie, so a visitor
 *   who is not signed in (the sign-in and request-access forms) costs no session row;
 * - guard.ts: `requireRole` on every route, `requireAgencyScope` for every agency's object.
 *
 * Templates are eta files in views/ (layout.eta wraps every page); styles in assets/portal.css.
 */
import { fileURLToPath } from 'node:url';
import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifySession from '@fastify/session';
import fastifyStatic from '@fastify/static';
import fastifyView from '@fastify/view';
import { Eta } from 'eta';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { serverKeys } from '../../platform/db/server-keys.js';
import type { PageData, PortalDeps } from './deps.js';
import { AppError } from '../../kernel/errors.js';
import { portalFormat } from './format.js';
import { SignInRequired } from './guard.js';
import { navFor } from './nav.js';
import { databaseSessionStore } from '../../domain/accounts/session-store.js';
import { findPortalUser } from '../../domain/accounts/repository.js';
import { createSignIn } from '../../domain/accounts/sign-in.js';
import { authPages } from './pages/auth.js';
import { accessPages } from './pages/access.js';
import { agencyAdminPages } from './pages/agencies.js';
import { credentialPages } from './pages/credentials.js';
import { bookingActionPages } from './pages/booking-actions.js';
import { bookingDetailPages } from './pages/booking-detail.js';
import { guestCorrectionPages } from './pages/guest-correction.js';
import { bookingChangePages } from './pages/booking-change.js';
import { bookingListPages } from './pages/bookings.js';
import { requestLogPages } from './pages/request-log.js';
import { auditLogPages } from './pages/audit-log.js';
import { webhookPages } from './pages/webhooks.js';
import { webhookDeliveryPages } from './pages/webhook-deliveries.js';
import { sailingPages } from './pages/sailings.js';
import { cataloguePages } from './pages/catalogue.js';
import { registerUploads } from './uploads.js';
import { registerVendorScripts } from './vendor.js';
import { disruptionPages } from './pages/disruptions.js';
import { promotionPages } from './pages/promotions.js';
import { accountPages } from './pages/account.js';
import { teamPages } from './pages/team.js';
import { homePages } from './pages/home.js';

export { requireRole, requireAgencyScope, ownAgency, signedInUser, PortalNotFound } from './guard.js';

// Templates and styles are read from src/channels/portal whether this module runs from src/ (tsx, npm start) or from
// the compiled dist/ (the benchmark), which holds no copy of them.
export const PORTAL_VIEWS = fileURLToPath(new URL('./views', import.meta.url));
const ASSETS = fileURLToPath(new URL('./assets', import.meta.url));

export type { PageData, PortalDeps } from './deps.js';

/**
 * A cookie signer (@fastify/cookie's Signer) over a server key that is read once, at the first request:
 * `ready()` is awaited by an onRequest hook registered before the plugins that sign, so they never sign
 * without it.
 */
function lazySigner(db: Db, name: string) {
  let signer: Signer | undefined;
  let loading: Promise<void> | undefined;
  const current = () => {
    if (!signer) throw new Error(`portal signing key ${name} is not loaded yet`);
    return signer;
  };
  return {
    ready(): Promise<void> {
      loading ??= serverKeys(db)
        .get(name)
        .then((key) => {
          signer = new Signer(key.toString('base64'), 'sha256');
        })
        .catch((error: unknown) => {
          loading = undefined; // the database was away: the next request tries again
          throw error;
        });
      return loading;
    },
    sign: (value: string) => current().sign(value),
    unsign: (input: string) => current().unsign(input),
  };
}

type LazySigner = ReturnType<typeof lazySigner>;

/** Security headers (CSP, HSTS where served over HTTPS), forms, signed cookies, the database-backed session, CSRF. */
async function registerSessionAndSecurity(
  app: FastifyInstance,
  { db, config }: PortalDeps,
  signers: { session: LazySigner; cookie: LazySigner },
): Promise<void> {
  const sessionSigner = signers.session;
  const cookieSigner = signers.cookie;
  const maxAgeMs = config.portal.sessionHours * 3600 * 1000;
  const secure = config.portal.secureCookies;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    // The portal is same-origin only; nothing of it is embedded elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only where the portal is served over HTTPS (production); a sandbox on http://localhost has none.
    hsts: secure,
  });
  await app.register(fastifyFormbody);
  await app.register(fastifyCookie, { secret: cookieSigner });
  await app.register(fastifySession, {
    secret: sessionSigner,
    cookieName: 'berth_portal',
    cookie: { path: '/portal', httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeMs },
    store: databaseSessionStore(db, maxAgeMs),
    // Only a signed-in session is stored; a visitor reading the sign-in page costs no row.
    saveUninitialized: false,
    // A sign-in lasts PORTAL_SESSION_HOURS from sign-in; pages do not extend it (no write per page view).
    rolling: false,
  });
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: 'berth_portal_csrf',
    cookieOpts: { path: '/portal', httpOnly: true, sameSite: 'lax', secure, signed: true },
  });
}

/** `reply.page(template, data)` inside the layout, and the error and not-found pages. */
function registerPageRendering(app: FastifyInstance): void {
  app.decorateReply('page', async function page(this: FastifyReply, template: string, data: PageData) {
    const request = this.request;
    const user = request.portalUser;
    const flash = user ? request.session.flash : undefined;
    const flashAt = flash === undefined ? undefined : request.session.flashAt;
    const flashLink = flash === undefined ? undefined : request.session.flashLink;
    if (flash !== undefined) {
      request.session.flash = undefined;
      request.session.flashAt = undefined;
    }
    if (request.session.flashLink !== undefined) request.session.flashLink = undefined;
    return this.viewAsync(`${template}.eta`, {
      ...data,
      user,
      nav: navFor(user),
      section: data.section ?? '',
      csrfToken: this.generateCsrf(),
      flash,
      flashAt: flashAt ?? '',
      flashLink,
    }).then((html) => this.type('text/html; charset=utf-8').send(html));
  });

  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof SignInRequired) {
      if (request.method === 'GET') {
        return reply.redirect(`/portal?next=${encodeURIComponent(request.url)}`, 303);
      }
      return reply.code(401).page('error', { title: 'Signed out', message: 'Your sign-in has ended. Sign in again.' });
    }
    if (error.code?.startsWith('FST_CSRF')) {
      return reply.code(403).page('error', {
        title: 'Form expired',
        message:
          'This form could not be accepted (its security token was missing or stale). Go back, reload the page and try again.',
      });
    }
    const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    if (status === 404) return reply.code(404).page('error', { title: 'Not found', message: error.message });
    if (status < 500) return reply.code(status).page('error', { title: 'Not accepted', message: error.message });
    request.log.error({ err: error }, 'portal page failed');
    return reply.code(500).page('error', {
      title: 'Something went wrong',
      message: `The page could not be shown. Quote correlation id ${request.id} to support.`,
    });
  });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).page('error', { title: 'Not found', message: 'There is no such page in the portal.' }),
  );
}

export async function portalPlugin(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { db, config } = deps;
  // Signing keys shared by every instance on the database (db/server-keys.ts): no configuration step. Read at
  // the first portal request, not at start, so that building the app needs no database (the OpenAPI lint
  // and the SDK generator build it on an empty one).
  const sessionSigner = lazySigner(db, 'portal-session');
  const cookieSigner = lazySigner(db, 'portal-cookie');
  app.addHook('onRequest', async () => {
    await Promise.all([sessionSigner.ready(), cookieSigner.ready()]);
  });
  // Pages, not API operations: kept out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });

  await registerSessionAndSecurity(app, deps, { session: sessionSigner, cookie: cookieSigner });
  await app.register(fastifyStatic, {
    root: ASSETS,
    prefix: '/assets/',
    decorateReply: false,
    maxAge: '1h',
  });
  await registerVendorScripts(app);
  await app.register(fastifyView, {
    engine: { eta: new Eta({ autoEscape: true, cache: true }) },
    templates: PORTAL_VIEWS,
    layout: 'layout.eta',
    production: true,
    defaultContext: { fmt: portalFormat(config.operatorTimeZone), sandbox: config.mode === 'sandbox' },
  });

  app.decorateRequest('portalUser', null);
  // The signed-in user, read again on every request: a removed user or a changed agency counts at once.
  app.addHook('onRequest', async (request) => {
    const userId = request.session.userId;
    if (!userId) return;
    const user = await findPortalUser(db, userId);
    if (user) request.portalUser = user;
    else await request.session.destroy();
  });
  // File uploads (multipart) are read into the body before the CSRF hook, which then finds their `_csrf`.
  await registerUploads(app, config.portal.uploadMaxBytes);
  // CSRF on every state-changing request, whatever the route (after the form body is parsed).
  app.addHook('preValidation', (request, reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    app.csrfProtection(request, reply, done);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Pages show the user's own data: never stored by a shared cache.
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  registerPageRendering(app);
  await registerPages(app, deps);
}

/** The pages themselves, each group a plugin of its own under the portal's prefix. */
async function registerPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { db, config } = deps;
  const signIn = createSignIn({
    db,
    clock: deps.clock,
    counter: deps.signInCounter,
    limits: { verificationsPerSecondUnderAttack: config.auth.attackVerificationsPerSecond },
  });
  // The page plugins get the dependencies without this plugin's own registration options (its prefix).
  const {
    clock,
    signInCounter,
    bookingSearch,
    bookingRecords,
    occupancy,
    cancellations,
    amendments,
    changes,
    documents,
    payments,
    units,
    webhooks,
    disruptions,
    personalData,
    promotions,
    promotionRedemptions,
    catalog,
    audit,
    metrics,
    mailer,
  } = deps;
  const pageDeps: PortalDeps = {
    db,
    config,
    clock,
    signInCounter,
    bookingSearch,
    bookingRecords,
    occupancy,
    cancellations,
    amendments,
    changes,
    documents,
    payments,
    units,
    webhooks,
    disruptions,
    personalData,
    promotions,
    promotionRedemptions,
    catalog,
    audit,
    metrics,
    mailer,
  };
  await app.register(authPages, { signIn, metrics });
  await app.register(accountPages, pageDeps);
  await app.register(teamPages, pageDeps);
  for (const pages of [
    homePages,
    accessPages,
    agencyAdminPages,
    credentialPages,
    bookingListPages,
    bookingDetailPages,
    bookingActionPages,
    guestCorrectionPages,
    bookingChangePages,
    requestLogPages,
    auditLogPages,
    webhookPages,
    webhookDeliveryPages,
    disruptionPages,
    promotionPages,
  ]) {
    await app.register(pages, pageDeps);
  }
  // The operator's operations pages.
  await app.register(sailingPages, pageDeps);
  await app.register(cataloguePages, pageDeps);
}
