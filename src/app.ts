/**
 * Builds the Fastify application; never listens (server.ts does). Plugins load in layers: HTTP core
 * (validation, problem+json, correlation ids, logging, OpenAPI), then the capabilities' routes, each
 * given the services it needs as plain options.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
import type { Logger } from 'pino';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerProblemHandling } from './http/problem-handler.js';
import { correlationIdFrom, registerRequestLogging } from './http/request-logging.js';
import { validatorCompiler } from './http/validation.js';
import { healthRoutes } from './health.js';
import { refdataRoutes } from './catalog/routes.js';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** A pino logger; tests pass one writing to a buffer, the server one writing to stdout. */
  logger?: Logger | false;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: (deps.logger || undefined) as FastifyBaseLogger | undefined,
    // One line per request is written by request-logging.ts, with secrets masked.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'correlationId' }),
    genReqId: (req) => correlationIdFrom(req),
    bodyLimit: config.bodyLimitBytes,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  registerRequestLogging(app);
  registerProblemHandling(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Berth partner booking API',
        version: '1.0.0',
        description: 'Search sailings and packages, hold a booking with a guaranteed cabin, choose a cabin, add extras and confirm.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          userKey: { type: 'apiKey', in: 'query', name: 'user_key' },
        },
      },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, { database: deps.database });
  // Reference data is open for now; the auth module adds the credential check.
  await app.register(refdataRoutes, {
    prefix: '/api/v2/refdata',
    database: deps.database,
    clock: deps.clock,
    timeZone: config.operatorTimeZone,
  });

  return app;
}
