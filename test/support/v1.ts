/**
 * A thin V1 client over app.inject for route tests: every call carries the sandbox credentials.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sandboxAuth, type SandboxAgencyNumber } from './auth.js';

export interface V1Client {
  call(
    method: string,
    path: string,
    options?: { body?: unknown; query?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  search(packageId: string, query: Record<string, string>): Promise<LightMyRequestResponse>;
  quote(quoteId: string): Promise<LightMyRequestResponse>;
  supplemental(
    quoteId: string,
    packageType: string,
    packageCode: string,
    body: unknown,
  ): Promise<LightMyRequestResponse>;
  extras(quoteId: string, voyageId: string, query: Record<string, string>): Promise<LightMyRequestResponse>;
  manageExtras(
    mode: 'add' | 'remove',
    quoteId: string,
    voyageId: string,
    body: unknown,
  ): Promise<LightMyRequestResponse>;
}

export async function v1Client(app: FastifyInstance, which: SandboxAgencyNumber = 1): Promise<V1Client> {
  const auth = await sandboxAuth(app, which);
  const call: V1Client['call'] = (method, path, options = {}) =>
    app.inject({
      method: method as never,
      url: `/api/v1${path}`,
      headers: auth.headers,
      query: { ...auth.query, ...options.query },
      ...(options.body !== undefined ? { payload: options.body as never } : {}),
    });
  return {
    call,
    search: (packageId, query) => call('GET', `/booking/${packageId}`, { query }),
    quote: (quoteId) => call('GET', `/quote/${quoteId}`),
    supplemental: (quoteId, packageType, packageCode, body) =>
      call('POST', `/quote/${quoteId}/supplemental/${packageType}/${packageCode}`, { body }),
    extras: (quoteId, voyageId, query) => call('GET', `/quote/${quoteId}/${voyageId}/extras`, { query }),
    manageExtras: (mode, quoteId, voyageId, body) =>
      call('POST', `/quote/${quoteId}/${voyageId}/extras/${mode}`, { body }),
  };
}

/** An API amount (major units, 2 decimals) in minor units. */
export const minor = (amount: number) => Math.round(amount * 100);
