/**
 * Named schemas in the OpenAPI document. A resource or request body schema is named by its TypeBox `$id`
 * (`Type.Object({...}, { $id: 'Booking' })`), where it is defined; the routes keep using the schema itself,
 * so the one definition validates, serialises and documents. Here, only for the document, every subschema
 * with an `$id` in a route's body or responses becomes `{ $ref: '#/components/schemas/<$id>' }` and is
 * emitted once under `components.schemas`, so generated clients get a `Booking` type to import instead of
 * an anonymous inline shape per operation.
 *
 * The route schemas are never changed: the walk copies. Validation and the response serialisers never see
 * a `$ref`, so the answers on the wire are the same bytes as with inline schemas.
 */
import type { FastifySchema } from 'fastify';

export const COMPONENT_SCHEMAS = '#/components/schemas/';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * A copy of `node` in which every subschema with an `$id` (the node itself too, unless `asComponent`) is a
 * reference to its component; the named subschemas found are added to `found`. `const` is written as a
 * one-value `enum`, as @fastify/swagger writes the inline schemas (Swagger UI does not show `const`).
 */
export function referenceNamed(node: unknown, found: Map<string, Json>, asComponent = false): unknown {
  if (Array.isArray(node)) return node.map((item) => referenceNamed(item, found));
  if (!isObject(node)) return node;
  if (typeof node.$id === 'string' && !asComponent) {
    const known = found.get(node.$id);
    if (!known) found.set(node.$id, node);
    // A copy of a named schema with a change (`{ ...Booking, description }`) would keep its name: refuse it
    // rather than document one shape for two.
    else if (known !== node && JSON.stringify(known) !== JSON.stringify(node))
      throw new Error(`two different schemas are named ${node.$id}`);
    return { $ref: COMPONENT_SCHEMAS + node.$id };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$id') continue;
    // Data, not schemas: an example is copied as it is (it may well have an `$id`-like field).
    if (key === 'examples' || key === 'default' || key === 'example') out[key] = value;
    else if (key === 'const') out.enum = [value];
    else out[key] = referenceNamed(value, found);
  }
  return out;
}

/**
 * The documentation schema of a route with its named body and response schemas referenced. Only the body and
 * the JSON responses: parameters are listed one by one in the document, never as a schema.
 */
export function referenceRouteSchemas(schema: FastifySchema | undefined, found: Map<string, Json>) {
  if (!schema) return schema;
  const out: FastifySchema = { ...schema };
  if (schema.body) out.body = referenceNamed(schema.body, found);
  if (schema.response) {
    const responses: Json = {};
    for (const [status, response] of Object.entries(schema.response as Json)) {
      responses[status] =
        isObject(response) && isObject(response.content)
          ? { ...response, content: referenceNamed(response.content, found) }
          : referenceNamed(response, found);
    }
    out.response = responses;
  }
  return out;
}

/**
 * The components of the schemas found while documenting the routes, with the ones they name in turn, sorted
 * by name (a stable document whatever the order the routes were registered in).
 */
export function namedComponents(found: Map<string, Json>): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  for (
    let pending = [...found.keys()];
    pending.length > 0;
    pending = [...found.keys()].filter((n) => !(n in components))
  ) {
    for (const name of pending) components[name] = referenceNamed(found.get(name), found, true);
  }
  return Object.fromEntries(Object.entries(components).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

interface Media {
  schema?: { $ref?: string };
  example?: unknown;
}
type Paths = Record<string, Record<string, { requestBody?: { content?: Record<string, Media> } }>>;

/**
 * A request body that is a component reference gets the component's first example as its media example:
 * @fastify/swagger lifts a body schema's `examples` into the media type only for an inline schema, and Swagger
 * UI's "Try it out" and validating proxies' tests start from the media example.
 */
export function liftBodyExamples(paths: Paths | undefined, components: Record<string, unknown>): void {
  for (const methods of Object.values(paths ?? {})) {
    for (const operation of Object.values(methods)) {
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        const name = media.schema?.$ref?.startsWith(COMPONENT_SCHEMAS)
          ? media.schema.$ref.slice(COMPONENT_SCHEMAS.length)
          : undefined;
        const examples = name ? (components[name] as { examples?: unknown[] } | undefined)?.examples : undefined;
        if (media.example === undefined && examples?.length) media.example = examples[0];
      }
    }
  }
}
