/**
 * Correlation ids and one log line per request. Secrets never reach the log: the Authorization header
 * is not logged at all and user_key (or any credential-like query parameter) is masked in the URL.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const CORRELATION_HEADER = 'x-correlation-id';
const SAFE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;
const SECRET_PARAMS = new Set(['user_key', 'client_secret', 'access_token', 'token']);

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

export function correlationIdFrom(request: { headers: Record<string, string | string[] | undefined> }): string {
  const supplied = request.headers[CORRELATION_HEADER];
  if (typeof supplied === 'string' && SAFE_ID.test(supplied)) return supplied;
  return randomUUID();
}

/**
 * The URL with the values of credential-like query parameters masked. Names are compared decoded, as the
 * server reads them: `user%5Fkey=...` is the user key too.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const masked = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_PARAMS.has(decodedName(name)) ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${masked}${hash < 0 ? '' : url.slice(hash)}`;
}

export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Correlation-Id', request.id);
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
