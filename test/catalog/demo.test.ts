import { describe, expect, it } from 'vitest';
import { STANDARD_FARE_RULES } from '../../src/domain/pricing/fare-rules.js';
import { demoFleet, generateDemoCatalog } from '../../src/domain/catalog/demo.js';
import { GUEST_TYPES } from '../../src/domain/catalog/format.js';
import { planCatalog } from '../../src/domain/catalog/materialize.js';
import { validateCatalog } from '../../src/domain/catalog/validate.js';
import { addDays } from '../../src/domain/catalog/time.js';

const full = generateDemoCatalog({ startDate: '2027-01-01', days: 30 });
const plan = planCatalog(full);

describe('demo catalogue generator', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(generateDemoCatalog({ startDate: '2027-01-01', days: 30 }))).toBe(JSON.stringify(full));
    // A ship keeps its cabins whatever the start date.
    const later = generateDemoCatalog({ startDate: '2027-03-15', days: 5 });
    expect(later.ships).toEqual(full.ships);
  });

  it('is a valid catalogue file', () => {
    expect(() => validateCatalog(full)).not.toThrow();
    expect(() => validateCatalog(generateDemoCatalog({ startDate: '2027-06-20', days: 3, shipCount: 2 }))).not.toThrow();
  });

  it('has the real ports and fleet', () => {
    expect(full.ports.length).toBeGreaterThanOrEqual(30);
    expect(full.ports.map((p) => p.code)).toEqual(expect.arrayContaining(['BGO', 'TRD', 'BOO', 'TOS', 'HVG', 'KKN', 'VDS']));
    for (const port of full.ports) expect(Object.keys(port.name).sort()).toEqual(['de', 'en', 'nb']);
    expect(full.ships.length).toBeGreaterThanOrEqual(7);
    expect(full.ships.map((s) => s.code)).toEqual(['RW', 'NL', 'NK', 'NN', 'KH', 'PL', 'VA', 'TF', 'HC', 'HS', 'HP']);
  });

  it('gives every ship 150-500 cabins on 4-7 decks, 6+ grades and one grade without specific cabins', () => {
    const gradeCodes = new Set<string>();
    for (const ship of full.ships) {
      const cabins = plan.cabins.filter((c) => c.shipCode === ship.code);
      expect(cabins.length, ship.code).toBeGreaterThanOrEqual(150);
      expect(cabins.length, ship.code).toBeLessThanOrEqual(500);
      expect(ship.decks.length).toBeGreaterThanOrEqual(4);
      expect(ship.decks.length).toBeLessThanOrEqual(7);
      expect(ship.grades.filter((g) => g.hasSpecificCabins).length).toBeGreaterThanOrEqual(6);
      const guarantee = ship.grades.filter((g) => !g.hasSpecificCabins);
      expect(guarantee).toHaveLength(1);
      expect(guarantee[0]).toMatchObject({ code: 'IG', cabinType: 'Inside' });
      expect(guarantee[0]!.capacity).toBeGreaterThan(0);
      ship.grades.forEach((g) => gradeCodes.add(g.code));
    }
    // Grade codes are shared across the fleet.
    expect([...gradeCodes].sort()).toEqual(['I2', 'I4', 'IG', 'MG', 'O2', 'O4', 'U2', 'XJ']);
  });

  it('runs one 11-day rotation a day: Bergen 22:30, Tromsø day 3 11:45, Kirkenes day 6, Bergen day 11', () => {
    const route = full.routes[0]!;
    expect(route.code).toBe('BGO-KKN-BGO');
    expect(route.calls).toHaveLength(66);
    const sailing = plan.sailings.find((s) => s.departureAt === '2027-01-10 22:30:00')!;
    expect(sailing.code).toMatch(/^[A-Z]{2}-2027-01-10$/);
    expect(sailing.calls[0]).toMatchObject({ portCode: 'BGO', arrivalAt: null, departureAt: '2027-01-10 22:30:00' });
    expect(sailing.calls.find((c) => c.portCode === 'TOS')!.arrivalAt).toBe('2027-01-13 11:45:00');
    expect(sailing.calls.find((c) => c.portCode === 'KKN')).toMatchObject({
      seq: 33,
      arrivalAt: '2027-01-16 09:00:00',
      departureAt: '2027-01-16 12:30:00',
    });
    expect(sailing.calls.at(-1)).toMatchObject({ portCode: 'BGO', arrivalAt: '2027-01-21 14:30:00', departureAt: null });
    expect(sailing.calls.filter((c) => c.portCode === 'VDS')).toHaveLength(1);
    // Rotation d uses ship d mod n: with 11 ships, a ship is back in Bergen the day it leaves again.
    const nextOfShip = plan.sailings.find((s) => s.shipCode === sailing.shipCode && s.code !== sailing.code && s.departureAt > sailing.departureAt)!;
    expect(nextOfShip.departureAt).toBe('2027-01-21 22:30:00');
  });

  it('has a northbound and a southbound departure every day', () => {
    expect(full.sailings).toHaveLength(30 + 6);
    for (let i = 0; i < 30; i += 1) {
      const date = addDays('2027-01-01', i);
      const northbound = plan.sailings.filter((s) => s.calls[0]!.departureAt!.startsWith(date));
      const southbound = plan.sailings.filter((s) => s.calls.some((c) => c.portCode === 'KKN' && c.departureAt?.startsWith(date)));
      expect(northbound, date).toHaveLength(1);
      expect(southbound, date).toHaveLength(1);
    }
  });

  it('prices every grade of every sailing for every guest type in NOK and EUR', () => {
    expect(full.currencies).toEqual(['NOK', 'EUR']);
    for (const sailing of full.sailings) {
      const ship = full.ships.find((s) => s.code === sailing.ship)!;
      const table = full.fareTables.find((f) => f.code === sailing.fareTable)!;
      for (const grade of ship.grades) {
        for (const guestType of GUEST_TYPES) {
          for (const currency of full.currencies) {
            expect(table.fares.some((f) => f.grade === grade.code && f.guestType === guestType && f.currency === currency)).toBe(true);
          }
        }
      }
    }
    const adult = full.fareTables[0]!.fares.find((f) => f.grade === 'I2' && f.guestType === 'ADULT' && f.currency === 'NOK')!;
    const child = full.fareTables[0]!.fares.find((f) => f.grade === 'I2' && f.guestType === 'CHILD' && f.currency === 'NOK')!;
    expect(child.perLeg).toBeLessThan(adult.perLeg);
    expect(Number.isInteger(adult.base) && Number.isInteger(adult.perLeg)).toBe(true);
    // Seasons: the winter and summer tables differ.
    const year = generateDemoCatalog({ startDate: '2027-01-01', days: 365, shipCount: 1 });
    expect(year.fareTables.map((f) => f.code)).toEqual(
      expect.arrayContaining(['WINTER-2027', 'SPRING-2027', 'SUMMER-2027', 'AUTUMN-2027']),
    );
  });

  it('has the extras the contract names', () => {
    expect(full.excursions.map((e) => e.code)).toEqual(
      expect.arrayContaining(['TOS-ARCTIC-CATHEDRAL', 'HVG-NORTH-CAPE', 'STM-LOFOTEN', 'TRD-NIDAROS', 'AES-CITY-WALK', 'BOO-SALTSTRAUMEN', 'KKN-KING-CRAB']),
    );
    expect(new Set(full.excursions.map((e) => e.startPort)).size).toBeGreaterThanOrEqual(8);
    for (const e of full.excursions) {
      expect(e.runs[0]!.seats).toBeGreaterThanOrEqual(20);
      expect(e.runs[0]!.seats).toBeLessThanOrEqual(60);
    }
    const lofoten = full.excursions.find((e) => e.code === 'STM-LOFOTEN')!;
    expect([lofoten.startPort, lofoten.endPort]).toEqual(['STM', 'SVJ']);
    expect(plan.excursionDepartures.filter((d) => d.excursionCode === 'TOS-ARCTIC-CATHEDRAL')).toHaveLength(full.sailings.length);

    const wifi = full.addons.find((a) => a.code === 'WIFI')!;
    expect(wifi.mandatoryShipCodes).toEqual(['HC', 'HS', 'HP']);
    expect(full.addons.filter((a) => a.kind === 'MEAL').map((a) => a.code)).toEqual(['BREAKFAST', 'DINNER', 'FULLBOARD']);

    const tours = full.supplementalTours;
    expect(tours.find((t) => t.code === 'BGO-PRE-1N')).toMatchObject({ category: 'Arrival', port: 'BGO' });
    expect(tours.find((t) => t.code === 'BGO-PRE-1N')!.stages[0]!.routes.map((r) => `${r.departureCode}-${r.arrivalCode}`)).toEqual([
      'OSL-BGO',
      'TRD-BGO',
      'SVG-BGO',
    ]);
    expect(tours.find((t) => t.code === 'KKN-POST-SNOWHOTEL')!.stages[0]!.routes.map((r) => `${r.departureCode}-${r.arrivalCode}`)).toEqual([
      'KKN-OSL',
      'KKN-TOS',
    ]);
    expect(tours.some((t) => t.stages.length === 0)).toBe(true);

    expect(full.packages.map((p) => [p.code, p.fromPort, p.toPort, p.durationDays])).toEqual([
      ['ROUND-12D', 'BGO', 'BGO', 12],
      ['NORTH-7D', 'BGO', 'KKN', 7],
      ['SOUTH-6D', 'KKN', 'BGO', 6],
    ]);
    const south = plan.packageDepartures.find((d) => d.packageCode === 'SOUTH-6D' && d.startAt.startsWith('2027-01-01'))!;
    expect(south).toMatchObject({ fromSeq: 33, toSeq: 65, startAt: '2027-01-01 12:30:00', endAt: '2027-01-06 14:30:00' });
  });

  it('offers two or more Arrival and Departure tours where voyages start and end, one of each kind with selectable routes', () => {
    for (const port of ['BGO', 'TOS', 'KKN']) {
      for (const category of ['Arrival', 'Departure'] as const) {
        const here = full.supplementalTours.filter((t) => t.port === port && t.category === category);
        expect(here.length, `${category} tours at ${port}`).toBeGreaterThanOrEqual(2);
        expect(
          here.some((t) => t.stages.some((stage) => stage.routes.length >= 2)),
          `${category} tour with selectable routes at ${port}`,
        ).toBe(true);
      }
    }
  });

  it('has embarkation notifications for some ports only, localized', () => {
    const ports = new Set(full.embarkationNotifications.map((n) => n.port));
    expect(ports.has('BGO')).toBe(true);
    expect(ports.size).toBeLessThan(full.ports.length / 2);
    const bergen = full.embarkationNotifications.find((n) => n.port === 'BGO' && n.validFrom === '2027-01-01')!;
    expect(bergen.validTo).toBe('2027-12-31');
    expect(bergen.messages.map((m) => m.locale)).toEqual(['en', 'nb', 'de']);
    const tender = full.embarkationNotifications.find((n) => /tender/i.test(n.messages[0]!.value))!;
    expect(tender.validFrom.slice(5)).not.toBe('01-01');
  });

  it('uses an even spread of the fleet for a smaller catalogue', () => {
    expect(demoFleet(2)).toEqual(['RW', 'HP']);
    expect(demoFleet(3)).toEqual(['RW', 'PL', 'HP']);
    const small = generateDemoCatalog({ startDate: '2027-01-10', days: 3, shipCount: 2 });
    expect(small.ships.map((s) => s.code)).toEqual(['RW', 'HP']);
    expect(small.sailings).toHaveLength(9);
    expect(small.addons.find((a) => a.code === 'WIFI')!.mandatoryShipCodes).toEqual(['HP']);
  });
});

