/**
 * Credentials that are safe to manage (issue 23, item 2), in a real browser at 1280 and 390 px:
 * - a new user key has a name and is shown once after a redirect (POST -> 303 -> GET), so a reload shows
 *   nothing and creates no second key; a copy button copies it;
 * - rolling the secret asks first, with the overlap to choose; with 24 hours both secrets obtain tokens and
 *   the page shows when the old one ends; stopping the old one early, or rolling "now", asks first too;
 * - revoking a key, deleting a webhook endpoint and suspending an agency each show a confirmation page: only
 *   its post acts.
 * axe-core reports no violation of any impact on these pages.
 */
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAgencies } from '../../src/domain/auth/agency-admin.js';
import { portalFormat } from '../../src/channels/portal/format.js';
import {
  AGENT,
  expectAccessible,
  expectStackedCells,
  OPERATOR,
  screenshot,
  startPortal,
  type Portal,
} from './support.js';

let p: Portal;
beforeAll(async () => {
  p = await startPortal();
});
afterAll(async () => p?.close());

/**
 * Clicks and waits for the page the click leads to. Answers the navigation's responses in order, as
 * "METHOD status": ["POST 303", "GET 200"] for a post that redirects to a page.
 */
async function clickAndLoad(page: Page, click: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (r: Response) => {
    if (r.request().isNavigationRequest() && r.frame() === page.mainFrame())
      seen.push(`${r.request().method()} ${r.status()}`);
  };
  page.on('response', listener);
  try {
    await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest() && (r.status() < 300 || r.status() >= 400)),
      click(),
    ]);
    await page.waitForLoadState('domcontentloaded');
  } finally {
    page.off('response', listener);
  }
  return seen;
}

async function keysOf(clientId: string) {
  const [agency] = await listAgencies(p.t.tdb.database.db, clientId);
  return agency!.keys;
}

async function tokenStatus(clientId: string, clientSecret: string): Promise<number> {
  const res = await fetch(p.url('/oauth/token'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      audience: p.t.config.auth.audience,
    }),
  });
  return res.status;
}

describe('user keys', () => {
  it('are named; a new one is shown once after a redirect, a reload creates no other, and Copy copies it', async () => {
    const page = await p.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: p.base });
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/credentials'));
    const before = (await keysOf('sandbox-agency')).length;

    const refused = await clickAndLoad(page, () => page.getByRole('button', { name: 'Create user key' }).click());
    expect(refused).toEqual(['POST 400']);
    expect(await page.locator('#e-name').innerText()).toBe(
      'Key name is required: 1 to 80 characters without control characters',
    );
    await expectAccessible(page, 'credentials, key name refused');

    await page.getByLabel('Key name').fill('Booking engine (production)');
    // The post answers 303; the page shown is the GET it redirects to.
    const created = await clickAndLoad(page, () => page.getByRole('button', { name: 'Create user key' }).click());
    expect(created).toEqual(['POST 303', 'GET 200']);
    expect(new URL(page.url()).pathname).toBe('/portal/credentials');
    const key = await page.getByTestId('new-key').innerText();
    expect(key).toMatch(/^uk_/);
    expect(await page.getByRole('heading', { name: /Your new user key/ }).innerText()).toContain(
      'Booking engine (production)',
    );
    const row = page.locator('tr', { hasText: 'Booking engine (production)' });
    expect(await row.innerText()).toContain(`…${key.slice(-4)}`);

    await page.getByRole('button', { name: 'Copy user key' }).click();
    await expect.poll(() => page.locator('#one-time-value-status').innerText()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await expectAccessible(page, 'credentials with a new key');
    await screenshot(page, 'agency-credentials-new-key');

    // A reload is a GET of the page: the key is gone from it and no second key exists.
    const reloaded = await page.reload();
    expect(reloaded?.request().method()).toBe('GET');
    expect(await page.getByTestId('new-key').count()).toBe(0);
    expect(await page.content()).not.toContain(key);
    expect((await keysOf('sandbox-agency')).length).toBe(before + 1);
    await page.context().close();
  });

  it('at 390 px: a new key, then revoking it asks first and only the confirming post revokes', async () => {
    const page = await p.newPage(390);
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/credentials'));
    await page.getByLabel('Key name').fill('Test harness');
    await clickAndLoad(page, () => page.getByRole('button', { name: 'Create user key' }).click());
    const hint = (await page.getByTestId('new-key').innerText()).slice(-4);
    await expectAccessible(page, 'credentials with a new key');
    expect(await page.locator('table.stack td[data-label="Key"]', { hasText: 'Legacy' }).count()).toBe(1);
    await expectStackedCells(page, 'user keys');
    await screenshot(page, 'agency-credentials-new-key-390');

    const row = page.locator('tr', { hasText: 'Test harness' });
    const asked = await clickAndLoad(page, () => row.getByRole('link', { name: /Revoke/ }).click());
    expect(asked).toEqual(['GET 200']);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Revoke this user key?');
    expect(await page.locator('main').innerText()).toContain(`"Test harness" (ending ${hint})`);
    await expectAccessible(page, 'revoke confirmation');
    await screenshot(page, 'agency-revoke-key-390');
    const stillActive = async () =>
      (await keysOf('sandbox-agency')).find((k) => k.name === 'Test harness')!.revokedAt === null;
    expect(await stillActive()).toBe(true);

    await clickAndLoad(page, () => page.getByRole('link', { name: 'Cancel' }).click());
    expect(await row.innerText()).toContain('Active');
    await clickAndLoad(page, () => row.getByRole('link', { name: /Revoke/ }).click());
    await clickAndLoad(page, () => page.getByRole('button', { name: 'Revoke the key' }).click());
    expect(await page.getByRole('status').first().innerText()).toContain('Key revoked');
    expect(await row.innerText()).toContain('Revoked');
    expect(await stillActive()).toBe(false);
    await page.context().close();
  });
});

