/**
 * The operator's disruptions page, in a real browser: a skipped call previewed (the confirmed booking it
 * touches listed, nothing saved), saved through the app's disruption service (the booking's page on the
 * agency side then shows it in words; the list of recorded disruptions heads with it), the service's refusals
 * shown beside their field (an unknown sailing, the same skip again); a post without the CSRF token refused with
 * nothing saved; an agency user does not reach the page. Accessibility at 1280 and 390 px.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { portalFormat } from '../../src/channels/portal/format.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { callsOfSailing, callTime } from '../../src/domain/catalog/sailings.js';
import { FIRST_DEPARTURE_DAY } from '../support/app.js';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { v2Client } from '../support/v2.js';
import { AGENT, csrfTokenOf, expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
let booking: ConfirmedBookingBody;
let sailingCode: string;
let tosSeq: number;
/** The TOS call's time before the skip, as the page prints it (13 Jan 2027 15:00 CET: fmt.local). */
let tosTime: string;

beforeAll(async () => {
  p = await startPortal();
  booking = await confirmBooking(await v2Client(p.t.app, 1), { agencyReference: 'STORM-1' });
  const db = p.t.tdb.database.db;
  // The sailing of the booking (BGO -> TOS on the first departure day), and its first call at TOS.
  const [sailing] = await queryRows<{ id: number; code: string }>(
    db,
    sql`select s.id, s.code from sailings s join sailing_calls c on c.sailing_id = s.id and c.seq = 0
        where c.port_code = 'BGO' and c.departure_at::date = ${FIRST_DEPARTURE_DAY}::date order by s.id limit 1`,
  );
  sailingCode = sailing!.code;
  const tos = (await callsOfSailing(db, sailing!.id)).find((c) => c.portCode === 'TOS')!;
  tosSeq = tos.seq;
  tosTime = portalFormat(p.t.config.operatorTimeZone).local(callTime(tos));
});
afterAll(async () => p?.close());

const disruptionCount = async () =>
  (await queryRows<{ n: number }>(p.t.tdb.database.db, sql`select count(*)::int as n from disruptions`))[0]!.n;

async function submit(page: Page, button: string) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
}

/** The sailing chosen (its calls then listed), a skip of the TOS call picked from them. */
async function fillSkip(page: Page) {
  if ((await page.getByLabel('Call', { exact: true }).count()) === 0) {
    await page.getByLabel('Sailing').fill(sailingCode);
    await page.getByRole('button', { name: 'Show its calls' }).click();
    await page.waitForLoadState('domcontentloaded');
  }
  await page.getByLabel('What happened').selectOption('PORT_SKIPPED');
  await page.getByLabel('Call', { exact: true }).selectOption(String(tosSeq));
}

describe('the operator', () => {
  it('previews a skipped call with the booking it touches, saves it, and the agency sees it on the booking', async () => {
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.getByRole('navigation').getByRole('link', { name: 'Disruptions' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(new URL(page.url()).pathname).toBe('/portal/disruptions');
    expect(await page.locator('main').innerText()).toContain('None recorded yet.');

    await fillSkip(page);
    await submit(page, 'Preview');
    const affected = page.getByRole('region', { name: 'Affected bookings' });
    const rows = affected.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const row = await rows.first().innerText();
    expect(row).toContain(booking.bookingId);
    expect(row).toContain('STORM-1');
    expect(row).toContain('Disembarks there');
    // Ports by name: the booking's voyage and the call in the preview's heading.
    expect(row).toContain('Bergen → Tromsø');
    expect(await page.locator('#affected').innerText()).toContain(`Tromsø (call ${tosSeq}, TOS)`);
    expect(await affected.getByRole('link', { name: booking.bookingId }).getAttribute('href')).toBe(
      `/portal/bookings/${booking.bookingId}`,
    );
    expect(await page.locator('main').innerText()).toMatch(/Held bookings ending: 0/);
    expect(await disruptionCount()).toBe(0); // a preview changes nothing
    await expectAccessible(page, 'disruption preview');
    await screenshot(page, 'operator-disruptions');

    await submit(page, 'Save disruption');
    const main = await page.locator('main').innerText();
    expect(main).toContain('Disruption saved');
    // The save's answer lists the bookings it touched, as the preview did.
    expect(await page.getByRole('region', { name: 'Affected bookings' }).locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringContaining(booking.bookingId),
    ]);
    expect(await disruptionCount()).toBe(1);
    const recent = await page.getByRole('region', { name: 'Recorded disruptions' }).locator('tbody tr').allInnerTexts();
    expect(recent).toHaveLength(1);
    expect(recent[0]).toContain(sailingCode);
    expect(recent[0]).toContain('Port skipped');
    expect(recent[0]).toContain(`Tromsø (call ${tosSeq}, TOS)`);
    expect(recent[0]).toContain(tosTime);
    expect(recent[0]).toContain(OPERATOR.email);

    // The same skip again: refused beside the call field, nothing more saved.
    await fillSkip(page);
    await submit(page, 'Preview');
    expect(await page.locator('#e-callSeq').innerText()).toContain('already skipped');
    expect(await disruptionCount()).toBe(1);
    await page.context().close();

    // The agency's own page of the booking lists the disruption.
    const agent = await p.newPage();
    await p.signIn(agent, AGENT);
    await agent.goto(p.url(`/portal/bookings/${booking.bookingId}`));
    expect(await agent.locator('main').innerText()).toContain(`Port skipped: Tromsø, ${tosTime}`);
    await agent.context().close();
  });

  it('is usable at 390 px', async () => {
    const phone = await p.newPage(390);
    await p.signIn(phone, OPERATOR);
    await phone.goto(p.url('/portal/disruptions'));
    await phone.getByLabel('Sailing').fill('NOPE-1');
    await phone.getByRole('button', { name: 'Show its calls' }).click();
    await phone.waitForLoadState('domcontentloaded');
    expect(await phone.locator('#e-sailing').innerText()).toContain('is not a sailing');
    await expectAccessible(phone, 'disruptions refused');
    await phone.context().close();
  });

  it('cannot save without the form token: 403 and nothing saved', async () => {
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.goto(p.url('/portal/disruptions'));
    expect((await csrfTokenOf(page)).length).toBeGreaterThan(0);
    const before = await disruptionCount();
    const res = await page.request.post(p.url('/portal/disruptions'), {
      form: { sailing: sailingCode, kind: 'SAILING_CANCELLED' },
    });
    expect(res.status()).toBe(403);
    expect(await disruptionCount()).toBe(before);
    await page.context().close();
  });
});

describe('an agency user', () => {
  it('does not reach the page nor its posts (not found), and has no menu entry for it', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Disruptions' }).count()).toBe(0);
    const res = await page.goto(p.url('/portal/disruptions'));
    expect(res!.status()).toBe(404);
    const token = await csrfTokenOf(page);
    const before = await disruptionCount();
    const post = await page.request.post(p.url('/portal/disruptions'), {
      form: { _csrf: token, sailing: sailingCode, kind: 'SAILING_CANCELLED' },
    });
    expect(post.status()).toBe(404);
    expect(await disruptionCount()).toBe(before);
    await page.context().close();
  });
});
