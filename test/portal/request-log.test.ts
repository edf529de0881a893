/**
 * The request log in a browser (portal.md "Request log", issue 23 item 1): a partner-support person of the
 * operator finds, from the page the portal opens on after sign-in, why a call of an agency failed yesterday,
 * in three clicks or fewer, and sees the field message the partner got; guest names and secrets of the
 * failed body are never shown (nor stored: test/request-log/recorder.test.ts); each look is in the audit log;
 * the filters narrow the list; the agency sees its own log and a call's page. At 1280 and 390 px.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/client.js';
import { sandboxAuth } from '../support/auth.js';
import { waitUntil } from '../support/wait.js';
import {
  AGENT,
  expectAccessible,
  gapBetween,
  expectStackedCells,
  OPERATOR,
  screenshot,
  startPortal,
  type Portal,
} from './support.js';

let p: Portal;
let fieldMessage = '';
let fieldName = '';

beforeAll(async () => {
  p = await startPortal();
  const auth = await sandboxAuth(p.t.app);
  // Yesterday (the test app's manual clock): a good call and a failed one whose body carries a guest's name
  // and a secret.
  expect((await p.t.app.inject({ url: '/api/v2/refdata/ports', ...auth })).statusCode).toBe(200);
  const failed = await p.t.app.inject({
    method: 'POST',
    url: '/api/v2/webhooks',
    headers: { ...auth.headers, 'x-correlation-id': 'support-case-42' },
    query: auth.query,
    payload: {
      url: 'https://hooks.agency.example/berth',
      events: ['booking.confirmd'],
      client_secret: 'cs_NEVER_SHOWN_0815',
      contact: { firstName: 'Solveig', email: 'solveig@agency.example' },
    },
  });
  expect(failed.statusCode).toBe(400);
  const errors = failed.json<{ errors: Record<string, string[]> }>().errors;
  const [first] = Object.entries(errors);
  fieldName = first![0];
  fieldMessage = first![1][0]!;
  // Written in the recorder's next flush (REQUEST_LOG_FLUSH_MS, 100 ms here; later on a busy machine), the
  // failed call last, with or after the good one.
  await waitUntil(
    async () =>
      (
        await queryRows(
          p.t.tdb.database.db,
          sql`select 1 from api_request_log where correlation_id = 'support-case-42'`,
        )
      ).length > 0,
    { what: 'the failed call in the request log' },
  );
  p.t.clock.advance(86_400_000);
});
afterAll(async () => p?.close());

/** Clicks and waits for the next page; counts the click. */
async function clickTo(page: Page, target: Locator, clicks: { n: number }) {
  clicks.n += 1;
  await Promise.all([page.waitForLoadState('domcontentloaded'), target.click()]);
  await page.waitForLoadState('domcontentloaded');
}

function expectNoSecretOrGuest(html: string) {
  for (const clear of ['cs_NEVER_SHOWN_0815', 'Solveig', 'solveig@agency.example']) expect(html).not.toContain(clear);
}

