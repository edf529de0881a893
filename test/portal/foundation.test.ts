/**
 * The portal's foundation in a real browser: sign-in and sign-out, sessions, the role guard, CSRF, the
 * Content-Security-Policy scoped to /portal, and accessibility of the public pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, csrfTokenOf, expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
beforeAll(async () => {
  p = await startPortal();
});
afterAll(async () => p?.close());

describe('sign-in', () => {
  it('shows the sign-in form at /portal, signs in, and signs out with a form post', async () => {
    const page = await p.newPage();
    const first = await page.goto(p.url('/portal'));
    expect(first?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign in');
    await expectAccessible(page, 'sign-in');
    await screenshot(page, 'sign-in');

    await p.signIn(page, OPERATOR);
    expect(new URL(page.url()).pathname).toBe('/portal/home');
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'berth_portal');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/portal', secure: false });

    await page.getByRole('button', { name: 'Sign out' }).click();
    expect(new URL(page.url()).pathname).toBe('/portal');
    // The old session cookie no longer opens anything: the session row is gone.
    await page.context().addCookies([session!]);
    await page.goto(p.url('/portal/agencies'));
    expect(new URL(page.url()).pathname).toBe('/portal');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/portal/agencies');
    await page.context().close();
  });

  it('refuses a wrong password with a message, keeping the e-mail', async () => {
    const page = await p.newPage(390);
    await page.goto(p.url('/portal'));
    await page.getByLabel('E-mail').fill(AGENT.email);
    await page.getByLabel('Password').fill('not-the-password');
    const response = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/portal/sign-in')),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]).then(([r]) => r);
    expect(response.status()).toBe(401);
    expect(await page.getByRole('alert').innerText()).toContain('do not match');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(AGENT.email);
    await expectAccessible(page, 'sign-in refused');
    await page.context().close();
  });

  it('throttles guessing: over 10 failures for one e-mail from one address, even the right password waits', async () => {
    const page = await p.newPage();
    await page.goto(p.url('/portal'));
    const token = await csrfTokenOf(page);
    const post = (password: string) =>
      page.request.post(p.url('/portal/sign-in'), {
        form: { _csrf: token, email: 'throttle@berth.example', password },
        maxRedirects: 0,
      });
    for (let i = 0; i < 10; i++) expect((await post(`wrong-${i}`)).status()).toBe(401);
    const throttled = await post('anything-at-all');
    expect(throttled.status()).toBe(429);
    expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('guards', () => {
  it('sends a visitor to sign in, and answers "not found" to the wrong role', async () => {
    const page = await p.newPage();
    await page.goto(p.url('/portal/credentials'));
    expect(new URL(page.url()).pathname).toBe('/portal');
    await p.signIn(page, AGENT);
    for (const path of ['/portal/agencies', '/portal/access-requests', '/portal/agencies/sandbox-agency']) {
      const response = await page.goto(p.url(path));
      expect(response?.status(), path).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Not found');
    }
    // The next page after sign-in is the one asked for, never another site.
    await page.context().close();
  });

  it('never redirects a sign-in to another site', async () => {
    const page = await p.newPage();
    await page.goto(p.url('/portal?next=https://evil.example/'));
    expect(await page.locator('input[name="next"]').inputValue()).toBe('');
    await page.goto(p.url('/portal?next=//evil.example/portal'));
    expect(await page.locator('input[name="next"]').inputValue()).toBe('');
    await page.context().close();
  });
});

describe('CSRF', () => {
  it("refuses a state-changing post without the token, or with another visitor's, and changes nothing", async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    const keysBefore = await p.t.tdb.database.db.execute('select count(*)::int as n from agency_user_keys' as never);
    const count = (r: unknown) => (r as { rows: { n: number }[] }).rows[0]!.n;
    const missing = await page.request.post(p.url('/portal/credentials/keys'), { form: {}, maxRedirects: 0 });
    expect(missing.status()).toBe(403);
    expect(await missing.text()).toContain('Form expired');

    const other = await p.newPage();
    await other.goto(p.url('/portal'));
    const foreign = await csrfTokenOf(other);
    const forged = await page.request.post(p.url('/portal/credentials/keys'), {
      form: { _csrf: foreign },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    const keysAfter = await p.t.tdb.database.db.execute('select count(*)::int as n from agency_user_keys' as never);
    expect(count(keysAfter)).toBe(count(keysBefore));
    await other.context().close();
    await page.context().close();
  });
});

describe('headers', () => {
  it('sends a strict Content-Security-Policy on the portal only; the API and /docs are as before', async () => {
    const portal = await fetch(p.url('/portal'));
    const csp = portal.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(portal.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/health/live', '/openapi.json', '/docs/', '/oauth/token']) {
      const response = await fetch(p.url(path));
      expect(response.headers.get('content-security-policy'), path).toBeNull();
      expect(response.headers.get('set-cookie'), path).toBeNull();
    }
    const css = await fetch(p.url('/portal/assets/portal.css'));
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
  });
});
