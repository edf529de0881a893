/**
 * Once per test run (vitest's globalSetup), the migrated empty database every test file starts from, so that
 * no file pays for building it: each fresh PGlite used to run initdb and every migration (1.7-2.5 s of a
 * test file's set-up on this 2-core machine, ~100 files a run), and now loads this snapshot of the data
 * directory instead (~0.5 s); on PostgreSQL (TEST_DATABASE_URL), each file's database is created from a
 * migrated template database. test/support/database.ts falls back to building both itself when they are
 * not provided (a file run outside this config).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { adminQuery, migratedPgliteSnapshot } from './database-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dump (PGlite `dumpDataDir`, uncompressed) of a migrated, empty PGlite database. */
    pgliteSnapshotFile: string;
    /** The migrated, empty PostgreSQL database new test databases copy (`create database ... template`). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'berth-test-snapshot-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, await migratedPgliteSnapshot());
  project.provide('pgliteSnapshotFile', file);

  let dropTemplate = async () => {};
  const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (testDatabaseUrl) {
    const name = `berth_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(testDatabaseUrl, `create database ${name}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', name);
    dropTemplate = () => adminQuery(testDatabaseUrl!, `drop database if exists ${name} with (force)`);
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropTemplate();
  };
}
