/**
 * Issue 23 items 6 and 7 in a real browser. The days-ahead view: every sailing of the next 7 (or 14) days
 * with each leg's load written out (readable at 390 px, no sideways scrolling), sortable by load, linking to
 * the sailing. A disruption reported from the sailing's page: its calls listed to pick from (a port called
 * twice told apart), a message to partners, previewed and saved; the booking's page then says what happened
 * in words with the port's name, and shows the message. Accessibility at 1280 and 390 px.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { v2Client } from '../support/v2.js';
import { AGENT, expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
let booking: ConfirmedBookingBody;
/** The sailing of `booking` (BGO -> TOS on the first departure day), and the fullest one (the day after). */
let sailingCode: string;
let busyCode: string;

const sailingOf = async (reference: string) =>
  (
    await queryRows<{ code: string }>(
      p.t.tdb.database.db,
      sql`select s.code from bookings b join sailings s on s.id = b.sailing_id where b.reference = ${reference}`,
    )
  )[0]!.code;

beforeAll(async () => {
  p = await startPortal({ env: { HOLD_QUOTA_PER_SAILING: '1000' } });
  const api = await v2Client(p.t.app, 1);
  booking = await confirmBooking(api, { agencyReference: 'AHEAD-1' });
  sailingCode = await sailingOf(booking.bookingId);
  let last: ConfirmedBookingBody | undefined;
  for (const grade of ['I2', 'O2', 'I2', 'U2', 'O2', 'I2']) {
    last = await confirmBooking(api, { day: '2027-01-11', grade, to: 'KKN' });
  }
  busyCode = await sailingOf(last!.bookingId);
  expect(busyCode).not.toBe(sailingCode);
}, 240_000);
afterAll(async () => p?.close());

/** The sailing codes in the order the view lists them. */
const listed = (page: Page) =>
  page.locator('li.ahead-sailing').evaluateAll((els) => els.map((e) => e.getAttribute('data-sailing')!));

async function open(page: Page, link: string | RegExp) {
  await page.getByRole('link', { name: link }).first().click();
  await page.waitForLoadState('domcontentloaded');
}

