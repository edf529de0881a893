/**
 * The public access request form is limited per client address and from all addresses together, before the
 * password is hashed (issue 24 item 5), and the operator finds a genuine request filed after a flood: the
 * waiting requests are counted and paged, newest first.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalAccessRequests } from '../../src/domain/accounts/schema.js';
import { ensureSandboxPortalUsers } from '../../src/domain/accounts/sandbox-users.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { injectVisitor } from './inject-visitor.js';
import { OPERATOR } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ACCESS_REQUESTS_PER_ADDRESS: '3', ACCESS_REQUESTS_MAX: '10' } });
  await ensureSandboxPortalUsers(t.tdb.database.db);
});
afterAll(async () => t?.close());

let filed = 0;
const form = () => {
  filed += 1;
  return {
    agencyName: `Agency ${filed}`,
    market: 'NO',
    currencies: 'NOK',
    contactName: `Contact ${filed}`,
    email: `contact-${filed}@agency-${filed}.example`,
    password: 'a-long-enough-password',
  };
};
const pendingRows = async () =>
  (await t.tdb.database.db.select().from(portalAccessRequests).where(eq(portalAccessRequests.status, 'PENDING')))
    .length;
const requestAccess = (address: string) =>
  injectVisitor(t.app, address, '/portal/request-access').post('/portal/request-access', form());

describe('access request limits', () => {
  it('refuses a fourth request from one address within the hour with 429 and Retry-After, filing nothing', async () => {
    const before = await pendingRows();
    for (let i = 0; i < 3; i++) expect((await requestAccess('192.0.2.1')).statusCode).toBe(200);
    const refused = await requestAccess('192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.body).toContain('Too many access requests right now. Nothing was filed; try again in 60 minutes.');
    expect(await pendingRows()).toBe(before + 3);
    // Another address is not held by this one's limit.
    expect((await requestAccess('192.0.2.2')).statusCode).toBe(200);
  });

  it('refuses requests from every address once the hour has its ten, and files again in the next hour', async () => {
    // 4 filed by the test above; six more from three addresses, then a fresh address is refused.
    for (const address of ['192.0.2.3', '192.0.2.4', '192.0.2.5'])
      for (let i = 0; i < 2; i++) expect((await requestAccess(address)).statusCode).toBe(200);
    const pending = await pendingRows();
    const refused = await requestAccess('198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await pendingRows()).toBe(pending);

    t.clock.advanceSeconds(3601);
    expect((await requestAccess('198.51.100.9')).statusCode).toBe(200);
    expect(await pendingRows()).toBe(pending + 1);
  });
});

describe("the operator's waiting requests", () => {
  it('shows how many wait and pages through all of them newest first, so a request filed after a flood is on the first page', async () => {
    const db = t.tdb.database.db;
    await db.delete(portalAccessRequests);
    const hourAgo = Date.now() - 3_600_000;
    await db.insert(portalAccessRequests).values(
      Array.from({ length: 250 }, (_, i) => ({
        agencyName: `Flood ${i}`,
        market: 'NO',
        currencies: ['NOK'],
        contactName: 'Flood',
        email: `flood-${i}@flood.example`,
        passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
        createdAt: new Date(hourAgo + i * 1000),
      })),
    );
    t.clock.advanceSeconds(3601);
    const genuine = injectVisitor(t.app, '203.0.113.77', '/portal/request-access');
    expect(
      (await genuine.post('/portal/request-access', { ...form(), agencyName: 'Genuine Fjord Tours' })).statusCode,
    ).toBe(200);

    const operator = injectVisitor(t.app, '203.0.113.1');
    expect((await operator.post('/portal/sign-in', OPERATOR)).statusCode).toBe(303);
    const first = await operator.get('/portal/access-requests');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Waiting (251)');
    expect(first.body).toContain('Genuine Fjord Tours');
    expect(first.body).toContain('Newest first: 1 to 50 of 251.');
    expect(first.body).toContain('href="/portal/access-requests?page=2">Older</a>');
    expect(first.body).not.toContain('Flood 0<');

    const last = await operator.get('/portal/access-requests?page=6');
    expect(last.body).toContain('Newest first: 251 to 251 of 251.');
    expect(last.body).toContain('Flood 0<');
    expect(last.body).not.toContain('Genuine Fjord Tours');
    expect(last.body).toContain('href="/portal/access-requests?page=5">Newer</a>');
    expect(last.body).not.toContain('>Older</a>');
  });
});
