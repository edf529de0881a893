/**
 * User management in a real browser (portal.md "Users"), at 1280 and 390 px, with the sandbox mailbox as the
 * mail program: an agency admin invites a colleague, who accepts and signs in; the agent's role guard; roles
 * and removal; password change (other sign-ins end); a forgotten password reset by mail; the operator invites
 * staff; access requests: a waiting applicant is told so, a rejection asks for a reason and mails it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  expectAccessible,
  gapBetween,
  expectStackedCells,
  OPERATOR,
  screenshot,
  startPortal,
  type Portal,
} from './support.js';
import { waitUntil } from '../support/wait.js';

let p: Portal;
beforeAll(async () => {
  p = await startPortal();
});
afterAll(async () => p?.close());

async function postAndWait(page: Page, click: () => Promise<void>) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), click()]);
  await page.waitForLoadState('domcontentloaded');
  return response;
}

/** The newest mail to `to` whose subject has `subject`, waited for (a reset's mail goes out after the answer). */
async function mailTo(page: Page, to: string, subject: string) {
  const mail = page.locator('article.mail', { hasText: to }).filter({ hasText: subject }).first();
  await waitUntil(
    async () => {
      await page.goto(p.url('/portal/sandbox/mailbox'));
      return (await mail.count()) > 0;
    },
    { every: 200, what: `a mail to ${to} about "${subject}"` },
  );
  return mail;
}

async function followMailLink(page: Page, to: string, subject: string) {
  const mail = await mailTo(page, to, subject);
  await mail
    .getByRole('link', { name: /Open the link/ })
    .first()
    .click();
  await page.waitForLoadState('domcontentloaded');
}

