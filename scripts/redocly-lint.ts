/**
 * Redocly's `recommended` rules (redocly.yaml, with the accepted findings of .redocly.lint-ignore.yaml) on an
 * OpenAPI document, through @redocly/openapi-core's lint API (the engine of the Redocly CLI, without its
 * command line). `npm run lint:openapi` and test/http/openapi.test.ts run it.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface RedoclyFinding {
  severity: string;
  ruleId: string;
  message: string;
  pointer: string | undefined;
}

/** Every error and warning of the document, but the accepted ones. */
export async function redoclyFindings(document: unknown): Promise<RedoclyFinding[]> {
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  // The ignore file names the document `openapi.json`, beside redocly.yaml.
  const problems = await lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: join(root, 'openapi.json'),
    config,
  });
  return problems
    .filter((p) => !p.ignored && (p.severity === 'error' || p.severity === 'warn'))
    .map((p) => ({ severity: p.severity, ruleId: p.ruleId, message: p.message, pointer: p.location[0]?.pointer }));
}
