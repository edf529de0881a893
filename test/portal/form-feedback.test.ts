/**
 * Feedback where the action happened (issue 37 item 2), in a real browser at 1280 and 390 px: after a form
 * post succeeds, the page it redirects to shows the notice in the section the form was in (or, where that
 * section is gone, at the top), inside the viewport, with the focus on it (`document.activeElement`) and
 * `role="status"`. Before, a recorded payment reloaded the page at the emptied form with the notice 1,370 px
 * above (2,371 px at 390) and the focus on <body>: people would pay twice.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';
import {
  AGENT,
  expectAccessible,
  OPERATOR,
  screenshot,
  signedInAt,
  startPortal,
  submitForm,
  type Portal,
} from './support.js';

let p: Portal;
let api: V2Client;

beforeAll(async () => {
  p = await startPortal();
  api = await v2Client(p.t.app, 1);
});
afterAll(async () => p?.close());

/** What a person sees and a screen reader is given after the post: the notice, where it is, and the focus. */
async function feedback(page: Page) {
  // focus.js focuses once more after the load (Chromium's scroll to the fragment can take the focus back).
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('notice');
  return page.locator('#notice').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      text: el.textContent?.trim() ?? '',
      role: el.getAttribute('role'),
      onScreen: r.top >= 0 && r.bottom <= window.innerHeight,
      // The heading of the section it is shown in (the card, or the page's part).
      section: el.closest('section')?.querySelector('h2')?.id ?? null,
      notices: document.querySelectorAll('.notice-ok').length,
    };
  });
}

/** The viewport as the person sees it (the docs' screenshots are whole pages). */
async function viewport(page: Page, name: string) {
  await screenshot(page, name);
  if (process.env.PORTAL_SCREENSHOTS === '1') await page.screenshot({ path: `/tmp/${name}-viewport.png` });
}

describe.each([1280, 390])('at %i px', (width) => {
  const suffix = width === 1280 ? '' : '-390';

  it('shows "Payment recorded" in the payment card, on screen and focused, not a page-length above', async () => {
    const booking = await confirmBooking(api, { agencyReference: `PAID-${width}` });
    const page = await signedInAt(p, AGENT, `/portal/bookings/${booking.bookingId}`, width);
    await page.getByLabel(/^Amount/).fill('100');
    await submitForm(page, 'Record payment');
    expect(new URL(page.url()).hash).toBe('#pay');
    expect(await feedback(page)).toEqual({
      text: 'Payment of NOK 100.00 recorded.',
      role: 'status',
      onScreen: true,
      section: 'pay',
      notices: 1,
    });
    // The form is there again, empty, for the next payment; the booking shows what was paid.
    expect(await page.getByLabel(/^Amount/).inputValue()).toBe('');
    expect(await page.locator('.facts').nth(1).innerText()).toMatch(/Paid\s+NOK 100\.00/);
    await expectAccessible(page, 'payment recorded');
    await viewport(page, `agency-payment-recorded${suffix}`);
    // A reload shows the booking, without the notice again and without posting again.
    await page.reload();
    expect(await page.locator('#notice').count()).toBe(0);
    await page.context().close();
  });

  it('shows "Booking cancelled" under the cancellation it made, where the cancel card was', async () => {
    const booking = await confirmBooking(api, { agencyReference: `CANCEL-${width}`, day: '2027-01-11' });
    const page = await signedInAt(p, AGENT, `/portal/bookings/${booking.bookingId}`, width);
    await submitForm(page, 'Quote a cancellation');
    await submitForm(page, /^Cancel booking for/);
    expect(new URL(page.url()).hash).toBe('#payment');
    const shown = await feedback(page);
    expect(shown).toMatchObject({ text: 'Booking cancelled.', role: 'status', onScreen: true, notices: 1 });
    // Right after the cancellation's fee and refund, in the booking's Payment part.
    expect(
      await page
        .locator('#notice')
        .evaluate((el) => el.previousElementSibling?.textContent?.trim().startsWith('Cancelled')),
    ).toBe(true);
    await expectAccessible(page, 'booking cancelled');
    await page.context().close();
  });

  /** Other forms: one field filled, the notice where it belongs (`section` null: the layout's, at the top). */
  const forms = [
    {
      what: 'an invitation sent, in the invitation card',
      who: AGENT,
      path: '/portal/users',
      field: ['E-mail', `colleague-${width}@sandbox-agency.example`],
      button: /^Send invitation|^Invite/,
      notice: `Invitation sent to colleague-${width}@sandbox-agency.example.`,
      section: 'invite',
    },
    {
      what: "the operator's terms saved, in the terms card",
      who: OPERATOR,
      path: '/portal/agencies/sandbox-agency-2',
      field: ['Commission %', '12,5'],
      button: 'Save terms',
      notice: 'Commission and currencies saved; partners see them within 30 seconds.',
      section: 'terms',
    },
    {
      what: 'a new user key (no section of its own): at the top, above the key, focused all the same',
      who: AGENT,
      path: '/portal/credentials',
      field: ['Key name', `Feedback ${width}`],
      button: 'Create user key',
      notice: `User key "Feedback ${width}" created.`,
      section: null,
    },
  ] as const;

  it.each(forms)('shows $what', async (form) => {
    const page = await signedInAt(p, form.who, form.path, width);
    await page.getByLabel(form.field[0]).fill(form.field[1]);
    await submitForm(page, form.button);
    if (form.section) expect(new URL(page.url()).hash).toBe(`#${form.section}`);
    const shown = await feedback(page);
    expect(shown).toMatchObject({ text: form.notice, role: 'status', onScreen: true, notices: 1 });
    if (form.section) expect(shown.section).toBe(form.section);
    else expect(await page.locator('main > #notice').count()).toBe(1);
    await expectAccessible(page, form.what);
    await page.context().close();
  });
});
