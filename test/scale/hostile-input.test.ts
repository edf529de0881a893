/**
 * Hostile input: a few thousand generated malformed requests (fast-check, fixed seed, bounded runs) to every
 * V1 and V2 operation (after confirm too: list, amendments, the PDF, cancel, the feed): wrong types, missing and extra fields, huge strings and arrays, bad UTF-8, bad JSON, bodies
 * over BODY_LIMIT_BYTES, path traversal and SQL text in path and query parameters, odd ids, far-future and
 * past dates, unicode oddities, content-type mismatches. Each must get a 4xx problem+json (never a 5xx), and
 * the database must be unchanged: the requests go to operations on an existing session and booking, and
 * searches get only invalid bodies.
 *
 * To cover another operation, add an entry to OPERATIONS. Lone surrogates and the portal's posts are sent to
 * every route the app registers (enumerated as it builds), so a new operation or form is covered at once.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { unstorableTextAt } from '../../src/platform/http/validation.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { sandboxAuth, type InjectAuth } from '../support/auth.js';
import { LEAD, v2Client } from '../support/v2.js';
import { ensureSandboxPortalUsers } from '../../src/domain/accounts/sandbox-users.js';
import { AGENT, OPERATOR } from '../portal/support.js';

let t: TestApp;
let auth: InjectAuth;
/** Every route the app registered, as it registered them. */
const routes: RouteOptions[] = [];
/** A session with a held booking, one without, and a confirmed booking's id. */
const ctx = { held: '', empty: '', bookingId: '', quote: '', voyage: '' };

const SEARCH = {
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  departureDateFrom: FIRST_DEPARTURE_DAY,
  guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
};

interface Operation {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path for the given session (or booking) id. */
  path(id: { session: string; booking: string; quote: string }): string;
  /** A schema-valid body (hostile variants are derived from it); none for body-less operations. */
  valid?: Record<string, unknown>;
  /** Required top-level fields, whose removal must be refused. */
  required?: string[];
  /** Extra query parameters the operation needs. */
  query?: Record<string, string>;
  /**
   * Schema-valid bodies that still cannot succeed on this operation's session (hostile strings reaching
   * the service itself): generated from odd strings and ids.
   */
  semantic?: (s: fc.Arbitrary<string>) => fc.Arbitrary<unknown>;
}

const sessionPath =
  (type: string, sub = '') =>
  (id: { session: string }) =>
    `/api/v2/bookings/create/${type}/${id.session}${sub}`;
