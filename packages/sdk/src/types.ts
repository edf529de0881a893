/**
 * Named types of the API's bodies, all taken from the generated OpenAPI types (generated/schema.ts,
 * `npm run sdk:generate`), by the names of the document's components (`components['schemas']['Booking']`);
 * none is written by hand, so none can drift from the API.
 */
import type { components, paths } from './generated/schema.js';

export type { components, paths } from './generated/schema.js';

type Operation<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];

/** The JSON request body of an operation. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The JSON response body of an operation for one status. */
export type ResponseBody<P extends keyof paths, M extends keyof paths[P], S extends number> =
  Operation<P, M> extends { responses: { [K in S]: { content: { 'application/json': infer R } } } } ? R : never;

/** A named schema of the OpenAPI document (`components.schemas`): the API's resources and request bodies. */
type Schema<N extends keyof components['schemas']> = components['schemas'][N];

/** `POST /api/v2/search/voyages` body. */
export type VoyageSearchRequest = Schema<'VoyageSearchRequest'>;
/** `POST /api/v2/search/packages` body. */
export type PackageSearchRequest = Schema<'PackageSearchRequest'>;
/** A search answer: the new session, its guests and the voyages found. */
export type SearchResult = Schema<'SearchResult'>;
/** `GET /api/v2/availability` query: ports, window (`from`, `to`), party (`guests`) and currency. */
export type AvailabilityQuery = Omit<
  NonNullable<paths['/api/v2/availability']['get']['parameters']['query']>,
  'user_key'
