/**
 * A client of the OTA channel for tests: sends a message over REST (`/ota/rest/{name}`) or SOAP (`/ota/ws`)
 * with the sandbox credentials, and checks every request and every answer with Debian's xmllint against the
 * 2017B schemas (a validator of its own, beside the service's in-process one).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { sandboxAuth, type SandboxAgencyNumber } from './auth.js';
import { FIRST_DEPARTURE_DAY } from './catalog.js';
import type { DebianPart } from './debian-packages.js';
import { CHILD, LEAD, type V2Client } from './v2.js';

export const OTA_NS = 'http://www.opentravel.org/OTA/2003/05';
export const SCHEMA_DIR = join(import.meta.dirname, '../../vendor/ota/2017B');
const run = promisify(execFile);

/** xmllint, installed by global-setup when missing (libxml2-utils). */
export const xmllintPart: DebianPart = {
  pkg: 'libxml2-utils',
  paths: ['/usr/bin/xmllint'],
  usedBy: 'the OTA channel tests (test/ota/)',
};

let scratch: string | undefined;
let files = 0;

/** xmllint's verdict on `xml` against `<messageName>.xsd`: '' when valid, its messages otherwise. */
export async function xmllint(messageName: string, xml: string): Promise<string> {
  scratch ??= mkdtempSync(join(tmpdir(), 'berth-ota-'));
  const file = join(scratch, `${++files}.xml`);
  writeFileSync(file, xml);
  try {
    await run('xmllint', ['--noout', '--nonet', '--schema', join(SCHEMA_DIR, `${messageName}.xsd`), file]);
    return '';
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
}

// Answers read back are checked field by field by the tests; their shape is the schema's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type XmlTree = Record<string, any>;

const reader = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
});
/** An answer read back: root name and content (local names, attributes as `@Name`). */
export function readXml(xml: string): { name: string; root: XmlTree } {
  const parsed = reader.parse(xml) as XmlTree;
  const name = Object.keys(parsed).find((k) => !k.startsWith('?'))!;
  return { name, root: parsed[name] };
}

/** The message inside a SOAP answer's Body, as a document of its own (same text the REST answer has). */
export function soapBodyMessage(xml: string): string {
  const match = /<soap:Body>([\s\S]*)<\/soap:Body>/.exec(xml);
  if (!match) throw new Error(`not a SOAP answer: ${xml.slice(0, 200)}`);
  return `<?xml version="1.0" encoding="UTF-8"?>${match[1]}`;
}

export const soapEnvelope = (message: string) =>
  `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${message.replace(/^<\?xml[^>]*\?>/, '')}</soap:Body></soap:Envelope>`;

export interface OtaClient {
  /** Sends `xml` to /ota/rest/{name}; the request must be schema-valid unless `invalid`. */
  rest(
    name: string,
    xml: string,
    options?: { headers?: Record<string, string>; query?: Record<string, string>; invalid?: boolean },
  ): Promise<OtaAnswer>;
  soap(name: string, xml: string, options?: { headers?: Record<string, string> }): Promise<OtaAnswer>;
  userKey: string;
  token: string;
}

export interface OtaAnswer {
  res: LightMyRequestResponse;
  name: string;
  root: XmlTree;
  /** The answer message's text (the SOAP Body's message for SOAP). */
  message: string;
}

/** Checks the answer against its schema with xmllint; throws with its messages otherwise. */
async function checked(res: LightMyRequestResponse, soap: boolean): Promise<OtaAnswer> {
  const message = soap ? soapBodyMessage(res.body) : res.body;
  const { name, root } = readXml(message);
  const verdict = await xmllint(name, message);
  if (verdict) throw new Error(`the answer ${name} does not validate: ${verdict}\n${message}`);
  return { res, name, root, message };
}

export async function otaClient(app: FastifyInstance, which: SandboxAgencyNumber = 1): Promise<OtaClient> {
  const auth = await sandboxAuth(app, which);
  const ensureValid = async (name: string, xml: string) => {
    const verdict = await xmllint(name, xml);
    if (verdict) throw new Error(`the test's request ${name} does not validate: ${verdict}`);
  };
  return {
    userKey: auth.query.user_key,
    token: auth.headers.authorization.slice('Bearer '.length),
    async rest(name, xml, options = {}) {
      if (!options.invalid) await ensureValid(name, xml);
      const res = await app.inject({
        method: 'POST',
        url: `/ota/rest/${name}`,
        headers: { ...auth.headers, 'content-type': 'application/xml', ...options.headers },
        query: { ...auth.query, ...options.query },
        payload: xml,
      });
      return checked(res, false);
    },
    async soap(name, xml, options = {}) {
      await ensureValid(name, xml);
      const res = await app.inject({
        method: 'POST',
        url: '/ota/ws',
        headers: { ...auth.headers, 'content-type': 'text/xml; charset=utf-8', ...options.headers },
        query: auth.query,
        payload: soapEnvelope(xml),
      });
      return checked(res, true);
    },
  };
}

