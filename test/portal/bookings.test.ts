/**
 * Bookings in the portal, in a real browser: an agency finds its bookings and only its own, opens one,
 * downloads the confirmation, records a payment and cancels through a quote; it cannot open another
 * agency's booking, nor act on it by a forged form post (with its own valid CSRF token); the operator
 * sees every agency's bookings. Accessibility at 1280 and 390 px.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { v2Client } from '../support/v2.js';
import {
  AGENT,
  csrfTokenOf,
  expectAccessible,
  expectStackedCells,
  OPERATOR,
  screenshot,
  startPortal,
  type Portal,
} from './support.js';

let p: Portal;
let mine: ConfirmedBookingBody;
let mineToo: ConfirmedBookingBody;
let theirs: ConfirmedBookingBody;

beforeAll(async () => {
  p = await startPortal();
  const [agency1, agency2] = [await v2Client(p.t.app, 1), await v2Client(p.t.app, 2)];
  mine = await confirmBooking(agency1, { agencyReference: 'FJORD-001' });
  mineToo = await confirmBooking(agency1, { grade: 'I2' });
  theirs = await confirmBooking(agency2, { agencyReference: 'OTHER-9' });
});
afterAll(async () => p?.close());

async function postAndWait(page: Page, click: () => Promise<void>) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), click()]);
  await page.waitForLoadState('domcontentloaded');
  return response;
}

/** The booking page's "Payment" facts (status, paid, balance, and while confirmed the schedule), as text. */
const paymentFacts = (page: Page) => page.locator('h2:text-is("Payment") + dl.facts').innerText();

const bookingIdsShown = (page: Page) => page.locator('tbody tr td:first-child a').allInnerTexts();

const countRows = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(p.t.tdb.database.db, query))[0]!.n;

