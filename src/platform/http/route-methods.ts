/**
 * Which methods a path has: for 405 Method Not Allowed with an `Allow` header (RFC 9110 §15.5.6) when a
 * known path is called with a method it does not have. Fastify's router only says "no route" (404), which
 * tells a developer who sent PUT instead of PATCH that the whole path is wrong.
 *
 * Every route is seen as it is registered (onRoute) and its URL turned into a matcher of concrete paths:
 * `:param` matches one path segment, `*` the rest.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

interface KnownRoute {
  matcher: RegExp;
  methods: string[];
}

/** `/bookings/:bookingId/guests/:guestId` -> /^\/bookings\/[^/]+\/guests\/[^/]+$/ */
function matcherOf(url: string): RegExp {
  const trimmed = url.length > 1 ? url.replace(/\/+$/, '') : url;
  let source = '';
  for (const part of trimmed.split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)) {
    if (part === '*') source += '.*';
    else if (part.startsWith(':')) source += '[^/]+';
    else source += part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export interface RouteMethods {
  /** The methods registered for a concrete path (its query string removed), in registration order; none if unknown. */
  allowedFor(path: string): string[];
}

/** Records every route registered on `app` from now on (call before the routes are registered). */
export function recordRouteMethods(app: FastifyInstance): RouteMethods {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ matcher: matcherOf(route.url), methods });
  });
  return {
    allowedFor(path) {
      const bare = path.split('?')[0]!;
      const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
      const allowed = new Set<string>();
      for (const route of routes) {
        if (route.matcher.test(trimmed)) for (const m of route.methods) allowed.add(m.toUpperCase());
      }
      return [...allowed];
    },
  };
}