/**
 * One OTA message to a listening server by a real HTTP client (test/support/instances.ts `callServer` is V2's),
 * the request and the answer checked with xmllint: its status, headers and answer read back.
 */
export async function otaOverHttp(
  client: { url(path: string): string; headers: Record<string, string> },
  name: string,
  xml: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; root: XmlTree; headers: Headers; message: string }> {
  const request = await xmllint(name, xml);
  if (request) throw new Error(`the test's request ${name} does not validate: ${request}`);
  const res = await fetch(client.url(`/ota/rest/${name}`), {
    method: 'POST',
    headers: { ...client.headers, 'content-type': 'application/xml', ...headers },
    body: xml,
  });
  const message = await res.text();
  const answer = readXml(message);
  const verdict = await xmllint(answer.name, message);
  if (verdict) throw new Error(`the answer ${answer.name} does not validate: ${verdict}\n${message}`);
  return { status: res.status, root: answer.root, headers: res.headers, message };
}

/** The POS of a request, with the user key in it when given. */
export function pos(userKey?: string): string {
  const requestor = userKey
    ? `<RequestorID ID="${userKey}" ID_Context="BERTH_USER_KEY" Type="5"/>`
    : `<RequestorID ID="AGENT1" Type="5"/>`;
  return `<POS><Source>${requestor}<BookingChannel Type="1"/></Source></POS>`;
}

/** An OTA_CruiseSailAvailRQ from BGO to TOS for the party of `counts` (an ADULT and a CHILD by default). */
export const sailAvailRQ = (
  options: { from?: string; to?: string; counts?: string; from_port?: string; ship?: string } = {},
) =>
  `<OTA_CruiseSailAvailRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" EchoToken="sa-1">${pos()}` +
  `<GuestCounts>${options.counts ?? '<GuestCount Code="10" Quantity="1"/><GuestCount Code="8" Quantity="1"/>'}</GuestCounts>` +
  `<SailingDateRange Start="${options.from ?? FIRST_DEPARTURE_DAY}" End="${options.to ?? FIRST_DEPARTURE_DAY}"/>` +
  `<CruiseLinePrefs><CruiseLinePref${options.ship ? ` ShipCode="${options.ship}"` : ''}><SearchQualifiers><Port PortCode="${options.from_port ?? 'BGO'}" EmbarkIndicator="true"/></SearchQualifiers></CruiseLinePref>` +
  `<CruiseLinePref><SearchQualifiers><Port PortCode="TOS" DisembarkIndicator="true"/></SearchQualifiers></CruiseLinePref></CruiseLinePrefs>` +
  `</OTA_CruiseSailAvailRQ>`;

// The messages of a whole booking, as the tests send them (an ADULT, guest 1 and lead, and a CHILD).
/** A request root's namespace and Version, as every test request writes them. */
export const NS = 'xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0"';
export const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export const holdRQ = (voyageId: string, tx: string, grade = 'O2', cabin = 'GTY', fare = 'STANDARD') =>
  `<OTA_CruiseCabinHoldRQ ${NS} TransactionIdentifier="${tx}">${pos()}` +
  `<GuestCounts><GuestCount Code="10" Quantity="1"/><GuestCount Code="8" Quantity="1"/></GuestCounts>` +
  `<SelectedSailing VoyageID="${voyageId}"><SelectedFare FareCode="${fare}"/><SelectedCategory PricedCategoryCode="${grade}"><SelectedCabin CabinNumber="${cabin}"/></SelectedCategory></SelectedSailing>` +
  `</OTA_CruiseCabinHoldRQ>`;

export const sailingInfo = (voyageId: string) =>
  `<SailingInfo><SelectedSailing VoyageID="${voyageId}"><CruiseLine VendorCode="BERTH"/></SelectedSailing></SailingInfo>`;

export const guestDetail = (g: typeof LEAD | typeof CHILD, ref: number) =>
  `<GuestDetail><ContactInfo GuestRefNumber="${ref}" PersonBirthDate="${g.dateOfBirth}" Gender="${g.gender === 'FEMALE' ? 'Female' : 'Male'}" Nationality="${g.nationality}">` +
  `<PersonName><GivenName>${g.firstName}</GivenName><Surname>${g.lastName}</Surname></PersonName>` +
  ('phoneNumber' in g ? `<Telephone PhoneNumber="${g.phoneNumber}"/>` : '') +
  ('address' in g
    ? `<Address><AddressLine>${g.address.street}</AddressLine><CityName>${g.address.city}</CityName><PostalCode>${g.address.postalCode}</PostalCode><CountryName Code="${g.address.countryCode}"/></Address>`
    : '') +
  ('email' in g ? `<Email>${g.email}</Email>` : '') +
  `</ContactInfo></GuestDetail>`;

