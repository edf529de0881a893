/**
 * The operator's staff make, edit and end promotions (commerce.md, "Promotions"); the portal calls this, and
 * search and create read a code through findPromotion. A promotion is never deleted: bookings name it.
 */
import type { Clock } from '../../kernel/clock.js';
import { AppError, conflict, notFound } from '../../kernel/errors.js';
import type { Db } from '../../platform/db/client.js';
import type { CatalogReads } from '../catalog/catalog-reads.js';
import { findPromotion, insertPromotion, listPromotions, updatePromotion } from './repository.js';
import { promotionInputProblems, type Promotion, type PromotionInput } from './rules.js';

export interface PromotionService {
  list(): Promise<Promotion[]>;
  /** 404 PROMOTION_NOT_FOUND. */
  get(code: string): Promise<Promotion>;
  /** 400 naming each field's fault; 409 PROMOTION_CODE_TAKEN. */
  create(input: PromotionInput, createdBy: string | null): Promise<Promotion>;
  /** The code stays; everything else is replaced. A hold already priced keeps its price. */
  update(code: string, input: Omit<PromotionInput, 'promotionCode'>): Promise<Promotion>;
  /** Ends it now (an ended promotion applies to no new booking); ending it again changes nothing. */
  end(code: string): Promise<Promotion>;
}

const promotionNotFound = (code: string) => notFound(`There is no promotion ${code}.`, 'PROMOTION_NOT_FOUND');

export function createPromotionService(deps: { db: Db; clock: Clock; catalog: CatalogReads }): PromotionService {
  const { db, clock, catalog } = deps;

  async function check(input: PromotionInput): Promise<void> {
    const fares = new Set((await catalog.fareCatalogue(db)).keys());
    const problems = promotionInputProblems(input, fares);
    const fields = Object.keys(problems);
    if (fields.length > 0) {
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        'The promotion is not valid.',
        Object.fromEntries(fields.map((f) => [f, [problems[f]!]])),
      );
    }
  }

  async function get(code: string): Promise<Promotion> {
    const found = await findPromotion(db, code);
    if (!found) throw promotionNotFound(code);
    return found;
  }

  return {
    list: () => listPromotions(db),
    get,
    async create(input, createdBy) {
      await check(input);
      if (!(await insertPromotion(db, { ...input, endedAt: null }, createdBy))) {
        throw conflict(`The promotion code ${input.promotionCode} is taken.`, 'PROMOTION_CODE_TAKEN');
      }
      return get(input.promotionCode);
    },
    async update(code, input) {
      const before = await get(code);
      const next = { ...input, promotionCode: before.promotionCode };
      await check(next);
      await updatePromotion(db, { ...next, endedAt: before.endedAt }, clock.now());
      return get(code);
    },
    async end(code) {
      const before = await get(code);
      if (before.endedAt) return before;
      await updatePromotion(db, { ...before, endedAt: clock.now() }, clock.now());
      return get(code);
    },
  };
}
