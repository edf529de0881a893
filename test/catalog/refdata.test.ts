import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/main/app.js';
import { ManualClock } from '../../src/kernel/clock.js';
import { loadConfig } from '../../src/kernel/config.js';
import type { CatalogFile } from '../../src/domain/catalog/format.js';
import type { RefdataPackage, RefdataPort, RefdataShip } from '../../src/domain/catalog/refdata.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { seedTestCatalog } from '../support/catalog.js';
import { ensureSandboxAgencies, memoryKeySource, sandboxAuth, type InjectAuth } from '../support/auth.js';

let tdb: TestDatabase;
let app: FastifyInstance;
let catalog: CatalogFile;
let auth: InjectAuth;
/** Reference data is read with the partner credentials, like every V2 call. */
const get = (url: string) => app.inject({ method: 'GET', url, ...auth });
// Noon in Oslo on 12 January 2027: departures on the 10th and 11th are past, the 12th's (22:30) is not.
const clock = new ManualClock('2027-01-12T11:00:00Z');

beforeAll(async () => {
  tdb = await createTestDatabase();
  const started = performance.now();
  catalog = await seedTestCatalog(tdb.database.db, { startDate: '2027-01-10', days: 5 });
  console.info(`test catalogue (2 ships, 5 days) imported in ${Math.round(performance.now() - started)} ms on ${tdb.database.engine}`);
  await ensureSandboxAgencies(tdb.database.db);
  app = await buildApp({ config: loadConfig({}), database: tdb.database, clock, keySource: memoryKeySource() });
  auth = await sandboxAuth(app);
});
afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

describe('credentials', () => {
  it('are needed to read reference data', async () => {
    expect((await app.inject('/api/v2/refdata/ships')).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v2/refdata/ships', headers: auth.headers })).statusCode).toBe(400);
  });
});

describe('GET /api/v2/refdata/ships', () => {
  it('lists the ships with decks, grades and cabin counts', async () => {
    const res = await get('/api/v2/refdata/ships');
    expect(res.statusCode).toBe(200);
    const ships = res.json<RefdataShip[]>();
    expect(ships.map((s) => s.code)).toEqual(['HP', 'RW']);
    const rw = ships.find((s) => s.code === 'RW')!;
    const source = catalog.ships.find((s) => s.code === 'RW')!;
    expect(rw).toMatchObject({ code: 'RW', name: 'MS Richard With', yearBuilt: 1993 });
    expect(rw.decks.map((d) => d.deck)).toEqual(source.decks.map((d) => d.deck));
    expect(rw.decks.reduce((n, d) => n + d.cabinCount, 0)).toBe(rw.cabinCount);
    expect(rw.cabinCount).toBe(source.cabins.reduce((n, b) => n + (b.to! - b.from! + 1), 0));
    expect(rw.grades.find((g) => g.code === 'I2')).toEqual({
      code: 'I2',
      cabinType: 'Inside',
      description: 'Inside cabin, two lower berths',
      minimumOccupancy: 1,
      maximumOccupancy: 2,
      hasSpecificCabins: true,
      cabinCount: source.cabins.filter((b) => b.grade === 'I2').reduce((n, b) => n + (b.to! - b.from! + 1), 0),
    });
    expect(rw.grades.find((g) => g.code === 'IG')).toMatchObject({ hasSpecificCabins: false, cabinCount: 20 });
    expect(rw.grades.filter((g) => g.hasSpecificCabins).reduce((n, g) => n + g.cabinCount, 0)).toBe(rw.cabinCount);
  });
});

describe('GET /api/v2/refdata/ports', () => {
  it('lists the ports with localized names and country', async () => {
    const res = await get('/api/v2/refdata/ports');
    expect(res.statusCode).toBe(200);
    const ports = res.json<RefdataPort[]>();
    expect(ports).toHaveLength(34);
    expect(ports.find((p) => p.code === 'TOS')).toEqual({
      code: 'TOS',
      name: { en: 'Tromsø', nb: 'Tromsø', de: 'Tromsø' },
      countryCode: 'NO',
    });
  });
});

describe('GET /api/v2/refdata/packages', () => {
  it('lists each package with its future departure dates and supplemental packages', async () => {
    const res = await get('/api/v2/refdata/packages');
    expect(res.statusCode).toBe(200);
    const packages = res.json<RefdataPackage[]>();
    expect(packages.map((p) => p.packageCode)).toEqual(['NORTH-7D', 'ROUND-12D', 'SOUTH-6D']);
    for (const p of packages) expect(Object.keys(p).sort()).toEqual(['departures', 'durationDays', 'name', 'packageCode', 'supplementalPackages']);

    const round = packages.find((p) => p.packageCode === 'ROUND-12D')!;
    expect(round).toMatchObject({ name: 'Classic Round Voyage', durationDays: 12 });
    expect(round.departures).toEqual(['2027-01-12', '2027-01-13', '2027-01-14']);
    expect(round.supplementalPackages).toEqual([
      { code: 'BGO-PRE-1N', packageType: 'arrival', name: 'Bergen before the voyage' },
      { code: 'BGO-PRE-OSL-2N', packageType: 'arrival', name: 'Oslo and the Bergen Railway' },
      { code: 'BGO-POST-1N', packageType: 'departure', name: 'Bergen after the voyage' },
      { code: 'BGO-POST-FLAM', packageType: 'departure', name: 'Norway in a Nutshell' },
    ]);

    const north = packages.find((p) => p.packageCode === 'NORTH-7D')!;
    expect(north.supplementalPackages.map((s) => [s.code, s.packageType])).toEqual([
      ['BGO-PRE-1N', 'arrival'],
      ['BGO-PRE-OSL-2N', 'arrival'],
      ['KKN-POST-1N', 'departure'],
      ['KKN-POST-SNOWHOTEL', 'departure'],
    ]);

    // Southbound from Kirkenes on day 6 of each rotation: 2027-01-12 (12:30, still ahead) .. 2027-01-20.
    const south = packages.find((p) => p.packageCode === 'SOUTH-6D')!;
    expect(south.departures[0]).toBe('2027-01-12');
    expect(south.departures).toHaveLength(9);
    // Its Arrival tour at Kirkenes (KKN-PRE-1N) is already part of the package; the other one is not.
    expect(south.supplementalPackages.map((s) => [s.code, s.packageType])).toEqual([
      ['KKN-PRE-2N', 'arrival'],
      ['BGO-POST-1N', 'departure'],
      ['BGO-POST-FLAM', 'departure'],
    ]);
  });

  it('drops departures once they have left', async () => {
    clock.set('2027-01-12T21:45:00Z'); // 22:45 in Oslo: the 12th's 22:30 departure from Bergen has left
    try {
      const packages = (await get('/api/v2/refdata/packages')).json<RefdataPackage[]>();
      expect(packages.find((p) => p.packageCode === 'ROUND-12D')!.departures[0]).toBe('2027-01-13');
    } finally {
      clock.set('2027-01-12T11:00:00Z');
    }
  });
});

describe('OpenAPI', () => {
  it('documents the reference data routes with their response schemas', async () => {
    const doc = (await app.inject('/openapi.json')).json<{ paths: Record<string, { get: { responses: Record<string, unknown> } }> }>();
    for (const path of ['/api/v2/refdata/ships', '/api/v2/refdata/ports', '/api/v2/refdata/packages']) {
      expect(doc.paths[path]?.get.responses['200']).toBeDefined();
    }
    expect(JSON.stringify(doc.paths['/api/v2/refdata/packages'])).toContain('supplementalPackages');
  });
});
