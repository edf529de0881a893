/**
 * The QuoteResponse (section 2.7) of a quote as it stands: `viewQuote` reads what the answer needs,
 * `quoteResponse` shapes it (pure: extras grouped per item and quantity, passengers priced, the payment
 * schedule from pricing.ts).
 */
import type { DbOrTx } from '../../platform/db/client.js';
import { toMajor } from '../pricing/money.js';
import { addDays, wallClockToInstant } from '../../kernel/time.js';
import { passengerTotals } from './pricing.js';
import { paymentSchedule } from '../bookings/payment-terms.js';
import {
  departureById,
  includedItems,
  offeredExcursions,
  packageByCode,
  type Departure,
  type IncludedItem,
  type OfferedExcursion,
  type PackageRow,
  type QuoteRow,
} from './quote-reads.js';
import type { QuoteResponse } from './schemas.js';
import type { ExtraLine } from './types.js';

type Voyage = QuoteResponse['voyage'];

export async function viewQuote(tx: DbOrTx, quote: QuoteRow, timeZone: string): Promise<QuoteResponse> {
  const departure = await departureById(tx, quote.departureId);
  const [pkg, included, excursions] = await Promise.all([
    packageByCode(tx, quote.packageCode),
    includedItems(tx, quote.packageCode),
    quote.state.extras.some((l) => l.kind === 'excursion')
      ? offeredExcursions(tx, departure, quote.currency)
      : Promise.resolve([]),
  ]);
  return quoteResponse({ quote, departure, pkg: pkg!, included, excursions, timeZone });
}

export interface QuoteViewInput {
  quote: QuoteRow;
  departure: Departure;
  pkg: PackageRow;
  included: IncludedItem[];
  /** The voyage's excursions, for the details of those on the quote (empty when it has none). */
  excursions: OfferedExcursion[];
  timeZone: string;
}

export function quoteResponse(input: QuoteViewInput): QuoteResponse {
  const { quote, departure, pkg, included, timeZone } = input;
  const { state, currency } = quote;
  const m = (minor: number) => toMajor(minor, currency);
  const everyone = state.passengers.map((p) => p.id);
  const startDay = departure.startAt.slice(0, 10);
  const voyageDays: string[] = [];
  for (let day = startDay; day <= departure.endAt.slice(0, 10); day = addDays(day, 1)) voyageDays.push(day);
  const hasExtras = state.extras.length > 0;

  const totals = passengerTotals(state);
  const fullAmount = Object.values(totals).reduce((s, v) => s + v, 0);
  const schedule = paymentSchedule({
    fullAmount,
    createdAt: quote.createdAt,
    departsAt: wallClockToInstant(departure.startAt, timeZone),
  });
  return {
    quoteId: quote.id,
    package: { id: pkg.id, code: pkg.code, description: pkg.description },
    voyage: {
      id: departure.id,
      includedAddons: included
        .filter((i) => i.kind === 'ADDON')
        .map((i) => ({
          code: i.code,
          description: i.description,
          quantityPerPassenger: 1,
          date: startDay,
          passengerIds: everyone,
        })),
      includedMeals: included
        .filter((i) => i.kind === 'MEAL')
        .map((i) => ({
          code: i.code,
          details: [{ description: i.description, dates: voyageDays }],
          passengerIds: everyone,
        })),
      // With no extras left the three lists are omitted, not empty (section 2.7).
      ...(hasExtras ? extrasOfVoyage(input, everyone, startDay) : {}),
    },
    passengers: state.passengers.map((p) => ({
      id: p.id,
      ageCategory: p.ageCategory,
      guestType: 'REGULAR' as const,
      price: m(totals[p.id]!),
      // Personal data is not collected by the V1 flow; the fields are present and null.
      firstName: null,
      lastName: null,
      gender: null,
      dateOfBirth: null,
      nationality: null,
      email: null,
    })),
    paymentInformation: {
      currency,
      fullAmount: m(schedule.fullAmount),
      dueByUtc: schedule.dueBy.toISOString(),
      depositAmount: m(schedule.depositAmount),
      depositDueByUtc: schedule.depositDueBy.toISOString(),
    },
  };
}

/** One entry per extra (and, for addons, per quantity), passengers in quote order. */
function extrasOfVoyage(
  { quote, departure, excursions }: QuoteViewInput,
  everyone: string[],
  startDay: string,
): Pick<Voyage, 'extraAddons' | 'extraExcursions' | 'extraMeals'> {
  const m = (minor: number) => toMajor(minor, quote.currency);
  const groups = new Map<string, ExtraLine[]>();
  for (const line of quote.state.extras) {
    const key = `${line.kind}:${line.id}:${line.kind === 'addon' ? line.quantity : 1}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const order = new Map(everyone.map((id, i) => [id, i]));
  const pricesOf = (lines: ExtraLine[]) =>
    [...lines]
      .sort((a, b) => order.get(a.passengerId)! - order.get(b.passengerId)!)
      .map((l) => ({ passengerId: l.passengerId, price: m(l.unitPrice * l.quantity) }));
  const extraAddons: NonNullable<Voyage['extraAddons']> = [];
  const extraExcursions: NonNullable<Voyage['extraExcursions']> = [];
  const extraMeals: NonNullable<Voyage['extraMeals']> = [];
  for (const lines of groups.values()) {
    const first = lines[0]!;
    if (first.kind === 'addon') {
      extraAddons.push({
        id: first.id,
        code: first.code,
        quantityPerPassenger: first.quantity,
        date: startDay,
        passengerPrices: pricesOf(lines),
      });
    } else if (first.kind === 'meal') {
      extraMeals.push({ id: first.id, code: first.code, passengerPrices: pricesOf(lines) });
    } else {
      const e = excursions.find((x) => x.id === first.id);
      extraExcursions.push({
        id: first.id,
        code: first.code,
        description: e?.description ?? first.code,
        startDateTime: e?.startAt ?? departure.startAt,
        endDateTime: e?.endAt ?? departure.startAt,
        startPort: e?.startPort ?? '',
        endPort: e?.endPort ?? '',
        passengerPrices: pricesOf(lines),
      });
    }
  }
  return { extraAddons, extraExcursions, extraMeals };
}
