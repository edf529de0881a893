/**
 * A crash between a keyed write's commit and its answer, for the writes whose repeat would not answer as the first
 * (the contract: a request repeated with its Idempotency-Key answers what the first answered). The server is armed to
 * SIGKILL itself as any keyed write answers (BERTH_FAULT_POINT=before-keyed-answer, src/kernel/fault-points.ts): its
 * transaction committed, its answer not sent, and the answer store of the Idempotency-Key plugin's onSend never ran.
 * On a second instance of the same database, the retry with the same key must replay the answer that the write stored
 * in its own transaction. Without that, each case answers otherwise: an addon applied again is 409
 * ITEM_ALREADY_APPLIED, a cabin number applied again is refused (the listing is used up), a guest's details amended
 * again make a second version, a quote asked again is another quote, a watch registered again is a second watch, a
 * watch ended again is 404.
 *
 * The writes that set up each case carry no key: the armed server dies at the first keyed write.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmOneCabin,
  holdOneCabin,
  partnerClient,
  sendIntoCrash,
  serverProcessFixture,
  tomorrowInOslo,
  type ServerProcess,
  CHANGEABLE_ENV,
  changeableSearch,
} from '../support/server-process.js';

// Bookings that can be changed (server-process.ts CHANGEABLE_ENV), and a search for them.
const servers = serverProcessFixture({ env: CHANGEABLE_ENV });
const LATER = changeableSearch();

type Call = Awaited<ReturnType<typeof partnerClient>>;
let healthy: ServerProcess;
let call: Call;

beforeAll(async () => {
  healthy = await servers.start();
  call = await partnerClient(healthy.base);
}, 240_000);
afterAll(async () => healthy?.stop());

/** A server armed to die at its first keyed write, and `prepare` run on it (unkeyed writes). */
async function doomedWith<T>(prepare: (base: string) => Promise<T>): Promise<{ doomed: ServerProcess; ready: T }> {
  const doomed = await servers.start({ BERTH_FAULT_POINT: 'before-keyed-answer' });
  return { doomed, ready: await prepare(doomed.base) };
}

