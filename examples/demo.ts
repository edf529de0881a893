/**
 * `npm run demo`: a local webhook receiver registered first (examples/webhook-receiver.ts), then a booking from
 * search to confirmation through the SDK, its deposit paid on account, a second booking made and cancelled
 * (quote, then cancel), the event feed of both, and the same events as they arrived by webhook, against a running Berth
 * (default http://127.0.0.1:8080; set BERTH_URL for another) with the sandbox credentials. Starts nothing
 * itself: run `npm start` first.
 *
 * In your own project: `import { BerthClient } from '@berth/sdk';`
 */
import {
  BerthClient,
  BerthError,
  ConnectionError,
  type Booking,
  type ConfirmedBooking,
  type HeldBooking,
  type SearchResult,
  type WebhookEvent,
} from '../packages/sdk/src/index.js';
import { startWebhookReceiver } from './webhook-receiver.js';

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

/** `start` on the first port from `from` to `to` that is free: sandbox mode takes loopback webhooks only on SANDBOX_WEBHOOK_PORTS (4000-4099 by default). */
async function firstFreePort<T>(from: number, to: number, start: (port: number) => Promise<T>): Promise<T> {
  for (let port = from; ; port++) {
    try {
      return await start(port);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port >= to) throw error;
    }
  }
}

