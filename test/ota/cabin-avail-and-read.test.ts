/**
 * OTA_CruiseCabinAvailRQ and OTA_ReadRQ by guest name and with its history (spec ota.md, "Messages and what they
 * do in Berth"), every request and answer checked with xmllint (test/support/ota.ts):
 *
 * - cabin availability lists the numbers V2's cabin-number listing offers for the grade, by deck, with the
 *   guarantee option first; a number another hold chose is gone; a grade assigned at check-in has only the
 *   guarantee; an unknown grade or a fare not on sale is refused naming the element;
 * - a read by guest name finds the agency's one booking with that guest (whole names, accents and case aside),
 *   refuses several (BOOKING_AMBIGUOUS) and finds none for another agency, a part of a name or an erased booking;
 * - with HistoryRequestedInd the answer is OTA_CruiseBookingHistoryRS with the booking's events as the feed has
 *   them, errors included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import {
  firstVoyageId,
  otaClient,
  pos,
  firstDaySearch,
  type OtaClient,
  type XmlTree,
} from '../support/ota.js';
import { v2Client, type V2Client } from '../support/v2.js';
import { confirmBooking } from '../support/lifecycle.js';

let t: TestApp;
let ota: OtaClient;
let v2: V2Client;
const NS = 'xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0"';
const PARTY = '<GuestCounts><GuestCount Code="10" Quantity="1"/><GuestCount Code="8" Quantity="1"/></GuestCounts>';
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const errorsOf = (root: XmlTree) => list(root.Errors?.Error) as Record<string, string>[];

const cabinAvailRQ = (voyageId: string, grade: string, options: { fare?: string; deck?: string } = {}) =>
  `<OTA_CruiseCabinAvailRQ ${NS} EchoToken="ca-1">${pos()}${PARTY}` +
  `<SailingInfo><SelectedSailing VoyageID="${voyageId}"><CruiseLine VendorCode="BERTH"/></SelectedSailing><SelectedCategory PricedCategoryCode="${grade}"/></SailingInfo>` +
  (options.deck ? `<SearchQualifiers DeckNumber="${options.deck}"/>` : '') +
  `<SelectedFare${options.fare ? ` FareCode="${options.fare}"` : ''}/></OTA_CruiseCabinAvailRQ>`;

const holdRQ = (voyageId: string, tx: string, grade: string, cabin: string) =>
  `<OTA_CruiseCabinHoldRQ ${NS} TransactionIdentifier="${tx}">${pos()}${PARTY}` +
  `<SelectedSailing VoyageID="${voyageId}"><SelectedFare FareCode="STANDARD"/><SelectedCategory PricedCategoryCode="${grade}"><SelectedCabin CabinNumber="${cabin}"/></SelectedCategory></SelectedSailing>` +
  `</OTA_CruiseCabinHoldRQ>`;

const readByNameRQ = (surname: string, givenName?: string, history = false) =>
  `<OTA_ReadRQ ${NS}>${pos()}<ReadRequests><CruiseReadRequest${history ? ' HistoryRequestedInd="true"' : ''}><GuestInfo>` +
  (givenName ? `<GivenName>${givenName}</GivenName>` : '') +
  `<Surname>${surname}</Surname></GuestInfo></CruiseReadRequest></ReadRequests></OTA_ReadRQ>`;
const readHistoryRQ = (id: string) =>
  `<OTA_ReadRQ ${NS}>${pos()}<ReadRequests><ReadRequest HistoryRequestedInd="true"><UniqueID Type="14" ID="${id}"/></ReadRequest></ReadRequests></OTA_ReadRQ>`;

beforeAll(async () => {
  t = await createTestApp();
  ota = await otaClient(t.app);
  v2 = await v2Client(t.app);
});
afterAll(() => t.close());

/** A booking confirmed through V2 whose two guests are named as given; its booking id. */
const v2Booking = async (lead: { firstName: string; lastName: string }) =>
  (await confirmBooking(v2, { names: lead })).bookingId;