const weirdDate = fc
  .oneof(
    fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('2000-01-01T00:00:00Z'), noInvalidDate: true }),
    fc.date({ min: new Date('2100-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
  )
  .map((d) => d.toISOString().slice(0, 19));

const OPERATIONS: Operation[] = [
  {
    name: 'search voyages',
    method: 'POST',
    path: () => '/api/v2/search/voyages',
    valid: SEARCH,
    required: ['departurePort', 'arrivalPort', 'departureDateFrom', 'guests'],
  },
  {
    name: 'search packages',
    method: 'POST',
    path: () => '/api/v2/search/packages',
    valid: { packageCode: 'ROUND-12D', departureDateFrom: FIRST_DEPARTURE_DAY, guests: [{ type: 'ADULT' }] },
    required: ['packageCode', 'departureDateFrom', 'guests'],
    // An unknown package code (odd text) is a 400 and opens no session.
    semantic: (s) =>
      s
        .filter(
          (x) =>
            x.length > 0 &&
            x.length <= 64 &&
            !x.startsWith('ROUND') &&
            !x.startsWith('NORTH') &&
            !x.startsWith('SOUTH'),
        )
        .map((packageCode) => ({ packageCode, departureDateFrom: FIRST_DEPARTURE_DAY, guests: [{ type: 'ADULT' }] })),
  },
  {
    name: 'create (held session)',
    method: 'POST',
    path: sessionPath('voyage-only'),
    valid: { departureDate: `${FIRST_DEPARTURE_DAY}T22:30:00`, cabinMix: [{ code: 'O2', guestIds: [1] }] },
    required: ['departureDate', 'cabinMix'],
  },
  {
    name: 'create (empty session)',
    method: 'POST',
    path: (id) => `/api/v2/bookings/create/voyage-only/${id.session === ctx.held ? ctx.empty : id.session}`,
    valid: { departureDate: `${FIRST_DEPARTURE_DAY}T22:30:00`, cabinMix: [{ code: 'O2', guestIds: [1] }] },
    required: ['departureDate', 'cabinMix'],
    // Far-future and past departures, odd grade codes, ids not in the search: 400, nothing held.
    semantic: (s) =>
      fc.record({
        departureDate: weirdDate,
        cabinMix: fc.array(
          fc.record({
            code: s.filter((x) => x.length > 0 && x.length <= 32),
            guestIds: fc.array(fc.integer({ min: 1, max: 2_147_483_647 }), { minLength: 1, maxLength: 9 }),
          }),
          { minLength: 1, maxLength: 9 },
        ),
      }),
  },
  { name: 'read held booking', method: 'GET', path: sessionPath('voyage-only') },
  { name: 'read held booking (wrong type)', method: 'GET', path: sessionPath('package') },
  {
    name: 'list cabin numbers',
    method: 'GET',
    path: sessionPath('voyage-only', '/cabin-numbers'),
    query: { cabinGrade: 'O2' },
  },
  {
    name: 'apply cabin number',
    method: 'POST',
    path: sessionPath('voyage-only', '/cabin-numbers'),
    valid: { cabinId: 1, cabinNumber: '514' },
    required: ['cabinId', 'cabinNumber'],
    // Numbers never listed in this session: 400.
    semantic: (s) =>
      fc.record({
        cabinId: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
        cabinNumber: s.filter((x) => x.length <= 32),
      }),
  },
  ...(['addons', 'excursions', 'supplemental-tours'] as const).flatMap((path): Operation[] => {
    const kind = path === 'supplemental-tours' ? 'supplementalTours' : path;
    const entry = (code: string) => (kind === 'supplementalTours' ? { code } : { code, guestIds: [1] });
    return [
      { name: `list ${path}`, method: 'GET', path: sessionPath('voyage-only', `/${path}`) },
      ...(['POST', 'DELETE'] as const).map((method): Operation => ({
        name: `${method === 'POST' ? 'apply' : 'remove'} ${path}`,
        method,
        path: sessionPath('voyage-only', `/${path}`),
        valid: { [kind]: [entry('DINNER')] },
        required: [kind],
        // Codes that are no item of the catalogue (odd text, SQL, array-literal syntax): 400.
        semantic: (s) =>
          fc
            .array(
              s.filter((x) => x.length > 0 && x.length <= 64),
              { minLength: 1, maxLength: 5 },
            )
            .map((codes) => ({ [kind]: codes.map((code) => entry(code)) })),
      })),
    ];
  }),
  {
    name: 'confirm',
    method: 'POST',
    path: sessionPath('voyage-only', '/confirm'),
    valid: {
      guests: [
        { guestId: 1, ...LEAD },
        { guestId: 2, ...LEAD, isLead: false },
      ],
    },
    required: ['guests'],
    // Odd text everywhere, but always two leads, so never a confirmation: 400.
    semantic: (s) =>
      fc
        .record({
          first: s.filter((x) => x.length > 0 && x.length <= 100),
          last: s.filter((x) => x.length > 0 && x.length <= 100),
          dob: weirdDate,
        })
        .map(({ first, last, dob }) => ({
          guests: [
            { ...LEAD, guestId: 1, firstName: first, lastName: last },
            { ...LEAD, guestId: 2, dateOfBirth: dob.slice(0, 10) },
          ],
          agencyReference: first.slice(0, 64),
        })),
  },
  { name: 'read booking', method: 'GET', path: (id) => `/api/v2/bookings/${id.booking}` },
  // After confirm: the list, amendments, the document, payments, cancellation and the feed, on the confirmed booking.
  {
    name: 'list bookings',
    method: 'GET',
    path: () => '/api/v2/bookings',
    // Odd values in every parameter at once: the status alone refuses them all.
    query: { status: 'CONFIRMED', cursor: 'forged', departureFrom: FIRST_DEPARTURE_DAY },
  },
  {
    name: 'patch guest',
    method: 'PATCH',
    path: (id) => `/api/v2/bookings/${id.booking}/guests/1`,
    valid: { firstName: 'Åse', lastName: 'Ødegård' },
    // Odd names, but the lead giving up the role: always 400.
    semantic: (s) =>
      s.filter((x) => x.length > 0 && x.length <= 100).map((firstName) => ({ firstName, isLead: false })),
  },
  ...(['addons', 'excursions'] as const).flatMap((kind): Operation[] => [
    { name: `list ${kind} (confirmed)`, method: 'GET', path: (id) => `/api/v2/bookings/${id.booking}/${kind}` },
    ...(['POST', 'DELETE'] as const).map((method): Operation => ({
      name: `${method === 'POST' ? 'apply' : 'remove'} ${kind} (confirmed)`,
      method,
      path: (id) => `/api/v2/bookings/${id.booking}/${kind}`,
      valid: { [kind]: [{ code: 'DINNER', guestIds: [1] }] },
      required: [kind],
      semantic: (s) =>
        fc
          .array(
            s.filter((x) => x.length > 0 && x.length <= 64),
            { minLength: 1, maxLength: 5 },
          )
          .map((codes) => ({ [kind]: codes.map((code) => ({ code, guestIds: [1] })) })),
    })),
  ]),
  {
    name: 'list cabin numbers (confirmed)',
    method: 'GET',
    path: (id) => `/api/v2/bookings/${id.booking}/cabin-numbers`,
    query: { cabinGrade: 'O2' },
  },
  {
    name: 'apply cabin number (confirmed)',
    method: 'POST',
    path: (id) => `/api/v2/bookings/${id.booking}/cabin-numbers`,
    valid: { cabinId: 1, cabinNumber: '514' },
    required: ['cabinId', 'cabinNumber'],
    semantic: (s) =>
      fc.record({
        cabinId: fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
        cabinNumber: s.filter((x) => x.length <= 32),
      }),
  },
  {
    name: 'confirmation document',
    method: 'GET',
    path: (id) => `/api/v2/bookings/${id.booking}/documents/confirmation`,
  },
  {
    name: 'cancel',
    method: 'POST',
    path: (id) => `/api/v2/bookings/${id.booking}/cancellations`,
    valid: { cancellationQuoteId: 'cq_00000000000000000000000000000000' },
    required: ['cancellationQuoteId'],
    // Never a quote of this booking: 404, nothing cancelled.
    semantic: (s) =>
      s.filter((x) => x.length > 0 && x.length <= 64).map((cancellationQuoteId) => ({ cancellationQuoteId })),
  },
  { name: 'list payments', method: 'GET', path: (id) => `/api/v2/bookings/${id.booking}/payments` },
  { name: 'export personal data', method: 'GET', path: (id) => `/api/v2/bookings/${id.booking}/personal-data` },
  // The booking has not departed: 409 PERSONAL_DATA_NEEDED, nothing erased.
  { name: 'erase personal data', method: 'POST', path: (id) => `/api/v2/bookings/${id.booking}/personal-data/erasure` },
  {
    name: 'record payment',
    method: 'POST',
    path: (id) => `/api/v2/bookings/${id.booking}/payments`,
    // The booking is in NOK: a payment in another currency is never recorded, whatever its amount.
    valid: { amount: 100, currency: 'SEK', reference: 'INV-1' },
    required: ['amount', 'currency'],
    semantic: (s) =>
      fc.record({
        amount: fc.double({ noNaN: true, noDefaultInfinity: true }),
        currency: fc.constant('SEK'),
        reference: s.filter((x) => x.length > 0 && x.length <= 64),
      }),
  },
  { name: 'event feed', method: 'GET', path: () => '/api/v2/events', query: { after: 'evt_0', limit: '10' } },
  // V1: the quote-based operations (a quote exists; the request bodies and queries are hostile).
  {
    name: 'V1 package search',
    method: 'GET',
    path: (id) => `/api/v1/booking/${id.quote === ctx.quote ? 'ROUND-12D' : id.quote}`,
    query: { Currency: 'NOK', StartDate: FIRST_DEPARTURE_DAY, Adults: '2', Children: '0' },
  },
  { name: 'V1 read quote', method: 'GET', path: (id) => `/api/v1/quote/${id.quote}` },
  {
    name: 'V1 add supplemental package',
    method: 'POST',
    path: (id) => `/api/v1/quote/${id.quote}/supplemental/arrival/BGO-PRE-1N`,
    valid: { passengerIds: ['00000000-0000-4000-8000-000000000001'] },
    required: ['passengerIds'],
  },
  {
    name: 'V1 search extras',
    method: 'GET',
    path: (id) => `/api/v1/quote/${id.quote}/${ctx.voyage}/extras`,
    query: { Addons: 'true', Meals: 'true' },
  },
  ...(['add', 'remove'] as const).map((verb): Operation => ({
    name: `V1 ${verb} extras`,
    method: 'POST',
    path: (id) => `/api/v1/quote/${id.quote}/${ctx.voyage}/extras/${verb}`,
    // An unknown passenger: never a change, even when every other part is valid.
    valid: {
      meals: [{ id: '00000000-0000-4000-8000-000000000002', passengerIds: ['00000000-0000-4000-8000-000000000001'] }],
    },
  })),
];

/** Strings that have hurt services: SQL, traversal, array-literal and JSON syntax, unicode oddities, NUL. */
const NASTY = [
  "' or 1=1 --",
  "'; drop table sessions; --",
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  'a\u0000b',
  '{1,2}',
  '"}',
  '},{',
  '\\',
  '${7*7}',
  '<script>alert(1)</script>',
  '\u202e\u0041\u0042',
  '\ud83d\ude00\u200d\ud83d\udc69',
  '\ufeff',
  '\ud800',
  'Ω≈ç√∫˜µ≤≥÷',
  '٠١٢٣',
  'NaN',
  '-1',
  '99999999999999999999999999',
  '1e309',
  '0x7fffffff',
  ' ',
  'null',
];
const oddString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.constantFrom(...NASTY), fc.string({ maxLength: 8 })).map(([a, b]) => a + b),
);
/** Percent-encoded; a lone surrogate (not encodable) becomes its raw bytes, as a broken client would send them. */
function encodePathSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}
const oddId = fc.oneof(
  oddString.filter((s) => s.length > 0).map(encodePathSegment),
  fc.constantFrom(
    '-1',
    '0',
    '1.5',
    '1e400',
    '99999999999999999999',
    '00000000-0000-0000-0000-000000000000',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    'x'.repeat(200),
    '%00',
  ),
  fc.uuid(),
);

interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  query: Record<string, string | string[]>;
  payload?: string | Buffer;
  what: string;
}

const ONE_MB = 'x'.repeat(1024 * 1024);
/** JSON values nested 7,000 levels deep: arrays, objects, and both mixed. */
const DEPTH = 7000;
const DEEP = [
  `${'['.repeat(DEPTH)}1${']'.repeat(DEPTH)}`,
  `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
  `${'[{"a":'.repeat(DEPTH / 2)}"\u0000"${'}]'.repeat(DEPTH / 2)}`,
];

function bodyAttacks(op: Operation): fc.Arbitrary<{ payload: string | Buffer; contentType: string; what: string }> {
  const valid = op.valid ?? {};
  const json = (value: unknown, what: string) => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
    what,
  });
  const keys = Object.keys(valid);
  const attacks: fc.Arbitrary<{ payload: string | Buffer; contentType: string; what: string }>[] = [
    // An unknown field: every body schema refuses it.
    fc
      .tuple(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }))
      .map(([k, v]) => json({ ...valid, [`x-${k}`]: v }, 'extra field')),
    // Not an object at all.
    fc
      .oneof(
        fc.integer(),
        fc.double(),
        fc.string(),
        fc.constant(null),
        fc.boolean(),
        fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
      )
      .map((v) => json(v, 'not an object')),
    // Bad JSON text.
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,2',
        '{"a":1}}',
        "{'a':1}",
        '{"a":undefined}',
        'NaN',
        '\u0000',
        '{"a":1,}',
        '{"__proto__":{"x":1}',
        '',
      )
      .map((text) => ({ payload: text, contentType: 'application/json', what: 'bad JSON' })),
    // Bad UTF-8 bytes inside a string (plus an unknown field, so the body is refused whatever the decoding).
    fc.uint8Array({ minLength: 1, maxLength: 16 }).map((bytes) => ({
      payload: Buffer.concat([
        Buffer.from(`${JSON.stringify(valid).slice(0, -1)}${keys.length ? ',' : ''}"x-bytes":"`),
        Buffer.from([0xff, 0xfe, 0xc3, ...bytes].filter((b) => b !== 0x22 && b !== 0x5c)),
        Buffer.from('"}'),
      ]),
      contentType: 'application/json',
      what: 'bad UTF-8',
    })),
    // Nested thousands of levels deep (a few KiB, under the body limit): refused before anything walks it.
    fc.tuple(fc.constantFrom(...(keys.length ? keys : ['x'])), fc.constantFrom(...DEEP)).map(([k, deep]) => ({
      payload: `${JSON.stringify({ ...valid, [k]: null }).replace(/null}$/, `${deep}}`)}`,
      contentType: 'application/json',
      what: 'deep nesting',
    })),
    // Larger than BODY_LIMIT_BYTES: 413.
    fc.constantFrom(...(keys.length ? keys : ['x'])).map((k) => json({ ...valid, [k]: ONE_MB }, 'huge string')),
    fc.constant(json({ ...valid, [keys[0] ?? 'x']: Array.from({ length: 200_000 }, (_, i) => i) }, 'huge array')),
    // Content-type mismatches.
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
      )
      .map((contentType) => ({
        payload: contentType.startsWith('application/json') ? 'a=1' : JSON.stringify(valid).replace('{', '{"x-ct":1,'),
        contentType,
        what: `content-type ${contentType}`,
      })),
  ];
  // A required field missing, or of a type no field accepts (an object where a scalar or a list belongs).
  if (op.required?.length) {
    attacks.push(
      fc
        .constantFrom(...op.required)
        .map((k) => json(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k)), `missing ${k}`)),
    );
    attacks.push(
      fc
        .tuple(
          fc.constantFrom(...op.required),
          fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
        )
        .map(([k, v]) => json({ ...valid, [k]: v }, `wrong type of ${k}`)),
    );
  }
  if (op.semantic) attacks.push(op.semantic(oddString).map((body) => json(body, 'odd values')));
  return fc.oneof(...attacks);
}

