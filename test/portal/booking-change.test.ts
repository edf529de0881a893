/**
 * Changing a booking's date, grade or fare in the portal (issue 34 item 4; commerce.md "Priced changes after
 * booking"), in a real browser at 1280 and 390 px, through the API's own change service: the agency's staff ask
 * for a quote from the booking page, see the booking now beside the booking after with the difference, and
 * accepting moves the booking (the API reads the new grade at version + 1, with one `booking.changed`), with a
 * focused notice under the cabins and an audit entry naming the change kinds. The fare's refusal shows beside the
 * field it is about and changes nothing; a quote that expired is refused with the service's message and the
 * change filled in to quote again; the operator's staff read the booking but every change page is "not found".
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { portalFormat } from '../../src/channels/portal/format.js';
import { MANY_HOLDS, TEST_NOW } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { AGENT, OPERATOR, type Portal } from './support.js';
import { csrfTokenOf, expectAccessible, screenshot, signedInAt, startPortal, submitForm } from './support.js';

let p: Portal;
const db = () => p.t.tdb.database.db;
let api: V2Client;
const money = (amount: number) => portalFormat('UTC').money(amount, 'NOK');

/** 40+ days before the first departures: FLEX's changes are free, SAVER is on sale (as change-quotes.test.ts). */
const FAR_OUT = '2026-11-20T09:00:00Z';

beforeAll(async () => {
  p = await startPortal({ env: MANY_HOLDS });
  api = await v2Client(p.t.app, 1);
});
afterAll(async () => p?.close());
beforeEach(() => p.t.clock.set(FAR_OUT));

/** The booking as the API has it. */
async function viaApi(bookingId: string) {
  const res = await api.call('GET', `/bookings/${bookingId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    version: number;
    departureDate: string;
    fare: { fareCode: string };
    cabins: { id: number; code: string }[];
    priceBreakdown: { totalPrice: number };
  };
}

describe.each([1280, 390])('at %i px', (width) => {
  const suffix = width === 1280 ? '' : '-390';

  it('changes a FLEX booking from grade O2 to XJ after a quote showing the difference', async () => {
    const booking = await confirmBooking(api, { fareCode: 'FLEX', agencyReference: `GRADE-${width}` });
    const before = await viaApi(booking.bookingId);
    const page = await signedInAt(p, AGENT, `/portal/bookings/${booking.bookingId}`, width);
    await page.getByRole('link', { name: 'Change date, grade or fare' }).click();
    expect(new URL(page.url()).pathname).toBe(`/portal/bookings/${booking.bookingId}/change`);
    expect(await page.locator('#f-cabin1').inputValue()).toBe('O2');
    expect(await page.locator('#f-fareCode').inputValue()).toBe('FLEX');
    await expectAccessible(page, 'change form');
    await page.locator('#f-cabin1').selectOption('XJ');
    await screenshot(page, `agency-booking-change${suffix}`);
    await submitForm(page, 'Get a quote');

    // The quote: now beside after, the fee, the difference, what will be owed, the schedule, the expiry.
    const compare = page.locator('#compare');
    const cabinsRow = compare.locator('tr', { hasText: 'Cabins' });
    const grades = await queryRows<{ code: string; description: string }>(
      db(),
      sql`select code, description from cabin_grades where ship_code = ${booking.shipCode} and code in ('O2', 'XJ')`,
    );
    const name = (code: string) => grades.find((g) => g.code === code)!.description;
    expect(await cabinsRow.locator('td').allInnerTexts()).toEqual([`Cabin 1: ${name('O2')}`, `Cabin 1: ${name('XJ')}`]);
    const facts = await page.locator('#difference').innerText();
    expect(facts).toContain('Change fee');
    expect(facts).toContain(money(0)); // FLEX: free 30 days or more before departure
    expect(facts).toMatch(/Price difference\s+\+?NOK/);
    expect(facts).toContain('Amount due');
    expect(facts).toContain('Deposit');
    expect(facts).toContain('Balance due');
    expect(facts).toContain('Quote expires');
    expect(await page.locator('#dropped').innerText()).toBe('The change drops nothing from the booking.');
    // Nothing changed yet.
    expect((await viaApi(booking.bookingId)).version).toBe(before.version);
    await expectAccessible(page, 'change quote');
    await screenshot(page, `agency-booking-change-quote${suffix}`);
    const totals = await compare.locator('tr', { hasText: 'Total' }).locator('td').allInnerTexts();

    await submitForm(page, 'Accept the change');
    expect(new URL(page.url()).pathname).toBe(`/portal/bookings/${booking.bookingId}`);
    expect(new URL(page.url()).hash).toBe('#cabins');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('notice');
    const notice = page.locator('#notice');
    expect(await notice.innerText()).toBe(
      `Changed: cabin 1 ${name('O2')} → ${name('XJ')}; total ${totals[0]} → ${totals[1]}.`,
    );
    expect(await notice.evaluate((el) => el.previousElementSibling?.id)).toBe('cabins');
    await expectAccessible(page, 'booking changed');
    await screenshot(page, `agency-booking-changed${suffix}`);

    // The API's own change: the cabin is XJ, the version moved, the total is the quote's, one booking.changed.
    const changed = await viaApi(booking.bookingId);
    expect(changed.cabins[0]!.code).toBe('XJ');
    expect(changed.version).toBe(before.version + 1);
    expect(totals).toEqual([money(before.priceBreakdown.totalPrice), money(changed.priceBreakdown.totalPrice)]);
    const events = await queryRows<{ type: string; data: { version: number; changes: string[] } }>(
      db(),
      sql`select e.type, e.data from events e join bookings b on b.id = e.booking_id
          where b.reference = ${booking.bookingId} order by e.seq`,
    );
    expect(events.map((e) => e.type)).toEqual(['booking.confirmed', 'booking.changed']);
    expect(events[1]!.data).toMatchObject({ version: changed.version, changes: ['grade'] });
    const audit = await queryRows<{ actor_email: string; detail: { changes: string[]; version: number } }>(
      db(),
      sql`select actor_email, detail from audit_log where action = 'booking.changed' and target = ${booking.bookingId}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_email: AGENT.email, detail: { changes: ['grade'], version: 2 } });
    await page.context().close();
  });

  it("shows a SAVER booking's refused date change beside the departure, naming the fare's rule", async () => {
    const booking = await confirmBooking(api, { fareCode: 'SAVER', agencyReference: `SAVER-${width}` });
    const page = await signedInAt(p, AGENT, `/portal/bookings/${booking.bookingId}/change`, width);
    const other = page.locator('#f-departureDate option').nth(1);
    await page.locator('#f-departureDate').selectOption(await other.getAttribute('value'));
    await submitForm(page, 'Get a quote');
    expect(await page.locator('#e-departureDate').innerText()).toBe(
      'New departure the fare allows no date change (changes.date)',
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('error-summary');
    // The choice stays in the form; nothing changed.
    expect(await page.locator('#f-departureDate').inputValue()).toBe(await other.getAttribute('value'));
    await expectAccessible(page, 'change refused');
    await screenshot(page, `agency-booking-change-refused${suffix}`);
    const now = await viaApi(booking.bookingId);
    expect([now.version, now.departureDate]).toEqual([booking.version, booking.departureDate]);
    await page.context().close();
  });
});

