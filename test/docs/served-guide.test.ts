/**
 * The guide as a partner reads it: the pages the service serves under /docs/ (issue 22, finding 5). A partner
 * has these pages, not the repository, so every link on them must answer from the service itself (pages,
 * in-page anchors, the pages they lead to), no page may send the reader to a repository path or a command of
 * the repository, every shell example must make its Idempotency-Key with what every machine has, and every
 * page starts with a table of contents.
 */
import { readdirSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_PAGES } from '../../src/platform/http/guide-page.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sandboxAuth } from '../support/auth.js';

const ROOT = new URL('../../', import.meta.url);
/** An address the links are resolved against; only its path is ever requested (app.inject). */
const ORIGIN = 'http://berth.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Served {
  url: string;
  html: string;
  markdown: string;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => decode(m[1]!));
const ids = (html: string) => new Set([...html.matchAll(/ id="([^"]*)"/g)].map((m) => decode(m[1]!)));

async function get(path: string) {
  return t.app.inject({ url: path, headers: { accept: 'text/html,*/*;q=0.8' } });
}

/** Every guide page, found by following links from /docs/api.md, as HTML and as Markdown. */
async function crawl(): Promise<Map<string, Served>> {
  const pages = new Map<string, Served>();
  const queue = ['/docs/api.md'];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const page = await get(path);
    expect(page.statusCode, path).toBe(200);
    const markdown = (await t.app.inject({ url: `${path}?raw` })).body;
    pages.set(path, { url: path, html: page.body, markdown });
    for (const href of hrefs(page.body)) {
      const target = new URL(href, ORIGIN + path);
      if (target.origin === ORIGIN && target.pathname.endsWith('.md') && !target.search) queue.push(target.pathname);
    }
  }
  return pages;
}

let served: Map<string, Served>;
beforeAll(async () => {
  served = await crawl();
});

