/** @berth/sdk: a typed client for the Berth partner booking API. */
export { BerthClient } from './client.js';
export {
  AuthenticationError,
  BerthError,
  ConflictError,
  ConnectionError,
  NotFoundError,
  PreconditionFailedError,
  RateLimitError,
  ServiceUnavailableError,
  SessionExpiredError,
  ValidationError,
  type FieldErrors,
} from './errors.js';
export type { BerthClientOptions, BerthResponse, RequestOptions } from './options.js';
export type * from './types.js';
export type {
  AddSupplementalPackageRequest,
  ExtraSearchResult,
  ExtrasSearchQuery,
  ManageExtrasRequest,
  PackageSearchQuery,
  PackageSearchResult,
  QuoteResponse,
} from './resources/quotes.js';
export type { FeedOptions } from './resources/events.js';
export { DEFAULT_AUDIENCE } from './transport.js';
export { signWebhook, verifyWebhook, WebhookVerificationError, type VerifyWebhookOptions, type WebhookEvent } from './webhooks.js';
