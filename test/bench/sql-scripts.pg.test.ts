/**
 * The bench's pgbench scripts (bench/sql-scripts.ts) are emitted from the service's statement builders: each
 * script carries the builders' text, has no parameter left unwritten, and runs under pgbench on PostgreSQL
 * (a few transactions each, on a seeded database, the catalogue the tests use); the create script's hold cabins.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlScripts } from '../../bench/sql-scripts.js';
import { queryRows } from '../../src/platform/db/client.js';
import { sessionLoadQuery } from '../../src/domain/sessions/session-store.js';
import { createTestDatabase, testDatabasePooler, type TestDatabase } from '../support/database.js';

const hasPgbench = (() => {
  try {
    execFileSync('pgbench', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the bench SQL scripts', () => {
  let tdb: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    tdb = await createTestDatabase({ postgres: true, start: 'seeded' });
    dir = mkdtempSync(join(tmpdir(), 'berth-sql-scripts-'));
  });

  afterAll(async () => {
    await tdb.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("carry the service's statements, every parameter written", () => {
    const scripts = sqlScripts();
    expect(scripts.map((s) => s.name)).toEqual(['pk-read.sql', 'search.sql', 'search-cached.sql', 'create.sql']);
    const load = new PgDialect().sqlToQuery(sessionLoadQuery('x', 'y', false)).sql;
    expect(scripts[0]!.text).toContain(load.replace('$1', ':session').replace('$2', ':agency'));
    for (const script of scripts) expect(script.text).not.toMatch(/\$\d/);
  });

  it.skipIf(!hasPgbench)('run under pgbench', async () => {
    const [ids] = await queryRows<{ agency: string }>(tdb.database.db, sql`select id as agency from agencies limit 1`);
    await queryRows(
      tdb.database.db,
      sql`insert into sessions (id, agency_id, booking_type, market, currency, context, recorded, expires_at, created_at)
          values (gen_random_uuid(), ${ids!.agency}, 'voyage-only', 'NO', 'NOK', '{}', '{}', now(), now())`,
    );
    const [{ session }] = (await queryRows<{ session: string }>(
      tdb.database.db,
      sql`select id as session from sessions limit 1`,
    )) as [{ session: string }];
    // Named statements only where no transaction pooler stands between (.ci/run's PgBouncer pass).
    const mode = testDatabasePooler === 'transaction' ? 'extended' : 'prepared';
    // The creates' own check: each of the create script's transactions holds a cabin for a new held booking.
    const heldCabins = async () =>
      (
        await queryRows<{ n: number }>(
          tdb.database.db,
          sql`select count(*)::int as n from bookings b join cabin_allocations a on a.booking_id = b.id
              where b.status = 'HELD' and b.total_minor is not null`,
        )
      )[0]!.n;
    const before = await heldCabins();
    for (const script of sqlScripts()) {
      const file = join(dir, script.name);
      writeFileSync(file, script.text);
      const out = execFileSync(
        'pgbench',
        ['-n', '-t', '3', '-M', mode, '-D', `agency=${ids!.agency}`, '-D', `session=${session}`, '-f', file, tdb.url!],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      expect(out, script.name).toMatch(/number of transactions actually processed: 3\/3/);
    }
    expect(await heldCabins()).toBe(before + 3);
  });
});
