/**
 * A thin V2 client over app.inject for route tests: every call carries the sandbox credentials.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sandboxAuth, type SandboxAgencyNumber } from './auth.js';

export type BookingType = 'voyage-only' | 'package';

export interface V2Client {
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>, query?: Record<string, string>): Promise<LightMyRequestResponse>;
  searchVoyages(body: unknown): Promise<LightMyRequestResponse>;
  searchPackages(body: unknown): Promise<LightMyRequestResponse>;
  create(type: BookingType, sessionId: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(type: BookingType, sessionId: string): Promise<LightMyRequestResponse>;
  sub(method: string, type: BookingType, sessionId: string, path: string, body?: unknown, headers?: Record<string, string>, query?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export async function v2Client(app: FastifyInstance, which: SandboxAgencyNumber = 1): Promise<V2Client> {
  const auth = await sandboxAuth(app, which);
  const call: V2Client['call'] = (method, path, body, headers = {}, query = {}) =>
    app.inject({
      method: method as never,
      url: `/api/v2${path}`,
      headers: { ...auth.headers, ...headers },
      query: { ...auth.query, ...query },
      ...(body !== undefined ? { payload: body as never } : {}),
    });
  return {
    call,
    searchVoyages: (body) => call('POST', '/search/voyages', body),
    searchPackages: (body) => call('POST', '/search/packages', body),
    create: (type, sessionId, body, headers) => call('POST', `/bookings/create/${type}/${sessionId}`, body, headers),
    get: (type, sessionId) => call('GET', `/bookings/create/${type}/${sessionId}`),
    sub: (method, type, sessionId, path, body, headers, query) =>
      call(method, `/bookings/create/${type}/${sessionId}/${path}`, body, headers, query),
  };
}

/** Sum of every component of a price breakdown, in minor units (2 decimals). */
export function breakdownSum(b: {
  cabins: { guests: { price: number }[] }[];
  addons: { guests: { price: number }[] }[];
  excursions: { guests: { price: number }[] }[];
  supplementalTours: { guests: { price: number }[] }[];
  vehicles: { guest: { price: number } }[];
  fees?: { amount: number }[];
}): number {
  const minor = (n: number) => Math.round(n * 100);
  const lines = [...b.cabins, ...b.addons, ...b.excursions, ...b.supplementalTours];
  return (
    lines.reduce((s, l) => s + l.guests.reduce((t, g) => t + minor(g.price), 0), 0) +
    b.vehicles.reduce((s, v) => s + minor(v.guest.price), 0) +
    (b.fees ?? []).reduce((s, f) => s + minor(f.amount), 0)
  );
}

export const LEAD = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  dateOfBirth: '1980-04-12',
  gender: 'FEMALE',
  nationality: 'NO',
  isLead: true,
  email: 'kari@example.com',
  phoneNumber: '+4791234567',
  address: { street: 'Storgata 1', postalCode: '0155', city: 'Oslo', countryCode: 'NO' },
};

/** The CHILD of the usual ADULT + CHILD party, as confirm takes it. */
export const CHILD = {
  guestId: 2,
  firstName: 'Ola',
  lastName: 'Nordmann',
  dateOfBirth: '2016-06-01',
  gender: 'MALE',
  nationality: 'NO',
};