/** The keyed write sent into the crash, then sent again with its key to the healthy instance: the retry's answer. */
async function crashThenRetry(doomed: ServerProcess, method: string, path: string, body: unknown) {
  const key = randomUUID();
  await sendIntoCrash(doomed, () => call(doomed.base, method, path, body, { 'Idempotency-Key': key }));
  const retry = await call(healthy.base, method, path, body, { 'Idempotency-Key': key });
  expect(retry.headers.get('idempotent-replayed'), JSON.stringify(retry.body)).toBe('true');
  if (retry.status !== 204) expect(retry.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return retry;
}

describe('a keyed write retried after a crash between its commit and its answer', () => {
  it('an addon applied to a held booking: the retry answers the booking with the addon, not 409', async () => {
    const { doomed, ready } = await doomedWith(async (base) => {
      const held = await holdOneCabin(call, base);
      const listing = await call(base, 'GET', `${held.path}/addons`);
      const addon = listing.body.addons.find((a: { isMandatory: boolean }) => !a.isMandatory);
      return { ...held, addon: addon.code as string };
    });
    const body = { addons: [{ code: ready.addon, guestIds: [1] }] };
    const retry = await crashThenRetry(doomed, 'POST', `${ready.path}/addons`, body);

    const read = await call(healthy.base, 'GET', ready.path);
    expect(read.body.addons).toContainEqual(expect.objectContaining({ code: ready.addon, guests: [1] }));
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body).toEqual(read.body);
    expect(retry.headers.get('x-session-expires-at')).toBe(read.headers.get('x-session-expires-at'));
  }, 180_000);

  it('a cabin number chosen on a held booking: the retry answers the booking with that number', async () => {
    const { doomed, ready } = await doomedWith(async (base) => {
      const held = await holdOneCabin(call, base);
      const listed = await call(base, 'GET', `${held.path}/cabin-numbers?cabinGrade=I2`);
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      return { ...held, number: listed.body.decks[0].cabinNumbers[0] as string };
    });
    const body = { cabinId: 1, cabinNumber: ready.number };
    const retry = await crashThenRetry(doomed, 'POST', `${ready.path}/cabin-numbers`, body);

    const read = await call(healthy.base, 'GET', ready.path);
    expect(read.body.cabins[0].cabinNumber, 'the number was applied before the crash').toBe(ready.number);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body).toEqual(read.body);
  }, 180_000);

  it("a guest's details amended on a confirmed booking: the retry answers that version, and makes no other", async () => {
    const { doomed, ready } = await doomedWith((base) => confirmOneCabin(call, base));
    const bookingId = ready.bookingId as string;
    const retry = await crashThenRetry(doomed, 'PATCH', `/bookings/${bookingId}/guests/1`, { lastName: 'Olsen' });

    const read = await call(healthy.base, 'GET', `/bookings/${bookingId}`);
    expect(read.body.version, 'one amendment, committed before the crash').toBe(ready.version + 1);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body).toEqual(read.body);
    expect(retry.headers.get('etag')).toBe(read.headers.get('etag'));
  }, 180_000);

  it('a watch registered: the retry answers the same watch, and the agency has one', async () => {
    const { doomed, ready: before } = await doomedWith(
      async (base) => (await call(base, 'GET', '/watches')).body.watches.length as number,
    );
    const day = tomorrowInOslo();
    const body = { departurePort: 'BGO', arrivalPort: 'TOS', departureFrom: day, departureTo: day, currency: 'NOK' };
    const retry = await crashThenRetry(doomed, 'POST', '/watches', body);

    const listed = await call(healthy.base, 'GET', '/watches');
    expect(listed.body.watches, 'one watch more than before the crash').toHaveLength(before + 1);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(listed.body.watches).toContainEqual(retry.body);
  }, 180_000);

  it('a cancellation quote: the retry answers the same quote, which cancels the booking', async () => {
    const { doomed, ready } = await doomedWith((base) => confirmOneCabin(call, base));
    const bookingId = ready.bookingId as string;
    const retry = await crashThenRetry(doomed, 'POST', `/bookings/${bookingId}/cancellation-quotes`, undefined);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    const cancelled = await call(healthy.base, 'POST', `/bookings/${bookingId}/cancellations`, {
      cancellationQuoteId: retry.body.cancellationQuoteId,
    });
    expect(cancelled.status, 'the quote replayed is the one stored, the newest').toBe(200);
  }, 180_000);

  it('a change quote: the retry answers the same quote, which applies', async () => {
    const { doomed, ready } = await doomedWith((base) =>
      confirmOneCabin(call, base, { search: LATER, fareCode: 'FLEX' }),
    );
    const bookingId = ready.bookingId as string;
    const body = { cabins: [{ cabinId: 1, code: 'O2' }] };
    const retry = await crashThenRetry(doomed, 'POST', `/bookings/${bookingId}/change-quotes`, body);
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    const applied = await call(healthy.base, 'POST', `/bookings/${bookingId}/changes`, {
      changeQuoteId: retry.body.changeQuoteId,
    });
    expect(applied.status, 'the quote replayed is the one stored, the newest').toBe(200);
    expect(applied.body.cabins[0].code).toBe('O2');
  }, 180_000);

  it('a watch ended: the retry answers 204, not 404', async () => {
    const day = tomorrowInOslo();
    const body = { departurePort: 'BGO', arrivalPort: 'TOS', departureFrom: day, departureTo: day, currency: 'NOK' };
    const { doomed, ready } = await doomedWith(async (base) => (await call(base, 'POST', '/watches', body)).body);
    const retry = await crashThenRetry(doomed, 'DELETE', `/watches/${ready.watchId}`, undefined);
    expect(retry.status).toBe(204);
    const listed = await call(healthy.base, 'GET', '/watches');
    expect(listed.body.watches.map((w: { watchId: string }) => w.watchId)).not.toContain(ready.watchId);
  }, 180_000);
});
