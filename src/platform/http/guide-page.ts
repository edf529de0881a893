/**
 * The guide's pages as readable HTML (GET /docs/api.md, /docs/v1.md, /docs/webhook-receiver.md,
 * /docs/changelog.md, which deprecated operations' Link header names (http/deprecation.ts); the Markdown
 * with ?raw): rendered with marked (GitHub-flavoured Markdown, heading ids as GitHub makes them so the tables
 * of contents link) into a page with a small stylesheet. Raw HTML in the Markdown is shown as text, never
 * passed through, and the page is served with a Content-Security-Policy that allows no script and only its
 * own stylesheet.
 *
 * The error catalogue's rows carry their code as id (/docs/api.md#VALIDATION_FAILED), the address every
 * problem's docUrl names.
 *
 * Every page the guide links to is served here, so that a partner, who has the served pages and not this
 * repository, can follow every link (test/docs/served-guide.test.ts fetches them all).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Marked, type Tokens } from 'marked';
import { gfmHeadingId } from 'marked-gfm-heading-id';

const STYLE = `
:root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --code: #f6f8fa; --link: #0969da; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: #fff; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
header { border-bottom: 1px solid var(--line); background: #f6f8fa; }
header nav { max-width: 960px; margin: 0 auto; padding: 10px 24px; display: flex; flex-wrap: wrap; gap: 4px 20px; font-size: 14px; }
main { max-width: 960px; margin: 0 auto; padding: 8px 24px 64px; }
h1, h2, h3 { line-height: 1.25; margin: 1.6em 0 0.6em; }
h1 { font-size: 2em; border-bottom: 1px solid var(--line); padding-bottom: 0.3em; }
h2 { font-size: 1.5em; border-bottom: 1px solid var(--line); padding-bottom: 0.3em; }
h3 { font-size: 1.2em; }
a { color: var(--link); text-decoration: none; }
a:hover { text-decoration: underline; }
code { font: 0.875em/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--code); padding: 0.15em 0.35em; border-radius: 4px; }
pre { background: var(--code); border: 1px solid var(--line); border-radius: 6px; padding: 14px 16px; overflow-x: auto; }
pre code { background: none; padding: 0; font-size: 0.85em; }
table { border-collapse: collapse; display: block; overflow-x: auto; margin: 1em 0; }
th, td { border: 1px solid var(--line); padding: 6px 12px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
tr:nth-child(2n) td { background: #fbfcfd; }
tr:target td { background: #fff8c5; }
blockquote { margin: 1em 0; padding: 0 1em; color: var(--muted); border-left: 4px solid var(--line); }
`;

/** `style-src` by hash: the page's one stylesheet and nothing else. */
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
export const GUIDE_CONTENT_SECURITY_POLICY = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A catalogue row's code: its first cell when that is one code span (`VALIDATION_FAILED`). */
const ROW_CODE = /^`([A-Za-z0-9_]+)`$/;

function renderer(): Marked {
  const marked = new Marked({ gfm: true });
  marked.use(gfmHeadingId());
  marked.use({
    renderer: {
      // Raw HTML in the Markdown is text: the page carries only what the renderer writes.
      html: ({ text }) => escapeHtml(text),
      // The error catalogue (a table whose first column is headed `code`): each row is the section of its code,
      // `id` the code, which problems' docUrl names (http/errors.ts). Heading ids are lower case: no clash.
      table(token) {
        if (token.header[0]?.text !== 'code') return false;
        const row = (cells: Tokens.TableCell[], id?: string) =>
          `<tr${id ? ` id="${escapeHtml(id)}"` : ''}>\n${cells.map((cell) => this.tablecell(cell)).join('')}</tr>\n`;
        const rows = token.rows.map((cells) => row(cells, ROW_CODE.exec(cells[0]?.text ?? '')?.[1]));
        return `<table>\n<thead>\n${row(token.header)}</thead>\n<tbody>${rows.join('')}</tbody></table>\n`;
      },
    },
  });
  return marked;
}

/** The HTML page of a Markdown guide; its title is the first level-1 heading. */
export function renderGuidePage(markdown: string, links: { href: string; label: string }[]): string {
  const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? 'Guide';
  const body = renderer().parse(markdown, { async: false });
  const nav = links.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><nav>
${nav}
</nav></header>
<main>
${body}
</main>
</body>
</html>
`;
}

const DOCS = new URL('../../../docs/', import.meta.url);
const EXAMPLES = new URL('../../../examples/', import.meta.url);

/** The SDK's import in an example, with the comment above it: a partner's project imports the package by name. */
const SDK_IMPORT_IN_REPOSITORY = /^(?:\/\/ .*\n)?(import .*) from '\.\.\/packages\/sdk\/src\/index\.js';$/m;

/**
 * A page's Markdown with each line that only links to a file of examples/ replaced by that file's code, so the
 * repository shows a link to the file and the served page the code itself (a partner has no examples/).
 */
function withExamples(markdown: string): string {
  return markdown.replace(/^\[examples\/([\w.-]+\.ts)\]\(\.\.\/examples\/\1\)$/gm, (_line, file: string) => {
    const code = readFileSync(new URL(file, EXAMPLES), 'utf8').replace(
      SDK_IMPORT_IN_REPOSITORY,
      "$1 from '@berth/sdk';",
    );
    return '```ts\n' + code.trimEnd() + '\n```';
  });
}

export interface GuidePage {
  /** The file name under /docs/, which is also its name in the repository's docs/. */
  name: string;
  label: string;
}

/** The pages served under /docs/, in the order of every page's navigation bar. */
export const GUIDE_PAGES: readonly GuidePage[] = [
  { name: 'api.md', label: 'Guide' },
  { name: 'v1.md', label: 'V1 guide' },
  { name: 'ota.md', label: 'OTA guide' },
  { name: 'webhook-receiver.md', label: 'Webhook receiver' },
  { name: 'changelog.md', label: 'Changelog' },
];

/** The Markdown of a served page, as served (examples folded in). */
export function guideMarkdown(page: GuidePage): string {
  return withExamples(readFileSync(new URL(page.name, DOCS), 'utf8'));
}

/** GET /docs/<page> for every guide page: HTML for browsers; the Markdown with ?raw (or when only Markdown is accepted). */
export function registerGuidePages(app: FastifyInstance): void {
  for (const page of GUIDE_PAGES) {
    let rendered: { markdown: string; html: string } | undefined;
    app.get(`/docs/${page.name}`, { schema: { hide: true } }, async (request, reply) => {
      if (!rendered) {
        const markdown = guideMarkdown(page);
        const html = renderGuidePage(markdown, [
          { href: './', label: 'API reference' },
          { href: '../openapi.json', label: 'OpenAPI document' },
          ...GUIDE_PAGES.map((p) => ({ href: p.name, label: p.label })),
          { href: `${page.name}?raw`, label: 'This page as Markdown' },
        ]);
        rendered = { markdown, html };
      }
      const accept = request.headers.accept ?? '';
      const raw =
        Object.hasOwn(request.query as object, 'raw') ||
        (accept.includes('text/markdown') && !accept.includes('text/html'));
      reply.header('Vary', 'Accept');
      if (raw) return reply.type('text/markdown; charset=utf-8').send(rendered.markdown);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', GUIDE_CONTENT_SECURITY_POLICY)
        .send(rendered.html);
    });
  }
}
