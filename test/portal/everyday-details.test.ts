/**
 * The smaller findings of issue 37 item 10, over app.inject (no layout is asserted here): Getting started
 * says the real token lifetime (TOKEN_TTL_SECONDS, 24 h by default), not "an hour"; a booking's events are in
 * words for its staff, not codes; "Payments received" says who recorded each (the portal user, or the API and
 * its named user key); the date of birth is written as the confirmation PDF writes it; the audit log records
 * five loads of one page within a minute once, and filters by date.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSandboxPortalUsers } from '../../src/domain/accounts/sandbox-users.js';
import { queryRows } from '../../src/platform/db/client.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { pdfText } from '../support/pdf.js';
import { v2Client } from '../support/v2.js';
import { between, injectVisitor, text, type InjectVisitor } from './inject-visitor.js';
import { AGENT, OPERATOR } from './support.js';

let t: TestApp;
let agent: InjectVisitor;
let operator: InjectVisitor;

beforeAll(async () => {
  t = await createTestApp({ env: { TOKEN_TTL_SECONDS: '86400' } });
  await ensureSandboxPortalUsers(t.tdb.database.db);
  agent = injectVisitor(t.app, '198.51.100.41');
  operator = injectVisitor(t.app, '198.51.100.42');
  expect((await agent.post('/portal/sign-in', AGENT)).statusCode).toBe(303);
  expect((await operator.post('/portal/sign-in', OPERATOR)).statusCode).toBe(303);
});
afterAll(async () => t?.close());

describe('Getting started', () => {
  it('says how long a token really lasts (TOKEN_TTL_SECONDS), as the token answer does', async () => {
    // Before the agency's first call, its home walks it through the first steps.
    const home = text((await agent.get('/portal/home')).body);
    expect(home).toContain('Get a token');
    expect(home).not.toMatch(/lasts an hour/);
    expect(home).toContain('A token lasts 24 hours');
    const token = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 'sandbox-agency', client_secret: 'sandbox-secret' },
    });
    expect(token.json().expires_in).toBe(24 * 3600);
  });
});

describe('a booking for its staff', () => {
  it('lists its events in words, says who recorded each payment, and writes the date of birth as its PDF does', async () => {
    // The key's name is what the payment made with it is attributed to.
    await t.tdb.database.db.execute(
      sql`update agency_user_keys set name = 'Booking system' where key_hint = ${'-key'} and not is_legacy`,
    );
    const api = await v2Client(t.app, 1);
    const booking = await confirmBooking(api, { agencyReference: 'DETAILS-1' });
    const paid = await api.call('POST', `/bookings/${booking.bookingId}/payments`, {
      amount: 100,
      currency: booking.currency,
      reference: 'API-PAY',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const page = () => agent.get(`/portal/bookings/${booking.bookingId}`);
    const form = /name="version" value="(\d+)"/.exec((await page()).body)![1]!;
    const byPortal = await agent.post(`/portal/bookings/${booking.bookingId}/payments`, {
      amount: '50',
      reference: 'PORTAL-PAY',
      version: form,
    });
    expect(byPortal.statusCode, byPortal.body).toBe(303);

    const html = (await page()).body;
    const events = text(between(html, '<h2>Events</h2>', '</table>'));
    expect(events).toContain('Confirmed');
    expect(events).toContain('Payment received');
    expect(events).not.toMatch(/booking\.confirmed|payment\.received/);

    const payments = between(html, '<caption>Payments received</caption>', '</table>');
    const rows = [...payments.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) => text(m[1]!).trim()).slice(1);
    expect(rows[0]).toMatch(/API \(user key "Booking system"\) API-PAY NOK 100/);
    expect(rows[1]).toMatch(/Sandbox Agent \(agent@sandbox-agency\.example\) PORTAL-PAY NOK 50/);

    // The lead guest was born 1980-04-12: one format on the page and in the confirmation.
    const born = /data-label="Born"><span class="nowrap">([^<]*)</.exec(html)![1]!;
    expect(born).toBe('12 Apr 1980');
    const pdf = await agent.get(`/portal/bookings/${booking.bookingId}/confirmation.pdf`);
    expect(await pdfText(pdf.rawPayload)).toContain(born);
  });
});

describe('the audit log', () => {
  const looks = () =>
    queryRows<{ at: Date; target: string }>(
      t.tdb.database.db,
      sql`select at, target from audit_log where action = 'request_log.viewed' order by id`,
    );

  it("records one look for five loads of an agency's request log within a minute, a new one after it", async () => {
    const before = (await looks()).length;
    for (let i = 0; i < 5; i++) {
      expect((await operator.get('/portal/agencies/sandbox-agency/request-log')).statusCode).toBe(200);
      t.clock.advanceSeconds(0.014);
    }
    expect((await looks()).length).toBe(before + 1);
    // Another filter is another look.
    await operator.get('/portal/agencies/sandbox-agency/request-log?status=failed');
    expect((await looks()).length).toBe(before + 2);
    t.clock.advanceSeconds(61);
    await operator.get('/portal/agencies/sandbox-agency/request-log');
    expect((await looks()).length).toBe(before + 3);
  });

  it('filters by date, from and to both included, in the operator zone; a bad date is named', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    t.clock.advanceSeconds(3 * 86_400);
    await operator.get('/portal/agencies/sandbox-agency/request-log?method=GET');
    const later = t.clock.now().toISOString().slice(0, 10);
    const list = async (query: string) =>
      text(
        between((await operator.get(`/portal/audit-log?action=request_log.viewed&${query}`)).body, '<main', '</main>'),
      );
    const onlyEarlier = await list(`from=${today}&to=${today}`);
    expect(onlyEarlier).toContain('/request-log?status=failed');
    expect(onlyEarlier).not.toContain('method=GET');
    const onlyLater = await list(`from=${later}`);
    expect(onlyLater).toContain('method=GET');
    expect(onlyLater).not.toContain('status=failed');
    const bad = await operator.get('/portal/audit-log?from=2026-13-45&to=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(text(bad.body)).toContain('From must be a date (YYYY-MM-DD)');
    expect(text(bad.body)).toContain('To must be a date (YYYY-MM-DD)');
  });
});
