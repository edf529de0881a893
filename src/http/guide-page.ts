/**
 * The guide, docs/api.md, as a readable HTML page (GET /docs/api.md): rendered with marked (GitHub-flavoured
 * Markdown, heading ids as GitHub makes them so the table of contents links work) into a page with a small
 * stylesheet. Raw HTML in the Markdown is shown as text, never passed through, and the page is served with a
 * Content-Security-Policy that allows no script and only its own stylesheet.
 */
import { createHash } from 'node:crypto';
import { Marked } from 'marked';
import { gfmHeadingId } from 'marked-gfm-heading-id';

const STYLE = `
:root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --code: #f6f8fa; --link: #0969da; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: #fff; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
header { border-bottom: 1px solid var(--line); background: #f6f8fa; }
header nav { max-width: 960px; margin: 0 auto; padding: 10px 24px; display: flex; gap: 20px; font-size: 14px; }
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
blockquote { margin: 1em 0; padding: 0 1em; color: var(--muted); border-left: 4px solid var(--line); }
`;

/** `style-src` by hash: the page's one stylesheet and nothing else. */
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
export const GUIDE_CONTENT_SECURITY_POLICY = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function renderer(): Marked {
  const marked = new Marked({ gfm: true });
  marked.use(gfmHeadingId());
  // Raw HTML in the Markdown is text: the page carries only what the renderer writes.
  marked.use({ renderer: { html: ({ text }) => escapeHtml(text) } });
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
