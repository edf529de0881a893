/**
 * The pgbench scripts of the bench's `sql` scenario (bench/run.ts), emitted from the service's own statement
 * builders (the search's `voyagesQuery`, `voyagesAvailabilityQuery`, `sessionInsertQuery`, `sessionLoadQuery`;
 * the create's, from `heldBookingQuery` to `heldCabinsQuery`), so that the floor measures the SQL text the
 * service sends and cannot drift from it. A builder is called with markers (`@day_from`) where the service
 * passes a value; the marker's parameter is written as a pgbench variable or expression, every other parameter
 * as a literal. Only the glue is the script's own: pgbench's `\set` and `\gset`, the aggregation that hands
 * the voyages to the availability statement, and the create's two set-up statements.
 *
 * `npx tsx bench/sql-scripts.ts` prints them.
 */
import { pathToFileURL } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { bookingDocumentQuery, bookingDocumentUpdateQuery } from '../src/domain/bookings/repository-document.js';
import { bookingCabinInsertQuery, bookingInsertQuery, heldBookingQuery } from '../src/domain/bookings/repository.js';
import { STANDARD_FARE } from '../src/domain/pricing/fare-rules.js';
import { holdQuotaLockQuery } from '../src/domain/bookings/hold-quota.js';
import { heldCabinsQuery } from '../src/domain/bookings/repository-sailing.js';
import {
  guaranteeCabinHoldQuery,
  purgeExpiredCabinHoldsQuery,
  voyagesAvailabilityQuery,
  type LegRange,
} from '../src/domain/inventory/inventory.js';
import { voyageOnSaleQuery, voyageSailingLockQuery } from '../src/domain/catalog/sailings.js';
import { voyagesQuery } from '../src/domain/sessions/search-sql.js';
import { holdSessions } from '../src/domain/sessions/hold-sessions-sql.js';
import { sessionInsertQuery, sessionLoadQuery, sessionTouchQuery } from '../src/domain/sessions/session-store.js';

const dialect = new PgDialect();

/**
 * A parameter as SQL text: a string literal (quotes doubled), a number, a boolean or null. pgbench takes
 * `:name` for a variable even inside a literal (a JSON document's `"cabinNumber":null`), so a literal with
 * such a colon is written as a concatenation cut after it.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const pieces = String(value)
    .split(/(?<=:)(?=[A-Za-z_\u0080-\uffff])/)
    .map((piece) => `'${piece.replaceAll("'", "''")}'`);
  return pieces.length === 1 ? pieces[0]! : `(${pieces.join(' || ')})`;
}

/**
 * The statement's text as the service sends it, with each `$n` replaced: by `markers[value]` where the
 * parameter is a marker, else by the value as a literal.
 */
export function pgbenchStatement(query: SQL, markers: Record<string, string>): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'string' && value in markers ? markers[value]! : literal(value);
  });
}

/**
 * The search's window: a random day of the demo catalogue's, three days long, departures after the operator's
 * local now, as the bench's search requests ask for them (BGO-TOS).
 */
const window = {
  from: '@day_from',
  to: '@day_to',
  nowLocal: '@now_local',
  departurePort: 'BGO',
  arrivalPort: 'TOS',
};
const windowMarkers = {
  '@day_from': '(current_date + :day::int)::text',
  '@day_to': '(current_date + :day::int + 2)::text',
  '@now_local': 'localtimestamp::text',
};

/** A search's session context: three voyages found, one adult (what the bench's search requests store). */
const searchContext = {
  guests: [{ type: 'ADULT', guestId: 1 }],
  voyages: [
    ['NK', 10, ['I2', 'I4', 'IG', 'MG', 'O2', 'U2', 'XJ'], '2026-11-29T11:45:00', '2026-11-26T22:30:00'],
    ['NN', 11, ['I2', 'I4', 'IG', 'MG', 'O2', 'O4', 'U2', 'XJ'], '2026-11-30T11:45:00', '2026-11-27T22:30:00'],
    ['KH', 12, ['I2', 'I4', 'IG', 'MG', 'O2', 'U2', 'XJ'], '2026-12-01T11:45:00', '2026-11-28T22:30:00'],
  ].map(([shipCode, sailingId, gradeCodes, arrivalDate, departureDate]) => ({
    toSeq: 21,
    fromSeq: 0,
    shipCode,
    sailingId,
    gradeCodes,
    arrivalDate,
    arrivalPort: 'TOS',
    departureDate,
    departurePort: 'BGO',
  })),
  vehicles: [],
};

/** The session a search opens (session-store.ts create), for `:agency`, expiring in 15 minutes. */
const sessionInsert = pgbenchStatement(
  sessionInsertQuery({
    id: '@id',
    agencyId: '@agency',
    bookingType: 'voyage-only',
    market: 'NO',
    currency: 'NOK',
    context: JSON.stringify(searchContext),
    expiresAt: '@expires_at',
    createdAt: '@created_at',
  }),
  {
    '@id': 'gen_random_uuid()',
    '@agency': ':agency',
    '@expires_at': "(now() + interval '15 minutes')::text",
    '@created_at': 'now()::text',
  },
);

