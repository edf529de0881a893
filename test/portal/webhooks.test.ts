/**
 * Webhooks in the portal, in a real browser, through the API's webhook service: an agency adds an
 * endpoint (the form refuses what the service refuses; the secret is shown once), sends a test event,
 * sees the deliveries with status and time, redelivers one; another agency's user can neither see nor
 * delete the endpoint by a forged post.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/auth/secrets.js';
import { queryRows } from '../../src/db/client.js';
import { insertPortalUser } from '../../src/portal/users.js';
import { createDeliveryWorker, webhookSecretBox, type DeliveryWorker } from '../../src/webhooks/index.js';
import { sql } from 'drizzle-orm';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { AGENT, csrfTokenOf, expectAccessible, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
let worker: DeliveryWorker;
let receiver: Receiver;
const OTHER = { email: 'agent@sandbox-agency-2.example', password: 'other-agency-password' };

beforeAll(async () => {
  p = await startPortal();
  const db = p.t.tdb.database.db;
  worker = createDeliveryWorker({
    db,
    clock: p.t.clock,
    mode: 'sandbox',
    settings: { ...p.t.config.webhooks, timeoutMs: 2000 },
    secrets: webhookSecretBox(db, p.t.config),
    logger: pino({ enabled: false }),
  });
  // The receiver refuses the first delivery, then accepts.
  receiver = await startReceiver((_entry, index) => (index === 0 ? 500 : 200));
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
});
