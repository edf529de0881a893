import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import { queryRows, type Db } from '../../src/platform/db/client.js';
import { generateDemoCatalog } from '../../src/domain/catalog/demo.js';
import type { CatalogFile } from '../../src/domain/catalog/format.js';
import { CatalogError, importCatalog } from '../../src/domain/catalog/import.js';
import { planCatalog } from '../../src/domain/catalog/materialize.js';
import { ensureSeeded } from '../../src/main/seed.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { seedTestCatalog } from '../support/catalog.js';

const CATALOG_TABLES = [
  'ports',
  'ships',
  'decks',
  'cabin_grades',
  'cabins',
  'routes',
  'fare_tables',
  'fares',
  'vehicle_fares',
  'sailings',
  'sailing_calls',
  'sailing_vehicle_capacity',
  'addons',
  'addon_prices',
  'excursions',
  'excursion_prices',
  'excursion_departures',
  'supplemental_tours',
  'supplemental_tour_prices',
  'tour_stages',
  'tour_stage_routes',
  'packages',
  'package_prices',
  'package_items',
  'package_departures',
  'embarkation_notifications',
];

/** Row count and a digest of every row (ids included) of each catalogue table. */
async function snapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of CATALOG_TABLES) {
    const [row] = await queryRows<{ n: number; digest: string | null }>(
      db,
      sql.raw(`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
    );
    out[table] = `${row!.n} ${row!.digest ?? ''}`;
  }
  return out;
}

const count = (snap: Record<string, string>, table: string) => Number(snap[table]!.split(' ')[0]);

let tdb: TestDatabase;
let db: Db;
let catalog: CatalogFile;
let afterFirst: Record<string, string>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.database.db;
  const started = process.cpuUsage();
  catalog = await seedTestCatalog(db, { startDate: '2027-01-10' });
  const used = process.cpuUsage(started);
  // Budget for the small test catalogue on in-memory PGlite (about 2 s; generous for slow machines), in this
  // process's CPU time (PGlite runs in it): the wall clock also counts the time other processes had the cores,
  // six times as long on a loaded 2-core machine.
  expect((used.user + used.system) / 1000).toBeLessThan(10_000);
  afterFirst = await snapshot(db);
});
afterAll(async () => {
  await tdb?.close();
});

describe('importCatalog', () => {
  it('loads every record of the file', async () => {
    const plan = planCatalog(catalog);
    expect(count(afterFirst, 'ports')).toBe(34);
    expect(count(afterFirst, 'ships')).toBe(2);
    expect(count(afterFirst, 'cabin_grades')).toBe(catalog.ships.reduce((n, s) => n + s.grades.length, 0));
    expect(count(afterFirst, 'cabins')).toBe(plan.cabins.length);
    expect(count(afterFirst, 'sailings')).toBe(9);
    expect(count(afterFirst, 'sailing_calls')).toBe(9 * 66);
    expect(count(afterFirst, 'sailing_vehicle_capacity')).toBe(9 * 2);
    expect(count(afterFirst, 'fares')).toBe(catalog.fareTables.reduce((n, f) => n + f.fares.length, 0));
    expect(count(afterFirst, 'excursion_departures')).toBe(9 * catalog.excursions.length);
    expect(count(afterFirst, 'package_departures')).toBe(9 * 3);
    expect(count(afterFirst, 'tour_stage_routes')).toBe(
      catalog.supplementalTours.flatMap((t) => t.stages.flatMap((stage) => stage.routes)).length,
    );
    expect(count(afterFirst, 'embarkation_notifications')).toBe(catalog.embarkationNotifications.length);

    const [sailing] = await queryRows<{ code: string; departure_at: string; arrival_at: string; ship_code: string }>(
      db,
      sql`select code, departure_at, arrival_at, ship_code from sailings where departure_at = '2027-01-10 22:30:00'`,
    );
    expect(sailing).toMatchObject({ departure_at: '2027-01-10 22:30:00', arrival_at: '2027-01-21 14:30:00' });
    expect(sailing!.code).toBe(`${sailing!.ship_code}-2027-01-10`);
    const tromso = await queryRows<{ seq: number; arrival_at: string }>(
      db,
      sql`select c.seq, c.arrival_at from sailing_calls c join sailings s on s.id = c.sailing_id
          where s.code = ${sailing!.code} and c.port_code = 'TOS' order by c.seq`,
    );
    expect(tromso).toEqual([
      { seq: 21, arrival_at: '2027-01-13 11:45:00' },
      { seq: 44, arrival_at: expect.stringMatching(/^2027-01-17 /) },
    ]);
    const [guarantee] = await queryRows<{ has_specific_cabins: boolean; capacity: number; cabins: number }>(
      db,
      sql`select g.has_specific_cabins, g.capacity, (select count(*)::int from cabins c where c.grade_id = g.id) as cabins
          from cabin_grades g where g.ship_code = 'RW' and g.code = 'IG'`,
    );
    expect(guarantee).toEqual({ has_specific_cabins: false, capacity: 20, cabins: 0 });
    const [addon] = await queryRows<{ mandatory_ship_codes: string[]; ship_codes: string[] | null }>(
      db,
      sql`select mandatory_ship_codes, ship_codes from addons where code = 'WIFI'`,
    );
    expect(addon).toEqual({ mandatory_ship_codes: ['HP'], ship_codes: null });
  });

  it('is idempotent: importing the same file again leaves the same rows and ids', async () => {
    const summary = await importCatalog(db, catalog);
    expect(summary).toMatchObject({ skipped: false, sailings: 9, sailingCalls: 594 });
    expect(await snapshot(db)).toEqual(afterFirst);
  });

  it('keeps the ids that bookings and quotes hold, and extends a catalogue with more days', async () => {
    const [agency] = await queryRows<{ id: string }>(
      db,
      sql`insert into agencies (name, market, currencies, client_id, client_secret_hash)
          values ('Test', 'NO', '{NOK}', 'import-test', 'x') returning id`,
    );
    const [target] = await queryRows<{ sailing_id: number; cabin_id: number; grade_id: number; exc_id: string; dep_id: string }>(
      db,
      sql`select s.id as sailing_id, c.id as cabin_id, c.grade_id, e.id as exc_id, p.id as dep_id
          from sailings s join cabins c on c.ship_code = s.ship_code
          join excursion_departures e on e.sailing_id = s.id
          join package_departures p on p.sailing_id = s.id
          order by s.id, c.id limit 1`,
    );
    const sessionId = '00000000-0000-4000-8000-000000000001';
    const bookingId = '00000000-0000-4000-8000-000000000002';
    await db.execute(sql`insert into sessions (id, agency_id, booking_type, market, currency, context, expires_at, created_at)
      values (${sessionId}, ${agency!.id}, 'voyage-only', 'NO', 'NOK', '{}', now() + interval '1 hour', now())`);
    await db.execute(sql`insert into bookings (id, session_id, agency_id, status, booking_type, sailing_id, from_seq, to_seq, market, currency, document, created_at)
      values (${bookingId}, ${sessionId}, ${agency!.id}, 'HELD', 'voyage-only', ${target!.sailing_id}, 0, 21, 'NO', 'NOK', '{}', now())`);
    await db.execute(sql`insert into booking_cabins (booking_id, cabin_no, grade_id, guest_ids) values (${bookingId}, 1, ${target!.grade_id}, '{1}')`);
    await db.execute(sql`insert into cabin_allocations (booking_id, cabin_no, session_id, sailing_id, cabin_id, legs)
      values (${bookingId}, 1, ${sessionId}, ${target!.sailing_id}, ${target!.cabin_id}, '[0,21)')`);
    await db.execute(sql`insert into excursion_allocations (booking_id, session_id, excursion_departure_id, guest_id)
      values (${bookingId}, ${sessionId}, ${target!.exc_id}, 1)`);
    await db.execute(sql`insert into quotes (id, agency_id, package_code, departure_id, currency, state, created_at, updated_at)
      values ('00000000-0000-4000-8000-000000000003', ${agency!.id}, 'ROUND-12D', ${target!.dep_id}, 'NOK', '{}', now(), now())`);

    await importCatalog(db, catalog);
    const longer = generateDemoCatalog({ startDate: '2027-01-10', days: 5, shipCount: 2 });
    const summary = await importCatalog(db, longer);
    expect(summary.sailings).toBe(11);

    const after = await snapshot(db);
    expect(count(after, 'sailings')).toBe(11);
    expect(count(after, 'sailing_calls')).toBe(11 * 66);
    expect(after.cabins).toBe(afterFirst.cabins);
    expect(after.cabin_grades).toBe(afterFirst.cabin_grades);
    const [still] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cabin_allocations a
          join excursion_allocations x on x.booking_id = a.booking_id
          join excursion_departures e on e.id = x.excursion_departure_id
          join quotes q on q.departure_id = ${target!.dep_id}
          where a.cabin_id = ${target!.cabin_id} and a.sailing_id = ${target!.sailing_id} and e.id = ${target!.exc_id}`,
    );
    expect(still!.n).toBe(1);
    // Put the small catalogue's expectations back for the tests below: same rows as the first import plus two sailings.
    afterFirst = after;
  });

  it('writes nothing when the load fails part-way (one transaction)', async () => {
    await db.execute(sql.raw(`create function fail_insert() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`));
    await db.execute(sql.raw(`create trigger fail_package_departures before insert on package_departures
      for each row execute function fail_insert()`));
    try {
      const more = generateDemoCatalog({ startDate: '2027-01-10', days: 7, shipCount: 2 });
      const error = (await importCatalog(db, more).catch((e: unknown) => e)) as Error & { cause?: Error };
      expect(error).toBeInstanceOf(Error);
      expect(String(error.cause?.message ?? error.message)).toMatch(/injected failure/);
      expect(await snapshot(db)).toEqual(afterFirst);
    } finally {
      await db.execute(sql.raw('drop trigger fail_package_departures on package_departures'));
      await db.execute(sql.raw('drop function fail_insert()'));
    }
  });
});

