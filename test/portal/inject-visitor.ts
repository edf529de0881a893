/**
 * A portal visitor over `app.inject`, without a browser: a cookie jar, the form token of a page, and form
 * posts from a chosen client address (the per-address limits key on it); and the readers of the HTML it gets.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The visible text of an HTML fragment, tags dropped and white space made one space. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** The section of a page from `start` to `end` (both strings of its HTML). */
export const between = (html: string, start: string, end: string) => {
  const from = html.indexOf(start);
  expect(from, `${start} on the page`).toBeGreaterThanOrEqual(0);
  return html.slice(from, html.indexOf(end, from));
};

export interface InjectVisitor {
  get(url: string): Promise<LightMyRequestResponse>;
  /** Posts the form with the CSRF token of `tokenFrom` (read once and kept). */
  post(url: string, form: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function injectVisitor(app: FastifyInstance, remoteAddress: string, tokenFrom = '/portal'): InjectVisitor {
  const jar = new Map<string, string>();
  const keep = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies) jar.set(cookie.name, cookie.value);
    return response;
  };
  const cookies = () => Object.fromEntries(jar);
  let token: string | undefined;
  const get = async (url: string) => keep(await app.inject({ method: 'GET', url, cookies: cookies(), remoteAddress }));
  return {
    get,
    async post(url, form) {
      token ??= /name="_csrf" value="([^"]+)"/.exec((await get(tokenFrom)).body)![1]!;
      return keep(
        await app.inject({
          method: 'POST',
          url,
          cookies: cookies(),
          remoteAddress,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ _csrf: token, ...form }).toString(),
        }),
      );
    },
  };
}
