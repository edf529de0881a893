/**
 * The booking list in a real browser (issue 23, items 4 and 5): "Jorgensen" finds every "Jørgensen", the row
 * shows the guest who matched (not only the lead), the count and numbered pages, sorting by a column's
 * heading, the payment filter and the overdue badge with the instant of the automatic cancellation (list and
 * booking page), and the CSV export of the whole filtered list (quoted, formula-safe, a download). At 1280
 * and 390 px, with axe-core.
 *
 * Two bookings are confirmed through the API; the 25 Jørgensen bookings are copies of one of them made in
 * SQL (a new id, session and reference, another lead's name), which is all the list reads, and fast.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking, type ConfirmedBookingBody } from '../support/lifecycle.js';
import { CHILD, LEAD, v2Client, type V2Client } from '../support/v2.js';
import { AGENT, expectAccessible, OPERATOR, screenshot, startPortal, type Portal } from './support.js';

let p: Portal;
let api: V2Client;
let kari: ConfirmedBookingBody;
let ibsen: ConfirmedBookingBody;
const FIRST_NAMES = ['Anne', 'Bjørn', 'Cecilie', 'Dag', 'Eva'];

let copies = 0;
/**
 * A copy of booking `from` with another reference and lead guest (test data for the list only). Its id sorts after
 * every random one: the copies depart with the booking copied, and the list breaks that tie by id, so the booking
 * copied comes first whatever its own id (a random id for each copy put it on the second page one run in 26).
 */
async function copyBooking(from: string, reference: string, first: string, last: string): Promise<void> {
  await p.t.tdb.database.db.execute(sql`
    with src as (select * from bookings where reference = ${from}),
    ses as (
      insert into sessions (id, agency_id, booking_type, market, currency, context, recorded, expires_at, ended_at, created_at)
      select gen_random_uuid(), s.agency_id, s.booking_type, s.market, s.currency, s.context, s.recorded, s.expires_at,
             s.ended_at, s.created_at
      from sessions s join src on src.session_id = s.id
      returning id)
    insert into bookings (id, session_id, agency_id, reference, status, booking_type, sailing_id, from_seq, to_seq,
                          package_code, market, currency, document, customer_details, agency_reference, created_at,
                          confirmed_at, version, departure_at, total_minor, paid_minor, deposit_due_at, balance_due_at)
    select ('ffffffff-ffff-4fff-8fff-' || lpad(${String(++copies)}, 12, '0'))::uuid, ses.id, src.agency_id, ${reference}, src.status, src.booking_type, src.sailing_id,
           src.from_seq, src.to_seq, src.package_code, src.market, src.currency,
           jsonb_set(jsonb_set(jsonb_set(jsonb_set(src.document,
             '{guests,0,customerDetails,firstName}', to_jsonb(${first}::text)),
             '{guests,0,customerDetails,lastName}', to_jsonb(${last}::text)),
             '{guests,1,customerDetails,firstName}', '"Ola"'), '{guests,1,customerDetails,lastName}', '"Nordmann"'),
           src.customer_details, null, src.created_at, src.confirmed_at, 1, src.departure_at, src.total_minor, 0,
           src.deposit_due_at, src.balance_due_at
    from src, ses`);
}

beforeAll(async () => {
  p = await startPortal();
  api = await v2Client(p.t.app, 1);
  kari = await confirmBooking(api, {
    guests: [
      { guestId: 1, ...LEAD },
      { ...CHILD, firstName: 'Henrik', lastName: 'Jørgensen' },
    ],
  });
  ibsen = await confirmBooking(api, {
    day: '2027-01-11',
    guests: [{ guestId: 1, ...LEAD, firstName: 'Henrik', lastName: 'Ibsen' }, CHILD],
  });
  for (let i = 1; i <= 25; i++) {
    await copyBooking(kari.bookingId, `BRJORG${String(i).padStart(4, '0')}`, FIRST_NAMES[i % 5]!, 'Jørgensen');
  }
  // A name a spreadsheet would run as a formula.
  await copyBooking(kari.bookingId, 'BRFORMULA1', '=HYPERLINK("http://x.example")', 'Nordmann, "Jr"');
}, 180_000);
afterAll(async () => p?.close());

