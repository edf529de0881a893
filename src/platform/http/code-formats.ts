/**
 * The code formats several capabilities' schemas share (the catalogue file, V1's and V2's queries and bodies,
 * the booking's guest details), each with its pattern and the words a validation message gives for it
 * (`x-format-description`, http/validation.ts) written once, so that the two never drift apart.
 */
import { Type } from '@sinclair/typebox';

/** An ISO 4217 currency code. `description` says what the code is for, where the schema says it. */
export const currencyCode = (description?: string) =>
  Type.String({
    pattern: '^[A-Z]{3}$',
    ...(description === undefined ? {} : { description }),
    'x-format-description': 'an ISO 4217 currency code of three upper-case letters, such as NOK',
  });

/** An ISO 3166-1 alpha-2 country code. */
export const countryCode = (description?: string) =>
  Type.String({
    pattern: '^[A-Z]{2}$',
    ...(description === undefined ? {} : { description }),
    'x-format-description': 'an ISO 3166-1 alpha-2 country code of two upper-case letters, such as NO',
  });
