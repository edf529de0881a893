/**
 * Create, the fare and the promotion (commerce.md, "Search, hold and confirm with fares"): the fare named, or
 * the default one; its bucket's places and the promotion's redemption taken in the create's transaction, so a
 * bucket or a cap is never exceeded and an expired hold gives them back (inventory/fare-places.ts).
 *
 * Refusals: a fareCode that names no fare 400 FARE_NOT_FOUND; a fare not on sale on the voyage, or whose bucket
 * has no room for every cabin asked, 409 FARE_NOT_AVAILABLE naming the fare; an unknown promotionCode 400
 * PROMOTION_NOT_FOUND; one that does not apply 400 PROMOTION_NOT_APPLICABLE with the reason in words.
 */
import type { Tx } from '../../../platform/db/client.js';
import { AppError, invalidField } from '../../../kernel/errors.js';
import { localDateTime, nightsBetween } from '../../../kernel/time.js';
import type { CatalogReads, Grade } from '../../catalog/catalog-reads.js';
import { farePlacesTaken, takeFarePlaces, takeRedemption } from '../../inventory/fare-places.js';
import type { LegRange } from '../../inventory/inventory.js';
import { guestCabinPrice, type GuestType } from '../../pricing/price.js';
import { STANDARD_FARE_CODE, type Fare } from '../../pricing/fare-rules.js';
import { findPromotion, notApplicableReason } from '../../promotions/index.js';
import { defaultFare, faresOnSale, hasRoom, type SaleFareOffer } from '../../sessions/fare-offers.js';
import type { SessionRecord } from '../../sessions/session-store.js';
import { holdSessions } from '../../sessions/hold-sessions-sql.js';
import type { CreateBookingBody } from '../held-schemas.js';
import type { BookingPromotion } from '../sale.js';

export interface FareChoice {
  fare: Fare;
  promotion: BookingPromotion | null;
  /** The promotion's cap, counted when its redemption is taken; null without a promotion or a cap. */
  redemptionCap: number | null;
}

const fareNotAvailable = (code: string, why: string) =>
  new AppError(409, 'FARE_NOT_AVAILABLE', `The fare ${code} ${why}.`, { fareCode: [why] });

/** The party's cabin price under one fare, as the booking would be priced (for the cheapest default). */
function partyPrice(
  offer: SaleFareOffer,
  body: CreateBookingBody,
  types: Map<number, GuestType>,
  legs: number,
  grades: Grade[],
) {
  let total = 0;
  for (const cabin of body.cabinMix) {
    const grade = grades.find((g) => g.code === cabin.code)!;
    const prices = offer.prices.get(cabin.code);
    for (const guestId of cabin.guestIds) {
      const fare = prices?.[types.get(guestId)!];
      if (!fare) return undefined;
      total += guestCabinPrice({
        fare,
        legs,
        occupancy: cabin.guestIds.length,
        singleSupplementPct: grade.singleSupplementPct,
      });
    }
  }
  return total;
}

