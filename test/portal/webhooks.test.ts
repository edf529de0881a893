/**
 * Webhooks in the portal, in a real browser, through the API's webhook service: an agency adds an
 * endpoint (the form refuses what the service refuses; the secret is shown once), sends a test event,
 * sees the deliveries with status and time, redelivers one; another agency's user can neither see nor
 * delete the endpoint by a forged post. A delivery shows its booking (linked), payload, answer (status and
 * body), attempts and next retry, and "failed only" keeps the failures; the operator's staff see the agency's
 * endpoints and deliveries read-only, each look in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/domain/auth/secrets.js';
import { queryRows } from '../../src/platform/db/client.js';
import { insertPortalUser } from '../../src/domain/accounts/repository.js';
import { type DeliveryWorker } from '../../src/domain/webhooks/index.js';
import { testDeliveryWorker } from '../support/delivery-worker.js';
import { sql } from 'drizzle-orm';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { confirmBooking } from '../support/lifecycle.js';
import { v2Client } from '../support/v2.js';
import { waitUntil } from '../support/wait.js';
import { AGENT, csrfTokenOf, expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
let worker: DeliveryWorker;
let receiver: Receiver;
const OTHER = { email: 'agent@sandbox-agency-2.example', password: 'other-agency-password' };

beforeAll(async () => {
  p = await startPortal();
  const db = p.t.tdb.database.db;
  // The contract's 10 s for an answer (the config's), not 2 s: the receiver answers at once, but a busy
  // machine can hold that answer for seconds, and the refused delivery would then read "timed out", not 500.
  worker = testDeliveryWorker({ db, clock: p.t.clock, config: p.t.config });
  // The receiver refuses the first delivery and the first booking.confirmed (with a body saying why), accepts the others.
  let refusedBooking = false;
  receiver = await startReceiver((entry, index) => {
    const booking = !refusedBooking && entry.body.includes('"booking.confirmed"');
    if (booking) refusedBooking = true;
    return index === 0 || booking ? { status: 500, headers: {}, body: 'receiver: database down, retry later' } : 200;
  });
  const [agency2] = await queryRows<{ id: string }>(
    db,
    sql`select id from agencies where client_id = 'sandbox-agency-2'`,
  );
  await insertPortalUser(db, {
    email: OTHER.email,
    passwordHash: await hashSecret(OTHER.password),
    role: 'AGENCY',
    agencyId: agency2!.id,
    agencyRole: 'AGENT',
    name: 'Other Agent',
  });
});
afterAll(async () => {
  worker?.close();
  await receiver?.close();
  await p?.close();
});

let webhookPath = '';

describe('webhooks in the portal', () => {
  it('adds an endpoint: refusals beside the fields, then the secret shown once', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/webhooks'));
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('#e-url').innerText()).toContain('URL is required');
    expect(await page.locator('#e-events').innerText()).toContain('choose at least one event type');

    await page.getByLabel('URL', { exact: true }).fill('ftp://example.com/x');
    await page.getByLabel('booking.confirmed').check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('#e-url').innerText()).toMatch(/URL .+/);
    expect(await page.getByLabel('booking.confirmed').isChecked()).toBe(true);
    await expectAccessible(page, 'webhooks refused');

    await page.getByLabel('URL', { exact: true }).fill(receiver.url);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.waitForLoadState('domcontentloaded');
    const secret = await page.getByTestId('webhook-secret').innerText();
    expect(secret.length).toBeGreaterThan(20);
    webhookPath = (await page.getByRole('link', { name: receiver.url, exact: true }).getAttribute('href'))!;
    await expectAccessible(page, 'webhooks');
    await screenshot(page, 'agency-webhooks');
    await page.goto(p.url('/portal/webhooks'));
    expect(await page.content()).not.toContain(secret);
    await page.context().close();
  });

  it('sends a test event, shows each delivery attempt with its status and time, and redelivers', async () => {
    const page = await p.newPage(390);
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/webhooks'));
    await page.getByRole('button', { name: /Send test/ }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.getByRole('status').first().innerText()).toContain('Test event queued');
    await worker.runOnce();
    expect(receiver.events().map((e) => e.type)).toEqual(['webhook.test']);

    await page.goto(p.url(webhookPath));
    const first = await page.locator('tbody tr').allInnerTexts();
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('webhook.test');
    expect(first[0]).toContain('500');
    await expectAccessible(page, 'webhook deliveries');
    await screenshot(page, 'agency-webhook-deliveries-390');

    await page
      .getByRole('button', { name: /Redeliver/ })
      .first()
      .click();
    await page.waitForLoadState('domcontentloaded');
    await worker.runOnce();
    expect(receiver.events().map((e) => e.type)).toEqual(['webhook.test', 'webhook.test']);
    await page.reload();
    expect(await page.locator('tbody').innerText()).toMatch(/200/);
    await page.context().close();
  });

  it("is not another agency's to see or delete, even with a valid form token", async () => {
    const page = await p.newPage();
    await p.signIn(page, OTHER);
    await page.goto(p.url('/portal/webhooks'));
    expect(await page.content()).not.toContain(receiver.url);
    expect((await page.goto(p.url(webhookPath)))?.status()).toBe(404);
    await page.goto(p.url('/portal/webhooks'));
    const token = await csrfTokenOf(page);
    const forged = await page.request.post(p.url(`${webhookPath}/delete`), { form: { _csrf: token }, maxRedirects: 0 });
    expect(forged.status()).toBe(404);
    const owner = await p.newPage();
    await p.signIn(owner, AGENT);
    await owner.goto(p.url('/portal/webhooks'));
    expect(await owner.content()).toContain(receiver.url);
    await owner.context().close();
    await page.context().close();
  });

  it("shows a failed delivery's booking, payload, answer and next retry; failed only; the operator's read-only view is audited", async () => {
    const booking = await confirmBooking(await v2Client(p.t.app));
    // Once, in a full run at load 12, the first tick after the confirm sent nothing (the receiver had only the
    // two test events); why is not known yet (the closing note of issue 32 says so). Tick until it arrives:
    // nothing else is due (the clock is manual: no retry comes due), so only it is sent.
    await waitUntil(
      async () => {
        await worker.runOnce();
        return receiver.events().some((e) => e.type === 'booking.confirmed');
      },
      { what: "the booking.confirmed delivery's attempt" },
    ).catch(async (error: unknown) => {
      // In full runs on 2026-11-29 this wait ran out twice (never alone): say what the deliveries were then, so
      // that the failure explains itself (due? leased? which clock?).
      const deliveries = await queryRows(
        p.t.tdb.database.db,
        sql`select d.event_type, d.status, d.next_attempt_at, d.lease_until, d.attempts, e.url, e.disabled_at,
                   e.failing_since, e.deleted_at
            from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id order by d.created_at`,
      );
      throw new Error(
        `${String(error)}; clock ${p.t.clock.now().toISOString()}; received ${JSON.stringify(
          receiver.events().map((e) => e.type),
        )}; deliveries ${JSON.stringify(deliveries)}`,
      );
    });

    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      await p.signIn(page, OPERATOR);
      await page.goto(p.url('/portal/agencies/sandbox-agency'));
      await page.getByRole('link', { name: 'Webhooks and deliveries' }).click();
      await page.waitForURL(/\/portal\/agencies\/sandbox-agency\/webhooks$/);
      expect(await page.locator('main').innerText()).toContain(receiver.url);
      await expectAccessible(page, 'operator webhooks');
      await page.getByRole('link', { name: `Failed deliveries to ${receiver.url}` }).click();
      await page.waitForURL(/failed=1/);
      const rows = await page.locator('tbody tr').allInnerTexts();
      expect(rows).toHaveLength(2); // the refused test event and the refused booking.confirmed; not the delivered ones
      const failed = rows.find((r) => r.includes('booking.confirmed'))!;
      expect(failed).toContain(booking.bookingId);
      expect(failed).toContain('500');
      expect(failed).toContain('receiver: database down, retry later');
      expect(failed).toMatch(/pending, 1 attempt\s+next try \d{1,2} \w{3} \d{4} \d{2}:\d{2}:\d{2}\.\d{3} \w+/);
      const row = page.locator('tbody tr', { hasText: 'booking.confirmed' });
      // An event's name is one token: never broken mid-name ("booking.con / firmed"), at either width.
      for (const code of await page.locator('td[data-label="Event"] code').all()) {
        expect(await code.evaluate((e) => e.getClientRects().length)).toBe(1);
      }
      await row.getByText('Show').click();
      expect(await row.locator('details pre').innerText()).toContain(`"bookingId": "${booking.bookingId}"`);
      expect(await page.getByRole('link', { name: booking.bookingId }).getAttribute('href')).toBe(
        `/portal/bookings/${booking.bookingId}`,
      );
      // Read-only: no redelivery, no form in the page's main part.
      expect(await page.locator('main form').count()).toBe(0);
      await expectAccessible(page, 'operator webhook deliveries');
      await screenshot(page, `operator-webhook-deliveries-${width}`);
      await page.context().close();
    }
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.goto(p.url('/portal/audit-log?agency=sandbox-agency&action=webhook_deliveries.viewed'));
    // Its looks at both widths came within the same minute (the test's clock stands still): one row, as the audit
    // log records a look repeated by the same user at the same thing within LOOK_COALESCE_SECONDS (issue 37).
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody').innerText()).toContain(receiver.url);
    await page.context().close();
  }, 240_000); // two widths of pages and accessibility checks: 37 s quiet, 63 s beside a CPU hog
});
