/**
 * Fair use (contract, "Fair use (V2)") through the HTTP interface: the held-inventory quota per agency and
 * sailing (HOLD_QUOTA_PER_SAILING, the operator's override from `npm run agency`), the V2 request limit
 * (V2_RATE_LIMIT_MAX per V2_RATE_LIMIT_WINDOW_SECONDS) and the absolute session life (SESSION_MAX_SECONDS).
 * The quota's race between concurrent creates is in hold-quota.pg.test.ts; the limit shared by two
 * processes is in test/scale/v2-rate-limit.pg.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgencyCommand } from '../../src/domain/auth/agency-admin.js';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { LEAD, v2Client, type V2Client } from '../support/v2.js';

const SECOND_DAY = '2027-01-11';

function searchBody(adults: number, day = FIRST_DEPARTURE_DAY) {
  return {
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: day,
    guests: Array.from({ length: adults }, () => ({ type: 'ADULT' })),
  };
}

/** A held booking of `grades.length` one-guest cabins (guest i in cabin i) on the day's first departure. */
async function hold(api: V2Client, grades: string[], day = FIRST_DEPARTURE_DAY) {
  const search = await api.searchVoyages(searchBody(grades.length, day));
  expect(search.statusCode, search.body).toBe(200);
  const { sessionId, results } = search.json();
  const res = await api.create('voyage-only', sessionId, {
    departureDate: results[0].departureDate,
    cabinMix: grades.map((code, i) => ({ code, guestIds: [i + 1] })),
  });
  return { sessionId, res };
}

function confirmBody(guests: number) {
  return {
    guests: Array.from({ length: guests }, (_, i) =>
      i === 0
        ? { guestId: 1, ...LEAD }
        : {
            guestId: i + 1,
            firstName: `Guest${i + 1}`,
            lastName: 'Nordmann',
            dateOfBirth: '1985-01-01',
            gender: 'OTHER',
            nationality: 'NO',
          },
    ),
  };
}