/** Picks the fare (named or default) and checks the promotion; nothing is taken yet. */
export async function chooseFare(
  tx: Tx,
  deps: { catalog: CatalogReads; timeZone: string },
  v: {
    session: SessionRecord;
    body: CreateBookingBody;
    range: LegRange;
    grades: Grade[];
    departureDate: string;
    now: Date;
  },
): Promise<FareChoice> {
  const { session, body, range } = v;
  const fares = await deps.catalog.fareCatalogue(tx);
  if (body.fareCode !== undefined && !fares.has(body.fareCode)) {
    throw invalidField('fareCode', `is not a known fare (${[...fares.keys()].join(', ')})`, 'FARE_NOT_FOUND');
  }
  const tableCode = await deps.catalog.fareTableOf(tx, range.sailingId);
  const tablePrices = (await deps.catalog.pricesByFareOf(tx, [tableCode], session.currency)).get(tableCode);
  const days = nightsBetween(localDateTime(v.now, deps.timeZone).slice(0, 10), v.departureDate.slice(0, 10));
  const types = new Map(session.context.guests.map((g) => [g.guestId, g.type]));
  const legs = range.toSeq - range.fromSeq;
  const cabins = body.cabinMix.length;
  const pricedWith = (taken: ReadonlyMap<string, number>) =>
    faresOnSale(fares.values(), tablePrices, days, taken).flatMap((offer) => {
      const price = partyPrice(offer, body, types, legs, v.grades);
      return price === undefined ? [] : [{ offer, price }];
    });
  // The buckets' places are read only where they decide the choice: a named fare's room is decided by
  // takeFarePlaces under its lock (the same 409), and the default is STANDARD whenever it is on sale without a
  // bucket of its own. Priced first as if no place were taken, then again with the places when they matter.
  let priced = pricedWith(new Map());

  let chosen: { offer: SaleFareOffer; price: number } | undefined;
  if (body.fareCode !== undefined) {
    chosen = priced.find((c) => c.offer.fare.fareCode === body.fareCode);
    if (!chosen) throw fareNotAvailable(body.fareCode, 'is not on sale for this voyage');
  } else {
    const standardWithoutBucket = priced.some(
      (c) => c.offer.fare.fareCode === STANDARD_FARE_CODE && c.offer.placesLeft === null,
    );
    if (!standardWithoutBucket) {
      priced = pricedWith(
        (await farePlacesTaken(tx, holdSessions, [range.sailingId], v.now)).get(range.sailingId) ?? new Map(),
      );
    }
    chosen = defaultFare(
      priced.filter((c) => hasRoom(c.offer, cabins)),
      (c) => c.price,
    );
    if (!chosen) {
      const why = `no fare is on sale with room for ${cabins} cabin(s) on this voyage`;
      throw new AppError(409, 'FARE_NOT_AVAILABLE', `The voyage cannot be held: ${why}.`, { fareCode: [why] });
    }
  }
  const promotion =
    body.promotionCode === undefined
      ? null
      : await checkPromotion(tx, body.promotionCode, {
          fareCode: chosen.offer.fare.fareCode,
          session,
          departureDate: v.departureDate.slice(0, 10),
          guestTypes: body.cabinMix.flatMap((c) => c.guestIds.map((id) => types.get(id)!)),
          now: v.now,
        });
  return {
    fare: chosen.offer.fare,
    promotion: promotion?.sold ?? null,
    redemptionCap: promotion?.redemptionCap ?? null,
  };
}

async function checkPromotion(
  tx: Tx,
  code: string,
  use: { fareCode: string; session: SessionRecord; departureDate: string; guestTypes: GuestType[]; now: Date },
): Promise<{ sold: BookingPromotion; redemptionCap: number | null }> {
  const promotion = await findPromotion(tx, code);
  if (!promotion) throw invalidField('promotionCode', 'is not a known promotion code', 'PROMOTION_NOT_FOUND');
  // Its cap is not judged here: takeRedemption counts under its lock and refuses in the same words.
  const reason = notApplicableReason(promotion, {
    now: use.now,
    fareCode: use.fareCode,
    departureDate: use.departureDate,
    market: use.session.market,
    currency: use.session.currency,
    guestTypes: use.guestTypes,
  });
  if (reason) throw notApplicable(reason);
  const { promotionCode, name, discount, guestTypes, redemptionCap } = promotion;
  return { sold: { promotionCode, name, discount, guestTypes }, redemptionCap };
}

const notApplicable = (reason: string) =>
  new AppError(400, 'PROMOTION_NOT_APPLICABLE', `The promotion does not apply: ${reason}.`, {
    promotionCode: [reason],
  });

/**
 * Takes the fare's places (one per cabin) and the promotion's redemption for the held booking. Decided by the
 * database under its locks: a create that lost the last place or the last redemption meanwhile is refused as if
 * it had come second.
 */
export async function takeFareAndPromotion(
  tx: Tx,
  v: { bookingId: string; session: SessionRecord; range: LegRange; choice: FareChoice; cabinNos: number[]; now: Date },
): Promise<void> {
  const holder = { bookingId: v.bookingId, sessionId: v.session.id };
  const { fare, promotion } = v.choice;
  const bucket = { sailingId: v.range.sailingId, fareCode: fare.fareCode, cabinsPerSailing: fare.cabinsPerSailing };
  if (!(await takeFarePlaces(tx, holdSessions, holder, bucket, v.cabinNos, v.now))) {
    throw fareNotAvailable(fare.fareCode, `has no room for ${v.cabinNos.length} more cabin(s) on this sailing`);
  }
  if (promotion) {
    const cap = { promotionCode: promotion.promotionCode, redemptionCap: v.choice.redemptionCap };
    if (!(await takeRedemption(tx, holdSessions, holder, cap, v.now))) {
      throw notApplicable(`the promotion's ${cap.redemptionCap} redemptions are all taken`);
    }
  }
}