describe('rolling the client secret', () => {
  it('asks for the overlap; with 24 hours both secrets work and the page shows when the old one ends', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/credentials'));
    await clickAndLoad(page, () => page.getByRole('link', { name: 'Roll secret…' }).click());
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Roll the client secret');
    await expectAccessible(page, 'roll confirmation');
    await screenshot(page, 'agency-credentials-roll');
    expect(await tokenStatus('sandbox-agency', 'sandbox-secret')).toBe(200);

    const refused = await clickAndLoad(page, () => page.getByRole('button', { name: 'Roll the secret' }).click());
    expect(refused).toEqual(['POST 400']);
    expect(await page.locator('#e-overlap').innerText()).toBe('Overlap must be one of now, 1h, 24h, 7d');
    await expectAccessible(page, 'roll confirmation, refused');

    await page.getByRole('radio', { name: /^24 hours/ }).check();
    const rolled = await clickAndLoad(page, () => page.getByRole('button', { name: 'Roll the secret' }).click());
    expect(rolled).toEqual(['POST 303', 'GET 200']);
    const secret = await page.getByTestId('new-secret').innerText();
    const end = new Date(p.t.clock.now().getTime() + 86_400_000);
    const endText = portalFormat(p.t.config.operatorTimeZone).when(end);
    expect(await page.getByTestId('previous-secret').innerText()).toContain(
      `The previous secret works until ${endText}`,
    );
    expect(await page.getByRole('status').first().innerText()).toContain(`keep working until ${endText}`);
    expect(await tokenStatus('sandbox-agency', 'sandbox-secret')).toBe(200);
    expect(await tokenStatus('sandbox-agency', secret)).toBe(200);
    await expectAccessible(page, 'credentials with a new secret and the old one overlapping');
    await screenshot(page, 'agency-credentials');

    // Shown once: a reload shows the overlap, not the secret.
    await page.reload();
    expect(await page.content()).not.toContain(secret);
    expect(await page.getByTestId('previous-secret').innerText()).toContain('Last token obtained with it:');

    // Stopping the old one early asks first.
    await clickAndLoad(page, () => page.getByRole('link', { name: 'Stop the previous secret now…' }).click());
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Stop the previous secret now?');
    await expectAccessible(page, 'end-overlap confirmation');
    expect(await tokenStatus('sandbox-agency', 'sandbox-secret')).toBe(200);
    await clickAndLoad(page, () => page.getByRole('button', { name: 'Stop the previous secret' }).click());
    expect(await page.getByRole('status').first().innerText()).toContain('Previous secret stopped');
    expect(await page.getByTestId('previous-secret').count()).toBe(0);
    expect(await tokenStatus('sandbox-agency', 'sandbox-secret')).toBe(401);

    // "Now", at 390 px: the old secret stops at once.
    const narrow = await p.newPage(390);
    await p.signIn(narrow, AGENT);
    await narrow.goto(p.url('/portal/credentials/secret'));
    await expectAccessible(narrow, 'roll confirmation');
    expect(await narrow.getByRole('heading', { level: 1 }).innerText(), await narrow.locator('main').innerText()).toBe(
      'Roll the client secret',
    );
    await narrow.getByRole('radio', { name: /^Now/ }).check();
    await clickAndLoad(narrow, () => narrow.getByRole('button', { name: 'Roll the secret' }).click());
    const newest = await narrow.getByTestId('new-secret').innerText();
    expect(await narrow.getByRole('status').first().innerText()).toContain('the old secret no longer works');
    expect(await tokenStatus('sandbox-agency', secret)).toBe(401);
    expect(await tokenStatus('sandbox-agency', newest)).toBe(200);
    await expectAccessible(narrow, 'credentials with a new secret');
    await screenshot(narrow, 'agency-credentials-new-secret-390');
    await narrow.context().close();
    await page.context().close();
  });
});