const sessionCount = async () => {
  const result = (await t.tdb.database.db.execute('select count(*)::int as n from sessions')) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
};

const optionsOf = (root: XmlTree) => list(root.CabinOptions.CabinOption) as Record<string, string>[];

describe('OTA_CruiseCabinAvailRQ', () => {
  it("lists V2's free numbers of the grade by deck, after the guarantee option; opens no session", async () => {
    const voyageId = await firstVoyageId(ota);
    const sessionsBefore = await sessionCount();
    const answer = await ota.rest('OTA_CruiseCabinAvailRQ', cabinAvailRQ(voyageId, 'O2', { fare: 'STANDARD' }));
    expect(await sessionCount()).toBe(sessionsBefore);
    expect(answer.name).toBe('OTA_CruiseCabinAvailRS');
    expect(answer.root['@EchoToken']).toBe('ca-1');
    expect(answer.root.SailingInfo.SelectedSailing['@VoyageID']).toBe(voyageId);
    expect(answer.root.SailingInfo.SelectedCategory['@PricedCategoryCode']).toBe('O2');
    expect(answer.root.SelectedFare['@FareCode']).toBe('STANDARD');
    const [guarantee, ...numbers] = optionsOf(answer.root);
    expect(guarantee).toMatchObject({ '@CabinNumber': 'GTY', '@Status': '1', '@MaxOccupancy': '2' });
    expect(guarantee!['@DeckNumber']).toBeUndefined();
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers.every((n) => n['@Status'] === '1' && n['@DeckNumber'] !== undefined)).toBe(true);

    // The same numbers, on the same decks, as V2's listing for a held booking of the grade on that voyage.
    const search = await firstDaySearch(v2);
    await v2.create('voyage-only', search.sessionId, {
      departureDate: search.results[0].departureDate,
      cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
    });
    const listing = (
      await v2.sub('GET', 'voyage-only', search.sessionId, 'cabin-numbers', undefined, {}, { cabinGrade: 'O2' })
    ).json() as { decks: { deck: number; cabinNumbers: string[] }[] };
    const v2Numbers = listing.decks.flatMap((d) => d.cabinNumbers.map((n) => `${d.deck}:${n}`));
    expect(numbers.map((n) => `${n['@DeckNumber']}:${n['@CabinNumber']}`)).toEqual(v2Numbers);
  });

  it('no longer lists a number another hold chose; one deck when DeckNumber is asked', async () => {
    const voyageId = await firstVoyageId(ota);
    const before = optionsOf((await ota.rest('OTA_CruiseCabinAvailRQ', cabinAvailRQ(voyageId, 'O2'))).root).slice(1);
    const chosen = before[0]!;
    const hold = await ota.rest('OTA_CruiseCabinHoldRQ', holdRQ(voyageId, 'CA-HOLD-1', 'O2', chosen['@CabinNumber']!));
    expect(hold.root.SelectedSailing.SelectedCabin['@CabinNumber']).toBe(chosen['@CabinNumber']);
    const after = optionsOf((await ota.rest('OTA_CruiseCabinAvailRQ', cabinAvailRQ(voyageId, 'O2'))).root).slice(1);
    expect(after.map((n) => n['@CabinNumber'])).toEqual(
      before.filter((n) => n !== chosen).map((n) => n['@CabinNumber']),
    );

    const deck = after[after.length - 1]!['@DeckNumber']!;
    const oneDeck = optionsOf((await ota.rest('OTA_CruiseCabinAvailRQ', cabinAvailRQ(voyageId, 'O2', { deck }))).root);
    expect(oneDeck[0]!['@CabinNumber']).toBe('GTY');
    expect(oneDeck.slice(1).map((n) => n['@CabinNumber'])).toEqual(
      after.filter((n) => n['@DeckNumber'] === deck).map((n) => n['@CabinNumber']),
    );
  });

  it('a grade assigned at check-in has the guarantee option only', async () => {
    const voyageId = await firstVoyageId(ota);
    const answer = await ota.rest('OTA_CruiseCabinAvailRQ', cabinAvailRQ(voyageId, 'IG'));
    expect(optionsOf(answer.root)).toEqual([
      { '@Status': '1', '@CabinNumber': 'GTY', '@MaxOccupancy': '2', '@CabinCategoryCode': 'IG' },
    ]);
  });

  it('refuses a grade not on sale and a fare not on sale, naming the element (Type 3, HTTP 200)', async () => {
    const voyageId = await firstVoyageId(ota);
    const grade = await ota.rest('OTA_CruiseCabinAvailRQ', cabinAvailRQ(voyageId, 'ZZ'));
    expect(grade.res.statusCode).toBe(200);
    expect(errorsOf(grade.root)[0]).toMatchObject({
      '@Type': '3',
      '@ShortText': 'VALIDATION_FAILED',
      '@Tag': '/OTA_CruiseCabinAvailRQ/SailingInfo/SelectedCategory/@PricedCategoryCode',
    });
    const fare = await ota.rest('OTA_CruiseCabinAvailRQ', cabinAvailRQ(voyageId, 'O2', { fare: 'NOPE' }));
    expect(errorsOf(fare.root)[0]).toMatchObject({
      '@Type': '3',
      '@ShortText': 'FARE_NOT_AVAILABLE',
      '@Tag': '/OTA_CruiseCabinAvailRQ/SelectedFare/@FareCode',
    });
  });
});