describe('the served guide', () => {
  it('serves every guide page, each reachable by a link from the guide', () => {
    expect([...served.keys()].sort()).toEqual(GUIDE_PAGES.map((p) => `/docs/${p.name}`).sort());
  });

  it('every link of every page answers 200, and every #anchor names an element of its page', async () => {
    const broken: string[] = [];
    for (const page of served.values()) {
      for (const href of hrefs(page.html)) {
        const target = new URL(href, ORIGIN + page.url);
        if (target.origin !== ORIGIN) {
          broken.push(`${page.url}: ${href} leads away from the service (a partner's copy cannot follow it)`);
          continue;
        }
        const answer = await get(target.pathname + target.search);
        if (answer.statusCode !== 200) {
          broken.push(`${page.url}: ${href} answers ${answer.statusCode}`);
          continue;
        }
        const anchor = decodeURIComponent(target.hash.slice(1));
        if (anchor && !ids(answer.body).has(anchor)) broken.push(`${page.url}: ${href} names no element of its page`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the links of the OpenAPI document (Swagger UI at /docs) answer 200', async () => {
    const doc = JSON.parse((await t.app.inject({ url: '/openapi.json' })).body) as { info: { description: string } };
    const links = [...doc.info.description.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect((await get(new URL(link, `${ORIGIN}/docs/`).pathname)).statusCode, link).toBe(200);
  });

  it("names no repository path, repository command or README (the SDK package's own aside): a partner has none of them", async () => {
    const folders = readdirSync(ROOT).filter(
      (name) => !name.startsWith('.') && name !== 'node_modules' && statSync(new URL(name, ROOT)).isDirectory(),
    );
    expect(folders).toEqual(expect.arrayContaining(['docs', 'examples', 'packages', 'scripts', 'src']));
    // A folder of the repository followed by a slash, unless it is part of a URL path (`/docs/api.md`, `/refdata/packages`).
    const repositoryPath = new RegExp(`(?<![\\w./-])(?:${folders.join('|')})/[\\w.-]*`, 'g');
    const repositoryNames = /npm run [\w:-]+|(?<!package's )\bREADME\b|walkthrough\.sh|\.\.\/packages/g;
    // The guide's pages, and the OpenAPI document Swagger UI shows at /docs.
    const texts: [string, string][] = [...served.values()].flatMap((page) => [
      [page.url, page.markdown] as [string, string],
      [page.url, decode(page.html)] as [string, string],
    ]);
    texts.push(['/openapi.json', (await t.app.inject({ url: '/openapi.json' })).body]);
    const found: string[] = [];
    for (const [url, text] of texts) {
      for (const m of [...text.matchAll(repositoryPath), ...text.matchAll(repositoryNames)])
        found.push(`${url}: ${m[0]}`);
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it('makes every Idempotency-Key with Node, never with uuidgen (where it is missing curl sends no key)', () => {
    for (const page of served.values()) {
      expect(page.markdown, page.url).not.toMatch(/uuidgen/);
      for (const m of page.markdown.matchAll(/Idempotency-Key: \$\(([^)]*\))\)/g)) {
        expect(m[1], page.url).toBe("node -p 'crypto.randomUUID()')");
      }
    }
  });

  it('uses one set of shell variable names on every page: B, TOKEN, AUTH, K, JSON', () => {
    const others: string[] = [];
    for (const page of served.values()) {
      for (const block of page.markdown.matchAll(/```(?:sh|bash)\n([\s\S]*?)```/g)) {
        for (const m of block[1]!.matchAll(/\$\{?([A-Z_]+)\b|^\s*([A-Z_]+)=/gm)) {
          const name = (m[1] ?? m[2])!;
          if (['BASE', 'BERTH', 'KEY', 'USER_KEY', 'BASE_URL', 'URL'].includes(name))
            others.push(`${page.url}: ${name}`);
        }
      }
    }
    expect(others).toEqual([]);
    const credentials = served.get('/docs/api.md')!.markdown;
    expect(credentials).toMatch(/^ *B=http:\/\/127\.0\.0\.1:8080$/m);
    expect(credentials).toMatch(/AUTH="Authorization: Bearer \$TOKEN"; K='user_key=sandbox-user-key'/);
  });

  it('opens every page with a table of contents linking to each of its sections', () => {
    for (const page of served.values()) {
      const firstSection = page.html.indexOf('<h2');
      expect(firstSection, `${page.url} has sections`).toBeGreaterThan(0);
      const contents = new Set(hrefs(page.html.slice(0, firstSection)));
      const sections = [...page.html.matchAll(/<h2 id="([^"]*)"/g)].map((m) => `#${decode(m[1]!)}`);
      expect(
        sections.filter((s) => !contents.has(s)),
        `${page.url}: sections missing from the table of contents`,
      ).toEqual([]);
    }
  });

  it('shows the webhook receiver example as a partner writes it: importing @berth/sdk', () => {
    const page = served.get('/docs/webhook-receiver.md')!;
    expect(page.markdown).toMatch(
      /^import \{ verifyWebhook, WebhookVerificationError, type WebhookEvent \} from '@berth\/sdk';$/m,
    );
    expect(page.markdown).toContain('export async function startWebhookReceiver(');
    expect(page.html).toContain('<pre><code class="language-ts">');
  });
});

/** The codes of the served guide's catalogue: the first cells of the table under "## Error codes". */
function catalogueCodes(markdown: string): string[] {
  const section = markdown.slice(markdown.indexOf('\n## Error codes\n')).split(/\n## /)[1]!;
  return [...section.split(/\n### /)[0]!.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]!);
}

/** The element with `id` on a served page, as its opening tag and text up to its close (a row of the table). */
function elementWithId(html: string, id: string): string | undefined {
  return new RegExp(`<(\\w+) id="${id}">[\\s\\S]*?</\\1>`).exec(html)?.[0];
}

describe("the error catalogue's addresses: every problem's docUrl (issue 37, item 14)", () => {
  it('gives every code of the catalogue a row of its own, id the code, in the "Error codes" section', () => {
    const page = served.get('/docs/api.md')!;
    const codes = catalogueCodes(page.markdown);
    expect(codes.length, 'the catalogue lists codes (sanity check of the reading)').toBeGreaterThan(60);
    expect(codes).toEqual(expect.arrayContaining(['VALIDATION_FAILED', 'SESSION_NOT_FOUND', 'NOT_READY']));
    const section = page.html.slice(page.html.indexOf('<h2 id="error-codes">'));
    const inSection = section.slice(0, section.indexOf('<h2', 1));
    const problems: string[] = [];
    for (const code of codes) {
      const row = elementWithId(inSection, code);
      if (!row?.startsWith('<tr ')) problems.push(`${code}: no row with id="${code}" in the section`);
      else if (!row.includes(`<td><code>${code}</code></td>`)) problems.push(`${code}: its row is another code's`);
    }
    expect(problems).toEqual([]);
    expect(new Set(codes).size, 'no code listed twice (one id, one row)').toBe(codes.length);
  });

  it("answers every problem with the absolute URL of its code's row, which resolves on the served guide", async () => {
    const auth = await sandboxAuth(t.app);
    const host = new URL(ORIGIN).host;
    const answers = {
      ROUTE_NOT_FOUND: await t.app.inject({ url: '/nope', headers: { host } }),
      METHOD_NOT_ALLOWED: await t.app.inject({ method: 'DELETE', url: '/openapi.json', headers: { host } }),
      BAD_URL: await t.app.inject({ url: '/api/v2/bookings/%ED%A0%80', headers: { host } }),
      TOKEN_MISSING: await t.app.inject({ url: '/api/v2/bookings', query: auth.query, headers: { host } }),
      VALIDATION_FAILED: await t.app.inject({
        method: 'POST',
        url: '/api/v2/search/voyages',
        query: auth.query,
        headers: { ...auth.headers, host },
        payload: { departurePort: 'BGO' },
      }),
    };
    for (const [code, answer] of Object.entries(answers)) {
      expect(answer.headers['content-type'], code).toContain('application/problem+json');
      const body = answer.json() as { type: string; code: string; docUrl: string };
      expect(body.code).toBe(code);
      // The contract's `type` is kept: the link is an extension member.
      expect(body.type).toBe('about:blank');
      expect(body.docUrl).toBe(`${ORIGIN}/docs/api.md#${code}`);
      const target = new URL(body.docUrl);
      const page = await get(target.pathname);
      expect(page.statusCode, body.docUrl).toBe(200);
      expect(elementWithId(page.body, decodeURIComponent(target.hash.slice(1))), body.docUrl).toContain(
        `<code>${code}</code>`,
      );
    }
  });

  it('names docUrl in the OpenAPI Problem schema, which every problem answer refers to', async () => {
    const doc = JSON.parse((await t.app.inject({ url: '/openapi.json' })).body) as {
      components: {
        schemas: { Problem: { required: string[]; properties: Record<string, { description?: string }> } };
      };
    };
    const problem = doc.components.schemas.Problem;
    expect(problem.required).toContain('docUrl');
    expect(problem.properties['docUrl']!.description).toMatch(/\/docs\/api\.md#/);
  });
});

describe('docUrl behind PUBLIC_BASE_URL', () => {
  let published: TestApp;
  beforeAll(async () => {
    published = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://api.berth.example/partner' } });
  });
  afterAll(() => published?.close());

  it('is on the published address, whatever Host the request carried', async () => {
    const answer = await published.app.inject({ url: '/nope', headers: { host: 'internal:8080' } });
    expect(answer.json()).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      docUrl: 'https://api.berth.example/partner/docs/api.md#ROUTE_NOT_FOUND',
    });
  });
});