describe('held-inventory quota per agency and sailing', () => {
  let t: TestApp;
  let api: V2Client;
  let other: V2Client;

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAgencyCommand(argv, {
      db: t.tdb.database.db,
      clock: t.clock,
      io: { out: (l) => out.push(l), err: (l) => err.push(l) },
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  async function bookingsOfSession(sessionId: string) {
    const [row] = await queryRows<{ n: number }>(
      t.tdb.database.db,
      sql`select count(*)::int as n from bookings where session_id = ${sessionId}`,
    );
    return row!.n;
  }

  beforeAll(async () => {
    t = await createTestApp();
    api = await v2Client(t.app, 1);
    other = await v2Client(t.app, 2);
  });
  afterAll(async () => t?.close());

  it('refuses the 11th cabin of one agency on one sailing with 409 HOLD_QUOTA_EXCEEDED; counted units count, confirmed bookings do not, expiry frees at once', async () => {
    // Ten cabins: numbered grades and units of the counted grade IG alike.
    const first = await hold(api, ['O2', 'O2', 'IG', 'IG', 'I2']);
    expect(first.res.statusCode, first.res.body).toBe(201);
    const second = await hold(api, ['O2', 'I2', 'I2', 'IG', 'MG']);
    expect(second.res.statusCode, second.res.body).toBe(201);

    const eleventh = await hold(api, ['IG']);
    expect(eleventh.res.statusCode).toBe(409);
    expect(eleventh.res.headers['content-type']).toContain('application/problem+json');
    expect(eleventh.res.json()).toMatchObject({ status: 409, code: 'HOLD_QUOTA_EXCEEDED' });
    expect(eleventh.res.json().detail).toContain('at most 10 cabins');
    expect(eleventh.res.json().detail).toContain('HOLD_QUOTA_PER_SAILING');
    expect(eleventh.res.headers['x-session-expires-at']).toBeDefined();
    expect(await bookingsOfSession(eleventh.sessionId)).toBe(0);

    // The quota is per agency and per sailing.
    expect((await hold(other, ['O2'])).res.statusCode).toBe(201);
    expect((await hold(api, ['O2', 'O2'], SECOND_DAY)).res.statusCode).toBe(201);

    // A confirmed booking no longer counts: its five cabins are free for new holds.
    const confirmed = await api.sub('POST', 'voyage-only', first.sessionId, 'confirm', confirmBody(5));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const afterConfirm = await hold(api, ['O2', 'O2', 'O2', 'O2', 'IG']);
    expect(afterConfirm.res.statusCode, afterConfirm.res.body).toBe(201);
    expect((await hold(api, ['I2'])).res.statusCode).toBe(409);

    // Sessions that expired free their cabins the instant their timer runs out.
    t.clock.advanceSeconds(t.config.sessionIdleSeconds);
    const afterExpiry = await hold(api, ['O2', 'O2', 'O2', 'O2', 'O2', 'I2', 'I2', 'I2', 'IG']);
    expect(afterExpiry.res.statusCode, afterExpiry.res.body).toBe(201);
    expect((await hold(api, ['O2'])).res.statusCode).toBe(201);
    expect((await hold(api, ['O2'])).res.json()).toMatchObject({ code: 'HOLD_QUOTA_EXCEEDED' });
  });

  it("takes the operator's per-agency quota from the agency command line, and its default back", async () => {
    t.clock.advanceSeconds(t.config.sessionIdleSeconds); // nothing held any more
    expect((await cli('set-hold-quota', '--client-id', 'sandbox-agency', '--quota', '12')).code).toBe(0);
    expect((await cli('list')).out).toMatch(/sandbox-agency {2}.*hold quota 12/);

    expect((await hold(api, ['O2', 'O2', 'O2', 'O2', 'O2', 'O2', 'O2', 'O2', 'O2'])).res.statusCode).toBe(201);
    expect((await hold(api, ['I2', 'I2', 'IG'])).res.statusCode).toBe(201);
    const refused = await hold(api, ['I2']);
    expect(refused.res.statusCode).toBe(409);
    expect(refused.res.json().detail).toContain('at most 12 cabins');
    // Only this agency's quota changed.
    expect((await hold(other, ['O2'])).res.statusCode).toBe(201);

    expect((await cli('set-hold-quota', '--client-id', 'sandbox-agency', '--quota', 'default')).code).toBe(0);
    expect((await hold(api, ['I2'])).res.json().detail).toContain('at most 10 cabins');
  });

  it('refuses a bad quota on the command line, changing nothing', async () => {
    for (const value of ['0', '-3', '2.5', 'ten', '']) {
      const res = await cli('set-hold-quota', '--client-id', 'sandbox-agency', `--quota=${value}`);
      expect(res.code).toBe(1);
      expect(res.err).toContain('--quota must be a whole number of cabins');
    }
    expect((await cli('set-hold-quota', '--client-id', 'nobody', '--quota', '5')).err).toContain('no agency');
    expect((await cli('list')).out).not.toContain('hold quota');
  });
});

describe('HOLD_QUOTA_PER_SAILING', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { HOLD_QUOTA_PER_SAILING: '2' } });
  });
  afterAll(async () => t?.close());

  it('sets the default quota', async () => {
    const api = await v2Client(t.app, 1);
    expect((await hold(api, ['O2', 'IG'])).res.statusCode).toBe(201);
    const refused = await hold(api, ['O2']);
    expect(refused.res.statusCode).toBe(409);
    expect(refused.res.json().detail).toContain('at most 2 cabins');
  });
});

