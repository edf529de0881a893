/**
 * The operator's sailings in a real browser: the calendar shows each sailing's load, the deck plan of a
 * sailing with holds and sales shows every cabin in its state on the chosen leg (with and without
 * JavaScript), the occupancy chart is drawn under the Content-Security-Policy, agencies are kept out, and the
 * pages pass axe at 1280 and 390 px.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { FIRST_DEPARTURE_DAY } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { CHILD, LEAD, v2Client, type V2Client } from '../support/v2.js';
import { AGENT, expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
let api: V2Client;

interface Placed {
  code: string;
  from_seq: number;
  to_seq: number;
  number: string;
}

/** Where a booking's cabin is: sailing code, legs and cabin number. */
async function placeOf(where: ReturnType<typeof sql>): Promise<Placed> {
  const [row] = await queryRows<Placed>(
    p.t.tdb.database.db,
    sql`select s.code, b.from_seq, b.to_seq, c.number
        from bookings b join sailings s on s.id = b.sailing_id
        join cabin_allocations a on a.booking_id = b.id join cabins c on c.id = a.cabin_id
        where ${where}`,
  );
  return row!;
}

let sold: Placed;
let held: Placed;
let reference: string;

/** The day after: a busy sailing (HP-2027-01-11), many cabins sold and held on runs of legs, for the pictures. */
const BUSY_DAY = '2027-01-11';
const BUSY = [
  { from: 'BGO', to: 'TRD', cabins: 8, grade: 'I2', confirm: true },
  { from: 'BGO', to: 'BOO', cabins: 8, grade: 'O2', confirm: true },
  { from: 'BGO', to: 'TOS', cabins: 8, grade: 'I2', confirm: true },
  { from: 'BGO', to: 'KKN', cabins: 8, grade: 'U2', confirm: true },
  { from: 'BGO', to: 'KKN', cabins: 6, grade: 'XJ', confirm: true },
  { from: 'BGO', to: 'HFT', cabins: 6, grade: 'O2', confirm: false },
  { from: 'BGO', to: 'TOS', cabins: 4, grade: 'MG', confirm: false },
  { from: 'BOO', to: 'KKN', cabins: 8, grade: 'I2', confirm: true, day: '2027-01-13' },
  { from: 'TOS', to: 'KKN', cabins: 8, grade: 'O2', confirm: true, day: '2027-01-14' },
  { from: 'TOS', to: 'KKN', cabins: 5, grade: 'I2', confirm: false, day: '2027-01-14' },
];

/** A booking of `cabins` adults, one per cabin; confirmed or left held. */
async function book(o: { from: string; to: string; cabins: number; grade: string; confirm: boolean; day?: string }) {
  const search = await api.searchVoyages({
    departurePort: o.from,
    arrivalPort: o.to,
    departureDateFrom: o.day ?? BUSY_DAY,
    guests: Array.from({ length: o.cabins }, () => ({ type: 'ADULT' })),
  });
  expect(search.statusCode, search.body).toBe(200);
  const s = search.json();
  const created = await api.create('voyage-only', s.sessionId, {
    departureDate: s.results[0].departureDate,
    cabinMix: Array.from({ length: o.cabins }, (_, i) => ({ code: o.grade, guestIds: [i + 1] })),
  });
  expect(created.statusCode, created.body).toBe(201);
  if (!o.confirm) return;
  const guests = Array.from({ length: o.cabins }, (_, i) =>
    i === 0
      ? { guestId: 1, ...LEAD }
      : { ...CHILD, guestId: i + 1, firstName: `Guest${i + 1}`, dateOfBirth: '1985-01-01' },
  );
  const confirmed = await api.sub('POST', 'voyage-only', s.sessionId, 'confirm', { guests });
  expect(confirmed.statusCode, confirmed.body).toBe(201);
}

