/**
 * GET /api/v2/availability (commerce.md, "Availability without a session, and watches") on the demo catalogue:
 * search's grades and fares for each departure of the window, no session written, exact as of the request (a hold
 * taken and a hold expired both change the answer), the ETag and 304, and bad input named by field.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, FIRST_DEPARTURE_DAY, TEST_NOW, type TestApp } from '../support/app.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp({ env: { V2_RATE_LIMIT_MAX: '0' } });
  api = await v2Client(t.app, 1);
});
afterAll(async () => t?.close());

const WINDOW = { departurePort: 'BGO', arrivalPort: 'TOS', from: FIRST_DEPARTURE_DAY, to: '2027-01-12' };
const availability = (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  api.call('GET', '/availability', undefined, headers, { ...WINDOW, ...query });

const sessionCount = async () => {
  const [row] = await queryRows<{ n: number }>(t.tdb.database.db, sql`select count(*)::int as n from sessions`);
  return row!.n;
};

type Grade = { code: string; availableCabins: number };
const o2Of = (body: { departures: { cabinGrades: Grade[] }[] }) =>
  body.departures[0]!.cabinGrades.find((g) => g.code === 'O2')!;

describe('GET /api/v2/availability', () => {
  it("answers search's departures and grades for the party, default ADULT,ADULT, without opening a session", async () => {
    t.clock.set(TEST_NOW);
    const before = await sessionCount();
    const res = await availability();
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionCount()).toBe(before);
    const body = res.json();
    expect(body).toMatchObject({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      currency: 'NOK',
      generatedAt: TEST_NOW.replace('Z', '.000Z'),
    });
    expect(body.guests).toEqual([
      { guestId: 1, type: 'ADULT' },
      { guestId: 2, type: 'ADULT' },
    ]);

    const search = await api.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: WINDOW.from,
      departureDateTo: WINDOW.to,
      guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
    });
    expect(search.statusCode).toBe(200);
    const results = search.json().results as Record<string, unknown>[];
    expect(body.departures.length).toBeGreaterThan(0);
    expect(body.departures).toEqual(
      results.map(({ vehiclesAvailable: _v, packageCode: _p, packageName: _n, ...departure }) => departure),
    );
  });

  it('prices the party asked for, as search prices it', async () => {
    const res = await availability({ guests: 'ADULT,CHILD,INFANT', to: WINDOW.from });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.guests.map((g: { type: string }) => g.type)).toEqual(['ADULT', 'CHILD', 'INFANT']);
    const search = await api.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: WINDOW.from,
      guests: [{ type: 'ADULT' }, { type: 'CHILD' }, { type: 'INFANT' }],
    });
    expect(body.departures.map((d: { cabinGrades: unknown }) => d.cabinGrades)).toEqual(
      search.json().results.map((r: { cabinGrades: unknown }) => r.cabinGrades),
    );
  });

  it('gives an ETag; If-None-Match with it answers 304 while nothing changed, 200 with a new one after a hold', async () => {
    t.clock.set(TEST_NOW);
    const first = await availability();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await availability({}, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await availability({}, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await availability({}, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // A hold of an O2 cabin on the first departure: the next answer shows one cabin fewer.
    const freeBefore = o2Of(first.json()).availableCabins;
    const search = await api.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: WINDOW.from,
      guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
    });
    const s = search.json();
    const held = await api.create('voyage-only', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    expect(held.statusCode, held.body).toBe(201);
    const afterHold = await availability({}, { 'if-none-match': etag });
    expect(afterHold.statusCode).toBe(200);
    expect(afterHold.headers.etag).not.toBe(etag);
    expect(o2Of(afterHold.json()).availableCabins).toBe(freeBefore - 1);

    // The hold's session expires: nothing commits, yet the answer is the first one again, with its ETag.
    t.clock.advanceSeconds(16 * 60);
    const afterExpiry = await availability({}, { 'if-none-match': afterHold.headers.etag as string });
    expect(afterExpiry.statusCode).toBe(200);
    expect(o2Of(afterExpiry.json()).availableCabins).toBe(freeBefore);
    expect(afterExpiry.headers.etag).toBe(etag);
    t.clock.set(TEST_NOW);
  });

  it('answers 400 naming the field: a window over 31 days, to before from, a bad party, a currency not the agency’s, an unknown port', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ to: '2027-02-10' }, 'to'],
      [{ to: '2027-01-01' }, 'to'],
      [{ guests: 'ADULT,PIRATE' }, 'guests'],
      [{ guests: '' }, 'guests'],
      [{ guests: Array(10).fill('ADULT').join(',') }, 'guests'],
      [{ currency: 'USD' }, 'currency'],
      [{ departurePort: 'XXX' }, 'departurePort'],
      [{ arrivalPort: 'BGO' }, 'arrivalPort'],
      [{ from: '2027-13-01' }, 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await availability(query);
      expect(res.statusCode, `${JSON.stringify(query)}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(query)).toContain(field);
    }
    const missing = await api.call('GET', '/availability', undefined, {}, { departurePort: 'BGO', arrivalPort: 'TOS' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toContain('from');
  });
});

describe('GET /api/v2/availability and the V2 request budget', () => {
  it('counts each call, 304s included: past the budget it is 429 RATE_LIMITED', async () => {
    const limited = await createTestApp({ env: { V2_RATE_LIMIT_MAX: '3' } });
    try {
      const client = await v2Client(limited.app, 1);
      const ask = (headers: Record<string, string> = {}) =>
        client.call('GET', '/availability', undefined, headers, WINDOW);
      const first = await ask();
      expect(first.statusCode).toBe(200);
      expect((await ask({ 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
