/**
 * The operator's promotions, in a real browser (commerce.md "Promotions"; portal.md "Promotions"): a promotion
 * made through the form, first with a mistake (the service's refusal beside its field, every value kept,
 * nothing written), then listed with where it stands; its discount changed to an amount as staff type money;
 * ended after a confirmation. Each change's notice is shown above the list and has the focus. A promotion's
 * page lists its redemptions: the count against the cap and the bookings that took it (held and confirmed, made
 * through the V2 API). An agency user reaches none of it. Accessibility and fit at 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPromotion, listPromotions } from '../../src/domain/promotions/index.js';
import { insertPromotion } from '../../src/domain/promotions/repository.js';
import { FIRST_DEPARTURE_DAY } from '../support/app.js';
import { confirmBooking } from '../support/lifecycle.js';
import { NORTHERN_LIGHTS } from '../support/promotions.js';
import { v2Client } from '../support/v2.js';
import { AGENT, csrfTokenOf, expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
beforeAll(async () => {
  p = await startPortal();
});
afterAll(async () => p?.close());

const db = () => p.t.tdb.database.db;

async function submit(page: Page, button: string) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('load');
}

/** Nothing on the page is wider than the screen (a table's own scrolling region aside). */
async function expectFits(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** The id of the element that has the focus once the page has loaded (assets/focus.js). */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('the operator', () => {
  it('creates a promotion (after a mistake), sees it listed, changes its discount and ends it', async () => {
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.getByRole('navigation').getByRole('link', { name: 'Promotions' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(new URL(page.url()).pathname).toBe('/portal/promotions');
    expect(await page.locator('main').innerText()).toContain('No promotions yet.');

    await page.getByRole('link', { name: 'New promotion' }).click();
    await page.waitForLoadState('domcontentloaded');
    await page.getByLabel('Code').fill('winter27');
    await page.getByLabel('Name').fill('Winter sale');
    await page.locator('input[name="fareCodes"][value="FLEX"]').check();
    await page.locator('input[name="fareCodes"][value="STANDARD"]').check();
    await page.getByLabel('Percent', { exact: true }).fill('10');
    // The mistake: the booking window closes before it opens.
    await page.getByLabel('Bookable from').fill('2027-01-01T00:00');
    await page.getByLabel('Bookable until').fill('2026-12-01T00:00');
    await page.getByLabel('Departures from').fill('2027-01-10');
    await page.getByLabel('Departures until').fill('2027-03-31');
    await page.getByLabel('Markets').fill('no, se');
    await page.getByLabel('Senior').check();
    await page.getByLabel('Redemption cap').fill('100');
    await submit(page, 'Create promotion');

    expect(await page.locator('#e-bookingUntil').innerText()).toBe(
      'Bookable until must be after the start of the booking window',
    );
    expect(await page.locator('#error-summary').innerText()).toContain('1 problem to fix');
    expect(await focused(page)).toBe('error-summary');
    // Everything typed is kept (the code in capitals, as it is stored).
    expect(await page.getByLabel('Code').inputValue()).toBe('WINTER27');
    expect(await page.getByLabel('Name').inputValue()).toBe('Winter sale');
    expect(await page.locator('input[name="fareCodes"][value="FLEX"]').isChecked()).toBe(true);
    expect(await page.locator('input[name="fareCodes"][value="SAVER"]').isChecked()).toBe(false);
    expect(await page.getByLabel('Markets').inputValue()).toBe('no, se');
    expect(await page.getByLabel('Senior').isChecked()).toBe(true);
    expect(await listPromotions(db())).toEqual([]);
    await expectAccessible(page, 'promotion form with a problem');
    await screenshot(page, 'operator-promotion-problem');

    await page.getByLabel('Bookable until').fill('2027-02-01T00:00');
    await submit(page, 'Create promotion');
    expect(new URL(page.url()).pathname).toBe('/portal/promotions');
    expect(await page.locator('#done').innerText()).toBe('Promotion WINTER27 created.');
    expect(await focused(page)).toBe('done');
    const row = await page.getByRole('region', { name: 'Promotions' }).locator('tbody tr').first().innerText();
    for (const shown of [
      'WINTER27',
      'Winter sale',
      'FLEX, STANDARD',
      '10 %',
      '1 Jan 2027 00:00 CET',
      '1 Feb 2027 00:00 CET',
      '10 Jan 2027',
      '31 Mar 2027',
      'NO, SE',
      'Senior',
      '100',
      'Active',
    ]) {
      expect(row).toContain(shown);
    }
    const created = await findPromotion(db(), 'WINTER27');
    expect(created).toMatchObject({
      fareCodes: ['FLEX', 'STANDARD'],
      discount: { percent: 10 },
      // Entered in the operator's time zone (Europe/Oslo, CET in winter).
      bookingFrom: new Date('2026-12-31T23:00:00Z'),
      bookingUntil: new Date('2027-01-31T23:00:00Z'),
      markets: ['NO', 'SE'],
      guestTypes: ['SENIOR'],
      redemptionCap: 100,
      endedAt: null,
    });
    await expectAccessible(page, 'promotions');
    await screenshot(page, 'operator-promotions');

    // The discount becomes an amount per guest, typed as staff type money.
    await page.getByRole('link', { name: 'WINTER27' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.getByLabel('Bookable from').inputValue()).toBe('2027-01-01T00:00');
    await page.getByLabel('An amount off').check();
    await page.getByLabel('Amount per guest').fill('1 000,50');
    await page.getByLabel('Currency', { exact: true }).fill('nok');
    await expectAccessible(page, 'promotion page');
    await screenshot(page, 'operator-promotion');
    await submit(page, 'Save changes');
    expect(await page.locator('#done').innerText()).toBe('Promotion WINTER27 saved.');
    expect(await page.locator('main').innerText()).toContain('NOK 1,000.50 per guest');
    expect((await findPromotion(db(), 'WINTER27'))!.discount).toEqual({ amount: 100050, currency: 'NOK' });

    // End now, after its confirmation.
    await page.getByRole('link', { name: 'WINTER27' }).click();
    await page.getByRole('link', { name: 'End now…' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('h1').innerText()).toBe('End promotion WINTER27?');
    await submit(page, 'End the promotion');
    expect(await page.locator('#done').innerText()).toContain('Promotion WINTER27 ended at 5 Jan 2027 10:00 CET');
    expect(await focused(page)).toBe('done');
    expect(await page.getByRole('region', { name: 'Promotions' }).locator('tbody tr').first().innerText()).toContain(
      'Ended',
    );
    expect((await findPromotion(db(), 'WINTER27'))!.endedAt).toEqual(p.t.clock.now());
    // An ended promotion offers no "End now".
    await page.getByRole('link', { name: 'WINTER27' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.getByRole('link', { name: 'End now…' }).count()).toBe(0);
    await page.context().close();
  });

  it('is usable at 390 px: the list and the form fit, a taken code is refused beside the code', async () => {
    const phone = await p.newPage(390);
    await p.signIn(phone, OPERATOR);
    await phone.goto(p.url('/portal/promotions'));
    await expectAccessible(phone, 'promotions');
    await expectFits(phone, 'promotions');
    await screenshot(phone, 'operator-promotions-390');
    await phone.goto(p.url('/portal/promotions/new'));
    await phone.getByLabel('Code').fill('WINTER27');
    await phone.getByLabel('Name').fill('Again');
    await phone.locator('input[name="fareCodes"][value="SAVER"]').check();
    await phone.getByLabel('Percent', { exact: true }).fill('5');
    await phone.getByLabel('Bookable from').fill('2027-01-01T00:00');
    await phone.getByLabel('Bookable until').fill('2027-02-01T00:00');
    await phone.getByLabel('Departures from').fill('2027-01-10');
    await phone.getByLabel('Departures until').fill('2027-01-20');
    await submit(phone, 'Create promotion');
    expect(await phone.locator('#e-promotionCode').innerText()).toBe(
      'Code is taken by another promotion: choose another.',
    );
    expect((await findPromotion(db(), 'WINTER27'))!.name).toBe('Winter sale');
    await expectAccessible(phone, 'promotion form, code taken');
    await expectFits(phone, 'promotion form');
    await screenshot(phone, 'operator-promotion-problem-390');
    await phone.context().close();
  });
});

describe('a promotion’s redemptions', () => {
  it('shows the count taken against the cap and the bookings that took it, held and confirmed', async () => {
    await insertPromotion(
      db(),
      {
        ...NORTHERN_LIGHTS,
        promotionCode: 'REDEEM27',
        bookingFrom: new Date('2026-12-01T00:00:00Z'),
        bookingUntil: new Date('2027-02-01T00:00:00Z'),
        redemptionCap: 10,
        endedAt: null,
      },
      null,
    );
    // One booking confirmed by the first sandbox agency, one held by the second.
    const confirmed = await confirmBooking(await v2Client(p.t.app, 1), { promotionCode: 'REDEEM27' });
    const other = await v2Client(p.t.app, 2);
    const search = await other.searchVoyages({
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
    });
    expect(search.statusCode, search.body).toBe(200);
    const held = await other.create('voyage-only', search.json().sessionId, {
      departureDate: search.json().results[0].departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
      promotionCode: 'REDEEM27',
    });
    expect(held.statusCode, held.body).toBe(201);

    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      await p.signIn(page, OPERATOR);
      await page.goto(p.url('/portal/promotions/REDEEM27'));
      const section = page.getByRole('region', { name: 'Redemptions' });
      expect(await section.innerText()).toContain('Taken: 2 of 10.');
      const rows = await section.locator('tbody tr').allInnerTexts();
      expect(rows).toHaveLength(2);
      const confirmedRow = rows.find((r) => r.includes(confirmed.bookingId))!;
      expect(confirmedRow).toContain('Confirmed');
      const discount = confirmed.promotion.discount.toLocaleString('en-GB', { minimumFractionDigits: 2 });
      expect(confirmedRow).toContain(`${confirmed.currency} ${discount}`);
      const heldRow = rows.find((r) => r.includes('Not yet confirmed'))!;
      expect(heldRow).toContain('Held');
      expect(await section.getByRole('link', { name: confirmed.bookingId }).getAttribute('href')).toBe(
        `/portal/bookings/${confirmed.bookingId}`,
      );
      await expectAccessible(page, `promotion redemptions at ${width} px`);
      await expectFits(page, 'promotion redemptions');
      await screenshot(page, width === 1280 ? 'operator-promotion-redemptions' : 'operator-promotion-redemptions-390');
      await page.context().close();
    }
  });
});

describe('an agency user', () => {
  it('reaches neither the pages nor their posts (not found), and has no menu entry', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Promotions' }).count()).toBe(0);
    for (const path of ['/portal/promotions', '/portal/promotions/new', '/portal/promotions/WINTER27']) {
      expect((await page.goto(p.url(path)))!.status(), path).toBe(404);
    }
    const token = await csrfTokenOf(page);
    const before = await listPromotions(db());
    const post = await page.request.post(p.url('/portal/promotions'), {
      form: { _csrf: token, promotionCode: 'AGENCY1', name: 'Mine', fareCodes: 'FLEX', discountKind: 'percent' },
    });
    expect(post.status()).toBe(404);
    const end = await page.request.post(p.url('/portal/promotions/WINTER27/end'), { form: { _csrf: token } });
    expect(end.status()).toBe(404);
    expect(await listPromotions(db())).toEqual(before);
    await page.context().close();
  });
});
