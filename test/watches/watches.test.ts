/**
 * POST/GET/DELETE /api/v2/watches (commerce.md, "Availability without a session, and watches") on the demo
 * catalogue: a watch is registered, listed and ended; the 101st live watch of an agency is 409
 * WATCH_LIMIT_REACHED with nothing written; bad input is 400 naming the field with nothing written; another
 * agency's watch is not found; a watch past its last departure day is no longer listed nor counted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, FIRST_DEPARTURE_DAY, TEST_NOW, type TestApp } from '../support/app.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
let other: V2Client;

beforeAll(async () => {
  t = await createTestApp({ env: { V2_RATE_LIMIT_MAX: '0' } });
  api = await v2Client(t.app, 1);
  other = await v2Client(t.app, 2);
});
afterAll(async () => t?.close());

const BODY = {
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  departureFrom: FIRST_DEPARTURE_DAY,
  departureTo: '2027-01-12',
  currency: 'NOK',
};
const watchCount = async () =>
  (await queryRows<{ n: number }>(t.tdb.database.db, sql`select count(*)::int as n from watches`))[0]!.n;

describe('watches', () => {
  it('registers a watch (201), lists it, and ends it (204, then 404)', async () => {
    t.clock.set(TEST_NOW);
    const created = await api.call('POST', '/watches', {
      ...BODY,
      cabinGrade: 'O2',
      guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
      maxPricePerGuest: 4000.5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const watch = created.json();
    expect(watch).toEqual({
      watchId: expect.stringMatching(/^wat_[0-9a-f]{24}$/),
      ...BODY,
      cabinGrade: 'O2',
      guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
      maxPricePerGuest: 4000.5,
      createdAt: new Date(TEST_NOW).toISOString(),
    });
    const listed = await api.call('GET', '/watches');
    expect(listed.json().watches).toEqual([watch]);
    expect((await other.call('GET', '/watches')).json().watches).toEqual([]);
    expect((await other.call('DELETE', `/watches/${watch.watchId}`)).statusCode).toBe(404);

    const ended = await api.call('DELETE', `/watches/${watch.watchId}`);
    expect(ended.statusCode).toBe(204);
    expect((await api.call('GET', '/watches')).json().watches).toEqual([]);
    const again = await api.call('DELETE', `/watches/${watch.watchId}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('WATCH_NOT_FOUND');
  });

  it('defaults to every grade and two adults, without a price', async () => {
    const created = await api.call('POST', '/watches', BODY);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      cabinGrade: null,
      guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
      maxPricePerGuest: null,
    });
    await api.call('DELETE', `/watches/${created.json().watchId}`);
  });

  it('answers 400 naming the field, writing nothing', async () => {
    const before = await watchCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ departureTo: '2027-02-20' }, 'departureTo'],
      [{ departureTo: '2027-01-01' }, 'departureTo'],
      [{ currency: 'USD' }, 'currency'],
      [{ departurePort: 'XXX' }, 'departurePort'],
      [{ arrivalPort: 'BGO' }, 'arrivalPort'],
      [{ maxPricePerGuest: 10.555 }, 'maxPricePerGuest'],
      [{ maxPricePerGuest: 0 }, 'maxPricePerGuest'],
      [{ guests: [] }, 'guests'],
      [{ cabinGrade: 'not a grade' }, 'cabinGrade'],
      [{ departureFrom: '2026-12-01', departureTo: '2026-12-02' }, 'departureTo'],
    ];
    for (const [change, field] of cases) {
      const res = await api.call('POST', '/watches', { ...BODY, ...change });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect(await watchCount()).toBe(before);
  });

  it('refuses the 101st live watch of an agency with 409 WATCH_LIMIT_REACHED; an ended one no longer counts', async () => {
    t.clock.set(TEST_NOW);
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await api.call('POST', '/watches', { ...BODY, departureTo: FIRST_DEPARTURE_DAY });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().watchId);
    }
    const before = await watchCount();
    const refused = await api.call('POST', '/watches', BODY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('WATCH_LIMIT_REACHED');
    expect(await watchCount()).toBe(before);
    // Another agency has its own 100.
    expect((await other.call('POST', '/watches', { ...BODY, currency: 'EUR' })).statusCode).toBe(201);

    // After the last departure day the 100 have ended: not listed, not counted.
    t.clock.set('2027-01-11T09:00:00Z');
    const later = await v2Client(t.app, 1); // a token of that day
    expect((await later.call('GET', '/watches')).json().watches).toEqual([]);
    const next = await later.call('POST', '/watches', { ...BODY, departureFrom: '2027-01-12' });
    expect(next.statusCode, next.body).toBe(201);
    t.clock.set(TEST_NOW);
  });
});
