/**
 * The README's OTA block runs as written too (issue 35): a ping and a sailing availability, each answer checked
 * with xmllint against its schema.
 *
 * The V1 examples run as written (issue 22, finding 5): the README's V1 block, after the lines of the V2
 * walk-through that set up its shell (B, get, TOKEN, AUTH, K, JSON), and docs/v1.md's whole example, each run
 * by bash against a test service listening on a free port. Only the address (`B=`) is changed. Every curl
 * fails on an HTTP error status (`--fail-with-body`) and bash stops on the first failure, so a value the block
 * does not show where it comes from, a wrong path or a refused body fails the test.
 *
 * (The V2 walk-through itself is scripts/walkthrough.sh, which CI runs against a fresh service, and
 * walkthrough.test.ts holds the README's block to the script's steps.)
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIRST_DEPARTURE_DAY, type TestApp } from '../support/app.js';
import { readXml, xmllint } from '../support/ota.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const README = read('README.md');
const V1_GUIDE = read('docs/v1.md');
const DEFAULT_ADDRESS = /^B=http:\/\/127\.0\.0\.1:8080$/m;

/** The sh code block after `heading`'s line (the first block that follows it). */
function blockAfter(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no "${heading}" heading`);
  const block = /```sh\n([\s\S]*?)```/.exec(markdown.slice(start))?.[1];
  if (!block) throw new Error(`no sh block after "${heading}"`);
  return block;
}

/** The README's V2 walk-through up to the line that sets AUTH, K and JSON: the shell the V1 block continues. */
function walkthroughSetup(): string {
  const block = /```sh\n(B=http[^\n]*\n[\s\S]*?)```/.exec(README)?.[1];
  if (!block) throw new Error('README has no walk-through block starting with B=');
  const end = block.indexOf('\n', block.indexOf('AUTH='));
  return block.slice(0, end + 1);
}

let t: TestApp;
let base: string;
let cwd: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  cwd = mkdtempSync(join(tmpdir(), 'berth-readme-'));
});
afterAll(async () => {
  rmSync(cwd, { recursive: true, force: true });
  await t.close();
});

/** Runs a shell script as a reader would paste it, against the test service; its output, or the failure. */
function run(
  script: string,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  expect(script, 'the block sets B to the default address').toMatch(DEFAULT_ADDRESS);
  const source = [
    'set -euo pipefail',
    // An HTTP error is a failure of the block (curl -s alone exits 0 on a 404).
    'curl() { command curl --fail-with-body "$@"; }',
    script.replace(DEFAULT_ADDRESS, `B=${base}`),
  ].join('\n');
  return new Promise((resolve) => {
    execFile(
      'bash',
      ['-c', source],
      { cwd, timeout: 60_000, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the V1 examples, run as written', () => {
  it("README: the V1 block, continuing the walk-through's shell", async () => {
    const block = blockAfter(README, '## V1: the quote-based API (`/api/v1`)');
    // Every variable it uses is set in it or by the walk-through's setup.
    const script = walkthroughSetup() + block;
    const result = await run(script);
    expect(result, result.stderr).toMatchObject({ code: 0 });
    // The quote read, then the quote after adding and after removing the meal.
    expect(result.stdout).toMatch(/"quoteId":"[0-9a-f-]{36}"/);
    expect(result.stdout).toContain('"extraMeals"');
  });

  it('docs/v1.md: the whole example', async () => {
    const result = await run(blockAfter(V1_GUIDE, '## Example (sandbox, curl)'));
    expect(result, result.stderr).toMatchObject({ code: 0 });
    expect(result.stdout).toMatch(/"quoteId":"[0-9a-f-]{36}"/);
    expect(result.stdout).toContain('"extraAddons"');
  });
});

describe('the OTA example, run as written', () => {
  it("README: the OTA channel's block, a ping and a sailing availability, each answer valid", async () => {
    // DAY: the test catalogue's first departure day (the block reads it from the environment when set).
    const result = await run(blockAfter(README, '## OTA channel'), { DAY: FIRST_DEPARTURE_DAY });
    expect(result, result.stderr).toMatchObject({ code: 0 });
    const answers = result.stdout.split(/(?=<\?xml )/).filter((part) => part.trim() !== '');
    expect(answers.map((answer) => readXml(answer).name)).toEqual(['OTA_PingRS', 'OTA_CruiseSailAvailRS']);
    for (const answer of answers) expect(await xmllint(readXml(answer).name, answer)).toBe('');
    const [ping, sailings] = answers.map((answer) => readXml(answer).root);
    expect(ping!.EchoData).toBe('Hello Berth');
    expect(sailings!.Success).toBe('');
    expect([sailings!.SailingOptions.SailingOption].flat()[0].SelectedSailing['@VoyageID']).toMatch(/^BGOTOS/);
  });
});
