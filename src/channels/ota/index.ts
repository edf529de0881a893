/**
 * The OTA cruise channel (spec ota.md): OpenTravel 2017B cruise messages over REST and SOAP, on the same sales
 * engine as V2. Registered by main/partner-api.ts with V2's credentials, V2's request budget (the same
 * counter key: an agency has one budget whichever channel it calls) and the Idempotency-Key store.
 * The channel parses, calls the domain's services and renders; its only tables are codecs (codes.ts).
 */
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../platform/db/client.js';
import { agencyRateLimit, type AgencyRateLimitOptions } from '../../platform/http/rate-limit.js';
import { idempotency } from '../../platform/idempotency/idempotency.js';
import type { OtaMessage } from './message.js';
import { answer, installOtaTransport, validateRequest } from './transport.js';

export interface OtaRoutesOptions {
  messages: OtaMessage[];
  authenticate: onRequestHookHandler;
  rateLimit: AgencyRateLimitOptions;
  db: Db;
  clock: Clock;
}

/** The transport's hooks, then authentication, the budget, the schema, the key store, and the two routes. */
export const otaRoutes: FastifyPluginAsync<OtaRoutesOptions> = async (scope, opts) => {
  installOtaTransport(scope, { messages: opts.messages });
  scope.addHook('preValidation', opts.authenticate as never);
  await scope.register(agencyRateLimit, { ...opts.rateLimit, hook: 'preValidation' });
  scope.addHook('preHandler', validateRequest);
  await scope.register(idempotency, { db: opts.db, clock: opts.clock });

  const route = { schema: { hide: true } };
  scope.post('/rest/:messageName', route, (request, reply) => answer(request, reply, opts.clock.now()));
  scope.post('/ws', route, (request, reply) => answer(request, reply, opts.clock.now()));
};
