/**
 * Changing a confirmed booking's departure, cabin grades or fare from the portal (issue 34 item 4; commerce.md
 * "Priced changes after booking"), through the service the API uses (changes/service.ts), so a change made here
 * is the API's change: the same fare rules, holds, fee, version + 1 and `booking.changed` event.
 *
 * - The form asks for the change; its post asks for a quote (ChangeService.quote), which holds what the change
 *   needs for 15 minutes and is shown as the booking now beside the booking after, with the fee, the difference,
 *   what will be owed or refunded, the new payment schedule and what the change drops. Every refusal comes at the
 *   quote (the fare's rule, no cabin of the grade, the fare not sold) and is shown beside the field it is about.
 * - "Accept the change" applies that quote (ChangeService.apply), with the version it was made at as If-Match;
 *   a quote that expired or that the booking outgrew (a payment meanwhile) is refused by the service, and the
 *   form is shown again with its message and the change filled in, to quote again.
 * - "Keep the booking as it is" goes back to the booking: nothing changed, and what the quote holds is free
 *   when it expires (as the API's unapplied quote).
 * The agency's staff only, as payments and cancellations: the operator's get and post are "not found".
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BookingRecord, BookingResource } from '../../../domain/bookings/index.js';
import { catalogNamesForShip } from '../../../domain/catalog/names.js';
import type { ChangeQuote } from '../../../domain/changes/service.js';
import { ChangeQuoteBody } from '../../../domain/changes/schemas.js';
import { findPackageDepartures, findVoyages } from '../../../domain/sessions/search-sql.js';
import { AppError } from '../../../kernel/errors.js';
import { apiDateTime, localDateTime } from '../../../kernel/time.js';
import { bookingNames } from '../booking-names.js';
import { portalFormat } from '../format.js';
import { doneWith } from '../feedback.js';
import { field, formErrorsOf, portalForm, readForm, type FormErrors, type FormText } from '../forms.js';
import { ownAgency, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { recordAction } from '../support-view.js';
import { bookingPageKit, type BookingParams } from './booking-detail.js';

const request = ChangeQuoteBody.properties;
const grade = Type.Optional(request.cabins.items.properties.code);

/**
 * The change as the form asks it: a departure and a fare (empty or the booking's own: unchanged) and a grade per
 * cabin (`cabin1` is the booking's first cabin; the booking's own grade: unchanged). A booking has at most nine.
 */
const ChangeForm = portalForm(
  Type.Object({
    departureDate: request.departureDate,
    fareCode: request.fareCode,
    cabin1: grade,
    cabin2: grade,
    cabin3: grade,
    cabin4: grade,
    cabin5: grade,
    cabin6: grade,
    cabin7: grade,
    cabin8: grade,
    cabin9: grade,
    version: Type.String({ pattern: '^[0-9]{1,9}$' }),
  }),
);

