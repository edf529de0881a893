/**
 * The portal's catalogue upload (src/domain/catalog/upload.ts): the validation report of a bad file names each
 * problem's record and writes nothing; a good file is checked without writing, or imported. The check runs
 * in a worker thread; a file nested deeper than any catalogue is refused before it is parsed, and a third
 * upload while two are being checked is turned away.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/client.js';
import { generateDemoCatalog } from '../../src/domain/catalog/demo.js';
import { CATALOG_MAX_DEPTH } from '../../src/domain/catalog/check.js';
import { CatalogBusyError, catalogCheckStats, checkCatalogUpload, splitProblem } from '../../src/domain/catalog/upload.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

let tdb: TestDatabase;
const sailingCount = async () =>
  (await queryRows<{ n: number }>(tdb.database.db, sql`select count(*)::int as n from sailings`))[0]!.n;

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.close());

const good = () => generateDemoCatalog({ startDate: '2027-03-01', days: 2, shipCount: 1 });
const bytes = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

describe('catalogue upload', () => {
  it('reports a file that is not JSON, or empty, as a problem of the file', async () => {
    const report = await checkCatalogUpload(tdb.database.db, bytes('{"formatVersion": 1,'), true);
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({ record: '(file)' });
    expect(report.problems[0]!.message).toMatch(/^is not valid JSON/);
    expect((await checkCatalogUpload(tdb.database.db, Buffer.alloc(0), true)).problems).toEqual([
      { record: '(file)', message: 'the file is empty' },
    ]);
  });

  it('lists every problem of a bad file with its record and imports nothing', async () => {
    const file = good();
    const sailing = file.sailings[1]!;
    sailing.ship = 'NO-SUCH-SHIP';
    file.ships[0]!.cabins[0]!.grade = 'ZZ';
    const report = await checkCatalogUpload(tdb.database.db, bytes(file), true);
    expect(report.imported).toBeNull();
    expect(report.records).toBeNull();
    expect(report.problems.length).toBeGreaterThanOrEqual(2);
    expect(report.problems.find((p) => p.record === `sailings[1] (${sailing.code})`)?.message).toMatch(/NO-SUCH-SHIP/);
    expect(report.problems.find((p) => p.record.startsWith(`ships[0] (${file.ships[0]!.code})`))?.message).toMatch(
      /ZZ/,
    );
    expect(await sailingCount()).toBe(0);
  });

  it('reports a shape problem at its record and field', async () => {
    const file = good() as unknown as { ports: { countryCode: unknown }[] };
    file.ports[2]!.countryCode = 7;
    const report = await checkCatalogUpload(tdb.database.db, bytes(file), false);
    expect(report.problems.some((p) => p.record.startsWith('ports[2]') && p.message.startsWith('countryCode'))).toBe(
      true,
    );
  });

  it('reports text the database cannot store (a lone surrogate) at its record and field, and imports nothing', async () => {
    const file = good();
    const port = file.ports[1]!;
    (port.name as Record<string, string>).en = 'Berg\ud800en';
    const report = await checkCatalogUpload(tdb.database.db, bytes(file), true);
    expect(report.imported).toBeNull();
    expect(report.problems).toEqual([
      { record: `ports[1] (${port.code})`, message: expect.stringMatching(/^name\.en must not contain a lone surrogate/) },
    ]);
    expect(await sailingCount()).toBe(0);
  });

  it('checks a good file without writing it, and imports it when asked', async () => {
    const file = good();
    const checked = await checkCatalogUpload(tdb.database.db, bytes(file), false);
    expect(checked).toMatchObject({ problems: [], imported: null });
    expect(checked.records).toMatchObject({ sailings: file.sailings.length, ships: 1 });
    expect(await sailingCount()).toBe(0);

    const imported = await checkCatalogUpload(tdb.database.db, bytes(file), true);
    expect(imported.problems).toEqual([]);
    expect(imported.imported).toMatchObject({ ships: 1 });
    expect(imported.imported!.sailings).toBeGreaterThan(0);
    expect(await sailingCount()).toBe(imported.imported!.sailings);
  });

  it('refuses a file nested deeper than a catalogue needs, naming the rule, in the worker thread', async () => {
    const checksBefore = catalogCheckStats().completed;
    // 2 MB of brackets: JSON.parse would build a million nested arrays (the 8 MB took 400 MB).
    const deep = `{"formatVersion": 1, "ports": ${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`;
    const report = await checkCatalogUpload(tdb.database.db, bytes(deep), true);
    expect(report).toEqual({
      problems: [
        {
          record: '(file)',
          message: `nests objects and arrays more than ${CATALOG_MAX_DEPTH} levels deep; a catalogue file needs at most 7 (nothing was parsed)`,
        },
      ],
      records: null,
      imported: null,
    });
    // The deepest catalogue there is (a tour's stage routes, 7 levels) is well within the limit.
    const file = good();
    expect(file.supplementalTours[0]!.stages[0]!.routes.length).toBeGreaterThan(0);
    expect((await checkCatalogUpload(tdb.database.db, bytes(file), false)).problems).toEqual([]);
    expect(catalogCheckStats().completed).toBe(checksBefore + 2);
  });

  it('checks and imports through the worker thread, one file at a time with one waiting; a third is turned away', async () => {
    const file = good();
    const checksBefore = catalogCheckStats().completed;
    const uploads = [0, 1, 2].map(() => checkCatalogUpload(tdb.database.db, bytes(file), false));
    const results = await Promise.allSettled(uploads);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(CatalogBusyError);
    expect(catalogCheckStats().completed).toBe(checksBefore + 2);
    expect(catalogCheckStats().started).toBeGreaterThanOrEqual(1);
  });

  it('splits a problem at its record', () => {
    expect(splitProblem('sailings[3] (RW-2027-01-10): ship "X" is not defined')).toEqual({
      record: 'sailings[3] (RW-2027-01-10)',
      message: 'ship "X" is not defined',
    });
    expect(splitProblem('ships[0] (RW): cabins[2]: grade "ZZ" is not defined on the ship')).toEqual({
      record: 'ships[0] (RW): cabins[2]',
      message: 'grade "ZZ" is not defined on the ship',
    });
    expect(splitProblem('(file): currencies has duplicates')).toEqual({
      record: '(file)',
      message: 'currencies has duplicates',
    });
    expect(splitProblem('no record here: at all')).toEqual({ record: '(file)', message: 'no record here: at all' });
  });
});
