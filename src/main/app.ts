/**
 * Builds the Fastify application; never listens (server.ts does). Plugins load in layers: HTTP core
 * (validation, problem+json, correlation ids, logging, OpenAPI), then the capabilities' routes: the services
 * are built once (services.ts) and each routes plugin is given the ones it needs as plain options, inside
 * one partner scope per API version (partner-api.ts).
 */
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type RouteOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Logger } from 'pino';
import type { Clock } from '../kernel/clock.js';
import type { Config } from '../kernel/config.js';
import type { Database } from '../platform/db/client.js';
import type { ReadRouting } from '../platform/db/read-routing.js';
import { DatabaseWriteHealth } from '../platform/db/availability.js';
import { registerOpenApi } from '../platform/http/openapi.js';
import { documentedBaseUrl, requestBaseUrl } from '../platform/http/public-url.js';
import { registerProblemHandling } from '../platform/http/problem-handler.js';
import { registerDeprecations } from '../platform/http/deprecation.js';
import { correlationIdFrom, registerRequestLogging } from '../platform/http/request-logging.js';
import { registerJsonBodyParser } from '../platform/http/json-body.js';
import { registerApiNoStore } from '../platform/http/cache-control.js';
import { registerCompression } from '../platform/http/compression.js';
import { registerUnknownQueryCheck } from '../platform/http/unknown-query.js';
import { closeSilentConnections } from '../platform/http/silent-connections.js';
import { lazyRequestLogger } from '../platform/http/lazy-request-logger.js';
import { unstorableTextAt, validatorCompiler } from '../platform/http/validation.js';
import { problem } from '../platform/http/errors.js';
import { invalidField } from '../kernel/errors.js';
import { healthRoutes } from './health.js';
import { logSerializers } from '../kernel/logging.js';
import { createAuth } from '../domain/auth/index.js';
import { requestLogAgencies } from '../domain/auth/agency-store.js';
import { tokenRoutes } from '../channels/oauth/token-routes.js';
import type { KeySource } from '../domain/auth/keys.js';
import { SANDBOX_AGENCIES } from '../domain/auth/sandbox.js';
import type { ReservationBackend } from '../domain/bookings/reservation-backend.js';
import { createRateLimitCounter, type RateLimitCounter } from '../platform/http/rate-limit.js';
import { guessingCounterFor } from '../domain/auth/index.js';
import type { RateCounter } from '../platform/http/rate-counter.js';
import { otaApi, v1Api, v2Api } from './partner-api.js';
import { portalPlugin } from '../channels/portal/index.js';
import { createMailer, logMailerKind, type Mailer } from '../platform/mail/index.js';
import {
  createRequestLogRecorder,
  registerRequestLog,
  type RequestLogRecorder,
} from '../platform/request-log/index.js';
import { bookingRecords, createServices, type Services } from './services.js';
import type { Resolver } from '../domain/webhooks/url-policy.js';
import { noMetrics, observeRequests, type BusinessMetrics, type Metrics } from '../platform/metrics/index.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** The read replica's routing (DATABASE_READ_URL; db/read-routing.ts), opened and closed by the caller; none: the primary. */
  reads?: ReadRouting;
  clock: Clock;
  /** A pino logger; tests pass one writing to a buffer, the server one writing to stdout. */
  logger?: Logger | false;
  /** Token signing keys; by default as configuration says (auth/keys.ts). Tests pass memoryKeySource(). */
  keySource?: KeySource;
  /** The reservation system confirm goes through; the built-in one by default. */
  reservationBackend?: ReservationBackend;
  /** The counter of the V1 and V2 request limits; by default as configuration says (memory, or Redis with REDIS_URL). Closed with the app. */
  rateLimitCounter?: RateLimitCounter;
  /** Sees every route as it is registered (tests check that the OpenAPI document covers them all). */
  onRoute?: (route: RouteOptions) => void;
  /** The portal sign-in's guessing counter; by default as the token endpoint's (memory, or Redis with REDIS_URL). */
  signInCounter?: RateCounter;
  /** The portal's mail; by default from the configuration (mail/ createMailer). */
  mailer?: Mailer;
  /** The API request log's writer; by default one flushing every REQUEST_LOG_FLUSH_MS. Closed with the app. */
  requestLog?: RequestLogRecorder;
  /** Resolves webhook hosts for the URL check at create (the system resolver by default; tests pass their own). */
  webhookResolver?: Resolver;
  /**
   * The Prometheus metrics (metrics/): the request histogram and what the services count. None by default
   * (METRICS_PORT=0, and tests that do not look): then nothing is observed and the services count into noMetrics.
   */
  metrics?: Metrics;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = createFastify(deps);

  // What readiness knows of the database's failures beyond its own probe (db/availability.ts).
  const writeHealth = new DatabaseWriteHealth();
  await registerRequestHandling(app, deps, writeHealth);
  const metrics = deps.metrics?.business ?? noMetrics;

  // The OpenAPI document (/openapi.json) and the browsable reference (/docs): before the routes it describes.
  await registerOpenApi(app, {
    serverUrl: documentedBaseUrl(config),
    sandboxClientId: config.mode === 'sandbox' ? SANDBOX_AGENCIES[0]?.clientId : undefined,
  });

  // The request limits' counter (V1 and V2 budgets, http/rate-limit.ts): built before the health routes so
  // that /health/ready can report what it counts in.
  const rateLimitCounter =
    deps.rateLimitCounter ?? createRateLimitCounter({ clock: deps.clock, log: app.log, redisUrl: config.redisUrl });
  app.addHook('onClose', () => rateLimitCounter.close());
  await app.register(healthRoutes, {
    database: deps.database,
    writeHealth,
    rateLimitStatus: () => rateLimitCounter.status(),
    ...(deps.reads?.replicated ? { readRouting: deps.reads } : {}),
  });
  if (config.benchRoutes) {
    // The benchmark's ceiling: the cheapest JSON route through the same app, hooks and logger.
    app.get('/bench/bare', { schema: { hide: true } }, async () => ({ ok: true }));
  }
  // Partner authentication: /oauth/token and /.well-known/jwks.json at the root; the V1 and V2 scopes run
  // `auth.authenticate` as an onRequest hook and read `request.agency`.
  const auth = createAuth({
    database: deps.database,
    config,
    clock: deps.clock,
    ...(deps.keySource ? { keySource: deps.keySource } : {}),
    metrics,
  });
  app.decorateRequest('agency', null as never);
  app.decorateRequest('apiClientId', null);
  app.decorate('authenticate', auth.authenticate);
  app.addHook('onClose', () => auth.close());
  await app.register(tokenRoutes, auth.tokenEndpoint);
  // Each V1/V2 call of an agency, for its request log in the portal (buffered; see request-log/recorder.ts).
  // Off only for the benchmark's comparison (BERTH_BENCH_REQUEST_LOG=0).
  if (config.requestLogOn) {
    registerRequestLog(
      app,
      deps.requestLog ??
        createRequestLogRecorder({
          db: deps.database.db,
          flushMs: config.requestLogFlushMs,
          log: app.log,
          agencies: requestLogAgencies,
        }),
      deps.clock,
    );
  }

  // Every service once (services.ts), shared by the partner APIs and the portal.
  const services = createServices({
    db: deps.database.db,
    clock: deps.clock,
    config,
    ...(deps.reads ? { reads: deps.reads } : {}),
    ...(deps.reservationBackend ? { reservationBackend: deps.reservationBackend } : {}),
    ...(deps.webhookResolver ? { webhookResolver: deps.webhookResolver } : {}),
    metrics,
  });
  // The partner APIs, one scope per version (partner-api.ts): authentication, the version's request limit and
  // the Idempotency-Key store installed once, each capability's routes inside. The overdue job and the
  // webhook delivery worker are started by server.ts, not here.
  const partner = {
    services,
    database: deps.database,
    clock: deps.clock,
    authenticate: auth.authenticate,
    faultPoint: config.faultPoint,
  };
  await app.register(v2Api, {
    prefix: '/api/v2',
    ...partner,
    rateLimit: { counter: rateLimitCounter, api: 'v2', ...config.v2RateLimit, metrics },
    sandbox: config.mode === 'sandbox',
    timeZone: config.operatorTimeZone,
    benchRoutes: config.benchRoutes,
  });
  await app.register(v1Api, {
    prefix: '/api/v1',
    ...partner,
    rateLimit: { counter: rateLimitCounter, api: 'v1', ...config.v1RateLimit, metrics },
  });

  // The OTA cruise channel: V2's budget (the same counter key `v2:<agency>`), V2's credentials.
  await app.register(otaApi, {
    prefix: '/ota',
    ...partner,
    rateLimit: { counter: rateLimitCounter, api: 'v2', ...config.v2RateLimit, metrics },
  });

  await registerPortal(app, deps, services, metrics);

  return app;
}

