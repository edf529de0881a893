/**
 * A crash between a change's commit and its answer: the server process is armed to SIGKILL itself right after the
 * apply's transaction commits (BERTH_FAULT_POINT=after-change-commit, src/kernel/fault-points.ts). After a restart on
 * the same database, the apply retried with the same Idempotency-Key answers the changed booking (stored in the
 * change's own transaction), not 409 CHANGE_QUOTE_EXPIRED (the quote is applied by then): the key's request took
 * effect, and its repeat must answer what the first would have (contract, Idempotency-Key).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHANGEABLE_ENV,
  changeableSearch,
  confirmOneCabin,
  partnerClient,
  sendIntoCrash,
  serverProcessFixture,
} from '../support/server-process.js';

// Bookings that can be changed (server-process.ts CHANGEABLE_ENV), and a search for them.
const servers = serverProcessFixture({ env: CHANGEABLE_ENV });
const LATER = changeableSearch();

describe('a crash after a change commits', () => {
  it('the apply retried with the same Idempotency-Key after the restart answers the changed booking', async () => {
    const doomed = await servers.start({ BERTH_FAULT_POINT: 'after-change-commit' });
    const call = await partnerClient(doomed.base);
    const booked = await confirmOneCabin(call, doomed.base, { search: LATER, fareCode: 'FLEX' });
    const bookingId = booked.bookingId as string;
    const quote = await call(doomed.base, 'POST', `/bookings/${bookingId}/change-quotes`, {
      cabins: [{ cabinId: 1, code: 'O2' }],
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);

    const key = randomUUID();
    const apply = { changeQuoteId: quote.body.changeQuoteId };
    // The process dies after the commit: the partner gets no answer at all.
    await sendIntoCrash(doomed, () =>
      call(doomed.base, 'POST', `/bookings/${bookingId}/changes`, apply, { 'Idempotency-Key': key }),
    );

    const restarted = await servers.start();
    const read = await call(restarted.base, 'GET', `/bookings/${bookingId}`);
    expect(read.body.version, 'the change committed before the crash').toBeGreaterThan(booked.version);
    const retry = await call(restarted.base, 'POST', `/bookings/${bookingId}/changes`, apply, {
      'Idempotency-Key': key,
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('etag')).toBe(read.headers.get('etag'));
    expect(retry.body).toEqual(read.body);
  }, 180_000);
});