describe('V2 request limit per agency', () => {
  let t: TestApp;
  let api: V2Client;
  let other: V2Client;
  beforeAll(async () => {
    t = await createTestApp({ env: { V2_RATE_LIMIT_MAX: '5', V2_RATE_LIMIT_WINDOW_SECONDS: '60' } });
    api = await v2Client(t.app, 1);
    other = await v2Client(t.app, 2);
  });
  afterAll(async () => t?.close());

  const readUnknown = (client: V2Client) => client.get('voyage-only', randomUUID());

  it('answers 429 with Retry-After over V2_RATE_LIMIT_MAX, RateLimit-* on every response, until the window ends', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await readUnknown(api);
      expect(res.statusCode).toBe(404);
      expect([
        res.headers['ratelimit-limit'],
        res.headers['ratelimit-remaining'],
        res.headers['ratelimit-reset'],
      ]).toEqual(['5', String(5 - i), '60']);
    }
    const refused = await api.searchVoyages(searchBody(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // Reference data is V2 too, and shares the budget.
    const refdata = await t.app.inject({ url: '/api/v2/refdata/ports', headers: {} });
    expect(refdata.statusCode).toBe(401); // not counted: nobody to count it against
    const refdataAuthed = await api.call('GET', '/refdata/ports');
    expect(refdataAuthed.statusCode).toBe(429);

    // The other agency has its own budget; V1 has its own too.
    expect((await readUnknown(other)).headers['ratelimit-remaining']).toBe('4');

    t.clock.advanceSeconds(59);
    const late = await readUnknown(api);
    expect(late.statusCode).toBe(429);
    expect(late.headers['retry-after']).toBe('1');
    t.clock.advanceSeconds(1);
    const next = await readUnknown(api);
    expect(next.statusCode).toBe(404);
    expect(next.headers['ratelimit-remaining']).toBe('4');
  });
});

describe('V2_RATE_LIMIT_MAX=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { V2_RATE_LIMIT_MAX: '0' } });
  });
  afterAll(async () => t?.close());

  it('switches the V2 limit off', async () => {
    const api = await v2Client(t.app, 1);
    const res = await api.get('voyage-only', randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('absolute session life', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('ends a session SESSION_MAX_SECONDS after its search however often its idle timer is reset; X-Session-Expires-At shows the earlier end', async () => {
    const api = await v2Client(t.app, 1);
    const searchedAt = t.clock.now().getTime();
    const { sessionId, res } = await hold(api, ['O2']);
    expect(res.statusCode).toBe(201);
    const idle = t.config.sessionIdleSeconds * 1000;
    const max = t.config.sessionMaxSeconds * 1000;
    expect(max).toBe(7200 * 1000);

    // Listing cabin numbers resets the idle timer: every 14 minutes, for as long as the session lasts.
    let expiresAt = 0;
    for (let i = 0; ; i++) {
      t.clock.advanceSeconds(14 * 60);
      const listing = await api.sub(
        'GET',
        'voyage-only',
        sessionId,
        'cabin-numbers',
        undefined,
        {},
        { cabinGrade: 'O2' },
      );
      const now = t.clock.now().getTime();
      if (now >= searchedAt + max) {
        expect(listing.statusCode).toBe(404);
        break;
      }
      expect(listing.statusCode, listing.body).toBe(200);
      expiresAt = Date.parse(String(listing.headers['x-session-expires-at']));
      expect(expiresAt).toBe(Math.min(now + idle, searchedAt + max));
      expect(i).toBeLessThan(20);
    }
    expect(expiresAt).toBe(searchedAt + max);
    // The held booking is gone with its session.
    expect((await api.get('voyage-only', sessionId)).statusCode).toBe(404);
  });
});

describe('SESSION_MAX_SECONDS shorter than the idle timer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_MAX_SECONDS: '600' } });
  });
  afterAll(async () => t?.close());

  it('caps the first expiry too', async () => {
    const api = await v2Client(t.app, 1);
    const res = await api.searchVoyages(searchBody(1));
    expect(Date.parse(String(res.headers['x-session-expires-at']))).toBe(t.clock.now().getTime() + 600_000);
  });
});