describe('OTA_ReadRQ by guest name', () => {
  it("finds the agency's one booking with a guest of that name, whole names, accents and case aside", async () => {
    const bookingId = await v2Booking({ firstName: 'Åse', lastName: 'Østby' });
    for (const [surname, given] of [
      ['Østby', undefined],
      ['OSTBY', 'ase'],
      [' østby ', 'ÅSE'],
    ] as const) {
      const read = await ota.rest('OTA_ReadRQ', readByNameRQ(surname, given));
      expect(read.name).toBe('OTA_CruiseBookRS');
      expect(read.root.ReservationID['@ID']).toBe(bookingId);
    }
    // A part of the name, another given name, another agency: as an unknown booking.
    const other = await otaClient(t.app, 2);
    for (const [client, surname, given] of [
      [ota, 'Østb', undefined],
      [ota, 'Østby', 'Kari'],
      [other, 'Østby', undefined],
    ] as const) {
      const read = await client.rest('OTA_ReadRQ', readByNameRQ(surname, given));
      expect(read.res.statusCode).toBe(200);
      expect(read.name).toBe('OTA_CruiseBookRS');
      expect(errorsOf(read.root)[0]).toMatchObject({ '@Type': '3', '@ShortText': 'BOOKING_NOT_FOUND' });
    }
  });

  it('refuses several bookings with BOOKING_AMBIGUOUS; the given name tells them apart', async () => {
    const first = await v2Booking({ firstName: 'Per', lastName: 'Haugland' });
    const second = await v2Booking({ firstName: 'Pål', lastName: 'Haugland' });
    const both = await ota.rest('OTA_ReadRQ', readByNameRQ('Haugland'));
    expect(both.res.statusCode).toBe(200);
    expect(errorsOf(both.root)[0]).toMatchObject({
      '@Type': '3',
      '@ShortText': 'BOOKING_AMBIGUOUS',
      '@Tag': '/OTA_ReadRQ/ReadRequests/CruiseReadRequest/GuestInfo',
    });
    expect((await ota.rest('OTA_ReadRQ', readByNameRQ('Haugland', 'Per'))).root.ReservationID['@ID']).toBe(first);
    expect((await ota.rest('OTA_ReadRQ', readByNameRQ('Haugland', 'Pål'))).root.ReservationID['@ID']).toBe(second);
  });

  it('an erased booking no longer matches its guests’ names; it is still read by its id', async () => {
    const bookingId = await v2Booking({ firstName: 'Eirik', lastName: 'Slettvoll' });
    expect((await ota.rest('OTA_ReadRQ', readByNameRQ('Slettvoll'))).root.ReservationID['@ID']).toBe(bookingId);
    for (const type of ['Initiate', 'Commit']) {
      const cancel = `<OTA_CancelRQ ${NS} CancelType="${type}">${pos()}<UniqueID Type="14" ID="${bookingId}"/></OTA_CancelRQ>`;
      expect((await ota.rest('OTA_CancelRQ', cancel)).root.Success).toBe('');
    }
    expect((await v2.call('POST', `/bookings/${bookingId}/personal-data/erasure`)).statusCode).toBe(200);

    const read = await ota.rest('OTA_ReadRQ', readByNameRQ('Slettvoll'));
    expect(errorsOf(read.root)[0]).toMatchObject({ '@Type': '3', '@ShortText': 'BOOKING_NOT_FOUND' });
    const byId = await ota.rest('OTA_ReadRQ', `<OTA_ReadRQ ${NS}>${pos()}<UniqueID Type="14" ID="${bookingId}"/></OTA_ReadRQ>`);
    expect(byId.root.ReservationID).toMatchObject({ '@ID': bookingId, '@StatusCode': '3' });
  });
});

