/**
 * Berth's errors as OTA `<Error>` elements (spec ota.md "Errors"): a pure codec. `Type` is OpenTravel's EWT
 * list, `Code` its ERR list where one fits (left out otherwise), `ShortText` the stable code Berth's JSON API
 * answers, the words as the element's text, `Tag` the XPath of the element at fault where there is one.
 * The HTTP status: 200 for the business (OTA systems read `<Errors>`), the JSON API's for the credentials (401,
 * 403), for the transport (413, 415, 429) and for a body that cannot be read or does not validate (400).
 */
import { AppError } from '../../kernel/errors.js';
import type { XmlNode } from './xml.js';

/** OpenTravel's EWT (error/warning type) list, the entries Berth uses. */
export const EWT = {
  BUSINESS_RULE: '3',
  AUTHENTICATION: '4',
  AUTHORIZATION: '6',
  PROTOCOL_VIOLATION: '7',
  REQUIRED_FIELD_MISSING: '10',
  PROCESSING_EXCEPTION: '12',
  APPLICATION_ERROR: '13',
} as const;

/** OpenTravel's ERR (error code) list, the entries that fit Berth's errors. */
export const ERR = {
  INVALID_VALUE: '320',
  REQUIRED_FIELD_MISSING: '321',
  NO_AVAILABILITY: '322',
  SYSTEM_ERROR: '448',
  UNABLE_TO_PROCESS: '450',
  AUTHORIZATION_ERROR: '497',
  BOOKING_ALREADY_CANCELLED: '95',
} as const;

export interface OtaError {
  status: number;
  type: string;
  code?: string;
  shortText: string;
  words: string;
  tag?: string;
  headers?: Record<string, string>;
}

/** Berth codes whose ERR code is not derived from the HTTP status. */
const ERR_OF: Record<string, string> = {
  CABIN_UNAVAILABLE: ERR.NO_AVAILABILITY,
  FARE_NOT_AVAILABLE: ERR.NO_AVAILABILITY,
  VEHICLES_UNAVAILABLE: ERR.NO_AVAILABILITY,
  BOOKING_CANCELLED: ERR.BOOKING_ALREADY_CANCELLED,
  USER_KEY_REQUIRED: ERR.REQUIRED_FIELD_MISSING,
};

/**
 * Refusals of the request itself rather than of the business: they keep the JSON API's status (a body that is
 * not the path's message, the user key missing, text that cannot be stored, a reused Idempotency-Key).
 */
const TRANSPORT_CODES = new Set([
  'WRONG_MESSAGE',
  'MESSAGE_NOT_FOUND',
  'USER_KEY_REQUIRED',
  'INVALID_CHARACTER',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_REQUEST_IN_PROGRESS',
]);

/** The HTTP status an OTA answer carries for a JSON API status (spec: business errors are 200). */
function otaStatus(status: number, code: string): number {
  if (TRANSPORT_CODES.has(code)) return status;
  if ([401, 403, 413, 415, 429, 503].includes(status)) return status;
  if (status >= 500) return 500;
  return 200;
}

function ewtOf(error: AppError): string {
  if (error.status === 401) return EWT.AUTHENTICATION;
  if (error.status === 403) return EWT.AUTHORIZATION;
  if (error.status === 429 || error.status === 413 || error.status === 415) return EWT.PROTOCOL_VIOLATION;
  if (error.status >= 500) return EWT.PROCESSING_EXCEPTION;
  if (error.code === 'USER_KEY_REQUIRED') return EWT.REQUIRED_FIELD_MISSING;
  if (TRANSPORT_CODES.has(error.code)) return EWT.PROTOCOL_VIOLATION;
  return EWT.BUSINESS_RULE;
}

/**
 * An AppError of the domain as OTA errors: one per field error (its message, the field translated to the
 * request's XPath by `tagOf` where the message names it), else one for the whole.
 */
export function fromAppError(
  error: AppError,
  tagOf: (field: string) => string | undefined = () => undefined,
): OtaError[] {
  const base = {
    status: otaStatus(error.status, error.code),
    type: ewtOf(error),
    shortText: error.code.slice(0, 64),
    ...(ERR_OF[error.code]
      ? { code: ERR_OF[error.code] }
      : error.status === 403
        ? { code: ERR.AUTHORIZATION_ERROR }
        : {}),
    ...(error.headers ? { headers: error.headers } : {}),
  };
  const fields = Object.entries(error.errors ?? {});
  if (fields.length === 0) return [{ ...base, words: error.detail }];
  return fields.flatMap(([field, messages]) =>
    messages.map((message) => {
      // The channel names its own fields by their XPath already; the domain's by its JSON name.
      const tag = field.startsWith('/') ? field : tagOf(field);
      return { ...base, words: `${field} ${message}`, ...(tag ? { tag } : {}) };
    }),
  );
}

/** A body that is not XML, or not the message its path names, or does not validate: 400, Type 7 or 10. */
export function protocolError(shortText: string, words: string, tag?: string): OtaError {
  return {
    status: 400,
    type: EWT.PROTOCOL_VIOLATION,
    code: ERR.INVALID_VALUE,
    shortText,
    words,
    ...(tag ? { tag } : {}),
  };
}

/** A business refusal the channel itself words (the domain's code and words): 200, Type 3. */
export function businessError(shortText: string, words: string, code?: string, tag?: string): OtaError {
  return { status: 200, type: EWT.BUSINESS_RULE, shortText, words, ...(code ? { code } : {}), ...(tag ? { tag } : {}) };
}

/** The `<Errors>` element of an answer. */
export function errorsElement(errors: OtaError[]): XmlNode {
  return {
    Error: errors.slice(0, 99).map((error) => ({
      '@Type': error.type,
      '@ShortText': error.shortText,
      ...(error.code ? { '@Code': error.code } : {}),
      ...(error.tag ? { '@Tag': error.tag } : {}),
      '#text': error.words,
    })),
  };
}

/** The status of an answer with these errors: the first error's. */
export const statusOf = (errors: OtaError[]) => errors[0]?.status ?? 200;

/** Several OTA errors thrown at once (a schema's verdict, a refusal of several elements). */
export class OtaErrors extends Error {
  constructor(readonly errors: OtaError[]) {
    super(errors[0]?.words);
  }
}
