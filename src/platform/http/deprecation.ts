/**
 * Deprecation of a partner operation, or of fields of one, as the changelog's policy says (docs/changelog.md,
 * "Deprecation policy"): a route says so in its config, `config: { deprecation: { since, sunset, changelog } }`,
 * and from then on
 *
 * - every answer of it, errors included, carries `Deprecation: @<unix seconds>` (RFC 9745), `Sunset:
 *   <HTTP-date>` (RFC 8594) and `Link: <.../docs/changelog.md#<entry>>; rel="deprecation"` (RFC 9745), so that
 *   a partner's logs show it on every call, whoever reads the changelog;
 * - the OpenAPI document marks the operation `deprecated: true` (unless only `fields` of it go, which their
 *   schemas mark themselves) and declares the three headers on its answers (openapi.ts).
 *
 * A deprecation that gives less notice than the policy promises is refused when the route is registered, so
 * the service does not start with it.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { requestBaseUrl } from './public-url.js';

/** The changelog page the Link header names (served beside the guide, guide-page.ts). */
export const CHANGELOG_PAGE = '/docs/changelog.md';

/** The policy's least notice between an operation's or field's deprecation and its sunset. */
export const MINIMUM_NOTICE_DAYS = 180;

export interface Deprecation {
  /** When it was deprecated (ISO 8601 instant): the Deprecation header. */
  since: string;
  /** When it stops being served (ISO 8601 instant): the Sunset header. */
  sunset: string;
  /** The changelog entry's anchor (an id on /docs/changelog.md) that announces it: the Link header. */
  changelog: string;
  /** Only these request or answer fields go; the operation itself stays (not `deprecated: true`). */
  fields?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    deprecation?: Deprecation;
  }
}

const DAY_MS = 86_400_000;
const ANCHOR = /^[a-z0-9][a-z0-9-]*$/;

/** Why `deprecation` breaks the policy, or undefined when it keeps it. */
export function deprecationFault(deprecation: Deprecation): string | undefined {
  const since = Date.parse(deprecation.since);
  const sunset = Date.parse(deprecation.sunset);
  if (Number.isNaN(since)) return `since must be an ISO 8601 instant (${deprecation.since})`;
  if (Number.isNaN(sunset)) return `sunset must be an ISO 8601 instant (${deprecation.sunset})`;
  if (sunset - since < MINIMUM_NOTICE_DAYS * DAY_MS) {
    return `sunset must be at least ${MINIMUM_NOTICE_DAYS} days after since (the changelog's deprecation policy)`;
  }
  if (!ANCHOR.test(deprecation.changelog))
    return `changelog must be an anchor of the changelog (${deprecation.changelog})`;
  return undefined;
}

/** The three headers of a deprecated operation's answers; `baseUrl` is the service's (http/public-url.ts). */
export function deprecationHeaders(deprecation: Deprecation, baseUrl: string): Record<string, string> {
  return {
    Deprecation: `@${Math.floor(Date.parse(deprecation.since) / 1000)}`,
    // toUTCString is the IMF-fixdate form of HTTP-date: "Sun, 06 Nov 1994 08:49:37 GMT".
    Sunset: new Date(deprecation.sunset).toUTCString(),
    Link: `<${baseUrl}${CHANGELOG_PAGE}#${deprecation.changelog}>; rel="deprecation"; type="text/html"`,
  };
}

/** Before any route: checks each deprecated route's notice, and sends the headers on each of its answers. */
export function registerDeprecations(app: FastifyInstance, options: { publicBaseUrl?: string | undefined }): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const deprecation = route.config?.deprecation;
    if (!deprecation) return;
    const fault = deprecationFault(deprecation);
    if (fault) throw new Error(`${String(route.method)} ${route.url}: deprecation: ${fault}`);
  });
  // onRequest, before authentication and validation: a refused call of a deprecated operation says so too.
  app.addHook('onRequest', (request, reply, done) => {
    const deprecation = request.routeOptions.config.deprecation;
    if (deprecation)
      reply.headers(deprecationHeaders(deprecation, requestBaseUrl({ publicBaseUrl: options.publicBaseUrl }, request)));
    done();
  });
}
