/**
 * The order test files start in: the heavy ones first, so that the last minutes of a run are not one long file
 * on one worker while the other has nothing left. Vitest's own order is longest-first from its results cache,
 * but a fresh clone (CI) has no cache and falls back to larger files first, and the heaviest files here are
 * short: a browser test drives pages through Chromium, a server-process test starts the service with its own
 * database and catalogue, in a page of code. On CI's first run, test/portal/accessibility.test.ts (about
 * 130 s) started 706 s into a 840 s PGlite pass, with the other worker running out of files beside it.
 *
 * Heavy is what a file starts (its text names startPortal, startServerProcess, serverFixture or a spawn);
 * within each group vitest's order is kept.
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const HEAVY = /\b(startPortal|startServerProcess|serverFixture|spawn)\(/;

function isHeavy(file: string): boolean {
  try {
    return HEAVY.test(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const heavy = sorted.filter((f) => isHeavy(f.moduleId));
    return [...heavy, ...sorted.filter((f) => !heavy.includes(f))];
  }
}