describe.each([1280, 390])('partner support at %i px', (width) => {
  it("finds why the agency's call failed yesterday in three clicks or fewer, read-only, and the look is audited", async () => {
    const page = await p.newPage(width);
    await p.signIn(page, OPERATOR);
    const clicks = { n: 0 };
    await clickTo(page, page.getByRole('link', { name: 'Agencies', exact: true }), clicks);
    await clickTo(page, page.getByRole('link', { name: 'Failed calls of Sandbox Agency', exact: true }), clicks);
    const list = await page.locator('main').innerText();
    expect(list).toContain('VALIDATION_FAILED');
    expect(list).toContain(fieldMessage);
    expect(list).not.toContain('/api/v2/refdata/ports'); // failures only
    await expectAccessible(page, 'operator request log');
    await screenshot(page, `operator-request-log-${width}`);

    await clickTo(page, page.locator('tbody tr', { hasText: 'support-case-42' }).getByRole('link').first(), clicks);
    const detail = await page.locator('main').innerText();
    expect(detail).toContain(fieldName);
    expect(detail).toContain(fieldMessage);
    expect(detail).toContain('support-case-42');
    expect(detail).toMatch(/\d{2}:\d{2}:\d{2}\.\d{3} (CET|GMT\+1)/); // seconds, milliseconds and zone
    expect(detail).toContain('"client_secret": "***"');
    expectNoSecretOrGuest(await page.content());
    // Read-only: no form but the sign-out's.
    expect(await page.locator('main form').count()).toBe(0);
    // "Request body" stands apart from the field errors above it.
    const bodyHeading = page.getByRole('heading', { name: 'Request body' });
    expect(await gapBetween(page.locator('ul.field-errors'), bodyHeading)).toBeGreaterThanOrEqual(12);
    await expectAccessible(page, 'operator request log call');
    await screenshot(page, `operator-request-log-call-${width}`);
    expect(clicks.n).toBeLessThanOrEqual(3);

    await page.goto(p.url('/portal/audit-log?agency=sandbox-agency'));
    const audit = await page.locator('tbody').innerText();
    expect(audit).toContain('Viewed a call in the request log');
    expect(audit).toContain('Viewed the request log');
    expect(audit).not.toContain('request_log.');
    // The action filter offers the same words, and filters by the action's code.
    const option = page.locator('#f-action option', { hasText: 'Viewed a call in the request log' });
    expect(await option.getAttribute('value')).toBe('request_log.call_viewed');
    expect(audit).toContain(OPERATOR.email);
    await expectAccessible(page, 'audit log');
    await expectStackedCells(page, 'audit log');
    await screenshot(page, `operator-audit-log-${width}`);
    await page.context().close();
  });
});

describe('the filters and the agency', () => {
  it('narrows by correlation id, status class and method, and names a bad field', async () => {
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    const base = '/portal/agencies/sandbox-agency/request-log';
    await page.goto(p.url(base));
    expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(2);
    await page.getByLabel('Correlation id').fill('support-case-42');
    await Promise.all([
      page.waitForURL(/correlationId=support-case-42/),
      page.getByRole('button', { name: 'Filter' }).click(),
    ]);
    expect(await page.locator('tbody tr').count()).toBe(1);
    await page.goto(p.url(`${base}?status=2xx&method=GET`));
    const ok = await page.locator('tbody').innerText();
    expect(ok).toContain('/api/v2/refdata/ports');
    expect(ok).not.toContain('support-case-42');
    await page.goto(p.url(`${base}?status=5xx`));
    expect(await page.locator('main').innerText()).toContain('No call matches');
    await page.goto(p.url(`${base}?from=2027-01-06T00:00`));
    expect(await page.locator('main').innerText()).toContain('No call matches'); // the calls were on the 5th
    const bad = await page.goto(p.url(`${base}?from=yesterday&status=6xx`));
    expect(bad!.status()).toBe(400);
    const main = await page.locator('main').innerText();
    expect(main).toContain('From must be a date and time');
    expect(main).toContain('Status must be one of');
    await expectAccessible(page, 'request log with errors');
    await page.context().close();
  });

  it("shows the agency its own log and a call's page at 390 px, and another agency's call is not found", async () => {
    const page = await p.newPage(390);
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/request-log?status=failed'));
    expect(await page.locator('main').innerText()).toContain(fieldMessage);
    await Promise.all([
      page.waitForURL(/\/portal\/request-log\/\d+/),
      page.locator('tbody tr', { hasText: 'support-case-42' }).getByRole('link').first().click(),
    ]);
    expect(await page.locator('main').innerText()).toContain(fieldMessage);
    expectNoSecretOrGuest(await page.content());
    await expectAccessible(page, 'agency request log call');
    await screenshot(page, 'agency-request-log-call-390');
    const missing = await page.goto(p.url('/portal/request-log/999999'));
    expect(missing!.status()).toBe(404);
    // The operator's view is not the agency's.
    expect((await page.goto(p.url('/portal/agencies/sandbox-agency/request-log')))!.status()).toBe(404);
    await page.context().close();
  });
});
