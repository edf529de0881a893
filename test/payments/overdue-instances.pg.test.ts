/**
 * Two real instances of the service (two processes) start at once on a database holding unpaid bookings
 * that are past their grace: both run the overdue job at start-up (the catch-up after downtime) and every
 * second after. Each booking gets exactly one `payment.overdue` and is cancelled exactly once; a paid one
 * is left alone. Always PostgreSQL (TEST_DATABASE_URL or the local server).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerClient, serverProcessFixture, type ServerProcess } from '../support/server-process.js';
import { waitUntil } from '../support/wait.js';
import { confirmOnServer } from './support.js';

const servers = serverProcessFixture({ env: { DATABASE_POOL_SIZE: '6' } });
let instances: ServerProcess[] = [];
const BOOKINGS = 20;
const references: { id: string; paid: boolean }[] = [];

const sql = servers.sql;

beforeAll(async () => {
  // The bookings are made while no instance runs the job (it is off in this one)...
  const maker = await servers.start({ OVERDUE_JOB_INTERVAL_SECONDS: '0' });
  try {
    const call = await partnerClient(maker.base, 1);
    for (let i = 0; i < BOOKINGS; i++) {
      const confirmed = { body: await confirmOnServer(call, maker.base) };
      const paid = i % 5 === 0;
      if (paid) {
        const res = await call(maker.base, 'POST', `/bookings/${confirmed.body.bookingId}/payments`, {
          amount: confirmed.body.payment.totalPrice,
          currency: confirmed.body.currency,
        });
        expect(res.status).toBe(201);
      }
      references.push({ id: confirmed.body.bookingId, paid });
    }
  } finally {
    await maker.stop();
  }
  // ...then two instances start together, with no grace: everything unpaid is overdue and past its grace
  // (the departures are tomorrow, so the balance was due at confirm).
  const jobEnv = { PAYMENT_GRACE_HOURS: '0', OVERDUE_JOB_INTERVAL_SECONDS: '1', LOG_LEVEL: 'info' };
  instances = await Promise.all([servers.start(jobEnv), servers.start(jobEnv)]);
}, 480_000); // three server processes started, the first alone: a start took over 120 s at load 20

/** The job's own log lines of an instance: what it did in each run. */
function jobRuns(instance: ServerProcess): { notified: number; cancelled: number }[] {
  return instance
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"overdue payments"'))
    .map((line) => (JSON.parse(line) as { overdue: { notified: number; cancelled: number } }).overdue);
}

describe('two instances running the overdue job at once', () => {
  it('cancels each unpaid booking exactly once, with one payment.overdue each; paid ones are untouched', async () => {
    const unpaid = references.filter((r) => !r.paid).map((r) => r.id);
    // Wait (no timing assertion) until every unpaid booking is cancelled and the instances' logs say so: a
    // run logs what it did after committing it, a moment later on a busy machine.
    await waitUntil(
      async () => {
        const [row] = await sql<{ n: number }>(
          "select count(*)::int as n from bookings where reference = any($1) and status = 'CANCELLED'",
          [unpaid],
        );
        const logged = instances.flatMap(jobRuns).reduce((s, r) => s + r.cancelled, 0);
        return row!.n === unpaid.length && logged >= unpaid.length;
      },
      { within: 60_000, what: 'every unpaid booking cancelled, and logged' },
    );
    // Then a few more of the job's runs (one a second on each) may act on them a second time, which the
    // checks below would see. An observation window, not a wait for something: a run that finds nothing
    // to do leaves no trace to wait for, and a busy machine only makes the window hold fewer runs.
    await new Promise((r) => setTimeout(r, 3000));

    const rows = await sql<{
      reference: string;
      status: string;
      reason: string | null;
      version: number;
      types: string[];
    }>(
      `select b.reference, b.status, b.cancellation_reason as reason, b.version,
              array(select e.type from events e where e.booking_id = b.id order by e.seq) as types
       from bookings b where b.reference = any($1)`,
      [references.map((r) => r.id)],
    );
    expect(rows).toHaveLength(BOOKINGS);
    for (const row of rows) {
      if (unpaid.includes(row.reference)) {
        expect(row).toMatchObject({ status: 'CANCELLED', reason: 'PAYMENT_OVERDUE', version: 3 });
        expect(row.types).toEqual(['booking.confirmed', 'payment.overdue', 'booking.cancelled']);
      } else {
        expect(row).toMatchObject({ status: 'CONFIRMED', version: 2 });
        expect(row.types).toEqual(['booking.confirmed', 'payment.received']);
      }
    }
    // What the two instances say they did adds up to one notice and one cancellation per unpaid booking.
    const runs = instances.flatMap(jobRuns);
    expect(runs.reduce((s, r) => s + r.cancelled, 0)).toBe(unpaid.length);
    expect(runs.reduce((s, r) => s + r.notified, 0)).toBe(unpaid.length);
  }, 180_000);
});
