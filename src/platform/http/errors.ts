/**
 * problem+json (RFC 9457) for the one error type, `AppError`, which lives in the neutral leaf src/kernel/errors.ts so
 * that the portal, the command lines and pricing/ (below http/) throw it too; every thrower imports it from
 * there. This file holds only what the HTTP answer adds: titles, the session header's name, the link to the
 * code's documentation, the rendering.
 */
import type { FieldErrors } from '../../kernel/errors.js';

/** The V2 session routes' answer header (openapi.ts documents it); sessions/ sets it on success. */
export const SESSION_EXPIRES_HEADER = 'X-Session-Expires-At';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function titleFor(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

/** The served guide page whose error catalogue has a section (an element with the code as its id) per code. */
export const ERROR_CATALOGUE_PAGE = '/docs/api.md';

/**
 * The absolute URL of `code`'s section of the served guide (`baseUrl`: http/public-url.ts's requestBaseUrl),
 * as Stripe's `doc_url`. `type` stays `about:blank`, as the contract fixes it: the link is an extension member.
 */
export const errorDocUrl = (baseUrl: string, code: string) => `${baseUrl}${ERROR_CATALOGUE_PAGE}#${code}`;

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  docUrl: string;
  correlationId: string;
  errors?: FieldErrors;
}

export function problem(
  status: number,
  code: string,
  detail: string,
  correlationId: string,
  baseUrl: string,
  errors?: FieldErrors,
): Problem {
  return {
    type: 'about:blank',
    title: titleFor(status),
    status,
    detail,
    code,
    docUrl: errorDocUrl(baseUrl, code),
    correlationId,
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  };
}