describe('an agency user', () => {
  it("finds its own bookings, by each criterion, and never another agency's", async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    expect(new URL(page.url()).pathname).toBe('/portal/home');
    await page.goto(p.url('/portal/bookings'));
    expect((await bookingIdsShown(page)).sort()).toEqual([mine.bookingId, mineToo.bookingId].sort());
    await expectAccessible(page, 'bookings');
    await screenshot(page, 'agency-bookings');

    const search = async (query: Record<string, string>) => {
      await page.goto(p.url(`/portal/bookings?${new URLSearchParams(query)}`));
      return bookingIdsShown(page);
    };
    expect(await search({ agencyReference: 'FJORD-001' })).toEqual([mine.bookingId]);
    expect(await search({ bookingId: mineToo.bookingId })).toEqual([mineToo.bookingId]);
    expect(await search({ bookingId: theirs.bookingId })).toEqual([]);
    expect(await search({ agencyReference: 'OTHER-9' })).toEqual([]);
    expect((await search({ guestName: 'nordm' })).length).toBe(2);
    expect(await search({ guestName: 'Nobody' })).toEqual([]);
    expect((await search({ status: 'CONFIRMED', departureFrom: '2027-01-10', departureTo: '2027-01-10' })).length).toBe(
      2,
    );
    expect(await search({ status: 'CANCELLED' })).toEqual([]);
    expect(await search({ departureFrom: '2027-02-01' })).toEqual([]);

    // The form at a phone's width, filled in and refused with the field named.
    const phone = await p.newPage(390);
    await p.signIn(phone, AGENT);
    await phone.goto(p.url('/portal/bookings'));
    // Folded on a phone (issue 37 item 8): the count and the bookings first.
    await phone.getByText('Search and filters').click();
    await phone.getByLabel('Departure from').fill('2027-01-12');
    await phone.getByLabel('Departure to').fill('2027-01-10');
    await phone.getByRole('button', { name: 'Search' }).click();
    await phone.waitForLoadState('domcontentloaded');
    expect(await phone.locator('#e-departureTo').innerText()).toContain(
      'must be on or after the "Departure from" date',
    );
    await expectAccessible(phone, 'bookings search refused');
    await screenshot(phone, 'agency-bookings-390');
    await phone.context().close();
    await page.context().close();
  });

  it('opens its booking with guests, cabins, price, payment and events, and downloads the confirmation PDF', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/bookings'));
    await page.getByRole('link', { name: mine.bookingId }).click();
    await page.waitForLoadState('domcontentloaded');
    const main = await page.locator('main').innerText();
    expect(main).toContain(`Booking ${mine.bookingId}`);
    expect(main).toContain('Kari Nordmann');
    expect(main).toContain('Ola Nordmann');
    expect(main).toContain('FJORD-001');
    // Its events in words (issue 37 item 10), not the API's codes.
    const events = await page.getByRole('region', { name: 'Events' }).innerText();
    expect(events).toContain('Confirmed');
    expect(events).not.toContain('booking.confirmed');
    expect(main).toMatch(/Cabin: .+ \(outside\)/);
    // Guest types and the payment status in words, not codes.
    const guests = await page.getByRole('region', { name: 'Guests' }).innerText();
    expect(guests).toContain('Adult');
    expect(guests).toContain('Child');
    expect(guests).not.toMatch(/ADULT|CHILD/);
    expect(await paymentFacts(page)).toMatch(/Status\s+Unpaid\s/);
    expect(await paymentFacts(page)).toMatch(/Deposit\s+NOK [\d,.]+ by /);
    await expectAccessible(page, 'booking detail');
    await screenshot(page, 'agency-booking');

    const pdf = await page.request.get(p.url(`/portal/bookings/${mine.bookingId}/confirmation.pdf`));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const phone = await p.newPage(390);
    await p.signIn(phone, AGENT);
    await phone.goto(p.url(`/portal/bookings/${mine.bookingId}`));
    // The guests and events stack at a phone's width: nothing is cut off or scrolled away sideways, and a date
    // or an event's name stays on one line.
    for (const name of ['Guests', 'Events']) {
      const region = phone.getByRole('region', { name });
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const lines = await region.locator('.nowrap').evaluateAll((els) => els.map((el) => el.getClientRects().length));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((n) => n === 1)).toBe(true);
    }
    const contact = await phone.locator('td[data-label="Contact"]').first().boundingBox();
    expect(contact!.x + contact!.width).toBeLessThanOrEqual(390);
    await expectStackedCells(phone, 'booking detail');
    await expectAccessible(phone, 'booking detail');
    await screenshot(phone, 'agency-booking-390');
    await phone.context().close();
    await page.context().close();
  });

  it('records a payment, with the amount checked by the payment service', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url(`/portal/bookings/${mine.bookingId}`));
    await page.getByLabel(/^Amount/).fill('ten');
    expect((await postAndWait(page, () => page.getByRole('button', { name: 'Record payment' }).click())).status()).toBe(
      400,
    );
    expect(await page.locator('#e-amount').innerText()).toContain('is not an amount');
    await page.getByLabel(/^Amount/).fill('99999999');
    expect((await postAndWait(page, () => page.getByRole('button', { name: 'Record payment' }).click())).status()).toBe(
      400,
    );
    expect(await page.locator('#e-amount').innerText()).toContain('must not exceed the balance');
    await expectAccessible(page, 'payment refused');

    await page.getByLabel(/^Amount/).fill('1000.50');
    await page.getByLabel(/Your reference/).fill('INV-77');
    await postAndWait(page, () => page.getByRole('button', { name: 'Record payment' }).click());
    expect(await page.getByRole('status').first().innerText()).toContain('Payment of NOK 1,000.50 recorded');
    const payments = await page.getByRole('region', { name: 'Payments received' }).innerText();
    expect(payments).toContain('INV-77');
    expect(payments).toContain('1,000.50');
    expect(await page.getByRole('region', { name: 'Events' }).innerText()).toContain('Payment received');
    // Less than the deposit was paid: "Part paid", not "unpaid".
    expect(await paymentFacts(page)).toMatch(/Status\s+Part paid\s/);
    await page.context().close();
  });

  it('cancels through a quote: the fee is shown first, and nothing changes until confirmed', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url(`/portal/bookings/${mineToo.bookingId}`));
    await postAndWait(page, () => page.getByRole('button', { name: 'Quote a cancellation' }).click());
    const quote = await page.locator('section', { hasText: 'Cancel the booking' }).innerText();
    expect(quote).toMatch(/fee of NOK [\d,.]+/);
    expect(await page.locator('main').innerText()).toContain('Confirmed');
    await screenshot(page, 'agency-cancellation-quote');
    await postAndWait(page, () => page.getByRole('button', { name: /Cancel booking for/ }).click());
    expect(await page.getByRole('status').first().innerText()).toContain('Booking cancelled');
    expect(await page.getByRole('region', { name: 'Events' }).innerText()).toContain('Cancelled');
    // Nothing was paid: the whole fee is owed, and the form now pays it (settle-cancelled.test.ts).
    expect(await page.getByRole('heading', { name: 'Pay the cancellation fee' }).count()).toBe(1);
    // Once cancelled the schedule's due dates are gone: the cancellation's notice says what is due.
    const facts = await paymentFacts(page);
    expect(facts).toMatch(/Status\s+Unpaid\s/);
    expect(facts).not.toContain('Deposit');
    expect(facts).not.toContain('Balance due');
    expect(facts).not.toMatch(/\bby\b/);
    expect(await page.locator('main').innerText()).toMatch(
      /Cancelled .+: fee NOK [\d,.]+, refund NOK [\d,.]+, due NOK/,
    );
    await screenshot(page, 'agency-booking-cancelled');
    await page.context().close();
  });

  it("cannot open another agency's booking, nor act on it with a forged post carrying its own valid token", async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    const opened = await page.goto(p.url(`/portal/bookings/${theirs.bookingId}`));
    expect(opened?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Not found');
    expect(await page.content()).not.toContain('OTHER-9');
    expect((await page.request.get(p.url(`/portal/bookings/${theirs.bookingId}/confirmation.pdf`))).status()).toBe(404);

    await page.goto(p.url(`/portal/bookings/${mine.bookingId}`));
    const token = await csrfTokenOf(page);
    const before = {
      payments: await countRows(sql`select count(*)::int as n from payments`),
      quotes: await countRows(sql`select count(*)::int as n from cancellation_quotes`),
    };
    const forged = [
      page.request.post(p.url(`/portal/bookings/${theirs.bookingId}/payments`), {
        form: { _csrf: token, amount: '100', reference: 'forged' },
        maxRedirects: 0,
      }),
      page.request.post(p.url(`/portal/bookings/${theirs.bookingId}/cancellation-quote`), {
        form: { _csrf: token },
        maxRedirects: 0,
      }),
      page.request.post(p.url(`/portal/bookings/${theirs.bookingId}/cancellation`), {
        form: { _csrf: token, cancellationQuoteId: 'cq_0' },
        maxRedirects: 0,
      }),
    ];
    for (const response of await Promise.all(forged)) expect(response.status()).toBe(404);
    expect(await countRows(sql`select count(*)::int as n from payments`)).toBe(before.payments);
    expect(await countRows(sql`select count(*)::int as n from cancellation_quotes`)).toBe(before.quotes);
    const [row] = await queryRows<{ status: string; paid_minor: number }>(
      p.t.tdb.database.db,
      sql`select status, paid_minor::int from bookings where reference = ${theirs.bookingId}`,
    );
    expect(row).toEqual({ status: 'CONFIRMED', paid_minor: 0 });
    await page.context().close();
  });
});

