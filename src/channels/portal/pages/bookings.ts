/**
 * Bookings (portal.md): search and detail for the agency's own and, for the operator, every agency's; the
 * confirmation PDF; the guests' personal data, exported or erased (with a confirmation step) by either's
 * staff, each access recorded; and for the agency, recording a payment and cancelling through a quote.
 * All through the API's services (bookings, payments, documents): the same rules, the same
 * "not found" for another agency's booking. Three plugins, registered side by side by the portal (index.ts):
 * the list, its search and its CSV export here, the detail page and its downloads (booking-detail.ts), the
 * actions that change the booking (booking-actions.ts).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listAgencies } from '../../../domain/auth/agency-admin.js';
import {
  BOOKING_SORTS,
  PAYMENT_STATES,
  type BookingSearchItem,
  type BookingSearchPage,
  type BookingSearchQuery,
  type BookingSort,
} from '../../../domain/bookings/search.js';
import type { PaymentState } from '../../../domain/bookings/overdue-rules.js';
import { shipsByName } from '../../../domain/catalog/names.js';
import { bookingCsv, CSV_FORMATS, type CsvFormat } from '../booking-csv.js';
import { portAndShipNames } from '../booking-names.js';
import { field, formErrorsOf, type FormErrors } from '../forms.js';
import { requireAgencyScope, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { BOOKING_ID, PAYMENT_STATE_LABELS, paymentStatusInWords } from './booking-detail.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PAGE_SIZE = 25;
const FIELDS = [
  'q',
  'bookingId',
  'agencyReference',
  'guestName',
  'departureFrom',
  'departureTo',
  'bookedFrom',
  'bookedTo',
  'status',
  'sailing',
  'ship',
  'payment',
  'sort',
  'dir',
  'page',
] as const;

const SORT_LABELS: Record<BookingSort, string> = {
  departure: 'Departure',
  confirmed: 'Confirm time',
  reference: 'Booking id',
  amountDue: 'Amount due',
};

type Values = Record<(typeof FIELDS)[number], string>;

/** The text fields: each as given (trimmed) or a problem naming the field. */
function textCriteria(values: Values, query: BookingSearchQuery, errors: FormErrors): void {
  if (values.bookingId) {
    if (BOOKING_ID.test(values.bookingId)) query.bookingId = values.bookingId.toUpperCase();
    else errors.bookingId = 'must be a booking id such as BR7KQ2MX9P';
  }
  // The quick search (the header's box) and the agency reference: parts, in any case (the API's is exact).
  const limits = [
    ['q', 'text', 100],
    ['agencyReference', 'agencyReferenceContains', 64],
    ['guestName', 'guestName', 100],
    ['sailing', 'sailingCode', 64],
  ] as const;
  for (const [name, key, max] of limits) {
    if (!values[name]) continue;
    if (values[name].length <= max) query[key] = values[name];
    else errors[name] = `must be at most ${max} characters`;
  }
  for (const name of ['departureFrom', 'departureTo', 'bookedFrom', 'bookedTo'] as const) {
    if (!values[name]) continue;
    if (DATE.test(values[name]) && !Number.isNaN(Date.parse(values[name]))) query[name] = values[name];
    else errors[name] = 'must be a date (YYYY-MM-DD)';
  }
  if (query.departureFrom && query.departureTo && query.departureTo < query.departureFrom) {
    errors.departureTo = 'must be on or after the "Departure from" date';
  }
  if (query.bookedFrom && query.bookedTo && query.bookedTo < query.bookedFrom) {
    errors.bookedTo = 'must be on or after the "Booked from" date';
  }
}

