/**
 * Hostile XML is refused cleanly (issue 35 "Done when"): never a 500, never a stack trace, the database as it
 * was. Each refusal is the path's RS with <Errors> (valid against its schema) or, for SOAP without an envelope,
 * a SOAP Fault.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { otaClient, pos, readXml, sailAvailRQ, soapEnvelope, xmllint, type OtaClient } from '../support/ota.js';

let t: TestApp;
let ota: OtaClient;

const TABLES = ['sessions', 'bookings', 'ota_holds', 'idempotency_keys', 'events'];
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const result = (await t.tdb.database.db.execute(`select count(*)::int as n from ${table}`)) as unknown as {
      rows: { n: number }[];
    };
    out[table] = Number(result.rows[0]!.n);
  }
  return out;
}

const send = (payload: string, url = '/ota/rest/OTA_CruiseSailAvailRQ', contentType = 'application/xml') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${ota.token}`,
      'content-type': contentType,
      'idempotency-key': `k-${Math.random()}`,
    },
    query: { user_key: ota.userKey },
    payload,
  });

const HOSTILE: [string, () => string][] = [
  ['malformed', () => '<OTA_CruiseSailAvailRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0"><POS>'],
  ['not XML at all', () => 'hello'],
  ['an empty body', () => ''],
  [
    'the wrong root for the path',
    () => `<OTA_PingRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0"><EchoData>x</EchoData></OTA_PingRQ>`,
  ],
  [
    'the right name in another namespace',
    () => sailAvailRQ().replace('http://www.opentravel.org/OTA/2003/05', 'urn:other'),
  ],
  [
    'an external entity (XXE)',
    () =>
      `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${sailAvailRQ().replace('EchoToken="sa-1"', 'EchoToken="&xxe;"')}`,
  ],
  [
    'entity expansion (billion laughs)',
    () =>
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>` +
      sailAvailRQ().replace('EchoToken="sa-1"', 'EchoToken="&lol3;"'),
  ],
  ['deep nesting', () => sailAvailRQ().replace('<POS>', `${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}<POS>`)],
  ['an element the schema does not have', () => sailAvailRQ().replace('<POS>', '<Evil/><POS>')],
  ['a NUL character', () => sailAvailRQ().replace('sa-1', 'sa\u00001')],
  ['an undeclared entity reference', () => sailAvailRQ().replace('sa-1', '&undeclared;')],
];

beforeAll(async () => {
  t = await createTestApp();
  ota = await otaClient(t.app);
});
afterAll(() => t.close());

describe('hostile XML', () => {
  it.each(HOSTILE)('%s: 400 with <Errors>, the database unchanged', async (_name, body) => {
    const before = await counts();
    const res = await send(body());
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    const { name, root } = readXml(res.body);
    expect(name).toBe('OTA_CruiseSailAvailRS');
    expect(await xmllint(name, res.body)).toBe('');
    expect(root.Errors.Error).toBeDefined();
    expect(res.body).not.toContain('root:x:0:0');
    expect(await counts()).toEqual(before);
  });

  it('a 10 MB body: 413 with <Errors>', async () => {
    const before = await counts();
    const big = sailAvailRQ().replace('sa-1', 'x'.repeat(10 * 1024 * 1024));
    const res = await send(big);
    expect(res.statusCode).toBe(413);
    const { root } = readXml(res.body);
    expect(root.Errors.Error['@ShortText']).toBe('PAYLOAD_TOO_LARGE');
    expect(await counts()).toEqual(before);
  });

  it('the same over SOAP: an envelope around hostile XML is refused the same way', async () => {
    const before = await counts();
    const res = await send(soapEnvelope(sailAvailRQ().replace('<POS>', '<Evil/><POS>')), '/ota/ws', 'text/xml');
    expect(res.statusCode).toBe(400);
    const xxe = await send(
      `<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${soapEnvelope(sailAvailRQ())}`,
      '/ota/ws',
      'text/xml',
    );
    expect(xxe.statusCode).toBe(400);
    expect(xxe.body).toContain('soap:Fault');
    expect(await counts()).toEqual(before);
  });

  it('a valid message with codes Berth does not know: 200 with Type 3 errors naming them, nothing written', async () => {
    const before = await counts();
    const unknownShipAndPort = await ota.rest('OTA_CruiseSailAvailRQ', sailAvailRQ({ from_port: 'ZZZ' }));
    expect(unknownShipAndPort.res.statusCode).toBe(200);
    expect(unknownShipAndPort.root.Errors.Error['@Type']).toBe('3');
    const hold = await ota.rest(
      'OTA_CruiseCabinHoldRQ',
      `<OTA_CruiseCabinHoldRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" TransactionIdentifier="H">${pos()}<SelectedSailing VoyageID="NOTAVOYAGE"><SelectedCategory PricedCategoryCode="ZZ"><SelectedCabin CabinNumber="GTY"/></SelectedCategory></SelectedSailing></OTA_CruiseCabinHoldRQ>`,
    );
    expect(hold.res.statusCode).toBe(200);
    expect(hold.root.Errors.Error['@Tag']).toBe('/OTA_CruiseCabinHoldRQ/SelectedSailing/@VoyageID');
    expect(await counts()).toEqual(before);
  });
});
