/**
 * Response compression (http/compression.ts): large JSON and HTML answers go out coded as Accept-Encoding
 * allows and decode to exactly the identity answer; small answers, answers with an ETag and PDFs go out as
 * they are; the idempotency store keeps the uncompressed answer, so a replay can be coded for another client.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/platform/http/compression.js';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { sandboxAuth, type InjectAuth } from '../support/auth.js';
import { confirmBooking } from '../support/lifecycle.js';
import { LEAD, v2Client, type V2Client } from '../support/v2.js';

const BOTH = 'gzip, br';

function decoded(res: LightMyRequestResponse): Buffer {
  const body = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    case undefined:
      return body;
    default:
      throw new Error(`unexpected Content-Encoding ${String(res.headers['content-encoding'])}`);
  }
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

let t: TestApp;
let auth: InjectAuth;
let api: V2Client;

beforeAll(async () => {
  t = await createTestApp();
  auth = await sandboxAuth(t.app);
  api = await v2Client(t.app);
});
afterAll(async () => t?.close());

const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra },
  });
const getApi = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    url,
    query: auth.query,
    headers: { ...auth.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('the OpenAPI document', () => {
  it.each(['gzip', 'br', 'deflate'])('goes out %s-coded, decoding to the identical document, a tenth of its size or less', async (coding) => {
    const plain = await get('/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const coded = await get('/openapi.json', coding);
    expect(coded.statusCode).toBe(200);
    expect(coded.headers['content-encoding']).toBe(coding);
    expect(varies(coded)).toBe(true);
    expect(decoded(coded).equals(plain.rawPayload)).toBe(true);
    expect(coded.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
  });

  it('takes brotli when the client accepts both, and nothing coded when it asks for identity only', async () => {
    expect((await get('/openapi.json', BOTH)).headers['content-encoding']).toBe('br');
    expect((await get('/openapi.json', 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('/openapi.json', 'gzip;q=0, br;q=0')).headers['content-encoding']).toBeUndefined();
  });
});

describe('partner answers', () => {
  it.each(['ships', 'ports'])('reference data (%s) are compressed', async (what) => {
    const plain = await getApi(`/api/v2/refdata/${what}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const coded = await getApi(`/api/v2/refdata/${what}`, 'gzip');
    expect(coded.headers['content-encoding']).toBe('gzip');
    expect(decoded(coded).equals(plain.rawPayload)).toBe(true);
    // The no-store header of every /api/ answer survives the coding.
    expect(coded.headers['cache-control']).toBe('no-store');
  });

  it('a held booking (GET, the hot path) is under the threshold and goes out as it is', async () => {
    const search = await api.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
    });
    const s = search.json();
    const created = await api.create('voyage-only', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const held = await getApi(`/api/v2/bookings/create/voyage-only/${s.sessionId}`, BOTH);
    expect(held.statusCode).toBe(200);
    expect(held.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(held.headers['content-encoding']).toBeUndefined();
    expect(held.json().sessionId).toBe(s.sessionId);
  });

  it('a booking with its ETag goes out uncoded, its strong ETag unchanged', async () => {
    // Four guests in two cabins: a booking well above the threshold.
    const search = await api.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }, { type: 'ADULT' }, { type: 'ADULT' }, { type: 'ADULT' }],
    });
    const s = search.json();
    const created = await api.create('voyage-only', s.sessionId, {
      departureDate: s.results[0].departureDate,
      cabinMix: [
        { code: 'O2', guestIds: [1, 2] },
        { code: 'O2', guestIds: [3, 4] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const guest = (guestId: number) => ({ ...LEAD, guestId, isLead: guestId === 1, firstName: `Guest${guestId}` });
    const confirmed = await api.sub('POST', 'voyage-only', s.sessionId, 'confirm', { guests: [1, 2, 3, 4].map(guest) });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    // The confirm's own answer carries the ETag too.
    expect(confirmed.headers['content-encoding']).toBeUndefined();
    const booking = confirmed.json();
    const read = await getApi(`/api/v2/bookings/${booking.bookingId}`, BOTH);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(read.headers.etag).toBe('"1"');
    expect(read.headers['content-encoding']).toBeUndefined();
    expect(read.json().bookingId).toBe(booking.bookingId);
    // A larger answer without an ETag is still compressed on the same request path after it.
    expect((await getApi('/api/v2/refdata/ports', BOTH)).headers['content-encoding']).toBe('br');
  });

  it('the confirmation PDF is never compressed', async () => {
    const booking = await confirmBooking(api);
    const pdf = await getApi(`/api/v2/bookings/${booking.bookingId}/documents/confirmation`, BOTH);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('an idempotent replay is coded for the client asking, from the uncompressed answer it stored', async () => {
    const body = {
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }],
    };
    const key = { 'idempotency-key': `compression-${Date.now()}` };
    const first = await api.call('POST', '/search/voyages', body, { ...key, 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(decoded(first).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(first.headers['content-encoding']).toBe('gzip');
    const replay = await api.call('POST', '/search/voyages', body, { ...key, 'accept-encoding': 'br' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['content-encoding']).toBe('br');
    expect(decoded(replay).equals(decoded(first))).toBe(true);
    const plain = await api.call('POST', '/search/voyages', body, key);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(decoded(first))).toBe(true);
  });
});

describe('static files', () => {
  it('with a weak ETag are compressed, the ETag kept, and a matching If-None-Match still answers 304', async () => {
    const url = '/docs/static/swagger-ui-bundle.js';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\//);
    const coded = await get(url, BOTH);
    expect(coded.headers['content-encoding']).toBe('br');
    expect(coded.headers.etag).toBe(etag);
    expect(decoded(coded).equals(plain.rawPayload)).toBe(true);
    expect(coded.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const notModified = await get(url, BOTH, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.rawPayload.length).toBe(0);
  });
});

describe('portal pages', () => {
  it('an HTML page above the threshold is compressed, its security headers kept', async () => {
    const plain = await get('/portal/request-access');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const coded = await get('/portal/request-access', 'gzip');
    expect(coded.headers['content-encoding']).toBe('gzip');
    expect(varies(coded)).toBe(true);
    expect(coded.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    // The page carries a fresh CSRF token each time: compare it without the token.
    const withoutToken = (html: string) => html.replace(/name="_csrf" value="[^"]*"/g, '');
    expect(withoutToken(decoded(coded).toString())).toBe(withoutToken(plain.body));
  });
});