describe('the days-ahead view', { timeout: 180_000 }, () => {
  it("lists the next 7 days' sailings with every leg's load written out, at 1280 and 390 px", async () => {
    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      await p.signIn(page, OPERATOR);
      await page.goto(p.url('/portal/sailings'));
      await open(page, 'the next 7 or 14 days');
      expect(new URL(page.url()).pathname).toBe('/portal/sailings/ahead');
      expect(await page.locator('h1').innerText()).toContain('the next 7 days');
      // The range in the portal's one date format, not ISO: "from 5 Jan 2027 to 11 Jan 2027".
      expect(await page.locator('p.lead').innerText()).toMatch(
        /departing from \d{1,2} Jan 2027 to \d{1,2} Jan 2027 \(operator time\)/,
      );
      const codes = await listed(page);
      expect(codes).toContain(sailingCode);
      expect(codes).toContain(busyCode);

      const mine = page.locator(`li.ahead-sailing[data-sailing="${sailingCode}"]`);
      const cells = mine.locator('li.leg-cell');
      expect(await cells.count()).toBeGreaterThan(10);
      // The first leg (from Bergen) carries the sale: its percentage is written in the cell, not in a tooltip;
      // its ports by name, not by code.
      const first = cells.first();
      expect(await first.isVisible()).toBe(true);
      expect(await first.locator('.leg-port').innerText()).toMatch(/^Bergen\b/);
      expect(await first.locator('.leg-sold').innerText()).toMatch(/^0\.\d %/);
      expect(await first.locator('.sr-only').allInnerTexts()).toEqual([
        expect.stringMatching(/^\s*to Florø:$/),
        expect.stringMatching(/sold \(1 of \d+\)/),
      ]);
      expect(await mine.locator('[data-busiest]').innerText()).toMatch(/^Bergen – Florø: 0\.\d % taken$/);
      // Every cell names its port, whole: the longest name (Sandnessjøen) stays on one line in its cell.
      const ports = await mine.locator('.leg-port').evaluateAll((els) =>
        els.map((e) => {
          const name = document.createRange();
          name.selectNodeContents(e.firstChild!);
          return { text: e.firstChild!.textContent!, lines: name.getClientRects().length };
        }),
      );
      expect(ports.map((c) => c.text)).toContain('Sandnessjøen');
      expect(ports.every((c) => /^\p{Lu}\p{Ll}+$/u.test(c.text))).toBe(true);
      expect(ports.filter((c) => c.lines !== 1)).toEqual([]);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = await first.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      await expectAccessible(page, 'days-ahead view');
      await screenshot(page, `operator-sailings-ahead-${width}`);
      await mine.getByRole('link', { name: sailingCode }).click();
      await page.waitForLoadState('domcontentloaded');
      expect(new URL(page.url()).pathname).toBe(`/portal/sailings/${sailingCode}`);
      await page.context().close();
    }
  });

  it('sorts by load, fullest or emptiest first, and shows 14 days', async () => {
    const page = await p.newPage(390);
    await p.signIn(page, OPERATOR);
    await page.goto(p.url('/portal/sailings/ahead'));
    const byDeparture = await listed(page);
    await open(page, 'Fullest first');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('load');
    const fullest = await listed(page);
    expect(fullest[0]).toBe(busyCode);
    expect(fullest[1]).toBe(sailingCode);
    expect([...fullest].sort()).toEqual([...byDeparture].sort());
    expect(await page.getByRole('link', { name: 'Fullest first' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page, 'days-ahead view, fullest first');
    await screenshot(page, 'operator-sailings-ahead-fullest-390');

    await open(page, 'Emptiest first');
    const emptiest = await listed(page);
    expect(emptiest.at(-1)).toBe(busyCode);
    expect(emptiest.at(-2)).toBe(sailingCode);

    await open(page, 'Next 14 days');
    expect(new URL(page.url()).searchParams.get('days')).toBe('14');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('load-asc');
    expect(await page.locator('h1').innerText()).toContain('the next 14 days');

    for (const bad of ['?days=30', '?sort=cheapest']) {
      const res = await page.goto(p.url(`/portal/sailings/ahead${bad}`));
      expect(res!.status()).toBe(400);
      expect(await page.locator('main').innerText()).toMatch(bad.includes('days') ? /days/ : /sort/);
    }
    await page.context().close();
  });
});

describe('a disruption reported from a sailing', { timeout: 180_000 }, () => {
  it('lists its calls to pick from and carries a message to partners (390 px, preview only)', async () => {
    const page = await p.newPage(390);
    await p.signIn(page, OPERATOR);
    await page.goto(p.url(`/portal/sailings/${sailingCode}`));
    await open(page, 'Report a disruption');
    expect(new URL(page.url()).searchParams.get('sailing')).toBe(sailingCode);
    const options = await page.getByLabel('Call', { exact: true }).locator('option').allInnerTexts();
    expect(options.length).toBeGreaterThan(20);
    // Bergen is called at on the way out only; a port of the round trip's turn is listed twice with its times.
    const tromso = options.filter((o) => o.startsWith('Tromsø, '));
    expect(tromso.length).toBe(2);
    expect(tromso[0]).not.toBe(tromso[1]);
    expect(tromso[0]).toMatch(/^Tromsø, \d{1,2} Jan 2027 \d\d:\d\d CET \(call \d+, TOS\)$/);
    await page.getByLabel('What happened').selectOption('CALL_RETIMED');
    await page.getByLabel('Call', { exact: true }).selectOption({ label: tromso[0]! });
    await page.getByLabel('New date-time').fill('2027-01-01T10:00');
    await page.getByLabel('Message to partners (optional)').fill('x'.repeat(10));
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForLoadState('domcontentloaded');
    // A retime that would run into the previous call: refused beside the field, the choices kept.
    expect(await page.locator('#e-newDateTime').innerText()).toContain('would bring the arrival');
    expect(await page.getByLabel('Message to partners (optional)').inputValue()).toBe('x'.repeat(10));
    await expectAccessible(page, 'disruption form from a sailing, refused');
    await screenshot(page, 'operator-disruption-from-sailing-390');
    await page.context().close();
  });

  it('previews and saves a skip with its message; the booking says so in words (1280 px)', async () => {
    const page = await p.newPage(1280);
    await p.signIn(page, OPERATOR);
    await page.goto(p.url(`/portal/sailings/${sailingCode}`));
    await open(page, 'Report a disruption');
    const options = await page.getByLabel('Call', { exact: true }).locator('option').allInnerTexts();
    const tromso = options.find((o) => o.startsWith('Tromsø, '))!;
    await page.getByLabel('What happened').selectOption('PORT_SKIPPED');
    await page.getByLabel('Call', { exact: true }).selectOption({ label: tromso });
    const message = 'Storm warning: the ship cannot berth in Tromsø.\nGuests leave at Finnsnes; a bus takes them on.';
    await page.getByLabel('Message to partners (optional)').fill(message);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForLoadState('domcontentloaded');
    const main = await page.locator('main').innerText();
    expect(main).toMatch(new RegExp(`Preview: Port skipped — ${sailingCode}, Tromsø \\(call \\d+, TOS\\)`));
    expect(main).toContain('Storm warning: the ship cannot berth in Tromsø.');
    expect(await page.getByRole('region', { name: 'Affected bookings' }).innerText()).toContain(booking.bookingId);
    await expectAccessible(page, 'disruption preview from a sailing');
    await screenshot(page, 'operator-disruption-from-sailing-1280');
    await page.getByRole('button', { name: 'Save disruption' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('main').innerText()).toContain('Disruption saved');
    await page.context().close();

    for (const width of [1280, 390]) {
      const agent = await p.newPage(width);
      await p.signIn(agent, AGENT);
      await agent.goto(p.url(`/portal/bookings/${booking.bookingId}`));
      const line = await agent.locator('ul.disruption-list li').innerText();
      expect(line).toMatch(/^Port skipped: Tromsø, \d{1,2} Jan 2027 \d\d:\d\d CET/);
      expect(line).not.toContain('→');
      expect(line).toContain('Message from the operator: ');
      expect(line).toContain('Guests leave at Finnsnes; a bus takes them on.');
      await expectAccessible(agent, 'booking with a disruption');
      await screenshot(agent, `booking-disruption-message-${width}`);
      await agent.context().close();
    }
  });
});
