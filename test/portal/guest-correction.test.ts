/**
 * Correcting a guest's details in the portal (issue 37 item 1), in a real browser at 1280 and 390 px: the
 * agency's staff open "Correct" beside a guest on the booking page, change the name, and the booking says so in
 * its Guests part, focused; the change went through the API's own amendment service (the API reads the new
 * name; version + 1 with a `booking.amended` event, change "guest"), and the audit log names the fields changed,
 * not their values. Problems show beside their fields (the form's rules and the confirm's rules, as the API
 * checks them) and change nothing; a booking changed meanwhile is refused (If-Match); the operator reads the
 * booking but has no correction (as payments and cancellations are the agency's).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { AGENT, OPERATOR, type Portal } from './support.js';
import { csrfTokenOf, expectAccessible, screenshot, signedInAt, startPortal, submitForm } from './support.js';

let p: Portal;
const db = () => p.t.tdb.database.db;
let api: V2Client;

beforeAll(async () => {
  p = await startPortal();
  api = await v2Client(p.t.app, 1);
});
afterAll(async () => p?.close());

/** The booking as the API has it: its version and guests' names. */
async function viaApi(bookingId: string) {
  const res = await api.call('GET', `/bookings/${bookingId}`);
  expect(res.statusCode, res.body).toBe(200);
  const b = res.json() as {
    version: number;
    guests: { id: number; customerDetails: { firstName: string; lastName: string; dateOfBirth: string } }[];
  };
  return { version: b.version, guests: b.guests.map((g) => g.customerDetails) };
}