function hostileRequests(op: Operation): fc.Arbitrary<HostileRequest> {
  const base = (
    payload: { payload?: string | Buffer; contentType?: string; what: string },
    path = op.path({ session: ctx.held, booking: ctx.bookingId, quote: ctx.quote }),
    query: Record<string, string | string[]> = {},
  ) => ({
    method: op.method,
    url: path,
    headers: { ...auth.headers, ...(payload.contentType ? { 'content-type': payload.contentType } : {}) },
    query: { ...auth.query, ...op.query, ...query },
    ...(payload.payload !== undefined ? { payload: payload.payload } : {}),
    what: payload.what,
  });
  const validBody = op.valid ? { payload: JSON.stringify(op.valid), contentType: 'application/json' } : {};
  const probe = { session: 'probe-id', booking: 'probe-id', quote: 'probe-id' };
  const hasPathId = op.path(probe).includes('probe-id');
  const arbitraries: fc.Arbitrary<HostileRequest>[] = [
    // Odd user_key (403, or 400 when empty or repeated): refused before anything else, whatever the rest.
    fc
      .oneof(
        oddString.filter((k) => k !== auth.query.user_key),
        fc.constant<string[]>(['sandbox-user-key', 'sandbox-user-key']),
        fc.constant(''),
      )
      .map((key) =>
        base({ ...validBody, what: `user_key ${JSON.stringify(key).slice(0, 40)}` }, undefined, { user_key: key }),
      ),
  ];
  // Odd path parameters (with an otherwise valid request): never a session or booking of this agency.
  if (hasPathId)
    arbitraries.push(
      oddId.map((id) =>
        base({ ...validBody, what: `path id ${id}` }, op.path({ session: id, booking: id, quote: id })),
      ),
    );
  // Odd values of the operation's own query parameters.
  if (op.query) {
    arbitraries.push(
      oddString.map((v) =>
        base(
          { what: `query ${JSON.stringify(v)}` },
          undefined,
          Object.fromEntries(Object.keys(op.query!).map((k) => [k, v])),
        ),
      ),
    );
  }
  if (op.valid) arbitraries.push(bodyAttacks(op).map((p) => base(p)));
  return fc.oneof(...arbitraries);
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.tdb.database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    // The agency's request log records every call, refused ones first of all (portal.md "Request log"):
    // a record of the call, not a change the call made.
    if (name === 'api_request_log') continue;
    // Likewise the record of who exported a booking's personal data (an accepted export is a read).
    if (name === 'personal_data_audit') continue;
    const [row] = await queryRows<{ n: number }>(
      t.tdb.database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row!.n;
  }
  // The session rows' content too: a hostile request must not touch the held session either.
  const [digest] = await queryRows<{ d: string }>(
    t.tdb.database.db,
    sql`select md5(string_agg(s::text, ',' order by s.id)) as d from sessions s`,
  );
  const [allocations] = await queryRows<{ d: string }>(
    t.tdb.database.db,
    sql`select md5(string_agg(a::text, ',' order by a.id)) as d from cabin_allocations a`,
  );
  const [docs] = await queryRows<{ d: string }>(
    t.tdb.database.db,
    sql`select md5(string_agg(b.document::text, ',' order by b.id)) as d from bookings b`,
  );
  return { ...counts, [`sessions ${digest!.d}`]: 0, [`allocations ${allocations!.d}`]: 0, [`documents ${docs!.d}`]: 0 };
}