const rowsShown = (page: Page) => page.locator('tbody tr').count();
const countText = (page: Page) => page.locator('#booking-count').innerText();

// Browser steps on a 2-core machine shared with other test runs: more than the default 30 s each.
describe('the booking list', () => {
  it('finds "Jørgensen" by "Jorgensen", counts them, pages through them and shows the guest who matched', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/bookings'));
    await page.getByLabel('Guest name').fill('Jorgensen');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await countText(page)).toBe('26 bookings match · page 1 of 2');
    expect(await rowsShown(page)).toBe(25);
    // Kari's booking matched by its second guest: that guest is shown, with the lead beside.
    const kariRow = page.locator('tr', { has: page.getByRole('link', { name: kari.bookingId }) });
    expect(await kariRow.locator('mark').innerText()).toBe('Henrik Jørgensen');
    expect(await kariRow.innerText()).toContain('lead: Kari Nordmann');
    await expectAccessible(page, 'bookings found by an accent-free search');
    await screenshot(page, 'bookings-search-jorgensen');

    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await countText(page)).toBe('26 bookings match · page 2 of 2');
    expect(await rowsShown(page)).toBe(1);
    expect(await page.getByRole('link', { name: 'Page 2, current' }).count()).toBe(1);
    await page.context().close();
  });

  it('shows each match of "henrik", not the lead', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/bookings?guestName=HENRIK'));
    expect(await countText(page)).toBe('2 bookings match');
    expect(await page.locator('tbody mark').allInnerTexts()).toEqual(['Henrik Jørgensen', 'Henrik Ibsen']);
    await page.context().close();
  });

  it('sorts by a column heading, either way', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/bookings?guestName=jorgensen'));
    await page.getByRole('link', { name: 'Booking', exact: true }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('th[aria-sort="ascending"]').innerText()).toContain('Booking');
    const first = await page.locator('tbody tr td:first-child a').first().innerText();
    expect(first).toBe(kari.bookingId < 'BRJORG0001' ? kari.bookingId : 'BRJORG0001');
    await page.getByRole('link', { name: 'Booking', exact: true }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('th[aria-sort="descending"]').innerText()).toContain('Booking');
    await page.context().close();
  });

  it('says "due now" with the automatic cancellation right after confirm, "Overdue" once its grace is over; the filter and the booking page agree', async () => {
    // Confirmed inside 60 days of departure: due in full at the confirm, so "due now" (issue 37 item 5: not
    // red "Overdue" the second it is confirmed); cancelled automatically 72 hours later.
    const paid = await api.call('POST', `/bookings/${ibsen.bookingId}/payments`, {
      amount: ibsen.payment.totalPrice,
      currency: 'NOK',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url(`/portal/bookings?bookingId=${kari.bookingId}`));
    const payment = () => page.locator('td[data-label="Payment"]').innerText();
    expect(await payment()).toMatch(/^Balance due Due now\s+cancels automatically at 8 Jan 2027 10:00 CET$/);
    expect(await payment()).not.toContain('Overdue');

    await page.getByLabel('Payment').selectOption('OVERDUE');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await countText(page)).toBe('0 bookings match');
    await page.goto(p.url('/portal/bookings?payment=BALANCE_DUE'));
    expect(await countText(page)).toBe('27 bookings match · page 1 of 2');
    await page.goto(p.url('/portal/bookings?payment=PAID'));
    expect(await page.locator('tbody tr td:first-child a').allInnerTexts()).toEqual([ibsen.bookingId]);
    expect(await page.locator('td[data-label="Payment"]').innerText()).toContain('Paid');
    await expectAccessible(page, 'bookings filtered by payment');

    await page.goto(p.url(`/portal/bookings/${kari.bookingId}`));
    let main = await page.locator('main').innerText();
    expect(main).toMatch(/is due now: .* the booking cancels automatically at 8 Jan 2027 10:00 CET/);
    expect(main).not.toContain('Overdue');
    await expectAccessible(page, 'booking due now');
    await screenshot(page, 'booking-due-now');

    // The grace over (the overdue job, not running here, would cancel it now): overdue on all three.
    p.t.clock.advance(72 * 3_600_000);
    try {
      await page.goto(p.url(`/portal/bookings?bookingId=${kari.bookingId}`));
      expect(await payment()).toMatch(
        /^Overdue due 5 Jan 2027 10:00 CET\s+cancels automatically at 8 Jan 2027 10:00 CET$/,
      );
      await page.goto(p.url('/portal/bookings?payment=OVERDUE'));
      expect(await countText(page)).toBe('27 bookings match · page 1 of 2');
      await page.goto(p.url(`/portal/bookings/${kari.bookingId}`));
      main = await page.locator('main').innerText();
      expect(main).toMatch(/Unless it is paid, the booking cancels automatically at 8 Jan 2027 10:00 CET/);
      expect(main).toContain('Overdue');
      await expectAccessible(page, 'overdue booking');
      await screenshot(page, 'booking-overdue');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectAccessible(page, 'overdue booking at 390 px');
      await screenshot(page, 'booking-overdue-390');
    } finally {
      p.t.clock.advance(-72 * 3_600_000);
    }
    await page.context().close();
  });

  it('exports the whole filtered list as CSV: a download, quoted, formula-safe, amounts with their currency', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/bookings?guestName=Jorgensen&sort=reference'));
    // The link downloads the list as filtered and sorted (the browser saves it: Content-Disposition below).
    const link = page.getByRole('link', { name: 'CSV for programs' });
    expect(await link.getAttribute('href')).toBe('/portal/bookings.csv?guestName=Jorgensen&sort=reference');
    expect(await link.getAttribute('download')).toBe('');
    const excel = page.getByRole('link', { name: 'Download for Excel (26)' });
    expect(await excel.getAttribute('href')).toBe(
      '/portal/bookings.csv?guestName=Jorgensen&sort=reference&format=excel',
    );
    const res = await page.request.get(p.url('/portal/bookings.csv?guestName=Jorgensen&sort=reference'));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers()['content-disposition']).toBe('attachment; filename="bookings-2027-01-05.csv"');
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Booking id,Agency reference,Status,Sailing,Ship,Departure (local),From,To,Lead guest,Matched guest,Currency,' +
        'Total,Paid,Amount due,Payment state,Payment due (UTC),Cancels automatically at (UTC),Confirmed at (UTC)',
    );
    expect(lines).toHaveLength(1 + 26 + 1);
    const kariLine = lines.find((l) => l.startsWith(kari.bookingId))!;
    expect(kariLine).toContain(',Kari Nordmann,Henrik Jørgensen,NOK,');
    expect(kariLine).toMatch(
      /,NOK,\d+\.\d\d,0\.00,\d+\.\d\d,Balance due,2027-01-05T09:00:00\.000Z,2027-01-08T09:00:00\.000Z,/,
    );

    const injected = await page.request.get(p.url('/portal/bookings.csv?bookingId=BRFORMULA1'));
    const row = (await injected.text()).split('\r\n')[1]!;
    expect(row).toContain(`,"'=HYPERLINK(""http://x.example"") Nordmann, ""Jr""",`);

    const refused = await page.request.get(
      p.url('/portal/bookings.csv?departureFrom=2027-02-01&departureTo=2027-01-01'),
    );
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('departureTo must be on or after');
    const unknown = await page.request.get(p.url('/portal/bookings.csv?format=xlsx'));
    expect(unknown.status()).toBe(400);
    expect(await unknown.text()).toBe('format must be csv or excel\n');
    await page.context().close();
  });

  it('exports for a Nordic or German spreadsheet: semicolons, decimal commas, local times, names beside codes', async () => {
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    const res = await page.request.get(p.url(`/portal/bookings.csv?bookingId=${kari.bookingId}&format=excel`));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers()['content-disposition']).toBe('attachment; filename="bookings-2027-01-05-excel.csv"');
    const body = await res.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8's byte-order mark
    const lines = body.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Booking id;Agency reference;Status;Sailing;Ship;Ship name;Departure (local);From;From port;To;To port;' +
        'Lead guest;Matched guest;Currency;Total;Paid;Amount due;Payment state;Payment due (Europe/Oslo);' +
        'Cancels automatically at (Europe/Oslo);Confirmed at (Europe/Oslo)',
    );
    expect(lines).toHaveLength(3);
    const cells = lines[1]!.split(';');
    const cell = (name: string) => cells[lines[0]!.split(';').indexOf(name)]!;
    expect(cell('Booking id')).toBe(kari.bookingId);
    // The catalogue's names beside the codes, as the booking page shows them.
    await page.goto(p.url(`/portal/bookings/${kari.bookingId}`));
    const main = await page.locator('main').innerText();
    for (const name of ['Ship name', 'From port', 'To port']) {
      expect(cell(name)).toMatch(/^[A-ZÆØÅ][\p{L} .-]+$/u);
      expect(main).toContain(cell(name));
    }
    expect(cell('Ship name')).not.toBe(cell('Ship'));
    expect(cell('From port')).not.toBe(cell('From'));
    // Numbers with a decimal comma and no thousands separator; dates and times without T, milliseconds or Z,
    // in Oslo's winter time (UTC+1): the machine file's 2027-01-05T09:00:00.000Z is 10:00 here.
    expect(cell('Departure (local)')).toMatch(/^2027-01-\d\d \d\d:\d\d:00$/);
    expect(cell('Total')).toMatch(/^\d+,\d\d$/);
    expect(cell('Paid')).toBe('0,00');
    expect(cell('Amount due')).toBe(cell('Total'));
    expect(cell('Payment due (Europe/Oslo)')).toBe('2027-01-05 10:00:00');
    expect(cell('Cancels automatically at (Europe/Oslo)')).toBe('2027-01-08 10:00:00');
    expect(cell('Confirmed at (Europe/Oslo)')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // A comma in a name needs no quotes with semicolons; the formula guard still holds.
    const injected = await page.request.get(p.url('/portal/bookings.csv?bookingId=BRFORMULA1&format=excel'));
    expect((await injected.text()).split('\r\n')[1]).toContain(
      `;"'=HYPERLINK(""http://x.example"") Nordmann, ""Jr""";`,
    );
    await page.context().close();
  });

  it('is usable on a phone: the filters, the count, the badges and the pages at 390 px', async () => {
    const phone = await p.newPage(390);
    await p.signIn(phone, AGENT);
    await phone.goto(p.url('/portal/bookings?guestName=j%C3%B8rgensen'));
    expect(await countText(phone)).toBe('26 bookings match · page 1 of 2');
    await expectAccessible(phone, 'bookings search');
    await screenshot(phone, 'bookings-search-390');
    await phone.goto(p.url(`/portal/bookings/${kari.bookingId}`));
    await expectAccessible(phone, 'booking due now');
    await screenshot(phone, 'booking-due-now-390');
    await phone.context().close();
  });

  it("lets the operator filter every agency's bookings by ship, with the agency in the list and the export", async () => {
    const page = await p.newPage();
    await p.signIn(page, OPERATOR);
    await page.goto(p.url('/portal/bookings'));
    const ship = page.getByLabel('Ship');
    const options = await ship.locator('option').allInnerTexts();
    expect(options[0]).toBe('Any ship');
    await ship.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForLoadState('domcontentloaded');
    expect(await countText(page)).toMatch(/^\d+ bookings? match/);
    await page.goto(p.url('/portal/bookings?sort=amountDue&dir=desc'));
    expect(await page.locator('th[aria-sort="descending"]').innerText()).toContain('Amount due');
    expect(await page.locator('thead').innerText()).toContain('Agency');
    await expectAccessible(page, 'operator bookings');
    await screenshot(page, 'operator-bookings-sorted');
    // Each row links to its agency's page and its sailing's page.
    const first = page.locator('tbody tr').first();
    const agencyLink = first.locator('td[data-label="Agency"] a');
    const agencyName = await agencyLink.innerText();
    const sailingLink = first.locator('td[data-label="Departure"] a');
    const sailingCode = await sailingLink.innerText();
    await agencyLink.click();
    await page.waitForLoadState('domcontentloaded');
    expect(new URL(page.url()).pathname).toMatch(/^\/portal\/agencies\/[^/]+$/);
    expect(await page.locator('h1').innerText()).toContain(agencyName);
    await page.goBack();
    await sailingLink.click();
    await page.waitForLoadState('domcontentloaded');
    expect(new URL(page.url()).pathname).toBe(`/portal/sailings/${encodeURIComponent(sailingCode)}`);
    expect(await page.locator('h1').innerText()).toContain(sailingCode);
    // The sailing's times as every page prints them: date, year and the operator's zone.
    expect(await page.locator('main').innerText()).toMatch(
      /\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} (CET|CEST|GMT\+\d)/,
    );
    const csv = await page.request.get(p.url('/portal/bookings.csv?bookingId=' + kari.bookingId));
    expect((await csv.text()).split('\r\n')[0]).toMatch(/^\uFEFF?Booking id,Agency,Agency reference,/);
    await page.goto(p.url('/portal/bookings?ship=NOPE&payment=LATE&page=x'));
    expect(await page.locator('#e-ship').innerText()).toBe('Ship is not a ship of the catalogue');
    expect(await page.locator('#e-payment').innerText()).toContain('Payment must be Paid, Deposit due');
    await expectAccessible(page, 'operator bookings refused');
    await page.context().close();
  });

  it("filters by the date a booking was made (the operator's local date), in the list and the CSV", async () => {
    // Two bookings made around midnight of New Year's Eve in Oslo (UTC+1): 23:30 on the 31st and 00:30 on the 1st.
    await copyBooking(kari.bookingId, 'BRNEWYEAR1', 'Dora', 'Desember');
    await copyBooking(kari.bookingId, 'BRNEWYEAR2', 'Jan', 'Januar');
    const db = p.t.tdb.database.db;
    await db.execute(sql`update bookings set confirmed_at = '2026-12-31T22:30:00Z' where reference = 'BRNEWYEAR1'`);
    await db.execute(sql`update bookings set confirmed_at = '2026-12-31T23:30:00Z' where reference = 'BRNEWYEAR2'`);
    for (const width of [1280, 390]) {
      const page = await p.newPage(width);
      await p.signIn(page, AGENT);
      await page.goto(p.url('/portal/bookings'));
      // On a phone the filters are folded under their summary (quick-search.test.ts): open them as a user would.
      if (width === 390) await page.locator('#booking-filters > summary').click();
      await page.getByLabel('Booked from').fill('2026-12-01');
      await page.getByLabel('Booked to').fill('2026-12-31');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForLoadState('domcontentloaded');
      expect(await countText(page)).toBe('1 booking matches');
      expect(await page.locator('tbody tr td:first-child a').allInnerTexts()).toEqual(['BRNEWYEAR1']);
      expect(new URL(page.url()).search).toContain('bookedFrom=2026-12-01&bookedTo=2026-12-31');
      await expectAccessible(page, 'bookings booked in December');
      await screenshot(page, `bookings-booked-december-${width}`);
      await page.context().close();
    }
    const page = await p.newPage();
    await p.signIn(page, AGENT);
    await page.goto(p.url('/portal/bookings?bookedFrom=2027-01-01&bookedTo=2027-01-31&guestName=januar'));
    expect(await page.locator('tbody tr td:first-child a').allInnerTexts()).toEqual(['BRNEWYEAR2']);
    const january = await page.request.get(p.url('/portal/bookings.csv?bookedFrom=2027-01-01&bookedTo=2027-01-31'));
    const references = (await january.text())
      .split('\r\n')
      .slice(1, -1)
      .map((l) => l.split(',')[0]);
    expect(references).toContain('BRNEWYEAR2');
    expect(references).toContain(kari.bookingId);
    expect(references).not.toContain('BRNEWYEAR1');
    const december = await page.request.get(
      p.url('/portal/bookings.csv?bookedFrom=2026-12-01&bookedTo=2026-12-31&format=excel'),
    );
    const rows = (await december.text()).split('\r\n').slice(1, -1);
    expect(rows.map((l) => l.split(';')[0])).toEqual(['BRNEWYEAR1']);
    expect(rows[0]!.split(';').at(-1)).toBe('2026-12-31 23:30:00');
    await page.goto(p.url('/portal/bookings?bookedFrom=2027-01-31&bookedTo=2027-01-01'));
    expect(await page.locator('#e-bookedTo').innerText()).toBe('Booked to must be on or after the "Booked from" date');
    await page.goto(p.url('/portal/bookings?bookedFrom=31.01.2027'));
    expect(await page.locator('#e-bookedFrom').innerText()).toBe('Booked from must be a date (YYYY-MM-DD)');
    await page.context().close();
  });
});
