/**
 * The SDK's tests run against the real app, listening on a port (createTestApp: fresh database, demo
 * catalogue, sandbox agencies, manual clock). `recordingFetch` passes every request on to the global fetch
 * and records it, so that tests can count token requests and check what was sent.
 */
import { createTestApp, type TestApp } from '../../../test/support/app.js';
import { sandboxCredentials } from '../../../test/support/auth.js';
import { BerthClient, type BerthClientOptions, type ConfirmedBooking } from '../src/index.js';

import { FIRST_DEPARTURE_DAY } from '../../../test/support/app.js';

export { FIRST_DEPARTURE_DAY };

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
}

export function recordingFetch(): { fetch: typeof fetch; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const recording: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push({
      method: init?.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return fetch(input, init);
  };
  return { fetch: recording, requests };
}

export interface ListeningApp extends TestApp {
  baseUrl: string;
  /** A client of sandbox agency 1 on this app, on the app's clock, recording its requests. */
  client(options?: Partial<BerthClientOptions>): { berth: BerthClient; requests: RecordedRequest[] };
}

export async function listeningApp(): Promise<ListeningApp> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const credentials = sandboxCredentials(1);
  return {
    ...t,
    baseUrl,
    client(options = {}) {
      const { fetch, requests } = recordingFetch();
      const berth = new BerthClient({
        baseUrl,
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
        userKey: credentials.userKey,
        now: () => t.clock.now().getTime(),
        retryBaseDelayMs: 10,
        fetch,
        ...options,
      });
      return { berth, requests };
    },
  };
}

export const PARTY = [{ type: 'ADULT' as const }, { type: 'CHILD' as const }];

export const GUESTS = [
  {
    guestId: 1,
    firstName: 'Kari',
    lastName: 'Nordmann',
    dateOfBirth: '1980-04-12',
    gender: 'FEMALE' as const,
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
    dateOfBirth: '2016-06-01',
    gender: 'MALE' as const,
    nationality: 'NO',
  },
];

/** A confirmed booking of PARTY (GUESTS) in one O2 cabin, BGO to TOS on the first departure day. */
export async function confirmedBooking(berth: BerthClient): Promise<ConfirmedBooking> {
  const { data: search } = await berth.search.voyages({
    departurePort: 'BGO',
    arrivalPort: 'TOS',
    departureDateFrom: FIRST_DEPARTURE_DAY,
    guests: PARTY,
  });
  await berth.bookings.create(search, {
    departureDate: search.results[0]!.departureDate,
    cabinMix: [{ code: 'O2', guestIds: [1, 2] }],
  });
  return (await berth.bookings.confirm(search, { guests: GUESTS })).data;
}
