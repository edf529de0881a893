/**
 * `npm run demo`: one booking from search to confirmation through the SDK, against a running Berth
 * (default http://127.0.0.1:8080; set BERTH_URL for another) with the sandbox credentials. Starts nothing
 * itself: run `npm start` first.
 *
 * In your own project: `import { BerthClient } from '@berth/sdk';`
 */
import {
  BerthClient,
  BerthError,
  ConnectionError,
  type ConfirmedBooking,
  type HeldBooking,
  type SearchResult,
} from '../packages/sdk/src/index.js';

const baseUrl = process.env.BERTH_URL ?? 'http://127.0.0.1:8080';

const berth = new BerthClient({
  baseUrl,
  clientId: process.env.BERTH_CLIENT_ID ?? 'sandbox-agency',
  clientSecret: process.env.BERTH_CLIENT_SECRET ?? 'sandbox-secret',
  userKey: process.env.BERTH_USER_KEY ?? 'sandbox-user-key',
  maxRetries: 1,
  timeoutMs: 15_000,
});

const step = (n: number, text: string) => console.log(`\n${n}. ${text}`);
const info = (text: string) => console.log(`   ${text}`);
const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);
const time = (date: Date | undefined) => (date ? date.toISOString().slice(11, 19) + ' UTC' : '-');

async function main(): Promise<void> {
  console.log(`Berth demo against ${baseUrl}`);

  step(1, 'Search voyages Bergen (BGO) to Tromsø (TOS), two guests, in the next days');
  const search = await berth.search.voyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: isoDay(2),
    departureDateTo: isoDay(8),
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
  });
  const found: SearchResult = search.data;
  info(
    `session ${found.sessionId}: ${found.results.length} voyage(s); session expires at ${time(search.sessionExpiresAt)}`,
  );
  const choice = found.results
    .flatMap((voyage) => voyage.cabinGrades.map((grade) => ({ voyage, grade })))
    .find(({ grade }) => grade.hasSpecificCabins && grade.availableCabins > 0 && grade.maximumOccupancy >= 2);
  if (!choice) throw new Error('No voyage with a free two-berth cabin in the next days; try another week.');
  const { voyage, grade } = choice;
  info(
    `picked ${voyage.departureDate} on ship ${voyage.shipCode}, grade ${grade.code} (${grade.cabinType}, ${grade.availableCabins} free)`,
  );

  step(2, 'Create the held booking');
  const created = await berth.bookings.create(found, {
    departureDate: voyage.departureDate,
    cabinMix: [{ code: grade.code, guestIds: [1, 2] }],
  });
  info(
    `held: total ${money(created.data.priceBreakdown.totalPrice, created.data.currency)}; expires at ${time(created.sessionExpiresAt)}`,
  );

  step(3, `List the free cabin numbers of grade ${grade.code} and pick one`);
  const numbers = await berth.cabinNumbers.list(found, grade.code);
  const deck = numbers.data.decks[0];
  const number = deck?.cabinNumbers[0];
  if (!deck || !number) throw new Error(`No cabin number of grade ${grade.code} is free.`);
  info(
    `${numbers.data.decks.reduce((n, d) => n + d.cabinNumbers.length, 0)} free on ${numbers.data.decks.length} deck(s); taking ${number} on deck ${deck.deck}`,
  );
  await berth.cabinNumbers.apply(found, { cabinId: created.data.cabins[0]!.id, cabinNumber: number });

  step(4, 'Add an addon for both guests');
  const addons = (await berth.addons.list(found)).data.addons.filter((a) => !a.isMandatory);
  const addon = addons.find((a) => a.code === 'DINNER') ?? addons[0];
  let booking: HeldBooking | undefined;
  if (addon) {
    booking = (await berth.addons.apply(found, { addons: [{ code: addon.code, guestIds: [1, 2] }] })).data;
    info(`${addon.code}: ${addon.description}`);
  } else info('no optional addon on this voyage');

  step(5, 'Confirm with the guests’ details');
  const childBorn = `${Number(voyage.departureDate.slice(0, 4)) - 10}-06-01`;
  const confirmed = await berth.bookings.confirm(found, {
    guests: [
      {
        guestId: 1,
        firstName: 'Kari',
        lastName: 'Nordmann',
        dateOfBirth: '1980-04-12',
        gender: 'FEMALE',
        nationality: 'NO',
        isLead: true,
        email: 'kari@example.com',
        phoneNumber: '+4791234567',
        address: { street: 'Storgata 1', postalCode: '0155', city: 'Oslo', countryCode: 'NO' },
      },
      { guestId: 2, firstName: 'Ola', lastName: 'Nordmann', dateOfBirth: childBorn, gender: 'MALE', nationality: 'NO' },
    ],
    agencyReference: 'DEMO-1',
  });
  info(`booking ${confirmed.data.bookingId}: ${confirmed.data.status}`);
  if (booking && booking.priceBreakdown.totalPrice !== confirmed.data.priceBreakdown.totalPrice) {
    throw new Error('The confirmed price differs from the held price.');
  }

  step(6, 'Read the confirmed booking');
  const read = await berth.bookings.retrieve(confirmed.data.bookingId);
  printBooking(read.data);
}

