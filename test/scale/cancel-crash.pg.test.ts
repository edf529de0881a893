/**
 * A crash between a cancellation's commit and its answer: the server process is armed to SIGKILL itself right
 * after the cancellation's transaction commits (BERTH_FAULT_POINT=after-cancel-commit, src/kernel/fault-points.ts).
 * After a restart on the same database, the cancel retried with the same Idempotency-Key answers the cancelled
 * booking (stored in the cancellation's own transaction), not 409 BOOKING_CANCELLED: the key's request took effect,
 * and its repeat must answer what the first would have (contract, Idempotency-Key).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bookingStatus,
  confirmOneCabin,
  partnerClient,
  sendIntoCrash,
  serverProcessFixture,
} from '../support/server-process.js';

// No overdue job: it would add versions between the answers this test compares.
const servers = serverProcessFixture({ env: { OVERDUE_JOB_INTERVAL_SECONDS: '0' } });

describe('a crash after a cancellation commits', () => {
  it('the cancel retried with the same Idempotency-Key after the restart answers the cancelled booking', async () => {
    const doomed = await servers.start({ BERTH_FAULT_POINT: 'after-cancel-commit' });
    const call = await partnerClient(doomed.base);
    const bookingId = (await confirmOneCabin(call, doomed.base)).bookingId as string;
    const quote = await call(doomed.base, 'POST', `/bookings/${bookingId}/cancellation-quotes`);
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);

    const key = randomUUID();
    const cancel = { cancellationQuoteId: quote.body.cancellationQuoteId };
    // The process dies after the commit: the partner gets no answer at all.
    await sendIntoCrash(doomed, () =>
      call(doomed.base, 'POST', `/bookings/${bookingId}/cancellations`, cancel, { 'Idempotency-Key': key }),
    );
    expect(await bookingStatus(servers, bookingId), 'the cancellation committed before the crash').toBe('CANCELLED');

    const restarted = await servers.start();
    const retry = await call(restarted.base, 'POST', `/bookings/${bookingId}/cancellations`, cancel, {
      'Idempotency-Key': key,
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.status).toBe('CANCELLED');
    expect(retry.body.bookingId).toBe(bookingId);
    const read = await call(restarted.base, 'GET', `/bookings/${bookingId}`);
    expect(retry.headers.get('etag')).toBe(read.headers.get('etag'));
    expect(retry.body).toEqual(read.body);
  }, 180_000);
});
