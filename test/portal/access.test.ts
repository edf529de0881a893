/**
 * The access journey in a real browser (portal.md): an agency requests access, the operator approves it,
 * the agency creates its credentials in the portal and uses them against the API (a token and a search
 * succeed), then reads those calls in its request log. The operator manages the agency: terms, quota,
 * suspension (its credentials stop working).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DEPARTURE_DAY } from '../support/app.js';
import { waitUntil } from '../support/wait.js';
import { expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
beforeAll(async () => {
  p = await startPortal();
});
afterAll(async () => p?.close());

const AGENCY = {
  agencyName: 'Fjord Travel',
  market: 'NO',
  currencies: 'NOK,EUR',
  contactName: 'Ingrid Berg',
  email: 'ingrid@fjord-travel.example',
  password: 'fjord-travel-2027',
};

/** Shared along the journey (the tests of this file run in order). */
const journey: { clientId?: string; clientSecret?: string; userKey?: string } = {};

async function postAndWait(page: Page, click: () => Promise<void>) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), click()]);
  await page.waitForLoadState('domcontentloaded');
  return response;
}

async function fieldError(page: Page, name: string): Promise<string> {
  return page.locator(`#e-${name}`).innerText();
}

describe('an agency gets started on its own', () => {
  it('requests access: the form says what is wrong with each field, then files the request', async () => {
    const page = await p.newPage();
    await page.goto(p.url('/portal/request-access'));
    await expectAccessible(page, 'request access');
    await screenshot(page, 'request-access');

    await page.getByLabel('Market').fill('Norway');
    await page.getByLabel('Currencies', { exact: true }).fill('NOK,XXX1');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Password').fill('short');
    const refused = await postAndWait(page, () => page.getByRole('button', { name: 'Request access' }).click());
    expect(refused.status()).toBe(400);
    expect(await fieldError(page, 'agencyName')).toBe('Agency name is required');
    expect(await fieldError(page, 'market')).toContain('two uppercase letters');
    expect(await fieldError(page, 'currencies')).toContain('ISO 4217');
    expect(await fieldError(page, 'email')).toContain('must be an e-mail address');
    expect(await fieldError(page, 'password')).toContain('at least 10 characters');
    // What was typed stays (but never the password).
    expect(await page.getByLabel('Market').inputValue()).toBe('NORWAY');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await expectAccessible(page, 'request access with errors');
    await screenshot(page, 'request-access-errors');

    for (const [label, value] of [
      ['Agency name', AGENCY.agencyName],
      ['Market', AGENCY.market],
      ['Currencies', AGENCY.currencies],
      ['Your name', AGENCY.contactName],
      ['E-mail', AGENCY.email],
      ['Password', AGENCY.password],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    const filed = await postAndWait(page, () => page.getByRole('button', { name: 'Request access' }).click());
    expect(filed.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Request received');

    // Not approved yet: the password does not sign in.
    await page.goto(p.url('/portal'));
    await page.getByLabel('E-mail').fill(AGENCY.email);
    await page.getByLabel('Password').fill(AGENCY.password);
    const early = await postAndWait(page, () => page.getByRole('button', { name: 'Sign in' }).click());
    // With the request's own password it is told that the request waits (users.ts); nobody else is.
    expect(early.status()).toBe(403);
    expect(await page.getByRole('alert').innerText()).toContain('waiting for the operator');
    await page.context().close();
  });

  it('is approved by the operator, which creates the agency without credentials and its portal user', async () => {
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.goto(p.url('/portal/access-requests'));
    const card = page.locator('section.card', { hasText: AGENCY.agencyName });
    expect(await card.innerText()).toContain(AGENCY.email);
    await expectAccessible(page, 'access requests');
    await screenshot(page, 'operator-access-requests');

    // A commission the service refuses is shown beside the field; nothing is created.
    await card.getByLabel('Commission %').fill('150');
    const refused = await postAndWait(page, () => card.getByRole('button', { name: /Approve/ }).click());
    expect(refused.status()).toBe(400);
    expect(await page.locator('.error').first().innerText()).toContain('percentage from 0 to 100');

    const again = page.locator('section.card', { hasText: AGENCY.agencyName });
    await again.getByLabel('Commission %').fill('12.5');
    await postAndWait(page, () => again.getByRole('button', { name: /Approve/ }).click());
    const flash = await page.getByRole('status').first().innerText();
    const clientId = /\(client id (cli_[A-Za-z0-9_-]+),/.exec(flash)?.[1];
    expect(clientId, flash).toBeDefined();
    journey.clientId = clientId!;
    expect(await page.locator('table').innerText()).toContain('Approved');
    // The applicant is told by e-mail (the sandbox mailbox, as no SMTP_URL is set), with a link to sign in.
    expect(flash).toContain('they were told by e-mail');
    await page.goto(p.url('/portal/sandbox/mailbox'));
    const mail = page.locator('article.mail', { hasText: AGENCY.email }).filter({ hasText: 'Access approved' });
    expect(await mail.innerText()).toContain(`${p.base}/portal`);

    await page.goto(p.url('/portal/agencies'));
    const row = page.locator('tr', { hasText: AGENCY.agencyName });
    expect(await row.innerText()).toContain('12.5 %');
    expect(await row.innerText()).toContain('NOK, EUR');
    await expectAccessible(page, 'agencies');
    await screenshot(page, 'operator-agencies');
    await page.context().close();

    // At 390 px each agency is a block of labelled lines (the stacked table): nothing cut off at the right.
    const phone = await p.newPage(390);
    await p.signIn(phone, OPERATOR);
    await phone.goto(p.url('/portal/agencies'));
    const block = phone.locator('tr', { hasText: AGENCY.agencyName });
    expect(await block.locator('td[data-label]').count()).toBe(7);
    for (const label of ['Commission', 'State', 'Partner support']) {
      const box = (await block.locator(`td[data-label="${label}"]`).boundingBox())!;
      expect(box.x + box.width, label).toBeLessThanOrEqual(390);
    }
    expect(await block.locator('td[data-label="Commission"]').innerText()).toBe('12.5 %');
    expect(await block.getByRole('link', { name: `Failed calls of ${AGENCY.agencyName}` }).isVisible()).toBe(true);
    await expectAccessible(phone, 'agencies at 390 px');
    await screenshot(phone, 'operator-agencies-390');
    await phone.context().close();
  });

  it('creates its client secret and a user key, each shown once, and they work against the API', async () => {
    const page = await p.newPage();
    await p.signIn(page, { email: AGENCY.email, password: AGENCY.password });
    await page.goto(p.url('/portal/credentials'));
    expect(await page.getByTestId('client-id').innerText()).toBe(journey.clientId);
    expect(await page.locator('main').innerText()).toContain('You have no client secret yet');

    await postAndWait(page, () => page.getByRole('button', { name: 'Create client secret' }).click());
    journey.clientSecret = await page.getByTestId('new-secret').innerText();
    expect(journey.clientSecret).toMatch(/^sk_/);
    await page.getByLabel('Key name').fill('Booking engine');
    await postAndWait(page, () => page.getByRole('button', { name: 'Create user key' }).click());
    journey.userKey = await page.getByTestId('new-key').innerText();
    expect(journey.userKey).toMatch(/^uk_/);
    await expectAccessible(page, 'credentials with a new key');

    // Shown once: the next visit shows the key's hint only.
    await page.goto(p.url('/portal/credentials'));
    const html = await page.content();
    expect(html).not.toContain(journey.userKey);
    expect(html).not.toContain(journey.clientSecret);
    expect(await page.locator('table').innerText()).toContain(`…${journey.userKey.slice(-4)}`);

    const token = await fetch(p.url('/oauth/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: journey.clientId,
        client_secret: journey.clientSecret,
        audience: p.t.config.auth.audience,
      }),
    });
    expect(token.status).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const api = (path: string, body: unknown) =>
      fetch(p.url(`/api/v2${path}?user_key=${encodeURIComponent(journey.userKey!)}`), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          'x-correlation-id': 'portal-journey-1',
        },
        body: JSON.stringify(body),
      });
    const search = await api('/search/voyages', {
      departurePort: 'BGO',
      arrivalPort: 'TOS',
      departureDateFrom: FIRST_DEPARTURE_DAY,
      guests: [{ type: 'ADULT' }],
    });
    expect(search.status, await search.clone().text()).toBe(200);
    expect(((await search.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
    const bad = await api('/search/voyages', { departurePort: 'BGO' });
    expect(bad.status).toBe(400);
    await page.context().close();
  });

  it('reads those calls in its request log, and the last use of its credentials', async () => {
    const page = await p.newPage(390);
    await p.signIn(page, { email: AGENCY.email, password: AGENCY.password });
    // The log is written in batches (REQUEST_LOG_FLUSH_MS, 100 ms here): wait for the calls to show.
    await waitUntil(
      async () => {
        await page.goto(p.url('/portal/request-log'));
        return (await page.locator('main').innerText()).includes('VALIDATION_FAILED');
      },
      { every: 100, what: 'the failed call in the request log' },
    );
    const lines = await page.locator('tbody tr').allInnerTexts();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /POST \/api\/v2\/search\/voyages\S*\s+400\s+[\d.]+\s+VALIDATION_FAILED[\s\S]+portal-journey-1/,
    );
    expect(lines[1]).toMatch(/POST \/api\/v2\/search\/voyages\S*\s+200\s+[\d.]+\s+portal-journey-1/);
    // Never the user key: the query is logged with it masked.
    expect(await page.content()).not.toContain(journey.userKey);
    await expectAccessible(page, 'request log');
    await screenshot(page, 'agency-request-log-390');

    await page.goto(p.url('/portal/request-log?status=failed'));
    expect(await page.locator('tbody tr').count()).toBe(1);

    await page.goto(p.url('/portal/credentials'));
    const main = await page.locator('main').innerText();
    expect(main).not.toContain('Last token obtained: never');
    const keyRow = await page.locator('tr', { hasText: journey.userKey!.slice(-4) }).innerText();
    expect(keyRow).not.toContain('never');
    await page.context().close();
  });

  it('rolls its secret "now" (the old one stops) and revokes a key, each after a confirmation', async () => {
    const page = await p.newPage();
    await p.signIn(page, { email: AGENCY.email, password: AGENCY.password });
    await page.goto(p.url('/portal/credentials/secret'));
    await page.getByRole('radio', { name: /^Now/ }).check();
    await postAndWait(page, () => page.getByRole('button', { name: 'Roll the secret' }).click());
    const rotated = await page.getByTestId('new-secret').innerText();
    expect(rotated).not.toBe(journey.clientSecret);
    const tokenWith = (secret: string) =>
      fetch(p.url('/oauth/token'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: journey.clientId,
          client_secret: secret,
          audience: p.t.config.auth.audience,
        }),
      });
    expect((await tokenWith(journey.clientSecret!)).status).toBe(401);
    expect((await tokenWith(rotated)).status).toBe(200);
    journey.clientSecret = rotated;

    await page.goto(p.url('/portal/credentials'));
    const row = page.locator('tr', { hasText: journey.userKey!.slice(-4) });
    await page.goto(
      p.url(
        await row
          .getByRole('link', { name: /Revoke/ })
          .getAttribute('href')
          .then((h) => h!),
      ),
    );
    await postAndWait(page, () => page.getByRole('button', { name: 'Revoke the key' }).click());
    expect(await page.getByRole('status').first().innerText()).toContain('Key revoked');
    expect(await page.locator('tr', { hasText: journey.userKey!.slice(-4) }).innerText()).toContain('Revoked');
    await page.context().close();
  });

  it('is managed by the operator: terms and quota validated, then suspended (no token) and reinstated', async () => {
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.goto(p.url(`/portal/agencies/${journey.clientId}`));
    await expectAccessible(page, 'agency detail');
    await screenshot(page, 'operator-agency');

    await page.getByLabel('Currencies', { exact: true }).fill('NOK,NOK');
    const refused = await postAndWait(page, () => page.getByRole('button', { name: 'Save terms' }).click());
    expect(refused.status()).toBe(400);
    expect(await fieldError(page, 'currencies')).toContain('twice');
    await page.getByLabel('Commission %', { exact: true }).fill('10');
    await page.getByLabel('Currencies', { exact: true }).fill('NOK');
    await postAndWait(page, () => page.getByRole('button', { name: 'Save terms' }).click());
    expect(await page.getByRole('status').first().innerText()).toContain('saved');
    expect(await page.getByLabel('Commission %', { exact: true }).inputValue()).toBe('10');

    await page.getByLabel('Cabins per sailing', { exact: true }).fill('0');
    expect((await postAndWait(page, () => page.getByRole('button', { name: 'Save quota' }).click())).status()).toBe(
      400,
    );
    expect(await fieldError(page, 'quota')).toContain('whole number of cabins');
    await page.getByLabel('Cabins per sailing', { exact: true }).fill('4');
    await postAndWait(page, () => page.getByRole('button', { name: 'Save quota' }).click());
    expect(await page.getByLabel('Cabins per sailing', { exact: true }).inputValue()).toBe('4');

    await page.goto(p.url(`/portal/agencies/${journey.clientId}/suspend`));
    await postAndWait(page, () => page.getByRole('button', { name: 'Suspend the agency' }).click());
    expect(await page.locator('main').innerText()).toContain('Suspended since');
    const token = await fetch(p.url('/oauth/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: journey.clientId,
        client_secret: journey.clientSecret,
        audience: p.t.config.auth.audience,
      }),
    });
    expect(token.status).toBe(401);
    await postAndWait(page, () => page.getByRole('button', { name: 'Reinstate agency' }).click());
    expect(await page.locator('main').innerText()).not.toContain('Suspended since');

    // Who did what, in the operator's audit log: the approval, the terms, the quota, the suspension and the
    // reinstatement by the operator, and the secrets rolled by the agency itself, each for this agency.
    await page.goto(p.url(`/portal/audit-log?actor=${encodeURIComponent(OPERATOR.email)}`));
    const byOperator = await page.locator('tbody').innerText();
    for (const action of [
      'Approved an access request',
      "Changed an agency's terms",
      "Changed an agency's held-cabin quota",
      'Suspended an agency',
      'Reinstated an agency',
    ]) {
      expect(byOperator).toContain(action);
    }
    await page.goto(p.url(`/portal/audit-log?agency=${encodeURIComponent(journey.clientId!)}`));
    expect(await page.locator('tbody').innerText()).toContain('Rolled the client secret');
    await page.context().close();
  });
});
