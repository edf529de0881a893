/**
 * No answer of the partner API is stored by a browser, a proxy or a CDN: every answer under /api/ carries
 * `Cache-Control: no-store` unless its route chose a header of its own (the confirmation PDF's
 * `private, no-store`).
 *
 * Why every answer and not only those with personal data: every V1 and V2 operation is authenticated and
 * answers for one agency, and most carry guests' personal data (the booking, the list, amendments, confirm,
 * events, V1 quotes with passengers) or state that changes by the second (sessions, availability). A rule
 * per route would have to be remembered on every new operation, and a shared cache that keys on the URL
 * could hand one agency's answer to another. The few answers that could be cached (reference data) are
 * small and cheap; the guide says so (docs/api.md, "Caching").
 */
import type { FastifyInstance } from 'fastify';

const API_PREFIX = '/api/';

export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
