/**
 * Issue 22, "Errors a developer can act on": one message per broken field, naming the allowed values of a
 * union or saying a pattern's format in words with an example, never as a regular expression.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import { MAX_SCHEMA_ERRORS, messageFor } from '../../src/platform/http/validation.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sandboxAuth } from '../support/auth.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let v2: V2Client;
beforeAll(async () => {
  t = await createTestApp();
  v2 = await v2Client(t.app);
});
afterAll(() => t.close());

const search = {
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  departureDateFrom: '2027-01-10',
  departureDateTo: '2027-01-12',
};

describe('validation messages', () => {
  it('a union of literals answers one message naming the allowed values', async () => {
    const res = await v2.searchVoyages({ ...search, guests: [{ type: 'adult' }] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual({ 'guests[0].type': ['must be one of ADULT, CHILD, INFANT, SENIOR'] });
    expect(body.detail).toBe('guests[0].type must be one of ADULT, CHILD, INFANT, SENIOR.');
  });

  it('a body of thousands of bad items answers the first MAX_SCHEMA_ERRORS fields, each union summarized alone', async () => {
    // 5,000 guests of a wrong type in 50 KB: before the cap, 5,000 fields in the answer, and each item's union
    // was matched against every other item's errors (a review measured 21 s of CPU for 2,000 items).
    const many = Array.from({ length: 5_000 }, () => ({ type: 1 }));
    const auth = await sandboxAuth(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/search/voyages',
      headers: { ...auth.headers, 'content-type': 'application/json' },
      query: auth.query,
      payload: JSON.stringify({ ...search, guests: many }),
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).length).toBeGreaterThan(1);
    expect(Object.keys(errors).length).toBeLessThanOrEqual(MAX_SCHEMA_ERRORS);
    // One item's union is not summarized with the others' branches: one message per item.
    expect(errors['guests[0].type']).toEqual(['must be one of ADULT, CHILD, INFANT, SENIOR']);
  });

  it('a value of the wrong type in a union of literals gets the same one message', async () => {
    const res = await v2.searchVoyages({ ...search, guests: [{ type: 5 }] });
    expect(res.json().errors).toEqual({ 'guests[0].type': ['must be one of ADULT, CHILD, INFANT, SENIOR'] });
  });

  it('a pattern failure says the format in words with an example', async () => {
    const session = (await v2.searchVoyages({ ...search, guests: [{ type: 'ADULT' }] })).json().sessionId as string;
    const res = await v2.create('voyage-only', session, {
      departureDate: '2027-01-10T22:30:00Z',
      cabinMix: [{ code: 'O2', guestIds: [1] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      departureDate: ['must be a local date-time without a zone, such as 2027-01-10T22:30:00'],
    });
  });

  it('a port code and a date in words', async () => {
    const res = await v2.searchVoyages({
      ...search,
      departurePort: 'bgo',
      departureDateFrom: '0000-01-10',
      guests: [{ type: 'ADULT' }],
    });
    expect(res.json().errors).toEqual({
      departurePort: ['must be a port code of three upper-case letters, such as BGO'],
      departureDateFrom: ['must be a date as YYYY-MM-DD in the years 1900 to 2199, such as 2027-01-10'],
    });
  });
});

type Schema = Record<string, unknown>;

/** Every schema node under `schema` (properties, items, unions), with its JSON path; $refs to components followed. */
function* schemaNodes(
  schema: unknown,
  at: string,
  components: Record<string, Schema>,
  seen = new Set<unknown>(),
): Generator<[Schema, string]> {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as Schema;
  if (typeof node.$ref === 'string') {
    const name = node.$ref.replace('#/components/schemas/', '');
    yield* schemaNodes(components[name], at, components, seen);
    return;
  }
  yield [node, at];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' || key === 'patternProperties') {
      for (const [name, child] of Object.entries(value as Schema))
        yield* schemaNodes(child, `${at}.${name}`, components, seen);
    } else if (key === 'items' || key === 'additionalProperties' || key === 'not') {
      yield* schemaNodes(value, `${at}[]`, components, seen);
    } else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') {
      for (const child of value as unknown[]) yield* schemaNodes(child, at, components, seen);
    }
  }
}

describe('every pattern and format of every request has words', () => {
  it('no body, query or path schema of the document would answer with a raw regular expression', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; schema: unknown }[];
            requestBody?: { content: Record<string, { schema: unknown }> };
          }
        >
      >;
      components?: { schemas?: Record<string, Schema> };
    };
    const components = doc.components?.schemas ?? {};
    const raw: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const roots: [unknown, string][] = [
          ...(op.parameters ?? []).map((p): [unknown, string] => [p.schema, p.name]),
          ...Object.values(op.requestBody?.content ?? {}).map((c): [unknown, string] => [c.schema, 'body']),
        ];
        for (const [root, name] of roots) {
          for (const [node, at] of schemaNodes(root, name, components)) {
            const where = `${method.toUpperCase()} ${path} ${at}`;
            // What the validator would answer for this node's pattern and format (the real message function).
            for (const keyword of ['pattern', 'format'] as const) {
              const rule = node[keyword];
              if (typeof rule !== 'string') continue;
              checked++;
              const error = { keyword, params: { [keyword]: rule }, parentSchema: node };
              const message = messageFor(error as unknown as ErrorObject);
              const rawMessage =
                keyword === 'pattern'
                  ? message.includes(rule) || message.startsWith('must match')
                  : message === `must be a valid ${rule}`;
              if (rawMessage) raw.push(`${where}: ${message}`);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(raw).toEqual([]);
  });
});
