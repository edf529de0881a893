/**
 * Named types of the API's bodies, all taken from the generated OpenAPI types (generated/schema.ts,
 * `npm run sdk:generate`); none is written by hand, so none can drift from the API.
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

type Voyage = '/api/v2/bookings/create/voyage-only/{sessionId}';

/** `POST /api/v2/search/voyages` body. */
export type VoyageSearchRequest = RequestBody<'/api/v2/search/voyages', 'post'>;
/** `POST /api/v2/search/packages` body. */
export type PackageSearchRequest = RequestBody<'/api/v2/search/packages', 'post'>;
/** A search answer: the new session, its guests and the voyages found. */
export type SearchResult = ResponseBody<'/api/v2/search/voyages', 'post', 200>;
/** `voyage-only` or `package`: which create path a session belongs to. */
export type BookingType = SearchResult['bookingType'];
/** Create held booking body (section 2.4). */
export type CreateBookingRequest = RequestBody<Voyage, 'post'>;
/** The held booking (section 2.3), answered by create and every change. */
export type HeldBooking = ResponseBody<Voyage, 'post', 201>;
/** Free cabin numbers of one grade, by deck. */
export type CabinNumberListing = ResponseBody<`${Voyage}/cabin-numbers`, 'get', 200>;
/** Choose a cabin number (or null for a guarantee cabin). */
export type ApplyCabinNumberRequest = RequestBody<`${Voyage}/cabin-numbers`, 'post'>;
/** Addons that apply to the booking, with per-guest prices. */
export type AddonsListing = ResponseBody<`${Voyage}/addons`, 'get', 200>;
/** Excursions that apply to the booking, with seats and per-guest prices. */
export type ExcursionsListing = ResponseBody<`${Voyage}/excursions`, 'get', 200>;
/** Supplemental tours that apply to the booking. */
export type SupplementalToursListing = ResponseBody<`${Voyage}/supplemental-tours`, 'get', 200>;
export type ApplyAddonsRequest = RequestBody<`${Voyage}/addons`, 'post'>;
export type RemoveAddonsRequest = RequestBody<`${Voyage}/addons`, 'delete'>;
export type ApplyExcursionsRequest = RequestBody<`${Voyage}/excursions`, 'post'>;
export type RemoveExcursionsRequest = RequestBody<`${Voyage}/excursions`, 'delete'>;
export type ApplySupplementalToursRequest = RequestBody<`${Voyage}/supplemental-tours`, 'post'>;
export type RemoveSupplementalToursRequest = RequestBody<`${Voyage}/supplemental-tours`, 'delete'>;
/** Confirm body: the guests' details. */
export type ConfirmRequest = RequestBody<`${Voyage}/confirm`, 'post'>;
/** A confirmed booking, as confirm answers it (the same resource as `Booking`). */
export type ConfirmedBooking = ResponseBody<`${Voyage}/confirm`, 'post', 201>;
/** `POST /api/v2/bookings/{bookingId}/payments` body. */
export type RecordPaymentRequest = RequestBody<'/api/v2/bookings/{bookingId}/payments', 'post'>;
/** A payment recorded on a booking. */
export type Payment = ResponseBody<'/api/v2/bookings/{bookingId}/payments', 'post', 201>;
/** A booking's payments, oldest first. */
export type PaymentList = ResponseBody<'/api/v2/bookings/{bookingId}/payments', 'get', 200>;
/** A booking after confirm: the confirm answer plus status, version, payment, cancellation, disruptions. */
export type Booking = ResponseBody<'/api/v2/bookings/{bookingId}', 'get', 200>;
/** Filters and paging of `bookings.list` (`cursor` is a previous page's `nextCursor`). */
export type BookingListQuery = Omit<NonNullable<paths['/api/v2/bookings']['get']['parameters']['query']>, 'user_key'>;
/** One page of the agency's bookings, newest confirm first. */
export type BookingListPage = ResponseBody<'/api/v2/bookings', 'get', 200>;
/** One booking of the list: a summary. */
export type BookingSummary = BookingListPage['bookings'][number];
/** A cancellation quote (valid 15 minutes, while it is the booking's newest and the booking is unchanged). */
export type CancellationQuote = ResponseBody<'/api/v2/bookings/{bookingId}/cancellation-quotes', 'post', 201>;
/** `POST /api/v2/sandbox/bookings/{bookingId}/advance` body: where the booking's own time moves (sandbox only). */
export type AdvanceBookingRequest = RequestBody<'/api/v2/sandbox/bookings/{bookingId}/advance', 'post'>;
/** One page of the agency's event feed. */
export type EventFeedPage = ResponseBody<'/api/v2/events', 'get', 200>;
/** An event: `{ id, type, createdAt, data: { bookingId, version, ... } }`. */
export type BerthEvent = EventFeedPage['events'][number];
type BookingPath = '/api/v2/bookings/{bookingId}';
/** A change of one guest's details on a confirmed booking: any of the confirm's guest fields. */
export type GuestUpdateRequest = RequestBody<`${BookingPath}/guests/{guestId}`, 'patch'>;
/** Addons that apply to a confirmed booking, as they are now. */
export type ConfirmedAddonsListing = ResponseBody<`${BookingPath}/addons`, 'get', 200>;
/** Excursions that apply to a confirmed booking, with the seats left now. */
export type ConfirmedExcursionsListing = ResponseBody<`${BookingPath}/excursions`, 'get', 200>;

/** The problem+json body of every error. */
export type Problem = components['schemas']['Problem'];
export type Ship = ResponseBody<'/api/v2/refdata/ships', 'get', 200>[number];
export type Port = ResponseBody<'/api/v2/refdata/ports', 'get', 200>[number];
export type Package = ResponseBody<'/api/v2/refdata/packages', 'get', 200>[number];

/** A session to work on: a search result, or `{ sessionId, bookingType }`. */
export interface SessionRef {
  sessionId: string;
  bookingType: BookingType;
}

/** `POST /api/v2/webhooks` body: the URL and the event types to send to it. */
export type CreateWebhookRequest = RequestBody<'/api/v2/webhooks', 'post'>;
/** A webhook endpoint as created: with its `secret`, shown only then. */
export type CreatedWebhook = ResponseBody<'/api/v2/webhooks', 'post', 201>;
/** A webhook endpoint as listed (no secret); `status` DISABLED after 72 h of failed deliveries. */
export type Webhook = ResponseBody<'/api/v2/webhooks/{webhookId}/enable', 'post', 200>;
/** The agency's webhook endpoints. */
export type WebhookList = ResponseBody<'/api/v2/webhooks', 'get', 200>;
/** An endpoint's recent delivery attempts, newest first. */
export type WebhookDeliveryAttempts = ResponseBody<'/api/v2/webhooks/{webhookId}/deliveries', 'get', 200>;
/** A delivery queued by a redelivery or a test event. */
export type QueuedWebhookDelivery = ResponseBody<'/api/v2/webhooks/{webhookId}/test', 'post', 202>;
/** A booking's personal data as exported for a guest who asks for it (`customerDetails` null once erased). */
export type PersonalDataExport = ResponseBody<`${BookingPath}/personal-data`, 'get', 200>;
