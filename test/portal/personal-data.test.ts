/**
 * Guests' personal data in the portal, in a real browser: the agency's staff and the operator's export a
 * booking's personal data as a JSON download and erase it after a confirmation step, once the booking is
 * cancelled (or departed); before that there is no erase button and a forged post is refused. Every
 * export and erasure is recorded with the staff member's e-mail and shown on the page. Another agency's
 * booking is not found. Accessibility of the confirmation step.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { findInDatabase, uniqueParty, confirmParty, type Party } from '../personal-data/support.js';
import { v2Client, type V2Client } from '../support/v2.js';
import {
  AGENT,
  csrfTokenOf,
  expectAccessible,
  gapBetween,
  OPERATOR,
  screenshot,
  startPortal,
  type Portal,
} from './support.js';

let p: Portal;
let agency1: V2Client;
let agency2: V2Client;

beforeAll(async () => {
  p = await startPortal();
  [agency1, agency2] = [await v2Client(p.t.app, 1), await v2Client(p.t.app, 2)];
});
afterAll(async () => p?.close());

async function cancelledBooking(api: V2Client, party: Party): Promise<string> {
  const b = await confirmParty(api, party);
  const quote = await api.call('POST', `/bookings/${b.bookingId}/cancellation-quotes`);
  const res = await api.call('POST', `/bookings/${b.bookingId}/cancellations`, {
    cancellationQuoteId: quote.json().cancellationQuoteId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return b.bookingId;
}

async function postAndWait(page: Page, click: () => Promise<void>) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), click()]);
  await page.waitForLoadState('domcontentloaded');
  return response;
}

const audit = (reference: string) =>
  queryRows<{ action: string; actor: string; email: string | null }>(
    p.t.tdb.database.db,
    sql`select a.action, a.actor, a.portal_user_email as email from personal_data_audit a
        join bookings b on b.id = a.booking_id where b.reference = ${reference} order by a.seq`,
  );

describe("an agency's staff", () => {
  it('exports the personal data as JSON, then erases it after confirming; both recorded with its e-mail', async () => {
    const party = uniqueParty();
    const reference = await cancelledBooking(agency1, party);
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url(`/portal/bookings/${reference}`));
    expect(await page.locator('main').innerText()).toContain(party.lead.firstName);

    const download = await page.request.get(p.url(`/portal/bookings/${reference}/personal-data.json`));
    expect(download.status()).toBe(200);
    expect(download.headers()['cache-control']).toBe('no-store');
    expect(download.headers()['content-disposition']).toBe(`attachment; filename="personal-data-${reference}.json"`);
    const exported = JSON.parse((await download.body()).toString());
    expect(exported.guests[0].customerDetails).toMatchObject({
      firstName: party.lead.firstName,
      email: party.lead.email,
    });

    // The first step only asks; nothing is erased yet.
    await postAndWait(page, () => page.getByRole('button', { name: 'Erase personal data…' }).click());
    expect(await page.getByRole('status').first().innerText()).toContain('Erase for good?');
    expect(await findInDatabase(p.t.tdb.database.db, [party.lead.email])).not.toEqual([]);
    await expectAccessible(page, 'erasure confirmation');
    // The question's box keeps its distance from the table below, and its button from "Keep it".
    const question = page.locator('div.notice', { hasText: 'Erase for good?' });
    const accessTable = page.getByRole('region', { name: 'Access to personal data' });
    expect(await gapBetween(question, accessTable)).toBeGreaterThanOrEqual(12);
    const erase = page.getByRole('button', { name: 'Erase personal data for good' });
    expect(await gapBetween(erase, page.getByRole('link', { name: 'Keep it' }), true)).toBeGreaterThanOrEqual(10);
    await screenshot(page, 'agency-personal-data-erasure');

    await postAndWait(page, () => page.getByRole('button', { name: 'Erase personal data for good' }).click());
    expect(await page.getByRole('status').first().innerText()).toContain("The guests' personal data was erased");
    const main = await page.locator('main').innerText();
    expect(party.needles.filter((n) => main.includes(n))).toEqual([]);
    expect(await page.getByRole('region', { name: 'Events' }).innerText()).toContain('Personal data erased');
    const access = await page.getByRole('region', { name: 'Access to personal data' }).innerText();
    expect(access).toContain('Exported');
    expect(access).toContain('Erased');
    expect(access).toContain(AGENT.email);
    expect(await audit(reference)).toEqual([
      { action: 'EXPORT', actor: 'AGENCY_STAFF', email: AGENT.email },
      { action: 'ERASURE', actor: 'AGENCY_STAFF', email: AGENT.email },
    ]);
    expect(await findInDatabase(p.t.tdb.database.db, party.needles)).toEqual([]);
    await expectAccessible(page, 'erased booking');
    await page.context().close();
  });

  it('cannot erase before departure (no button; a forged post is refused), nor reach another agency’s booking', async () => {
    const party = uniqueParty();
    const confirmed = (await confirmParty(agency1, party)).bookingId;
    const theirs = await cancelledBooking(agency2, uniqueParty());
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url(`/portal/bookings/${confirmed}`));
    expect(await page.getByRole('button', { name: 'Erase personal data…' }).count()).toBe(0);
    expect(await page.locator('main').innerText()).toContain('once the booking has departed or been cancelled');
    const token = await csrfTokenOf(page);
    const forged = await page.request.post(p.url(`/portal/bookings/${confirmed}/personal-data/erasure`), {
      form: { _csrf: token, confirm: 'yes' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain('needed for the manifest');
    expect(await findInDatabase(p.t.tdb.database.db, [party.lead.email])).not.toEqual([]);

    for (const response of [
      await page.request.get(p.url(`/portal/bookings/${theirs}/personal-data.json`)),
      await page.request.post(p.url(`/portal/bookings/${theirs}/personal-data/erasure`), {
        form: { _csrf: token, confirm: 'yes' },
        maxRedirects: 0,
      }),
    ]) {
      expect(response.status()).toBe(404);
    }
    expect(await audit(theirs)).toEqual([]);
    await page.context().close();
  });
});

describe("the operator's staff", () => {
  it("exports and erases any agency's booking, recorded as the operator's", async () => {
    const party = uniqueParty();
    const reference = await cancelledBooking(agency2, party);
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.goto(p.url(`/portal/bookings/${reference}`));
    const download = await page.request.get(p.url(`/portal/bookings/${reference}/personal-data.json`));
    expect(JSON.parse((await download.body()).toString()).guests[1].customerDetails.firstName).toBe(
      party.child.firstName,
    );
    await postAndWait(page, () => page.getByRole('button', { name: 'Erase personal data…' }).click());
    await postAndWait(page, () => page.getByRole('button', { name: 'Erase personal data for good' }).click());
    expect(await page.locator('main').innerText()).toContain('were erased on');
    expect(await audit(reference)).toEqual([
      { action: 'EXPORT', actor: 'OPERATOR_STAFF', email: OPERATOR.email },
      { action: 'ERASURE', actor: 'OPERATOR_STAFF', email: OPERATOR.email },
    ]);
    expect(await findInDatabase(p.t.tdb.database.db, party.needles)).toEqual([]);
    await page.context().close();
  });
});
