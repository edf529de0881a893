/**
 * Retries with an Idempotency-Key after an instance crashed (issue 31, item 4), on real processes sharing one
 * PostgreSQL database: the doomed one is armed to SIGKILL itself inside or right after a create's transaction
 * (BERTH_FAULT_POINT, src/kernel/fault-points.ts), so the partner sees the connection drop and retries on another.
 *
 * - A create that committed: the retry answers its 201 (the create stores it in its own transaction), not
 *   409 HELD_BOOKING_EXISTS for the booking the partner never heard of.
 * - A create that died mid-write: the retry runs once the crashed claim's lease has run out, CLAIM_LEASE_MS
 *   (5 s) after its last renewal, not after the minute the lease used to be. The test waits for that outcome
 *   with a deadline of 30 s: well past the lease on a loaded machine, well short of the old minute.
 * - A first request that is still running keeps its key past the lease (its instance renews the claim): a
 *   duplicate is 409 IDEMPOTENCY_REQUEST_IN_PROGRESS for as long as it runs, then the first answer again.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS } from '../../src/platform/idempotency/idempotency.js';
import { serverUrlOf } from '../support/database.js';
import {
  partnerClient,
  searchTomorrow,
  sendIntoCrash,
  serverProcessFixture,
  type ServerProcess,
} from '../support/server-process.js';

const servers = serverProcessFixture();
/** The instance the partner retries on. */
let survivor: ServerProcess;

beforeAll(async () => {
  survivor = await servers.start();
}, 120_000);

const RETRY_DEADLINE_MS = 30_000;

/** A search on `base` and the create's path and body for its first voyage (one adult in I2). */
async function createRequest(call: Awaited<ReturnType<typeof partnerClient>>, base: string) {
  const search = await searchTomorrow(call, base);
  const sessionId = search.body.sessionId as string;
  return {
    sessionId,
    path: `/bookings/create/voyage-only/${sessionId}`,
    body: { departureDate: search.body.results[0].departureDate, cabinMix: [{ code: 'I2', guestIds: [1] }] },
  };
}

/**
 * A keyed create on an instance armed to SIGKILL itself at `point`: the partner's call fails with the connection,
 * and the instance is gone. What the retry needs: the partner's client, the create's path, body and key.
 */
async function createThatCrashes(point: 'after-create-commit' | 'before-create-commit') {
  const doomed = await servers.start({ BERTH_FAULT_POINT: point });
  const call = await partnerClient(doomed.base);
  const { sessionId, path, body } = await createRequest(call, doomed.base);
  const key = randomUUID();
  await sendIntoCrash(doomed, () => call(doomed.base, 'POST', path, body, { 'Idempotency-Key': key }));
  return { doomed, call, sessionId, path, body, key };
}

const heldBookings = (sessionId: string) =>
  servers.sql<{ id: string }>(`select id from bookings where session_id = $1 and status = 'HELD'`, [sessionId]);

describe('a retry after an instance crashed', () => {
  it('answers the 201 of a create that committed before the crash, not 409 HELD_BOOKING_EXISTS', async () => {
    const { doomed, call, sessionId, path, body, key } = await createThatCrashes('after-create-commit');
    expect(doomed.child.signalCode).toBe('SIGKILL');
    const [booking] = await heldBookings(sessionId);
    expect(booking, 'the create committed before the crash').toBeDefined();

    const { retry, answers } = await retryWhileInProgress(call, path, body, key);
    expect(retry.status, answers.join(', ')).toBe(201);
    expect(answers, 'answered at once: the answer was stored with the booking').toHaveLength(1);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('x-session-expires-at')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const read = await call(survivor.base, 'GET', path);
    expect(read.status).toBe(200);
    expect(retry.body).toEqual(read.body);
    expect(await heldBookings(sessionId)).toEqual([booking]);
  }, 180_000);

  it('runs the retry of a create that died mid-write once the crashed claim lapses, not after a minute', async () => {
    const { call, sessionId, path, body, key } = await createThatCrashes('before-create-commit');
    expect(await heldBookings(sessionId), 'the crash rolled the create back').toEqual([]);

    const { retry, answers } = await retryWhileInProgress(call, path, body, key);
    expect(retry.status, answers.join(', ')).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await heldBookings(sessionId)).toHaveLength(1);
  }, 180_000);
});

