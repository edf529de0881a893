/**
 * The operator's staff make, edit and end promotions (domain/promotions/service.ts): each fault named at its
 * field and nothing written, a code taken once, an edit that keeps the code, an end that stops it at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/kernel/clock.js';
import { AppError } from '../../src/kernel/errors.js';
import { createCatalogReads } from '../../src/domain/catalog/catalog-reads.js';
import { createPromotionService, type PromotionService } from '../../src/domain/promotions/service.js';
import { notApplicableReason, type PromotionInput } from '../../src/domain/promotions/rules.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { seedTestCatalog } from '../support/catalog.js';
import { NORTHERN_LIGHTS } from '../support/promotions.js';

const input: PromotionInput = { ...NORTHERN_LIGHTS, guestTypes: ['SENIOR'], redemptionCap: 50 };

let tdb: TestDatabase;
let service: PromotionService;
const clock = new ManualClock('2026-11-28T12:00:00Z');

beforeAll(async () => {
  tdb = await createTestDatabase();
  await seedTestCatalog(tdb.database.db, { startDate: '2027-01-10' });
  service = createPromotionService({ db: tdb.database.db, clock, catalog: createCatalogReads({ ttlSeconds: 0 }) });
});
afterAll(async () => {
  await tdb?.close();
});

async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('promotion service', () => {
  it('names every fault of a promotion at its field, and writes nothing', async () => {
    const error = await refusal(
      service.create(
        {
          ...input,
          promotionCode: 'nl',
          fareCodes: ['FLEX', 'GOLD'],
          discount: { percent: 0 },
          bookingUntil: input.bookingFrom,
          redemptionCap: 0,
        },
        null,
      ),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({
      promotionCode: ['must be 3 to 30 upper-case letters and digits, such as NORTHERNLIGHTS27'],
      fareCodes: ['names fares the catalogue does not have: GOLD'],
      discount: ['a percent must be a whole number from 1 to 100'],
      bookingUntil: ['must be after the start of the booking window'],
      redemptionCap: ['must be a whole number of bookings, at least 1, or left empty for no cap'],
    });
    expect(await service.list()).toEqual([]);
  });

  it('creates a promotion once: the same code again is 409 PROMOTION_CODE_TAKEN', async () => {
    const made = await service.create(input, null);
    expect(made).toEqual({ ...input, endedAt: null });
    const again = await refusal(service.create({ ...input, name: 'Other' }, null));
    expect([again.status, again.code]).toEqual([409, 'PROMOTION_CODE_TAKEN']);
    expect(await service.get('northernlights27')).toEqual(made);
  });

  it('edits everything but the code, and ends it at once', async () => {
    const { promotionCode: _code, ...rest } = input;
    const edited = await service.update(input.promotionCode, {
      ...rest,
      discount: { amount: 50_000, currency: 'NOK' },
    });
    expect(edited.discount).toEqual({ amount: 50_000, currency: 'NOK' });
    const ended = await service.end(input.promotionCode);
    expect(ended.endedAt).toEqual(clock.now());
    expect(
      notApplicableReason(ended, {
        now: clock.now(),
        fareCode: 'STANDARD',
        departureDate: '2027-01-10',
        market: 'NO',
        currency: 'NOK',
        guestTypes: ['SENIOR'],
      }),
    ).toBe('the promotion ended at 2026-11-28T12:00:00Z');
    expect((await refusal(service.end('NOSUCHCODE'))).code).toBe('PROMOTION_NOT_FOUND');
  });
});