/** The search form's fields, as typed (kept in the form) and as a search (with the problems found). */
function searchOf(
  raw: Record<string, unknown>,
  shipCodes: ReadonlySet<string>,
): { values: Values; query: BookingSearchQuery; page: number; errors: FormErrors } {
  const values = Object.fromEntries(FIELDS.map((name) => [name, field(raw, name)])) as Values;
  const errors: FormErrors = {};
  const query: BookingSearchQuery = {};
  textCriteria(values, query, errors);
  if (values.status === 'CONFIRMED' || values.status === 'CANCELLED') query.status = values.status;
  else if (values.status) errors.status = 'must be Confirmed or Cancelled';
  if (values.ship) {
    if (shipCodes.has(values.ship)) query.shipCode = values.ship;
    else errors.ship = 'is not a ship of the catalogue';
  }
  if (values.payment) {
    if ((PAYMENT_STATES as readonly string[]).includes(values.payment))
      query.paymentState = values.payment as PaymentState;
    else errors.payment = 'must be Paid, Deposit due, Balance due or Overdue';
  }
  if (values.sort) {
    if ((BOOKING_SORTS as readonly string[]).includes(values.sort)) query.sort = values.sort as BookingSort;
    else errors.sort = 'must be Departure, Confirm time, Booking id or Amount due';
  }
  if (values.dir === 'desc') query.descending = true;
  else if (values.dir && values.dir !== 'asc') errors.dir = 'must be ascending or descending';
  let page = 1;
  if (values.page) {
    if (/^[1-9]\d{0,5}$/.test(values.page)) page = Number(values.page);
    else errors.page = 'must be a page number (1, 2, ...)';
  }
  return { values, query, page, errors };
}

/** The search of a request: the user's scope (the operator: every agency's, or one's), the criteria, problems. */
async function searchOfRequest(request: FastifyRequest<{ Querystring: Record<string, unknown> }>, deps: PortalDeps) {
  const { agencyId } = requireAgencyScope(request);
  const shipRows = await shipsByName(deps.db);
  const search = searchOf(request.query, new Set(shipRows.map((s) => s.code)));
  // The operator lists every agency's bookings, or one agency's (`agency`: its client id).
  const everyAgency = agencyId === undefined ? await listAgencies(deps.db) : [];
  const agencyFilter = field(request.query, 'agency');
  let scope = agencyId ?? null;
  if (agencyId === undefined && agencyFilter) {
    scope = everyAgency.find((a) => a.clientId === agencyFilter)?.id ?? null;
    if (scope === null) search.errors.agency = 'is not an agency';
  }
  const searched: Record<string, string> = { ...(agencyFilter ? { agency: agencyFilter } : {}) };
  for (const name of FIELDS) if (search.values[name] && name !== 'page') searched[name] = search.values[name];
  return { ...search, scope, everyAgency, searched, ships: shipRows, operator: agencyId === undefined };
}

