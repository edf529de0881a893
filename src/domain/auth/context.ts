/**
 * What authentication establishes about a V1 or V2 request: the calling agency. Route plugins read
 * `request.agency` after the `authenticate` hook (auth/authenticate.ts) has run.
 */
export interface AgencyContext {
  id: string;
  name: string;
  market: string;
  /** ISO 4217 codes the agency may sell in; the first is its default. */
  currencies: string[];
  /** Commission in basis points of the total (1000 = 10 %). */
  commissionBps: number;
  clientId: string;
  isSandbox: boolean;
  /** The user key the request was authenticated with (its row id); the request log records its last use. */
  userKeyId?: string;
  /** That key's name as the agency gave it (null for an unnamed older key); "who recorded" a payment shows it. */
  userKeyName?: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    agency: AgencyContext;
    /** The client id a valid token named, set before the user key is checked (the request log's attribution). */
    apiClientId: string | null;
  }
}
