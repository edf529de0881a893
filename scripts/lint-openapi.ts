/**
 * `npm run lint:openapi`: writes the OpenAPI document as the app serves it (built in-process on an in-memory
 * database, never listening) to a temporary file and runs Spectral on it with the ruleset .spectral.yaml
 * (spectral:oas), then Redocly's `recommended` rules (redocly.yaml, scripts/redocly-lint.ts). Any error or
 * warning of either fails (Spectral's --fail-severity=warn). Extra arguments go to Spectral.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { redoclyFindings } from './redocly-lint.js';
import { openApiDocument } from './sdk-generate.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'berth-openapi-'));
const file = join(dir, 'openapi.json');
try {
  const document = await openApiDocument();
  writeFileSync(file, JSON.stringify(document, null, 2));
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'spectral'),
    ['lint', '--ruleset', join(root, '.spectral.yaml'), '--fail-severity=warn', ...process.argv.slice(2), file],
    { stdio: 'inherit', cwd: root },
  );
  if (result.error) throw result.error;

  const findings = await redoclyFindings(document);
  for (const f of findings) process.stdout.write(`redocly ${f.severity} ${f.ruleId}: ${f.message} (${f.pointer})\n`);
  process.stdout.write(`Redocly (recommended): ${findings.length} error(s) and warning(s)\n`);
  process.exitCode = result.status === 0 && findings.length === 0 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
