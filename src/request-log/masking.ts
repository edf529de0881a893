/**
 * What the request log keeps of a failed call's query and body: their shape and the values support needs
 * (ids, codes, dates of travel, counts), never a guest's personal data or a credential. A value is masked
 * by its key's name (SENSITIVE_KEY: names, e-mails, phones, dates of birth, passport- and document-like
 * fields, addresses, secrets, tokens, passwords, keys, authorisation), and any string anywhere that looks like
 * an e-mail address, a bearer token or a JWT is masked whatever its key. Masking errs towards hiding: a
 * `gradeName` is masked too. Runs in the recorder's flush, off the request path.
 */
import { isMaskedParam } from '../logging.js';

export const MASK = '***';

/** Keys whose values are personal data or secrets (compared without case, `_` and `-`). */
const SENSITIVE_KEY =
  /name|email|mail|phone|mobile|birth|dob|passport|document|identity|nationalid|ssn|address|street|postal|zip|city|secret|token|password|passwd|authori[sz]ation|apikey|userkey|credential|cardnumber|cvc|cvv|iban|nationality|gender/;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const TOKEN_LIKE = /^(bearer\s+\S+|eyJ[\w-]+\.[\w-]+\.[\w-]*|uk_\w+)$/i;
const MAX_DEPTH = 8;
/** A longer body is cut: its masked text past this many characters is not kept. */
export const MAX_BODY_CHARS = 16_384;

export const isSensitiveKey = (key: string) => SENSITIVE_KEY.test(key.toLowerCase().replace(/[_\-\s]/g, ''));

function maskString(value: string): string {
  return EMAIL_LIKE.test(value) || TOKEN_LIKE.test(value.trim()) ? MASK : value;
}

/** A JSON value with sensitive keys' values and e-mail- or token-like strings replaced by `***`. */
export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return MASK;
  if (Array.isArray(value)) return value.map((v) => maskValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    // A sensitive key's object (an address) is masked whole; a number (a guest id) too: it says nothing, it is the key that counts.
    out[key] = isSensitiveKey(key) && v !== null ? MASK : maskValue(v, depth + 1);
  }
  return out;
}

/**
 * A failed call's body as stored: masked, and when its JSON text is longer than MAX_BODY_CHARS, a note of
 * its size instead (a part of a JSON document is no JSON). A body that is not JSON (a string) is masked as one.
 */
export function maskedBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (body instanceof Uint8Array) return { binary: `${body.byteLength} bytes, not kept` };
  const masked = maskValue(body);
  const text = JSON.stringify(masked);
  if (text === undefined) return null;
  return text.length <= MAX_BODY_CHARS ? masked : { truncated: `${text.length} characters, not kept` };
}

/** A query string (without `?`) with credentials and personal data masked; null when empty. */
export function maskedQuery(query: string): string | null {
  if (query === '') return null;
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      if (eq < 0) return pair;
      let decoded = name;
      let value = pair.slice(eq + 1);
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
        value = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judged as written.
      }
      const hide = isMaskedParam(name) || isSensitiveKey(decoded) || maskString(value) === MASK;
      return hide ? `${name}=${MASK}` : pair;
    })
    .join('&')
    .slice(0, 2000);
}
