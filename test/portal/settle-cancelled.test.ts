/**
 * A cancelled booking's fee settled in the portal (issue 37 item 6): the booking page of a cancelled booking
 * that still owes part of its fee shows the payment form ("Pay the cancellation fee", at most what is owed),
 * and one whose agency paid more than the fee shows "Record a refund received" (at most the refund due);
 * each ends Settled, with the payments table listing the refund. In Chromium at 1280 and 390 px, with axe.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { TEST_NOW } from '../support/app.js';
import { AGENT, expectAccessible, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
let api: V2Client;

beforeAll(async () => {
  p = await startPortal();
  api = await v2Client(p.t.app, 1);
}, 120_000);
afterAll(async () => p?.close());

async function cancel(bookingId: string) {
  const q = (await api.call('POST', `/bookings/${bookingId}/cancellation-quotes`)).json();
  const res = await api.call('POST', `/bookings/${bookingId}/cancellations`, {
    cancellationQuoteId: q.cancellationQuoteId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function submit(page: Page, button: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return response.status();
}

const paymentFacts = (page: Page) => page.locator('h2:text-is("Payment") + dl.facts').innerText();

/**
 * The notice of a payment or refund on a cancelled booking (feedback.ts): under the booking's Payment, as the
 * cancellation's (the form is gone once settled), on screen and focused (form-feedback.test.ts).
 */
async function noticeUnderPayment(page: Page): Promise<string> {
  expect(new URL(page.url()).hash).toBe('#payment');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('notice');
  const notice = page.locator('#notice');
  expect(await notice.getAttribute('role')).toBe('status');
  const onScreen = await notice.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });
  expect(onScreen).toBe(true);
  return notice.innerText();
}

describe("a cancelled booking's fee in the portal", () => {
  it('can be paid up to what is owed, and the booking is then settled', async () => {
    const booking = await confirmBooking(api); // days before departure: the fee is the whole total
    expect(
      (await api.call('POST', `/bookings/${booking.bookingId}/payments`, { amount: 100, currency: 'NOK' })).statusCode,
    ).toBe(201);
    const cancelled = await cancel(booking.bookingId);
    const owed = cancelled.cancellation.amountDue as number;
    expect(owed).toBeGreaterThan(0);
    const owedText = owed.toLocaleString('en-GB', { minimumFractionDigits: 2 });

    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      await p.signIn(page, AGENT);
      await page.goto(p.url(`/portal/bookings/${booking.bookingId}`));
      expect(await page.getByRole('heading', { name: 'Pay the cancellation fee' }).count()).toBe(1);
      const card = page.locator('section[aria-labelledby="pay"]');
      expect(await card.innerText()).toContain(`NOK ${owedText} of its fee is still owed`);
      expect(await page.locator('#h-amount').innerText()).toBe(`At most the balance, NOK ${owedText}.`);
      await expectAccessible(page, `cancelled booking with its fee owed at ${width}`);
      await screenshot(page, `booking-cancelled-fee-owed-${width}`);
      await page.context().close();
    }

    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url(`/portal/bookings/${booking.bookingId}`));
    await page.getByLabel(/^Amount/).fill(String(owed + 1));
    expect(await submit(page, 'Record payment')).toBe(400);
    expect(await page.locator('#e-amount').innerText()).toContain(`must not exceed the balance of ${owed} NOK`);
    await page.getByLabel(/^Amount/).fill(String(owed));
    await page.getByLabel(/Your reference/).fill('FEE-42');
    expect(await submit(page, 'Record payment')).toBe(303);
    expect(await noticeUnderPayment(page)).toBe(`Payment of NOK ${owedText} recorded.`);
    expect(await paymentFacts(page)).toMatch(/Status\s+Settled\s/);
    expect(await paymentFacts(page)).toMatch(/Balance\s+NOK 0\.00/);
    expect(await page.getByRole('region', { name: 'Payments received' }).innerText()).toContain('FEE-42');
    // Nothing is owed or due back: no money form.
    expect(await page.locator('#pay').count()).toBe(0);
    await page.context().close();
  });

  it('records a refund due as refunded, up to what is due', async () => {
    p.t.clock.set('2026-10-01T09:00:00Z'); // 101 days before departure: the fee is the deposit
    let bookingId: string;
    let paid: number;
    try {
      const booking = await confirmBooking(api);
      bookingId = booking.bookingId;
      paid = booking.payment.depositAmount + 25;
      const res = await api.call('POST', `/bookings/${bookingId}/payments`, { amount: paid, currency: 'NOK' });
      expect(res.statusCode, res.body).toBe(201);
      expect((await cancel(bookingId)).cancellation).toMatchObject({ refundAmount: 25, amountDue: 0 });
    } finally {
      p.t.clock.set(TEST_NOW);
    }

    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      await p.signIn(page, AGENT);
      await page.goto(p.url(`/portal/bookings/${bookingId}`));
      expect(await paymentFacts(page)).toMatch(/Status\s+Refund due\s/);
      expect(await page.getByRole('heading', { name: 'Record a refund received' }).count()).toBe(1);
      expect(await page.locator('section[aria-labelledby="pay"]').innerText()).toContain(
        'NOK 25.00 is due back to your agency',
      );
      await expectAccessible(page, `cancelled booking with a refund due at ${width}`);
      await screenshot(page, `booking-cancelled-refund-due-${width}`);
      await page.context().close();
    }

    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url(`/portal/bookings/${bookingId}`));
    await page.getByLabel(/^Amount/).fill('30');
    expect(await submit(page, 'Record refund')).toBe(400);
    expect(await page.locator('#e-amount').innerText()).toContain('must not exceed the refund due of 25 NOK');
    await page.getByLabel(/^Amount/).fill('25');
    await page.getByLabel(/Your reference/).fill('CN-9');
    expect(await submit(page, 'Record refund')).toBe(303);
    expect(await noticeUnderPayment(page)).toBe('Refund of NOK 25.00 recorded.');
    expect(await paymentFacts(page)).toMatch(/Status\s+Settled\s/);
    const rows = await page.getByRole('region', { name: 'Payments received' }).locator('tbody tr').allInnerTexts();
    expect(rows.at(-1)).toMatch(/Refund · CN-9\s+-NOK 25\.00|Refund · CN-9\s+NOK -25\.00|Refund · CN-9\s+−NOK 25\.00/);
    // A refund says who recorded it, as a payment does (everyday-details.test.ts): here the signed-in user.
    expect(rows.at(-1)).toMatch(/\(agent@sandbox-agency\.example\)\s+Refund · CN-9/);
    // The event in words, as every event of the booking page (booking-detail.ts EVENT_TYPE_LABELS).
    const events = await page.getByRole('region', { name: 'Events' }).innerText();
    expect(events).toContain('Refund received');
    expect(events).not.toContain('payment.refunded');
    await screenshot(page, 'booking-cancelled-refunded-1280');
    expect(await page.locator('#pay').count()).toBe(0);
    await page.context().close();
  });
});