it("refuses a quote that expired with the service's message, the change filled in to quote again", async () => {
  const booking = await confirmBooking(api, { fareCode: 'FLEX', agencyReference: 'EXPIRED' });
  const page = await signedInAt(p, AGENT, `/portal/bookings/${booking.bookingId}/change`);
  await page.locator('#f-cabin1').selectOption('XJ');
  await submitForm(page, 'Get a quote');
  p.t.clock.set(new Date(Date.parse(FAR_OUT) + 16 * 60_000).toISOString());
  await submitForm(page, 'Accept the change');
  expect(new URL(page.url()).pathname).toBe(`/portal/bookings/${booking.bookingId}/change`);
  expect(await page.locator('main').innerText()).toContain('The change quote has expired');
  expect(await page.locator('#f-cabin1').inputValue()).toBe('XJ');
  expect((await viaApi(booking.bookingId)).cabins[0]!.code).toBe('O2');
  // Quoting again from there works.
  await submitForm(page, 'Get a quote');
  await submitForm(page, 'Accept the change');
  expect((await viaApi(booking.bookingId)).cabins[0]!.code).toBe('XJ');
  await page.context().close();
});

describe("the operator's staff", () => {
  it('read the booking without the change link; its form, quote and accept are "not found"', async () => {
    p.t.clock.set(TEST_NOW);
    const booking = await confirmBooking(api, { fareCode: 'FLEX', agencyReference: 'OPS-CHANGE', day: '2027-01-12' });
    const page = await signedInAt(p, OPERATOR, `/portal/bookings/${booking.bookingId}`);
    expect(await page.getByRole('link', { name: 'Change date, grade or fare' }).count()).toBe(0);
    const form = await page.goto(p.url(`/portal/bookings/${booking.bookingId}/change`));
    expect(form?.status()).toBe(404);
    await page.goto(p.url(`/portal/bookings/${booking.bookingId}`));
    const csrf = await csrfTokenOf(page);
    for (const path of ['change-quote', 'change']) {
      const posted = await page.request.post(p.url(`/portal/bookings/${booking.bookingId}/${path}`), {
        form: { _csrf: csrf, cabin1: 'XJ', fareCode: 'FLEX', version: '1', changeQuoteId: 'chq_x' },
      });
      expect(posted.status(), path).toBe(404);
    }
    const now = await viaApi(booking.bookingId);
    expect([now.version, now.cabins[0]!.code]).toEqual([1, 'O2']);
    await page.context().close();
  });
});
