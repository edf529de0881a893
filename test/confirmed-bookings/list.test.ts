/**
 * GET /api/v2/bookings: the agency's bookings, newest confirm first, filtered, in pages whose cursor is
 * opaque and bound to the agency (another agency's or an edited cursor is 400, never data).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let api: V2Client;
let other: V2Client;
/** Agency 1's bookings in confirm order (oldest first). */
const mine: { bookingId: string; day: string; agencyReference: string }[] = [];
let theirs: string;

const DAYS = [FIRST_DEPARTURE_DAY, '2027-01-11', '2027-01-12'];

beforeAll(async () => {
  t = await createTestApp();
  api = await v2Client(t.app, 1);
  other = await v2Client(t.app, 2);
  for (let i = 0; i < 5; i++) {
    const day = DAYS[i % DAYS.length]!;
    // A second between confirms: newest first is by confirm instant.
    t.clock.advanceSeconds(1);
    const b = await confirmBooking(api, { day, agencyReference: i === 3 ? 'REF-SPECIAL' : `REF-${i}` });
    mine.push({ bookingId: b.bookingId, day, agencyReference: b.agencyReference });
  }
  theirs = (await confirmBooking(other, { agencyReference: 'REF-0' })).bookingId;
  // Cancel the second booking (through the API: quote, then cancel).
  const quote = (await api.call('POST', `/bookings/${mine[1]!.bookingId}/cancellation-quotes`)).json();
  const cancelled = await api.call('POST', `/bookings/${mine[1]!.bookingId}/cancellations`, {
    cancellationQuoteId: quote.cancellationQuoteId,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});
afterAll(async () => t?.close());

const list = (query: Record<string, string> = {}, client: V2Client = api) =>
  client.call('GET', '/bookings', undefined, {}, query);
const ids = (res: { json(): { bookings: { bookingId: string }[] } }) => res.json().bookings.map((b) => b.bookingId);
const newestFirst = () => mine.map((b) => b.bookingId).reverse();

describe('the booking list', () => {
  it("lists only the agency's bookings, newest confirm first, with the summary fields", async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual(newestFirst());
    expect(ids(res)).not.toContain(theirs);
    expect(res.json().nextCursor).toBeNull();
    const first = res.json().bookings[0];
    expect(first).toEqual({
      bookingId: mine[4]!.bookingId,
      status: 'CONFIRMED',
      agencyReference: 'REF-4',
      departureDate: `${mine[4]!.day}T22:30:00`,
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      shipCode: expect.any(String),
      leadGuest: { firstName: 'Kari', lastName: 'Nordmann' },
      totalPrice: expect.any(Number),
      currency: 'NOK',
      payment: { status: 'UNPAID', balance: first.totalPrice },
    });
    expect(res.json().bookings.find((b: { bookingId: string }) => b.bookingId === mine[1]!.bookingId)).toMatchObject({
      status: 'CANCELLED',
      payment: { status: 'UNPAID', balance: expect.any(Number) },
    });
    expect(ids(await list({}, other))).toEqual([theirs]);
  });

  it('filters by status, agency reference and local departure dates', async () => {
    expect(ids(await list({ status: 'CANCELLED' }))).toEqual([mine[1]!.bookingId]);
    expect(ids(await list({ status: 'CONFIRMED' }))).toEqual(newestFirst().filter((id) => id !== mine[1]!.bookingId));
    expect(ids(await list({ agencyReference: 'REF-SPECIAL' }))).toEqual([mine[3]!.bookingId]);
    // REF-0 is agency 2's reference too: never theirs.
    expect(ids(await list({ agencyReference: 'REF-0' }))).toEqual([mine[0]!.bookingId]);
    const onDay = (day: string) => newestFirst().filter((id) => mine.find((b) => b.bookingId === id)!.day === day);
    expect(ids(await list({ departureFrom: '2027-01-11', departureTo: '2027-01-11' }))).toEqual(onDay('2027-01-11'));
    expect(ids(await list({ departureFrom: '2027-01-11' }))).toEqual(
      newestFirst().filter((id) => mine.find((b) => b.bookingId === id)!.day >= '2027-01-11'),
    );
    expect(ids(await list({ departureTo: FIRST_DEPARTURE_DAY }))).toEqual(onDay(FIRST_DEPARTURE_DAY));
    expect(ids(await list({ status: 'CONFIRMED', departureFrom: '2027-01-11', departureTo: '2027-01-11' }))).toEqual(
      onDay('2027-01-11').filter((id) => id !== mine[1]!.bookingId),
    );
  });

  it('pages with an opaque cursor until nextCursor is null, each booking once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list({ limit: '2', ...(cursor ? { cursor } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...ids(res));
      cursor = res.json().nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst());
  });

  it('keeps its pages stable when bookings are confirmed between two pages', async () => {
    const page1 = await list({ limit: '2' });
    t.clock.advanceSeconds(1);
    const newer = (await confirmBooking(api)).bookingId;
    const rest: string[] = [];
    let cursor: string | null = page1.json().nextCursor;
    while (cursor) {
      const res = await list({ limit: '2', cursor });
      rest.push(...ids(res));
      cursor = res.json().nextCursor;
    }
    expect([...ids(page1), ...rest]).toEqual(newestFirst());
    expect(ids(await list({ limit: '1' }))).toEqual([newer]);
    mine.push({ bookingId: newer, day: FIRST_DEPARTURE_DAY, agencyReference: '' });
  });

  const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  it("answers 400 INVALID_CURSOR for another agency's cursor, an edited one and garbage", async () => {
    const cursor = (await list({ limit: '1' })).json().nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    const theirs = await list({ cursor }, other);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ code: 'INVALID_CURSOR', errors: { cursor: [expect.any(String)] } });

    const [payload, mac] = cursor.split('.') as [string, string];
    const position = JSON.parse(Buffer.from(payload, 'base64url').toString()) as [string, string];
    const edited = Buffer.from(JSON.stringify(['2099-01-01T00:00:00.000000Z', position[1]])).toString('base64url');
    for (const bad of [
      `${edited}.${mac}`,
      // The MAC's first character changed to one it is not (a fixed 'AA' at its end was the MAC itself 1 time
      // in 4,096), and its last changed to one that differs only in the padding bits base64 ignores.
      `${payload}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`,
      `${payload}.${mac.slice(0, -1)}${BASE64URL[BASE64URL.indexOf(mac.at(-1) as string) ^ 1]}`,
      payload,
      'garbage',
      `${payload}.${mac}.x`,
    ]) {
      const res = await list({ cursor: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('INVALID_CURSOR');
    }
  });

  it('answers 400 naming the field for a bad limit, status, date or date range', async () => {
    for (const [query, field] of [
      [{ limit: '0' }, 'limit'],
      [{ limit: '201' }, 'limit'],
      [{ status: 'HELD' }, 'status'],
      [{ departureFrom: '2027-13-01' }, 'departureFrom'],
      [{ departureFrom: '2027-01-12', departureTo: '2027-01-11' }, 'departureTo'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(JSON.stringify(res.json().errors ?? {}), JSON.stringify(query)).toContain(field);
    }
  });
});