async function signInAs(page: Page, email: string, password: string) {
  await page.goto(p.url('/portal'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  return postAndWait(page, () => page.getByRole('button', { name: 'Sign in' }).click());
}

const navLabels = async (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();

const COLLEAGUE = { email: 'sofie@sandbox-agency.example', name: 'Sofie Lund', password: 'sofie-password-1' };

describe('an agency admin manages its users', () => {
  it('invites a colleague as an agent; the colleague accepts through the mailed link and signs in', async () => {
    const admin = await p.newPage();
    await p.signIn(admin, AGENT);
    expect(await navLabels(admin)).toContain('Users');
    await admin.goto(p.url('/portal/users'));
    await expectAccessible(admin, 'users');

    await admin.getByLabel('E-mail').fill('not-an-address');
    const refused = await postAndWait(admin, () => admin.getByRole('button', { name: 'Send invitation' }).click());
    expect(refused.status()).toBe(400);
    expect(await admin.locator('#e-email').innerText()).toContain('must be an e-mail address');

    await admin.getByLabel('E-mail').fill(COLLEAGUE.email);
    await admin.getByLabel('Role', { exact: true }).selectOption('AGENT');
    await postAndWait(admin, () => admin.getByRole('button', { name: 'Send invitation' }).click());
    expect(await admin.getByRole('status').first().innerText()).toContain(`Invitation sent to ${COLLEAGUE.email}`);
    expect(await admin.getByRole('region', { name: 'Invitations' }).innerText()).toContain(COLLEAGUE.email);
    await expectAccessible(admin, 'users with an invitation');
    await screenshot(admin, 'agency-users');

    // The colleague, on a phone, reads the mail in the sandbox mailbox and follows its link.
    const colleague = await p.newPage(390);
    const mail = await mailTo(colleague, COLLEAGUE.email, 'You are invited');
    expect(await mail.innerText()).toContain(`${p.base}/portal/invitation?token=`);
    await expectAccessible(colleague, 'sandbox mailbox');
    await screenshot(colleague, 'sandbox-mailbox');
    await followMailLink(colleague, COLLEAGUE.email, 'You are invited');
    expect(await colleague.getByRole('heading', { level: 1 }).innerText()).toBe('Join the Berth portal');
    await expectAccessible(colleague, 'invitation');
    await screenshot(colleague, 'invitation');
    const inviteUrl = colleague.url();

    await colleague.getByLabel('Password').fill('short');
    const short = await postAndWait(colleague, () =>
      colleague.getByRole('button', { name: 'Create my account' }).click(),
    );
    expect(short.status()).toBe(400);
    expect(await colleague.locator('#e-name').innerText()).toBe('Your name is required');
    expect(await colleague.locator('#e-password').innerText()).toContain('at least 10 characters');
    await expectAccessible(colleague, 'invitation with errors');

    await colleague.getByLabel('Your name').fill(COLLEAGUE.name);
    await colleague.getByLabel('Password').fill(COLLEAGUE.password);
    await postAndWait(colleague, () => colleague.getByRole('button', { name: 'Create my account' }).click());
    expect(new URL(colleague.url()).pathname).toBe('/portal/home');
    expect(await colleague.locator('.who-name').innerText()).toContain(COLLEAGUE.name);

    // The link worked once.
    const again = await colleague.goto(inviteUrl);
    expect(again?.status()).toBe(404);
    await colleague.getByRole('button', { name: 'Sign out' }).click();
    const signedIn = await signInAs(colleague, COLLEAGUE.email, COLLEAGUE.password);
    expect(new URL(signedIn.headers().location ?? colleague.url(), p.base).pathname).toBe('/portal/home');
    await colleague.context().close();
    await admin.context().close();
  });

  for (const width of [1280, 390]) {
    it(`an agent cannot open user management or the credentials (${width} px)`, async () => {
      const page = await p.newPage(width);
      await signInAs(page, COLLEAGUE.email, COLLEAGUE.password);
      const nav = await navLabels(page);
      expect(nav).not.toContain('Users');
      expect(nav).not.toContain('Credentials');
      expect(nav).toContain('Bookings');
      for (const path of ['/portal/users', '/portal/credentials', '/portal/credentials/secret']) {
        const response = await page.goto(p.url(path));
        expect(response?.status(), path).toBe(404);
      }
      await expectAccessible(page, 'agent not found');
      await screenshot(page, `agent-users-not-found-${width}`);
      await page.context().close();
    });
  }

  it('makes the agent an admin, and removes them after a confirmation page', async () => {
    const admin = await p.newPage(390);
    await p.signIn(admin, AGENT);
    await admin.goto(p.url('/portal/users'));
    await expectAccessible(admin, 'users on a phone');
    expect(await admin.locator('td[data-label="Name"]', { hasText: '(you)' }).count()).toBe(1);
    await expectStackedCells(admin, 'users');
    await screenshot(admin, 'agency-users-phone');
    const row = admin.locator('tr', { hasText: COLLEAGUE.email });
    await row.getByLabel(`Role of ${COLLEAGUE.name}`).selectOption('ADMIN');
    await postAndWait(admin, () => row.getByRole('button', { name: /Change/ }).click());
    expect(await admin.getByRole('status').first().innerText()).toBe(`${COLLEAGUE.name} is now an admin.`);

    // As an admin the colleague reaches user management at once (the user is read on every request).
    const colleague = await p.newPage();
    await signInAs(colleague, COLLEAGUE.email, COLLEAGUE.password);
    expect((await colleague.goto(p.url('/portal/users')))?.status()).toBe(200);

    await admin
      .locator('tr', { hasText: COLLEAGUE.email })
      .getByRole('link', { name: /Remove/ })
      .click();
    expect(await admin.getByRole('heading', { level: 1 }).innerText()).toBe(`Remove ${COLLEAGUE.name}?`);
    await expectAccessible(admin, 'remove user confirmation');
    await screenshot(admin, 'agency-user-remove');
    await postAndWait(admin, () => admin.getByRole('button', { name: `Remove ${COLLEAGUE.name}` }).click());
    expect(await admin.getByRole('status').first().innerText()).toBe(`${COLLEAGUE.name} removed.`);
    expect(await admin.locator('main').innerText()).not.toContain(COLLEAGUE.email);

    // Their sign-in has ended.
    await colleague.goto(p.url('/portal/bookings'));
    expect(new URL(colleague.url()).pathname).toBe('/portal');
    await colleague.context().close();
    await admin.context().close();
  });
});

describe('passwords', () => {
  const PERSON = { email: 'per@sandbox-agency.example', name: 'Per Holm', password: 'per-password-01' };

  beforeAll(async () => {
    const admin = await p.newPage();
    await p.signIn(admin, AGENT);
    await admin.goto(p.url('/portal/users'));
    await admin.getByLabel('E-mail').fill(PERSON.email);
    await postAndWait(admin, () => admin.getByRole('button', { name: 'Send invitation' }).click());
    await followMailLink(admin, PERSON.email, 'You are invited');
    await admin.getByLabel('Your name').fill(PERSON.name);
    await admin.getByLabel('Password').fill(PERSON.password);
    await postAndWait(admin, () => admin.getByRole('button', { name: 'Create my account' }).click());
    await admin.context().close();
  });

  it('changes the password with the current one; the other sign-ins end', async () => {
    const elsewhere = await p.newPage();
    await signInAs(elsewhere, PERSON.email, PERSON.password);
    const page = await p.newPage(390);
    await signInAs(page, PERSON.email, PERSON.password);
    await page.getByRole('link', { name: 'Account' }).click();
    await expectAccessible(page, 'account');
    await screenshot(page, 'account-password');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('per-password-02');
    await page.getByLabel('New password again').fill('per-password-02');
    const wrong = await postAndWait(page, () => page.getByRole('button', { name: 'Change password' }).click());
    expect(wrong.status()).toBe(400);
    expect(await page.locator('#e-current').innerText()).toBe('Current password is not your current password');
    await expectAccessible(page, 'account with an error');

    await page.getByLabel('Current password').fill(PERSON.password);
    await page.getByLabel('New password', { exact: true }).fill('per-password-02');
    await page.getByLabel('New password again').fill('per-password-02');
    await postAndWait(page, () => page.getByRole('button', { name: 'Change password' }).click());
    expect(await page.getByRole('status').first().innerText()).toContain('Password changed');
    // This sign-in stays; the other has ended.
    expect((await page.goto(p.url('/portal/bookings')))?.status()).toBe(200);
    await elsewhere.goto(p.url('/portal/bookings'));
    expect(new URL(elsewhere.url()).pathname).toBe('/portal');
    expect((await signInAs(elsewhere, PERSON.email, PERSON.password)).status()).toBe(401);
    PERSON.password = 'per-password-02';
    await elsewhere.context().close();
    await page.context().close();
  });

  it('resets a forgotten password through the mailed link, which works once; the answer never tells', async () => {
    const page = await p.newPage();
    await page.goto(p.url('/portal'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectAccessible(page, 'forgotten password');
    await screenshot(page, 'forgot-password');
    const answers: string[] = [];
    for (const email of ['nobody@nowhere.example', PERSON.email]) {
      await page.goto(p.url('/portal/forgot-password'));
      await page.getByLabel('E-mail').fill(email);
      const answer = await postAndWait(page, () => page.getByRole('button', { name: 'Send the link' }).click());
      expect(answer.status()).toBe(200);
      answers.push((await page.getByRole('status').innerText()).replace(email, 'ADDRESS'));
    }
    expect(answers[0]).toBe(answers[1]);
    await expectAccessible(page, 'forgotten password sent');

    const phone = await p.newPage(390);
    await followMailLink(phone, PERSON.email, 'Reset your Berth portal password');
    const resetUrl = phone.url();
    expect(await phone.getByRole('heading', { level: 1 }).innerText()).toBe('Choose a new password');
    await expectAccessible(phone, 'reset password');
    await screenshot(phone, 'reset-password');
    await phone.getByLabel('New password', { exact: true }).fill('per-password-03');
    await phone.getByLabel('New password again').fill('per-password-3x');
    const mismatch = await postAndWait(phone, () =>
      phone.getByRole('button', { name: 'Set the new password' }).click(),
    );
    expect(mismatch.status()).toBe(400);
    expect(await phone.locator('#e-repeat').innerText()).toContain('does not match');
    await phone.getByLabel('New password', { exact: true }).fill('per-password-03');
    await phone.getByLabel('New password again').fill('per-password-03');
    await postAndWait(phone, () => phone.getByRole('button', { name: 'Set the new password' }).click());
    expect(await phone.getByRole('heading', { level: 1 }).innerText()).toBe('Password changed');
    expect((await phone.goto(resetUrl))?.status()).toBe(404);
    expect((await signInAs(phone, PERSON.email, 'per-password-03')).status()).toBe(303);
    // The unknown address's request came first, and made no mail.
    await phone.goto(p.url('/portal/sandbox/mailbox'));
    expect(await phone.locator('article.mail', { hasText: 'nobody@nowhere.example' }).count()).toBe(0);
    await phone.context().close();
    await page.context().close();
  });
});

describe('the operator', () => {
  it("invites staff from the portal, who join the operator's staff", async () => {
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.getByRole('link', { name: 'Staff' }).click();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe("Operator's staff");
    await page.getByLabel('E-mail').fill('nils@berth.example');
    await postAndWait(page, () => page.getByRole('button', { name: 'Send invitation' }).click());
    await expectAccessible(page, 'operator staff');
    await screenshot(page, 'operator-staff');
    const invitee = await p.newPage(390);
    await followMailLink(invitee, 'nils@berth.example', 'You are invited');
    expect(await invitee.locator('main').innerText()).toContain("on the operator's staff");
    await invitee.getByLabel('Your name').fill('Nils Dahl');
    await invitee.getByLabel('Password').fill('nils-password-1');
    await postAndWait(invitee, () => invitee.getByRole('button', { name: 'Create my account' }).click());
    expect(new URL(invitee.url()).pathname).toBe('/portal/home');
    await invitee.context().close();
    await page.context().close();
  });

  it('tells a waiting applicant so, and rejects with a reason that is mailed', async () => {
    const applicant = { email: 'olga@nordic-waves.example', password: 'nordic-waves-1' };
    const page = await p.newPage(390);
    await page.goto(p.url('/portal/request-access'));
    for (const [label, value] of [
      ['Agency name', 'Nordic Waves'],
      ['Market', 'NO'],
      ['Currencies', 'NOK'],
      ['Your name', 'Olga Vik'],
      ['E-mail', applicant.email],
      ['Password', applicant.password],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await postAndWait(page, () => page.getByRole('button', { name: 'Request access' }).click());
    const waiting = await signInAs(page, applicant.email, applicant.password);
    expect(waiting.status()).toBe(403);
    expect(await page.getByRole('alert').innerText()).toContain('waiting for the operator');
    await expectAccessible(page, 'sign-in while waiting');
    const stranger = await signInAs(page, applicant.email, 'some-other-guess');
    expect(stranger.status()).toBe(401);
    expect(await page.getByRole('alert').innerText()).toContain('do not match');

    const operator = await p.newPage();
    await p.signIn(operator, OPERATOR);
    await operator.goto(p.url('/portal/access-requests'));
    await operator
      .locator('section.card', { hasText: 'Nordic Waves' })
      .getByRole('link', { name: /Reject/ })
      .click();
    expect(await operator.getByRole('heading', { level: 1 }).innerText()).toBe('Reject Nordic Waves?');
    const empty = await postAndWait(operator, () =>
      operator.getByRole('button', { name: 'Reject and send the reason' }).click(),
    );
    expect(empty.status()).toBe(400);
    expect(await operator.locator('#e-reason').innerText()).toContain('is required');
    await expectAccessible(operator, 'reject with reason');
    // The summary keeps its distance from the card below (its focus ring included).
    expect(
      await gapBetween(operator.locator('#error-summary'), operator.locator('section.card')),
    ).toBeGreaterThanOrEqual(12);
    await screenshot(operator, 'operator-access-reject');
    const reason = 'We work with agencies registered in the travel guarantee fund; please send your registration.';
    await operator.getByLabel('Reason').fill(reason);
    await postAndWait(operator, () => operator.getByRole('button', { name: 'Reject and send the reason' }).click());
    expect(await operator.getByRole('status').first().innerText()).toContain(
      `the reason was sent to ${applicant.email}`,
    );
    expect(await operator.getByRole('region', { name: 'Decided requests' }).innerText()).toContain(reason);

    const mail = await mailTo(page, applicant.email, 'Access request not approved');
    expect(await mail.innerText()).toContain(reason);
    await operator.context().close();
    await page.context().close();
  });
});
