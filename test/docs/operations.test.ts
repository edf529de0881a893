/**
 * The operator's guide's configuration table (docs/operations.md, "Configuration") against what the code
 * reads: every variable loadConfig reads has a row, every row names a variable something reads, and every
 * default written in the table is loadConfig's own (setting a variable to its documented default changes
 * nothing). The variables loadConfig reads are recorded by calling it on an environment that logs each read,
 * not parsed out of its source; the source is searched only for reads that the recording could miss, those
 * under a condition (a variable read only when another is set).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/kernel/config.js';

const GUIDE = 'docs/operations.md';
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** Variables read outside loadConfig, with the file that reads each (checked below). */
const READ_ELSEWHERE: Record<string, string> = {
  WORKERS: 'src/main/server.ts',
  PORTAL_PASSWORD: 'src/domain/accounts/operator-cli.ts',
};

const NAME = /^[A-Z][A-Z0-9_]*$/;

/** The names loadConfig reads from `base` plus whatever it asks for beyond it (each answered: unset). */
function recordReads(base: Record<string, string>): Set<string> {
  const names = new Set<string>();
  const note = (key: string | symbol) => {
    if (typeof key === 'string') names.add(key);
  };
  const env = new Proxy(base, {
    get: (target, key) => (note(key), typeof key === 'string' ? target[key] : undefined),
    has: (target, key) => (note(key), key in target),
  });
  loadConfig(env);
  return names;
}

/** Names passed to the readers in src/kernel/config.ts (`int(env, 'NAME', …)`, `env.NAME`, `env['NAME']`). */
function namesInConfigSource(): Set<string> {
  const source = read('src/kernel/config.ts');
  const names = new Set<string>();
  for (const m of source.matchAll(/\(\s*env\s*,\s*'([A-Z][A-Z0-9_]*)'|\benv\.([A-Z][A-Z0-9_]*)|\benv\[\s*'([A-Z][A-Z0-9_]*)'\s*\]/g))
    names.add((m[1] ?? m[2] ?? m[3])!);
  return names;
}

interface Row {
  names: string[];
  defaultCell: string;
}

/** The rows of the first table under "## Configuration": the variable names in each first cell, the default cell. */
function guideTable(): Row[] {
  const lines = read(GUIDE).split('\n');
  const start = lines.findIndex((l) => l.trim() === '## Configuration');
  if (start < 0) throw new Error(`${GUIDE} has no "## Configuration" section`);
  const rows: Row[] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (cells[0] === 'variable' || /^-+$/.test(cells[0] ?? '')) continue;
    const names = [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    rows.push({ names, defaultCell: cells[1] ?? '' });
  }
  return rows;
}

const list = (names: Iterable<string>) => [...names].sort().join(', ');

describe(`${GUIDE}: one table of every environment variable`, () => {
  const rows = guideTable();
  const documented = rows.flatMap((r) => r.names);
  const readByConfig = new Set([
    ...recordReads({}),
    ...recordReads({ BERTH_MODE: 'production', AUTH_SIGNING_KEY: 'recorded-not-used' }),
    ...namesInConfigSource(),
  ]);

  it('names only variables, each once', () => {
    expect(rows.length).toBeGreaterThan(0);
    const notNames = documented.filter((n) => !NAME.test(n));
    expect(notNames, `first cells of ${GUIDE}'s table that are not variable names`).toEqual([]);
    const twice = documented.filter((n, i) => documented.indexOf(n) !== i);
    expect(twice, `variables listed twice in ${GUIDE}'s table`).toEqual([]);
  });

  it('has a row for every variable src/kernel/config.ts reads', () => {
    const missing = [...readByConfig].filter((n) => !documented.includes(n));
    expect(
      missing,
      `src/kernel/config.ts reads ${list(missing)}, which ${GUIDE}'s configuration table does not list: add a row ` +
        'for each ("| `NAME` | default | meaning |") to the table under "## Configuration"',
    ).toEqual([]);
  });

  it('lists no variable that nothing reads', () => {
    const stale = documented.filter((n) => !readByConfig.has(n) && !(n in READ_ELSEWHERE));
    expect(
      stale,
      `${GUIDE}'s configuration table lists ${list(stale)}, which neither src/kernel/config.ts nor the files in ` +
        "this test's READ_ELSEWHERE read: remove the rows, or, for a variable read outside loadConfig, add it to READ_ELSEWHERE",
    ).toEqual([]);
  });

  it('the variables read outside loadConfig are read where it says, and are in the table', () => {
    for (const [name, file] of Object.entries(READ_ELSEWHERE)) {
      expect(read(file), `${file} should read ${name} (READ_ELSEWHERE)`).toMatch(new RegExp(`\\b${name}\\b`));
      expect(documented, `${GUIDE}'s table should list ${name}`).toContain(name);
    }
  });

  it('every default written as a value is loadConfig\u2019s own default', () => {
    const defaults = loadConfig({});
    const checked: string[] = [];
    for (const { names, defaultCell } of rows) {
      // A default cell that starts with a value (`8080`); "(unset …)" and prose ("generated in …") are not values.
      const m = /^`([^`]*)`/.exec(defaultCell);
      if (!m || names.length !== 1 || names[0]! in READ_ELSEWHERE) continue;
      const name = names[0]!;
      expect(loadConfig({ [name]: m[1]! }), `${GUIDE} says ${name} defaults to ${m[1]}`).toEqual(defaults);
      checked.push(name);
    }
    // Most rows have a plain default: a table whose defaults are no longer found would check nothing.
    expect(checked.length).toBeGreaterThan(40);
  });
});
