/**
 * Fares in the catalogue (commerce.md, "Fares"): the file names them with their rules, the fare tables price
 * each fare they sell for every grade, guest type and currency, validation names every fault, and the import
 * writes the fares in the file's order beside lifecycle.md's STANDARD that migration 0020 made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/platform/db/client.js';
import { generateDemoCatalog } from '../../src/domain/catalog/demo.js';
import type { CatalogFile } from '../../src/domain/catalog/format.js';
import { fareCatalogue, faresOf, pricesByFareOf } from '../../src/domain/catalog/catalog-reads.js';
import { STANDARD_FARE } from '../../src/domain/pricing/fare-rules.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { problemsOf, seedTestCatalog } from '../support/catalog.js';

const demo = generateDemoCatalog({ startDate: '2027-01-01', days: 3, shipCount: 2 });

const problemsAfter = (change: (file: CatalogFile) => void) => problemsOf(demo, change);

describe('fares in the catalogue file', () => {
  it('the demo sells FLEX, STANDARD and SAVER, SAVER with a bucket and a closing', () => {
    expect(demo.fares!.map((f) => f.code)).toEqual(['FLEX', 'STANDARD', 'SAVER']);
    expect(demo.fares![2]).toMatchObject({
      depositRefundable: false,
      cabinsPerSailing: 4,
      closesDaysBeforeDeparture: 14,
    });
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it('names a price row of a fare that is not defined, and a file whose fares leave out STANDARD', () => {
    const table = demo.fareTables[0]!;
    expect(
      problemsAfter((f) => {
        f.fareTables[0]!.fares[0]!.fare = 'PROMO';
      }),
    ).toContain(`fareTables[0] (${table.code}): fares[0]: fare "PROMO" is not defined in fares`);
    expect(
      problemsAfter((f) => {
        f.fares = f.fares!.filter((fare) => fare.code !== 'STANDARD');
      }),
    ).toEqual(['(file): fares must include STANDARD (the fare V1 sells, and the default fare)']);
  });

  it('names a grade a fare leaves unpriced on a sailing, with the fare', () => {
    const sailing = demo.sailings.find((s) => s.fareTable === demo.fareTables[0]!.code)!;
    const problems = problemsAfter((f) => {
      const rows = f.fareTables[0]!.fares;
      f.fareTables[0]!.fares = rows.filter((r) => !(r.fare === 'FLEX' && r.grade === 'O2' && r.guestType === 'CHILD'));
    });
    expect(problems).toContain(
      `sailings[${demo.sailings.indexOf(sailing)}] (${sailing.code}): fare table "${sailing.fareTable}" has no FLEX fare for grade "O2" of ship "${sailing.ship}" (CHILD NOK, CHILD EUR)`,
    );
  });

  it('names the faults of a fare’s rules at the fare', () => {
    expect(
      problemsAfter((f) => {
        f.fares![0]!.cancellation = [{ fromDays: 10, percent: 100 }];
        f.fares![0]!.changes.fee = [{ currency: 'NOK', amount: 100 }];
      }),
    ).toEqual([
      'fares[0] (FLEX): cancellation[0].fromDays: the last tier must start at 0 days (up to departure)',
      'fares[0] (FLEX): changes.fee: no fee in EUR',
    ]);
    expect(
      problemsAfter((f) => {
        f.fares![2]!.depositPercent = 101;
      }),
    ).toEqual(['fares[2] (SAVER): depositPercent expected integer to be less or equal to 100']);
  });

  it('reads a file without fares as before: STANDARD alone, its rows naming no fare', () => {
    const before = structuredClone(demo);
    delete before.fares;
    for (const table of before.fareTables) table.fares = table.fares.filter((r) => r.fare === undefined);
    expect(problemsAfter((f) => Object.assign(f, before, { fares: undefined }))).toEqual([]);
  });
});

describe('fares in the database', () => {
  let tdb: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    tdb = await createTestDatabase();
    db = tdb.database.db;
  });
  afterAll(async () => {
    await tdb?.close();
  });

  it('migration 0020 holds STANDARD with lifecycle.md’s rules, and every price row is STANDARD', async () => {
    expect([...(await fareCatalogue(db)).values()]).toEqual([STANDARD_FARE]);
  });

  it('the import writes the fares in the file’s order, and prices each one per fare table', async () => {
    const file = await seedTestCatalog(db, { startDate: '2027-01-10' });
    const fares = await fareCatalogue(db);
    expect([...fares.keys()]).toEqual(['FLEX', 'STANDARD', 'SAVER']);
    expect(fares.get('STANDARD')).toEqual(STANDARD_FARE);
    expect(fares.get('SAVER')).toMatchObject({ name: 'Saver', depositPercent: 25, depositRefundable: false });

    const table = file.fareTables[0]!.code;
    const byFare = (await pricesByFareOf(db, [table], 'NOK')).get(table)!;
    expect([...byFare.keys()].sort()).toEqual(['FLEX', 'SAVER', 'STANDARD']);
    const standard = byFare.get('STANDARD')!.get('O2')!.ADULT!;
    expect(byFare.get('FLEX')!.get('O2')!.ADULT!.base).toBeGreaterThan(standard.base);
    expect(byFare.get('SAVER')!.get('O2')!.ADULT!.base).toBeLessThan(standard.base);
    // faresOf, which V1 and every caller that names no fare use, reads STANDARD's.
    expect((await faresOf(db, [table], 'NOK')).get(table)!.get('O2')!.ADULT).toEqual(standard);
    const [{ n }] = (await queryRows<{ n: number }>(
      db,
      sql`select count(distinct fare_code)::int as n from fares`,
    )) as [{ n: number }];
    expect(n).toBe(3);
  });
});