const voyages = pgbenchStatement(voyagesQuery(window), windowMarkers);

/** A marker where a builder takes a number: pgbenchStatement looks parameters up by their string value. */
const numberMarker = (name: string) => name as unknown as number;

/**
 * One POST /api/v2/bookings/create/voyage-only/{sessionId} (one guarantee cabin of a random grade, one adult,
 * no vehicles, no package, the sailing's whole route), statement by statement as the create (bookings/booking-service.ts and create/) sends
 * them once the catalogue cache is warm: the session locked, no held booking yet, the voyage still on sale,
 * the booking, the expired holds purged, the cabin and its hold, the session touched, the document read and
 * stored, the hold quota last. The document stored is a representative one (the service prices it in between).
 */
function createStatements(): string[] {
  const sailing = numberMarker('@sailing');
  const range: LegRange = { sailingId: sailing, fromSeq: numberMarker('@from'), toSeq: numberMarker('@to') };
  const markers = {
    '@sid': ':sid',
    '@agency': ':agency',
    '@bid': ':bid',
    '@grade': ':grade',
    '@sailing': ':sailing',
    '@from': ':from_seq',
    '@to': ':to_seq',
    // The legs as the service writes them (inventory.ts legsOf), parenthesized for the cast that follows.
    '[@from,@to)': "('[' || :from_seq || ',' || :to_seq || ')')",
    '@now': 'now()::text',
    '@idle_end': "(now() + interval '15 minutes')::text",
    // The quota's lock key is one text parameter made of the agency and the sailing.
    'hold-quota:@agency:@sailing': "'hold-quota:' || :agency || ':' || :sailing",
  };
  const hold = { bookingId: '@bid', cabinNo: 1, sessionId: '@sid', range };
  return [
    sessionLoadQuery('@sid', '@agency', true),
    heldBookingQuery('@sid'),
    voyageSailingLockQuery(sailing),
    voyageOnSaleQuery(range),
    bookingInsertQuery({
      id: '@bid',
      sessionId: '@sid',
      agencyId: '@agency',
      bookingType: 'voyage-only',
      range,
      packageCode: null,
      market: 'NO',
      currency: 'NOK',
      createdAt: '@now',
      fare: STANDARD_FARE,
      promotion: null,
    }),
    purgeExpiredCabinHoldsQuery(holdSessions, sailing, '@now'),
    bookingCabinInsertQuery('@bid', 1, numberMarker('@grade'), [1]),
    guaranteeCabinHoldQuery(hold, numberMarker('@grade'), true),
    sessionTouchQuery('@sid', '@idle_end', 7200, '@now'),
    bookingDocumentQuery('@bid'),
    bookingDocumentUpdateQuery('@bid', JSON.stringify(sampleDocument), 784050),
    holdQuotaLockQuery('@agency', sailing),
    heldCabinsQuery({ agencyId: '@agency', sailingId: sailing, bookingId: '@bid', now: '@now' }),
  ].map((query) => `${pgbenchStatement(query, markers)};`);
}

/** What the document of such a create looks like (its size is what the update writes). */
const sampleDocument = {
  addons: [],
  cabins: [{ id: 1, code: 'I2', guests: [1], cabinType: 'Inside', cabinNumber: null }],
  guests: [{ id: 1, type: 'ADULT' }],
  market: 'NO',
  currency: 'NOK',
  shipCode: 'NK',
  vehicles: [],
  sessionId: '7ef26be8-b29a-4274-852a-c6c0bb80aeb2',
  excursions: [],
  arrivalDate: '2026-11-29T11:45:00',
  arrivalPort: 'TOS',
  departureDate: '2026-11-26T22:30:00',
  departurePort: 'BGO',
  priceBreakdown: {
    addons: [],
    cabins: [{ code: 'I2', guests: [{ price: 7840.5, guestId: 1 }] }],
    vehicles: [],
    excursions: [],
    totalPrice: 7840.5,
    commissionTotal: 784.05,
    supplementalTours: [],
  },
  supplementalTours: [],
  embarkationNotification: [
    {
      value: 'Check-in at the Bergen terminal (Nøstegaten 30) opens at 16:00. Please be on board by 21:30.',
      locale: 'en',
    },
    {
      value: 'Innsjekking på terminalen i Bergen (Nøstegaten 30) åpner kl. 16.00. Vær om bord senest kl. 21.30.',
      locale: 'nb',
    },
    {
      value:
        'Der Check-in am Terminal in Bergen (Nøstegaten 30) öffnet um 16:00 Uhr. Bitte seien Sie bis 21:30 Uhr an Bord.',
      locale: 'de',
    },
  ],
};

