/**
 * The calendar scenario (bench/run.ts `--only calendar`): the operator's sailings calendar for one month,
 * signed in through the portal, with 50 and then 500 confirmed bookings on that month's sailings. Its
 * latency should not depend on the number (docs/performance.md, "The sailings calendar").
 *
 * Bookings are made through the partner API (search, create, confirm), a few at a time, spread over the
 * month's departure days, over several routes (so runs of legs differ) and over the grades with cabins left.
 */

/** What the scenario needs of bench/run.ts: the partner's JSON client and a way to time a GET. */
export interface CalendarBench {
  base: string;
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  /** Departure days inside the catalogue and the month measured, YYYY-MM-DD. */
  days: string[];
  guests: object[];
}

const ROUTES = [
  ['BGO', 'TOS'],
  ['BGO', 'TRD'],
  ['TRD', 'BOO'],
  ['BOO', 'KKN'],
  ['BGO', 'KKN'],
];

interface Grade {
  code: string;
  availableCabins: number;
  hasSpecificCabins: boolean;
}
interface Search {
  sessionId: string;
  results: { departureDate: string; cabinGrades: Grade[] }[];
}

/** One confirmed booking, the i-th of the scenario; false when its voyage had no cabin left. */
async function bookOne(b: CalendarBench, i: number): Promise<boolean> {
  const [from, to] = ROUTES[i % ROUTES.length]!;
  const day = b.days[i % b.days.length]!;
  const search = await b.request('POST', '/api/v2/search/voyages', {
    departurePort: from,
    arrivalPort: to,
    departureDateFrom: day,
    departureDateTo: day,
    guests: [{ type: 'ADULT' }, { type: 'ADULT' }],
  });
  const s = search.body as Search;
  const voyage = s.results?.[0];
  const grades = (voyage?.cabinGrades ?? []).filter((g) => g.hasSpecificCabins && g.availableCabins > 0);
  if (search.status !== 200 || !voyage || grades.length === 0) return false;
  const grade = grades[i % grades.length]!;
  const path = `/api/v2/bookings/create/voyage-only/${s.sessionId}`;
  const created = await b.request('POST', path, {
    departureDate: voyage.departureDate,
    cabinMix: [{ code: grade.code, guestIds: [1, 2] }],
  });
  if (created.status !== 201) return false;
  const confirmed = await b.request('POST', `${path}/confirm`, { guests: b.guests });
  if (confirmed.status !== 201)
    throw new Error(`calendar set-up confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return true;
}

/** Confirmed bookings until `total` have been made by the scenario (`made` so far); the new count. */
export async function bookUntil(b: CalendarBench, made: number, total: number): Promise<number> {
  let next = made;
  let attempts = 0;
  let done = made;
  let inFlight = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (done + inFlight < total && attempts < total * 3) {
        attempts++;
        inFlight++;
        const ok = await bookOne(b, next++).finally(() => inFlight--);
        if (ok) done++;
      }
    }),
  );
  return done;
}

/** The sandbox operator's portal cookies (sign-in through the form, with its CSRF token). */
export async function operatorCookie(base: string): Promise<string> {
  const form = await fetch(`${base}/portal`);
  const cookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const before = cookies(form);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrf) throw new Error('calendar: no CSRF token on the sign-in form');
  const signIn = await fetch(`${base}/portal/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: before.join('; ') },
    body: new URLSearchParams({ _csrf: csrf, email: 'operator@berth.example', password: 'sandbox-operator' }),
  });
  if (signIn.status !== 303) throw new Error(`calendar: operator sign-in answered ${signIn.status}`);
  const after = new Map([...before, ...cookies(signIn)].map((c) => [c.split('=')[0]!, c]));
  return [...after.values()].join('; ');
}

/** `count` sequential GETs of the month's calendar page: each one's status and milliseconds. */
export async function timeCalendar(
  base: string,
  cookie: string,
  month: string,
  count: number,
): Promise<{ status: number; body: null; ms: number }[]> {
  const out: { status: number; body: null; ms: number }[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/portal/sailings?month=${month}`, { headers: { cookie } });
    await res.text();
    out.push({ status: res.status, body: null, ms: performance.now() - started });
  }
  return out;
}