/** A lone surrogate: half of a UTF-16 pair, which JSON can carry (`"\ud800"`) and PostgreSQL's jsonb cannot store. */
const LONE_SURROGATE = '\ud800';
type Path = (string | number)[];
interface SchemaNode {
  type?: string;
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  examples?: unknown[];
}

/** Every path to a string of a body schema: object properties, an array's first item, each branch of a union. */
function stringPaths(schema: SchemaNode | undefined, at: Path = []): Path[] {
  if (!schema || at.length > 8) return [];
  const found: Path[] = [];
  if (schema.type === 'string' || typeof schema.const === 'string') found.push(at);
  for (const [key, child] of Object.entries(schema.properties ?? {})) found.push(...stringPaths(child, [...at, key]));
  if (schema.items) found.push(...stringPaths(schema.items, [...at, 0]));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...stringPaths(branch, at));
  return [...new Map(found.map((p) => [JSON.stringify(p), p])).values()];
}

/** `value` placed at `path` of a copy of `base`, making the objects and arrays on the way. */
function withValueAt(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const record = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as object) } : {};
  (record as Record<string, unknown>)[head!] = withValueAt((record as Record<string, unknown>)[head!], rest, value);
  return record;
}

/** `['guests', 0, 'firstName']` -> `guests[0].firstName`, as validation errors name fields. */
const fieldName = (path: Path) =>
  path.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${p}` : p), '');

/** A route's URL with its parameters filled with this file's own session, booking and quote. */
function filledPath(url: string): string {
  const values: Record<string, string> = {
    bookingId: ctx.bookingId,
    sessionId: ctx.held,
    guestId: '1',
    quoteId: ctx.quote,
    voyageId: ctx.voyage,
    packageType: 'arrival',
    packageCode: 'BGO-PRE-1N',
    clientId: 'sandbox-agency',
    code: t.catalog.sailings[0]!.code,
  };
  return url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '00000000-0000-4000-8000-000000000000');
}

const methodsOf = (route: RouteOptions) => [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'GET');

/** A portal visitor over app.inject: its cookies kept, signed in as `who` when given. */
async function portalVisitor(who?: { email: string; password: string }) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = <R extends { headers: Record<string, unknown> }>(res: R) => {
    for (const line of [res.headers['set-cookie'] ?? []].flat() as string[]) {
      const [pair] = line.split(';');
      jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
    }
    return res;
  };
  const form = keep(await t.app.inject({ url: '/portal' }));
  const csrf = /name="_csrf" value="([^"]+)"/.exec(form.body)![1]!;
  if (who) {
    const signedIn = keep(
      await t.app.inject({
        method: 'POST',
        url: '/portal/sign-in',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _csrf: csrf, ...who }).toString(),
      }),
    );
    expect(signedIn.statusCode, signedIn.body.slice(0, 200)).toBe(303);
  }
  return { cookie, csrf };
}

/** multipart/form-data bodies no parser can read: no boundary, an empty one, a body cut short, not multipart at all. */
const UNREADABLE_MULTIPART: { contentType: string; payload: string }[] = [
  { contentType: 'multipart/form-data', payload: '_csrf=x&a=b' },
  { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
  {
    contentType: 'multipart/form-data; boundary=xyz',
    payload: '--xyz\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\nabc\r\n',
  },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '{"a":1}' },
];

beforeAll(async () => {
  // V1's rate limit would answer 429 before the requests reach validation: lifted for this test.
  t = await createTestApp({
    env: { V1_RATE_LIMIT_MAX: '1000000', V2_RATE_LIMIT_MAX: '1000000' },
    onRoute: (route) => routes.push(route),
  });
  auth = await sandboxAuth(t.app);
  await ensureSandboxPortalUsers(t.tdb.database.db);
  const v2 = await v2Client(t.app);
  const search = async () =>
    (await v2.searchVoyages(SEARCH)).json() as { sessionId: string; results: { departureDate: string }[] };
  const held = await search();
  expect(
    (
      await v2.create('voyage-only', held.sessionId, {
        departureDate: held.results[0]!.departureDate,
        cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
      })
    ).statusCode,
  ).toBe(201);
  const toConfirm = await search();
  expect(
    (
      await v2.create('voyage-only', toConfirm.sessionId, {
        departureDate: toConfirm.results[0]!.departureDate,
        cabinMix: [{ code: 'I2', guestIds: [1, 2] }],
      })
    ).statusCode,
  ).toBe(201);
  const confirmed = await v2.sub('POST', 'voyage-only', toConfirm.sessionId, 'confirm', {
    guests: [
      { guestId: 1, ...LEAD },
      { guestId: 2, ...LEAD, isLead: false, firstName: 'Ola' },
    ],
  });
  expect(confirmed.statusCode).toBe(201);
  ctx.held = held.sessionId;
  ctx.empty = (await search()).sessionId;
  ctx.bookingId = confirmed.json().bookingId as string;
  const quote = await t.app.inject({
    method: 'GET',
    url: '/api/v1/booking/ROUND-12D',
    headers: auth.headers,
    query: { ...auth.query, Currency: 'NOK', StartDate: FIRST_DEPARTURE_DAY, Adults: '2' },
  });
  expect(quote.statusCode, quote.body).toBe(200);
  ctx.quote = quote.json().quoteId as string;
  ctx.voyage = quote.json().departure.id as string;
});

afterAll(async () => t?.close());

describe('hostile input', () => {
  it('a body nested 7,000 levels deep is a 400 problem+json on every operation that takes a body', async () => {
    const before = await tableCounts();
    for (const op of OPERATIONS.filter((o) => o.valid)) {
      const path = op.path({ session: ctx.held, booking: ctx.bookingId, quote: ctx.quote });
      for (const deep of DEEP) {
        for (const payload of [deep, `${JSON.stringify(op.valid).slice(0, -1)},"x":${deep}}`]) {
          const res = await t.app.inject({
            method: op.method,
            url: path,
            headers: { ...auth.headers, 'content-type': 'application/json' },
            query: { ...auth.query, ...op.query },
            payload,
          });
          expect(res.statusCode, `${op.name}: ${res.body.slice(0, 200)}`).toBe(400);
          expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(res.json()).toMatchObject({ code: 'BODY_TOO_DEEP', status: 400 });
        }
      }
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('the NUL-character check walks any depth without recursion', () => {
    let deep: unknown = { name: 'a\u0000b' };
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { a: deep };
    const at = unstorableTextAt(deep)?.field ?? '';
    expect(at.startsWith('[0].a[0].a')).toBe(true);
    expect(at.endsWith('[0].a.name')).toBe(true);
  });

  it('every malformed request to every V1 and V2 operation gets a 4xx problem+json and changes nothing', async () => {
    const before = await tableCounts();
    let sent = 0;
    const failures: string[] = [];
    for (const [i, op] of OPERATIONS.entries()) {
      await fc.assert(
        fc.asyncProperty(hostileRequests(op), async (req) => {
          const res = await t.app.inject({
            method: req.method as never,
            url: req.url,
            headers: req.headers,
            query: req.query,
            ...(req.payload !== undefined ? { payload: req.payload } : {}),
          });
          sent++;
          const ok =
            res.statusCode >= 400 &&
            res.statusCode < 500 &&
            String(res.headers['content-type']).startsWith('application/problem+json');
          if (!ok && failures.length < 20)
            failures.push(
              `${op.name} [${req.what}] ${req.method} ${req.url.slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          return true;
        }),
        { seed: 20_261_122 + i, numRuns: 130, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    expect(await tableCounts()).toEqual(before);
    // Some 4,000 requests, the PDF route among them: more than the default 30 s on a loaded machine.
  }, 300_000);

  it('a lone surrogate in any string field of any API write operation is a 400 naming the field, and changes nothing', async () => {
    const before = await tableCounts();
    const writes = routes.filter((r) => methodsOf(r).length > 0 && r.schema?.body);
    expect(writes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const sent: string[] = [];
    for (const route of writes) {
      const schema = route.schema!.body as SchemaNode;
      const example = schema.examples?.[0] ?? {};
      for (const path of stringPaths(schema)) {
        for (const method of methodsOf(route)) {
          const res = await t.app.inject({
            method: method as never,
            url: filledPath(route.url!),
            headers: { ...auth.headers, 'content-type': 'application/json' },
            query: auth.query,
            payload: JSON.stringify(withValueAt(example, path, `Ola${LONE_SURROGATE}`)),
          });
          const field = fieldName(path);
          sent.push(`${method} ${route.url} ${field}`);
          const named = route.url!.startsWith('/api/')
            ? res.headers['content-type']?.toString().startsWith('application/problem+json') &&
              res.json().code === 'INVALID_CHARACTER' &&
              Object.keys(res.json().errors ?? {}).join() === field
            : true;
          if (res.statusCode !== 400 || !named)
            failures.push(`${method} ${route.url} ${field} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent.length).toBeGreaterThan(80);
    // The guest amendment among them (each was a 500 that logged every guest's details), and confirm.
    const guest = 'PATCH /api/v2/bookings/:bookingId/guests/:guestId';
    for (const field of [
      'firstName',
      'lastName',
      'address.street',
      'address.postalCode',
      'address.city',
      'address.countryCode',
    ])
      expect(sent).toContain(`${guest} ${field}`);
    expect(sent).toContain('POST /api/v2/bookings/create/voyage-only/:sessionId/confirm guests[0].email');
    expect(await tableCounts()).toEqual(before);
  });

  it('undecodable text in any query parameter of any API operation is never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.url!.startsWith('/api/') && r.schema?.querystring)) {
      const names = Object.keys((route.schema!.querystring as SchemaNode).properties ?? {}).filter(
        (n) => n !== 'user_key',
      );
      for (const name of names) {
        for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
          const res = await t.app.inject({
            method: method as never,
            url: `${filledPath(route.url!)}?user_key=${auth.query.user_key}&${name}=Ola%ED%A0%80%F0%9F`,
            headers: auth.headers,
          });
          if (res.statusCode >= 500) failures.push(`${method} ${route.url} ${name} -> ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every portal post sent as multipart/form-data the server cannot read is a 4xx page, signed in or not', async () => {
    const posts = routes.filter((r) => r.url!.startsWith('/portal') && methodsOf(r).includes('POST'));
    expect(posts.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const who of [undefined, AGENT, OPERATOR]) {
      const visitor = await portalVisitor(who);
      for (const route of posts) {
        for (const body of UNREADABLE_MULTIPART) {
          const res = await t.app.inject({
            method: 'POST',
            url: filledPath(route.url!),
            headers: { cookie: visitor.cookie(), 'content-type': body.contentType },
            payload: body.payload,
          });
          if (
            res.statusCode < 400 ||
            res.statusCode >= 500 ||
            !String(res.headers['content-type']).startsWith('text/html')
          )
            failures.push(`${who?.email ?? 'visitor'} ${route.url} [${body.contentType}] -> ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every portal page given odd values in the query parameters the pages read is never a 5xx', async () => {
    const pages = routes.filter((r) => r.url!.startsWith('/portal') && [r.method].flat().includes('GET'));
    const names = ['month', 'ship', 'leg', 'bookingId', 'agencyReference', 'guestName', 'departureFrom', 'departureTo'];
    names.push('status', 'cursor', 'agency', 'errors', 'page', 'next');
    const values = ["' or 1=1 --", '../../etc/passwd', '{1,2}', '\u0000', '\ud800', '\u202eAB', '9999-12-31'];
    values.push('9999-12', '0000-01-01', '2027-02-30', '99999999999', '-1', 'x'.repeat(5000));
    const failures: string[] = [];
    for (const who of [AGENT, OPERATOR]) {
      const visitor = await portalVisitor(who);
      for (const route of pages) {
        for (const value of values) {
          const query = names.map((n) => `${n}=${encodePathSegment(value)}`).join('&');
          const res = await t.app.inject({
            url: `${filledPath(route.url!)}?${query}`,
            headers: { cookie: visitor.cookie() },
          });
          if (res.statusCode >= 500)
            failures.push(`${who.email} ${route.url} ${JSON.stringify(value).slice(0, 30)} -> ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("the operator's sailings calendar refuses a month outside its range with 400, and shows its edges", async () => {
    const operator = await portalVisitor(OPERATOR);
    const get = (month: string) =>
      t.app.inject({ url: `/portal/sailings?month=${month}`, headers: { cookie: operator.cookie() } });
    for (const month of ['9999-12', '0000-01', '0001-01', '1999-12', '2100-01', '10000-01', '2027-13', '-2027-01']) {
      const res = await get(month);
      expect(res.statusCode, month).toBe(400);
      expect(res.body).toContain('must be a month from 2000-01 to 2099-12');
    }
    const first = await get('2000-01');
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('rel="prev"');
    expect(first.body).toContain('February 2000');
    const last = await get('2099-12');
    expect(last.statusCode).toBe(200);
    expect(last.body).not.toContain('rel="next"');
    expect(last.body).toContain('November 2099');
  });
});
