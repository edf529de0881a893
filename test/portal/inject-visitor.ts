/**
 * A portal visitor over `app.inject`, without a browser: a cookie jar, the form token of a page, and form
 * posts from a chosen client address (the per-address limits key on it).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

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
