/**
 * The rows the catalogue import writes, from the demo catalogue and hand-made cases: grade capacity, the
 * calls a shortened sailing loses, and how a re-import matches embarkation notifications.
 */
import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../../src/domain/catalog/demo.js';
import type { CatalogFile } from '../../src/domain/catalog/format.js';
import {
  embarkationChanges,
  fareRows,
  gradeRows,
  sailingsByCallCount,
  tourStageRouteRows,
  vehicleCapacityRows,
} from '../../src/domain/catalog/import-rows.js';
import { planCatalog } from '../../src/domain/catalog/materialize.js';

const file = generateDemoCatalog({ startDate: '2027-01-01', days: 3, shipCount: 2 });
const plan = planCatalog(file);

describe('import rows', () => {
  it('gives a grade sold by cabin no capacity, and one sold by place its capacity', () => {
    const rows = gradeRows(file);
    expect(rows).toHaveLength(file.ships.reduce((n, s) => n + s.grades.length, 0));
    for (const row of rows) {
      if (row.hasSpecificCabins) expect(row.capacity).toBeNull();
      else expect(row.capacity).toBeGreaterThanOrEqual(0);
    }
  });

  it('writes one fare row per fare of every table, and one tour route row per selectable route', () => {
    expect(fareRows(file)).toHaveLength(file.fareTables.reduce((n, f) => n + f.fares.length, 0));
    expect(tourStageRouteRows(file)).toHaveLength(
      file.supplementalTours.reduce((n, t) => n + t.stages.reduce((m, s) => m + s.routes.length, 0), 0),
    );
  });

  it('groups sailings by call count, and gives each sailing a car and a motorcycle capacity', () => {
    const ids = new Map(plan.sailings.map((s, i) => [s.code, i + 1]));
    const groups = sailingsByCallCount(plan, ids);
    expect([...groups.values()].flat().sort((a, b) => a - b)).toEqual([...ids.values()]);
    for (const [count, members] of groups) {
      for (const id of members) expect(plan.sailings[id - 1]!.calls).toHaveLength(count);
    }
    const capacities = vehicleCapacityRows(plan, ids);
    expect(capacities).toHaveLength(2 * plan.sailings.length);
    expect(capacities.slice(0, 2).map((c) => [c.sailingId, c.vehicleType])).toEqual([
      [1, 'CAR'],
      [1, 'MOTORCYCLE'],
    ]);
  });
});

describe('embarkationChanges', () => {
  const messages = (value: string) => [{ locale: 'en', value }];
  const notices = (...list: [string, string, string, string][]) =>
    ({
      embarkationNotifications: list.map(([port, validFrom, validTo, text]) => ({
        port,
        validFrom,
        validTo,
        messages: messages(text),
      })),
    }) as unknown as CatalogFile;

  it('keeps the id of a notification with the same port and dates, adds the new ones and drops the rest', () => {
    const stored = [
      { id: 1, portCode: 'BGO', validFrom: '2027-01-01', validTo: '2027-06-30' },
      { id: 2, portCode: 'BGO', validFrom: '2027-07-01', validTo: '2027-12-31' },
    ];
    const changes = embarkationChanges(
      stored,
      notices(
        ['BGO', '2027-01-01', '2027-06-30', 'Check-in 15:00'],
        ['BGO', '2027-07-01', '2027-09-30', 'Check-in 16:00'],
      ),
    );
    expect(changes).toEqual({
      updates: [{ id: 1, messages: messages('Check-in 15:00') }],
      fresh: [
        { portCode: 'BGO', validFrom: '2027-07-01', validTo: '2027-09-30', messages: messages('Check-in 16:00') },
      ],
      stale: [2],
    });
  });

  it('drops every stored notification of a port the file lists with none', () => {
    expect(embarkationChanges([{ id: 5, portCode: 'TOS', validFrom: 'a', validTo: 'b' }], notices()).stale).toEqual([
      5,
    ]);
  });
});
