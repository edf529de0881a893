/**
 * The OpenAPI document: a valid 3.1 document that covers every registered route (collected with an
 * onRoute hook, so routes added later, V1's included, are covered without touching this test), with the
 * credentials on every partner operation, one Problem component for every problem+json answer, and
 * request examples that pass the route's own validation and work against the running app.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import Fastify, { type LightMyRequestResponse, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';
import { renderGuidePage } from '../../src/platform/http/guide-page.js';
import { registerOpenApi } from '../../src/platform/http/openapi.js';
import { documentedBaseUrl } from '../../src/platform/http/public-url.js';
import { validatorCompiler } from '../../src/platform/http/validation.js';
import { redoclyFindings } from '../../scripts/redocly-lint.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sandboxAuth, type InjectAuth } from '../support/auth.js';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema: { $ref?: string } }> }
  >;
}
interface Document {
  openapi: string;
  info: { license?: { name: string } };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { flows?: { clientCredentials?: { tokenUrl: string } } }>;
    parameters?: Record<string, Parameter>;
  };
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

/** A schema with a `$ref` to a component replaced by the component (the document names its resources). */
function resolved<T>(schema: unknown): T {
  const ref = (schema as { $ref?: string }).$ref;
  if (!ref) return schema as T;
  const component = doc.components.schemas[ref.replace('#/components/schemas/', '')];
  if (!component) throw new Error(`unresolved schema ${ref}`);
  return component as T;
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

  it('puts both credentials on every partner operation, and an explicit none on the public ones', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerAuth', 'oauth2', 'userKey']);
    for (const { method, url } of documentedRoutes()) {
      const op = operation(method, url);
      // The token pasted (bearerAuth) or fetched with the client credentials (oauth2): either, with user_key.
      if (/^\/api\/v\d\//.test(url)) {
        expect(op.security, `${method} ${url}`).toEqual([
          { bearerAuth: [], userKey: [] },
          { oauth2: [], userKey: [] },
        ]);
      } else expect(op.security, `${method} ${url}`).toEqual([]);
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
          expect(resolved(op.responses[status]!.content!['application/json']!.schema)).toMatchObject({
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

  it('documents the confirmation document as application/pdf, and If-Match on the amendments', () => {
    const pdf = operation('GET', '/api/v2/bookings/:bookingId/documents/confirmation');
    expect(Object.keys(pdf.responses['200']!.content!)).toEqual(['application/pdf']);
    const patch = operation('PATCH', '/api/v2/bookings/:bookingId/guests/:guestId');
    const headers = patch.parameters!.filter((p): p is { in: string; name: string } => 'in' in p && p.in === 'header');
    expect(headers.map((p) => p.name)).toContain('if-match');
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

/** An operation's parameters with `$ref`s to components/parameters resolved. */
function parametersOf(op: Operation): Parameter[] {
  return (op.parameters ?? []).map((p) => {
    if (!('$ref' in p)) return p;
    const name = p.$ref.replace('#/components/parameters/', '');
    const resolved = doc.components.parameters?.[name];
    if (!resolved) throw new Error(`unresolved parameter ${p.$ref}`);
    return resolved;
  });
}

describe('what partners\u2019 tools need from the document', () => {
  it('names every operation with a unique camelCase operationId', () => {
    const ids = documentedRoutes().map(({ method, url }) => operation(method, url).operationId);
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('POST', '/api/v2/search/voyages').operationId).toBe('searchVoyages');
    expect(operation('POST', '/api/v2/bookings/create/voyage-only/:sessionId').operationId).toBe(
      'createVoyageOnlyBooking',
    );
    expect(operation('POST', '/api/v2/bookings/create/package/:sessionId/supplemental-tours').operationId).toBe(
      'applyPackageSupplementalTours',
    );
    expect(operation('GET', '/api/v1/quote/:quoteId').operationId).toBe('getQuote');
  });

  it('declares user_key as a required query parameter of every V1 and V2 operation, which validation accepts', () => {
    const partner = documentedRoutes().filter(({ url }) => /^\/api\/v\d\//.test(url));
    expect(partner.length).toBeGreaterThan(40);
    for (const { method, url, route } of partner) {
      const userKey = parametersOf(operation(method, url)).filter((p) => p.name === 'user_key');
      expect(userKey, `${method} ${url}`).toEqual([expect.objectContaining({ in: 'query', required: true })]);
      // The route's own querystring schema declares it too, so that validation can never refuse it.
      const query = route.schema?.querystring as { properties?: Record<string, unknown>; required?: string[] };
      expect(query?.properties?.user_key, `${method} ${url}`).toBeDefined();
      expect(query?.required, `${method} ${url}`).toContain('user_key');
    }
    for (const { method, url } of documentedRoutes().filter(({ url }) => !url.startsWith('/api/'))) {
      expect(parametersOf(operation(method, url)).map((p) => p.name)).not.toContain('user_key');
    }
  });

  it('declares Idempotency-Key, 409 and Idempotent-Replayed on every POST, PATCH and DELETE of V1 and V2, on no GET', () => {
    const partner = documentedRoutes().filter(({ url }) => /^\/api\/v\d\//.test(url));
    const writes = partner.filter(({ method }) => method !== 'GET');
    expect(writes.map(({ method }) => method)).toEqual(expect.arrayContaining(['POST', 'PATCH', 'DELETE']));
    expect(writes.filter(({ url }) => url.startsWith('/api/v1/')).length).toBeGreaterThanOrEqual(3);
    for (const { method, url } of partner) {
      const op = operation(method, url);
      const key = parametersOf(op).filter((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      if (method === 'GET') {
        expect(key, `${method} ${url}`).toEqual([]);
        continue;
      }
      expect(key, `${method} ${url}`).toEqual([
        expect.objectContaining({ required: false, schema: expect.objectContaining({ maxLength: 255 }) }),
      ]);
      expect(Object.keys(op.responses), `${method} ${url}`).toContain('409');
      const success = Object.entries(op.responses).find(([status]) => Number(status) < 300)![1] as {
        headers?: Record<string, unknown>;
      };
      expect(Object.keys(success.headers ?? {}), `${method} ${url}`).toContain('Idempotent-Replayed');
    }
  });

  it('describes the create body\u2019s departureDate as the zone-less local date-time the search answers', () => {
    for (const type of ['voyage-only', 'package']) {
      const body = resolved<{
        properties: { departureDate: { format?: string; pattern: string; description: string } };
      }>(
        operation('POST', `/api/v2/bookings/create/${type}/:sessionId`).requestBody!.content['application/json']!
          .schema,
      );
      const departureDate = body.properties.departureDate;
      expect(departureDate.format).toBeUndefined();
      expect(departureDate.description).toMatch(/without a zone/);
      const pattern = new RegExp(departureDate.pattern);
      expect(pattern.test('2027-01-10T22:30:00')).toBe(true);
      for (const zoned of ['2027-01-10T22:30:00Z', '2027-01-10T22:30:00+01:00', '2027-01-10']) {
        expect(pattern.test(zoned), zoned).toBe(false);
      }
    }
  });

  it('declares no body on 204 responses', () => {
    const noContent = documentedRoutes()
      .map(({ method, url }) => [`${method} ${url}`, operation(method, url).responses['204']] as const)
      .filter(([, response]) => response);
    expect(noContent.length).toBeGreaterThanOrEqual(2);
    for (const [name, response] of noContent) expect(response!.content, name).toBeUndefined();
  });

  it('describes every tag it uses in the global tags', () => {
    const described = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
    const used = new Set(documentedRoutes().flatMap(({ method, url }) => operation(method, url).tags ?? []));
    expect(used).toContain('V1 quotes');
    for (const tag of used) expect(described.get(tag), tag).toMatch(/\w/);
  });

  it('names the server: PUBLIC_BASE_URL, else the local listener', async () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'http://127.0.0.1:8080' })]);
    // The same wiring as app.ts, on a bare Fastify instance (no database needed to document nothing).
    const config = loadConfig({ PUBLIC_BASE_URL: 'https://partners.example.net/berth/' });
    const bare = Fastify();
    await registerOpenApi(bare, { serverUrl: documentedBaseUrl(config), docs: false });
    try {
      const served = (await bare.inject({ url: '/openapi.json' })).json() as Document;
      expect(served.servers).toEqual([expect.objectContaining({ url: 'https://partners.example.net/berth' })]);
    } finally {
      await bare.close();
    }
  });

  it('passes the OpenAPI linter (Spectral, spectral:oas) with no error and no warning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'berth-spectral-'));
    try {
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
      const run = spawnSync(
        'node_modules/.bin/spectral',
        ['lint', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet', join(dir, 'openapi.json')],
        { encoding: 'utf8' },
      );
      expect(run.error).toBeUndefined();
      const results = JSON.parse(run.stdout || '[]') as { code: string; severity: number; path: string[] }[];
      // Spectral severities: 0 error, 1 warning, 2 information, 3 hint.
      const findings = results.filter((r) => r.severity <= 1).map((r) => `${r.code} at ${r.path.join('.')}`);
      expect(findings).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
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

    // The amendments of the confirmed booking take the same examples.
    const booking = `/api/v2/bookings/${confirmed.bookingId}`;
    const amended = await call('PATCH', '/api/v2/bookings/:bookingId/guests/:guestId', `${booking}/guests/1`);
    // Version 1 at confirm; the payment and the amendment each add one.
    expect(amended.version).toBe(3);
    for (const extra of ['/addons', '/excursions']) {
      await call('POST', `/api/v2/bookings/:bookingId${extra}`, `${booking}${extra}`);
      await call('DELETE', `/api/v2/bookings/:bookingId${extra}`, `${booking}${extra}`);
    }

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

  it('serves the guide, docs/api.md, linked from the document description, as a readable HTML page', async () => {
    expect((doc as unknown as { info: { description: string } }).info.description).toContain('(/docs/api.md)');
    const guide = await t.app.inject({ url: '/docs/api.md', headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(guide.statusCode).toBe(200);
    expect(guide.headers['content-type']).toContain('text/html');
    expect(guide.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
    expect(guide.body).toMatch(/^<!doctype html>/);
    expect(guide.body).toContain('<title>Berth partner API: the guide</title>');
    expect(guide.body).toContain('<h1 id="berth-partner-api-the-guide">Berth partner API: the guide</h1>');
    // The table of contents links to the headings' ids.
    expect(guide.body).toContain('<a href="#error-codes">Error codes</a>');
    expect(guide.body).toContain('<h2 id="error-codes">');
    expect(guide.body).toContain('<table>');
    expect(guide.body).not.toMatch(/<script/i);
    // A client that asks for the Markdown gets it; ?raw for a browser.
    for (const request of [
      { url: '/docs/api.md?raw' },
      { url: '/docs/api.md', headers: { accept: 'text/markdown' } },
    ]) {
      const raw = await t.app.inject(request);
      expect(raw.headers['content-type']).toContain('text/markdown');
      expect(raw.body).toMatch(/^# Berth partner API/);
    }
  });

  it('shows raw HTML in the guide as text, never as markup', () => {
    const page = renderGuidePage('# T\n\n<script>alert(1)</script>\n\nok <img src=x onerror=alert(1)>\n', []);
    expect(page).not.toMatch(/<script|<img/i);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

/** An operation's request body example, as the document gives it. */
const exampleOf = (method: string, url: string) =>
  structuredClone(operation(method, url).requestBody!.content['application/json']!.example) as Record<string, unknown>;

/** The JSON body schema of an operation's answer with `status`, as the document gives it. */
const answerSchema = (method: string, url: string, status: number) =>
  operation(method, url).responses[String(status)]!.content!['application/json']!.schema;

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('named schemas (issue 22)', () => {
  const RESOURCES = [
    'HeldBooking',
    'Booking',
    'BookingSummary',
    'BookingListPage',
    'Payment',
    'CancellationQuote',
    'Event',
    'EventFeedPage',
    'Webhook',
    'CreatedWebhook',
    'Delivery',
    'DeliveryAttempt',
    'SearchResult',
    'QuoteResponse',
    'PackageSearchResult',
    'ExtraSearchResult',
    'PersonalDataExport',
    'Problem',
  ];
  const REQUEST_BODIES = [
    'VoyageSearchRequest',
    'PackageSearchRequest',
    'CreateHeldBookingRequest',
    'ApplyCabinNumberRequest',
    'ApplyAddonsRequest',
    'RemoveAddonsRequest',
    'ConfirmRequest',
    'RecordPaymentRequest',
    'CancelBookingRequest',
    'GuestUpdateRequest',
    'CreateWebhookRequest',
    'AddSupplementalPackageRequest',
    'AddExtrasRequest',
    'RemoveExtrasRequest',
    'TokenRequest',
  ];

  it('has a component, with a meaningful name, for every resource and request body', () => {
    for (const name of [...RESOURCES, ...REQUEST_BODIES]) expect(doc.components.schemas[name], name).toBeDefined();
    for (const name of Object.keys(doc.components.schemas)) expect(name).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    // No schema keeps its `$id` in the document: each is a component, referred to.
    expect(JSON.stringify(doc)).not.toContain('"$id"');
  });

  it('gives the main resources real examples from the demo catalogue, each valid against its own schema', () => {
    const examples = (name: string) => (doc.components.schemas[name] as { examples?: unknown[] }).examples ?? [];
    const main = ['HeldBooking', 'Booking', 'BookingSummary', 'SearchResult', 'Payment', 'CancellationQuote'];
    for (const name of [...main, 'Event', 'Webhook', 'Delivery', 'QuoteResponse', 'PackageSearchResult']) {
      expect(examples(name).length, name).toBeGreaterThan(0);
    }
    expect(examples('SearchResult')[0]).toMatchObject({ results: [{ departurePort: 'BGO', arrivalPort: 'TOS' }] });
    // ajv-formats is CommonJS; under NodeNext its default import is the module namespace.
    const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
      ajv: Ajv2020,
    ) => void;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: doc.components });
    for (const name of Object.keys(doc.components.schemas)) {
      const validate = ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` });
      for (const example of examples(name)) {
        expect(validate(example), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    }
  });

  it('refers to the components from the operations, for every request body and JSON answer', () => {
    expect(answerSchema('POST', '/api/v2/search/voyages', 200)).toEqual(componentRef('SearchResult'));
    expect(answerSchema('POST', '/api/v2/bookings/create/voyage-only/:sessionId', 201)).toEqual(
      componentRef('HeldBooking'),
    );
    expect(answerSchema('POST', '/api/v2/bookings/create/package/:sessionId/confirm', 201)).toEqual(
      componentRef('Booking'),
    );
    expect(answerSchema('GET', '/api/v2/bookings/:bookingId', 200)).toEqual(componentRef('Booking'));
    expect(answerSchema('POST', '/api/v2/bookings/:bookingId/payments', 201)).toEqual(componentRef('Payment'));
    expect(answerSchema('POST', '/api/v2/bookings/:bookingId/cancellation-quotes', 201)).toEqual(
      componentRef('CancellationQuote'),
    );
    expect(answerSchema('GET', '/api/v1/quote/:quoteId', 200)).toEqual(componentRef('QuoteResponse'));
    const list = resolved<{ properties: { bookings: { items: unknown } } }>(
      answerSchema('GET', '/api/v2/bookings', 200),
    );
    expect(list.properties.bookings.items).toEqual(componentRef('BookingSummary'));
    const feed = resolved<{ properties: { events: { items: unknown } } }>(answerSchema('GET', '/api/v2/events', 200));
    expect(feed.properties.events.items).toEqual(componentRef('Event'));

    for (const { method, url } of documentedRoutes()) {
      const op = operation(method, url);
      const body = op.requestBody?.content['application/json']?.schema as { $ref?: string } | undefined;
      if (body) expect(body.$ref, `${method} ${url} request body`).toMatch(/^#\/components\/schemas\//);
      for (const [status, response] of Object.entries(op.responses)) {
        // A resource, or a list of them (the reference data).
        const schema = response.content?.['application/json']?.schema as { $ref?: string; items?: { $ref?: string } };
        if (schema && url.startsWith('/api/')) {
          expect(schema.$ref ?? schema.items?.$ref, `${method} ${url} ${status}`).toMatch(/^#\/components\/schemas\//);
        }
      }
    }
  });
});

describe('declared response headers (issue 22)', () => {
  // HTTP's own framing and representation headers, which every client reads without a declaration.
  const TRANSPORT = new Set([
    'content-type',
    'content-length',
    'content-encoding',
    'transfer-encoding',
    'date',
    'connection',
    'keep-alive',
    'vary',
    'pragma',
  ]);

  /** The headers of a real answer that its operation's response for that status does not declare. */
  function undeclared(method: string, url: string, res: LightMyRequestResponse): string[] {
    const response = operation(method, url).responses[String(res.statusCode)];
    if (!response) return [`${method} ${url}: status ${res.statusCode} is not documented`];
    const declared = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
    return Object.keys(res.headers)
      .filter((h) => !TRANSPORT.has(h) && !declared.has(h))
      .map((h) => `${method} ${url} ${res.statusCode}: ${h}`);
  }

  it('declares every header that real answers carry, on the response that carries it', async () => {
    const found: string[] = [];
    const seen = new Set<string>();
    async function call(method: string, url: string, path = url, payload?: unknown, headers: object = {}) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: path,
        headers: { ...auth.headers, ...headers },
        query: auth.query,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      found.push(...undeclared(method, url, res));
      for (const h of Object.keys(res.headers)) seen.add(h);
      return res;
    }
    const token = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: exampleOf('POST', '/oauth/token'),
      remoteAddress: '198.51.100.9',
    });
    found.push(...undeclared('POST', '/oauth/token', token));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password' },
      remoteAddress: '198.51.100.9',
    });
    expect(refused.statusCode).toBe(400);
    found.push(...undeclared('POST', '/oauth/token', refused));
    found.push(...undeclared('GET', '/.well-known/jwks.json', await t.app.inject({ url: '/.well-known/jwks.json' })));
    const wrongSecret = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from('sandbox-agency:wrong').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials&audience=partner-api-staging',
      remoteAddress: '198.51.100.11',
    });
    expect(wrongSecret.statusCode).toBe(401);
    found.push(...undeclared('POST', '/oauth/token', wrongSecret));
    const noToken = await t.app.inject({ url: '/api/v2/bookings', query: auth.query });
    expect(noToken.statusCode).toBe(401);
    found.push(...undeclared('GET', '/api/v2/bookings', noToken));

    const search = await call('POST', '/api/v2/search/voyages', undefined, exampleOf('POST', '/api/v2/search/voyages'));
    expect(search.statusCode).toBe(200);
    const bad = await call('POST', '/api/v2/search/voyages', undefined, { departurePort: 'Bergen' });
    expect(bad.statusCode).toBe(400);
    const base = `/api/v2/bookings/create/voyage-only/${search.json<{ sessionId: string }>().sessionId}`;
    const route = (suffix = '') => `/api/v2/bookings/create/voyage-only/:sessionId${suffix}`;
    const held = await call('POST', route(), base, exampleOf('POST', route()));
    expect(held.statusCode).toBe(201);
    const key = { 'idempotency-key': `openapi-headers-${Date.now()}` };
    const confirm = await call('POST', route('/confirm'), `${base}/confirm`, exampleOf('POST', route('/confirm')), key);
    expect(confirm.statusCode).toBe(201);
    const replay = await call('POST', route('/confirm'), `${base}/confirm`, exampleOf('POST', route('/confirm')), key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const gone = await call('GET', route(), base);
    expect(gone.statusCode).toBe(404);

    const bookingId = confirm.json<{ bookingId: string }>().bookingId;
    const booking = await call('GET', '/api/v2/bookings/:bookingId', `/api/v2/bookings/${bookingId}`);
    expect(booking.headers.etag).toBe('"1"');
    const paid = await call(
      'POST',
      '/api/v2/bookings/:bookingId/payments',
      `/api/v2/bookings/${bookingId}/payments`,
      exampleOf('POST', '/api/v2/bookings/:bookingId/payments'),
    );
    expect(paid.statusCode).toBe(201);
    await call('GET', '/api/v2/bookings');
    const unknown = await call('GET', '/api/v2/bookings/:bookingId', '/api/v2/bookings/BRNOSUCHONE');
    expect(unknown.statusCode).toBe(404);

    // The walk saw the headers this test is about, so that it cannot pass by seeing none.
    for (const h of ['etag', 'ratelimit-limit', 'x-session-expires-at', 'idempotent-replayed', 'x-correlation-id']) {
      expect(seen, h).toContain(h);
    }
    expect(found).toEqual([]);
  });

  it('declares Retry-After on every 429 and 503, and the ETag on every answer that is the booking', () => {
    for (const { method, url } of documentedRoutes()) {
      const op = operation(method, url);
      for (const [status, response] of Object.entries(op.responses)) {
        if (status === '429' || (status === '503' && url.startsWith('/api/'))) {
          expect(Object.keys(response.headers ?? {}), `${method} ${url} ${status}`).toContain('Retry-After');
        }
        const schema = response.content?.['application/json']?.schema;
        if (Number(status) < 300 && schema?.$ref === componentRef('Booking').$ref) {
          expect(Object.keys(response.headers ?? {}), `${method} ${url} ${status}`).toContain('ETag');
        }
      }
    }
  });
});

describe('Redocly and Swagger UI sign-in (issue 22)', () => {
  it('passes Redocly\u2019s recommended rules with no error and no warning', async () => {
    expect(await redoclyFindings(doc)).toEqual([]);
    expect(doc.info.license?.name).toMatch(/\w/);
  });

  it('lets Swagger UI get a sandbox token itself: client credentials against this service\u2019s /oauth/token', async () => {
    expect(doc.components.securitySchemes.oauth2!.flows!.clientCredentials!.tokenUrl).toBe(
      `${doc.servers![0]!.url}/oauth/token`,
    );
    const init = await t.app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(init.body).toMatch(/initOAuth\(\{"clientId":"sandbox-agency"\}\)/);
    // What Swagger UI's Authorize dialog sends: a form body with grant_type and an empty scope, the client's
    // id and secret as HTTP Basic credentials. It sends no audience: the token endpoint takes the environment's.
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from('sandbox-agency:sandbox-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials&scope=',
      remoteAddress: '198.51.100.10',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer' });
  });
});