describe('other destructive actions', () => {
  it('deleting a webhook endpoint asks first; only the confirming post deletes', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/webhooks'));
    await page.getByLabel('URL', { exact: true }).fill('http://127.0.0.1:4099/berth');
    await page.getByLabel('booking.confirmed').check();
    await clickAndLoad(page, () => page.getByRole('button', { name: 'Add endpoint' }).click());
    const row = page.locator('tr', { hasText: 'http://127.0.0.1:4099/berth' });

    await clickAndLoad(page, () => row.getByRole('link', { name: /Delete/ }).click());
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Delete this webhook endpoint?');
    expect(await page.locator('main').innerText()).toContain('http://127.0.0.1:4099/berth');
    await expectAccessible(page, 'webhook delete confirmation');
    await screenshot(page, 'agency-webhook-delete');
    await clickAndLoad(page, () => page.getByRole('link', { name: 'Cancel' }).click());
    expect(await row.count()).toBe(1);

    await clickAndLoad(page, () => row.getByRole('link', { name: /Delete/ }).click());
    await clickAndLoad(page, () => page.getByRole('button', { name: 'Delete the endpoint' }).click());
    expect(await page.getByRole('status').first().innerText()).toContain('Endpoint deleted');
    expect(await row.count()).toBe(0);
    await page.context().close();
  });

  it('suspending an agency asks first; only the confirming post suspends', async () => {
    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      await p.signIn(page, OPERATOR);
      await page.goto(p.url('/portal/agencies/sandbox-agency-2'));
      await clickAndLoad(page, () => page.getByRole('link', { name: 'Suspend agency…' }).click());
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Suspend .+\?$/);
      await expectAccessible(page, 'suspend confirmation');
      expect(await tokenStatus('sandbox-agency-2', 'sandbox-secret-2')).toBe(200);
      if (width === 1280) {
        await clickAndLoad(page, () => page.getByRole('link', { name: 'Cancel' }).click());
        expect(await page.locator('main').innerText()).not.toContain('Suspended since');
      } else {
        await clickAndLoad(page, () => page.getByRole('button', { name: 'Suspend the agency' }).click());
        expect(await page.locator('main').innerText()).toContain('Suspended since');
        expect(await tokenStatus('sandbox-agency-2', 'sandbox-secret-2')).toBe(401);
      }
      await page.context().close();
    }
  });
});
