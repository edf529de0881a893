/**
 * @berth/sdk against the real app listening on a port (no mocked HTTP): tokens, credentials on every call,
 * the whole V2 flow, typed errors, and retries (a real 503 from the sandbox fault header; a real 429 with
 * Retry-After from a small local HTTP server).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BerthClient,
  ConflictError,
  ConnectionError,
  ServiceUnavailableError,
  SessionExpiredError,
  ValidationError,
  type SearchResult,
} from '../src/index.js';
import { Transport } from '../src/transport.js';
import { FIRST_DEPARTURE_DAY, GUESTS, listeningApp, PARTY, recordingFetch, type ListeningApp } from './support.js';

let t: ListeningApp;

beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

const tokenRequests = (requests: { url: URL }[]) => requests.filter((r) => r.url.pathname === '/oauth/token');

async function searched(berth: BerthClient): Promise<SearchResult> {
  const { data } = await berth.search.voyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: PARTY,
  });
  return data;
}

async function held(berth: BerthClient): Promise<SearchResult> {
  const search = await searched(berth);
  await berth.bookings.create(search, {
    departureDate: search.results[0]!.departureDate,
    cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
  });
  return search;
}

describe('tokens', () => {
  it('fetches one token, shares it between concurrent calls, and renews it shortly before it expires', async () => {
    const { berth, requests } = t.client();
    await Promise.all([berth.refdata.ports(), berth.refdata.ships(), berth.refdata.packages()]);
    await berth.refdata.ports();
    expect(tokenRequests(requests)).toHaveLength(1);

    const expiresIn = t.config.auth.tokenTtlSeconds;
    t.clock.advanceSeconds(expiresIn - 120); // still more than the 60 s margin left: the cached token
    await berth.refdata.ports();
    expect(tokenRequests(requests)).toHaveLength(1);
    t.clock.advanceSeconds(90); // 30 s left: renewed before it runs out
    await berth.refdata.ports();
    expect(tokenRequests(requests)).toHaveLength(2);
    t.clock.advanceSeconds(-(expiresIn - 30));
  });

  it('sends the bearer token and user_key on every call', async () => {
    const { berth, requests } = t.client();
    const search = await held(berth);
    await berth.bookings.get(search);
    await berth.addons.list(search);
    const calls = requests.filter((r) => r.url.pathname !== '/oauth/token');
    expect(calls.length).toBe(4);
    for (const call of calls) {
      expect(call.url.searchParams.get('user_key')).toBe('sandbox-user-key');
      expect(call.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    }
    // Every write carries a generated Idempotency-Key; GETs carry none.
    for (const call of calls) {
      if (call.method === 'POST') expect(call.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      else expect(call.headers['idempotency-key']).toBeUndefined();
    }
  });
});

describe('the V2 flow through the SDK', () => {
  it('search, create, cabin number, addon, excursion, tour, confirm, read', async () => {
    const { berth } = t.client();
    const search = await searched(berth);
    expect(search.bookingType).toBe('voyage-only');

    const created = await berth.bookings.create(search, {
      departureDate: search.results[0]!.departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    expect(created.status).toBe(201);
    expect(created.sessionExpiresAt).toEqual(new Date(t.clock.now().getTime() + 900_000));
    expect(created.data.cabins[0]!.cabinNumber).toBeNull();

    const listing = await berth.cabinNumbers.list(search, 'O2');
    const number = listing.data.decks[0]!.cabinNumbers[0]!;
    const withCabin = await berth.cabinNumbers.apply(search, {
      cabinId: created.data.cabins[0]!.id,
      cabinNumber: number,
    });
    expect(withCabin.data.cabins[0]!.cabinNumber).toBe(number);

    const addons = (await berth.addons.list(search)).data.addons;
    const dinner = addons.find((a) => a.code === 'DINNER')!;
    const withAddon = await berth.addons.apply(search, { addons: [{ code: dinner.code, guestIds: [1, 2] }] });
    expect(withAddon.data.addons).toContainEqual({ code: 'DINNER', guests: [1, 2], isMandatory: false });

    const excursion = (await berth.excursions.list(search)).data.excursions[0]!;
    await berth.excursions.apply(search, { excursions: [{ code: excursion.code, guestIds: [1] }] });
    const tour = (await berth.supplementalTours.list(search)).data.supplementalTours[0]!;
    const withTour = await berth.supplementalTours.apply(search, { supplementalTours: [{ code: tour.code }] });
    expect(withTour.data.supplementalTours.map((x) => x.code)).toEqual([tour.code]);

    const removed = await berth.addons.remove(search, { addons: [{ code: 'DINNER', guestIds: [2] }] });
    expect(removed.data.addons).toContainEqual({ code: 'DINNER', guests: [1], isMandatory: false });

    const confirmed = await berth.bookings.confirm(search, { guests: GUESTS, agencyReference: 'SDK-1' });
    expect(confirmed.status).toBe(201);
    expect(confirmed.data).toMatchObject({
      status: 'CONFIRMED',
      agencyReference: 'SDK-1',
      sessionId: search.sessionId,
    });
    expect(confirmed.data.bookingId).toMatch(/^BR[A-Z2-9]{8}$/);

    const read = await berth.bookings.retrieve(confirmed.data.bookingId);
    expect(read.data).toEqual(confirmed.data);
    await expect(berth.bookings.get(search)).rejects.toBeInstanceOf(SessionExpiredError);
  });
});

describe('errors', () => {
  it('throws SessionExpiredError after the sandbox expires the session', async () => {
    const { berth } = t.client();
    const search = await held(berth);
    const expired = await berth.sandbox.expireSession(search);
    expect(expired.status).toBe(204);
    const error = await berth.bookings.get(search).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND', detail: 'Session expired or invalid.' });
    expect((error as SessionExpiredError).correlationId).toBeTruthy();
    expect((error as SessionExpiredError).docUrl).toMatch(/^http:\/\/[^/]+\/docs\/api\.md#SESSION_NOT_FOUND$/);
  });

  it('throws ValidationError with the field paths of every breach', async () => {
    const { berth } = t.client();
    const search = await searched(berth);
    const error = await berth.bookings
      .create(search, { departureDate: search.results[0]!.departureDate, cabinMix: [{ code: 'O2', guestIds: [2, 7] }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    const errors = (error as ValidationError).errors!;
    expect(errors['cabinMix[0].guestIds']).toEqual(
      expect.arrayContaining([expect.stringContaining('guest 7'), expect.stringContaining('ADULT or SENIOR')]),
    );
  });

  it('throws ConflictError for a second held booking', async () => {
    const { berth } = t.client();
    const search = await held(berth);
    const again = berth.bookings.create(search, {
      departureDate: search.results[0]!.departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    await expect(again).rejects.toMatchObject({ code: 'HELD_BOOKING_EXISTS' });
  });
});

describe('retries', () => {
  it('retries a failing confirm maxRetries times with one Idempotency-Key, then succeeds once without the fault', async () => {
    const { berth, requests } = t.client({ maxRetries: 2 });
    const search = await held(berth);
    const fault = { 'X-Sandbox-Fault': 'downstream-unavailable' };
    const started = Date.now();
    const error = await berth.bookings
      .confirm(search, { guests: GUESTS }, { headers: fault, idempotencyKey: 'sdk-confirm-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).toMatchObject({ status: 503, code: 'RESERVATION_BACKEND_UNAVAILABLE', retryAfter: 2 });
    const confirms = requests.filter((r) => r.url.pathname.endsWith('/confirm'));
    expect(confirms).toHaveLength(3); // the first attempt and 2 retries
    expect(new Set(confirms.map((r) => r.headers['idempotency-key']))).toEqual(new Set(['sdk-confirm-1']));
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 2000 - 50); // Retry-After: 2, twice

    // The held booking is intact; retried with the same key and without the fault, the confirm happens once.
    expect((await berth.bookings.get(search)).status).toBe(200);
    const ok = await berth.bookings.confirm(search, { guests: GUESTS }, { idempotencyKey: 'sdk-confirm-1' });
    expect(ok.status).toBe(201);
    expect(ok.replayed).toBe(false);
    const replay = await berth.bookings.confirm(search, { guests: GUESTS }, { idempotencyKey: 'sdk-confirm-1' });
    expect(replay.replayed).toBe(true);
    expect(replay.data.bookingId).toBe(ok.data.bookingId);
  });

  describe('against a local HTTP server', () => {
    let server: Server;
    let base: string;
    const hits: { path: string; at: number; key: string | undefined }[] = [];
    let portsAnswers: { status: number; headers?: Record<string, string>; body: unknown }[] = [];

    beforeAll(async () => {
      server = createServer((req, res) => {
        const path = new URL(req.url!, 'http://x').pathname;
        hits.push({ path, at: Date.now(), key: req.headers['idempotency-key'] as string | undefined });
        const answer =
          path === '/oauth/token'
            ? { status: 200, body: { access_token: 'a.b.c', token_type: 'Bearer', expires_in: 3600, scope: 'partner' } }
            : (portsAnswers.shift() ?? { status: 500, body: { code: 'UNEXPECTED' } });
        const type = answer.status >= 400 ? 'application/problem+json' : 'application/json';
        res.writeHead(answer.status, { 'content-type': type, ...answer.headers });
        res.end(JSON.stringify(answer.body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const client = (options: Partial<ConstructorParameters<typeof BerthClient>[0]> = {}) =>
      new BerthClient({
        baseUrl: base,
        clientId: 'c',
        clientSecret: 's',
        userKey: 'k',
        retryBaseDelayMs: 10,
        ...options,
      });
    const problem = (status: number, code: string) => ({ status, code, detail: code, title: 'x', type: 'about:blank' });

    it('honours Retry-After on 429', async () => {
      hits.length = 0;
      portsAnswers = [
        { status: 429, headers: { 'retry-after': '1' }, body: problem(429, 'RATE_LIMITED') },
        { status: 200, body: [{ code: 'BGO' }] },
      ];
      const { data } = await client().refdata.ports();
      expect(data).toEqual([{ code: 'BGO' }]);
      const calls = hits.filter((h) => h.path === '/api/v2/refdata/ports');
      expect(calls).toHaveLength(2);
      expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(990);
    });

    it('repeats a V1 POST after a 503 with the one Idempotency-Key it generated (the API replays, never adds twice)', async () => {
      hits.length = 0;
      portsAnswers = [
        { status: 503, body: problem(503, 'UNAVAILABLE') },
        { status: 200, body: { quoteId: 'q' } },
      ];
      const { data, idempotencyKey } = await client().quotes.addExtras('q', 'v', { addons: [] });
      expect(data).toEqual({ quoteId: 'q' });
      const calls = hits.filter((h) => h.path !== '/oauth/token');
      expect(calls.map((h) => h.key)).toEqual([idempotencyKey, idempotencyKey]);
      expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('does not repeat a write sent without an Idempotency-Key after a 503', async () => {
      hits.length = 0;
      portsAnswers = [{ status: 503, body: problem(503, 'UNAVAILABLE') }];
      const transport = new Transport({ baseUrl: base, clientId: 'c', clientSecret: 's', userKey: 'k' });
      const result = transport.request({ method: 'POST', path: '/api/v1/quote/q/v/extras/add', body: {} });
      await expect(result).rejects.toBeInstanceOf(ServiceUnavailableError);
      expect(hits.filter((h) => h.path !== '/oauth/token')).toHaveLength(1);
    });

    it('throws ConnectionError when the service cannot be reached, after retrying', async () => {
      const { fetch, requests } = recordingFetch();
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const unreachable = client({ baseUrl: `http://127.0.0.1:${port}`, maxRetries: 2, fetch });
      const error = await unreachable.refdata.ports().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConnectionError);
      expect(error).toMatchObject({ status: 0, code: 'CONNECTION_FAILED' });
      expect(requests).toHaveLength(3); // token request, tried three times
    });
  });
});
