/**
 * The service's own absolute address, for the OpenAPI `servers` entry and the OAuth metadata's URLs.
 *
 * PUBLIC_BASE_URL, when set, is the address partners call (behind a load balancer or a path-prefixing proxy
 * it is the only reliable answer) and wins everywhere. Without it the OpenAPI document names the local
 * listener, and per-request answers use the address the request was made to: its scheme and Host, or
 * X-Forwarded-Proto / X-Forwarded-Host when TRUST_PROXY says the proxy in front may be believed (Fastify
 * reads them only then, so a client cannot choose another host for answers other clients might see).
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../kernel/config.js';

/** The base URL the OpenAPI document names: PUBLIC_BASE_URL, else the local listener. */
export function documentedBaseUrl(config: Pick<Config, 'publicBaseUrl' | 'port'>): string {
  return config.publicBaseUrl ?? `http://127.0.0.1:${config.port || 8080}`;
}

/** The base URL of this request's answer: PUBLIC_BASE_URL, else the (trusted) scheme and host the request used. */
export function requestBaseUrl(config: Pick<Config, 'publicBaseUrl'>, request: FastifyRequest): string {
  return config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
}
