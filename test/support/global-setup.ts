/**
 * Once per test run (vitest's globalSetup), the databases every test file's fresh one starts from, so that
 * no file pays for building them: a fresh PGlite used to run initdb and every migration (1.7-2.5 s of each
 * file's set-up on this 2-core machine, ~100 files a run), then import the test catalogue and hash the
 * sandbox agencies' secrets (0.4-1.5 s more); now it loads a snapshot of a data directory made here (~0.5-0.8
 * s). On PostgreSQL (TEST_DATABASE_URL), each file's database is a copy of a template database made here.
 * Two starting points (database-admin.ts): `migrated` (empty) and `seeded` (createTestApp's default).
 * test/support/database.ts builds them itself when they are not provided (a file run outside this config).
 * It also makes sure the browser tests have their Chromium and the pooler test its PgBouncer (debian-packages.ts),
 * before any file starts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPart } from './chromium.js';
import { ensureDebianParts } from './debian-packages.js';
import { xmllintPart } from './ota.js';
import { PGBOUNCER_PATHS } from '../../scripts/pgbouncer.js';
import { adminQuery, createPostgresTemplate, pgliteSnapshots, STARTING_POINTS } from './database-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per starting point, a file holding a PGlite data directory's dump (`dumpDataDir`, uncompressed). */
    pgliteSnapshotFiles: Record<string, string>;
    /** Per starting point, the PostgreSQL database new test databases copy (`create database ... template`). */
    postgresTemplates: Record<string, string>;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Chromium for the browser tests, PgBouncer for the tests that run through one, xmllint for the OTA channel's:
  // found, or installed in one go.
  ensureDebianParts([
    ...chromiumPart(),
    xmllintPart,
    {
      pkg: 'pgbouncer',
      paths: PGBOUNCER_PATHS,
      usedBy: 'the PgBouncer tests (test/db/pgbouncer.pg.test.ts, test/scale/database-outage.pg.test.ts)',
    },
  ]);
  // Templates on the server itself, never through a pooler (database.ts).
  const testDatabaseUrl = process.env.TEST_DATABASE_ADMIN_URL || process.env.TEST_DATABASE_URL || undefined;
  // Only what this run's engine needs (database.ts builds the other itself if a file ever asks for it).
  const dir = mkdtempSync(join(tmpdir(), 'berth-test-snapshot-'));
  const files: Record<string, string> = {};
  if (!testDatabaseUrl) {
    for (const [start, dump] of Object.entries(await pgliteSnapshots())) {
      files[start] = join(dir, `${start}.tar`);
      writeFileSync(files[start], dump);
    }
  }
  project.provide('pgliteSnapshotFiles', files);

  const templates: Record<string, string> = {};
  if (testDatabaseUrl) {
    const run = randomBytes(4).toString('hex');
    let from: string | undefined;
    for (const start of STARTING_POINTS) {
      templates[start] = `berth_tpl_${run}_${start}`;
      await createPostgresTemplate(testDatabaseUrl, templates[start], start, from);
      from = templates[start];
    }
  }
  project.provide('postgresTemplates', templates);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const name of Object.values(templates).reverse())
      await adminQuery(testDatabaseUrl!, `drop database if exists ${name} with (force)`);
  };
}