/** Numbered page links around the current page: the first, the last, and two either side (null: a gap). */
function pageLinks(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/** The booking list with its search form: the agency's bookings, or for the operator every agency's or one's. */
export async function bookingListPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const staff = { preHandler: requireRole('AGENCY', 'OPERATOR') };

  app.get<{ Querystring: Record<string, unknown> }>('/bookings', staff, async (request, reply) => {
    const s = await searchOfRequest(request, deps);
    let result: BookingSearchPage = { bookings: [], total: 0, page: 1, pages: 1, pageSize: PAGE_SIZE };
    if (Object.keys(s.errors).length === 0) {
      try {
        result = await deps.bookingSearch.search(s.scope, s.query, { page: s.page, pageSize: PAGE_SIZE });
      } catch (error) {
        Object.assign(s.errors, formErrorsOf(error, 'departureTo'));
      }
    }
    // A whole booking id typed in the quick search opens that booking: the list of one would be a click more.
    const [only] = result.bookings;
    if (result.total === 1 && only && s.query.text?.toUpperCase() === only.bookingId) {
      return reply.redirect(`/portal/bookings/${only.bookingId}`, 303);
    }
    // The operator's rows name the agency and link it and the sailing to their own pages (an agency's page takes
    // its client id, not the internal id the search returns).
    const agencyOf = new Map(s.everyAgency.map((a) => [a.id, a]));
    const names = await portAndShipNames(deps.db);
    const link = (extra: Record<string, string>) =>
      `/portal/bookings?${new URLSearchParams({ ...s.searched, ...extra })}`;
    const sort = s.query.sort ?? 'departure';
    // A column's heading sorts by it; on the sorted column it turns the order round.
    const sortLink = (key: BookingSort) =>
      link({ sort: key, dir: sort === key && !s.query.descending ? 'desc' : 'asc' });
    return reply.code(Object.keys(s.errors).length > 0 ? 400 : 200).page('bookings/list', {
      title: 'Bookings',
      section: 'bookings',
      bookings: result.bookings.map((b) => ({
        ...b,
        paymentStatus: paymentStatusInWords(b.payment.status, b.paidMinor),
        agencyName: agencyOf.get(b.agencyId)?.name ?? '',
        agencyClientId: agencyOf.get(b.agencyId)?.clientId ?? null,
      })),
      everyAgency: s.operator,
      agencies: s.everyAgency.map((a) => ({ clientId: a.clientId, name: a.name })),
      ships: s.ships,
      names,
      paymentStates: PAYMENT_STATE_LABELS,
      sorts: SORT_LABELS,
      sort,
      descending: s.query.descending === true,
      sortLinks: Object.fromEntries(BOOKING_SORTS.map((key) => [key, sortLink(key)])),
      searchedGuest: s.query.guestName !== undefined || s.query.text !== undefined,
      // The criteria given (not the order or the page): the folded filters' summary counts them.
      inUse: Object.keys(s.searched).filter((name) => !['sort', 'dir'].includes(name)).length,
      values: { ...s.values, ...(s.searched.agency ? { agency: s.searched.agency } : {}) },
      errors: s.errors,
      total: result.total,
      page: result.page,
      pages: result.pages,
      pageLinks: pageLinks(result.page, result.pages).map((n) =>
        n === null ? null : { n, href: link({ page: String(n) }) },
      ),
      previous: result.page > 1 ? link({ page: String(result.page - 1) }) : null,
      next: result.page < result.pages ? link({ page: String(result.page + 1) }) : null,
      csv: `/portal/bookings.csv?${new URLSearchParams(s.searched)}`,
      excel: `/portal/bookings.csv?${new URLSearchParams({ ...s.searched, format: 'excel' })}`,
    });
  });

  // The whole filtered list (every page) as CSV, streamed as it is read; refused with the fields' problems.
  app.get<{ Querystring: Record<string, unknown> }>('/bookings.csv', staff, async (request, reply) => {
    const s = await searchOfRequest(request, deps);
    // A download has no form to show problems beside: a plain-text 400, one field a line.
    const refuse = (errors: FormErrors) =>
      reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(
          Object.entries(errors)
            .map(([name, message]) => `${name} ${message}\n`)
            .join(''),
        );
    // `excel`: the spreadsheet's file (the portal's button); absent or `csv`: the programs' file (booking-csv.ts).
    const format = field(request.query, 'format') || 'csv';
    if (!(CSV_FORMATS as readonly string[]).includes(format)) s.errors.format = 'must be csv or excel';
    if (Object.keys(s.errors).length > 0) return refuse(s.errors);
    const agencyNames = new Map(s.everyAgency.map((a) => [a.id, a.name]));
    const file = bookingCsv({
      format: format as CsvFormat,
      timeZone: deps.config.operatorTimeZone,
      operator: s.operator,
      names: await portAndShipNames(deps.db),
      agencyName: (id) => agencyNames.get(id) ?? '',
    });
    const rows = deps.bookingSearch.everyMatch(s.scope, s.query);
    // Checked before the first byte is sent: a backwards date range is a 400, not a broken download.
    let first: IteratorResult<BookingSearchItem>;
    try {
      first = await rows.next();
    } catch (error) {
      return refuse(formErrorsOf(error, 'departureTo'));
    }
    async function* lines(): AsyncGenerator<string> {
      yield file.header;
      for (let r = first; !r.done; r = await rows.next()) yield file.row(r.value);
    }
    const day = deps.clock.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="bookings-${day}${format === 'excel' ? '-excel' : ''}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(Readable.from(lines()));
  });
}