function money(amount: number, currency: string): string {
  return `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

function printBooking(b: ConfirmedBooking): void {
  const guests = new Map(b.guests.map((g) => [g.id, `${g.id} ${g.customerDetails.firstName} (${g.type})`]));
  const cabinNumbers = new Map(b.cabins.map((c) => [c.code, c.cabinNumber]));
  const rows: [string, string, string, string][] = [];
  const lines = (
    kind: string,
    items: { code: string; guests: { guestId: number; price: number }[] }[],
    label = (code: string) => code,
  ) => {
    for (const item of items) {
      for (const g of item.guests)
        rows.push([kind, label(item.code), guests.get(g.guestId) ?? String(g.guestId), money(g.price, b.currency)]);
    }
  };
  lines(
    'Cabin',
    b.priceBreakdown.cabins,
    (code) => `${code}${cabinNumbers.get(code) ? ` #${cabinNumbers.get(code)}` : ''}`,
  );
  lines('Addon', b.priceBreakdown.addons);
  lines('Excursion', b.priceBreakdown.excursions);
  lines('Tour', b.priceBreakdown.supplementalTours);
  for (const v of b.priceBreakdown.vehicles) {
    rows.push([
      'Vehicle',
      v.code,
      guests.get(v.guest.guestId) ?? String(v.guest.guestId),
      money(v.guest.price, b.currency),
    ]);
  }
  const header: [string, string, string, string] = ['Item', 'Code', 'Guest', 'Price'];
  const footer: [string, string, string, string][] = [
    ['Total', '', '', money(b.priceBreakdown.totalPrice, b.currency)],
    ['  of which commission', '', '', money(b.priceBreakdown.commissionTotal, b.currency)],
  ];
  const widths = header.map((_, i) => Math.max(...[header, ...rows, ...footer].map((r) => r[i]!.length)));
  const format = (r: string[]) =>
    r.map((cell, i) => (i === 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  console.log(
    `\n   ${b.bookingId}  ${b.departurePort} ${b.departureDate} -> ${b.arrivalPort} ${b.arrivalDate}  ship ${b.shipCode}`,
  );
  for (const line of [format(header), rule, ...rows.map(format), rule, ...footer.map(format)])
    console.log(`   ${line}`);
}

main().then(
  () => {
    console.log('\nDone.');
    process.exit(0);
  },
  (error: unknown) => {
    if (error instanceof ConnectionError) {
      console.error(
        `\nBerth is not reachable at ${baseUrl}: start it with \`npm start\` (or set BERTH_URL).\n  ${error.detail}`,
      );
    } else if (error instanceof BerthError) {
      console.error(`\nThe API refused a step: ${error.status} ${error.code}: ${error.detail}`);
      if (error.errors) console.error(`  ${JSON.stringify(error.errors)}`);
      if (error.correlationId) console.error(`  correlationId ${error.correlationId}`);
    } else {
      console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(1);
  },
);
