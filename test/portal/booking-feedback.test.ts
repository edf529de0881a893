/**
 * The booking page's feedback and names (issue 23 items 9 and 10), in a real browser at 1280 and 390 px: after
 * "Quote a cancellation" the quote and its confirm button are on screen and focused, not a page-length away;
 * a payment form shows all its problems at once in a summary with the right count and links to the fields,
 * in words (no `(got "...")`); a Norwegian amount "1 000,50" is taken; the booking names its ports, ship, cabin
 * grade and guests, dates carry their zone, and the operator's page links the agency and the sailing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { v2Client } from '../support/v2.js';
import { AGENT, expectAccessible, gapBetween, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
let booking: ConfirmedBookingBody;

beforeAll(async () => {
  p = await startPortal();
  booking = await confirmBooking(await v2Client(p.t.app, 1), { agencyReference: 'FEEDBACK-1' });
});
afterAll(async () => p?.close());

async function submit(page: Page, button: string) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('load');
}

/** Whether the element is inside the viewport as shown (not scrolled away). */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });

describe.each([1280, 390])('at %i px', (width) => {
  it('shows the cancellation quote next to the action, focused, with its confirm button on screen', async () => {
    const page = await p.newPage(width);
    await p.signIn(page, AGENT);
    await page.goto(p.url(`/portal/bookings/${booking.bookingId}`));
    await submit(page, 'Quote a cancellation');
    expect(new URL(page.url()).hash).toBe('#cancel');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cancel-quote');
    expect(await page.locator('#cancel-quote').innerText()).toMatch(/fee of NOK [\d,.]+/);
    expect(await onScreen(page, '#cancel-quote')).toBe(true);
    const confirm = page.getByRole('button', { name: /Cancel booking for/ });
    expect(await confirm.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await expectAccessible(page, 'cancellation quote');
    await page.context().close();
  });

  it('shows every problem of the payment form at once, counted and linked, and takes "1 000,50"', async () => {
    const page = await p.newPage(width);
    await p.signIn(page, AGENT);
    await page.goto(p.url(`/portal/bookings/${booking.bookingId}`));
    await page.getByLabel(/^Amount/).fill('12,5,5');
    await page.getByLabel(/Your reference/).fill('R'.repeat(70));
    await submit(page, 'Record payment');
    const summary = page.locator('#error-summary');
    expect(await summary.getByRole('heading').innerText()).toBe('2 problems to fix');
    expect(await summary.innerText()).not.toMatch(/got|"/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('error-summary');
    expect(await onScreen(page, '#error-summary')).toBe(true);
    await summary.getByRole('link', { name: /^Amount is not an amount/ }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-amount');
    await expectAccessible(page, 'payment refused');
    expect(await gapBetween(summary, page.locator('#error-summary + form'))).toBeGreaterThanOrEqual(12);
    await screenshot(page, width === 1280 ? 'agency-payment-problems' : 'agency-payment-problems-390');

    await page.getByLabel(/^Amount/).fill('1 000,50');
    await page.getByLabel(/Your reference/).fill(`NO-${width}`);
    await submit(page, 'Record payment');
    expect(await page.getByRole('status').first().innerText()).toContain('Payment of NOK 1,000.50 recorded');
    await page.context().close();
  });

  it('names ports, ship, cabin grade and guests, with dates in one format and zone; the operator gets links', async () => {
    const page = await p.newPage(width);
    await p.signIn(page, OPERATOR);
    await page.goto(p.url(`/portal/bookings/${booking.bookingId}`));
    const main = await page.locator('main').innerText();
    expect(main).toMatch(/Voyage\s+Bergen → Tromsø on (MS )?(Richard With|Havila Polaris)/);
    expect(main).toContain('Cabin: Outside cabin with sea view, two lower berths (outside)');
    expect(main).toMatch(/: Kari Nordmann, \w+ Nordmann/);
    expect(main).not.toMatch(/guests \d/);
    expect(main).toMatch(/Departs\s+10 Jan 2027 \d\d:\d\d CET/);
    await page.getByRole('link', { name: 'Sandbox Agency' }).first().click();
    expect(new URL(page.url()).pathname).toBe('/portal/agencies/sandbox-agency');
    await page.goBack();
    await page
      .locator('.facts')
      .getByRole('link', { name: /Richard With|Havila Polaris/ })
      .click();
    expect(new URL(page.url()).pathname).toMatch(/^\/portal\/sailings\/.+/);
    await page.goBack();
    await expectAccessible(page, 'operator booking');
    await screenshot(page, width === 1280 ? 'operator-booking' : 'operator-booking-390');
    await page.context().close();
  });
});
