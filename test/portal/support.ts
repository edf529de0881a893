/**
 * Browser tests of the portal: a whole Berth app (test/support/app.ts: fresh database, test catalogue,
 * sandbox agencies, manual clock) with the sandbox portal logins, listening on a free port, and Debian's
 * Chromium driven by playwright-core.
 *
 *   const p = await startPortal();
 *   const page = await p.newPage();            // 1280 px wide; p.newPage(390) for a phone
 *   await p.signIn(page, OPERATOR);
 *   await page.goto(p.url('/portal/agencies'));
 *   await expectAccessible(page, 'agencies');   // axe-core: no violation of any impact
 *   await screenshot(page, 'operator-agencies'); // docs/portal/operator-agencies.png when PORTAL_SCREENSHOTS=1
 *   await p.close();
 *
 * The browser: Debian's /usr/bin/chromium, or CHROMIUM_PATH (test/support/chromium.ts: the run's global set-up
 * installs the package when it is missing),
 * headless, without the sandbox (containers run as root) and without any background network traffic.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { ensureSandboxPortalUsers } from '../../src/domain/accounts/sandbox-users.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { chromiumPath } from '../support/chromium.js';

export const CHROMIUM = chromiumPath();
export const OPERATOR = { email: 'operator@berth.example', password: 'sandbox-operator' };
export const AGENT = { email: 'agent@sandbox-agency.example', password: 'sandbox-agent' };

const SCREENSHOTS = fileURLToPath(new URL('../../docs/portal/', import.meta.url));

export interface Portal {
  t: TestApp;
  /** http://127.0.0.1:<port> */
  base: string;
  browser: Browser;
  url(path: string): string;
  /** A page in its own browser context (its own cookies), `width` px wide. */
  newPage(width?: number): Promise<Page>;
  signIn(page: Page, who: { email: string; password: string }): Promise<void>;
  close(): Promise<void>;
}

export async function startPortal(options: { env?: Record<string, string>; days?: number } = {}): Promise<Portal> {
  // The request log is flushed often, so a call shows in the portal within the test's patience.
  const t = await createTestApp({
    env: { REQUEST_LOG_FLUSH_MS: '100', ...options.env },
    ...(options.days ? { days: options.days } : {}),
  });
  await ensureSandboxPortalUsers(t.tdb.database.db);
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const url = (path: string) => `${base}${path}`;
  return {
    t,
    base,
    browser,
    url,
    async newPage(width = 1280) {
      const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
      return context.newPage();
    },
    async signIn(page, who) {
      await page.goto(url('/portal'));
      await page.getByLabel('E-mail').fill(who.email);
      await page.getByLabel('Password').fill(who.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForLoadState('domcontentloaded');
      expect(new URL(page.url()).pathname, await page.locator('main').innerText()).not.toBe('/portal');
    },
    async close() {
      await browser.close();
      await t.close();
    },
  };
}

/**
 * axe-core over the page as shown: no violation of any impact (minor and moderate included) of the WCAG 2.1
 * A and AA rules and of axe's best practices (landmarks, heading order, one main, ...).
 *
 * How, and why so: axe runs in the page itself (legacy mode: the portal has no frames from another origin,
 * which is all the newer mode adds, at the price of a second page to merge the frames' results in), and
 * details only the violations (`resultTypes`: every rule still runs on every node; for passes axe keeps one
 * example node instead of describing each). Same violations, same rules passed, measured on the days-ahead
 * view (2,400 elements): 3.8-7 s instead of 13-20 s; a home page 0.8 s instead of 2.5-3.3 s. axe was most of
 * the portal files' time, and the portal files most of a test run's.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(bad, `${label} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/**
 * At a phone's width a stacked table's cell (portal.css `table.stack`) is a one-row table of its label and
 * the rest: no text of any cell may sit in the label's column. Nothing to check where the cells are not
 * stacked (a wide screen).
 */
export async function expectStackedCells(page: Page, label: string): Promise<void> {
  const misplaced = await page.locator('table.stack td').evaluateAll((cells) =>
    cells.flatMap((td) => {
      const style = getComputedStyle(td);
      // Stacked (phone width): the cell is a one-row table whose label is its ::before cell (portal.css).
      if (style.display !== 'table') return [];
      const label = getComputedStyle(td, '::before');
      const labelEnd =
        td.getBoundingClientRect().left +
        parseFloat(style.paddingLeft) +
        parseFloat(label.width) -
        parseFloat(label.paddingRight);
      if (!Number.isFinite(labelEnd)) return [`${td.dataset.label}: the label's width cannot be read`];
      const boxes: { text: string; left: number }[] = [];
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) boxes.push({ text: node.textContent.trim(), left: r.left });
      }
      return boxes.filter((b) => b.left < labelEnd - 1).map((b) => `${td.dataset.label}: ${b.text}`);
    }),
  );
  expect(misplaced, `${label} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/**
 * The space between two boxes shown one after the other, in px: below `first` down to `second`'s top, or with
 * `across`, from `first`'s right edge to `second`'s left. Spacing checks: a box touching the next is 0 or less.
 */
export async function gapBetween(first: Locator, second: Locator, across = false): Promise<number> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('gapBetween: a box is not shown');
  return across ? b.x - (a.x + a.width) : b.y - (a.y + a.height);
}

/** With PORTAL_SCREENSHOTS=1: the whole page to docs/portal/<name>.png (referenced from docs/portal.md). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.PORTAL_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** The value of a form's hidden CSRF field on the page (for forged and token-less posts). */
export async function csrfTokenOf(page: Page): Promise<string> {
  return page.locator('input[name="_csrf"]').first().inputValue();
}

/** Clicks a form's button and waits for the page its post answers (the page redirected to, after a 303). */
export async function submitForm(page: Page, button: string | RegExp): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('load');
}

/** A new page (`width`, 1280 by default) signed in as `who`, opened at `path`. */
export async function signedInAt(
  p: Portal,
  who: { email: string; password: string },
  path: string,
  width?: number,
): Promise<Page> {
  const page = await p.newPage(width);
  await p.signIn(page, who);
  await page.goto(p.url(path));
  return page;
}
