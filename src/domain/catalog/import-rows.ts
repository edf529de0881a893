/**
 * The rows each catalogue table receives from a validated file and its plan, as the import writes them:
 * pure, so what is written can be read and tested without a database. import.ts does the writing.
 */
import type { CatalogFile, CatalogSaleFare } from './format.js';
import type { CatalogPlan } from './materialize.js';
import { STANDARD_FARE_CODE, type Fare } from '../pricing/fare-rules.js';

export function gradeRows(file: CatalogFile) {
  return file.ships.flatMap((s) =>
    s.grades.map((g) => ({
      shipCode: s.code,
      code: g.code,
      cabinType: g.cabinType,
      description: g.description,
      minimumOccupancy: g.minimumOccupancy,
      maximumOccupancy: g.maximumOccupancy,
      hasSpecificCabins: g.hasSpecificCabins,
      // A grade sold by place rather than by cabin has a capacity; one with numbered cabins has none.
      capacity: g.hasSpecificCabins ? null : (g.capacity ?? 0),
      singleSupplementPct: g.singleSupplementPct,
    })),
  );
}

/** A fare as the file writes it, as the service reads it (catalog-reads.ts fareCatalogue). */
export function fareOfFile(f: CatalogSaleFare): Fare {
  return {
    fareCode: f.code,
    name: f.name,
    depositPercent: f.depositPercent,
    depositRefundable: f.depositRefundable,
    cancellation: f.cancellation,
    changes: f.changes,
    closesDaysBeforeDeparture: f.closesDaysBeforeDeparture ?? null,
    cabinsPerSailing: f.cabinsPerSailing ?? null,
  };
}

/** The fares the file lists, in its order (search lists them so). */
export function saleFareRows(file: CatalogFile) {
  return (file.fares ?? []).map((f, position) => {
    const { fareCode, ...rules } = fareOfFile(f);
    return { code: fareCode, position, ...rules };
  });
}

export function fareRows(file: CatalogFile) {
  return file.fareTables.flatMap((table) =>
    table.fares.map((f) => ({
      fareTableCode: table.code,
      fareCode: f.fare ?? STANDARD_FARE_CODE,
      gradeCode: f.grade,
      guestType: f.guestType,
      currency: f.currency,
      baseAmount: f.base,
      perLegAmount: f.perLeg,
    })),
  );
}

export function vehicleFareRows(file: CatalogFile) {
  return file.fareTables.flatMap((table) =>
    table.vehicleFares.map((f) => ({
      fareTableCode: table.code,
      vehicleType: f.vehicleType,
      currency: f.currency,
      baseAmount: f.base,
      perLegAmount: f.perLeg,
    })),
  );
}

/** Sailing ids grouped by their number of calls: each group loses the calls from that seq on. */
export function sailingsByCallCount(plan: CatalogPlan, sailingIds: Map<string, number>): Map<number, number[]> {
  const byCallCount = new Map<number, number[]>();
  for (const s of plan.sailings) {
    const ids = byCallCount.get(s.calls.length) ?? [];
    ids.push(sailingIds.get(s.code)!);
    byCallCount.set(s.calls.length, ids);
  }
  return byCallCount;
}

export function vehicleCapacityRows(plan: CatalogPlan, sailingIds: Map<string, number>) {
  return plan.sailings.flatMap((s) =>
    (['CAR', 'MOTORCYCLE'] as const).map((vehicleType) => ({
      sailingId: sailingIds.get(s.code)!,
      vehicleType,
      capacity: s.vehicleCapacity[vehicleType],
    })),
  );
}

export function tourStageRows(file: CatalogFile) {
  return file.supplementalTours.flatMap((s) =>
    s.stages.map((stage) => ({ tourCode: s.code, stageId: stage.stageId, description: stage.description })),
  );
}

export function tourStageRouteRows(file: CatalogFile) {
  return file.supplementalTours.flatMap((s) =>
    s.stages.flatMap((stage) =>
      stage.routes.map((r) => ({
        id: r.id,
        tourCode: s.code,
        stageId: stage.stageId,
        departureCode: r.departureCode,
        arrivalCode: r.arrivalCode,
        isDefault: r.isDefault,
      })),
    ),
  );
}

export function packageItemRows(file: CatalogFile) {
  return file.packages.flatMap((p) =>
    p.items.map((item) => ({
      packageCode: p.code,
      kind: item.kind,
      itemCode: item.code,
      includedInFare: item.includedInFare,
    })),
  );
}

export interface StoredNotification {
  id: number;
  portCode: string;
  validFrom: string;
  validTo: string;
}

/**
 * The file's embarkation notifications against those stored for its ports: a notification is matched on
 * (port, validFrom, validTo), so an unchanged one keeps its id and only its messages are updated; the
 * others are new, and stored ones the file no longer has are stale.
 */
export function embarkationChanges(stored: StoredNotification[], file: CatalogFile) {
  const storedByKey = new Map(stored.map((n) => [`${n.portCode} ${n.validFrom} ${n.validTo}`, n.id]));
  const updates: { id: number; messages: CatalogFile['embarkationNotifications'][number]['messages'] }[] = [];
  const fresh: {
    portCode: string;
    validFrom: string;
    validTo: string;
    messages: CatalogFile['embarkationNotifications'][number]['messages'];
  }[] = [];
  for (const n of file.embarkationNotifications) {
    const id = storedByKey.get(`${n.port} ${n.validFrom} ${n.validTo}`);
    if (id === undefined)
      fresh.push({ portCode: n.port, validFrom: n.validFrom, validTo: n.validTo, messages: n.messages });
    else updates.push({ id, messages: n.messages });
  }
  const kept = new Set(updates.map((u) => u.id));
  const stale = stored.filter((n) => !kept.has(n.id)).map((n) => n.id);
  return { updates, fresh, stale };
}
