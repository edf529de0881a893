/** The promotions table's SQL (its one owner): rows to Promotion and back. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import type { GuestType } from '../pricing/price.js';
import type { Promotion } from './rules.js';
import { promotions } from './schema.js';

type Row = typeof promotions.$inferSelect;

export function promotionOf(r: Row): Promotion {
  return {
    promotionCode: r.code,
    name: r.name,
    fareCodes: r.fareCodes,
    discount:
      r.discountPercent !== null
        ? { percent: r.discountPercent }
        : { amount: r.discountAmount!, currency: r.discountCurrency! },
    bookingFrom: r.bookingFrom,
    bookingUntil: r.bookingUntil,
    departureFrom: r.departureFrom,
    departureUntil: r.departureUntil,
    markets: r.markets,
    guestTypes: r.guestTypes as GuestType[] | null,
    redemptionCap: r.redemptionCap,
    endedAt: r.endedAt,
  };
}

function rowOf(p: Promotion) {
  return {
    code: p.promotionCode,
    name: p.name,
    fareCodes: p.fareCodes,
    discountPercent: 'percent' in p.discount ? p.discount.percent : null,
    discountAmount: 'amount' in p.discount ? p.discount.amount : null,
    discountCurrency: 'currency' in p.discount ? p.discount.currency : null,
    bookingFrom: p.bookingFrom,
    bookingUntil: p.bookingUntil,
    departureFrom: p.departureFrom,
    departureUntil: p.departureUntil,
    markets: p.markets,
    guestTypes: p.guestTypes,
    redemptionCap: p.redemptionCap,
    endedAt: p.endedAt,
  };
}

/** A code as agencies type it: matched without regard to case (codes are stored upper-case). */
export async function findPromotion(db: DbOrTx, code: string): Promise<Promotion | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code.toUpperCase()));
  return row ? promotionOf(row) : null;
}

export async function listPromotions(db: DbOrTx): Promise<Promotion[]> {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.bookingFrom), asc(promotions.code));
  return rows.map(promotionOf);
}

/** false when the code is taken. */
export async function insertPromotion(db: DbOrTx, p: Promotion, createdBy: string | null): Promise<boolean> {
  const inserted = await db
    .insert(promotions)
    .values({ ...rowOf(p), createdBy })
    .onConflictDoNothing()
    .returning({ code: promotions.code });
  return inserted.length === 1;
}

/** false when there is no such code. */
export async function updatePromotion(db: DbOrTx, p: Promotion, now: Date): Promise<boolean> {
  const updated = await db
    .update(promotions)
    .set({ ...rowOf(p), updatedAt: now })
    .where(eq(promotions.code, p.promotionCode))
    .returning({ code: promotions.code });
  return updated.length === 1;
}
