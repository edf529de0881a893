/**
 * A partner's generated types take the guide's own request bodies (issue 37, item 12). A partner generates
 * types from GET /openapi.json with openapi-typescript's default settings; a request field with a `default`
 * is then required (defaultNonNullable), and a confirm body whose non-lead guest leaves out `isLead`, as every
 * example of the guides does, failed `tsc --strict`. So no schema a request takes carries a `default` (an
 * absent field's meaning is said in its description), and the README's and the guide's confirm bodies are
 * type-checked here against the types openapi-typescript generates by default (the file it writes, compiled
 * by the TypeScript compiler API with `strict`).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../scripts/sdk-generate.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

interface Document {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
  components: { schemas: Record<string, unknown> };
}

let doc: Document;
let dir: string;
beforeAll(async () => {
  doc = (await openApiDocument()) as unknown as Document;
  dir = mkdtempSync(join(tmpdir(), 'berth-types-'));
  // openapi-typescript as a partner runs it: no options.
  writeFileSync(join(dir, 'schema.ts'), astToString(await openapiTS(doc as never)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The `tsc --strict` errors of `source`, a module beside the generated schema.ts. */
function strictErrors(source: string): string[] {
  const file = join(dir, `check-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    .filter((message) => message.length > 0);
}

const asConfirmRequest = (body: string) =>
  `import type { components } from './schema.js';\n` +
  `export const body: components['schemas']['ConfirmRequest'] = ${body};\n`;

/** Every `default` in `schema` and the schemas it references, with where it is. */
function defaultsIn(schema: unknown, at: string, seen = new Set<string>()): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => defaultsIn(s, `${at}[${i}]`, seen));
  if (typeof schema !== 'object' || schema === null) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    // Examples are values, not schemas: a field named `default` in one is no default.
    if (key === 'example' || key === 'examples') continue;
    if (key === 'default') found.push(at);
    if (key === '$ref' && typeof value === 'string') {
      const name = value.replace('#/components/schemas/', '');
      if (!seen.has(name)) {
        seen.add(name);
        found.push(...defaultsIn(doc.components.schemas[name], `components.schemas.${name}`, seen));
      }
    } else found.push(...defaultsIn(value, `${at}.${key}`, seen));
  }
  return found;
}

describe("the types a partner generates with openapi-typescript's defaults", () => {
  // Query parameters may keep theirs (`limit`): a parameter is required only by its own `required`.
  it('no schema a request body takes has a default, which would make its field required', () => {
    const found: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const at = `${method.toUpperCase()} ${path}`;
        found.push(...defaultsIn(operation.requestBody, `${at} requestBody`));
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it('says what an absent isLead means, in words', () => {
    const guest = (
      doc.components.schemas['ConfirmRequest'] as {
        properties: { guests: { items: { properties: { isLead: { description?: string } } } } };
      }
    ).properties.guests.items.properties.isLead;
    expect(guest).not.toHaveProperty('default');
    expect(guest.description).toMatch(/absent.*false|false.*absent/i);
  });

  it("take the README's confirm body (the SDK example) under tsc --strict", () => {
    const block = /berth\.bookings\.confirm\(search, (\{ guests: \[[\s\S]*?\] \})\);/.exec(read('README.md'))?.[1];
    expect(block, 'README.md has the SDK confirm example').toBeDefined();
    // Sanity: the body leaves isLead out of the second guest, as a partner's would.
    expect(block!.match(/isLead/g)).toHaveLength(1);
    expect(strictErrors(asConfirmRequest(block!))).toEqual([]);
  });

  it("take the README's and the guide's curl confirm bodies under tsc --strict", () => {
    const readme = /confirm\?\$K"[^\n]*\\\n[^\n]*\\\n {2}-d '(\{[^']*\})'/.exec(read('README.md'))?.[1];
    const guide = /confirm\?\$K"[^\n]*\\\n[^\n]*-d '(\{[^']*\})'/.exec(read('docs/api.md'))?.[1];
    for (const [name, body] of [
      ['README.md', readme],
      ['docs/api.md', guide],
    ] as const) {
      expect(body, `${name} has a curl confirm`).toBeDefined();
      expect(JSON.parse(body!).guests.length, name).toBeGreaterThan(1);
      expect(strictErrors(asConfirmRequest(body!)), name).toEqual([]);
    }
  });

  it('refuses a body that breaks the types (sanity check of the type check itself)', () => {
    expect(strictErrors(asConfirmRequest('{ guests: [{ guestId: 1 }] }')).join('\n')).toMatch(/firstName/);
  });
});
