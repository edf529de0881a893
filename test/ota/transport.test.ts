/**
 * The OTA channel's transport (spec ota.md "Transport" and "Errors"): REST and SOAP, V2's credentials with the
 * user key in the query or in POS, answers that validate against their 2017B schemas (checked with xmllint),
 * errors the OTA way with the spec's HTTP statuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import {
  otaClient,
  pos,
  readXml,
  sailAvailRQ,
  soapBodyMessage,
  soapEnvelope,
  xmllint,
  type OtaClient,
} from '../support/ota.js';

let t: TestApp;
let ota: OtaClient;

const ping = (attributes = '') =>
  `<OTA_PingRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" EchoToken="e-1" TransactionIdentifier="tx-1" SequenceNmbr="3" CorrelationID="c-9" ${attributes}><EchoData>Hello Berth</EchoData></OTA_PingRQ>`;

beforeAll(async () => {
  t = await createTestApp();
  ota = await otaClient(t.app);
});
afterAll(() => t.close());

describe('Ping over REST and SOAP', () => {
  it('echoes EchoData and the request identifiers, with TimeStamp and Version', async () => {
    const { res, name, root } = await ota.rest('OTA_PingRQ', ping());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(name).toBe('OTA_PingRS');
    expect(root.Success).toBe('');
    expect(root.EchoData).toBe('Hello Berth');
    expect(root['@EchoToken']).toBe('e-1');
    expect(root['@TransactionIdentifier']).toBe('tx-1');
    expect(root['@SequenceNmbr']).toBe('3');
    expect(root['@CorrelationID']).toBe('c-9');
    expect(root['@Version']).toBe('1.0');
    expect(new Date(root['@TimeStamp']).toISOString()).toBe(t.clock.now().toISOString());
  });

  it('answers the same message inside a SOAP envelope', async () => {
    const rest = await ota.rest('OTA_PingRQ', ping());
    const soap = await ota.soap('OTA_PingRQ', ping());
    expect(soap.res.statusCode).toBe(200);
    expect(soap.res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(soap.message).toBe(rest.message);
  });

  it('takes the user key from POS/Source/RequestorID with ID_Context BERTH_USER_KEY', async () => {
    const message = sailAvailRQ().replace(pos(), pos(ota.userKey));
    expect(await xmllint('OTA_CruiseSailAvailRQ', message)).toBe('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/ota/rest/OTA_CruiseSailAvailRQ',
      headers: { authorization: `Bearer ${ota.token}`, 'content-type': 'text/xml' },
      payload: message,
    });
    expect(res.statusCode).toBe(200);
    expect(readXml(res.body).root.SailingOptions).toBeDefined();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/ota/rest/OTA_CruiseSailAvailRQ',
      headers: { authorization: `Bearer ${ota.token}`, 'content-type': 'text/xml' },
      payload: sailAvailRQ().replace(pos(), pos('not-the-key')),
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('answers SOAP and REST with the same message for a sailing availability', async () => {
    const rest = await ota.rest('OTA_CruiseSailAvailRQ', sailAvailRQ());
    const soap = await ota.soap('OTA_CruiseSailAvailRQ', sailAvailRQ());
    expect(soap.message).toBe(rest.message);
    expect(rest.root.SailingOptions).toBeDefined();
  });
});

describe('errors the OTA way', () => {
  const send = (
    payload: string,
    options: { url?: string; headers?: Record<string, string>; query?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: options.url ?? '/ota/rest/OTA_PingRQ',
      headers: { authorization: `Bearer ${ota.token}`, 'content-type': 'application/xml', ...options.headers },
      query: options.query ?? { user_key: ota.userKey },
      payload,
    });
  const errorsOf = async (body: string, name = 'OTA_PingRS') => {
    const parsed = readXml(body);
    expect(parsed.name).toBe(name);
    expect(await xmllint(name, body)).toBe('');
    const errors = parsed.root.Errors.Error;
    return Array.isArray(errors) ? errors : [errors];
  };

  it('401 without a token, Type 4, the JSON API code in ShortText', async () => {
    const res = await send(ping(), { headers: { authorization: '' } });
    expect(res.statusCode).toBe(401);
    const [error] = await errorsOf(res.body);
    expect(error['@Type']).toBe('4');
    expect(error['@ShortText']).toBe('TOKEN_MISSING');
  });

  it('403 with another key, Type 6', async () => {
    const res = await send(ping(), { query: { user_key: 'not-a-key-of-this-agency' } });
    expect(res.statusCode).toBe(403);
    const [error] = await errorsOf(res.body);
    expect(error['@Type']).toBe('6');
    expect(error['@ShortText']).toBe('USER_KEY_INVALID');
  });

  it('400 when the user key is nowhere, Type 10', async () => {
    const res = await send(ping(), { query: {} });
    expect(res.statusCode).toBe(400);
    const [error] = await errorsOf(res.body);
    expect(error['@Type']).toBe('10');
    expect(error['@ShortText']).toBe('USER_KEY_REQUIRED');
  });

  it('400 for a message that does not validate, naming what libxml2 found', async () => {
    const res = await send(ping().replace('<EchoData>Hello Berth</EchoData>', ''));
    expect(res.statusCode).toBe(400);
    const [error] = await errorsOf(res.body);
    expect(error['@Type']).toBe('7');
    expect(error['@ShortText']).toBe('SCHEMA_INVALID');
    expect(error['#text']).toMatch(/EchoData/);
  });

  it('400 for a root other than the path names', async () => {
    const res = await send(ping(), { url: '/ota/rest/OTA_CruiseSailAvailRQ' });
    if (res.statusCode === 404) return expect.fail('the path must name a message Berth answers for this test');
    expect(res.statusCode).toBe(400);
    const [error] = await errorsOf(res.body, 'OTA_CruiseSailAvailRS');
    expect(error['@ShortText']).toBe('WRONG_MESSAGE');
  });

  it('415 for JSON, as the JSON API', async () => {
    const res = await send('{"EchoData":"x"}', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(415);
    const [error] = await errorsOf(res.body);
    expect(error['@ShortText']).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('a SOAP body that is no envelope gets a SOAP Fault', async () => {
    const res = await send(ping(), { url: '/ota/ws', headers: { 'content-type': 'text/xml' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<soap:Fault>');
  });

  it('a SOAP message error is the message RS inside the envelope, not a Fault', async () => {
    const res = await send(soapEnvelope(ping()), { url: '/ota/ws', query: { user_key: 'wrong' } });
    expect(res.statusCode).toBe(403);
    const message = soapBodyMessage(res.body);
    const [error] = await errorsOf(message);
    expect(error['@ShortText']).toBe('USER_KEY_INVALID');
  });
});