describe.each([1280, 390])('at %i px', (width) => {
  const suffix = width === 1280 ? '' : '-390';

  it("corrects the lead guest's name through the API's amendment, with its event and an audit entry", async () => {
    const booking = await confirmBooking(api, { agencyReference: `NAME-${width}` });
    const page = await signedInAt(p, AGENT, `/portal/bookings/${booking.bookingId}`, width);
    await page.getByRole('link', { name: 'Correct the details of Kari Nordmann' }).click();
    expect(new URL(page.url()).pathname).toBe(`/portal/bookings/${booking.bookingId}/guests/1`);
    // The form holds the guest's details as they are.
    expect(await page.getByLabel('Last name').inputValue()).toBe('Nordmann');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('1980-04-12');
    expect(await page.getByLabel('Street').inputValue()).toBe('Storgata 1');
    await expectAccessible(page, 'guest correction');
    await screenshot(page, `agency-guest-correction${suffix}`);

    await page.getByLabel('Last name').fill('Nordmann-Ødegård');
    await submitForm(page, 'Save the corrections');
    expect(new URL(page.url()).pathname).toBe(`/portal/bookings/${booking.bookingId}`);
    expect(new URL(page.url()).hash).toBe('#guests');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('notice');
    const notice = page.locator('#notice');
    expect(await notice.innerText()).toBe("Kari Nordmann-Ødegård's details corrected.");
    expect(await notice.getAttribute('role')).toBe('status');
    // Under the Guests heading, above the corrected guest.
    expect(await notice.evaluate((el) => el.previousElementSibling?.id)).toBe('guests');
    expect(
      await notice.evaluate(
        (el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= innerHeight,
      ),
    ).toBe(true);
    expect(await page.locator('td.guest').first().innerText()).toContain('Kari Nordmann-Ødegård');
    await expectAccessible(page, 'guest corrected');
    await screenshot(page, `agency-guest-corrected${suffix}`);

    // The API's own change: the booking as the API reads it, version 2, and its booking.amended event.
    const after = await viaApi(booking.bookingId);
    expect(after.version).toBe(2);
    expect(after.guests[0]).toMatchObject({ firstName: 'Kari', lastName: 'Nordmann-Ødegård' });
    const events = await queryRows<{ type: string; data: { version: number; change: string; guestId: number } }>(
      db(),
      sql`select e.type, e.data from events e join bookings b on b.id = e.booking_id
          where b.reference = ${booking.bookingId} order by e.seq`,
    );
    expect(events.map((e) => e.type)).toEqual(['booking.confirmed', 'booking.amended']);
    expect(events[1]!.data).toMatchObject({ version: 2, change: 'guest', guestId: 1 });
    // The audit log: who, which booking and which fields, never the name itself.
    const [audit] = await queryRows<{ actor_email: string; target: string; detail: unknown }>(
      db(),
      sql`select actor_email, target, detail from audit_log
          where action = 'booking.guest_corrected' and target = ${booking.bookingId}`,
    );
    expect(audit).toEqual({
      actor_email: AGENT.email,
      target: booking.bookingId,
      detail: { guestId: 1, fields: ['lastName'] },
    });
    await page.context().close();
  });

  it('shows every problem beside its field, the confirm rules too, and changes nothing', async () => {
    const booking = await confirmBooking(api, { agencyReference: `BAD-${width}`, day: '2027-01-11' });
    const page = await signedInAt(p, AGENT, `/portal/bookings/${booking.bookingId}/guests/2`, width);
    await page.getByLabel('First name').fill(' ');
    await page.getByLabel('Nationality').fill('Norway');
    await page.getByLabel('Street').fill('Storgata 2');
    await submitForm(page, 'Save the corrections');
    const summary = page.locator('#error-summary');
    expect(await summary.getByRole('heading').innerText()).toBe('5 problems to fix');
    expect(await summary.innerText()).toContain('First name is required');
    expect(await summary.innerText()).toContain('Postal code is required for an address');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('error-summary');
    expect(await page.locator('#e-nationality').innerText()).toMatch(/^Nationality must be /);
    // What was typed stays in the form.
    expect(await page.getByLabel('Nationality').inputValue()).toBe('NORWAY');
    expect(await page.getByLabel('Street').inputValue()).toBe('Storgata 2');

    // The confirm's rules, checked by the amendment service: a CHILD born in 1990 is no child at departure.
    await page.goto(p.url(`/portal/bookings/${booking.bookingId}/guests/2`));
    await page.getByLabel('Date of birth').fill('1990-01-01');
    await submitForm(page, 'Save the corrections');
    expect(await page.locator('#e-dateOfBirth').innerText()).toMatch(
      /^Date of birth a CHILD must be 2 to 15 at departure/,
    );
    await expectAccessible(page, 'guest correction refused');
    await screenshot(page, `agency-guest-correction-problems${suffix}`);
    expect((await viaApi(booking.bookingId)).version).toBe(1);
    await page.context().close();
  });

  it('refuses a correction of a booking changed since the form was shown (If-Match), changing nothing', async () => {
    const booking = await confirmBooking(api, { agencyReference: `STALE-${width}`, day: '2027-01-12' });
    const page = await signedInAt(p, AGENT, `/portal/bookings/${booking.bookingId}/guests/1`, width);
    const paid = await api.call('POST', `/bookings/${booking.bookingId}/payments`, { amount: 100, currency: 'NOK' });
    expect(paid.statusCode, paid.body).toBe(201);
    await page.getByLabel('First name').fill('Karianne');
    await submitForm(page, 'Save the corrections');
    expect(await page.locator('main').innerText()).toContain('The booking changed meanwhile');
    const now = await viaApi(booking.bookingId);
    expect([now.version, now.guests[0]!.firstName]).toEqual([2, 'Kari']);
    await page.context().close();
  });
});

describe("the operator's staff", () => {
  it('read the booking without a correction; its form and post are "not found"', async () => {
    const booking = await confirmBooking(api, { agencyReference: 'OPS-READ', day: '2027-01-12' });
    const page = await signedInAt(p, OPERATOR, `/portal/bookings/${booking.bookingId}`);
    expect(await page.locator('td.guest').first().innerText()).toContain('Kari Nordmann');
    expect(await page.getByRole('link', { name: /^Correct/ }).count()).toBe(0);
    const form = await page.goto(p.url(`/portal/bookings/${booking.bookingId}/guests/1`));
    expect(form?.status()).toBe(404);
    await page.goto(p.url(`/portal/bookings/${booking.bookingId}`));
    const posted = await page.request.post(p.url(`/portal/bookings/${booking.bookingId}/guests/1`), {
      form: { _csrf: await csrfTokenOf(page), lastName: 'Changed', version: '1' },
    });
    expect(posted.status()).toBe(404);
    expect((await viaApi(booking.bookingId)).guests[0]!.lastName).toBe('Nordmann');
    await page.context().close();
  });
});
