/**
 * What the services report to the metrics: the small interface they receive through their factories. It
 * imports nothing, so that any capability may take it without a cycle between folders; the prom-client
 * side is in registry.ts. Every call is made after the operation's transaction committed (never on a
 * rollback), by the service that owns the operation. No argument carries an agency, a booking or a guest:
 * labels are a fixed, small set of values (an agency id would make one series per agency).
 */

/**
 * The limits a 429 comes from: the per-agency request budgets (`v1`, `v2`), the token endpoint's per-address
 * limit (`token_address`) and guessing guard (`token_client`), the portal's sign-in guessing guard
 * (`portal_sign_in`), its access requests (`access_requests`) and password reset requests (`password_reset`), the catalogue checks in progress
 * (`catalogue_checks`) and the confirmation documents per agency (`documents`).
 */
export type RateLimitName =
  | 'v1'
  | 'v2'
  | 'token_address'
  | 'token_client'
  | 'portal_sign_in'
  | 'access_requests'
  | 'password_reset'
  | 'catalogue_checks'
  | 'documents';

/** A delivery attempt's outcome: `delivered`; `retry` (failed, tried again later); `failed` (given up). */
export type WebhookOutcome = 'delivered' | 'retry' | 'failed';

export interface BusinessMetrics {
  /** A held booking confirmed. Only V2 confirms (V1 is quote-based); the label keeps the API apart should V1 book. */
  bookingConfirmed(api: 'v2'): void;
  /** A confirmed booking changed (guest details, extras, cabin number). */
  bookingAmended(): void;
  paymentRecorded(): void;
  /** `count` bookings cancelled for `reason` (a CancellationReason: AGENCY_REQUEST, PAYMENT_OVERDUE, SAILING_CANCELLED). */
  bookingsCancelled(reason: string, count?: number): void;
  webhookDelivery(outcome: WebhookOutcome): void;
  /** Voyages whose availability a search found in the per-instance cache (`hit`) or computed (`miss`). */
  availabilityCache(result: 'hit' | 'miss', count?: number): void;
  /** A request answered 429 by `limit`. */
  rateLimited(limit: RateLimitName): void;
}

/** Reports nothing: what services get when metrics are off (METRICS_PORT=0) or a test does not look. */
export const noMetrics: BusinessMetrics = {
  bookingConfirmed: () => {},
  bookingAmended: () => {},
  paymentRecorded: () => {},
  bookingsCancelled: () => {},
  webhookDelivery: () => {},
  availabilityCache: () => {},
  rateLimited: () => {},
};