/** The Fastify instance with the server's limits, logger, correlation ids and the answer to a URL it cannot route. */
function createFastify(deps: AppDeps) {
  const { config } = deps;
  return Fastify({
    // Errors are logged without any value that came from input (logging.ts), whichever logger is given.
    loggerInstance: (deps.logger ? deps.logger.child({}, { serializers: logSerializers }) : undefined) as
      FastifyBaseLogger | undefined,
    // One line per request is written by request-logging.ts, with secrets masked.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'correlationId' }),
    // request.log is made when a request first writes to it (lazy-request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    genReqId: (req) => correlationIdFrom(req),
    bodyLimit: config.bodyLimitBytes,
    // A client that declares a body and never sends it (or never ends its headers) must not hold a socket:
    // past the limit Node answers 408 and closes. The limits count only while the request is being
    // received, never while a handler works. Node checks them every connectionsCheckingInterval (30 s by
    // default), so that is set to at most a second. No socket inactivity timeout (connectionTimeout): it
    // would also cut a response that takes long to compute; idle keep-alive sockets close after
    // keepAliveTimeout (Fastify's 72 s). A connection that sends nothing at all is closed by
    // closeSilentConnections: Node's limits start at a request's first byte.
    requestTimeout: config.http.requestTimeoutSeconds * 1000,
    http: {
      headersTimeout: config.http.headersTimeoutSeconds * 1000,
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutSeconds * 1000),
    },
    // Behind a load balancer, request.ip (the token endpoint's per-address limit) is the client's address.
    // (A hop count is supported at run time though Fastify's types omit it.)
    trustProxy: config.trustProxy as boolean | string,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL the router cannot decode (e.g. %ED%A0%80, a lone surrogate) is a 400 problem+json like any other.
    frameworkErrors: (error, request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .code(status)
        .header('X-Correlation-Id', String(request.id))
        .type('application/problem+json')
        .send(
          problem(
            status,
            error.code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : 'BAD_REQUEST',
            'The request URL is not valid.',
            String(request.id),
            requestBaseUrl(config, request),
          ),
        );
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
}

type App = ReturnType<typeof createFastify>;

/** What every request goes through before and after its route: parsing, checks, logging, metrics, problems. */
async function registerRequestHandling(app: App, deps: AppDeps, writeHealth: DatabaseWriteHealth): Promise<void> {
  const { config } = deps;
  closeSilentConnections(app.server, config.http.headersTimeoutSeconds * 1000);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // A deprecated operation's Deprecation, Sunset and Link headers, its notice checked (http/deprecation.ts):
  // after deps.onRoute, which a test uses to mark a real operation.
  registerDeprecations(app, { publicBaseUrl: config.publicBaseUrl });
  // JSON and HTML answers above 2 KiB compressed per Accept-Encoding (http/compression.ts): before any route.
  await registerCompression(app);
  app.setValidatorCompiler(validatorCompiler);
  // JSON bodies nested deeper than any request of the API are refused before they are parsed (400).
  registerJsonBodyParser(app);
  // Text PostgreSQL cannot store (a NUL character; a lone surrogate, which jsonb refuses) is refused at the
  // edge (400 naming the field), for every route at once, API and portal, rather than let a query fail
  // (500) after some work was done. JSON.parse has already turned \u0000 and \ud800 escapes into characters.
  app.addHook('preValidation', (request, _reply, done) => {
    const bad =
      unstorableTextAt(request.params, '') ?? unstorableTextAt(request.query, '') ?? unstorableTextAt(request.body, '');
    done(bad ? invalidField(bad.field, bad.message, 'INVALID_CHARACTER') : undefined);
  });
  // A query parameter the route does not declare is refused (400 naming it) on V1 and V2, as unknown body fields are.
  registerUnknownQueryCheck(app);
  registerRequestLogging(app);
  if (deps.metrics) observeRequests(app, deps.metrics);
  registerProblemHandling(app, { publicBaseUrl: config.publicBaseUrl, writeHealth });
  // Partner API answers carry guests' personal data and per-agency state: never stored by any cache.
  registerApiNoStore(app);
}

/** The support portal (portal/) with its mail and its sign-in's guessing counter. */
async function registerPortal(app: App, deps: AppDeps, services: Services, metrics: BusinessMetrics): Promise<void> {
  const { config } = deps;
  // The portal's mail (mail/): SMTP with SMTP_URL, else the sandbox mailbox, else (production) none, logged.
  const mailer = deps.mailer ?? createMailer({ config, db: deps.database.db, log: app.log });
  logMailerKind(mailer, app.log);
  app.addHook('onClose', async () => mailer.close());
  // The support portal (portal/): HTML pages with their own cookies, CSRF and CSP, scoped to /portal.
  const signInCounter = deps.signInCounter ?? guessingCounterFor(config, deps.clock);
  app.addHook('onClose', () => signInCounter.close());
  await app.register(portalPlugin, {
    prefix: '/portal',
    db: deps.database.db,
    config,
    clock: deps.clock,
    signInCounter,
    bookingSearch: services.bookingSearch,
    bookingRecords,
    occupancy: services.occupancy,
    cancellations: services.cancellations,
    amendments: services.amendments,
    changes: services.changes,
    documents: services.documents,
    payments: services.payments,
    units: services.units,
    webhooks: services.webhooks,
    disruptions: services.disruptions,
    personalData: services.personalData,
    promotions: services.promotions,
    promotionRedemptions: services.promotionRedemptions,
    catalog: services.catalog,
    audit: services.audit,
    metrics,
    mailer,
  });
}