describe('importCatalog rejects a bad file, naming each bad record, and changes nothing', () => {
  async function expectRejected(mutate: (file: CatalogFile) => void, ...messages: RegExp[]): Promise<string[]> {
    const file = structuredClone(generateDemoCatalog({ startDate: '2027-01-10', days: 5, shipCount: 2 }));
    mutate(file);
    const before = await snapshot(db);
    const error = await importCatalog(db, file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CatalogError);
    const catalogError = error as CatalogError;
    for (const message of messages) expect(catalogError.message).toMatch(message);
    expect(await snapshot(db)).toEqual(before);
    return catalogError.problems;
  }

  it('a schema breach', async () => {
    const problems = await expectRejected(
      (f) => {
        (f.sailings[1] as unknown as Record<string, unknown>).startDate = 20270111;
        (f.ships[0]!.grades[0] as unknown as Record<string, unknown>).cabinType = 'Balcony';
        (f.ports[0] as unknown as Record<string, unknown>).extra = true;
      },
      /sailings\[1\] \(HP-2027-01-05\): startDate /,
      /ships\[0\] \(RW\): grades\[0\]\.cabinType must be one of Inside, Outside, Suite/,
      /ports\[0\] \(BGO\): extra /,
    );
    expect(problems.length).toBeGreaterThanOrEqual(3);
    await expectRejected((f) => (f as unknown as Record<string, unknown>).sailings = 'none', /\(file\): sailings/);
  });

  it('an unknown reference', async () => {
    await expectRejected(
      (f) => {
        f.sailings[3]!.ship = 'XX';
        f.sailings[4]!.fareTable = 'SUMMER-1999';
        f.excursions[0]!.startPort = 'OSL';
        f.packages[0]!.items.push({ kind: 'ADDON', code: 'SPA', includedInFare: false });
      },
      /sailings\[3\] \([A-Z]{2}-2027-01-07\): ship "XX" is not defined/,
      /sailings\[4\] \([A-Z]{2}-2027-01-08\): fare table "SUMMER-1999" is not defined/,
      /excursions\[0\] \(AES-CITY-WALK\): startPort "OSL" is not defined/,
      /packages\[0\] \(ROUND-12D\): items\[1\] \(ADDON SPA\): addon "SPA" is not defined/,
    );
  });

  it('a duplicate code', async () => {
    await expectRejected(
      (f) => {
        f.ports.push(structuredClone(f.ports[0]!));
        f.sailings.push(structuredClone(f.sailings[0]!));
        f.ships[0]!.cabins.push(structuredClone(f.ships[0]!.cabins[0]!));
      },
      /ports\[34\] \(BGO\): duplicate code "BGO"/,
      /sailings\[11\] \(RW-2027-01-04\): duplicate code "RW-2027-01-04"/,
      /ships\[0\] \(RW\): cabins\[\d+\]: cabins \d+, \d+, \d+, \d+, \d+ and \d+ more defined twice on the ship/,
    );
  });

  it('a sailing whose ship has a grade without fares', async () => {
    await expectRejected(
      (f) => {
        const table = f.fareTables[0]!;
        table.fares = table.fares.filter((x) => !(x.grade === 'MG' && x.currency === 'EUR' && x.guestType === 'INFANT'));
      },
      /sailings\[1\] \(HP-2027-01-05\): fare table "WINTER-2027" has no fare for grade "MG" of ship "HP" \(INFANT EUR\)/,
    );
  });

  it('bad grades and cabins', async () => {
    await expectRejected(
      (f) => {
        const rw = f.ships[0]!;
        rw.grades.find((g) => g.code === 'I2')!.capacity = 10;
        rw.grades.find((g) => g.code === 'XJ')!.minimumOccupancy = 4;
        rw.cabins[0]!.grade = 'ZZ';
        rw.cabins.push({ deck: 4, grade: 'IG', numbers: ['999'] });
      },
      /ships\[0\] \(RW\): grades\[\d\] \(I2\): capacity is only for grades without specific cabins/,
      /ships\[0\] \(RW\): grades\[\d\] \(XJ\): minimumOccupancy 4 is above maximumOccupancy 3/,
      /ships\[0\] \(RW\): cabins\[0\]: grade "ZZ" is not defined on the ship/,
      /ships\[0\] \(RW\): cabins\[\d+\]: grade "IG" has no specific cabins/,
    );
  });

  it('bad times and routes', async () => {
    await expectRejected(
      (f) => {
        const route = f.routes[0]!;
        route.calls[5]!.arrival = '05:00'; // MOL before the departure from Ålesund
        f.routes.push({ code: 'BGO-FRO', name: 'Short', calls: [{ port: 'BGO', dayOffset: 0, arrival: null, departure: '10:00' }] });
        f.excursions.find((e) => e.code === 'TOS-ARCTIC-CATHEDRAL')!.runs[0]!.startSeq = 20;
        f.excursions.find((e) => e.code === 'HVG-NORTH-CAPE')!.runs[0]!.durationMinutes = 600;
      },
      /routes\[0\] \(BGO-KKN-BGO\): calls\[5\] \(MOL\): arrival is not after the departure from the previous call \(times go backwards\)/,
      /routes\[1\] \(BGO-FRO\): a route needs at least 2 calls/,
      /excursions\[\d\] \(TOS-ARCTIC-CATHEDRAL\): runs\[0\]: startPort "TOS" is not the port of call 20/,
      /excursions\[\d\] \(HVG-NORTH-CAPE\): runs\[0\]: ends after the ship leaves call 26/,
    );
  });
});

describe('ensureSeeded', () => {
  it('imports the demo catalogue once, from the first start date in the operator time zone', async () => {
    const fresh = await createTestDatabase();
    try {
      const deps = {
        database: fresh.database,
        config: loadConfig({ DEMO_CATALOG_DAYS: '2' }),
        // 23:30 UTC is already the next day in Oslo.
        clock: new ManualClock('2027-03-09T23:30:00Z'),
        logger: pino({ level: 'silent' }),
      };
      await ensureSeeded(deps);
      const rows = await queryRows<{ n: number; first: string }>(
        fresh.database.db,
        sql`select count(*)::int as n, min(departure_at) as first from sailings`,
      );
      expect(rows[0]).toEqual({ n: 2 + 6, first: '2027-03-04 22:30:00' });
      deps.clock.set('2027-06-01T00:00:00Z');
      await ensureSeeded(deps);
      const again = await queryRows<{ n: number }>(fresh.database.db, sql`select count(*)::int as n from sailings`);
      expect(again[0]!.n).toBe(8);
    } finally {
      await fresh.close();
    }
  });
});
