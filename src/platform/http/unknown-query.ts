/**
 * Unknown query parameters of the partner APIs are refused (400 naming each), as unknown body fields are:
 * a misspelt `cabingrade=O2` silently ignored lists every grade, and the developer never learns why. One
 * hook for every V1 and V2 route, comparing the query's keys with the route's querystring schema, rather
 * than `additionalProperties: false` on each route's schema (the query schemas stay open, as the document
 * shows them). `user_key` is every partner route's own parameter (authentication reads it).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldErrorCollector } from '../../kernel/errors.js';

/** The routes whose query is checked: the partner APIs (the portal's pages and the token endpoint are not). */
const PARTNER_PREFIXES = ['/api/v1/', '/api/v2/'];

const ALWAYS_KNOWN = ['user_key'];

interface QuerySchema {
  properties?: Record<string, unknown>;
  $ref?: string;
}

/** The parameter names a route's querystring schema declares; undefined when they cannot be read (no check then). */
function declaredNames(app: FastifyInstance, schema: QuerySchema | undefined): string[] | undefined {
  if (!schema) return ALWAYS_KNOWN;
  const resolved = schema.$ref ? (app.getSchema(schema.$ref.replace(/#$/, '')) as QuerySchema | undefined) : schema;
  if (!resolved?.properties) return undefined;
  return [...new Set([...ALWAYS_KNOWN, ...Object.keys(resolved.properties)])];
}

export function registerUnknownQueryCheck(app: FastifyInstance): void {
  // Per querystring schema object: the routes share a few (UserKeyQuery), and the names never change.
  const known = new WeakMap<object, string[] | undefined>();
  const NO_SCHEMA = {};
  // Callback style: a query with only declared names (nearly every call) costs no promise.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const url = request.routeOptions.url;
    if (!url || !PARTNER_PREFIXES.some((prefix) => url.startsWith(prefix))) return done();
    const schema = request.routeOptions.schema?.querystring as QuerySchema | undefined;
    const key = schema ?? NO_SCHEMA;
    if (!known.has(key)) known.set(key, declaredNames(app, schema));
    const names = known.get(key);
    if (!names) return done();
    const errors = new FieldErrorCollector();
    for (const name of Object.keys((request.query ?? {}) as object)) {
      if (!names.includes(name)) {
        errors.add(name, `is not a query parameter of this operation (it takes ${names.join(', ')})`);
      }
    }
    const unknown = Object.keys(errors.errors);
    if (unknown.length === 0) return done();
    const refuse = () =>
      errors.throwIfAny(
        unknown.length === 1
          ? `${unknown[0]} is not a query parameter of this operation.`
          : `${unknown.join(', ')} are not query parameters of this operation.`,
      );
    // A route with its own answer to a refused request (a live session's routes: X-Session-Expires-At) gives it
    // here too; it throws that answer.
    const explain = request.routeOptions.config.explainSchemaFailure;
    Promise.resolve(explain?.(request, { errors: errors.errors, passed: undefined }))
      .then(refuse)
      .then(
        () => done(),
        (error: unknown) =>
          done(error instanceof Error ? error : new Error('explainSchemaFailure failed without an error')),
      );
  });
}
