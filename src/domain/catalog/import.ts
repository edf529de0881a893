/**
 * Loads a catalogue file into the database: validate (shape, references, rules), then write everything in
 * ONE transaction, so a failed import leaves nothing half-loaded.
 *
 * Re-import is idempotent and safe for live bookings: records are upserted by their natural keys
 * (port code, ship code, ship + grade code, ship + cabin number, sailing code, sailing + excursion, ...)
 * so the serial and uuid ids that bookings, allocations and quotes hold stay the same. Nothing a booking
 * may reference is ever deleted. The child lists of a record in the file (fares of a fare table, prices,
 * decks, tour stages, package items, a port's embarkation notifications) are replaced by the file's.
 */
import { and, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../platform/db/client.js';
import { queryRows } from '../../platform/db/client.js';
import * as catalogTables from './schema/catalog.js';
import * as extrasTables from './schema/extras.js';
import * as sailingTables from './schema/sailings.js';
import type { CatalogFile } from './format.js';
import { planCatalog, type CatalogPlan } from './materialize.js';
import { validateCatalog } from './validate.js';
import {
  embarkationChanges,
  fareRows,
  saleFareRows,
  gradeRows,
  packageItemRows,
  sailingsByCallCount,
  tourStageRouteRows,
  tourStageRows,
  vehicleCapacityRows,
  vehicleFareRows,
} from './import-rows.js';

export { CatalogError } from './validate.js';

/** The catalogue's tables, timetable included: this import is their one writer. */
const t = { ...catalogTables, ...extrasTables, ...sailingTables };

const BATCH_ROWS = 1000;

/** Whether any catalogue was imported (a sailing exists): the seed imports the demo only into an empty one. */
export async function hasSailings(db: Db | Tx): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from sailings) as any`);
  return row?.any === true;
}
// Serialises catalogue imports across connections and instances (two servers seeding at once).
const IMPORT_LOCK_KEY = 7420102;

export interface ImportSummary {
  /** true when nothing was written because `onlyIfEmpty` found sailings already. */
  skipped: boolean;
  ports: number;
  ships: number;
  decks: number;
  cabinGrades: number;
  cabins: number;
  routes: number;
  fareTables: number;
  fares: number;
  sailings: number;
  sailingCalls: number;
  addons: number;
  excursions: number;
  excursionDepartures: number;
  supplementalTours: number;
  packages: number;
  packageDepartures: number;
  embarkationNotifications: number;
  durationMs: number;
}

export interface ImportOptions {
  /** Import only when the database has no sailing yet (first-start seeding); checked under the import lock. */
  onlyIfEmpty?: boolean;
}

/** `excluded."column"` for each named column, the SET of an upsert that takes the incoming values. */
function fromExcluded<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await write(rows.slice(i, i + BATCH_ROWS));
}

export async function importCatalog(db: Db, input: unknown, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = performance.now();
  const file = validateCatalog(input);
  return importPlannedCatalog(db, file, planCatalog(file), options, started);
}

/**
 * Writes a file already validated and planned (the portal's upload does both in a worker thread,
 * catalog/check-worker.ts); `started` is when the import began, for its duration.
 */
export async function importPlannedCatalog(
  db: Db,
  file: CatalogFile,
  plan: CatalogPlan,
  options: ImportOptions = {},
  started = performance.now(),
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    skipped: false,
    ports: file.ports.length,
    ships: file.ships.length,
    decks: file.ships.reduce((n, s) => n + s.decks.length, 0),
    cabinGrades: file.ships.reduce((n, s) => n + s.grades.length, 0),
    cabins: plan.cabins.length,
    routes: file.routes.length,
    fareTables: file.fareTables.length,
    fares: file.fareTables.reduce((n, f) => n + f.fares.length + f.vehicleFares.length, 0),
    sailings: plan.sailings.length,
    sailingCalls: plan.sailings.reduce((n, s) => n + s.calls.length, 0),
    addons: file.addons.length,
    excursions: file.excursions.length,
    excursionDepartures: plan.excursionDepartures.length,
    supplementalTours: file.supplementalTours.length,
    packages: file.packages.length,
    packageDepartures: plan.packageDepartures.length,
    embarkationNotifications: file.embarkationNotifications.length,
    durationMs: 0,
  };

  const written = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    if (options.onlyIfEmpty) {
      if (await hasSailings(tx)) return false;
    }
    await load(tx, file, plan);
    return true;
  });
  summary.skipped = !written;
  summary.durationMs = Math.round(performance.now() - started);
  return summary;
}

/**
 * Writes the file table by table, parents before children. Sailings come before the excursion and package
 * departures that refer to them by id.
 */
async function load(tx: Tx, file: CatalogFile, plan: CatalogPlan): Promise<void> {
  await loadPorts(tx, file);
  await loadShips(tx, file, plan);
  await loadRoutesAndFares(tx, file);
  const sailingIds = await loadSailings(tx, plan);
  await loadAddons(tx, file);
  await loadExcursions(tx, file, plan, sailingIds);
  await loadSupplementalTours(tx, file);
  await loadPackages(tx, file, plan, sailingIds);
  await loadEmbarkationNotifications(tx, file);
}

async function loadPorts(tx: Tx, file: CatalogFile): Promise<void> {
  await inBatches(file.ports, (batch) =>
    tx
      .insert(t.ports)
      .values(batch.map((p) => ({ code: p.code, name: p.name, countryCode: p.countryCode })))
      .onConflictDoUpdate({ target: t.ports.code, set: fromExcluded(t.ports, ['name', 'countryCode']) }),
  );
}

/** Ships, their decks (replaced), grades and cabins. */
async function loadShips(tx: Tx, file: CatalogFile, plan: CatalogPlan): Promise<void> {
  if (file.ships.length === 0) return;
  const shipCodes = file.ships.map((s) => s.code);
  await tx
    .insert(t.ships)
    .values(file.ships.map((s) => ({ code: s.code, name: s.name, yearBuilt: s.yearBuilt })))
    .onConflictDoUpdate({ target: t.ships.code, set: fromExcluded(t.ships, ['name', 'yearBuilt']) });
  await tx.delete(t.decks).where(inArray(t.decks.shipCode, shipCodes));
  await tx
    .insert(t.decks)
    .values(file.ships.flatMap((s) => s.decks.map((d) => ({ shipCode: s.code, deck: d.deck, name: d.name }))));
  const grades = await tx
    .insert(t.cabinGrades)
    .values(gradeRows(file))
    .onConflictDoUpdate({
      target: [t.cabinGrades.shipCode, t.cabinGrades.code],
      set: fromExcluded(t.cabinGrades, [
        'cabinType',
        'description',
        'minimumOccupancy',
        'maximumOccupancy',
        'hasSpecificCabins',
        'capacity',
        'singleSupplementPct',
      ]),
    })
    .returning({ id: t.cabinGrades.id, shipCode: t.cabinGrades.shipCode, code: t.cabinGrades.code });
  const gradeIds = new Map(grades.map((g) => [`${g.shipCode} ${g.code}`, g.id]));
  await inBatches(plan.cabins, (batch) =>
    tx
      .insert(t.cabins)
      .values(
        batch.map((c) => ({
          shipCode: c.shipCode,
          gradeId: gradeIds.get(`${c.shipCode} ${c.gradeCode}`)!,
          deck: c.deck,
          number: c.number,
        })),
      )
      .onConflictDoUpdate({ target: [t.cabins.shipCode, t.cabins.number], set: fromExcluded(t.cabins, ['gradeId', 'deck']) }),
  );
}

/** Routes, fare tables and their fares (replaced). */
async function loadRoutesAndFares(tx: Tx, file: CatalogFile): Promise<void> {
  if (file.routes.length > 0) {
    await tx
      .insert(t.routes)
      .values(file.routes.map((r) => ({ code: r.code, name: r.name })))
      .onConflictDoUpdate({ target: t.routes.code, set: fromExcluded(t.routes, ['name']) });
  }
  const saleFares = saleFareRows(file);
  if (saleFares.length > 0) {
    await tx
      .insert(t.fareCodes)
      .values(saleFares)
      .onConflictDoUpdate({
        target: t.fareCodes.code,
        set: fromExcluded(t.fareCodes, [
          'name',
          'position',
          'depositPercent',
          'depositRefundable',
          'cancellation',
          'changes',
          'closesDaysBeforeDeparture',
          'cabinsPerSailing',
        ]),
      });
  }
  if (file.fareTables.length === 0) return;
  const codes = file.fareTables.map((f) => f.code);
  await tx
    .insert(t.fareTables)
    .values(file.fareTables.map((f) => ({ code: f.code, description: f.description })))
    .onConflictDoUpdate({ target: t.fareTables.code, set: fromExcluded(t.fareTables, ['description']) });
  await tx.delete(t.fares).where(inArray(t.fares.fareTableCode, codes));
  await tx.delete(t.vehicleFares).where(inArray(t.vehicleFares.fareTableCode, codes));
  await inBatches(fareRows(file), (batch) => tx.insert(t.fares).values(batch));
  await inBatches(vehicleFareRows(file), (batch) => tx.insert(t.vehicleFares).values(batch));
}

/** Sailings, their calls and vehicle capacity; answers each sailing's id by its code. */
async function loadSailings(tx: Tx, plan: CatalogPlan): Promise<Map<string, number>> {
  const sailingIds = new Map<string, number>();
  await inBatches(plan.sailings, async (batch) => {
    const rows = await tx
      .insert(t.sailings)
      .values(
        batch.map((s) => ({
          code: s.code,
          routeCode: s.routeCode,
          shipCode: s.shipCode,
          fareTableCode: s.fareTableCode,
          departureAt: s.departureAt,
          arrivalAt: s.arrivalAt,
        })),
      )
      .onConflictDoUpdate({
        target: t.sailings.code,
        set: fromExcluded(t.sailings, ['routeCode', 'shipCode', 'fareTableCode', 'departureAt', 'arrivalAt']),
      })
      .returning({ id: t.sailings.id, code: t.sailings.code });
    for (const row of rows) sailingIds.set(row.code, row.id);
  });
  const calls = plan.sailings.flatMap((s) =>
    s.calls.map((c) => ({ sailingId: sailingIds.get(s.code)!, ...c })),
  );
  await inBatches(calls, (batch) =>
    tx
      .insert(t.sailingCalls)
      .values(batch)
      .onConflictDoUpdate({
        target: [t.sailingCalls.sailingId, t.sailingCalls.seq],
        set: fromExcluded(t.sailingCalls, ['portCode', 'arrivalAt', 'departureAt']),
      }),
  );
  // A sailing whose route got shorter keeps no calls beyond its new last one.
  for (const [count, ids] of sailingsByCallCount(plan, sailingIds)) {
    await inBatches(ids, (batch) =>
      tx.delete(t.sailingCalls).where(and(inArray(t.sailingCalls.sailingId, batch), sql`${t.sailingCalls.seq} >= ${count}`)),
    );
  }
  await inBatches(vehicleCapacityRows(plan, sailingIds), (batch) =>
    tx
      .insert(t.sailingVehicleCapacity)
      .values(batch)
      .onConflictDoUpdate({
        target: [t.sailingVehicleCapacity.sailingId, t.sailingVehicleCapacity.vehicleType],
        set: fromExcluded(t.sailingVehicleCapacity, ['capacity']),
      }),
  );
  return sailingIds;
}

/** Addons and their prices (replaced). */
async function loadAddons(tx: Tx, file: CatalogFile): Promise<void> {
  if (file.addons.length === 0) return;
  await tx
    .insert(t.addons)
    .values(
      file.addons.map((a) => ({
        code: a.code,
        id: a.id.toLowerCase(),
        kind: a.kind,
        description: a.description,
        priceUnit: a.priceUnit,
        shipCodes: a.shipCodes,
        mandatoryShipCodes: a.mandatoryShipCodes,
      })),
    )
    .onConflictDoUpdate({
      target: t.addons.code,
      set: fromExcluded(t.addons, ['id', 'kind', 'description', 'priceUnit', 'shipCodes', 'mandatoryShipCodes']),
    });
  await tx.delete(t.addonPrices).where(
    inArray(
      t.addonPrices.addonCode,
      file.addons.map((a) => a.code),
    ),
  );
  await tx.insert(t.addonPrices).values(file.addons.flatMap((a) => a.prices.map((p) => ({ addonCode: a.code, ...p }))));
}

/** Excursions, their prices (replaced) and their departures on the sailings. */
async function loadExcursions(
  tx: Tx,
  file: CatalogFile,
  plan: CatalogPlan,
  sailingIds: Map<string, number>,
): Promise<void> {
  if (file.excursions.length > 0) {
    await tx
      .insert(t.excursions)
      .values(
        file.excursions.map((e) => ({
          code: e.code,
          description: e.description,
          startPortCode: e.startPort,
          endPortCode: e.endPort,
        })),
      )
      .onConflictDoUpdate({
        target: t.excursions.code,
        set: fromExcluded(t.excursions, ['description', 'startPortCode', 'endPortCode']),
      });
    await tx.delete(t.excursionPrices).where(
      inArray(
        t.excursionPrices.excursionCode,
        file.excursions.map((e) => e.code),
      ),
    );
    await tx
      .insert(t.excursionPrices)
      .values(file.excursions.flatMap((e) => e.prices.map((p) => ({ excursionCode: e.code, ...p }))));
  }
  await inBatches(plan.excursionDepartures, (batch) =>
    tx
      .insert(t.excursionDepartures)
      .values(batch.map(({ sailingCode, ...d }) => ({ ...d, sailingId: sailingIds.get(sailingCode)! })))
      // The id stays as first written: quotes and allocations refer to it.
      .onConflictDoUpdate({
        target: [t.excursionDepartures.sailingId, t.excursionDepartures.excursionCode],
        set: fromExcluded(t.excursionDepartures, ['startSeq', 'endSeq', 'startAt', 'endAt', 'seats']),
      }),
  );
}

/** Supplemental tours, their prices, stages and selectable routes (replaced). */
async function loadSupplementalTours(tx: Tx, file: CatalogFile): Promise<void> {
  if (file.supplementalTours.length === 0) return;
  const codes = file.supplementalTours.map((s) => s.code);
  await tx
    .insert(t.supplementalTours)
    .values(
      file.supplementalTours.map((s) => ({
        code: s.code,
        category: s.category,
        portCode: s.port,
        name: s.name,
        description: s.description,
        nights: s.nights,
      })),
    )
    .onConflictDoUpdate({
      target: t.supplementalTours.code,
      set: fromExcluded(t.supplementalTours, ['category', 'portCode', 'name', 'description', 'nights']),
    });
  await tx.delete(t.supplementalTourPrices).where(inArray(t.supplementalTourPrices.tourCode, codes));
  await tx
    .insert(t.supplementalTourPrices)
    .values(file.supplementalTours.flatMap((s) => s.prices.map((p) => ({ tourCode: s.code, ...p }))));
  await tx.delete(t.tourStages).where(inArray(t.tourStages.tourCode, codes));
  await tx.delete(t.tourStageRoutes).where(inArray(t.tourStageRoutes.tourCode, codes));
  const stages = tourStageRows(file);
  if (stages.length > 0) await tx.insert(t.tourStages).values(stages);
  const stageRoutes = tourStageRouteRows(file);
  if (stageRoutes.length > 0) {
    await tx
      .insert(t.tourStageRoutes)
      .values(stageRoutes)
      // An id may move here from a tour that is not in this file.
      .onConflictDoUpdate({
        target: t.tourStageRoutes.id,
        set: fromExcluded(t.tourStageRoutes, ['tourCode', 'stageId', 'departureCode', 'arrivalCode', 'isDefault']),
      });
  }
}

/** Packages, their prices and items (replaced), and their departures on the sailings. */
async function loadPackages(
  tx: Tx,
  file: CatalogFile,
  plan: CatalogPlan,
  sailingIds: Map<string, number>,
): Promise<void> {
  if (file.packages.length > 0) {
    const codes = file.packages.map((p) => p.code);
    await tx
      .insert(t.packages)
      .values(
        file.packages.map((p) => ({
          code: p.code,
          id: p.id.toLowerCase(),
          name: p.name,
          description: p.description,
          durationDays: p.durationDays,
          routeCode: p.route,
          fromPortCode: p.fromPort,
          toPortCode: p.toPort,
        })),
      )
      .onConflictDoUpdate({
        target: t.packages.code,
        set: fromExcluded(t.packages, ['id', 'name', 'description', 'durationDays', 'routeCode', 'fromPortCode', 'toPortCode']),
      });
    await tx.delete(t.packagePrices).where(inArray(t.packagePrices.packageCode, codes));
    await tx
      .insert(t.packagePrices)
      .values(file.packages.flatMap((p) => p.prices.map((price) => ({ packageCode: p.code, ...price }))));
    await tx.delete(t.packageItems).where(inArray(t.packageItems.packageCode, codes));
    const items = packageItemRows(file);
    if (items.length > 0) await tx.insert(t.packageItems).values(items);
  }
  await inBatches(plan.packageDepartures, (batch) =>
    tx
      .insert(t.packageDepartures)
      .values(batch.map(({ sailingCode, ...d }) => ({ ...d, sailingId: sailingIds.get(sailingCode)! })))
      .onConflictDoUpdate({
        target: [t.packageDepartures.packageCode, t.packageDepartures.sailingId],
        set: fromExcluded(t.packageDepartures, ['fromSeq', 'toSeq', 'startAt', 'endAt']),
      }),
  );
}

/** The file's list replaces the list of each of its ports (import-rows.ts embarkationChanges matches them). */
async function loadEmbarkationNotifications(tx: Tx, file: CatalogFile): Promise<void> {
  const portCodes = file.ports.map((p) => p.code);
  const stored =
    portCodes.length === 0
      ? []
      : await tx
          .select({
            id: t.embarkationNotifications.id,
            portCode: t.embarkationNotifications.portCode,
            validFrom: t.embarkationNotifications.validFrom,
            validTo: t.embarkationNotifications.validTo,
          })
          .from(t.embarkationNotifications)
          .where(inArray(t.embarkationNotifications.portCode, portCodes));
  const { updates, fresh, stale } = embarkationChanges(stored, file);
  for (const { id, messages } of updates) {
    await tx
      .update(t.embarkationNotifications)
      .set({ messages })
      .where(sql`${t.embarkationNotifications.id} = ${id}`);
  }
  if (stale.length > 0) await tx.delete(t.embarkationNotifications).where(inArray(t.embarkationNotifications.id, stale));
  if (fresh.length > 0) await tx.insert(t.embarkationNotifications).values(fresh);
}
