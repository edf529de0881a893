/**
 * Every main page of the portal, for each role, at 1280 px and at 390 px wide: axe-core finds no violation of
 * any impact, and nothing is wider than the screen but the tables that scroll on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { v2Client } from '../support/v2.js';
import { AGENT, expectAccessible, OPERATOR, startPortal, type Portal } from './support.js';

let p: Portal;
let booking: ConfirmedBookingBody;
beforeAll(async () => {
  p = await startPortal();
  booking = await confirmBooking(await v2Client(p.t.app, 1), { agencyReference: 'A11Y-1' });
});
afterAll(async () => p?.close());

const PAGES = {
  visitor: [
    '/portal',
    '/portal/request-access',
    '/portal/forgot-password',
    '/portal/sandbox/mailbox',
    '/portal/no-such-page',
  ],
  agency: [
    '/portal/home',
    '/portal/bookings',
    '/portal/credentials',
    '/portal/webhooks',
    '/portal/request-log',
    '/portal/users',
    '/portal/account',
    'booking',
  ],
  operator: [
    '/portal/home',
    '/portal/access-requests',
    '/portal/agencies',
    '/portal/agencies/sandbox-agency',
    '/portal/agencies/sandbox-agency/request-log',
    '/portal/agencies/sandbox-agency/webhooks',
    '/portal/audit-log',
    '/portal/bookings',
    '/portal/users',
    'booking',
    '/portal/sailings/ahead',
    '/portal/disruptions?sailing=RW-2027-01-10',
    '/portal/promotions',
    '/portal/promotions/new',
  ],
} as const;

describe.each([1280, 390])('at %i px', (width) => {
  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])(
    'the %s pages pass axe and fit the screen',
    async (who) => {
      const page = await p.newPage(width);
      if (who === 'agency') await p.signIn(page, AGENT);
      if (who === 'operator') await p.signIn(page, OPERATOR);
      for (const path of PAGES[who]) {
        const target = path === 'booking' ? `/portal/bookings/${booking.bookingId}` : path;
        await page.goto(p.url(target));
        await expectAccessible(page, target);
        // Only a table's own scrolling region may be wider than the screen, never the page.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${target} is wider than ${width} px`).toBeLessThanOrEqual(0);
      }
      await page.context().close();
      // Up to a dozen pages of axe (best practices included) each: on a busy machine minutes, not 30 s.
    },
    240_000,
  );
});
