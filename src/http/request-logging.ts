/**
 * Correlation ids and one log line per request. Secrets never reach the log: the Authorization header
 * is not logged at all and user_key (or any credential-like query parameter) is masked in the URL. Nor do
 * guests' personal data: the portal's booking search by guest name, and the sign-in page's `next` (the
 * page asked for before signing in, that search among them), are masked too.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const CORRELATION_HEADER = 'x-correlation-id';
const SAFE_ID = /^[A-Za-z0-9._:@-]{1,128}$/;
/** Credentials, and what may carry personal data (names compared lower-cased). */
const MASKED_PARAMS = new Set(['user_key', 'client_secret', 'access_token', 'token', 'guestname', 'next']);

/** A query parameter's name as the server reads it, lower-cased; a malformed escape leaves the rest decoded. */
function decodedName(raw: string): string {
  const name = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).toLowerCase();
  }
}

/**
 * Whether a parameter carries a credential or personal data. Any name starting with user_key counts (`user_key[]`,
 * `user_key[a]`, ...: query-string encoders write arrays and objects so, and the log must not depend on
 * how this server parses them); the others with or without a bracket suffix.
 */
function isMaskedParam(raw: string): boolean {
  const name = decodedName(raw);
  if (name.startsWith('user_key')) return true;
  const bracket = name.indexOf('[');
  return MASKED_PARAMS.has(bracket < 0 ? name : name.slice(0, bracket));
}

export function correlationIdFrom(request: { headers: Record<string, string | string[] | undefined> }): string {
  const supplied = request.headers[CORRELATION_HEADER];
  if (typeof supplied === 'string' && SAFE_ID.test(supplied)) return supplied;
  return randomUUID();
}

/**
 * The URL with the values of credential-like query parameters masked. Names are compared decoded, as the
 * server reads them: `user%5Fkey=...` and `user_key%5B%5D=...` are the user key too.
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
      return isMaskedParam(name) ? `${name}=[REDACTED]` : pair;
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
