/**
 * The audit log (src/platform/audit): record() appends an entry at the clock's time; list() answers them newest first,
 * filtered by agency, action and actor (e-mail without case), paged; an agency's deletion keeps its entries.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_WORDS,
  AUDIT_ACTIONS,
  auditActionInWords,
  createAuditLog,
  type AuditLog,
} from '../../src/platform/audit/index.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { queryRows } from '../../src/platform/db/client.js';
import { ensureSandboxAgencies } from '../support/auth.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let tdb: TestDatabase;
let audit: AuditLog;
const clock = new ManualClock('2027-01-05T09:00:00.000Z');
let agencyId = '';

beforeAll(async () => {
  tdb = await createTestDatabase();
  await ensureSandboxAgencies(tdb.database.db);
  const [row] = await queryRows<{ id: string }>(
    tdb.database.db,
    sql`select id from agencies where client_id = 'sandbox-agency'`,
  );
  agencyId = row!.id;
  audit = createAuditLog({ db: tdb.database.db, clock });
});
afterAll(async () => tdb?.close());

describe('the audit log', () => {
  it('records entries and lists them newest first, filtered and paged', async () => {
    const anna = { userId: null, email: 'anna@berth.example', role: 'OPERATOR' };
    await audit.record({
      actor: anna,
      action: 'request_log.viewed',
      agencyId,
      target: '/portal/x',
      detail: { page: 1 },
    });
    clock.advance(1);
    await audit.record({ actor: { email: 'cli', role: 'CLI' }, action: 'agency.suspended', agencyId });
    clock.advance(1);
    await audit.record({ actor: anna, action: 'request_log.call_viewed', target: 'GET /api/v2/bookings' });

    const all = await audit.list({}, { limit: 10, offset: 0 });
    expect(all.map((r) => r.action)).toEqual(['request_log.call_viewed', 'agency.suspended', 'request_log.viewed']);
    expect(all[2]).toMatchObject({
      at: new Date('2027-01-05T09:00:00.000Z'),
      actorEmail: 'anna@berth.example',
      actorRole: 'OPERATOR',
      agencyId,
      target: '/portal/x',
      detail: { page: 1 },
    });
    expect(all[1]!.detail).toEqual({});
    expect((await audit.list({ agencyId }, { limit: 10, offset: 0 })).map((r) => r.action)).toEqual([
      'agency.suspended',
      'request_log.viewed',
    ]);
    expect(
      (await audit.list({ action: 'agency.suspended' }, { limit: 10, offset: 0 })).map((r) => r.actorEmail),
    ).toEqual(['cli']);
    expect(await audit.list({ actorEmail: 'ANNA@berth.example' }, { limit: 10, offset: 0 })).toHaveLength(2);
    expect((await audit.list({}, { limit: 1, offset: 1 })).map((r) => r.action)).toEqual(['agency.suspended']);
  });
});

describe('the actions in words', () => {
  it('names every action in words of its own, and an action no longer listed by its code', () => {
    const words = AUDIT_ACTIONS.map((a) => auditActionInWords(a));
    expect(Object.keys(AUDIT_ACTION_WORDS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(new Set(words).size).toBe(AUDIT_ACTIONS.length);
    for (const w of words) expect(w).toMatch(/^[A-Z][a-z]+ [a-z' -]+$/);
    expect(auditActionInWords('request_log.call_viewed')).toBe('Viewed a call in the request log');
    expect(auditActionInWords('legacy.thing_done')).toBe('legacy.thing_done');
  });
});
