/**
 * The pgbench scripts of the bench's `sql` scenario (bench/run.ts), emitted from the service's own statement
 * builders (`voyagesQuery`, `voyagesAvailabilityQuery`, `sessionInsertQuery`, `sessionLoadQuery`), so that the
 * floor measures the SQL text the service sends and cannot drift from it. A builder is called with markers
 * (`@day_from`) where the service passes a value; the marker's parameter is written as a pgbench variable or
 * expression, every other parameter as a literal. Only the glue is the script's own: pgbench's `\set` and
 * `\gset`, and the aggregation that hands the voyages to the availability statement.
 *
 * `npx tsx bench/sql-scripts.ts` prints them.
 */
import { pathToFileURL } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { voyagesAvailabilityQuery } from '../src/inventory/inventory.js';
import { voyagesQuery } from '../src/sessions/search-sql.js';
import { sessionInsertQuery, sessionLoadQuery } from '../src/sessions/session-store.js';

const dialect = new PgDialect();

/** A parameter as SQL text: a string literal (quotes doubled), a number, a boolean or null. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
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

  return scripts.map((s, i) => ({ ...s, text: texts[i]! }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const script of sqlScripts()) process.stdout.write(`-- ${script.name}\n${script.text}\n`);
}
