/** OTA_CruiseSailAvailRQ: V2's voyage search in OTA's terms, opening no session. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { firstDaySearch, otaClient, sailAvailRQ, type OtaClient } from '../support/ota.js';
import { v2Client, type V2Client } from '../support/v2.js';

let t: TestApp;
let ota: OtaClient;
let v2: V2Client;

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const sessionCount = async () => {
  const result = (await t.tdb.database.db.execute('select count(*)::int as n from sessions')) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]!.n);
};

beforeAll(async () => {
  t = await createTestApp();
  ota = await otaClient(t.app);
  v2 = await v2Client(t.app);
});
afterAll(() => t.close());

describe('OTA_CruiseSailAvailRQ', () => {
  it('answers the sailings V2 finds, named by VoyageID, and opens no session', async () => {
    const sessionsBefore = await sessionCount();
    const { res, root } = await ota.rest('OTA_CruiseSailAvailRQ', sailAvailRQ());
    expect(res.statusCode).toBe(200);
    const options = list(root.SailingOptions?.SailingOption);
    const found = await firstDaySearch(v2);
    expect(options.length).toBe(found.results.length);
    expect(options.length).toBeGreaterThan(0);
    const first = options[0].SelectedSailing;
    const v2First = found.results[0];
    expect(first['@Start']).toBe(v2First.departureDate);
    expect(first['@VoyageID']).toBe(`BGOTOS${v2First.departureDate.slice(0, 16).replace(/[-T:]/g, '')}`);
    expect(first.CruiseLine['@ShipCode']).toBe(v2First.shipCode);
    expect(first.DeparturePort['@LocationCode']).toBe('BGO');
    expect(options[0].Currency['@CurrencyCode']).toBe(found.currency);
    // One session: the V2 search's; the OTA one opened none.
    expect(await sessionCount()).toBe(sessionsBefore + 1);
  });

  it('keeps one ship: an unknown ship has no sailings, still Success', async () => {
    const { res, root } = await ota.rest('OTA_CruiseSailAvailRQ', sailAvailRQ({ ship: 'NOPE' }));
    expect(res.statusCode).toBe(200);
    expect(root.Success).toBe('');
    expect(root.SailingOptions).toBeUndefined();
  });

  it('refuses an unknown age code and an unknown port with the XPath in Tag, Type 3, HTTP 200', async () => {
    const { res, root } = await ota.rest(
      'OTA_CruiseSailAvailRQ',
      sailAvailRQ({ counts: '<GuestCount Code="99" Quantity="1"/>' }),
    );
    expect(res.statusCode).toBe(200);
    const [error] = list(root.Errors.Error) as Record<string, string>[];
    expect(error!['@Type']).toBe('3');
    expect(error!['@ShortText']).toBe('VALIDATION_FAILED');
    expect(error!['@Tag']).toBe('/OTA_CruiseSailAvailRQ/GuestCounts/GuestCount[1]/@Code');

    const port = await ota.rest('OTA_CruiseSailAvailRQ', sailAvailRQ({ from_port: 'XXX' }));
    const [portError] = list(port.root.Errors.Error) as Record<string, string>[];
    expect(portError!['@Tag']).toContain('@EmbarkIndicator');
    expect(portError!['#text']).toContain('XXX');
  });

  it('refuses a window of more than 31 days naming SailingDateRange', async () => {
    const { root } = await ota.rest('OTA_CruiseSailAvailRQ', sailAvailRQ({ to: '2027-03-30' }));
    const errors = list(root.Errors.Error) as Record<string, string>[];
    expect(errors.map((e) => e['@Tag'])).toContain('/OTA_CruiseSailAvailRQ/SailingDateRange/@End');
  });
});
