/**
 * Two instances of the service (two processes, two ports) on one PostgreSQL database, one data directory
 * (the sandbox signing key) and Redis: races ACROSS them have exactly one winner, because the database, not
 * a process, decides. Always PostgreSQL (TEST_DATABASE_URL or the local server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSharedStore,
  LEAD_GUEST,
  partnerClient,
  startServerProcess,
  tomorrowInOslo,
  type ServerProcess,
  queryDatabase,
} from '../support/server-process.js';

let store: Awaited<ReturnType<typeof createSharedStore>>;
let a: ServerProcess;
let b: ServerProcess;
let call: Awaited<ReturnType<typeof partnerClient>>;
let call2: Awaited<ReturnType<typeof partnerClient>>;
const day = tomorrowInOslo();
const SEARCH = { departurePort: 'BGO', arrivalPort: 'TOS', departureDateFrom: day, guests: [{ type: 'ADULT' }] };

beforeAll(async () => {
  store = await createSharedStore();
  const env = {
    DATABASE_URL: store.databaseUrl,
    DATA_DIR: store.dataDir,
    REDIS_URL: 'redis://127.0.0.1:6379',
    DATABASE_POOL_SIZE: '8',
    // Races for the last cabins of a grade: far more holds per agency and sailing than the fair-use quota.
    HOLD_QUOTA_PER_SAILING: '1000000',
  };
  // Both start at once: migrations and the first seed must happen once.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  // A token from one instance is good on the other (same signing key).
  call = await partnerClient(a.base, 1);
  call2 = await partnerClient(b.base, 2);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await store?.close();
});

const sql = <T>(text: string, values: unknown[] = []) => queryDatabase<T>(store.databaseUrl, text, values);

type Search = {
  sessionId: string;
  results: { departureDate: string; cabinGrades: { code: string; availableCabins: number }[] }[];
};

async function search(base: string, agency: 1 | 2 = 1): Promise<Search> {
  const res =
    agency === 1
      ? await call(base, 'POST', '/search/voyages', SEARCH)
      : await call2(base, 'POST', '/search/voyages', { ...SEARCH, currency: 'EUR' });
  expect(res.status).toBe(200);
  return res.body as Search;
}

const createBody = (s: Search, code: string) => ({
  departureDate: s.results[0]!.departureDate,
  cabinMix: [{ code, guestIds: [1] }],
});

describe('two instances on one database', () => {
  it('the first starts migrated and seeded the database once; both answer with one signing key', async () => {
    const [m] = await sql<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(m!.n).toBeGreaterThan(0);
    const [agencies] = await sql<{ n: number }>(
      "select count(*)::int as n from agencies where client_id like 'sandbox-agency%'",
    );
    expect(agencies!.n).toBe(2);
    const [jwksA, jwksB] = await Promise.all(
      [a, b].map(async (s) => (await fetch(`${s.base}/.well-known/jwks.json`)).json()),
    );
    expect(jwksA).toEqual(jwksB);
  });

  it('last cabins: 30 clients split over both instances race for the last 2 cabins of a grade; exactly 2 win', async () => {
    const grade = 'MG';
    const free = (await search(a.base)).results[0]!.cabinGrades.find((g) => g.code === grade)!.availableCabins;
    for (let i = 0; i < free - 2; i++) {
      const s = await search(i % 2 ? b.base : a.base);
      expect(
        (
          await call(
            i % 2 ? b.base : a.base,
            'POST',
            `/bookings/create/voyage-only/${s.sessionId}`,
            createBody(s, grade),
          )
        ).status,
      ).toBe(201);
    }
    const contenders = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        search(i % 2 ? b.base : a.base, i % 3 === 0 ? 2 : 1).then((s) => ({ s, i })),
      ),
    );
    const results = await Promise.all(
      contenders.map(({ s, i }) =>
        (i % 3 === 0 ? call2 : call)(
          i % 2 ? b.base : a.base,
          'POST',
          `/bookings/create/voyage-only/${s.sessionId}`,
          createBody(s, grade),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 201))
      expect(r).toMatchObject({ status: 400, body: { code: 'CABIN_UNAVAILABLE' } });
    for (const base of [a.base, b.base])
      expect((await search(base)).results[0]!.cabinGrades.find((g) => g.code === grade)!.availableCabins).toBe(0);
    const [overlaps] = await sql<{ n: number }>(
      'select count(*)::int as n from cabin_allocations x join cabin_allocations y on x.sailing_id = y.sailing_id and x.cabin_id = y.cabin_id and x.id < y.id and x.legs && y.legs',
    );
    expect(overlaps!.n).toBe(0);
  });

  it("a hold or an expiry through one instance shows at once in the other's search (its availability cache)", async () => {
    const grade = 'U2';
    const freeOn = async (base: string) =>
      (await search(base)).results[0]!.cabinGrades.find((g) => g.code === grade)!.availableCabins;
    // a answers twice, so its second answer (and the next) may come from its cache
    const before = await freeOn(a.base);
    expect(await freeOn(a.base)).toBe(before);
    const s = await search(b.base, 2);
    const held = await call2(b.base, 'POST', `/bookings/create/voyage-only/${s.sessionId}`, createBody(s, grade));
    expect(held.status).toBe(201);
    expect(await freeOn(a.base)).toBe(before - 1);
    const expired = await call2(b.base, 'POST', `/sandbox/sessions/${s.sessionId}/expire`);
    expect(expired.status).toBe(204);
    expect(await freeOn(a.base)).toBe(before);
  });

  it('one cabin number applied from both instances at once: exactly one wins', async () => {
    const held = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const base = i % 2 ? b.base : a.base;
        const s = await search(base);
        expect(
          (await call(base, 'POST', `/bookings/create/voyage-only/${s.sessionId}`, createBody(s, 'O2'))).status,
        ).toBe(201);
        const listing = await call(
          base,
          'GET',
          `/bookings/create/voyage-only/${s.sessionId}/cabin-numbers?cabinGrade=O2`,
        );
        expect(listing.status).toBe(200);
        return {
          base,
          sessionId: s.sessionId,
          numbers: (listing.body.decks as { cabinNumbers: string[] }[]).flatMap((d) => d.cabinNumbers),
        };
      }),
    );
    const target = held[0]!.numbers.find((n) => held.every((h) => h.numbers.includes(n)))!;
    expect(target).toBeDefined();
    const results = await Promise.all(
      held.map((h) =>
        call(h.base, 'POST', `/bookings/create/voyage-only/${h.sessionId}/cabin-numbers`, {
          cabinId: 1,
          cabinNumber: target,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(r).toMatchObject({ status: 409, body: { code: 'CABIN_NUMBER_TAKEN' } });
  });

  it('one session confirmed through both instances at once: one booking', async () => {
    const s = await search(a.base);
    expect(
      (await call(a.base, 'POST', `/bookings/create/voyage-only/${s.sessionId}`, createBody(s, 'I2'))).status,
    ).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? b.base : a.base, 'POST', `/bookings/create/voyage-only/${s.sessionId}/confirm`, {
          guests: [LEAD_GUEST],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.bookingId)).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.status).toBe(404);
    const [n] = await sql<{ n: number }>(
      "select count(*)::int as n from bookings where session_id = $1 and status = 'CONFIRMED'",
      [s.sessionId],
    );
    expect(n!.n).toBe(1);
    // Readable through either instance.
    for (const base of [a.base, b.base])
      expect((await call(base, 'GET', `/bookings/${ok[0]!.body.bookingId}`)).status).toBe(200);
  });
  it('the V1 rate limit is one count across both instances (Redis)', async () => {
    const token = await fetch(`${a.base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: 'sandbox-agency-2',
        client_secret: 'sandbox-secret-2',
        audience: 'partner-api-staging',
      }),
    }).then(async (r) => ((await r.json()) as { access_token: string }).access_token);
    const v1 = (base: string) =>
      fetch(`${base}/api/v1/quote/00000000-0000-4000-8000-000000000000?user_key=sandbox-user-key-2`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await v1(a.base)).status);
    const firstOnB = await v1(b.base);
    expect(firstOnB.headers.get('ratelimit-remaining')).toBe('39'); // B continues A's count
    statuses.push(firstOnB.status);
    for (let i = 0; i < 39; i++) statuses.push((await v1(b.base)).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]); // 100 requests: all within the limit (404: no such quote)
    for (const base of [a.base, b.base]) {
      const over = await v1(base);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
