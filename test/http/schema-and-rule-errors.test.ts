/**
 * Issue 22: the schema's errors and the rules' errors of one request reported together (create and confirm),
 * and X-Session-Expires-At on a refused request about a live session, a schema failure included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { CHILD, LEAD, v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app);
});
afterAll(() => t.close());

const SEARCH = {
  departurePort: 'BGO',
  arrivalPort: 'TOS',
  departureDateFrom: FIRST_DEPARTURE_DAY,
  guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
};

async function session(): Promise<{ sessionId: string; departureDate: string }> {
  const res = await api.searchVoyages(SEARCH);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { sessionId: body.sessionId, departureDate: body.results[0].departureDate };
}

async function heldBooking(): Promise<string> {
  const s = await session();
  const created = await api.create('voyage-only', s.sessionId, {
    departureDate: s.departureDate,
    cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  return s.sessionId;
}

describe('confirm: schema and rule errors together', () => {
  it('a bad e-mail and no lead guest are both reported, with the session expiry', async () => {
    const sessionId = await heldBooking();
    const res = await api.sub('POST', 'voyage-only', sessionId, 'confirm', {
      guests: [{ guestId: 1, ...LEAD, isLead: false, email: 'kari-at-example' }, CHILD],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual({
      'guests[0].email': ['must be an e-mail address, such as kari@example.com'],
      guests: ['exactly one guest must have isLead true (found 0)'],
    });
    expect(res.headers['x-session-expires-at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("a rule does not repeat a field's schema error: a lead with a bad e-mail is not also told it needs one", async () => {
    const sessionId = await heldBooking();
    const res = await api.sub('POST', 'voyage-only', sessionId, 'confirm', {
      guests: [
        { guestId: 1, ...LEAD, email: 'kari-at-example', phoneNumber: 'call me' },
        { ...CHILD, guestId: 3 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'guests[0].email': ['must be an e-mail address, such as kari@example.com'],
      'guests[0].phoneNumber': [
        'must be a telephone number of 5 to 25 digits, spaces, brackets or hyphens, optionally after a +, such as +4791234567',
      ],
      'guests[1].guestId': ['guest 3 is not on the booking'],
      guests: ['guest 2 has no entry; send one per guest of the booking'],
    });
  });

  it('a body the rules cannot read (guests not a list) answers the schema errors alone', async () => {
    const sessionId = await heldBooking();
    const res = await api.sub('POST', 'voyage-only', sessionId, 'confirm', { guests: 'all of us' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ guests: ['must be of type array'] });
    expect(res.headers['x-session-expires-at']).toBeDefined();
  });

  it('a schema failure does not claim the Idempotency-Key: the corrected request with the same key confirms', async () => {
    const sessionId = await heldBooking();
    const headers = { 'idempotency-key': `errors-${sessionId}` };
    const bad = await api.sub(
      'POST',
      'voyage-only',
      sessionId,
      'confirm',
      { guests: [{ guestId: 1, ...LEAD, email: 'x' }, CHILD] },
      headers,
    );
    expect(bad.statusCode).toBe(400);
    const good = await api.sub(
      'POST',
      'voyage-only',
      sessionId,
      'confirm',
      { guests: [{ guestId: 1, ...LEAD }, CHILD] },
      headers,
    );
    expect(good.statusCode, good.body).toBe(201);
  });
});

describe('create: schema and rule errors together', () => {
  it('a zoned departureDate and a guest not of the search are both reported, with the session expiry', async () => {
    const s = await session();
    const res = await api.create('voyage-only', s.sessionId, {
      departureDate: `${s.departureDate}Z`,
      cabinMix: [{ code: 'O2', guestIds: [1, 2, 7] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      departureDate: ['must be a local date-time without a zone, such as 2027-01-10T22:30:00'],
      'cabinMix[0].guestIds': ["guest 7 is not one of the search's guests"],
    });
    expect(res.headers['x-session-expires-at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Nothing was held: the same session still creates.
    const created = await api.create('voyage-only', s.sessionId, {
      departureDate: s.departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('a failed item of a guest list is left out of the rules that count guests: no miscount is reported', async () => {
    const s = await session();
    const res = await api.create('voyage-only', s.sessionId, {
      departureDate: s.departureDate,
      cabinMix: [{ code: 'O2', guestIds: ['one', 2] }],
    });
    // Not also "must include at least one ADULT" or "guest 1 has no cabin": guest 1 was sent, as "one".
    expect(res.json().errors).toEqual({ 'cabinMix[0].guestIds[0]': ['must be of type integer'] });
  });

  it('a lead flag of the wrong type is not also counted as no lead', async () => {
    const sessionId = await heldBooking();
    const res = await api.sub('POST', 'voyage-only', sessionId, 'confirm', {
      guests: [{ guestId: 1, ...LEAD, isLead: 'yes', email: 'kari-at-example' }, CHILD],
    });
    expect(res.json().errors).toEqual({
      'guests[0].isLead': ['must be of type boolean'],
      'guests[0].email': ['must be an e-mail address, such as kari@example.com'],
    });
  });

  it('without a live session, the schema errors alone and no expiry', async () => {
    const res = await api.create('voyage-only', '00000000-0000-4000-8000-000000000000', {
      departureDate: '2027-01-10T22:30:00Z',
      cabinMix: [{ code: 'O2', guestIds: [1] }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['departureDate']);
    expect(res.headers['x-session-expires-at']).toBeUndefined();
  });
});

describe('X-Session-Expires-At on a schema failure of any session operation', () => {
  it('a bad addons body in a live session carries the expiry', async () => {
    const sessionId = await heldBooking();
    const res = await api.sub('POST', 'voyage-only', sessionId, 'addons', { addons: 'dinner' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-session-expires-at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('an unknown query parameter in a live session carries the expiry (GET cabin numbers, POST confirm)', async () => {
    const sessionId = await heldBooking();
    for (const [method, path] of [
      ['GET', 'cabin-numbers'],
      ['POST', 'confirm'],
    ] as const) {
      const res = await api.sub(
        method,
        'voyage-only',
        sessionId,
        path,
        method === 'POST' ? {} : undefined,
        {},
        {
          cabingrade: 'O2',
        },
      );
      expect(res.statusCode, path).toBe(400);
      expect(Object.keys(res.json().errors), path).toEqual(['cabingrade']);
      expect(res.headers['x-session-expires-at'], path).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('a bad cabin-number body in a live session carries the expiry', async () => {
    const sessionId = await heldBooking();
    const res = await api.sub('POST', 'voyage-only', sessionId, 'cabin-numbers', {
      cabinId: 'first',
      cabinNumber: 636,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-session-expires-at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
