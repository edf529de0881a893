/**
 * Two instances of the service on one PostgreSQL database (and Redis): a portal session made on one is
 * honoured on the other, signing out on one ends it on both, a form token of one is accepted by the other,
 * and sign-in guessing and access requests are counted across both. Always PostgreSQL (TEST_DATABASE_URL or the local server).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedStore, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { AGENT } from './support.js';

let store: Awaited<ReturnType<typeof createSharedStore>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  store = await createSharedStore();
  const env = {
    DATABASE_URL: store.databaseUrl,
    DATA_DIR: store.dataDir,
    REDIS_URL: 'redis://127.0.0.1:6379',
    DATABASE_POOL_SIZE: '4',
    OVERDUE_JOB_INTERVAL_SECONDS: '0',
    // The access request test's address comes from X-Forwarded-For (one of its own each run: Redis keeps the
    // count for the hour), and the overall limit is out of its way.
    TRUST_PROXY: 'true',
    ACCESS_REQUESTS_MAX: '1000000',
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await store?.close();
});

/** A browser's cookie jar over fetch: no redirects followed, cookies kept by name. */
function visitor() {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  return {
    get: async (url: string) => keep(await fetch(url, { headers: { cookie: cookie() }, redirect: 'manual' })),
    post: async (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
      keep(
        await fetch(url, {
          method: 'POST',
          headers: { ...headers, cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
          redirect: 'manual',
        }),
      ),
    /** The CSRF token of the first form on a page. */
    async token(url: string): Promise<string> {
      const html = await (await this.get(url)).text();
      return /name="_csrf" value="([^"]+)"/.exec(html)![1]!;
    },
  };
}

describe('portal sessions across instances', () => {
  it('a sign-in on one instance is honoured by the other, and a sign-out on the other ends it', async () => {
    const browser = visitor();
    const token = await browser.token(`${a.base}/portal`);
    const signedIn = await browser.post(`${a.base}/portal/sign-in`, { _csrf: token, ...AGENT });
    expect(signedIn.status).toBe(303);

    const onB = await browser.get(`${b.base}/portal/credentials`);
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain('sandbox-agency');

    // The form token made on A's page is good on B (shared cookie key), and signs out there.
    const tokenFromA = await browser.token(`${a.base}/portal/credentials`);
    const out = await browser.post(`${b.base}/portal/sign-out`, { _csrf: tokenFromA });
    expect(out.status).toBe(303);
    const afterOnA = await browser.get(`${a.base}/portal/credentials`);
    expect(afterOnA.status).toBe(303);
    expect(afterOnA.headers.get('location')).toBe('/portal?next=%2Fportal%2Fcredentials');
  });

  it('counts failed sign-ins for an e-mail across both instances (Redis)', async () => {
    const browser = visitor();
    const email = `guess-${randomBytes(6).toString('hex')}@berth.example`;
    const [tokenA, tokenB] = [await browser.token(`${a.base}/portal`), await browser.token(`${b.base}/portal`)];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? a : b;
      const response = await browser.post(`${server.base}/portal/sign-in`, {
        _csrf: server === a ? tokenA : tokenB,
        email,
        password: `wrong-password-${i}`,
      });
      expect(response.status).toBe(401);
    }
    const next = await browser.post(`${b.base}/portal/sign-in`, { _csrf: tokenB, email, password: 'whatever-it-is' });
    expect(next.status).toBe(429);
  });

  it('counts access requests per address across both instances (Redis): the sixth in the hour is refused', async () => {
    const browser = visitor();
    const address = `10.${randomBytes(3).join('.')}`;
    const [tokenA, tokenB] = [
      await browser.token(`${a.base}/portal/request-access`),
      await browser.token(`${b.base}/portal/request-access`),
    ];
    const post = (server: ServerProcess, n: number) =>
      browser.post(
        `${server.base}/portal/request-access`,
        {
          _csrf: server === a ? tokenA : tokenB,
          agencyName: `Shared count ${n}`,
          market: 'NO',
          currencies: 'NOK',
          contactName: 'Shared Count',
          email: `count-${randomBytes(6).toString('hex')}@agency.example`,
          password: 'a-long-enough-password',
        },
        { 'x-forwarded-for': address },
      );
    for (let i = 0; i < 5; i++) expect((await post(i % 2 === 0 ? a : b, i)).status).toBe(200);
    const refused = await post(b, 5);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