beforeAll(async () => {
  p = await startPortal({ env: { HOLD_QUOTA_PER_SAILING: '1000' } });
  api = await v2Client(p.t.app);
  for (const b of BUSY) await book(b);
  // A sale BGO-TOS and a hold BGO-TRD (ends earlier) on the first northbound sailing.
  await confirmBooking(api, { grade: 'O2' });
  const [r] = await queryRows<{ reference: string }>(
    p.t.tdb.database.db,
    sql`select b.reference from bookings b join sailings s on s.id = b.sailing_id
        where b.status = 'CONFIRMED' and s.departure_at::date = ${FIRST_DEPARTURE_DAY}::date`,
  );
  reference = r!.reference;
  sold = await placeOf(sql`b.reference = ${reference}`);
  const search = await api.searchVoyages({
    departurePort: 'BGO',
    arrivalPort: 'TRD',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }],
  });
  const s = search.json();
  const created = await api.create('voyage-only', s.sessionId, {
    departureDate: s.results[0].departureDate,
    cabinMix: [{ code: 'I2', guestIds: [1] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  held = await placeOf(sql`b.session_id = ${s.sessionId}`);
  expect(held.code).toBe(sold.code);
  expect(held.to_seq).toBeLessThan(sold.to_seq);
}, 180_000);
afterAll(async () => p?.close());

/** What went wrong loading a page: a refused script or style (CSP), a script error, a failed request. */
function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Refused|Content Security Policy/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

const stateOf = (page: Page, number: string) =>
  page.locator(`li.cabin[data-cabin="${number}"]`).getAttribute('data-state');

describe('sailings calendar', { timeout: 180_000 }, () => {
  it("lists the month with each sailing's load per leg, filtered by ship", async () => {
    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      const errors = pageProblems(page);
      await p.signIn(page, OPERATOR);
      await page.getByRole('link', { name: 'Sailings' }).first().click();
      expect(new URL(page.url()).pathname).toBe('/portal/sailings');
      // The test clock is in January 2027: that month by default.
      expect(await page.getByRole('navigation', { name: 'Months' }).innerText()).toContain('January 2027');
      const row = page.locator(`tr[data-sailing="${sold.code}"]`);
      const busiest = await row.locator('.busiest').innerText();
      // Names, not codes: the busiest leg by its ports, the route by its name.
      expect(busiest).toMatch(/^Bergen – Florø\n/);
      expect(busiest).toMatch(/1 sold \(0\.\d %\)/);
      expect(busiest).toMatch(/1 held \(0\.\d %\)/);
      const sailingCell = await row.locator('td').nth(1).innerText();
      expect(sailingCell).toContain('Bergen - Kirkenes - Bergen, the coastal express round voyage');
      expect(sailingCell).not.toMatch(/\b[A-Z]{3}-[A-Z]{3}\b/);
      // One bar per leg; the legs with the sale carry a sold bar, those with the hold a held bar.
      const legs = await row.locator('svg.strip g').count();
      expect(legs).toBeGreaterThan(sold.to_seq);
      expect(await row.locator('svg.strip rect.strip-sold').count()).toBe(sold.to_seq - sold.from_seq);
      expect(await row.locator('svg.strip rect.strip-held').count()).toBe(held.to_seq - held.from_seq);
      expect(await row.locator('svg.strip g').first().locator('title').textContent()).toMatch(/1 sold, 1 held of \d+/);
      // Another sailing of the month: nothing taken.
      const other = page
        .locator('tr[data-sailing]')
        .filter({ hasNot: page.locator(`a[href$="/${sold.code}"]`) })
        .first();
      expect(await other.locator('rect.strip-sold, rect.strip-held').count()).toBe(0);
      await expectAccessible(page, 'sailings calendar');
      await screenshot(page, `operator-sailings-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('filters by ship and pages by month with a plain form', async () => {
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.goto(p.url('/portal/sailings'));
    const shipCode = sold.code.split('-')[0]!;
    await page.getByLabel('Ship').selectOption(shipCode);
    await page.getByRole('button', { name: 'Show' }).click();
    const url = new URL(page.url());
    expect(url.searchParams.get('ship')).toBe(shipCode);
    const rows = page.locator('tr[data-sailing]');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const code of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-sailing')))) {
      expect(code!.startsWith(`${shipCode}-`)).toBe(true);
    }
    await page.getByRole('link', { name: /February 2027/ }).click();
    expect(new URL(page.url()).searchParams.get('month')).toBe('2027-02');
    expect(new URL(page.url()).searchParams.get('ship')).toBe(shipCode);
    const response = await page.goto(p.url('/portal/sailings?month=2027-13'));
    expect(response?.status()).toBe(400);
    await page.context().close();
  });
});

describe('a sailing as a deck plan', { timeout: 180_000 }, () => {
  it('shows the sold and held cabins on the busiest leg, and the chart of the legs', async () => {
    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      const errors = pageProblems(page);
      await p.signIn(page, OPERATOR);
      await page.goto(p.url('/portal/sailings?month=2027-01'));
      await page.locator(`tr[data-sailing="${sold.code}"] a`).first().click();
      expect(new URL(page.url()).pathname).toBe(`/portal/sailings/${sold.code}`);
      // Opened on the busiest leg: the first (both bookings start there).
      expect(await page.getByLabel('Leg', { exact: true }).inputValue()).toBe(String(sold.from_seq));
      expect(await stateOf(page, sold.number)).toBe('SOLD');
      expect(await stateOf(page, held.number)).toBe('HELD');
      expect(await page.locator('li.cabin[data-state="SOLD"]').count()).toBe(1);
      expect(await page.locator('li.cabin[data-state="HELD"]').count()).toBe(1);
      const total = await page.locator('li.cabin').count();
      expect(await page.locator('li.cabin[data-state="FREE"]').count()).toBe(total - 2);
      // Not colour alone: the state is in the cabin's text, the booking in its description.
      const soldCabin = page.locator(`li.cabin[data-cabin="${sold.number}"]`);
      expect(await soldCabin.innerText()).toContain('SOLD');
      expect(await soldCabin.getAttribute('title')).toContain(reference);
      // A sold cabin links to its booking.
      expect(await soldCabin.getByRole('link').getAttribute('href')).toBe(`/portal/bookings/${reference}`);
      expect(await page.locator(`li.cabin[data-cabin="${held.number}"]`).innerText()).toContain('HELD');
      expect(await page.locator('[data-leg-summary]').innerText()).toMatch(/1 sold.*1 held/s);
      // The chart is drawn (Chart.js from the package, under the CSP), the table says the same per leg.
      await page.locator('figure.chart.chart-ready canvas').waitFor({ state: 'visible' });
      const box = await page.locator('#occupancy-chart').boundingBox();
      expect(box!.width).toBeGreaterThan(200);
      expect(box!.height).toBeGreaterThan(100);
      const firstLeg = page.locator(`.leg-table tr[data-leg="${sold.from_seq}"]`);
      expect(await firstLeg.locator('td').nth(1).innerText()).toBe('Bergen – Florø');
      expect(await firstLeg.locator('td').nth(3).innerText()).toMatch(/^1\b/);
      expect(await firstLeg.locator('td').nth(4).innerText()).toMatch(/^1\b/);
      // axe-core runs once per width, on the busy sailing below: the same page (template, every cabin state,
      // the chart) with more cabins taken. One run over a deck plan's hundreds of cabins took 4.5-8.8 s here
      // on a loaded machine; this sparse plan's run checked the same markup again.

      // The busy sailing: every cabin of the bookings from Bergen is on the first leg, its busiest.
      await page.goto(p.url('/portal/sailings/HP-2027-01-11'));
      const fromBergen = BUSY.filter((b) => b.from === 'BGO');
      const count = (confirm: boolean) =>
        fromBergen.filter((b) => b.confirm === confirm).reduce((n, b) => n + b.cabins, 0);
      expect(await page.getByLabel('Leg', { exact: true }).inputValue()).toBe('0');
      expect(await page.locator('li.cabin[data-state="SOLD"]').count()).toBe(count(true));
      expect(await page.locator('li.cabin[data-state="HELD"]').count()).toBe(count(false));
      // The leg by its ports' names (the codes secondary), in the heading and the leg menu.
      expect(await page.locator('#deck-plan').innerText()).toBe('Deck plan on leg 1: Bergen – Florø BGO–FRO');
      const legOptions = await page.getByLabel('Leg', { exact: true }).locator('option').allInnerTexts();
      expect(legOptions[0]).toMatch(/^1\. Bergen – Florø · 11 Jan 2027 22:30 CET$/);
      expect(legOptions.join('\n')).not.toMatch(/\b[A-Z]{3}–[A-Z]{3}\b/);
      // The key names every grade a cabin tile shows by its code, each once, with its description.
      const tileGrades = new Set(
        (await page.locator('li.cabin .cabin-grade').allInnerTexts()).map((t) => t.replace(/^grade\s*/, '').trim()),
      );
      const key = page.getByRole('region', { name: 'Cabin grades' });
      const keyed = await key
        .locator('[data-grade]')
        .evaluateAll((els) => els.map((e) => [e.querySelector('dt')!.textContent, e.querySelector('dd')!.textContent]));
      expect(keyed.map(([code]) => code)).toEqual([...tileGrades].sort());
      expect(Object.fromEntries(keyed)).toMatchObject({
        XJ: 'Mini-suite with sitting area and sea view',
        I2: 'Inside cabin, two lower berths',
      });
      // The grades sold by count fit the screen: the caption and the last column (Free) in view.
      const counted = page.locator('tr[data-grade="IG"]');
      for (const cell of [page.locator('#counted-caption'), counted.locator('td[data-label="Free"]')]) {
        const at = (await cell.boundingBox())!;
        expect(at.x + at.width).toBeLessThanOrEqual(width);
      }
      expect(await counted.innerText()).toMatch(/Inside guarantee, cabin assigned at check-in/);
      await page.locator('figure.chart.chart-ready canvas').waitFor({ state: 'visible' });
      await expectAccessible(page, 'deck plan (busy)');
      await screenshot(page, `operator-sailing-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('changes leg without JavaScript: after the hold ends only the sale remains', async () => {
    const context = await p.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await p.signIn(page, OPERATOR);
    await page.goto(p.url(`/portal/sailings/${sold.code}`));
    // No script ran: the chart stays hidden, the table of legs is there.
    expect(await page.locator('figure.chart').isVisible()).toBe(false);
    expect(await page.locator('.leg-table tbody tr').count()).toBeGreaterThan(sold.to_seq);
    await page.getByLabel('Leg', { exact: true }).selectOption(String(held.to_seq));
    await page.getByRole('button', { name: 'Show leg' }).click();
    expect(new URL(page.url()).searchParams.get('leg')).toBe(String(held.to_seq));
    expect(await stateOf(page, held.number)).toBe('FREE');
    expect(await stateOf(page, sold.number)).toBe('SOLD');
    // The table's links choose a leg too: the last leg, after the sale ends, is all free.
    const last = page.locator('.leg-table tbody tr').last();
    await last.locator('a').click();
    expect(await page.locator('li.cabin[data-state="SOLD"], li.cabin[data-state="HELD"]').count()).toBe(0);
    const bad = await page.goto(p.url(`/portal/sailings/${sold.code}?leg=999`));
    expect(bad?.status()).toBe(400);
    const unknown = await page.goto(p.url('/portal/sailings/NO-SUCH-SAILING'));
    expect(unknown?.status()).toBe(404);
    await context.close();
  });

  it('is the operator\'s only: an agency user gets "not found"', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    for (const path of ['/portal/sailings', `/portal/sailings/${sold.code}`]) {
      const response = await page.goto(p.url(path));
      expect(response?.status(), path).toBe(404);
      expect(await page.locator('li.cabin').count()).toBe(0);
    }
    expect(await page.getByRole('link', { name: 'Sailings' }).count()).toBe(0);
    await page.context().close();
  });
});