>;
/** An availability answer: each departure's grades and fares for the party, exact as of `generatedAt`. */
export type Availability = Schema<'Availability'>;
/** `POST /api/v2/watches` body. */
export type CreateWatchRequest = Schema<'CreateWatchRequest'>;
/** A watch of departures (availability.opened, price.dropped). */
export type Watch = Schema<'Watch'>;
/** The agency's watches. */
export type WatchList = Schema<'WatchList'>;
/** `voyage-only` or `package`: which create path a session belongs to. */
export type BookingType = SearchResult['bookingType'];
/** Create held booking body (section 2.4). */
export type CreateBookingRequest = Schema<'CreateHeldBookingRequest'>;
/** The held booking (section 2.3), answered by create and every change. */
export type HeldBooking = Schema<'HeldBooking'>;
/** Free cabin numbers of one grade, by deck. */
export type CabinNumberListing = Schema<'CabinNumberListing'>;
/** Choose a cabin number (or null for a guarantee cabin). */
export type ApplyCabinNumberRequest = Schema<'ApplyCabinNumberRequest'>;
/** Addons that apply to the booking, with per-guest prices. */
export type AddonsListing = Schema<'AddonsListing'>;
/** Excursions that apply to the booking, with seats and per-guest prices. */
export type ExcursionsListing = Schema<'ExcursionsListing'>;
/** Supplemental tours that apply to the booking. */
export type SupplementalToursListing = Schema<'SupplementalToursListing'>;
export type ApplyAddonsRequest = Schema<'ApplyAddonsRequest'>;
export type RemoveAddonsRequest = Schema<'RemoveAddonsRequest'>;
export type ApplyExcursionsRequest = Schema<'ApplyExcursionsRequest'>;
export type RemoveExcursionsRequest = Schema<'RemoveExcursionsRequest'>;
export type ApplySupplementalToursRequest = Schema<'ApplySupplementalToursRequest'>;
export type RemoveSupplementalToursRequest = Schema<'RemoveSupplementalToursRequest'>;
/** Confirm body: the guests' details. */
export type ConfirmRequest = Schema<'ConfirmRequest'>;
/** A confirmed booking, as confirm answers it (the same resource as `Booking`). */
export type ConfirmedBooking = Schema<'Booking'>;
/** `POST /api/v2/bookings/{bookingId}/payments` body. */
export type RecordPaymentRequest = Schema<'RecordPaymentRequest'>;
/** A payment recorded on a booking. */
export type Payment = Schema<'Payment'>;
/** A booking's payments, oldest first. */
export type PaymentList = Schema<'PaymentList'>;
/** A booking after confirm: the confirm answer plus status, version, payment, cancellation, disruptions. */
export type Booking = Schema<'Booking'>;
/** Filters and paging of `bookings.list` (`cursor` is a previous page's `nextCursor`). */
export type BookingListQuery = Omit<NonNullable<paths['/api/v2/bookings']['get']['parameters']['query']>, 'user_key'>;
/** One page of the agency's bookings, newest confirm first. */
export type BookingListPage = Schema<'BookingListPage'>;
/** One booking of the list: a summary. */
export type BookingSummary = Schema<'BookingSummary'>;
/** A cancellation quote (valid 15 minutes, while it is the booking's newest and the booking is unchanged). */
export type CancellationQuote = Schema<'CancellationQuote'>;
/** A change quote: the booking as it would be, the fee, the difference, what is due or refunded (valid 15 minutes). */
export type ChangeQuote = Schema<'ChangeQuote'>;
/** `POST /api/v2/bookings/{bookingId}/change-quotes` body: another date, grades, guests added or removed, a fare. */
export type ChangeQuoteRequest = Schema<'ChangeQuoteRequest'>;
/** `POST /api/v2/bookings/{bookingId}/cancel` body: the quote being accepted. */
export type CancelBookingRequest = Schema<'CancelBookingRequest'>;
/** `POST /api/v2/sandbox/bookings/{bookingId}/advance` body: where the booking's own time moves (sandbox only). */
export type AdvanceBookingRequest = Schema<'AdvanceBookingRequest'>;
/** Simulate a disruption of one of your bookings (sandbox only). */
export type SimulateDisruptionRequest = Schema<'SimulateDisruptionRequest'>;
/** One page of the agency's event feed. */
export type EventFeedPage = Schema<'EventFeedPage'>;
/** An event: `{ id, type, createdAt, data: { bookingId, version, ... } }`. */
export type BerthEvent = Schema<'Event'>;
/** A change of one guest's details on a confirmed booking: any of the confirm's guest fields. */
export type GuestUpdateRequest = Schema<'GuestUpdateRequest'>;
/** Addons that apply to a confirmed booking, as they are now. */
export type ConfirmedAddonsListing = Schema<'AddonsListing'>;
/** Excursions that apply to a confirmed booking, with the seats left now. */
export type ConfirmedExcursionsListing = Schema<'ExcursionsListing'>;

/** The problem+json body of every error. */
export type Problem = Schema<'Problem'>;
export type Ship = Schema<'Ship'>;
export type Port = Schema<'Port'>;
export type Package = Schema<'Package'>;

/** A session to work on: a search result, or `{ sessionId, bookingType }`. */
export interface SessionRef {
  sessionId: string;
  bookingType: BookingType;
}

/** `POST /api/v2/webhooks` body: the URL and the event types to send to it. */
export type CreateWebhookRequest = Schema<'CreateWebhookRequest'>;
/** A webhook endpoint as created: with its `secret`, shown only then. */
export type CreatedWebhook = Schema<'CreatedWebhook'>;
/** A webhook endpoint as listed (no secret); `status` DISABLED after 72 h of failed deliveries. */
export type Webhook = Schema<'Webhook'>;
/** The agency's webhook endpoints. */
export type WebhookList = Schema<'WebhookList'>;
/** An endpoint's recent delivery attempts, newest first. */
export type WebhookDeliveryAttempts = Schema<'DeliveryAttemptList'>;
/** One attempt of one delivery. */
export type DeliveryAttempt = Schema<'DeliveryAttempt'>;
/** A delivery queued by a redelivery or a test event. */
export type QueuedWebhookDelivery = Schema<'Delivery'>;
/** A booking's personal data as exported for a guest who asks for it (`customerDetails` null once erased). */
export type PersonalDataExport = Schema<'PersonalDataExport'>;
