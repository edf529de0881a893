/**
 * The OpenAPI document: a valid 3.1 document that covers every registered route (collected with an
 * onRoute hook, so routes added later, V1's included, are covered without touching this test), with the
 * credentials on every partner operation, one Problem component for every problem+json answer, and
 * request examples that pass the route's own validation and work against the running app.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorCompiler } from '../../src/http/validation.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sandboxAuth, type InjectAuth } from '../support/auth.js';

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;
let auth: InjectAuth;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push(route) });
  const res = await t.app.inject({ url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  auth = await sandboxAuth(t.app);
});
afterAll(async () => t?.close());

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const hidden = (route: RouteOptions) => (route.schema as { hide?: boolean } | undefined)?.hide === true;

/** Every documented route: registered, not hidden, not HEAD (Fastify adds those), not the docs assets. */
function documentedRoutes(): { method: string; url: string; route: RouteOptions }[] {
  const out: { method: string; url: string; route: RouteOptions }[] = [];
  for (const route of routes) {
    if (hidden(route) || route.url.startsWith('/docs')) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      out.push({ method, url: route.url, route });
    }
  }
  return out;
}

function operation(method: string, url: string): Operation {
  const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${url} is not in the document`);
  return op;
}

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify(result.errors, null, 2)).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents every registered route with its method, and hides the internal ones', () => {
    const documented = documentedRoutes();
    expect(documented.length).toBeGreaterThan(25);
    const missing = documented.filter(({ method, url }) => !doc.paths[openApiPath(url)]?.[method.toLowerCase()]);
    expect(missing.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    // Nothing documented that is not registered.
    const registered = new Set(documented.map(({ method, url }) => `${method.toLowerCase()} ${openApiPath(url)}`));
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) expect(registered, `${method} ${path}`).toContain(`${method} ${path}`);
    }
    for (const path of Object.keys(doc.paths)) expect(path).not.toMatch(/^\/(openapi\.json|docs)/);
  });

  it('puts both credentials on every partner operation, and none on the token endpoint', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerAuth', 'userKey']);
    for (const { method, url } of documentedRoutes()) {
      const op = operation(method, url);
      if (/^\/api\/v\d\//.test(url)) expect(op.security, `${method} ${url}`).toEqual([{ bearerAuth: [], userKey: [] }]);
      else expect(op.security, `${method} ${url}`).toBeUndefined();
    }
  });

  it('answers every error of the partner API with the one Problem component, as application/problem+json', () => {
    expect(doc.components.schemas.Problem).toMatchObject({
      required: expect.arrayContaining(['code', 'correlationId']),
    });
    for (const { method, url } of documentedRoutes()) {
      const op = operation(method, url);
      const errorStatuses = Object.keys(op.responses).filter((s) => Number(s) >= 400);
      if (url === '/oauth/token') {
        // RFC 6749 section 5.2, not problem+json.
        for (const status of errorStatuses) {
          expect(op.responses[status]!.content!['application/json']!.schema).toMatchObject({
            required: ['error', 'error_description'],
          });
        }
        continue;
      }
      if (url.startsWith('/api/')) {
        expect(errorStatuses, `${method} ${url}`).toEqual(expect.arrayContaining(['400', '401', '403', '500']));
      }
      for (const status of errorStatuses) {
        expect(op.responses[status]!.content, `${method} ${url} ${status}`).toEqual({
          'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
        });
      }
    }
  });

  it('takes the token request as JSON or as a form', () => {
    const body = operation('POST', '/oauth/token').requestBody!;
    expect(Object.keys(body.content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
  });

  it('gives every request body an example that passes the route\u2019s own validation', () => {
    const withBody = documentedRoutes().filter(({ route }) => route.schema?.body);
    expect(withBody.length).toBeGreaterThan(10);
    for (const { method, url, route } of withBody) {
      const content = operation(method, url).requestBody!.content;
      const example = content['application/json']?.example;
      expect(example, `${method} ${url} has no request example`).toBeDefined();
      const validate = validatorCompiler({ schema: route.schema!.body as never, httpPart: 'body', method, url }) as ((
        data: unknown,
      ) => boolean) & { errors?: unknown };
      expect(validate(structuredClone(example)), `${method} ${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});

describe('the request examples against the running app', () => {
  const example = (method: string, url: string) =>
    structuredClone(operation(method, url).requestBody!.content['application/json']!.example) as Record<
      string,
      unknown
    >;

  async function call(method: string, url: string, path = url, query: Record<string, string> = {}) {
    const body = method === 'GET' ? undefined : example(method, url);
    const res = await t.app.inject({
      method: method as 'GET',
      url: path,
      headers: auth.headers,
      query: { ...auth.query, ...query },
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  }

  it('the token example obtains a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: example('POST', '/oauth/token'),
      remoteAddress: '198.51.100.7',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('search, create, cabin number, addons, excursions, tours and confirm: each example works as written', async () => {
    const search = await call('POST', '/api/v2/search/voyages');
    expect(search.results.map((r: { departureDate: string }) => r.departureDate)).toContain(
      example('POST', '/api/v2/bookings/create/voyage-only/:sessionId').departureDate,
    );
    const base = `/api/v2/bookings/create/voyage-only/${search.sessionId}`;
    const route = (suffix = '') => `/api/v2/bookings/create/voyage-only/:sessionId${suffix}`;
    await call('POST', route(), base);

    const numberExample = example('POST', route('/cabin-numbers'));
    const listing = await call('GET', route('/cabin-numbers'), `${base}/cabin-numbers`, { cabinGrade: 'O2' });
    const numbers = listing.decks.flatMap((d: { cabinNumbers: string[] }) => d.cabinNumbers);
    expect(numbers).toContain(numberExample.cabinNumber);
    await call('POST', route('/cabin-numbers'), `${base}/cabin-numbers`);

    for (const extra of ['/addons', '/excursions', '/supplemental-tours']) {
      await call('POST', route(extra), `${base}${extra}`);
      await call('DELETE', route(extra), `${base}${extra}`);
    }
    const confirmed = await call('POST', route('/confirm'), `${base}/confirm`);
    expect(confirmed.status).toBe('CONFIRMED');
    const paid = await call(
      'POST',
      '/api/v2/bookings/:bookingId/payments',
      `/api/v2/bookings/${confirmed.bookingId}/payments`,
    );
    expect(paid.paymentId).toMatch(/^pay_/);

    const packages = await call('POST', '/api/v2/search/packages');
    expect(packages.results.length).toBeGreaterThan(0);
  });
});

describe('GET /docs', () => {
  it('serves Swagger UI from the npm package, without credentials, pointing at /openapi.json', async () => {
    const page = await t.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const bundle = await t.app.inject({ url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
    const init = await t.app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('../openapi.json');
  });

  it('serves the guide, docs/api.md, linked from the document description', async () => {
    expect((doc as unknown as { info: { description: string } }).info.description).toContain('(/docs/api.md)');
    const guide = await t.app.inject({ url: '/docs/api.md' });
    expect(guide.statusCode).toBe(200);
    expect(guide.headers['content-type']).toContain('text/markdown');
    expect(guide.body).toContain('# Berth partner API');
  });
});
