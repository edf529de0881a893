/**
 * A crash between an OTA write's commit and its answer (as test/scale/confirm-crash.pg.test.ts for V2): the server
 * process is armed to SIGKILL itself right after the confirm transaction commits (BERTH_FAULT_POINT=
 * after-confirm-commit), so the agency's system sees the connection drop. After a restart on the same database,
 * the book retried with the same Idempotency-Key answers the booking that was made: its answer was stored in the
 * book's own unit of work (transport.ts `answer`), not by the key store's onSend hook, which never ran. Without
 * that, the retry would run again on a hold already booked and answer BOOKING_NOT_FOUND: the booking id lost.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sandboxAuthForServer } from '../support/auth.js';
import { bookRQ, cancelRQ, holdRQ, list, otaOverHttp, paymentRQ, sailAvailRQ } from '../support/ota.js';
import { bookingStatus, sendIntoCrash, serverProcessFixture, tomorrowInOslo } from '../support/server-process.js';

// No overdue job: the booking departs within 60 days, and the job would move its version meanwhile.
const servers = serverProcessFixture({ env: { OVERDUE_JOB_INTERVAL_SECONDS: '0' } });

/**
 * A booking made through OTA (hold `transactionId` on tomorrow's first sailing, then book) on a server without a
 * fault, `also` done on it, then the server stopped: the booking's id and currency.
 */
async function otaBooking(
  transactionId: string,
  also: (client: Awaited<ReturnType<typeof sandboxAuthForServer>>, bookingId: string) => Promise<void> = async () => {},
): Promise<{ bookingId: string; currency: string }> {
  const maker = await servers.start();
  const client = await sandboxAuthForServer(maker.base);
  const day = tomorrowInOslo();
  const sailings = await otaOverHttp(client, 'OTA_CruiseSailAvailRQ', sailAvailRQ({ from: day, to: day }));
  const voyageId: string = list(sailings.root.SailingOptions.SailingOption)[0].SelectedSailing['@VoyageID'];
  await otaOverHttp(client, 'OTA_CruiseCabinHoldRQ', holdRQ(voyageId, transactionId));
  const booked = await otaOverHttp(client, 'OTA_CruiseBookRQ', bookRQ(voyageId, transactionId));
  expect(booked.root.Success, booked.message).toBe('');
  const bookingId: string = booked.root.ReservationID['@ID'];
  await also(client, bookingId);
  await maker.kill();
  const [row] = await servers.sql<{ currency: string }>('select currency from bookings where reference = $1', [
    bookingId,
  ]);
  return { bookingId, currency: row!.currency };
}

describe('a crash after an OTA book commits', () => {
  it('the book retried with the same Idempotency-Key after the restart answers the booking made', async () => {
    const doomed = await servers.start({ BERTH_FAULT_POINT: 'after-confirm-commit' });
    const client = await sandboxAuthForServer(doomed.base);
    const day = tomorrowInOslo();
    const sailings = await otaOverHttp(client, 'OTA_CruiseSailAvailRQ', sailAvailRQ({ from: day, to: day }));
    const voyageId: string = list(sailings.root.SailingOptions.SailingOption)[0].SelectedSailing['@VoyageID'];
    const hold = await otaOverHttp(client, 'OTA_CruiseCabinHoldRQ', holdRQ(voyageId, 'CRASH-1'));
    expect(hold.root.Success, hold.message).toBe('');

    const key = randomUUID();
    // The process dies after the commit: the agency's system gets no answer at all.
    await sendIntoCrash(doomed, () =>
      otaOverHttp(client, 'OTA_CruiseBookRQ', bookRQ(voyageId, 'CRASH-1'), { 'Idempotency-Key': key }),
    );
    const [booking] = await servers.sql<{ reference: string }>(
      `select b.reference from bookings b join ota_holds h on h.session_id = b.session_id
       where h.transaction_id = 'CRASH-1' and b.status = 'CONFIRMED'`,
    );
    expect(booking, 'the book committed before the crash').toBeDefined();

    const restarted = await servers.start();
    const again = await sandboxAuthForServer(restarted.base);
    const retry = await otaOverHttp(again, 'OTA_CruiseBookRQ', bookRQ(voyageId, 'CRASH-1'), {
      'Idempotency-Key': key,
    });
    expect(retry.status, retry.message).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(retry.root.Success).toBe('');
    expect(retry.root.ReservationID['@ID']).toBe(booking!.reference);
  }, 180_000);

  it('a payment retried with the same Idempotency-Key after the restart is recorded once', async () => {
    const { bookingId, currency } = await otaBooking('CRASH-2');

    // The process dies after the payment commits (BERTH_FAULT_POINT=after-payment-commit): no answer at all.
    const doomed = await servers.start({ BERTH_FAULT_POINT: 'after-payment-commit' });
    const key = randomUUID();
    const pay = (base: string) =>
      sandboxAuthForServer(base).then((c) =>
        otaOverHttp(c, 'OTA_CruisePaymentRQ', paymentRQ(bookingId, '100.00', currency), { 'Idempotency-Key': key }),
      );
    await sendIntoCrash(doomed, () => pay(doomed.base));
    const paymentsOf = () =>
      servers.sql<{ n: number }>(
        'select count(*)::int as n from payments p join bookings b on b.id = p.booking_id where b.reference = $1',
        [bookingId],
      );
    expect(await paymentsOf(), 'the payment committed before the crash').toEqual([{ n: 1 }]);

    const restarted = await servers.start();
    const retry = await pay(restarted.base);
    expect(retry.status, retry.message).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.root.ReservationPayment.ReservationID['@ID']).toBe(bookingId);
    expect(retry.root.ReservationPayment.PaymentDetail.PaymentAmount['@Amount']).toBe('100.00');
    expect(await paymentsOf(), 'the retry recorded nothing more').toEqual([{ n: 1 }]);
  }, 180_000);

  it('a cancel commit retried with the same Idempotency-Key after the restart answers the cancellation', async () => {
    // With its cancellation quote (CancelType Initiate).
    const { bookingId } = await otaBooking('CRASH-3', async (client, id) => {
      const initiated = await otaOverHttp(client, 'OTA_CancelRQ', cancelRQ(id, 'Initiate'));
      expect(initiated.root['@Status'], initiated.message).toBe('Pending');
    });

    // The process dies after the cancellation commits (BERTH_FAULT_POINT=after-cancel-commit): no answer at all.
    const doomed = await servers.start({ BERTH_FAULT_POINT: 'after-cancel-commit' });
    const key = randomUUID();
    const commit = (base: string) =>
      sandboxAuthForServer(base).then((c) =>
        otaOverHttp(c, 'OTA_CancelRQ', cancelRQ(bookingId, 'Commit'), { 'Idempotency-Key': key }),
      );
    await sendIntoCrash(doomed, () => commit(doomed.base));
    expect(await bookingStatus(servers, bookingId), 'the cancellation committed before the crash').toBe('CANCELLED');

    const restarted = await servers.start();
    const retry = await commit(restarted.base);
    expect(retry.status, retry.message).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.root['@Status'], retry.message).toBe('Cancelled');
    expect(retry.root.UniqueID['@ID']).toBe(bookingId);
  }, 180_000);
});
