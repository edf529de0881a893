/**
 * Who exported or erased a booking's personal data, in the audit log (issue 37 item 7): each export and
 * erasure, through the API or the portal, is an entry of the operator's audit log (actions "Exported a
 * booking's personal data" and "Erased a booking's personal data", filterable), naming the portal user, or for
 * an API call the agency's client id and the named user key it was made with; and the booking's own page
 * names that key ("The agency's API, user key "Booking engine""), not only "the agency's API credentials".
 * In Chromium at 1280 and 390 px, with axe.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserKey } from '../../src/domain/auth/agency-admin.js';
import { queryRows } from '../../src/platform/db/client.js';
import { confirmParty, uniqueParty } from '../personal-data/support.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { AGENT, expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
let api: V2Client;
let userKey: string;

beforeAll(async () => {
  p = await startPortal();
  api = await v2Client(p.t.app, 1);
  ({ userKey } = await addUserKey(p.t.tdb.database.db, 'sandbox-agency', undefined, 'Booking engine'));
});
afterAll(async () => p?.close());

/** A call made with the named key instead of the sandbox's unnamed one. */
const withKey = (method: string, path: string) => api.call(method, path, undefined, {}, { user_key: userKey });

async function cancelledBooking(): Promise<string> {
  const b = await confirmParty(api, uniqueParty());
  const quote = await api.call('POST', `/bookings/${b.bookingId}/cancellation-quotes`);
  const res = await api.call('POST', `/bookings/${b.bookingId}/cancellations`, {
    cancellationQuoteId: quote.json().cancellationQuoteId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return b.bookingId;
}

const auditRows = (action: string, target: string) =>
  queryRows<{
    actor_email: string;
    actor_role: string;
    actor_user_id: string | null;
    agency_id: string;
    detail: object;
  }>(
    p.t.tdb.database.db,
    sql`select actor_email, actor_role, actor_user_id, agency_id, detail from audit_log
        where action = ${action} and target = ${target} order by id`,
  );

async function postAndWait(page: Page, click: () => Promise<void>) {
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), click()]);
  await page.waitForLoadState('domcontentloaded');
}

describe('the audit log of personal data', () => {
  it("records an API export and erasure with the agency's client id and the named user key", async () => {
    const bookingId = await cancelledBooking();
    expect((await withKey('GET', `/bookings/${bookingId}/personal-data`)).statusCode).toBe(200);
    expect((await withKey('POST', `/bookings/${bookingId}/personal-data/erasure`)).statusCode).toBe(200);
    // The sandbox's own key has no name: it is told by its last characters.
    expect((await api.call('GET', `/bookings/${bookingId}/personal-data`)).statusCode).toBe(200);

    const [agency] = await queryRows<{ id: string }>(
      p.t.tdb.database.db,
      sql`select id from agencies where client_id = 'sandbox-agency'`,
    );
    const exported = await auditRows('personal_data.exported', bookingId);
    expect(exported).toEqual([
      {
        actor_email: 'sandbox-agency, key "Booking engine"',
        actor_role: 'API',
        actor_user_id: null,
        agency_id: agency!.id,
        detail: { clientId: 'sandbox-agency', userKey: '"Booking engine"' },
      },
      expect.objectContaining({ actor_email: expect.stringMatching(/^sandbox-agency, key ending in \S{4}$/) }),
    ]);
    expect(await auditRows('personal_data.erased', bookingId)).toEqual([
      expect.objectContaining({ actor_email: 'sandbox-agency, key "Booking engine"', actor_role: 'API' }),
    ]);
    // Nothing of the guests in the audit log.
    const [leaked] = await queryRows<{ n: number }>(
      p.t.tdb.database.db,
      sql`select count(*)::int as n from audit_log where detail::text ilike '%nordmann%' or target ilike '%nordmann%'`,
    );
    expect(leaked!.n).toBe(0);

    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      await p.signIn(page, OPERATOR);
      await page.goto(p.url('/portal/audit-log'));
      await page.getByLabel('Action').selectOption({ label: "Erased a booking's personal data" });
      await postAndWaitGet(page, () => page.getByRole('button', { name: 'Filter' }).click());
      expect(new URL(page.url()).searchParams.get('action')).toBe('personal_data.erased');
      const rows = page.getByRole('region', { name: 'Audit entries' }).locator('tbody tr');
      const row = rows.filter({ hasText: bookingId });
      expect(await row.count()).toBe(1);
      expect(await row.innerText()).toContain('sandbox-agency, key "Booking engine" (api)');
      expect(await rows.allInnerTexts()).not.toContainEqual(expect.stringContaining('Exported'));
      await expectAccessible(page, `audit log filtered by erasure at ${width}`);
      await screenshot(page, `operator-audit-log-erasures-${width}`);

      await page.goto(p.url(`/portal/bookings/${bookingId}`));
      const access = await page.getByRole('region', { name: 'Access to personal data' }).innerText();
      expect(access).toContain(`The agency's API, user key "Booking engine"`);
      expect(access).toMatch(/The agency's API, user key ending in \S{4}/);
      await screenshot(page, `booking-personal-data-access-${width}`);
      await page.context().close();
    }
  });

  it("records a portal user's export and erasure with the user, filterable by action", async () => {
    const bookingId = await cancelledBooking();
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url(`/portal/bookings/${bookingId}`));
    const download = await page.request.get(p.url(`/portal/bookings/${bookingId}/personal-data.json`));
    expect(download.status()).toBe(200);
    await postAndWait(page, () => page.getByRole('button', { name: 'Erase personal data…' }).click());
    await postAndWait(page, () => page.getByRole('button', { name: 'Erase personal data for good' }).click());
    await page.context().close();

    for (const action of ['personal_data.exported', 'personal_data.erased']) {
      expect(await auditRows(action, bookingId)).toEqual([
        expect.objectContaining({ actor_email: AGENT.email, actor_role: 'AGENCY', actor_user_id: expect.any(String) }),
      ]);
    }
    const operator = await p.newPage();
    await p.signIn(operator, OPERATOR);
    await operator.goto(p.url('/portal/audit-log?action=personal_data.exported'));
    const row = operator.getByRole('region', { name: 'Audit entries' }).locator('tbody tr', { hasText: bookingId });
    expect(await row.innerText()).toContain(`${AGENT.email} (agency)`);
    expect(await row.innerText()).toContain("Exported a booking's personal data");
    await operator.context().close();
  });
});

/** A GET form's submission: waits for the page it loads. */
async function postAndWaitGet(page: Page, click: () => Promise<void>) {
  await Promise.all([page.waitForURL(/action=/), click()]);
  await page.waitForLoadState('domcontentloaded');
}
