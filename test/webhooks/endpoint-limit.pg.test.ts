/**
 * The limit of endpoints per agency under concurrency: real concurrent HTTP clients against a listening
 * server on PostgreSQL (never PGlite: one connection, nothing would race). Creates of one agency counted
 * without a lock all saw fewer than 10 and made 61 endpoints of 200; the limit must hold exactly.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_AGENCIES } from '../../src/domain/auth/sandbox.js';
import { queryRows } from '../../src/platform/db/client.js';
import { MAX_ENDPOINTS_PER_AGENCY } from '../../src/domain/webhooks/service.js';
import { listeningTestApp, type ListeningTestApp } from '../support/listening.js';

let server: ListeningTestApp;

beforeAll(async () => {
  server = await listeningTestApp({ poolSize: 20 });
});
afterAll(async () => server?.close());

const endpointsOf = async (clientId: string) => {
  const [row] = await queryRows<{ n: number }>(
    server.t.tdb.database.db,
    sql`select count(*)::int as n from webhook_endpoints e join agencies a on a.id = e.agency_id
        where a.client_id = ${clientId} and e.deleted_at is null`,
  );
  return row!.n;
};

describe('the endpoint limit on PostgreSQL', () => {
  it('100 concurrent creates of one agency make exactly 10 endpoints; the rest are 409 WEBHOOK_LIMIT_REACHED', async () => {
    const { agency1, agency2 } = server;
    // The other agency's creates run at the same time and count for it alone.
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        server.call(i % 10 === 0 ? agency2 : agency1, 'POST', '/webhooks', {
          url: `http://127.0.0.1:4009/hooks/${i}`,
          events: ['booking.confirmed'],
        }),
      ),
    );
    const mine = results.filter((_, i) => i % 10 !== 0);
    expect(mine.filter((r) => r.status === 201)).toHaveLength(MAX_ENDPOINTS_PER_AGENCY);
    for (const r of mine.filter((r) => r.status !== 201))
      expect(r).toMatchObject({ status: 409, body: { code: 'WEBHOOK_LIMIT_REACHED' } });
    expect(results.filter((_, i) => i % 10 === 0).every((r) => r.status === 201)).toBe(true);
    expect(await endpointsOf(SANDBOX_AGENCIES[0]!.clientId)).toBe(MAX_ENDPOINTS_PER_AGENCY);
    expect(await endpointsOf(SANDBOX_AGENCIES[1]!.clientId)).toBe(10);
  });
});
