/**
 * A crash between a confirm's commit and its answer: the server process is armed to SIGKILL itself right
 * after the confirm transaction commits (BERTH_FAULT_POINT=after-confirm-commit, src/kernel/fault-points.ts), so
 * the partner sees the connection drop. After a restart on the same database, a retry with the same
 * Idempotency-Key must answer the booking that was confirmed (not 409 for the claim's lease, then 404).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  holdOneCabin,
  LEAD_GUEST,
  partnerClient,
  sendIntoCrash,
  serverProcessFixture,
} from '../support/server-process.js';

// No overdue job here: the booking departs within 60 days, so its balance is due at confirm and the job
// would add a version (payment.overdue) between the replayed answer and the read this test compares.
const servers = serverProcessFixture({ env: { OVERDUE_JOB_INTERVAL_SECONDS: '0' } });

describe('a crash after a confirm commits', () => {
  it('a retry with the same Idempotency-Key after the restart answers the confirmed booking', async () => {
    const doomed = await servers.start({ BERTH_FAULT_POINT: 'after-confirm-commit' });
    const call = await partnerClient(doomed.base);
    const { sessionId, path } = await holdOneCabin(call, doomed.base);

    const key = randomUUID();
    const confirm = { guests: [LEAD_GUEST], agencyReference: 'CRASH-1' };
    // The process dies after the commit: the partner gets no answer at all.
    await sendIntoCrash(doomed, () =>
      call(doomed.base, 'POST', `${path}/confirm`, confirm, { 'Idempotency-Key': key }),
    );
    const [booking] = await servers.sql<{ reference: string }>(
      `select reference from bookings where session_id = $1 and status = 'CONFIRMED'`,
      [sessionId],
    );
    expect(booking, 'the confirm committed before the crash').toBeDefined();

    const restarted = await servers.start();
    const retry = await call(restarted.base, 'POST', `${path}/confirm`, confirm, { 'Idempotency-Key': key });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toMatchObject({
      bookingId: booking!.reference,
      status: 'CONFIRMED',
      agencyReference: 'CRASH-1',
    });
    const read = await call(restarted.base, 'GET', `/bookings/${booking!.reference}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(retry.body);
  }, 180_000);
});
