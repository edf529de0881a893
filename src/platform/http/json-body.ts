/**
 * The JSON body parser: Fastify's own (secure-json-parse, with its prototype-poisoning checks), behind a
 * nesting-depth limit checked on the raw text before anything parses or walks it.
 *
 * Why a limit at all: JSON.parse copes with any depth, but every recursive walk after it (ajv's error
 * paths, the NUL-character check, the idempotency key's canonical JSON, a log serializer) would overflow
 * the stack on a body nested a few thousand levels deep and answer 500. No request of this API nests more
 * than a handful of levels, so a body deeper than MAX_JSON_DEPTH is refused with 400 BODY_TOO_DEEP, and the
 * code after the parser may assume a bounded depth.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../kernel/errors.js';

/** Objects and arrays inside one another; the deepest request of the API needs 5. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests objects and arrays deeper than `max`: one pass over the characters, no
 * recursion, brackets inside strings ignored. Malformed text is left for the parser to refuse.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

export const bodyTooDeep = () =>
  new AppError(400, 'BODY_TOO_DEEP', `The body nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep.`, {
    '(body)': [`must not nest more than ${MAX_JSON_DEPTH} levels deep`],
  });

/**
 * Replaces the application/json parser of `app` (and every scope under it), and removes Fastify's text/plain
 * parser: no operation takes text, and with it a text body reached the schema as a string (400 "must be
 * object") while a form body answered 415. Now any body that is not JSON answers 415 UNSUPPORTED_MEDIA_TYPE,
 * except where a scope adds a parser of its own (the token endpoint's and the portal's form bodies).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  // Fastify's defaults (the app does not change them): a __proto__ or constructor.prototype key is an error.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(bodyTooDeep(), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
