/**
 * The operator's catalogue upload in a real browser: a bad file gets the validation report (every problem
 * with its record) and changes nothing; a good one is checked, then imported; an oversized file and a post
 * without the CSRF token are refused; agencies are kept out; axe at 1280 and 390 px.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../../src/domain/catalog/demo.js';
import { queryRows } from '../../src/platform/db/client.js';
import { AGENT, csrfTokenOf, expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
beforeAll(async () => {
  p = await startPortal({ env: { PORTAL_UPLOAD_MAX_MB: '1' } });
}, 180_000);
afterAll(async () => p?.close());

/** A small catalogue of its own (one ship, two days in June 2027), not yet in the database. */
const juneCatalogue = () => generateDemoCatalog({ startDate: '2027-06-01', days: 2, shipCount: 1 });
const json = (name: string, value: unknown) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)),
});

const sailingsIn = async (codes: string[]) =>
  (
    await queryRows<{ n: number }>(
      p.t.tdb.database.db,
      sql`select count(*)::int as n from sailings where code = any(${`{${codes.join(',')}}`}::text[])`,
    )
  )[0]!.n;

async function upload(
  page: Page,
  file: ReturnType<typeof json>,
  button: 'Check only' | 'Check and import',
): Promise<number> {
  await page.goto(p.url('/portal/catalogue'));
  await page.getByLabel('Catalogue file').setInputFiles(file);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/portal/catalogue') && r.request().method() === 'POST'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return response.status();
}

describe('catalogue upload', { timeout: 180_000 }, () => {
  it('reports every problem of a bad file with its record, and imports nothing', async () => {
    const file = juneCatalogue();
    const codes = file.sailings.map((s) => s.code);
    file.sailings[1]!.ship = 'NO-SUCH-SHIP';
    file.ships[0]!.cabins[0]!.grade = 'ZZ';
    const problemRows = (page: Page) =>
      page
        .locator('table.problems tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      await p.signIn(page, OPERATOR);
      await page.getByRole('link', { name: 'Catalogue' }).first().click();
      expect(await upload(page, json('june-bad.json', file), 'Check and import')).toBe(422);
      expect(await page.locator('[data-report="invalid"]').innerText()).toMatch(/problems.*not imported/s);
      expect(await page.getByRole('heading', { name: /Validation report for june-bad\.json/ }).count()).toBe(1);
      const rows = await problemRows(page);
      expect(rows.find(([, record]) => record === `sailings[1] (${codes[1]})`)?.[2]).toContain('NO-SUCH-SHIP');
      expect(rows.find(([, record]) => record === `ships[0] (${file.ships[0]!.code}): cabins[0]`)?.[2]).toContain('ZZ');
      await expectAccessible(page, 'catalogue report');
      await screenshot(page, `operator-catalogue-report-${width}`);
      await page.context().close();
    }
    expect(await sailingsIn(codes)).toBe(0);

    // A shape problem is reported at its record and field; a file that is not JSON as a problem of the file.
    (file.ports[2] as { countryCode: unknown }).countryCode = 'Norway';
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    expect(await upload(page, json('june-bad.json', file), 'Check only')).toBe(422);
    const rows = await problemRows(page);
    expect(
      rows.some(([, record, problem]) => record!.startsWith('ports[2]') && problem!.startsWith('countryCode')),
    ).toBe(true);
    expect(await upload(page, json('broken.json', '{"formatVersion": 1,'), 'Check only')).toBe(422);
    expect(await page.locator('table.problems tbody').innerText()).toContain('is not valid JSON');
    expect(await sailingsIn(codes)).toBe(0);
    await page.context().close();
  });

  it('checks a good file without writing it, then imports it', async () => {
    const file = juneCatalogue();
    const codes = file.sailings.map((s) => s.code);
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    expect(await upload(page, json('june.json', file), 'Check only')).toBe(200);
    expect(await page.locator('[data-report="valid"]').innerText()).toContain('No problem found');
    expect(await page.locator('table.counts').innerText()).toMatch(new RegExp(`Sailings\\s+${file.sailings.length}`));
    expect(await sailingsIn(codes)).toBe(0);

    expect(await upload(page, json('june.json', file), 'Check and import')).toBe(200);
    expect(await page.locator('[data-report="imported"]').innerText()).toContain('Imported');
    expect(await sailingsIn(codes)).toBe(codes.length);
    await expectAccessible(page, 'catalogue imported');
    await screenshot(page, 'operator-catalogue-imported-1280');
    // The calendar shows them (the file's rotations begin in May: its June departures).
    await page.goto(p.url('/portal/sailings?month=2027-06'));
    const june = codes.filter((c) => c.includes('-2027-06-'));
    expect(june.length).toBeGreaterThan(0);
    for (const code of june) expect(await page.locator(`tr[data-sailing="${code}"]`).count()).toBe(1);
    await page.context().close();
  });

  it('refuses a file over the size limit and a post without the CSRF token', async () => {
    const page = await p.newPage(390);
    await p.signIn(page, OPERATOR);
    const big = json('big.json', `{"formatVersion": 1, "padding": "${'x'.repeat(1_100_000)}"}`);
    expect(await upload(page, big, 'Check only')).toBe(413);
    expect(await page.locator('#file-error').innerText()).toContain('larger than 1 MB');
    await expectAccessible(page, 'catalogue too large');
    await screenshot(page, 'operator-catalogue-too-large-390');

    const file = juneCatalogue();
    file.sailings = file.sailings.map((s) => ({ ...s, code: `${s.code}-X` }));
    const post = (fields: Record<string, string>) =>
      page.request.post(p.url('/portal/catalogue'), {
        multipart: { ...fields, action: 'import', file: json('forged.json', file) },
        maxRedirects: 0,
      });
    expect((await post({})).status()).toBe(403);
    expect((await post({ _csrf: 'not-the-token' })).status()).toBe(403);
    expect(await sailingsIn(file.sailings.map((s) => s.code))).toBe(0);
    // The same post with the page's token goes through: the refusal was the token's.
    await page.goto(p.url('/portal/catalogue'));
    expect((await post({ _csrf: await csrfTokenOf(page) })).status()).toBe(200);
    expect(await sailingsIn(file.sailings.map((s) => s.code))).toBe(file.sailings.length);
    await page.context().close();
  });

  it('is the operator\'s only: an agency user gets "not found" and cannot post a file', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    expect((await page.goto(p.url('/portal/catalogue')))?.status()).toBe(404);
    const token = await csrfTokenOf(page);
    const file = juneCatalogue();
    file.sailings = file.sailings.map((s) => ({ ...s, code: `${s.code}-A` }));
    const response = await page.request.post(p.url('/portal/catalogue'), {
      multipart: { _csrf: token, action: 'import', file: json('agency.json', file) },
    });
    expect(response.status()).toBe(404);
    expect(await sailingsIn(file.sailings.map((s) => s.code))).toBe(0);
    await page.context().close();
  });
});
