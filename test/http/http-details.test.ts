/**
 * Issue 22, "HTTP details": 405 with Allow for a known path and a wrong method, 415 for any body that is not
 * JSON where JSON is expected, unknown query parameters and unknown body fields refused with 400 naming them,
 * on every partner operation (enumerated from the OpenAPI document).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { sandboxAuth, sandboxCredentials, type InjectAuth } from '../support/auth.js';

let t: TestApp;
let auth: InjectAuth;
beforeAll(async () => {
  t = await createTestApp();
  auth = await sandboxAuth(t.app);
});
afterAll(() => t.close());

interface Operation {
  method: string;
  path: string;
  /** The path with every parameter filled with a value its schema admits. */
  url: string;
  hasJsonBody: boolean;
}

type Param = { in: string; name: string; schema?: { type?: string; format?: string; enum?: unknown[] } };

function sampleOf(schema: Param['schema']): string {
  if (schema?.enum) return String(schema.enum[0]);
  if (schema?.format === 'uuid') return randomUUID();
  if (schema?.type === 'integer' || schema?.type === 'number') return '1';
  return 'X1';
}

async function partnerOperations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content: Record<string, unknown> } }>>;
  };
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(item)) {
      let url = path;
      for (const p of op.parameters ?? []) if (p.in === 'path') url = url.replace(`{${p.name}}`, sampleOf(p.schema));
      out.push({ method: method.toUpperCase(), path, url, hasJsonBody: !!op.requestBody?.content['application/json'] });
    }
  }
  return out;
}

describe('405 Method Not Allowed', () => {
  it('a known path with a wrong method answers 405 problem+json with Allow', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/bookings/BRT-1?user_key=${auth.query.user_key}`,
      headers: auth.headers,
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED', title: 'Method Not Allowed' });
  });

  it('names every method of a path with several', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/bookings/create/voyage-only/${randomUUID()}/addons`,
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow!.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'POST']);
  });

  it('an unknown path is still 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('415 for a body that is not JSON', () => {
  const url = () => `/api/v2/search/voyages?user_key=${auth.query.user_key}`;
  it.each([
    ['text/plain', '{"departurePort":"BGO"}'],
    ['application/x-www-form-urlencoded', 'departurePort=BGO'],
    ['application/xml', '<search/>'],
  ])('%s answers 415', async (type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...auth.headers, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('the token endpoint still takes a form body', async () => {
    const c = sandboxCredentials(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: c.clientId,
        client_secret: c.clientSecret,
        audience: t.config.auth.audience,
      }).toString(),
      remoteAddress: '198.18.200.1',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('unknown query parameters', () => {
  it('are refused with 400 naming each, documented ones and user_key aside', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/bookings/create/voyage-only/00000000-0000-4000-8000-000000000000/cabin-numbers',
      headers: auth.headers,
      query: { ...auth.query, cabinGrade: 'O2', cabingrade: 'O2', page: '2' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['cabingrade', 'page']);
    expect(body.errors.cabingrade[0]).toMatch(
      /^is not a query parameter of this operation \(it takes user_key, cabinGrade/,
    );
  });

  it('documented parameters alone pass the check, one more is named (V1 package search)', async () => {
    const party = { Adults: '2', Currency: 'NOK', StartDate: FIRST_DEPARTURE_DAY };
    const search = (query: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/booking/ROUND-12D',
        headers: auth.headers,
        query: { ...auth.query, ...query },
      });
    expect((await search(party)).statusCode).toBe(200);
    const res = await search({ ...party, Adultz: '2' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['Adultz']);
  });

  it('every V1 and V2 operation refuses one', async () => {
    const missed: string[] = [];
    const operations = await partnerOperations();
    expect(operations.length).toBeGreaterThan(40);
    for (const op of operations) {
      const res = await t.app.inject({
        method: op.method as never,
        url: op.url,
        headers: auth.headers,
        query: { ...auth.query, zzUnknownParam: '1' },
      });
      if (res.statusCode !== 400 || !res.json().errors?.zzUnknownParam)
        missed.push(`${op.method} ${op.path}: ${res.statusCode}`);
    }
    expect(missed).toEqual([]);
  });
});

describe('unknown body fields', () => {
  it('every V1 and V2 operation with a JSON body refuses one, naming it', async () => {
    const missed: string[] = [];
    const operations = (await partnerOperations()).filter((op) => op.hasJsonBody);
    expect(operations.length).toBeGreaterThan(15);
    for (const op of operations) {
      const res = await t.app.inject({
        method: op.method as never,
        url: op.url,
        headers: auth.headers,
        query: auth.query,
        payload: { zzUnknownField: 1 },
      });
      const errors = res.statusCode === 400 ? (res.json().errors as Record<string, string[]> | undefined) : undefined;
      if (!errors?.zzUnknownField?.includes('is not a known field'))
        missed.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(missed).toEqual([]);
  });
});

describe("names of Object.prototype's members as a request's keys (issue 31)", () => {
  // Each once indexed a plain object of field errors: `errors.constructor` is a function, and `??= []` kept it (500).
  const NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];
  const problemOf = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => ({
    status: res.statusCode,
    type: String(res.headers['content-type']).split(';')[0],
    errors: res.statusCode === 400 ? Object.keys(JSON.parse(res.body).errors ?? {}) : res.body.slice(0, 200),
  });

  it('as a query parameter: 400 problem+json naming it, on a V1 and a V2 route', async () => {
    const routes = ['/api/v2/refdata/ports', `/api/v1/booking/ROUND-12D`];
    for (const route of routes) {
      for (const name of NAMES) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${route}?user_key=${encodeURIComponent(auth.query.user_key)}&${name}=x`,
          headers: auth.headers,
        });
        expect(problemOf(res), `${route} ?${name}=x`).toEqual({
          status: 400,
          type: 'application/problem+json',
          errors: [name],
        });
      }
    }
  });

  it('as a body field: 400 problem+json naming it', async () => {
    for (const name of NAMES.filter((n) => n !== '__proto__')) {
      // (A __proto__ key is refused by the JSON parser itself, 400 without a field.)
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/webhooks',
        headers: { ...auth.headers, 'content-type': 'application/json' },
        query: auth.query,
        payload: `{"url":"https://hooks.example/berth","events":["booking.confirmed"],"${name}":1}`,
      });
      expect(problemOf(res), name).toEqual({ status: 400, type: 'application/problem+json', errors: [name] });
    }
  });
});