describe('OTA_ReadRQ with HistoryRequestedInd', () => {
  it("answers OTA_CruiseBookingHistoryRS with the booking's events as the feed has them", async () => {
    const bookingId = await v2Booking({ firstName: 'Hilde', lastName: 'Historikk' });
    const booking = (await v2.call('GET', `/bookings/${bookingId}`)).json();
    await v2.call('POST', `/bookings/${bookingId}/payments`, { amount: 1000, currency: booking.currency });
    const feed = (await v2.call('GET', '/events', undefined, {}, { limit: '1000' })).json() as {
      events: { id: string; type: string; createdAt: string; data: { bookingId: string; version: number } }[];
    };
    const events = feed.events.filter((e) => e.data.bookingId === bookingId);
    expect(events.map((e) => e.type)).toEqual(['booking.confirmed', 'payment.received']);

    for (const rq of [readHistoryRQ(bookingId), readByNameRQ('Historikk', undefined, true)]) {
      const history = await ota.rest('OTA_ReadRQ', rq);
      expect(history.name).toBe('OTA_CruiseBookingHistoryRS');
      expect(history.root.ReservationID).toMatchObject({
        '@ID': bookingId,
        '@StatusCode': '2',
        '@BookedDate': events[0]!.createdAt,
        '@LastModifyDateTime': events[1]!.createdAt,
      });
      const infos = list(history.root.HistoryInfos.HistoryInfo) as XmlTree[];
      expect(infos.map((i) => [i['@LastModified'], i.Items['@Name']])).toEqual(events.map((e) => [e.createdAt, e.type]));
      const items = infos.map((i) => list(i.Items.Item) as Record<string, string>[]);
      expect(items.map((i) => i.find((item) => item['@ItemName'] === 'eventId')!['@NewValue'])).toEqual(
        events.map((e) => e.id),
      );
      expect(items.map((i) => i.find((item) => item['@ItemName'] === 'version')!['@NewValue'])).toEqual(
        events.map((e) => String(e.data.version)),
      );
      // No personal data: the guests' names are in no item.
      expect(history.message).not.toContain('Historikk');
    }
  });

  it('an unknown booking is answered as OTA_CruiseBookingHistoryRS with BOOKING_NOT_FOUND', async () => {
    const other = await otaClient(t.app, 2);
    const bookingId = await v2Booking({ firstName: 'Ingrid', lastName: 'Annen' });
    for (const [client, rq] of [
      [ota, readHistoryRQ('BRNOSUCH1')],
      [other, readHistoryRQ(bookingId)],
    ] as const) {
      const answer = await client.rest('OTA_ReadRQ', rq);
      expect(answer.res.statusCode).toBe(200);
      expect(answer.name).toBe('OTA_CruiseBookingHistoryRS');
      expect(errorsOf(answer.root)[0]).toMatchObject({ '@Type': '3', '@ShortText': 'BOOKING_NOT_FOUND' });
    }
  });
});
