/**
 * A crash between a payment's commit and its answer: the server process is armed to SIGKILL itself right
 * after the payment transaction commits (BERTH_FAULT_POINT=after-payment-commit, src/kernel/fault-points.ts). After
 * a restart on the same database, a retry with the same Idempotency-Key must answer the payment that was
 * recorded, and never record the remittance twice.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { confirmOneCabin, partnerClient, sendIntoCrash, serverProcessFixture } from '../support/server-process.js';

// No overdue job: it would add versions between the answers this test compares.
const servers = serverProcessFixture({ env: { OVERDUE_JOB_INTERVAL_SECONDS: '0' } });

describe('a crash after a payment commits', () => {
  it('a retry with the same Idempotency-Key after the restart answers the payment, recorded once', async () => {
    const doomed = await servers.start({ BERTH_FAULT_POINT: 'after-payment-commit' });
    const call = await partnerClient(doomed.base);
    const confirmed = await confirmOneCabin(call, doomed.base);
    const bookingId = confirmed.bookingId as string;

    const key = randomUUID();
    const payment = { amount: 100, currency: confirmed.currency, reference: 'CRASH-PAY-1' };
    // The process dies after the commit: the partner gets no answer at all.
    await sendIntoCrash(doomed, () =>
      call(doomed.base, 'POST', `/bookings/${bookingId}/payments`, payment, { 'Idempotency-Key': key }),
    );

    const restarted = await servers.start();
    const retry = await call(restarted.base, 'POST', `/bookings/${bookingId}/payments`, payment, {
      'Idempotency-Key': key,
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const rows = await servers.sql<{ id: string }>(
      `select p.id from payments p join bookings b on b.id = p.booking_id where b.reference = $1`,
      [bookingId],
    );
    expect(rows.map((r) => r.id)).toEqual([retry.body.paymentId]);
    const listed = await call(restarted.base, 'GET', `/bookings/${bookingId}/payments`);
    expect(listed.body.payments).toEqual([retry.body]);
  }, 180_000);
});