type Values = FormText<typeof ChangeForm.schema>;
type CabinField = `cabin${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
const cabinField = (position: number) => `cabin${position + 1}` as CabinField;

/** The form as shown first: the booking as it is. */
function valuesOf(record: BookingRecord): Values {
  const values: Record<string, string> = { departureDate: '', fareCode: record.fare.fareCode };
  for (let i = 0; i < 9; i++) values[cabinField(i)] = record.document.cabins[i]?.code ?? '';
  values.version = String(record.version);
  return values as Values;
}

/** The API's request of what the form changes; the positions of the cabins it regrades. */
function changeOf(record: BookingRecord, values: Values): { body: ChangeQuoteBody; regraded: number[] } {
  const body: ChangeQuoteBody = {};
  if (values.departureDate !== '') body.departureDate = values.departureDate;
  if (values.fareCode !== '' && values.fareCode !== record.fare.fareCode) body.fareCode = values.fareCode;
  const regraded: number[] = [];
  record.document.cabins.forEach((cabin, i) => {
    const code = values[cabinField(i)];
    if (code !== '' && code !== cabin.code) regraded.push(i);
  });
  if (regraded.length > 0) {
    body.cabins = regraded.map((i) => ({ cabinId: record.document.cabins[i]!.id, code: values[cabinField(i)] }));
  }
  return { body, regraded };
}

/** The service's refusal beside the form's fields: `cabins[0].code` is the first regraded cabin's select. */
function refusal(error: unknown, regraded: number[]): FormErrors {
  const asked = regraded.flatMap((_, i) => [`cabins[${i}].code`, `cabins[${i}].cabinId`]);
  const raw = formErrorsOf(error, 'form', ['departureDate', 'fareCode', 'cabins', ...asked]);
  if (raw['If-Match']) return { form: 'The booking changed meanwhile (a payment or another change): try again.' };
  const errors: FormErrors = {};
  for (const [name, message] of Object.entries(raw)) {
    const cabin = /^cabins(?:\[(\d+)\])?/.exec(name);
    if (!cabin) errors[name] = message;
    else errors[cabinField(regraded[Number(cabin[1] ?? 0)] ?? 0)] ??= message;
  }
  return errors;
}

/** Weeks either side of the booking's departure the form offers other departures in. */
const WEEKS_AROUND = 4;
const DAY_MS = 86_400_000;

/** The portal's formats in the operator's zone, built once (Intl objects are costly to make per request). */
const formats = new Map<string, ReturnType<typeof portalFormat>>();
function fmtOf(deps: PortalDeps): ReturnType<typeof portalFormat> {
  const zone = deps.config.operatorTimeZone;
  if (!formats.has(zone)) formats.set(zone, portalFormat(zone));
  return formats.get(zone)!;
}

/** The other departures of the booking's ports (or package) on sale within WEEKS_AROUND of its own. */
async function departuresAround(deps: PortalDeps, record: BookingRecord): Promise<[string, string][]> {
  const doc = record.document;
  const nowLocal = localDateTime(deps.clock.now(), deps.config.operatorTimeZone);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const departure = Date.parse(`${doc.departureDate.slice(0, 10)}T00:00:00Z`);
  const earliest = day(departure - WEEKS_AROUND * 7 * DAY_MS);
  const today = nowLocal.slice(0, 10);
  const range = {
    from: earliest > today ? earliest : today,
    to: day(departure + WEEKS_AROUND * 7 * DAY_MS),
    nowLocal,
  };
  const found = record.packageCode
    ? await findPackageDepartures(deps.db, { ...range, packageCode: record.packageCode })
    : await findVoyages(deps.db, { ...range, departurePort: doc.departurePort, arrivalPort: doc.arrivalPort });
  return found
    .filter((v) => !(v.sailingId === record.sailingId && v.fromSeq === record.fromSeq))
    .map((v) => apiDateTime(v.departureAt))
    .map((at) => [at, fmtOf(deps).local(at)]);
}

/** What the change did, in names: "cabin 1 Outside cabin → Mini-suite; total NOK 1.00 → NOK 2.00". */
async function changeInWords(
  deps: PortalDeps,
  record: BookingRecord,
  body: ChangeQuoteBody,
  changed: BookingResource,
): Promise<string> {
  const fmt = fmtOf(deps);
  const [names, afterNames] = await Promise.all([
    bookingNames(deps.db, record),
    catalogNamesForShip(deps.db, changed.shipCode),
  ]);
  const money = (amount: number) => fmt.money(amount, changed.currency);
  const said: string[] = [];
  if (body.departureDate) {
    said.push(`departure ${fmt.local(record.document.departureDate)} → ${fmt.local(changed.departureDate)}`);
  }
  for (const asked of body.cabins ?? []) {
    const was = record.document.cabins.find((c) => c.id === asked.cabinId)!.code;
    said.push(`cabin ${asked.cabinId} ${names.grades[was] ?? was} → ${afterNames.grades[asked.code] ?? asked.code}`);
  }
  if (body.fareCode) said.push(`fare ${record.fare.name} → ${changed.fare.name}`);
  said.push(`total ${money(record.document.priceBreakdown.totalPrice)} → ${money(changed.priceBreakdown.totalPrice)}`);
  return said.join('; ');
}

/** The quote: the booking now beside the booking after, what it costs, and accept or keep. */
async function quotePage(
  deps: PortalDeps,
  reply: FastifyReply,
  record: BookingRecord,
  quote: ChangeQuote,
  values: Values,
) {
  const after = quote.booking;
  const [names, afterNames] = await Promise.all([
    bookingNames(deps.db, record),
    catalogNamesForShip(deps.db, after.shipCode),
  ]);
  return reply.page('bookings/change-quote', {
    title: `Change of booking ${record.reference}`,
    section: 'bookings',
    quote,
    before: {
      ship: names.ship,
      departure: record.document.departureDate,
      cabins: record.document.cabins.map((c) => ({ id: c.id, grade: names.grades[c.code] ?? c.code })),
      fare: record.fare.name,
      total: record.document.priceBreakdown.totalPrice,
    },
    after: {
      ship: afterNames.ship ?? after.shipCode,
      departure: after.departureDate,
      cabins: after.cabins.map((c) => ({ id: c.id, grade: afterNames.grades[c.code] ?? c.code })),
      fare: after.fare.name,
      total: after.priceBreakdown.totalPrice,
    },
    values,
  });
}

export async function bookingChangePages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const agencyOnly = { preHandler: requireRole('AGENCY') };
  const { reachable, agencyContextOf } = bookingPageKit(deps);
  const isOpen = (record: BookingRecord) =>
    record.status === 'CONFIRMED' && deps.clock.now().getTime() < record.departureAt.getTime();

  async function form(
    req: FastifyRequest<BookingParams>,
    reply: FastifyReply,
    extra: { values?: Values; errors?: FormErrors } = {},
  ) {
    const record = await reachable(req);
    const [names, departures, grades, fares] = await Promise.all([
      bookingNames(deps.db, record),
      departuresAround(deps, record),
      deps.catalog.gradesOfShips(deps.db, [record.document.shipCode]),
      deps.catalog.fareCatalogue(deps.db),
    ]);
    const errors = extra.errors ?? {};
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('bookings/change', {
      title: 'Change date, grade or fare',
      section: 'bookings',
      booking: record.reference,
      open: isOpen(record),
      departure: record.document.departureDate,
      departures,
      cabins: record.document.cabins.map((c, i) => ({
        field: cabinField(i),
        label: `Grade of cabin ${c.id} (${c.guests.map((id) => names.guests[id] ?? `guest ${id}`).join(', ')})`,
      })),
      grades: grades.map((g) => [g.code, `${g.description} (${g.code})`]),
      fares: [...fares.values()].map((f) => [f.fareCode, f.name]),
      values: extra.values ?? valuesOf(record),
      errors,
    });
  }

  app.get<BookingParams>('/bookings/:bookingId/change', agencyOnly, async (req, reply) => form(req, reply));

  app.post<BookingParams>('/bookings/:bookingId/change-quote', agencyOnly, async (req, reply) => {
    const record = await reachable(req);
    const read = readForm(ChangeForm, req.body);
    const { values } = read;
    const { body, regraded } = changeOf(record, values);
    if (!read.body) return form(req, reply, { values, errors: read.errors });
    if (Object.keys(body).length === 0) return form(req, reply, { values, errors: { form: 'Nothing was changed.' } });
    let quote: ChangeQuote;
    try {
      quote = await deps.changes.quote(
        { agency: await agencyContextOf(record), bookingId: record.reference, ifMatch: `"${values.version}"` },
        body,
      );
    } catch (error) {
      return form(req, reply, { values, errors: refusal(error, regraded) });
    }
    return quotePage(deps, reply, record, quote, values);
  });

  app.post<BookingParams>('/bookings/:bookingId/change', agencyOnly, async (req, reply) => {
    const record = await reachable(req);
    const read = readForm(ChangeForm, req.body);
    const { values } = read;
    const quoteId = field(req.body, 'changeQuoteId').slice(0, 64);
    const { body, regraded } = changeOf(record, values);
    if (!read.body || quoteId === '') return form(req, reply, { values, errors: read.errors });
    let changed;
    try {
      changed = await deps.changes.apply(
        { agency: await agencyContextOf(record), bookingId: record.reference, ifMatch: `"${values.version}"` },
        quoteId,
      );
    } catch (error) {
      // An expired or outgrown quote: its message, and the change filled in to quote again.
      if (error instanceof AppError && error.code.startsWith('CHANGE_QUOTE_')) {
        return form(req, reply, { values, errors: { form: `${error.detail} Get a new quote below.` } });
      }
      return form(req, reply, { values, errors: refusal(error, regraded) });
    }
    const kinds = [body.departureDate && 'date', body.cabins && 'grade', body.fareCode && 'fare'].filter(
      (k): k is string => typeof k === 'string',
    );
    // What changed, never who travels: the audit log keeps no guest's personal data.
    await recordAction(deps, req, {
      action: 'booking.changed',
      agencyId: ownAgency(req).id,
      target: record.reference,
      detail: { changes: kinds, changeQuoteId: quoteId, version: changed.version },
    });
    const said = await changeInWords(deps, record, body, changed);
    return doneWith(req, reply, {
      notice: `Changed: ${said}.`,
      to: `/portal/bookings/${record.reference}`,
      // Where the change shows: the departure at the top, the grades under the cabins, a fare in the price.
      ...(body.departureDate ? {} : { at: body.cabins ? 'cabins' : 'price' }),
    });
  });
}