describe('docs/catalog-format.md', () => {
  it('has a valid example file', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(new URL('../../docs/catalog-format.md', import.meta.url), 'utf8');
    // The example file is the first JSON block of its section (the fares' section shows one fare's record above it).
    const example = /```json\n([\s\S]*?)\n```/.exec(text.slice(text.indexOf('\n## Example')))![1]!;
    const file = validateCatalog(JSON.parse(example));
    const examplePlan = planCatalog(file);
    expect(examplePlan.sailings[0]).toMatchObject({ departureAt: '2027-01-10 22:30:00', arrivalAt: '2027-01-11 16:00:00' });
    expect(examplePlan.cabins).toHaveLength(42);
    expect(examplePlan.excursionDepartures[0]).toMatchObject({ startAt: '2027-01-11 09:45:00', endAt: '2027-01-11 11:45:00' });
    expect(examplePlan.packageDepartures).toHaveLength(1);
  });

  it('shows STANDARD as the service defines it', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(new URL('../../docs/catalog-format.md', import.meta.url), 'utf8');
    const block = /```json\n([\s\S]*?)\n```/.exec(text.slice(text.indexOf('\n### Fare')))![1]!;
    const { code, name, ...rules } = JSON.parse(block) as Record<string, unknown>;
    expect({ code, name, rules }).toEqual({ code: 'STANDARD', name: 'Standard', rules: STANDARD_FARE_RULES });
  });
});
