/**
 * `npm run sdk:generate`: builds the app in-process (sandbox configuration, an in-memory database), reads its
 * GET /openapi.json and writes the SDK's types, packages/sdk/src/generated/schema.ts, with openapi-typescript.
 * The SDK's types are never written by hand: packages/sdk/test/generated.test.ts fails when this file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/main/app.js';
import { memoryKeySource } from '../src/domain/auth/keys.js';
import { systemClock } from '../src/kernel/clock.js';
import { loadConfig } from '../src/kernel/config.js';
import { openDatabase } from '../src/platform/db/client.js';

export const SCHEMA_FILE = fileURLToPath(new URL('../packages/sdk/src/generated/schema.ts', import.meta.url));

const HEADER = `/**
 * Types of the Berth partner API, generated from its OpenAPI document (GET /openapi.json) by
 * \`npm run sdk:generate\` (scripts/sdk-generate.ts) with openapi-typescript. Do not edit: regenerate.
 */
/* eslint-disable */
`;

/** The OpenAPI document as the app serves it, in the sandbox configuration (whatever the environment says). */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ memory: true });
  // The portal keeps its signing keys in the database (server_keys) from the start: the tables must exist.
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    database,
    clock: systemClock,
    keySource: memoryKeySource(),
    logger: false,
  });
  try {
    const res = await app.inject({ url: '/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /openapi.json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await app.close();
    await database.close();
  }
}

/** The text of packages/sdk/src/generated/schema.ts. */
export async function generateSchemaTypes(document?: Record<string, unknown>): Promise<string> {
  // openapi-typescript's defaults but the order, as a partner generates them: no request schema has a `default`,
  // which those defaults would make required (test/docs/generated-types.test.ts).
  const ast = await openapiTS((document ?? (await openApiDocument())) as never, { alphabetize: true });
  return HEADER + astToString(ast);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SCHEMA_FILE, await generateSchemaTypes());
  process.stdout.write(`wrote ${SCHEMA_FILE}\n`);
}