async function main(): Promise<void> {
  console.log(`Berth demo against ${baseUrl}`);

  step(0, 'Start a webhook receiver on this machine and register it (sandbox mode allows http://127.0.0.1)');
  const endpoint: { secret?: string } = {};
  const arrived: { event: WebhookEvent; at: Date }[] = [];
  const receiver = await firstFreePort(4000, 4099, (port) =>
    startWebhookReceiver({
      port,
      secret: () => endpoint.secret,
      onEvent: (event) => {
        arrived.push({ event, at: new Date() });
        info(`  webhook ← ${event.type} ${String(event.data.bookingId ?? '')} v${String(event.data.version ?? '')}`);
      },
    }),
  );
  const hook = await berth.webhooks.create({
    url: receiver.url,
    events: [
      'booking.confirmed',
      'booking.amended',
      'booking.cancelled',
      'booking.disrupted',
      'payment.received',
      'payment.overdue',
    ],
  });
  endpoint.secret = hook.data.secret;
  info(`webhook ${hook.data.webhookId} → ${receiver.url} (its secret is in this answer only; the receiver keeps it)`);

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
  const confirmed = await berth.bookings.confirm(found, {
    guests: [...guestsOf(voyage.departureDate)],
    agencyReference: 'DEMO-1',
  });
  info(`booking ${confirmed.data.bookingId}: ${confirmed.data.status}`);
  if (booking && booking.priceBreakdown.totalPrice !== confirmed.data.priceBreakdown.totalPrice) {
    throw new Error('The confirmed price differs from the held price.');
  }

  step(6, 'Read the confirmed booking');
  const read = await berth.bookings.retrieve(confirmed.data.bookingId);
  printBooking(read.data);
  printPayment(read.data);

  step(7, 'Pay the deposit on account');
  const { depositAmount } = read.data.payment;
  const paid = await berth.payments.record(
    read.data.bookingId,
    { amount: depositAmount, currency: read.data.currency, reference: 'DEMO-INV-1' },
    { ifMatch: read.etag },
  );
  info(`payment ${paid.data.paymentId}: ${money(paid.data.amount, paid.data.currency)} (${paid.data.reference})`);
  const afterPayment = await berth.bookings.retrieve(read.data.bookingId);
  printPayment(afterPayment.data);

  step(8, 'Book a second voyage, then cancel it: a quote of the fee first, then the cancellation');
  const secondSearch = await berth.search.voyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: isoDay(9),
    departureDateTo: isoDay(15),
    guests: [{ type: 'ADULT' }],
  });
  const second = secondSearch.data.results
    .flatMap((v) => v.cabinGrades.map((g) => ({ voyage: v, grade: g })))
    .find(({ grade: g }) => g.availableCabins > 0);
  if (!second) throw new Error('No voyage with a free cabin in the week after; try another week.');
  await berth.bookings.create(secondSearch.data, {
    departureDate: second.voyage.departureDate,
    cabinMix: [{ code: second.grade.code, guestIds: [1] }],
  });
  const [lead] = guestsOf(voyage.departureDate);
  const other = await berth.bookings.confirm(secondSearch.data, { guests: [lead!], agencyReference: 'DEMO-2' });
  info(
    `booking ${other.data.bookingId}: ${second.voyage.departureDate}, grade ${second.grade.code}, total ${money(other.data.payment.totalPrice, other.data.currency)}`,
  );
  const quote = await berth.cancellations.quote(other.data.bookingId);
  info(
    `quote ${quote.data.cancellationQuoteId}: fee ${money(quote.data.fee, quote.data.currency)}, refund ${money(quote.data.refundAmount, quote.data.currency)}, due ${money(quote.data.amountDue, quote.data.currency)}; valid until ${time(new Date(quote.data.expiresAt))}`,
  );
  const cancelled = await berth.cancellations.cancel(other.data.bookingId, quote.data.cancellationQuoteId);
  const c = cancelled.data.cancellation!;
  info(`${cancelled.data.status} (${c.reason}) at ${time(new Date(c.cancelledAt))}`);
  const again = await berth.search.voyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: second.voyage.departureDate.slice(0, 10),
    guests: [{ type: 'ADULT' }],
  });
  const freeNow = again.data.results
    .find((v) => v.departureDate === second.voyage.departureDate)
    ?.cabinGrades.find((g) => g.code === second.grade.code)?.availableCabins;
  info(
    `grade ${second.grade.code} on that voyage: ${second.grade.availableCabins} free before booking, ${freeNow} free right after cancelling`,
  );
  printPayment(cancelled.data);

  step(9, 'Follow both bookings in the event feed');
  const ours = new Set([read.data.bookingId, other.data.bookingId]);
  for await (const event of berth.events.iterate()) {
    // A watch's event (availability.opened, price.dropped) is the agency's own: it has no bookingId.
    if ('bookingId' in event.data && ours.has(event.data.bookingId))
      info(`${event.createdAt}  ${event.data.bookingId} v${event.data.version}  ${event.type}`);
  }

  step(10, 'The same events, delivered to the webhook receiver (signed; verified with verifyWebhook)');
  const expected = [read.data.bookingId, other.data.bookingId].length + 2; // 2 confirms, 1 payment, 1 cancellation
  for (let waited = 0; arrived.length < expected && waited < 15_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const { event, at } of arrived) {
    const delay = at.getTime() - new Date(event.createdAt).getTime();
    info(
      `${event.id}  ${event.type}  ${String(event.data.bookingId)} v${String(event.data.version)}  arrived ${delay} ms after the change`,
    );
  }
  const log = await berth.webhooks.deliveries(hook.data.webhookId, { limit: 10 });
  info(
    `deliveries log: ${log.data.attempts.map((a) => `${a.eventType} ${a.statusCode ?? a.error} ${a.durationMs} ms`).join('; ')}`,
  );
  await berth.webhooks.delete(hook.data.webhookId);
  await receiver.close();
  if (arrived.length < expected)
    throw new Error(`Only ${arrived.length} of ${expected} events arrived by webhook in 15 s.`);
}

/** The guests of the demo party (the child is 10 at departure). */
function guestsOf(departureDate: string) {
  return [
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
    {
      guestId: 2,
      firstName: 'Ola',
      lastName: 'Nordmann',
      dateOfBirth: `${Number(departureDate.slice(0, 4)) - 10}-06-01`,
      gender: 'MALE',
      nationality: 'NO',
    },
  ] as const;
}

function printPayment(b: Booking): void {
  const p = b.payment;
  info(
    `payment ${p.status}: paid ${money(p.paidAmount, p.currency)} of ${money(p.totalPrice, p.currency)}, balance ${money(p.balance, p.currency)}; ` +
      `deposit ${money(p.depositAmount, p.currency)} due ${p.depositDueByUtc.slice(0, 16)}Z, balance due ${p.balanceDueByUtc.slice(0, 16)}Z`,
  );
}

function money(amount: number, currency: string): string {
  return `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

function printBooking(b: ConfirmedBooking): void {
  const guests = new Map(
    b.guests.map((g) => [g.id, `${g.id} ${g.customerDetails?.firstName ?? '(erased)'} (${g.type})`]),
  );
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
