/** Create, step 2: the request against the session's search and the catalogue (create-rules.ts), and the voyage still on sale. */
import type { Tx } from '../../../platform/db/client.js';
import type { Clock } from '../../../kernel/clock.js';
import { localDateTime } from '../../../kernel/time.js';
import type { CatalogReads } from '../../catalog/catalog-reads.js';
import type { LegRange } from '../../inventory/inventory.js';
import { assertVoyageOnSale } from '../../catalog/sailings.js';
import type { SessionRecord } from '../../sessions/session-store.js';
import { checkCreateRequest, offeredVoyageOf } from '../create-rules.js';
import type { CreateBookingBody } from '../held-schemas.js';

export async function validateCreate(
  tx: Tx,
  deps: { catalog: CatalogReads; clock: Clock; timeZone: string },
  session: SessionRecord,
  body: CreateBookingBody,
) {
  const voyage = offeredVoyageOf(session.context.voyages, body.departureDate);
  const grades = voyage ? await deps.catalog.gradesOfShips(tx, [voyage.shipCode]) : [];
  const nowLocal = localDateTime(deps.clock.now(), deps.timeZone);
  checkCreateRequest({ body, voyage, grades, guests: session.context.guests, nowLocal });
  const range: LegRange = { sailingId: voyage!.sailingId, fromSeq: voyage!.fromSeq, toSeq: voyage!.toSeq };
  // The search may predate a disruption: a cancelled sailing or a skipped end of the journey is no
  // longer sold (and a disruption being saved on the sailing is waited for).
  await assertVoyageOnSale(tx, range);
  return { voyage: voyage!, grades, range };
}
