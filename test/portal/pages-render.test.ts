/**
 * Every page of the portal rendered from real rows, for the agency's staff and the operator's, over app.inject
 * (no browser): every GET route of the portal with its path filled with rows that exist (a confirmed booking and
 * its sailing, the agency, a webhook endpoint and its delivery, a logged call, a portal user, a user key), never
 * a 5xx, and the pages each may see answer 200 with their main part; the booking's own pages show it.
 *
 * Why this file: the portal's browser files check what the pages show and do in Chromium, which does not depend
 * on the database engine, and CI runs them once (.ci/run: in the PGlite pass). What does depend on it, each
 * page's queries, this file runs on both engines in a few seconds: a query PostgreSQL refuses or PGlite reads
 * back differently is a 500 here.
 */
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSandboxPortalUsers } from '../../src/domain/accounts/sandbox-users.js';
import { insertPromotion } from '../../src/domain/promotions/index.js';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { NORTHERN_LIGHTS } from '../support/promotions.js';
import { v2Client } from '../support/v2.js';
import { waitUntil } from '../support/wait.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { injectVisitor, type InjectVisitor } from './inject-visitor.js';
import { AGENT, OPERATOR } from './support.js';

let t: TestApp;
let receiver: Receiver;
let agent: InjectVisitor;
let operator: InjectVisitor;
const routes: RouteOptions[] = [];
/** The path parameters' values: rows that exist. */
const params: Record<string, string> = { clientId: 'sandbox-agency', guestId: '1' };

beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_LOG_FLUSH_MS: '50' }, onRoute: (route) => routes.push(route) });
  await ensureSandboxPortalUsers(t.tdb.database.db);
  const db = t.tdb.database.db;
  const v2 = await v2Client(t.app);
  receiver = await startReceiver();
  const hook = await v2.call('POST', '/webhooks', { url: receiver.url, events: ['booking.confirmed'] });
  expect(hook.statusCode, hook.body).toBe(201);
  params.webhookId = hook.json().webhookId;
  const booking = await confirmBooking(v2);
  params.bookingId = booking.bookingId;
  const [sailing] = await queryRows<{ code: string }>(
    db,
    sql`select s.code from bookings b join sailings s on s.id = b.sailing_id where b.reference = ${booking.bookingId}`,
  );
  params.code = sailing!.code;
  // The calls above are logged once the recorder flushes (every 50 ms here).
  await waitUntil(
    async () => {
      const [call] = await queryRows<{ id: string }>(db, sql`select id::text from api_request_log limit 1`);
      if (call) params.callId = call.id;
      return call !== undefined;
    },
    { what: 'a logged call' },
  );
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`select id from portal_users where email = ${AGENT.email}`,
  );
  params.userId = user!.id;
  const [key] = await queryRows<{ id: string }>(db, sql`select id from agency_user_keys limit 1`);
  params.keyId = key!.id;
  await insertPromotion(db, { ...NORTHERN_LIGHTS, endedAt: null }, null);
  params.promotionCode = NORTHERN_LIGHTS.promotionCode;
  agent = injectVisitor(t.app, '198.51.100.61');
  operator = injectVisitor(t.app, '198.51.100.62');
  expect((await agent.post('/portal/sign-in', AGENT)).statusCode).toBe(303);
  expect((await operator.post('/portal/sign-in', OPERATOR)).statusCode).toBe(303);
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

/** The portal's GET pages (not its static assets), their parameters filled; an unknown one fails the test. */
function pages(): string[] {
  const urls = routes
    .filter((r) => r.url.startsWith('/portal') && [r.method].flat().includes('GET'))
    .map((r) => r.url)
    .filter((url) => !url.startsWith('/portal/assets'));
  return [...new Set(urls)].map((url) =>
    url.replace(/:(\w+)/g, (_, param: string) => {
      // `:code` is a sailing's code on the sailings' pages and a promotion's on the promotions'.
      const name = param === 'code' && url.startsWith('/portal/promotions/') ? 'promotionCode' : param;
      // An access request's id: none is waiting; the page of an unknown one is a 404 (still no 5xx).
      const value = params[name] ?? (name === 'id' ? '00000000-0000-4000-8000-000000000000' : undefined);
      if (value === undefined) throw new Error(`no value for :${param} in ${url}: add a row for it`);
      return value;
    }),
  );
}

describe('every portal page, from real rows', () => {
  for (const [who, visitor, mustSee] of [
    [
      'the agency',
      () => agent,
      ['/portal/home', '/portal/bookings', '/portal/request-log', '/portal/webhooks', '/portal/credentials'],
    ],
    [
      "the operator's staff",
      () => operator,
      ['/portal/home', '/portal/bookings', '/portal/sailings', '/portal/sailings/ahead', '/portal/audit-log'],
    ],
  ] as const) {
    it(`never a 5xx for ${who}; its pages answer 200 with their main part, the booking's pages show it`, async () => {
      const answers = new Map<string, number>();
      for (const url of pages()) {
        const res = await visitor().get(url);
        answers.set(url, res.statusCode);
        expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode === 200 && res.headers['content-type']?.toString().startsWith('text/html')) {
          expect(res.body, url).toContain('<main');
        }
      }
      for (const url of mustSee) expect(answers.get(url), url).toBe(200);
      for (const url of [`/portal/bookings/${params.bookingId}`, `/portal/bookings?guestName=Nordmann`]) {
        const res = await visitor().get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(params.bookingId);
      }
      // Most pages are the visitor's to see: a crawl of refusals would prove little.
      expect([...answers.values()].filter((s) => s === 200).length).toBeGreaterThan(15);
    });
  }
});
