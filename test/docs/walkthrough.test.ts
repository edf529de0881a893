/**
 * The README's curl walk-through and scripts/walkthrough.sh (which CI runs twice against a fresh service)
 * show the same steps: the same operations in the same order, with no value a second run would trip on
 * (a fixed cabin number, a fixed Idempotency-Key).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const SCRIPT = readFileSync(new URL('../../scripts/walkthrough.sh', import.meta.url), 'utf8');

/** `/api/v2/bookings/create/voyage-only/$SID/addons?$K` -> `/api/v2/bookings/create/voyage-only/{}/addons` */
const normalize = (path: string) => path.replace(/\?.*$/, '').replace(/\$\{?[A-Z_]+\}?/g, '{}');

/** The README's V2 walk-through: the sh block that starts with B=. */
function readmeBlock(): string {
  const block = /```sh\n(B=http[^\n]*\n[\s\S]*?)```/.exec(README)?.[1];
  if (!block) throw new Error('README has no walk-through block starting with B=');
  return block;
}

function readmeOperations(): string[] {
  // Join continued lines, then take each curl's method and "$B/..." address.
  const commands = readmeBlock().replace(/\\\n\s*/g, ' ').split('\n').filter((line) => /\bcurl\b/.test(line));
  return commands.map((line) => {
    const method = /-X (GET|POST|DELETE)\b/.exec(line)?.[1] ?? 'GET';
    const path = /"\$B(\/[^"]*)"/.exec(line)?.[1];
    if (!path) throw new Error(`no "$B/..." address in: ${line}`);
    return `${method} ${normalize(path)}`;
  });
}

function scriptOperations(): string[] {
  const steps = [...SCRIPT.matchAll(/^step '[^']*' \d{3} (GET|POST|DELETE) "?([^"\s]+)"?/gm)];
  return steps.map(([, method, path]) => `${method} ${normalize(path!)}`);
}

describe('the README walk-through', () => {
  it('shows the steps scripts/walkthrough.sh runs, in the same order', () => {
    expect(scriptOperations()).toHaveLength(9);
    expect(readmeOperations()).toEqual(scriptOperations());
  });

  it('says it is runnable, and takes its values from the answers rather than fixing them', () => {
    expect(README).toContain('`scripts/walkthrough.sh`');
    const block = readmeBlock();
    expect(block).not.toMatch(/"cabinNumber":"?\d/);
    expect(block).not.toMatch(/Idempotency-Key: [\w-]+'/);
    expect(block).not.toMatch(/=\.\.\./); // no placeholders left for the reader to fill in
  });
});