export const PARTY =
  '<GuestCounts><GuestCount Code="10" Quantity="1"/><GuestCount Code="8" Quantity="1"/></GuestCounts>';
export const fareAvailRQ = (voyageId: string) =>
  `<OTA_CruiseFareAvailRQ ${NS}>${pos()}${PARTY}<SailingInfo><SelectedSailing VoyageID="${voyageId}"><CruiseLine VendorCode="BERTH"/></SelectedSailing></SailingInfo></OTA_CruiseFareAvailRQ>`;
export const categoryAvailRQ = (voyageId: string, fare: string) =>
  `<OTA_CruiseCategoryAvailRQ ${NS}>${pos()}<Guest GuestRefNumber="1"/><Guest GuestRefNumber="2"/>${PARTY}<SailingInfo><SelectedSailing VoyageID="${voyageId}"><CruiseLine VendorCode="BERTH"/></SelectedSailing></SailingInfo><SelectedFare FareCode="${fare}"/></OTA_CruiseCategoryAvailRQ>`;
export const priceRQ = (voyageId: string, tx: string) =>
  `<OTA_CruisePriceBookingRQ ${NS} TransactionIdentifier="${tx}">${pos()}${sailingInfo(voyageId)}<ReservationInfo><GuestDetails>${guestDetail(LEAD, 1)}</GuestDetails></ReservationInfo></OTA_CruisePriceBookingRQ>`;
export const bookRQ = (voyageId: string, tx: string) =>
  `<OTA_CruiseBookRQ ${NS} TransactionIdentifier="${tx}">${pos()}${sailingInfo(voyageId)}<ReservationInfo><GuestDetails>${guestDetail(LEAD, 1)}${guestDetail(CHILD, 2)}</GuestDetails></ReservationInfo></OTA_CruiseBookRQ>`;
export const readRQ = (id: string) => `<OTA_ReadRQ ${NS}>${pos()}<UniqueID Type="14" ID="${id}"/></OTA_ReadRQ>`;
export const paymentRQ = (id: string, amount: string, currency: string) =>
  `<OTA_CruisePaymentRQ ${NS}>${pos()}<ReservationPayment><ReservationID Type="14" ID="${id}"/><PaymentDetail PaymentType="4"><PaymentAmount CurrencyCode="${currency}" Amount="${amount}"/></PaymentDetail></ReservationPayment></OTA_CruisePaymentRQ>`;
export const cancelPricingRQ = (id: string) =>
  `<OTA_CruiseCancellationPricingRQ ${NS}>${pos()}<ReservationID Type="14" ID="${id}"/></OTA_CruiseCancellationPricingRQ>`;
export const cancelRQ = (id: string, type: 'Initiate' | 'Commit') =>
  `<OTA_CancelRQ ${NS} CancelType="${type}">${pos()}<UniqueID Type="14" ID="${id}"/></OTA_CancelRQ>`;

/** The VoyageID of the first sailing BGO to TOS on the first departure day. */
export async function firstVoyageId(ota: OtaClient): Promise<string> {
  const { root } = await ota.rest('OTA_CruiseSailAvailRQ', sailAvailRQ({ from: FIRST_DEPARTURE_DAY }));
  return list(root.SailingOptions.SailingOption)[0].SelectedSailing['@VoyageID'];
}

/** Holds a guarantee O2 cabin named `tx` on the first sailing and books it through OTA; the booking id. */
export async function bookThroughOta(ota: OtaClient, tx: string): Promise<string> {
  const voyageId = await firstVoyageId(ota);
  const hold = await ota.rest('OTA_CruiseCabinHoldRQ', holdRQ(voyageId, tx));
  if (hold.root.Success !== '') throw new Error(`the hold failed: ${hold.message}`);
  const booked = await ota.rest('OTA_CruiseBookRQ', bookRQ(voyageId, tx));
  const bookingId = booked.root.ReservationID?.['@ID'];
  if (typeof bookingId !== 'string') throw new Error(`the book failed: ${booked.message}`);
  return bookingId;
}

/** V2's search the OTA tests compare with: BGO to TOS on the first departure day, an ADULT and a CHILD. */
export async function firstDaySearch(v2: V2Client): Promise<XmlTree> {
  const res = await v2.searchVoyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: [{ type: 'ADULT' }, { type: 'CHILD' }],
  });
  if (res.statusCode !== 200) throw new Error(`the search failed: ${res.body}`);
  return res.json();
}