describe('a duplicate of a request still running', () => {
  it('is 409 IDEMPOTENCY_REQUEST_IN_PROGRESS past the lease, then answers the first answer', async () => {
    // The first create waits on a lock for longer than the claim's lease (5 s), which is also the default lock
    // timeout (DATABASE_LOCK_TIMEOUT_MS): an instance of its own that waits longer, on the server itself (behind
    // a pooler the lock timeout is the pooler's, docs/operations.md).
    const patient = await servers.start({
      DATABASE_URL: serverUrlOf(servers.databaseUrl),
      DATABASE_POOLER: 'none',
      DATABASE_LOCK_TIMEOUT_MS: '120000',
    });
    const call = await partnerClient(patient.base);
    const { sessionId, path, body } = await createRequest(call, patient.base);
    const key = randomUUID();
    // The first create waits on the session's row lock, held here, for longer than the claim's lease.
    const blocker = new pg.Client({ connectionString: servers.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from sessions where id = $1 for update', [sessionId]);
      const first = call(patient.base, 'POST', path, body, { 'Idempotency-Key': key });
      const claimedAt = await waitFor(async () => {
        const [row] = await servers.sql<{ created_at: Date }>(
          'select created_at from idempotency_keys where key = $1 and status_code is null',
          [key],
        );
        return row?.created_at;
      });
      // Until the database's clock is past the first claim's lease (it must have been renewed to still hold).
      await waitFor(async () => {
        const [row] = await servers.sql<{ lapsed: boolean }>(
          `select now() > $1::timestamptz + make_interval(secs => $2) as lapsed`,
          [claimedAt, CLAIM_LEASE_MS / 1000 + 1],
        );
        return row?.lapsed || undefined;
      });
      // Its instance renewed the claim (else the duplicate below would take the key over and wait on the lock).
      const [renewed] = await servers.sql<{ created_at: Date }>(
        'select created_at from idempotency_keys where key = $1 and status_code is null',
        [key],
      );
      expect(renewed!.created_at.getTime()).toBeGreaterThan(claimedAt.getTime());
      const duplicate = await call(patient.base, 'POST', path, body, { 'Idempotency-Key': key });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
      await blocker.query('commit');
      const answered = await first;
      expect(answered.status, JSON.stringify(answered.body)).toBe(201);
      const replay = await call(patient.base, 'POST', path, body, { 'Idempotency-Key': key });
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(answered.body);
      expect(await heldBookings(sessionId)).toHaveLength(1);
    } finally {
      await blocker.end();
    }
  }, 180_000);
});

/**
 * The create retried on the survivor while it answers 409 IDEMPOTENCY_REQUEST_IN_PROGRESS (with Retry-After),
 * until RETRY_DEADLINE_MS: the answer it settled on and every answer's status and code.
 */
async function retryWhileInProgress(
  call: Awaited<ReturnType<typeof partnerClient>>,
  path: string,
  body: unknown,
  key: string,
) {
  const deadline = Date.now() + RETRY_DEADLINE_MS;
  const answers: string[] = [];
  for (;;) {
    const retry = await call(survivor.base, 'POST', path, body, { 'Idempotency-Key': key });
    answers.push(`${retry.status} ${retry.body?.code ?? ''}`.trim());
    if (retry.body?.code !== 'IDEMPOTENCY_REQUEST_IN_PROGRESS') return { retry, answers };
    expect(retry.headers.get('retry-after')).toBe('1');
    if (Date.now() > deadline) {
      throw new Error(`still IN_PROGRESS ${RETRY_DEADLINE_MS} ms after the crash (lease ${CLAIM_LEASE_MS} ms)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Polls `probe` until it yields a value (deadline 30 s). */
async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('waited 30 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
