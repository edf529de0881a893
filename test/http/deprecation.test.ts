/**
 * Deprecation, ready for the first operation or field that goes (issue 37, item 15; docs/changelog.md,
 * "Deprecation policy"). Nothing real is deprecated: a test app marks real operations through its onRoute
 * hook, as a route's own config would, and they answer with Deprecation (RFC 9745), Sunset (RFC 8594) and a
 * Link to the changelog entry, errors included; the OpenAPI document marks them; a deprecation with less
 * notice than the policy's is refused at registration. The served changelog's "Deprecated now" agrees with
 * the real document.
 */
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deprecationFault,
  deprecationHeaders,
  MINIMUM_NOTICE_DAYS,
  registerDeprecations,
  type Deprecation,
} from '../../src/platform/http/deprecation.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sandboxAuth, type InjectAuth } from '../support/auth.js';

const PORTS: Deprecation = {
  since: '2027-01-01T00:00:00Z',
  sunset: '2027-07-01T00:00:00Z',
  changelog: 'deprecation-policy',
};
const SHIPS: Deprecation = { ...PORTS, fields: ['decks'] };
const HOST = 'berth.test';

interface Operation {
  deprecated?: boolean;
  description?: string;
  responses: Record<string, { headers?: Record<string, { $ref?: string }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

let t: TestApp;
let auth: InjectAuth;
beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      if (route.url === '/api/v2/refdata/ports') route.config = { ...route.config, deprecation: PORTS };
      if (route.url === '/api/v2/refdata/ships') route.config = { ...route.config, deprecation: SHIPS };
    },
  });
  auth = await sandboxAuth(t.app);
});
afterAll(() => t.close());

const get = (url: string, withAuth = true) =>
  t.app.inject({
    url,
    query: auth.query,
    headers: { host: HOST, ...(withAuth ? auth.headers : {}) },
  });

describe('the headers of a deprecated operation', () => {
  it('are Deprecation @<unix seconds>, Sunset as an HTTP-date and a Link to the changelog entry', () => {
    expect(deprecationHeaders(PORTS, 'https://api.example')).toEqual({
      Deprecation: '@1798761600',
      Sunset: 'Thu, 01 Jul 2027 00:00:00 GMT',
      Link: '<https://api.example/docs/changelog.md#deprecation-policy>; rel="deprecation"; type="text/html"',
    });
    expect(Date.parse('2027-01-01T00:00:00Z') / 1000).toBe(1798761600);
  });

  it('are sent on every answer of the operation, a refused call included, and on no other operation', async () => {
    const expected = {
      deprecation: '@1798761600',
      sunset: 'Thu, 01 Jul 2027 00:00:00 GMT',
      link: `<http://${HOST}/docs/changelog.md#deprecation-policy>; rel="deprecation"; type="text/html"`,
    };
    const ok = await get('/api/v2/refdata/ports');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers).toMatchObject(expected);
    const refused = await get('/api/v2/refdata/ports', false);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers).toMatchObject(expected);
    // Fields that go: the operation answers with the headers too.
    expect((await get('/api/v2/refdata/ships')).headers).toMatchObject(expected);
    const other = await get('/api/v2/refdata/packages');
    expect(other.statusCode).toBe(200);
    for (const name of ['deprecation', 'sunset', 'link']) expect(other.headers).not.toHaveProperty(name);
  });

  it('links to an entry of the served changelog', async () => {
    const link = (await get('/api/v2/refdata/ports')).headers['link'] as string;
    const target = new URL(/^<([^>]+)>/.exec(link)![1]!);
    const page = await t.app.inject({ url: target.pathname, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(` id="${target.hash.slice(1)}"`);
  });
});

describe('the OpenAPI document of a deprecated operation', () => {
  let paths: Paths;
  let components: Record<string, unknown>;
  beforeAll(async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as {
      paths: Paths;
      components: { headers: Record<string, unknown> };
    };
    paths = doc.paths;
    components = doc.components.headers;
  });

  it('marks the operation deprecated, says since when and until when, and declares the headers', () => {
    const ports = paths['/api/v2/refdata/ports']!['get']!;
    expect(ports.deprecated).toBe(true);
    expect(ports.description).toMatch(
      /\*\*Deprecated\.\*\* This operation is deprecated since 2027-01-01 .* 2027-07-01/,
    );
    expect(ports.description).toContain('(/docs/changelog.md#deprecation-policy)');
    for (const status of ['200', '401']) {
      const headers = ports.responses[status]!.headers!;
      for (const name of ['Deprecation', 'Sunset', 'Link']) {
        expect(headers[name], `${status} ${name}`).toEqual({ $ref: `#/components/headers/${name}` });
        expect(components).toHaveProperty(name);
      }
    }
  });

  it('leaves an operation whose fields go undeprecated, naming the fields', () => {
    const ships = paths['/api/v2/refdata/ships']!['get']!;
    expect(ships.deprecated).toBeUndefined();
    expect(ships.description).toContain('The field(s) `decks` of this operation are deprecated');
    expect(ships.responses['200']!.headers).toHaveProperty('Deprecation');
  });

  it('marks no other operation', () => {
    const marked = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([, op]) =>
            op.deprecated || (op.responses && Object.values(op.responses).some((r) => r.headers?.['Deprecation'])),
        )
        .map(([method]) => `${method} ${path}`),
    );
    expect(marked.sort()).toEqual(['get /api/v2/refdata/ports', 'get /api/v2/refdata/ships']);
  });
});

describe('the policy, enforced', () => {
  it(`refuses a deprecation with less than ${MINIMUM_NOTICE_DAYS} days' notice, bad instants or a bad anchor`, () => {
    expect(deprecationFault(PORTS)).toBeUndefined();
    expect(deprecationFault({ ...PORTS, sunset: '2027-06-29T00:00:00Z' })).toMatch(/at least 180 days after since/);
    expect(deprecationFault({ ...PORTS, since: 'soon' })).toMatch(/since must be an ISO 8601 instant/);
    expect(deprecationFault({ ...PORTS, changelog: '#Entry' })).toMatch(/changelog must be an anchor/);
  });

  it('refuses to register such a route, naming it', async () => {
    const app = Fastify();
    registerDeprecations(app, {});
    expect(() =>
      app.get('/api/v2/x', { config: { deprecation: { ...PORTS, sunset: PORTS.since } } }, async () => ({})),
    ).toThrow(/GET \/api\/v2\/x: deprecation: sunset must be at least 180 days after since/);
    await app.close();
  });
});

describe('the real service', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await createTestApp();
  });
  afterAll(() => real?.close());

  it('deprecates nothing, as the changelog\'s "Deprecated now" says', async () => {
    const doc = (await real.app.inject({ url: '/openapi.json' })).json() as { paths: Paths };
    const deprecated = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.deprecated)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const changelog = (await real.app.inject({ url: '/docs/changelog.md?raw' })).body;
    const now = /\n## Deprecated now\n\n([\s\S]*?)\n## /.exec(changelog)?.[1];
    expect(now, 'the changelog has a "Deprecated now" section').toBeDefined();
    expect(deprecated).toEqual([]);
    expect(now).toMatch(/^Nothing\./);
    // Nor does any answer carry the headers.
    expect((await real.app.inject({ url: '/api/v2/refdata/ports' })).headers).not.toHaveProperty('deprecation');
  });
});
