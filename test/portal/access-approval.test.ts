/**
 * Approving an access request (issue 37 item 9): the commission has no default and must be given (an empty
 * field is refused with its named error, and nothing is created), and the approval ends on a notice naming
 * the new agency, with a link to its terms page, focused. In Chromium at 1280 and 390 px, with axe.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAccessRequest } from '../../src/domain/accounts/access-requests.js';
import { queryRows } from '../../src/platform/db/client.js';
import { expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;

const applicant = (n: number) => ({
  agencyName: `Nordlys Reiser ${n}`,
  market: 'NO',
  currencies: 'NOK',
  contactName: `Kari Berg ${n}`,
  email: `kari${n}@nordlys-reiser.example`,
  password: 'nordlys-reiser-2027',
});

beforeAll(async () => {
  p = await startPortal();
  for (const n of [1, 2]) await fileAccessRequest(p.t.tdb.database.db, applicant(n));
});
afterAll(async () => p?.close());

async function submit(page: Page, click: () => Promise<void>) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), click()]);
  await page.waitForLoadState('domcontentloaded');
  return response.status();
}

const agencyCount = async () =>
  (await queryRows<{ n: number }>(p.t.tdb.database.db, sql`select count(*)::int as n from agencies`))[0]!.n;

describe('approving an access request', () => {
  for (const [n, width] of [
    [1, 1280],
    [2, 390],
  ] as const) {
    it(`needs the commission, then names the agency and links its terms (${width} px)`, async () => {
      const { agencyName } = applicant(n);
      const page = await p.newPage(width);
      await p.signIn(page, OPERATOR);
      await page.goto(p.url('/portal/access-requests'));
      const card = page.locator('section.card', { hasText: agencyName });
      const field = card.getByLabel(/^Commission %/);
      // No value is offered: an approval by one click would be one at 0 %.
      expect(await field.inputValue()).toBe('');
      expect(await field.getAttribute('aria-required')).toBe('true');

      const before = await agencyCount();
      expect(await submit(page, () => card.getByRole('button', { name: /Approve/ }).click())).toBe(400);
      const refused = page.locator('section.card', { hasText: agencyName });
      expect(await refused.locator('.error').innerText()).toBe(
        "Commission is required: the agency's commission in percent, 0 to 100 (0 if it earns none)",
      );
      expect(await refused.getByLabel(/^Commission %/).getAttribute('aria-invalid')).toBe('true');
      expect(await agencyCount()).toBe(before);
      await expectAccessible(page, `approval without a commission at ${width}`);
      await screenshot(page, `operator-access-approval-refused-${width}`);

      await refused.getByLabel(/^Commission %/).fill('7.5');
      expect(await submit(page, () => refused.getByRole('button', { name: /Approve/ }).click())).toBe(303);
      const notice = page.getByRole('status').first();
      const text = await notice.innerText();
      expect(text).toMatch(
        new RegExp(`^Approved: ${agencyName} is an agency now \\(client id cli_\\S+, commission 7\\.5 %\\)\\.`),
      );
      // The notice has the focus (a screen reader reads it; the keyboard starts there).
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
      const link = notice.getByRole('link', { name: `See ${agencyName}'s terms` });
      await expectAccessible(page, `approved at ${width}`);
      await screenshot(page, `operator-access-approved-${width}`);
      await link.click();
      await page.waitForLoadState('domcontentloaded');
      expect(new URL(page.url()).pathname).toMatch(/^\/portal\/agencies\/cli_/);
      expect(new URL(page.url()).hash).toBe('#terms');
      expect(await page.locator('h1').innerText()).toContain(agencyName);
      expect(await page.locator('#terms').innerText()).toBe('Commission and currencies');
      expect(await page.locator('#f-commission').inputValue()).toMatch(/^7\.50?$/);
      await page.context().close();
    });
  }
});
