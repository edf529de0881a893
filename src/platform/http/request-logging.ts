/**
 * Correlation ids and one log line per request. Secrets never reach the log: the Authorization header
 * is not logged at all and user_key (or any credential-like query parameter) is masked in the URL. Nor do
 * guests' personal data: the portal's booking search by guest name, and the sign-in page's `next` (the
 * page asked for before signing in, that search among them), are masked too.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from '../../kernel/logging.js';

const CORRELATION_HEADER = 'x-correlation-id';
const SAFE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;
export function correlationIdFrom(request: { headers: Record<string, string | string[] | undefined> }): string {
  const supplied = request.headers[CORRELATION_HEADER];
  if (typeof supplied === 'string' && SAFE_ID.test(supplied)) return supplied;
  return randomUUID();
}

/** Whether the logger writes info lines (a pino logger says; Fastify's silent default has no such method). */
function infoEnabled(log: FastifyBaseLogger): boolean {
  const pinoLog = log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  return pinoLog.isLevelEnabled ? pinoLog.isLevelEnabled('info') : true;
}

export function registerRequestLogging(app: FastifyInstance): void {
  // Callback-style hooks, here and in the other hooks every request passes: an async hook costs a promise and a
  // microtask hop each (docs/performance.md, "Per-call cost").
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Correlation-Id', request.id);
    done();
  });
  app.addHook('onResponse', (request: FastifyRequest, reply, done) => {
    // At warn (production's usual level) the line is never written: not built either.
    if (!infoEnabled(request.log)) return done();
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