describe('the operator', () => {
  it("sees every agency's bookings with the same search and detail, without the agency's actions", async () => {
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.goto(p.url('/portal/bookings'));
    expect((await bookingIdsShown(page)).sort()).toEqual([mine.bookingId, mineToo.bookingId, theirs.bookingId].sort());
    expect(await page.locator('tr', { hasText: theirs.bookingId }).innerText()).toContain('Sandbox Agency 2');
    await expectAccessible(page, 'operator bookings');
    await screenshot(page, 'operator-bookings');
    await page.getByLabel('Agency', { exact: true }).selectOption('sandbox-agency-2');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await bookingIdsShown(page)).toEqual([theirs.bookingId]);

    const opened = await page.goto(p.url(`/portal/bookings/${theirs.bookingId}`));
    expect(opened?.status()).toBe(200);
    expect(await page.locator('main').innerText()).toContain('OTHER-9');
    expect(await page.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
    expect((await page.request.get(p.url(`/portal/bookings/${theirs.bookingId}/confirmation.pdf`))).status()).toBe(200);
    // The agency's actions are the agency's: the operator's post is "not found".
    const token = await csrfTokenOf(page);
    const post = await page.request.post(p.url(`/portal/bookings/${theirs.bookingId}/payments`), {
      form: { _csrf: token, amount: '1' },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(404);
    await page.context().close();
  });
});