export interface SqlScript {
  /** The file name pgbench is given (written to a temporary folder). */
  name: string;
  /** What the script is, for its header. */
  about: string;
  /** pgbench -D variables it needs. */
  variables: string[];
  text: string;
}

/** The scripts of the `sql` scenario, in the order bench/run.ts runs them. */
export function sqlScripts(): SqlScript[] {
  const header = (about: string) =>
    `-- ${about}\n-- Emitted by bench/sql-scripts.ts from the service's statement builders.\n`;
  const scripts: Omit<SqlScript, 'text'>[] = [];
  const texts: string[] = [];
  const add = (script: Omit<SqlScript, 'text'>, body: string) => {
    scripts.push(script);
    texts.push(header(script.about) + body);
  };

  add(
    {
      name: 'pk-read.sql',
      about: "The floor: one primary-key read of a session, the service's session load (every V2 write starts there).",
      variables: ['session', 'agency'],
    },
    `${pgbenchStatement(sessionLoadQuery('@session', '@agency', false), { '@session': ':session', '@agency': ':agency' })};\n`,
  );

  add(
    {
      name: 'search.sql',
      about:
        'One POST /api/v2/search/voyages (BGO-TOS, a 3-day window) whose availability is not cached: the voyages, ' +
        'the availability of all of them at once, the session (the catalogue reads are served from memory).',
      variables: ['agency'],
    },
    [
      '\\set day random(1, 26)',
      "-- 1. the voyages (the service's statement, aggregated into arrays so that pgbench can pass them on)",
      `select coalesce(array_agg(f.idx - 1 order by f.idx), '{}') as idx, coalesce(array_agg(f."sailingId" order by f.idx), '{}') as sailings,
       coalesce(array_agg(f."fromSeq" order by f.idx), '{}') as froms, coalesce(array_agg(f."toSeq" order by f.idx), '{}') as tos,
       coalesce(array_agg(f."shipCode" order by f.idx), '{}') as ships
from (select row_number() over () as idx, * from (${voyages}) found) f`,
      '\\gset',
      '-- 2. availability of every voyage at once',
      `${pgbenchStatement(
        voyagesAvailabilityQuery(
          holdSessions,
          { idx: '@idx', sailings: '@sailings', froms: '@froms', tos: '@tos', ships: '@ships' },
          '@now',
          false,
        ),
        {
          '@idx': ':idx',
          '@sailings': ':sailings',
          '@froms': ':froms',
          '@tos': ':tos',
          '@ships': ':ships',
          '@now': 'now()::text',
        },
      )};`,
      '-- 3. the session',
      `${sessionInsert};`,
      '',
    ].join('\n'),
  );

  add(
    {
      name: 'search-cached.sql',
      about:
        'One POST /api/v2/search/voyages whose availability comes from the availability cache ' +
        '(inventory/availability-cache.ts): the voyages with their availability versions, and the session.',
      variables: ['agency'],
    },
    ['\\set day random(1, 26)', '-- 1. the voyages', `${voyages};`, '-- 2. the session', `${sessionInsert};`, ''].join(
      '\n',
    ),
  );

  add(
    {
      name: 'create.sql',
      about:
        'One POST /api/v2/bookings/create/voyage-only/{sessionId} (one guarantee cabin), in one transaction, ' +
        "after the two set-up statements that are the script's own: a random sailing and grade, with the " +
        "sailing's whole route (the bench's client spreads its creates the same way), " +
        'and the session to book on (what the search before every create inserts).',
      variables: ['agency'],
    },
    [
      `select p.sailing, p.grade, gen_random_uuid() as bid, min(c.seq) as from_seq, max(c.seq) as to_seq
from (select s.id as sailing, g.id as grade
      from cabin_grades g join sailings s on s.ship_code = g.ship_code
      where g.has_specific_cabins and g.code <> 'MG'
      order by random() limit 1) p
join sailing_calls c on c.sailing_id = p.sailing
group by p.sailing, p.grade`,
      '\\gset',
      `insert into sessions (id, agency_id, booking_type, market, currency, context, recorded, expires_at, ended_at, created_at)
values (gen_random_uuid(), :agency::uuid, 'voyage-only', 'NO', 'NOK', '{"guests": [{"type": "ADULT", "guestId": 1}], "voyages": [], "vehicles": []}'::jsonb,
        '{}'::jsonb, now() + interval '15 minutes', default, now())
returning id as sid`,
      '\\gset',
      'begin;',
      ...createStatements(),
      'commit;',
      '',
    ].join('\n'),
  );

  return scripts.map((s, i) => ({ ...s, text: texts[i]! }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const script of sqlScripts()) process.stdout.write(`-- ${script.name}\n${script.text}\n`);
}
