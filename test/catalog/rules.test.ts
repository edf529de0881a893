/**
 * The catalogue's rules beyond its schema (validate.ts), one section at a time, on the demo catalogue
 * with one thing broken: every problem names its record and what is wrong, and nothing else is reported.
 */
import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../../src/domain/catalog/demo.js';
import type { CatalogFile } from '../../src/domain/catalog/format.js';
import { problemsOf } from '../support/catalog.js';

const demo = generateDemoCatalog({ startDate: '2027-01-01', days: 3, shipCount: 2 });

const problemsAfter = (change: (file: CatalogFile) => void) => problemsOf(demo, change);

describe('catalogue rules', () => {
  it('accepts the demo catalogue', () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it('names duplicate codes, and reports a port used but not defined where it is used', () => {
    const port = demo.ports[0]!;
    expect(problemsAfter((f) => f.ports.push({ ...port }))).toEqual([
      `ports[${demo.ports.length}] (${port.code}): duplicate code "${port.code}"`,
    ]);
    const tour = demo.supplementalTours[1]!;
    expect(
      problemsAfter((f) => {
        f.supplementalTours[1]!.port = 'XXX';
      }),
    ).toContain(`supplementalTours[1] (${tour.code}): port "XXX" is not defined`);
  });

  it('checks a grade: occupancy in order, capacity only without specific cabins', () => {
    const ship = demo.ships[0]!;
    const grade = ship.grades[0]!;
    const problems = problemsAfter((f) => {
      f.ships[0]!.grades[0]!.minimumOccupancy = grade.maximumOccupancy + 1;
    });
    expect(problems).toEqual([
      `ships[0] (${ship.code}): grades[0] (${grade.code}): minimumOccupancy ${grade.maximumOccupancy + 1} is above maximumOccupancy ${grade.maximumOccupancy}`,
    ]);
  });

  it('requires a sailing’s route, ship and fare table to exist', () => {
    const sailing = demo.sailings[0]!;
    expect(
      problemsAfter((f) => {
        f.sailings[0]!.ship = 'NOPE';
        f.sailings[0]!.fareTable = 'NOPE';
      }),
    ).toEqual([
      `sailings[0] (${sailing.code}): ship "NOPE" is not defined`,
      `sailings[0] (${sailing.code}): fare table "NOPE" is not defined`,
    ]);
  });

  it('requires one default route per tour stage', () => {
    const tour = demo.supplementalTours.find((t) => t.stages.some((s) => s.routes.length > 1))!;
    const i = demo.supplementalTours.indexOf(tour);
    const s = tour.stages.findIndex((stage) => stage.routes.length > 1);
    const stage = tour.stages[s]!;
    expect(
      problemsAfter((f) => {
        for (const route of f.supplementalTours[i]!.stages[s]!.routes) route.isDefault = true;
      }),
    ).toEqual([
      `supplementalTours[${i}] (${tour.code}): stages[${s}] (${stage.stageId}): exactly one route must be the default (has ${stage.routes.length})`,
    ]);
  });

  it('checks a package’s duration against its voyage, and its items once each', () => {
    const pkg = demo.packages[0]!;
    const problems = problemsAfter((f) => {
      f.packages[0]!.durationDays = 99;
      f.packages[0]!.items.push({ ...f.packages[0]!.items[0]! });
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(new RegExp(`^packages\\[0\\] \\(${pkg.code}\\): durationDays is 99 but the voyage`));
    const item = pkg.items[0]!;
    expect(problems[1]).toBe(
      `packages[0] (${pkg.code}): items[${pkg.items.length}] (${item.kind} ${item.code}): listed twice`,
    );
  });

  it('names an embarkation notification given twice for the same port and dates', () => {
    const n = demo.embarkationNotifications[0]!;
    const at = demo.embarkationNotifications.length;
    expect(problemsAfter((f) => f.embarkationNotifications.push({ ...n }))).toEqual([
      `embarkationNotifications[${at}] (${n.port} ${n.validFrom}..${n.validTo}): defined twice for the same port and dates`,
    ]);
  });
});
