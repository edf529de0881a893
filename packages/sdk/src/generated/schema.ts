/**
 * Types of the Berth partner API, generated from its OpenAPI document (GET /openapi.json) by
 * `npm run sdk:generate` (scripts/sdk-generate.ts) with openapi-typescript. Do not edit: regenerate.
 */
/* eslint-disable */
export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public keys that verify access tokens
         * @description The current signing key and, after a rotation, the previous one.
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth 2.0 authorization server metadata (RFC 8414)
         * @description Where OAuth clients discover the token endpoint, the signing keys and the supported grant and client authentication methods. 404 when tokens come from an external identity provider (AUTH_EXTERNAL_ISSUER): discover that one instead.
         */
        get: operations["getAuthorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking/{packageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search a package departure (creates a quote)
         * @description Finds the departure of the package starting on StartDate, lists its cabin categories with live availability, and creates a quote priced at the lowest-priced category that has room for the party. 404 for an unknown package or no departure that day; 409 when no category has room. Counts against the V1 rate limit (100 requests per 60 s per agency; RateLimit-* headers on every response, 429 with Retry-After over it).
         */
        get: operations["searchPackageQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quote/{quoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a quote
         * @description Another agency's quote is 404. Counts against the V1 rate limit (100 requests per 60 s per agency; RateLimit-* headers on every response, 429 with Retry-After over it).
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quote/{quoteId}/{voyageId}/extras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search extras of the quote voyage
         * @description Lists the requested kinds (at least one of Addons, Excursions, Meals must be true) with a price per passenger. Counts against the V1 rate limit (100 requests per 60 s per agency; RateLimit-* headers on every response, 429 with Retry-After over it).
         */
        get: operations["searchQuoteExtras"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quote/{quoteId}/{voyageId}/extras/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add extras to the quote voyage
         * @description All or nothing; answers the whole quote with prices recalculated. Addon quantities add up (at most 20 per passenger); an excursion or meal a passenger already has is 409. Counts against the V1 rate limit (100 requests per 60 s per agency; RateLimit-* headers on every response, 429 with Retry-After over it).
         */
        post: operations["addQuoteExtras"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quote/{quoteId}/{voyageId}/extras/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove extras from the quote voyage
         * @description All or nothing; answers the whole quote with prices recalculated. quantityPerPassenger takes that many off an addon (all when omitted); removing what a passenger does not have is 409. Counts against the V1 rate limit (100 requests per 60 s per agency; RateLimit-* headers on every response, 429 with Retry-After over it).
         */
        post: operations["removeQuoteExtras"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quote/{quoteId}/supplemental/{packageType}/{packageCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a supplemental package (pre- or post-voyage)
         * @description packageType arrival takes an Arrival package at the package's departure port, departure a Departure package at its arrival port. A second package of the same type replaces the first. 204 with no body; read the quote for the new prices. Counts against the V1 rate limit (100 requests per 60 s per agency; RateLimit-* headers on every response, 429 with Retry-After over it).
         */
        post: operations["addQuoteSupplementalPackage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Availability and fares of the departures in a window (no session)
         * @description For each departure between the two ports in the window (at most 31 days), its cabin grades as search shows them: free cabins, maximum occupancy and every fare’s price for the party (guests, default ADULT,ADULT), in the currency (default the agency’s first). Exact as of `generatedAt` (every commit before the request, every hold expired by then), like a search, but opens no session and writes nothing: for calendars and listing pages. Send the `ETag` back as `If-None-Match`: 304 while nothing changed. Counts against the V2 request budget.
         */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's bookings, newest confirm first
         * @description Filters combine. Pages: pass nextCursor as cursor; it is opaque and only valid for your agency (400 INVALID_CURSOR otherwise). Bookings confirmed while you page come first in a new listing and never shift the pages you are reading.
         */
        get: operations["listBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a booking
         * @description The confirmed or cancelled booking with its status, version, payment and cancellation; ETag "<version>".
         */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/addons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List addons (per guest) applicable to the confirmed booking
         * @description As on a held booking, but always as it is now (prices and seats are not recorded). 409 once cancelled or departed.
         */
        get: operations["listBookingAddons"];
        put?: never;
        /**
         * Apply addons (per guest) on the confirmed booking
         * @description The held booking’s body and rules, all or nothing; answers the booking with the total and the payment block recalculated, a new version and ETag.
         */
        post: operations["applyBookingAddons"];
        /**
         * Remove addons (per guest) on the confirmed booking
         * @description The held booking’s body and rules, all or nothing; answers the booking with the total and the payment block recalculated, a new version and ETag.
         */
        delete: operations["removeBookingAddons"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/cabin-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List free cabin numbers of a grade the confirmed booking holds
         * @description As on a held booking: the numbers free for the booking’s legs, by deck, recorded for the booking; list again before every apply. 409 once cancelled or departed.
         */
        get: operations["listBookingCabinNumbers"];
        put?: never;
        /**
         * Choose a cabin number on the confirmed booking, or null for a guarantee cabin
         * @description 409 CABIN_NUMBER_TAKEN when the number was taken since the listing: the booking keeps its cabin. Bumps the version.
         */
        post: operations["chooseBookingCabinNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/cancellation-quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote the cancellation of a booking
         * @description The fee by the policy (whole days to the local departure date: 90+: the deposit; 60-89: 50 %; 30-59: 75 %; under 30: 100 %), settled against what was paid. Valid 15 minutes, only while it is the booking's newest quote and the booking has not changed since.
         */
        post: operations["quoteCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/cancellations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking with its newest quote
         * @description Answers the cancelled booking. Every cabin, vehicle slot, excursion seat and counted unit it held is free at once. 409 CANCELLATION_QUOTE_EXPIRED for an expired, superseded or stale quote.
         */
        post: operations["cancelBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/change-quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote a change of date, grade, party or fare
         * @description Answers the booking as it would be after the change, the fare's change fee, the price difference, the new payment schedule and what is due or refunded, and holds what the change needs (cabins, vehicle slots, fare places, a package's excursion seats for new guests) for 15 minutes: a search does not see them as free meanwhile. A change of the party adds guests (addGuests: each joins a cabin, with the confirm's details, and gets the booking's next unused guestId) or removes them (removeGuestIds); every guest is priced in its cabin under the booking's fare. The rules hold after any change: each cabin within its grade's occupancy with an ADULT or SENIOR, at most 9 guests, the lead and the guest the vehicles are bound to stay, every guest's age at the departure within its type's band. Only the booking's newest quote holds anything; any write on the booking (a payment, an amendment, a cancellation) releases it, and DELETE releases it at once. Refusals come here: 409 CHANGE_NOT_ALLOWED_BY_FARE naming the fare's rule, 400 CABIN_UNAVAILABLE, 400 EXCURSION_SOLD_OUT, 409 FARE_NOT_AVAILABLE, 400 VALIDATION_FAILED naming the field. Does not change the booking's version.
         */
        post: operations["quoteChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/change-quotes/{changeQuoteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Keep the booking as it is: release a change quote
         * @description What the quote holds is free at once (a search right after sees it) and the quote can no longer be applied. The booking does not change (its version stays). A quote that holds nothing any more (expired, superseded, released) answers 204 too; an applied one 409 CHANGE_QUOTE_EXPIRED; an unknown one 404 CHANGE_QUOTE_NOT_FOUND. 204 with no body.
         */
        delete: operations["releaseChangeQuote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a change quote
         * @description In one transaction: what the quote held becomes the booking's, what it replaces is free at once, the version moves, totals and payment schedule follow, and one booking.changed event is sent. 404 CHANGE_QUOTE_NOT_FOUND; 409 CHANGE_QUOTE_EXPIRED for an expired, superseded or stale quote; 409 BOOKING_CANCELLED / BOOKING_DEPARTED; 412 on a stale If-Match.
         */
        post: operations["applyChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/documents/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The booking confirmation as a PDF
         * @description One or two A4 pages in the operator’s name for the guests: booking id and agency reference, the voyage (ship, ports, local date-times, embarkation notice), guests and cabins, extras, the price and the payment schedule, and the status; a cancelled booking says so, with its fee. The commission is not shown. An agency may have 2 documents in progress and 4 waiting (see “Fair use”); one more answers 429 TOO_MANY_CONCURRENT_REQUESTS.
         */
        get: operations["getConfirmationDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/excursions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List excursions (per guest; seats are taken at once) applicable to the confirmed booking
         * @description As on a held booking, but always as it is now (prices and seats are not recorded). 409 once cancelled or departed.
         */
        get: operations["listBookingExcursions"];
        put?: never;
        /**
         * Apply excursions (per guest; seats are taken at once) on the confirmed booking
         * @description The held booking’s body and rules, all or nothing; answers the booking with the total and the payment block recalculated, a new version and ETag.
         */
        post: operations["applyBookingExcursions"];
        /**
         * Remove excursions (per guest; seats are taken at once) on the confirmed booking
         * @description The held booking’s body and rules, all or nothing; answers the booking with the total and the payment block recalculated, a new version and ETag.
         */
        delete: operations["removeBookingExcursions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/guests/{guestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a guest’s details
         * @description Any of the confirm’s guest fields; the confirm’s rules are checked again on the whole party (age band at departure, one lead guest with email, phone and address). `isLead: true` makes this guest the lead. Until departure; bumps the version and appends `booking.amended`.
         */
        patch: operations["amendGuest"];
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a booking's payments
         * @description Every payment and refund recorded on the booking, oldest first (also once cancelled).
         */
        get: operations["listPayments"];
        put?: never;
        /**
         * Record a payment on account
         * @description Records a remittance of the agency against the booking: in the booking's currency, above 0, at most the balance. On a cancelled booking the balance is the cancellation fee still owed (`cancellation.amountDue`): it can be paid, at any time, up to that; the booking's `cancellation.amountDue` and payment block follow. The booking moves to the next version (payment block, `payment.received` event). 409 BOOKING_DEPARTED (a confirmed booking after its departure); Idempotency-Key as on every V2 POST.
         */
        post: operations["recordPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/personal-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the guests' personal data
         * @description Each guest's id, type and customerDetails (names, date of birth, gender, nationality; the lead's e-mail, phone and address), to hand to a guest who asks for it. Recorded (who and when) for accountability. After erasure customerDetails are null. Cache-Control: no-store.
         */
        get: operations["exportPersonalData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/personal-data/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase the guests' personal data
         * @description Once the booking has departed or been cancelled: every guest's customerDetails become null (the guest keeps its id and type), on the booking, its confirmation PDF, the portal and stored idempotent answers; version + 1 and a `booking.personal_data_erased` event. Answers the booking. Before departure 409 PERSONAL_DATA_NEEDED (the manifest needs it). Erasing again answers the booking unchanged. Cache-Control: no-store.
         */
        post: operations["erasePersonalData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/{bookingId}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a refund received
         * @description Records that money the agency paid above what it owes was refunded to it: the payment status REFUND_DUE (a cancelled booking's `cancellation.refundAmount`, or paid above a total an amendment lowered). In the booking's currency, above 0, at most the refund due. Answers the refund as a payment of kind REFUND with a negative amount (the booking's paidAmount is the sum of its payments); the booking moves to the next version (payment block: SETTLED once cancelled and even, PAID once confirmed and even; `payment.refunded` event). 409 BOOKING_DEPARTED (a confirmed booking after its departure); Idempotency-Key as on every V2 POST.
         */
        post: operations["recordRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/package/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the held booking (package)
         * @description Does not reset the session timer.
         */
        get: operations["getPackageBooking"];
        put?: never;
        /**
         * Create the held booking (package)
         * @description Holds a guarantee cabin of each grade in cabinMix, the vehicles of the search, and the mandatory items. Resets the session timer.
         */
        post: operations["createPackageBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/package/{sessionId}/addons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applicable addons (per guest) (package)
         * @description The first call records the list on the session (and resets the timer); later calls answer the record.
         */
        get: operations["listPackageAddons"];
        put?: never;
        /**
         * Apply addons (per guest) (package)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        post: operations["applyPackageAddons"];
        /**
         * Remove addons (per guest) (package)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        delete: operations["removePackageAddons"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/package/{sessionId}/cabin-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List free cabin numbers of a held grade (package)
         * @description Lists the numbers free for the booking's legs, by deck, and records them on the session: list again before every apply. 400 for a grade without specific cabins or not held. Resets the timer.
         */
        get: operations["listPackageCabinNumbers"];
        put?: never;
        /**
         * Choose a cabin number, or null for a guarantee cabin (package)
         * @description 409 when the number was taken since the listing: the booking is unchanged and nothing is substituted.
         */
        post: operations["applyPackageCabinNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/package/{sessionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the held booking (package)
         * @description Turns the held booking into a confirmed booking and ends the session. 502/503 when the reservation system fails: the held booking is unchanged; retry (an Idempotency-Key makes retries safe).
         */
        post: operations["confirmPackageBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/package/{sessionId}/excursions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applicable excursions (per guest; seats are held) (package)
         * @description The first call records the list on the session (and resets the timer); later calls answer the record.
         */
        get: operations["listPackageExcursions"];
        put?: never;
        /**
         * Apply excursions (per guest; seats are held) (package)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        post: operations["applyPackageExcursions"];
        /**
         * Remove excursions (per guest; seats are held) (package)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        delete: operations["removePackageExcursions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/package/{sessionId}/supplemental-tours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applicable supplemental tours (all guests; one Arrival, one Departure) (package)
         * @description The first call records the list on the session (and resets the timer); later calls answer the record.
         */
        get: operations["listPackageSupplementalTours"];
        put?: never;
        /**
         * Apply supplemental tours (all guests; one Arrival, one Departure) (package)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        post: operations["applyPackageSupplementalTours"];
        /**
         * Remove supplemental tours (all guests; one Arrival, one Departure) (package)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        delete: operations["removePackageSupplementalTours"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/voyage-only/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the held booking (voyage-only)
         * @description Does not reset the session timer.
         */
        get: operations["getVoyageOnlyBooking"];
        put?: never;
        /**
         * Create the held booking (voyage-only)
         * @description Holds a guarantee cabin of each grade in cabinMix, the vehicles of the search, and the mandatory items. Resets the session timer.
         */
        post: operations["createVoyageOnlyBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/voyage-only/{sessionId}/addons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applicable addons (per guest) (voyage-only)
         * @description The first call records the list on the session (and resets the timer); later calls answer the record.
         */
        get: operations["listVoyageOnlyAddons"];
        put?: never;
        /**
         * Apply addons (per guest) (voyage-only)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        post: operations["applyVoyageOnlyAddons"];
        /**
         * Remove addons (per guest) (voyage-only)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        delete: operations["removeVoyageOnlyAddons"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/voyage-only/{sessionId}/cabin-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List free cabin numbers of a held grade (voyage-only)
         * @description Lists the numbers free for the booking's legs, by deck, and records them on the session: list again before every apply. 400 for a grade without specific cabins or not held. Resets the timer.
         */
        get: operations["listVoyageOnlyCabinNumbers"];
        put?: never;
        /**
         * Choose a cabin number, or null for a guarantee cabin (voyage-only)
         * @description 409 when the number was taken since the listing: the booking is unchanged and nothing is substituted.
         */
        post: operations["applyVoyageOnlyCabinNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/voyage-only/{sessionId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the held booking (voyage-only)
         * @description Turns the held booking into a confirmed booking and ends the session. 502/503 when the reservation system fails: the held booking is unchanged; retry (an Idempotency-Key makes retries safe).
         */
        post: operations["confirmVoyageOnlyBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/voyage-only/{sessionId}/excursions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applicable excursions (per guest; seats are held) (voyage-only)
         * @description The first call records the list on the session (and resets the timer); later calls answer the record.
         */
        get: operations["listVoyageOnlyExcursions"];
        put?: never;
        /**
         * Apply excursions (per guest; seats are held) (voyage-only)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        post: operations["applyVoyageOnlyExcursions"];
        /**
         * Remove excursions (per guest; seats are held) (voyage-only)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        delete: operations["removeVoyageOnlyExcursions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/bookings/create/voyage-only/{sessionId}/supplemental-tours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List applicable supplemental tours (all guests; one Arrival, one Departure) (voyage-only)
         * @description The first call records the list on the session (and resets the timer); later calls answer the record.
         */
        get: operations["listVoyageOnlySupplementalTours"];
        put?: never;
        /**
         * Apply supplemental tours (all guests; one Arrival, one Departure) (voyage-only)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        post: operations["applyVoyageOnlySupplementalTours"];
        /**
         * Remove supplemental tours (all guests; one Arrival, one Departure) (voyage-only)
         * @description All or nothing; answers the whole held booking with the total recalculated. Resets the timer.
         */
        delete: operations["removeVoyageOnlySupplementalTours"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agency's event feed, oldest first
         * @description Every change of your bookings after confirm, written in the same transaction as the change. Poll with `after` set to the last `nextAfter` you got; without `after` the feed starts at your first event. An event takes its place in the feed once its change has committed, after every event already served, so a later poll never finds one before your position.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/refdata/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Packages, their future departure dates and the supplemental packages that can be added
         * @description supplementalPackages are the Arrival tours at the package’s start port (packageType arrival) and the Departure tours at its end port (packageType departure), except those the package already includes.
         */
        get: operations["listPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/refdata/ports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ports with localized names
         * @description Every port of the catalogue: its code (as in searches and bookings) and its names (en, nb, de).
         */
        get: operations["listPorts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/refdata/ships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ships, their decks and cabin grades
         * @description Every ship of the catalogue with its decks, cabin grades and the number of cabins of each.
         */
        get: operations["listShips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/bookings/{bookingId}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move one of your bookings through time (sandbox only)
         * @description Moves this booking's own time (never the clock other bookings share) to `to` and does there what real time does, with the same events and webhook deliveries: `payment.overdue` at an unpaid due instant, the cancellation PAYMENT_OVERDUE (`booking.cancelled`, inventory free) at the end of the grace, and at departure the booking departed (writes answer 409 BOOKING_DEPARTED; no event). Its payment block's due instants move with it; its voyage and departureDate do not. 409 TIME_TARGET_UNREACHABLE when real time never brings it there (paid, or cancelled for non-payment first); 409 BOOKING_CANCELLED / BOOKING_DEPARTED; 404 for another agency's booking, and in production (the route does not exist there).
         */
        post: operations["advanceSandboxBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/bookings/{bookingId}/disruption": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a disruption of one of your bookings (sandbox only)
         * @description As if the operator had recorded it, for this booking only: a `disruptions` entry, the next version and a `booking.disrupted` event; SAILING_CANCELLED then cancels the booking (reason SAILING_CANCELLED, fee 0, everything paid refunded, `booking.cancelled`). The catalogue and other bookings do not change. 404 for another agency's booking, and in production (the route does not exist there).
         */
        post: operations["simulateSandboxDisruption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/sandbox/sessions/{sessionId}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expire a session now (sandbox only)
         * @description Lets partners test their handling of an expired session. Absent in production.
         */
        post: operations["expireSandboxSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/search/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search package departures (opens a session)
         * @description Every successful search opens a new session with a 15-minute idle timer; results are the departures of the package in the date range.
         */
        post: operations["searchPackages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/search/voyages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search voyages (opens a session)
         * @description Every successful search opens a new session with a 15-minute idle timer.
         */
        post: operations["searchVoyages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/watches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's watches
         * @description The watches still running (their last departure day not passed), oldest first.
         */
        get: operations["listWatches"];
        put?: never;
        /**
         * Watch departures for availability and price
         * @description Registers a watch of the departures between two ports in a window (at most 31 days), of one grade or every grade, for a party (default two ADULTs). When a watched grade goes from sold out to bookable the agency gets `availability.opened`; with `maxPricePerGuest`, when the grade’s cheapest fare on sale (the party’s price / guests, no promotion) goes from at or above it to below it, `price.dropped`: once per transition, within seconds, in the event feed and to webhooks subscribed to them. What the departures are at this answer is the starting point. At most 100 watches per agency (409 WATCH_LIMIT_REACHED); a watch ends after its last departure day.
         */
        post: operations["createWatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/watches/{watchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End a watch
         * @description No event of it is written after this answer. 204 with no body; 404 WATCH_NOT_FOUND.
         */
        delete: operations["deleteWatch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency's webhook endpoints
         * @description Without their secrets. A DISABLED endpoint shows when it was disabled.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Events of the listed types are POSTed to `url`, signed with the secret in this answer, which is not shown again. The URL must be https and its host public (checked now and again at every delivery); 400 WEBHOOK_URL_NOT_ALLOWED names the rule. At most 10 endpoints per agency (409 WEBHOOK_LIMIT_REACHED). With an Idempotency-Key a repeat answers the same endpoint and secret. `format` `ota` sends each booking event as an OpenTravel OTA_CruisePNR_UpdateNotifRQ (application/xml, signed the same way; the OTA guide, /docs/ota.md) instead of JSON.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Nothing more is sent to it; deliveries still pending are dropped. 204 with no body.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's recent delivery attempts
         * @description Newest first, at most `limit` (default 50, up to 200): event, attempt number, status code or error, duration.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery's event again
         * @description Queues the same event (same body, same Berth-Event-Id) as a new delivery, with its own attempts and retries. 404 DELIVERY_NOT_FOUND; 409 WEBHOOK_DISABLED on a disabled endpoint.
         */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/{webhookId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled webhook endpoint again
         * @description After 72 h of failed attempts an endpoint is DISABLED. Enabling it delivers new events from now on; catch up on the events of the disabled time from GET /api/v2/events. Enabling an ACTIVE endpoint changes nothing.
         */
        post: operations["enableWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to the endpoint
         * @description Queues `{ "id": "evt_...", "type": "webhook.test", "createdAt", "data": { "webhookId" } }`, signed and retried like any event, whatever types the endpoint subscribes to. It is not a booking event and is not in the event feed. 409 WEBHOOK_DISABLED on a disabled endpoint.
         */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process serves requests; says nothing of the database.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Ready when the database answers, every migration is applied, a write commits within 2 s, and the instance's recent calls are not failing for the database's sake (disk full, connections refused). A load balancer routes by it; 503 takes the instance out of rotation until it can write again.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Obtain an access token (OAuth 2.0 client credentials)
         * @description Body as JSON or application/x-www-form-urlencoded; client credentials in the body or as HTTP Basic. Failures are RFC 6749 JSON `{error, error_description}`: invalid_request (400), invalid_client (401), unsupported_grant_type (400), invalid_target (400, unknown audience), invalid_scope (400), too_many_requests (429).
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description At least one entry in one of the lists
         * @example {
         *       "addons": [
         *         {
         *           "id": "0b4f3c2e-6d1a-5b7e-9c3d-2f8a1e4b6c70",
         *           "quantityPerPassenger": 1,
         *           "passengerIds": [
         *             "5b1d7f0a-3c2e-4a9b-8d6f-1e0c2b3a4d5e"
         *           ]
         *         }
         *       ],
         *       "meals": [
         *         {
         *           "id": "7c2e9a41-8b3d-5f60-a1c2-d3e4f5a6b7c8",
         *           "passengerIds": [
         *             "5b1d7f0a-3c2e-4a9b-8d6f-1e0c2b3a4d5e"
         *           ]
         *         }
         *       ]
         *     }
         */
        AddExtrasRequest: {
            addons?: {
                /** Format: uuid */
                id: string;
                /** @description Passenger ids of the quote */
                passengerIds: string[];
                /** @description How many per passenger (added to any already on the quote; at most 20 in all) */
                quantityPerPassenger: number;
            }[];
            excursions?: {
                /** Format: uuid */
                id: string;
                /** @description Passenger ids of the quote */
                passengerIds: string[];
            }[];
            meals?: {
                /** Format: uuid */
                id: string;
                /** @description Passenger ids of the quote */
                passengerIds: string[];
            }[];
        };
        AddonsListing: {
            addons: {
                code: string;
                description: string;
                /** @description Price per guest of the booking */
                guests: {
                    guestId: number;
                    price: number;
                }[];
                isMandatory: boolean;
            }[];
        };
        /**
         * @example {
         *       "passengerIds": [
         *         "3f0c1e9a-0000-4000-8000-000000000001"
         *       ],
         *       "routeOverrides": [
         *         {
         *           "packageStageId": 1,
         *           "selectableRouteId": 102
         *         }
         *       ]
         *     }
         */
        AddSupplementalPackageRequest: {
            /** @description Passenger ids of the quote */
            passengerIds: string[];
            /** @description Route choice per stage; only for packages with selectable routes */
            routeOverrides?: {
                packageStageId: number;
                selectableRouteId: number;
            }[];
        };
        /**
         * @example {
         *       "to": "OVERDUE_CANCELLED"
         *     }
         */
        AdvanceBookingRequest: {
            /** @description Where the booking's time moves: DEPOSIT_DUE / BALANCE_DUE, that amount's due instant (a `payment.overdue` when unpaid); OVERDUE_CANCELLED, the end of the grace of the first unpaid amount (the cancellation PAYMENT_OVERDUE); DEPARTED, the departure instant */
            to: "DEPOSIT_DUE" | "BALANCE_DUE" | "OVERDUE_CANCELLED" | "DEPARTED";
        };
        AppliedPromotion: {
            /** @description The total taken off the cabin prices (major units) */
            discount: number;
            name: string;
            promotionCode: string;
        };
        /**
         * @example {
         *       "addons": [
         *         {
         *           "code": "DINNER",
         *           "guestIds": [
         *             1,
         *             2
         *           ]
         *         }
         *       ]
         *     }
         */
        ApplyAddonsRequest: {
            addons: {
                code: string;
                guestIds: number[];
            }[];
        };
        /**
         * @example {
         *       "cabinId": 1,
         *       "cabinNumber": "714"
         *     }
         */
        ApplyCabinNumberRequest: {
            /** @description cabins[].id of the held booking */
            cabinId: number;
            /** @description A number from the last listing of the grade, or null to return to a guarantee cabin */
            cabinNumber: string | null;
        };
        /**
         * @example {
         *       "changeQuoteId": "chq_5b1f0c3e9a7d4f2b8c6e1a0d9f3b7c21"
         *     }
         */
        ApplyChangeRequest: {
            changeQuoteId: string;
        };
        /**
         * @example {
         *       "excursions": [
         *         {
         *           "code": "AES-CITY-WALK",
         *           "guestIds": [
         *             1
         *           ]
         *         }
         *       ]
         *     }
         */
        ApplyExcursionsRequest: {
            excursions: {
                code: string;
                guestIds: number[];
            }[];
        };
        /**
         * @example {
         *       "supplementalTours": [
         *         {
         *           "code": "BGO-PRE-1N",
         *           "tourStageSelectableRouteOverrides": [
         *             {
         *               "tourStageId": 1,
         *               "departureCode": "OSL",
         *               "arrivalCode": "BGO"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        ApplySupplementalToursRequest: {
            supplementalTours: {
                code: string;
                tourStageSelectableRouteOverrides?: {
                    arrivalCode: string;
                    departureCode: string;
                    tourStageId: number;
                }[];
            }[];
        };
        /** @description RFC 8414 authorization server metadata */
        AuthorizationServerMetadata: {
            /** @description client_credentials only */
            grant_types_supported: string[];
            /**
             * Format: uri
             * @description This service’s address: PUBLIC_BASE_URL, else the scheme and host the request was made to. Not the tokens’ iss claim (AUTH_ISSUER).
             */
            issuer: string;
            /** Format: uri */
            jwks_uri: string;
            /** @description Empty: there is no authorization endpoint (client credentials only) */
            response_types_supported: string[];
            scopes_supported: string[];
            /** Format: uri */
            service_documentation: string;
            /** Format: uri */
            token_endpoint: string;
            token_endpoint_auth_methods_supported: string[];
        };
        /**
         * @example {
         *       "generatedAt": "2027-01-02T08:15:00.000Z",
         *       "departurePort": "BGO",
         *       "arrivalPort": "TOS",
         *       "currency": "NOK",
         *       "guests": [
         *         {
         *           "guestId": 1,
         *           "type": "ADULT"
         *         },
         *         {
         *           "guestId": 2,
         *           "type": "CHILD"
         *         }
         *       ],
         *       "departures": [
         *         {
         *           "departureDate": "2027-01-10T22:30:00",
         *           "arrivalDate": "2027-01-13T11:45:00",
         *           "departurePort": "BGO",
         *           "arrivalPort": "TOS",
         *           "shipCode": "RW",
         *           "cabinGrades": [
         *             {
         *               "code": "O2",
         *               "cabinType": "Outside",
         *               "description": "Outside cabin with sea view, two lower berths",
         *               "minimumOccupancy": 1,
         *               "maximumOccupancy": 2,
         *               "availableCabins": 71,
         *               "hasSpecificCabins": true,
         *               "pricePerGuest": [
         *                 {
         *                   "guestId": 1,
         *                   "price": 7356
         *                 },
         *                 {
         *                   "guestId": 2,
         *                   "price": 3678
         *                 }
         *               ],
         *               "fares": [
         *                 {
         *                   "fareCode": "FLEX",
         *                   "name": "Flex",
         *                   "price": 13236,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 8831
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 4405
         *                     }
         *                   ],
         *                   "refundableDeposit": true,
         *                   "promotion": null,
         *                   "available": true
         *                 },
         *                 {
         *                   "fareCode": "STANDARD",
         *                   "name": "Standard",
         *                   "price": 11034,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 7356
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 3678
         *                     }
         *                   ],
         *                   "refundableDeposit": true,
         *                   "promotion": null,
         *                   "available": true
         *                 },
         *                 {
         *                   "fareCode": "SAVER",
         *                   "name": "Saver",
         *                   "price": 9366,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 6244
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 3122
         *                     }
         *                   ],
         *                   "refundableDeposit": false,
         *                   "promotion": null,
         *                   "available": true
         *                 }
         *               ]
         *             },
         *             {
         *               "code": "IG",
         *               "cabinType": "Inside",
         *               "description": "Inside guarantee, cabin assigned at check-in",
         *               "minimumOccupancy": 1,
         *               "maximumOccupancy": 2,
         *               "availableCabins": 20,
         *               "hasSpecificCabins": false,
         *               "pricePerGuest": [
         *                 {
         *                   "guestId": 1,
         *                   "price": 4623
         *                 },
         *                 {
         *                   "guestId": 2,
         *                   "price": 2322
         *                 }
         *               ],
         *               "fares": [
         *                 {
         *                   "fareCode": "FLEX",
         *                   "name": "Flex",
         *                   "price": 8325,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 5543
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 2782
         *                     }
         *                   ],
         *                   "refundableDeposit": true,
         *                   "promotion": null,
         *                   "available": true
         *                 },
         *                 {
         *                   "fareCode": "STANDARD",
         *                   "name": "Standard",
         *                   "price": 6945,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 4623
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 2322
         *                     }
         *                   ],
         *                   "refundableDeposit": true,
         *                   "promotion": null,
         *                   "available": true
         *                 },
         *                 {
         *                   "fareCode": "SAVER",
         *                   "name": "Saver",
         *                   "price": 5904,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 3943
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 1961
         *                     }
         *                   ],
         *                   "refundableDeposit": false,
         *                   "promotion": null,
         *                   "available": true
         *                 }
         *               ]
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        Availability: {
            arrivalPort: string;
            currency: string;
            departurePort: string;
            /** @description By departure */
            departures: components["schemas"]["AvailabilityDeparture"][];
            /**
             * Format: date-time
             * @description The instant the answer is exact as of: every commit before it, every hold expired by then
             */
            generatedAt: string;
            guests: {
                guestId: number;
                /** @description ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date */
                type: "ADULT" | "CHILD" | "INFANT" | "SENIOR";
            }[];
        };
        AvailabilityDeparture: {
            arrivalDate: string;
            arrivalPort: string;
            /** @description The grades on sale to the party, as search shows them (promotion: null on every fare) */
            cabinGrades: components["schemas"]["CabinGradeResult"][];
            /** @description Local date-time of departure, no zone, as search shows it */
            departureDate: string;
            departurePort: string;
            shipCode: string;
        };
        /**
         * @example {
         *       "bookingId": "BRRTTM37JZ",
         *       "status": "CONFIRMED",
         *       "version": 1,
         *       "agencyReference": "ABC-123",
         *       "sessionId": "772a826d-fcd8-4202-a1b4-8b22cd190e04",
         *       "market": "NO",
         *       "currency": "NOK",
         *       "departureDate": "2027-01-10T22:30:00",
         *       "arrivalDate": "2027-01-13T11:45:00",
         *       "departurePort": "BGO",
         *       "arrivalPort": "TOS",
         *       "shipCode": "RW",
         *       "embarkationNotification": [
         *         {
         *           "locale": "en",
         *           "value": "Check-in at the Bergen terminal (Nøstegaten 30) opens at 16:00. Please be on board by 21:30."
         *         }
         *       ],
         *       "cabins": [
         *         {
         *           "id": 1,
         *           "code": "O2",
         *           "cabinType": "Outside",
         *           "cabinNumber": null,
         *           "guests": [
         *             1,
         *             2
         *           ]
         *         }
         *       ],
         *       "vehicles": [],
         *       "addons": [
         *         {
         *           "code": "DINNER",
         *           "guests": [
         *             1,
         *             2
         *           ],
         *           "isMandatory": false
         *         }
         *       ],
         *       "excursions": [],
         *       "supplementalTours": [],
         *       "priceBreakdown": {
         *         "totalPrice": 13713,
         *         "commissionTotal": 1371.3,
         *         "cabins": [
         *           {
         *             "code": "O2",
         *             "guests": [
         *               {
         *                 "guestId": 1,
         *                 "price": 7356
         *               },
         *               {
         *                 "guestId": 2,
         *                 "price": 3678
         *               }
         *             ]
         *           }
         *         ],
         *         "addons": [
         *           {
         *             "code": "DINNER",
         *             "guests": [
         *               {
         *                 "guestId": 1,
         *                 "price": 1785
         *               },
         *               {
         *                 "guestId": 2,
         *                 "price": 894
         *               }
         *             ]
         *           }
         *         ],
         *         "excursions": [],
         *         "supplementalTours": [],
         *         "vehicles": []
         *       },
         *       "fare": {
         *         "fareCode": "STANDARD",
         *         "name": "Standard"
         *       },
         *       "promotion": null,
         *       "terms": {
         *         "deposit": {
         *           "amount": 2742.6,
         *           "percent": 20,
         *           "refundable": true,
         *           "dueAt": "2027-01-05T09:00:00.000Z"
         *         },
         *         "balance": {
         *           "amount": 10970.4,
         *           "dueAt": "2027-01-05T09:00:00.000Z"
         *         },
         *         "cancellation": [
         *           {
         *             "fromDaysBeforeDeparture": 90,
         *             "startsAt": null,
         *             "fee": {
         *               "type": "DEPOSIT",
         *               "amount": 2742.6
         *             }
         *           },
         *           {
         *             "fromDaysBeforeDeparture": 60,
         *             "startsAt": "2026-10-12T22:00:00.000Z",
         *             "fee": {
         *               "type": "PERCENT",
         *               "percent": 50,
         *               "amount": 6856.5
         *             }
         *           },
         *           {
         *             "fromDaysBeforeDeparture": 30,
         *             "startsAt": "2026-11-11T23:00:00.000Z",
         *             "fee": {
         *               "type": "PERCENT",
         *               "percent": 75,
         *               "amount": 10284.75
         *             }
         *           },
         *           {
         *             "fromDaysBeforeDeparture": 0,
         *             "startsAt": "2026-12-11T23:00:00.000Z",
         *             "fee": {
         *               "type": "PERCENT",
         *               "percent": 100,
         *               "amount": 13713
         *             }
         *           }
         *         ],
         *         "changes": {
         *           "date": true,
         *           "grade": true,
         *           "party": true,
         *           "untilDaysBeforeDeparture": 30,
         *           "allowedUntil": "2026-12-11T23:00:00.000Z",
         *           "freeUntil": null,
         *           "fee": 300
         *         }
         *       },
         *       "guests": [
         *         {
         *           "id": 1,
         *           "type": "ADULT",
         *           "customerDetails": {
         *             "firstName": "Kari",
         *             "lastName": "Nordmann",
         *             "dateOfBirth": "1980-04-12",
         *             "gender": "FEMALE",
         *             "nationality": "NO",
         *             "isLead": true,
         *             "email": "kari@example.com",
         *             "phoneNumber": "+4791234567",
         *             "address": {
         *               "street": "Storgata 1",
         *               "postalCode": "0155",
         *               "city": "Oslo",
         *               "countryCode": "NO"
         *             }
         *           }
         *         },
         *         {
         *           "id": 2,
         *           "type": "CHILD",
         *           "customerDetails": {
         *             "firstName": "Ola",
         *             "lastName": "Nordmann",
         *             "dateOfBirth": "2016-06-01",
         *             "gender": "MALE",
         *             "nationality": "NO",
         *             "isLead": false
         *           }
         *         }
         *       ],
         *       "payment": {
         *         "currency": "NOK",
         *         "totalPrice": 13713,
         *         "paidAmount": 0,
         *         "balance": 13713,
         *         "depositAmount": 2742.6,
         *         "depositDueByUtc": "2027-01-05T09:00:00.000Z",
         *         "balanceDueByUtc": "2027-01-05T09:00:00.000Z",
         *         "status": "UNPAID"
         *       },
         *       "cancellation": null,
         *       "disruptions": [],
         *       "personalDataErasedAt": null
         *     }
         */
        Booking: {
            addons: {
                code: string;
                guests: number[];
                isMandatory: boolean;
            }[];
            agencyReference?: string;
            arrivalDate: string;
            arrivalPort: string;
            bookingId: string;
            cabins: {
                /** @description null while the booking holds a guarantee cabin */
                cabinNumber: string | null;
                cabinType: string;
                code: string;
                guests: number[];
                /** @description Send as cabinId when choosing a cabin number */
                id: number;
            }[];
            cancellation: {
                amountDue: number;
                /**
                 * Format: date-time
                 * @description UTC instant
                 */
                cancelledAt: string;
                fee: number;
                reason: "AGENCY_REQUEST" | "PAYMENT_OVERDUE" | "SAILING_CANCELLED";
                refundAmount: number;
            } | null;
            currency: string;
            /** @description Local date-time, no zone */
            departureDate: string;
            departurePort: string;
            /** @description What the operator changed on this voyage since it was sold, oldest first */
            disruptions: {
                kind: "PORT_SKIPPED" | "CALL_RETIMED" | "SAILING_CANCELLED";
                /** @description The operator's message to partners about the disruption (at most 500 characters); absent when none */
                message?: string;
                /** @description CALL_RETIMED: the new local time; null otherwise */
                newDateTime: string | null;
                /** @description The call's port; for SAILING_CANCELLED the booking's departure port */
                portCode: string;
                /** @description The call's local time before (its departure, or arrival at the last call); for SAILING_CANCELLED the booking's departure */
                previousDateTime: string | null;
                /**
                 * Format: date-time
                 * @description UTC instant
                 */
                recordedAt: string;
            }[];
            /** @description Localized embarkation instruction for this departure, or null; informational; do not cache per port */
            embarkationNotification: {
                locale: string;
                value: string;
            }[] | null;
            excursions: {
                code: string;
                endDate: string;
                guests: number[];
                isMandatory: boolean;
                startDate: string;
            }[];
            /** @description The fare the booking is sold under (STANDARD unless named at create) */
            fare: {
                fareCode: string;
                name: string;
            };
            guests: {
                /** @description The guest's personal data; null once it was erased (see personalDataErasedAt) */
                customerDetails: components["schemas"]["CustomerDetails"] | null;
                id: number;
                /** @description ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date */
                type: "ADULT" | "CHILD" | "INFANT" | "SENIOR";
            }[];
            market: string;
            payment: components["schemas"]["BookingPayment"];
            /** @description When the guests' personal data was erased (on request, or PERSONAL_DATA_RETENTION_DAYS after arrival or cancellation); null while the booking holds it */
            personalDataErasedAt: string | null;
            priceBreakdown: {
                addons: {
                    code: string;
                    guests: {
                        guestId: number;
                        price: number;
                    }[];
                }[];
                cabins: {
                    code: string;
                    guests: {
                        guestId: number;
                        price: number;
                    }[];
                }[];
                /** @description Agency commission contained in totalPrice; 0 when none */
                commissionTotal: number;
                excursions: {
                    code: string;
                    guests: {
                        guestId: number;
                        price: number;
                    }[];
                }[];
                /** @description Fees inside totalPrice: one CHANGE_FEE per applied change that cost one (commerce.md); absent while there are none */
                fees?: {
                    amount: number;
                    /** @enum {string} */
                    code: "CHANGE_FEE";
                }[];
                supplementalTours: {
                    code: string;
                    guests: {
                        guestId: number;
                        price: number;
                    }[];
                }[];
                /** @description Equals the sum of every component array */
                totalPrice: number;
                vehicles: {
                    code: string;
                    guest: {
                        guestId: number;
                        price: number;
                    };
                }[];
            };
            /** @description The promotion taken at create, or null */
            promotion: components["schemas"]["AppliedPromotion"] | null;
            /** Format: uuid */
            sessionId: string;
            /** @description See /api/v2/refdata/ships */
            shipCode: string;
            status: "CONFIRMED" | "CANCELLED";
            supplementalTours: {
                code: string;
                endDate: string;
                guests: number[];
                isMandatory: boolean;
                startDate: string;
                tourCategory: "Arrival" | "Departure";
                tourStageSelectableRouteOverrides: {
                    arrivalCode: string;
                    departureCode: string;
                    tourStageId: number;
                }[];
            }[];
            terms: components["schemas"]["BookingTerms"];
            vehicles: {
                guestId: number;
                type: "CAR" | "MOTORCYCLE";
            }[];
            /** @description 1 at confirm, +1 on every change; the ETag is "<version>" */
            version: number;
        };
        BookingListPage: {
            /** @description Newest confirm first */
            bookings: components["schemas"]["BookingSummary"][];
            /** @description null on the last page */
            nextCursor: string | null;
        };
        BookingPayment: {
            /** @description What the agency still owes (once cancelled: the amount due of the fee) */
            balance: number;
            /**
             * Format: date-time
             * @description UTC instant
             */
            balanceDueByUtc: string;
            currency: string;
            /** @description The fare's deposit percent of totalPrice, half up (terms.deposit) */
            depositAmount: number;
            /**
             * Format: date-time
             * @description UTC instant
             */
            depositDueByUtc: string;
            paidAmount: number;
            /** @description UNPAID, DEPOSIT_PAID, PAID; REFUND_DUE when more was paid than is owed; SETTLED once cancelled and even */
            status: "UNPAID" | "DEPOSIT_PAID" | "PAID" | "REFUND_DUE" | "SETTLED";
            totalPrice: number;
        };
        /**
         * @example {
         *       "bookingId": "BRRTTM37JZ",
         *       "status": "CONFIRMED",
         *       "agencyReference": "ABC-123",
         *       "departureDate": "2027-01-10T22:30:00",
         *       "departurePort": "BGO",
         *       "arrivalPort": "TOS",
         *       "shipCode": "RW",
         *       "leadGuest": {
         *         "firstName": "Kari",
         *         "lastName": "Nordmann"
         *       },
         *       "totalPrice": 13713,
         *       "currency": "NOK",
         *       "payment": {
         *         "status": "UNPAID",
         *         "balance": 12713
         *       }
         *     }
         */
        BookingSummary: {
            agencyReference: string | null;
            arrivalPort: string;
            bookingId: string;
            currency: string;
            /** @description Local date-time, no zone */
            departureDate: string;
            departurePort: string;
            /** @description The lead guest's name; null once the booking's personal data was erased */
            leadGuest: {
                firstName: string;
                lastName: string;
            } | null;
            payment: {
                balance: number;
                /** @description UNPAID, DEPOSIT_PAID, PAID; REFUND_DUE when more was paid than is owed; SETTLED once cancelled and even */
                status: "UNPAID" | "DEPOSIT_PAID" | "PAID" | "REFUND_DUE" | "SETTLED";
            };
            shipCode: string;
            status: "CONFIRMED" | "CANCELLED";
            totalPrice: number;
        };
        BookingTerms: {
            balance: {
                amount: number;
                /**
                 * Format: date-time
                 * @description UTC instant
                 */
                dueAt: string;
            };
            /** @description From the most days before departure to the fewest; each amount at the current total */
            cancellation: {
                fee: {
                    amount: number;
                    /** @enum {string} */
                    type: "DEPOSIT";
                } | {
                    amount: number;
                    percent: number;
                    /** @enum {string} */
                    type: "PERCENT";
                };
                /** @description The tier applies from this many whole days before the local departure date down to the next tier */
                fromDaysBeforeDeparture: number;
                /** @description When the tier begins (the local midnight it starts at); null for the first tier */
                startsAt: string | null;
            }[];
            changes: {
                /**
                 * Format: date-time
                 * @description UTC instant
                 */
                allowedUntil: string;
                date: boolean;
                /** @description The fee of one change after freeUntil, in the booking currency */
                fee: number;
                /** @description null: a change always costs the fee */
                freeUntil: string | null;
                grade: boolean;
                party: boolean;
                untilDaysBeforeDeparture: number;
            };
            deposit: {
                amount: number;
                /**
                 * Format: date-time
                 * @description UTC instant
                 */
                dueAt: string;
                /** @description The fare's deposit, in percent of the total (half up) */
                percent: number;
                /** @description false: never refunded on cancellation (the fee is at least the deposit) */
                refundable: boolean;
            };
            /**
             * Format: date-time
             * @description Held bookings: the price and promotion hold until then (the session's expiry at the last write)
             */
            priceGuaranteedUntil?: string;
        };
        CabinGradeFare: {
            /** @description Room for at least one more cabin in the fare's bucket */
            available: boolean;
            /** @description Send it as fareCode at create (FLEX, STANDARD, SAVER in the demo) */
            fareCode: string;
            name: string;
            /** @description The party's cabin price in this grade under this fare, promotion applied */
            price: number;
            pricePerGuest: {
                guestId: number;
                price: number;
            }[];
            /** @description The searched promotion where it applies to this fare, else null */
            promotion: components["schemas"]["AppliedPromotion"] | null;
            /** @description false: the deposit is never refunded on cancellation */
            refundableDeposit: boolean;
        };
        CabinGradeResult: {
            /** @description Cabins (or units of a grade without specific cabins) free on every leg of the voyage */
            availableCabins: number;
            /** @description Inside, Outside or Suite */
            cabinType: string;
            code: string;
            description: string;
            /** @description Every fare on sale for this grade, in the catalogue order; the price fields above are the default fare’s (STANDARD while it has room) */
            fares: components["schemas"]["CabinGradeFare"][];
            /** @description false: no cabin numbers can be chosen for this grade */
            hasSpecificCabins: boolean;
            maximumOccupancy: number;
            minimumOccupancy: number;
            /** @description Cabin price per guest if the party shares cabins of this grade, at the default fare */
            pricePerGuest: {
                guestId: number;
                price: number;
            }[];
        };
        CabinNumberListing: {
            cabinGrade: string;
            decks: {
                cabinNumbers: string[];
                deck: number;
            }[];
        };
        /**
         * @example {
         *       "cancellationQuoteId": "cq_5b1f0c2a9d3e4f6a8b7c6d5e4f3a2b1c"
         *     }
         */
        CancelBookingRequest: {
            /** @description The newest quote, unexpired */
            cancellationQuoteId: string;
        };
        /**
         * @example {
         *       "cancellationQuoteId": "cq_5910846a349bef3c750c3ab752252593",
         *       "bookingId": "BRRTTM37JZ",
         *       "fee": 13713,
         *       "refundAmount": 0,
         *       "amountDue": 12713,
         *       "currency": "NOK",
         *       "expiresAt": "2027-01-05T09:15:00.000Z"
         *     }
         */
        CancellationQuote: {
            /** @description max(0, fee - paid) */
            amountDue: number;
            bookingId: string;
            cancellationQuoteId: string;
            currency: string;
            /**
             * Format: date-time
             * @description 15 minutes after the quote
             */
            expiresAt: string;
            fee: number;
            /** @description max(0, paid - fee) */
            refundAmount: number;
        };
        ChangeQuote: {
            /** @description What will be owed after the change: newTotal minus what was paid, never below 0 */
            amountDue: number;
            booking: components["schemas"]["Booking"];
            bookingId: string;
            /** @description The fare's fee for this change (0 while changes are free) */
            changeFee: number;
            /** @description Send it to POST /bookings/{bookingId}/changes within 15 minutes */
            changeQuoteId: string;
            currency: string;
            /** @description What the change removes from the booking */
            dropped: {
                code: string;
                kind: "ADDON" | "EXCURSION" | "SUPPLEMENTAL_TOUR" | "PROMOTION";
                /** @description What it cost on the booking (for a promotion: the discount it gave), in the booking currency */
                price: number;
            }[];
            /**
             * Format: date-time
             * @description UTC; what the change needs is held until then
             */
            expiresAt: string;
            /** @description The booking's totalPrice after the change, the fee included */
            newTotal: number;
            /** @description The booking's payment block as it would be after the change: amounts and due instants */
            paymentSchedule: {
                /** @description What the agency still owes (once cancelled: the amount due of the fee) */
                balance: number;
                /**
                 * Format: date-time
                 * @description UTC instant
                 */
                balanceDueByUtc: string;
                currency: string;
                /** @description The fare's deposit percent of totalPrice, half up (terms.deposit) */
                depositAmount: number;
                /**
                 * Format: date-time
                 * @description UTC instant
                 */
                depositDueByUtc: string;
                paidAmount: number;
                /** @description UNPAID, DEPOSIT_PAID, PAID; REFUND_DUE when more was paid than is owed; SETTLED once cancelled and even */
                status: "UNPAID" | "DEPOSIT_PAID" | "PAID" | "REFUND_DUE" | "SETTLED";
                totalPrice: number;
            };
            /** @description newTotal minus the total now (the fee included); negative when cheaper */
            priceDifference: number;
            /** @description What was paid above newTotal, refunded after the change */
            refundAmount: number;
        };
        /**
         * @example {
         *       "departureDate": "2027-01-17T22:30:00"
         *     }
         * @example {
         *       "cabins": [
         *         {
         *           "cabinId": 1,
         *           "code": "S1"
         *         }
         *       ]
         *     }
         * @example {
         *       "addGuests": [
         *         {
         *           "type": "ADULT",
         *           "cabinId": 1,
         *           "firstName": "Kari",
         *           "lastName": "Nordmann",
         *           "dateOfBirth": "1985-03-14",
         *           "gender": "FEMALE",
         *           "nationality": "NO"
         *         }
         *       ]
         *     }
         * @example {
         *       "removeGuestIds": [
         *         3
         *       ]
         *     }
         */
        ChangeQuoteRequest: {
            /** @description Guests joining the booking, each in one of its cabins within the grade's maximumOccupancy, with the confirm's guest details (no guestId: each gets the booking's next unused guestId, never a reused one; no isLead: the lead stays) */
            addGuests?: {
                address?: {
                    city: string;
                    countryCode: string;
                    postalCode: string;
                    street: string;
                };
                /** @description The booking's cabins[].id the guest joins */
                cabinId: number;
                /**
                 * Format: date
                 * @description ISO 8601 date, YYYY-MM-DD
                 */
                dateOfBirth: string;
                /** Format: email */
                email?: string;
                firstName: string;
                gender: "FEMALE" | "MALE" | "OTHER";
                lastName: string;
                /** @description ISO 3166-1 alpha-2 */
                nationality: string;
                /** @description E.164 preferred */
                phoneNumber?: string;
                /** @description ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date */
                type: "ADULT" | "CHILD" | "INFANT" | "SENIOR";
            }[];
            /** @description Another grade for some of the cabins */
            cabins?: {
                /** @description The booking's cabins[].id */
                cabinId: number;
                /** @description The cabin grade it moves to */
                code: string;
            }[];
            /** @description Another departure between the booking's ports (for a package, another departure of its package): a results[].departureDate of a search, as given. The grades stay; chosen cabin numbers become guarantee cabins again. */
            departureDate?: string;
            /** @description Another fare for the whole booking (FLEX, STANDARD, SAVER in the demo) */
            fareCode?: string;
            /** @description The booking's guests[].id leaving it. Neither the lead (make another guest lead first) nor the guest the vehicles are bound to; every cabin keeps an ADULT or SENIOR */
            removeGuestIds?: number[];
        };
        /**
         * @example {
         *       "guests": [
         *         {
         *           "guestId": 1,
         *           "firstName": "Kari",
         *           "lastName": "Nordmann",
         *           "dateOfBirth": "1980-04-12",
         *           "gender": "FEMALE",
         *           "nationality": "NO",
         *           "isLead": true,
         *           "email": "kari@example.com",
         *           "phoneNumber": "+4791234567",
         *           "address": {
         *             "street": "Storgata 1",
         *             "postalCode": "0155",
         *             "city": "Oslo",
         *             "countryCode": "NO"
         *           }
         *         },
         *         {
         *           "guestId": 2,
         *           "firstName": "Ola",
         *           "lastName": "Nordmann",
         *           "dateOfBirth": "2016-06-01",
         *           "gender": "MALE",
         *           "nationality": "NO"
         *         }
         *       ],
         *       "agencyReference": "ABC-123"
         *     }
         */
        ConfirmRequest: {
            /** @description The agency's own reference */
            agencyReference?: string;
            /** @description One entry per guest of the booking; exactly one with isLead true */
            guests: {
                address?: {
                    city: string;
                    countryCode: string;
                    postalCode: string;
                    street: string;
                };
                /**
                 * Format: date
                 * @description ISO 8601 date, YYYY-MM-DD
                 */
                dateOfBirth: string;
                /** Format: email */
                email?: string;
                firstName: string;
                gender: "FEMALE" | "MALE" | "OTHER";
                guestId: number;
                /** @description Whether this guest is the lead; absent means false (not the lead) */
                isLead?: boolean;
                lastName: string;
                /** @description ISO 3166-1 alpha-2 */
                nationality: string;
                /** @description E.164 preferred */
                phoneNumber?: string;
            }[];
        };
        /**
         * @example {
         *       "webhookId": "wh_3c1f9a7e5b2d4c6a",
         *       "url": "https://partner.example/berth-events",
         *       "events": [
         *         "booking.confirmed",
         *         "booking.cancelled"
         *       ],
         *       "format": "json",
         *       "status": "ACTIVE",
         *       "disabledAt": null,
         *       "createdAt": "2027-01-05T09:00:00.000Z",
         *       "secret": "whsec_8f2b6c1d9e4a7f3b5c0d2e6a1b9f4c7d"
         *     }
         */
        CreatedWebhook: {
            /** Format: date-time */
            createdAt: string;
            disabledAt: string | null;
            events: ("booking.confirmed" | "booking.amended" | "booking.changed" | "booking.cancelled" | "booking.disrupted" | "payment.received" | "payment.refunded" | "payment.overdue" | "booking.personal_data_erased" | "availability.opened" | "price.dropped")[];
            /** @description The body: json (when absent), the event as JSON (application/json); ota, each booking event as an OpenTravel OTA_CruisePNR_UpdateNotifRQ (application/xml; the OTA guide, /docs/ota.md), booking events only */
            format: "json" | "ota";
            /** @description whsec_...: the key of the HMAC in Berth-Signature. Shown only in this answer (and its Idempotency-Key replay); store it. */
            secret: string;
            /** @description DISABLED after every attempt failed for 72 h (WEBHOOK_RETRY_HOURS); enable it again with POST .../enable */
            status: "ACTIVE" | "DISABLED";
            url: string;
            /** @description wh_... */
            webhookId: string;
        };
        /**
         * @example {
         *       "departureDate": "2027-01-10T22:30:00",
         *       "cabinMix": [
         *         {
         *           "code": "O2",
         *           "guestIds": [
         *             1,
         *             2
         *           ]
         *         }
         *       ]
         *     }
         */
        CreateHeldBookingRequest: {
            /** @description One entry per cabin */
            cabinMix: {
                /** @description A cabin grade code of that search result */
                code: string;
                /** @description Guests in this cabin: ids from the search; at least one ADULT or SENIOR */
                guestIds: number[];
            }[];
            /**
             * @description A results[].departureDate of the search that opened the session, as given: a local date-time in the operator’s time zone, without a zone or offset (YYYY-MM-DDTHH:MM:SS, e.g. 2027-01-10T22:30:00); must be in the future
             * @example 2027-01-10T22:30:00
             */
            departureDate: string;
            /** @description A fares[].fareCode of the search result; default: STANDARD while it has room, else the cheapest fare on sale with room */
            fareCode?: string;
            /** @description A promotion code to apply (its redemption is taken with the hold and kept by the booking) */
            promotionCode?: string;
        };
        /**
         * @example {
         *       "departurePort": "BGO",
         *       "arrivalPort": "TOS",
         *       "departureFrom": "2027-01-10",
         *       "departureTo": "2027-02-09",
         *       "cabinGrade": "O2",
         *       "guests": [
         *         {
         *           "type": "ADULT"
         *         },
         *         {
         *           "type": "ADULT"
         *         }
         *       ],
         *       "maxPricePerGuest": 6000,
         *       "currency": "NOK"
         *     }
         */
        CreateWatchRequest: {
            /** @description Port code, see /api/v2/refdata/ports */
            arrivalPort: string;
            /** @description One grade code; omitted: every grade of the departures */
            cabinGrade?: string;
            /** @description The watch's currency, one of the agency's */
            currency: string;
            /**
             * Format: date
             * @description First departure day watched (operator-local)
             */
            departureFrom: string;
            /** @description Port code, see /api/v2/refdata/ports */
            departurePort: string;
            /**
             * Format: date
             * @description Last departure day watched; at most 31 days after departureFrom
             */
            departureTo: string;
            /** @description The party the prices are for, as in search; default two ADULTs */
            guests?: {
                /** @description ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date */
                type: "ADULT" | "CHILD" | "INFANT" | "SENIOR";
            }[];
            /** @description price.dropped when the grade's cheapest fare on sale (the party's price / guests, no promotion) goes below it */
            maxPricePerGuest?: number;
        };
        /**
         * @example {
         *       "url": "https://partner.example/berth-events",
         *       "events": [
         *         "booking.confirmed",
         *         "booking.cancelled"
         *       ]
         *     }
         */
        CreateWebhookRequest: {
            /** @description The event types to send */
            events: ("booking.confirmed" | "booking.amended" | "booking.changed" | "booking.cancelled" | "booking.disrupted" | "payment.received" | "payment.refunded" | "payment.overdue" | "booking.personal_data_erased" | "availability.opened" | "price.dropped")[];
            /** @description The body: json (when absent), the event as JSON (application/json); ota, each booking event as an OpenTravel OTA_CruisePNR_UpdateNotifRQ (application/xml; the OTA guide, /docs/ota.md), booking events only */
            format?: "json" | "ota";
            /** @description Where events are POSTed: https, and a host that is (and resolves only to) public addresses; in sandbox mode also http://127.0.0.1 and http://localhost */
            url: string;
        };
        CustomerDetails: {
            address?: {
                city: string;
                countryCode: string;
                postalCode: string;
                street: string;
            };
            /** Format: date */
            dateOfBirth: string;
            email?: string;
            firstName: string;
            gender: string;
            isLead: boolean;
            lastName: string;
            nationality: string;
            phoneNumber?: string;
        };
        /**
         * @example {
         *       "deliveryId": "whd_7a2c9e4f1b6d3a8c",
         *       "eventId": "evt_4bd85ce62f5d01f48a76fdc19a26fbe4"
         *     }
         */
        Delivery: {
            deliveryId: string;
            eventId: string;
        };
        /**
         * @example {
         *       "deliveryId": "whd_7a2c9e4f1b6d3a8c",
         *       "eventId": "evt_4bd85ce62f5d01f48a76fdc19a26fbe4",
         *       "eventType": "booking.confirmed",
         *       "attempt": 1,
         *       "attemptedAt": "2027-01-05T09:00:01.250Z",
         *       "statusCode": 200,
         *       "error": null,
         *       "durationMs": 182,
         *       "deliveryStatus": "DELIVERED"
         *     }
         */
        DeliveryAttempt: {
            /** @description 1 for the first attempt of the delivery */
            attempt: number;
            /** Format: date-time */
            attemptedAt: string;
            /** @description whd_...; one delivery of one event, retried until delivered */
            deliveryId: string;
            /** @description The delivery's state now: PENDING (retrying), DELIVERED, or FAILED (given up after 72 h, or the endpoint was disabled or deleted) */
            deliveryStatus: "PENDING" | "DELIVERED" | "FAILED";
            durationMs: number;
            /** @description Why the attempt failed (timeout, connection, refused address, redirect, status); null on success */
            error: string | null;
            eventId: string;
            /** @description An event type, or webhook.test */
            eventType: string;
            /** @description The receiver's HTTP status; null when none came */
            statusCode: number | null;
        };
        DeliveryAttemptList: {
            /** @description Newest first */
            attempts: components["schemas"]["DeliveryAttempt"][];
        };
        /**
         * @example {
         *       "id": "evt_23bfa5679399c452d8e55681bc5ad31b",
         *       "type": "payment.received",
         *       "createdAt": "2027-01-05T09:00:00.000Z",
         *       "data": {
         *         "bookingId": "BRRTTM37JZ",
         *         "version": 2,
         *         "paymentId": "pay_2a29a34a46d2b4fd42656a30",
         *         "amount": 1000,
         *         "currency": "NOK",
         *         "reference": "INV-1",
         *         "paymentStatus": "UNPAID",
         *         "balance": 12713
         *       }
         *     }
         */
        Event: {
            /** Format: date-time */
            createdAt: string;
            /** @description A booking’s event (bookingId, version, ...), or a watch’s (availability.opened, price.dropped) */
            data: ({
                bookingId: string;
                /** @description The booking's version after the change */
                version: number;
            } & {
                [key: string]: unknown;
            }) | components["schemas"]["WatchEventData"];
            /** @description evt_...; receivers deduplicate by it */
            id: string;
            type: "booking.confirmed" | "booking.amended" | "booking.changed" | "booking.cancelled" | "booking.disrupted" | "payment.received" | "payment.refunded" | "payment.overdue" | "booking.personal_data_erased" | "availability.opened" | "price.dropped";
        };
        EventFeedPage: {
            /** @description Oldest first */
            events: components["schemas"]["Event"][];
            /** @description The id of the last event of this page, to send as `after`; null when there was nothing new (keep your `after`) */
            nextAfter: string | null;
        };
        ExcursionsListing: {
            excursions: {
                code: string;
                description: string;
                endDate: string;
                /** @description Price per guest of the booking */
                guests: {
                    guestId: number;
                    price: number;
                }[];
                isMandatory: boolean;
                port: string;
                seatsAvailable: number;
                startDate: string;
            }[];
        };
        ExtraSearchResult: {
            addons?: {
                code: string;
                /** Format: uuid */
                id: string;
                passengerPrices: {
                    /** Format: uuid */
                    passengerId: string;
                    /** @description In the quote currency, with its decimals (NOK 2450.5) */
                    price: number;
                }[];
            }[];
            excursions?: {
                code: string;
                description: string;
                endDateTime: string;
                endPort: string;
                /** Format: uuid */
                id: string;
                passengerPrices: {
                    /** Format: uuid */
                    passengerId: string;
                    /** @description In the quote currency, with its decimals (NOK 2450.5) */
                    price: number;
                }[];
                /** @description Local date-time, no zone */
                startDateTime: string;
                startPort: string;
            }[];
            meals?: {
                code: string;
                /** Format: uuid */
                id: string;
                passengerPrices: {
                    /** Format: uuid */
                    passengerId: string;
                    /** @description In the quote currency, with its decimals (NOK 2450.5) */
                    price: number;
                }[];
            }[];
        };
        /**
         * @example {
         *       "firstName": "Åse",
         *       "lastName": "Ødegård"
         *     }
         */
        GuestUpdateRequest: {
            address?: {
                city: string;
                countryCode: string;
                postalCode: string;
                street: string;
            };
            /**
             * Format: date
             * @description ISO 8601 date, YYYY-MM-DD
             */
            dateOfBirth?: string;
            /** Format: email */
            email?: string;
            firstName?: string;
            gender?: "FEMALE" | "MALE" | "OTHER";
            isLead?: boolean;
            lastName?: string;
            /** @description ISO 3166-1 alpha-2 */
            nationality?: string;
            /** @description E.164 preferred */
            phoneNumber?: string;
        };
        /**
         * @example {
         *       "sessionId": "772a826d-fcd8-4202-a1b4-8b22cd190e04",
         *       "market": "NO",
         *       "currency": "NOK",
         *       "departureDate": "2027-01-10T22:30:00",
         *       "arrivalDate": "2027-01-13T11:45:00",
         *       "departurePort": "BGO",
         *       "arrivalPort": "TOS",
         *       "shipCode": "RW",
         *       "embarkationNotification": [
         *         {
         *           "locale": "en",
         *           "value": "Check-in at the Bergen terminal (Nøstegaten 30) opens at 16:00. Please be on board by 21:30."
         *         }
         *       ],
         *       "cabins": [
         *         {
         *           "id": 1,
         *           "code": "O2",
         *           "cabinType": "Outside",
         *           "cabinNumber": null,
         *           "guests": [
         *             1,
         *             2
         *           ]
         *         }
         *       ],
         *       "vehicles": [],
         *       "addons": [
         *         {
         *           "code": "DINNER",
         *           "guests": [
         *             1,
         *             2
         *           ],
         *           "isMandatory": false
         *         }
         *       ],
         *       "excursions": [],
         *       "supplementalTours": [],
         *       "priceBreakdown": {
         *         "totalPrice": 13713,
         *         "commissionTotal": 1371.3,
         *         "cabins": [
         *           {
         *             "code": "O2",
         *             "guests": [
         *               {
         *                 "guestId": 1,
         *                 "price": 7356
         *               },
         *               {
         *                 "guestId": 2,
         *                 "price": 3678
         *               }
         *             ]
         *           }
         *         ],
         *         "addons": [
         *           {
         *             "code": "DINNER",
         *             "guests": [
         *               {
         *                 "guestId": 1,
         *                 "price": 1785
         *               },
         *               {
         *                 "guestId": 2,
         *                 "price": 894
         *               }
         *             ]
         *           }
         *         ],
         *         "excursions": [],
         *         "supplementalTours": [],
         *         "vehicles": []
         *       },
         *       "fare": {
         *         "fareCode": "STANDARD",
         *         "name": "Standard"
         *       },
         *       "promotion": null,
         *       "terms": {
         *         "deposit": {
         *           "amount": 2742.6,
         *           "percent": 20,
         *           "refundable": true,
         *           "dueAt": "2027-01-05T08:58:00.000Z"
         *         },
         *         "balance": {
         *           "amount": 10970.4,
         *           "dueAt": "2027-01-05T08:58:00.000Z"
         *         },
         *         "cancellation": [
         *           {
         *             "fromDaysBeforeDeparture": 90,
         *             "startsAt": null,
         *             "fee": {
         *               "type": "DEPOSIT",
         *               "amount": 2742.6
         *             }
         *           },
         *           {
         *             "fromDaysBeforeDeparture": 60,
         *             "startsAt": "2026-10-12T22:00:00.000Z",
         *             "fee": {
         *               "type": "PERCENT",
         *               "percent": 50,
         *               "amount": 6856.5
         *             }
         *           },
         *           {
         *             "fromDaysBeforeDeparture": 30,
         *             "startsAt": "2026-11-11T23:00:00.000Z",
         *             "fee": {
         *               "type": "PERCENT",
         *               "percent": 75,
         *               "amount": 10284.75
         *             }
         *           },
         *           {
         *             "fromDaysBeforeDeparture": 0,
         *             "startsAt": "2026-12-11T23:00:00.000Z",
         *             "fee": {
         *               "type": "PERCENT",
         *               "percent": 100,
         *               "amount": 13713
         *             }
         *           }
         *         ],
         *         "changes": {
         *           "date": true,
         *           "grade": true,
         *           "party": true,
         *           "untilDaysBeforeDeparture": 30,
         *           "allowedUntil": "2026-12-11T23:00:00.000Z",
         *           "freeUntil": null,
         *           "fee": 300
         *         },
         *         "priceGuaranteedUntil": "2027-01-05T09:13:00.000Z"
         *       },
         *       "guests": [
         *         {
         *           "id": 1,
         *           "type": "ADULT"
         *         },
         *         {
         *           "id": 2,
         *           "type": "CHILD"
         *         }
         *       ]
         *     }
         */
        HeldBooking: {
            addons: {
                code: string;
                guests: number[];
                isMandatory: boolean;
            }[];
            arrivalDate: string;
            arrivalPort: string;
            cabins: {
                /** @description null while the booking holds a guarantee cabin */
                cabinNumber: string | null;
                cabinType: string;
                code: string;
                guests: number[];
                /** @description Send as cabinId when choosing a cabin number */
                id: number;
            }[];
            currency: string;
            /** @description Local date-time, no zone */
            departureDate: string;
            departurePort: string;
            /** @description Localized embarkation instruction for this departure, or null; informational; do not cache per port */
            embarkationNotification: {
                locale: string;
                value: string;
            }[] | null;
            excursions: {
                code: string;
                endDate: string;
                guests: number[];
                isMandatory: boolean;
                startDate: string;
            }[];
            /** @description The fare the booking is sold under (STANDARD unless named at create) */
            fare: {
                fareCode: string;
                name: string;
            };
            guests: {
                id: number;
                /** @description ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date */
                type: "ADULT" | "CHILD" | "INFANT" | "SENIOR";
            }[];
            market: string;
            priceBreakdown: {
                addons: {
                    code: string;
                    guests: {
                        guestId: number;
                        price: number;
                    }[];
                }[];
                cabins: {
                    code: string;
                    guests: {
                        guestId: number;
                        price: number;
                    }[];
                }[];
                /** @description Agency commission contained in totalPrice; 0 when none */
                commissionTotal: number;
                excursions: {
                    code: string;
                    guests: {
                        guestId: number;
                        price: number;
                    }[];
                }[];
                /** @description Fees inside totalPrice: one CHANGE_FEE per applied change that cost one (commerce.md); absent while there are none */
                fees?: {
                    amount: number;
                    /** @enum {string} */
                    code: "CHANGE_FEE";
                }[];
                supplementalTours: {
                    code: string;
                    guests: {
                        guestId: number;
                        price: number;
                    }[];
                }[];
                /** @description Equals the sum of every component array */
                totalPrice: number;
                vehicles: {
                    code: string;
                    guest: {
                        guestId: number;
                        price: number;
                    };
                }[];
            };
            /** @description The promotion taken at create, or null */
            promotion: components["schemas"]["AppliedPromotion"] | null;
            /** Format: uuid */
            sessionId: string;
            /** @description See /api/v2/refdata/ships */
            shipCode: string;
            supplementalTours: {
                code: string;
                endDate: string;
                guests: number[];
                isMandatory: boolean;
                startDate: string;
                tourCategory: "Arrival" | "Departure";
                tourStageSelectableRouteOverrides: {
                    arrivalCode: string;
                    departureCode: string;
                    tourStageId: number;
                }[];
            }[];
            terms: components["schemas"]["BookingTerms"];
            vehicles: {
                guestId: number;
                type: "CAR" | "MOTORCYCLE";
            }[];
        };
        JsonWebKeySet: {
            keys: {
                /** @description ES256 or RS256 */
                alg: string;
                crv?: string;
                e?: string;
                kid: string;
                /** @description EC or RSA */
                kty: string;
                n?: string;
                /** @enum {string} */
                use: "sig";
                x?: string;
                y?: string;
            }[];
        };
        /** @description RFC 6749 section 5.2 error (not problem+json) */
        OAuthError: {
            /** @description RFC 6749 error code */
            error: string;
            error_description: string;
        };
        Package: {
            /** @description Dates (YYYY-MM-DD) of future departures */
            departures: string[];
            durationDays: number;
            name: string;
            /** @description The packageCode of POST /search/packages and the packageId of V1 */
            packageCode: string;
            supplementalPackages: {
                /** @description The packageCode of V1 add supplemental package */
                code: string;
                name: string;
                packageType: "arrival" | "departure";
            }[];
        };
        /**
         * @example {
         *       "packageCode": "ROUND-12D",
         *       "departureDateFrom": "2027-01-10",
         *       "guests": [
         *         {
         *           "type": "ADULT"
         *         },
         *         {
         *           "type": "ADULT"
         *         }
         *       ]
         *     }
         */
        PackageSearchRequest: {
            /** @description ISO 4217 code the agency may use; default: the agency's first currency */
            currency?: string;
            /**
             * Format: date
             * @description ISO 8601 date, YYYY-MM-DD
             */
            departureDateFrom: string;
            /**
             * Format: date
             * @description ISO 8601 date, YYYY-MM-DD
             */
            departureDateTo?: string;
            /** @description The party, in order: guest ids 1..n are assigned in this order */
            guests: {
                /** @description ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date */
                type: "ADULT" | "CHILD" | "INFANT" | "SENIOR";
            }[];
            /** @description See /api/v2/refdata/packages */
            packageCode: string;
            /** @description Shows the promotion on the fares it applies to (and null on the others); not remembered: create takes its own */
            promotionCode?: string;
        };
        /**
         * @example {
         *       "packageId": "ROUND-12D",
         *       "quoteId": "22bcbcff-7a33-4941-a0cc-ab574c0f8caf",
         *       "departure": {
         *         "id": "cf547748-8cce-5258-846d-40319c517dc1",
         *         "startDate": "2027-01-10T22:30:00",
         *         "endDate": "2027-01-21T14:30:00",
         *         "shipCode": "RW",
         *         "cabins": [
         *           {
         *             "category": "IG",
         *             "superCategory": "Inside",
         *             "price": 16927,
         *             "availableCabins": 20,
         *             "minimumOccupancy": 1,
         *             "maximumOccupancy": 2
         *           },
         *           {
         *             "category": "O2",
         *             "superCategory": "Outside",
         *             "price": 24632,
         *             "availableCabins": 71,
         *             "minimumOccupancy": 1,
         *             "maximumOccupancy": 2
         *           }
         *         ]
         *       },
         *       "passengers": [
         *         {
         *           "id": "d4f16d91-0f3f-430f-9e85-a71d515013f7",
         *           "ageCategory": "ADULT"
         *         },
         *         {
         *           "id": "578ab4dc-ad96-40ed-92a4-c198ef8f0bf6",
         *           "ageCategory": "ADULT"
         *         }
         *       ]
         *     }
         */
        PackageSearchResult: {
            departure: {
                cabins: {
                    /** @description Live: cabins held by V2 bookings are not counted */
                    availableCabins: number;
                    /** @description Cabin category (grade) code */
                    category: string;
                    maximumOccupancy: number;
                    minimumOccupancy: number;
                    /** @description Price of one ADULT in this category: fare for the package legs plus the package supplement, with the party sharing a cabin (single supplement only for a party of one) */
                    price: number;
                    /** @description Inside, Outside or Suite */
                    superCategory: string;
                }[];
                endDate: string;
                /**
                 * Format: uuid
                 * @description The departure; also the voyage id of the quote
                 */
                id: string;
                shipCode: string;
                /** @description Local date-time, no zone */
                startDate: string;
            };
            /** @description Package code */
            packageId: string;
            passengers: {
                ageCategory: "ADULT" | "CHILD";
                /** Format: uuid */
                id: string;
            }[];
            /** Format: uuid */
            quoteId: string;
        };
        /**
         * @example {
         *       "paymentId": "pay_2a29a34a46d2b4fd42656a30",
         *       "kind": "PAYMENT",
         *       "bookingId": "BRRTTM37JZ",
         *       "amount": 1000,
         *       "currency": "NOK",
         *       "reference": "INV-1",
         *       "receivedAt": "2027-01-05T09:00:00.000Z"
         *     }
         */
        Payment: {
            /** @description Signed: above 0 for a payment, below 0 for a refund */
            amount: number;
            bookingId: string;
            currency: string;
            /** @description PAYMENT: a remittance the agency recorded; REFUND: money returned to the agency (paid above what was owed). The booking's paidAmount is the sum of its payments' amounts. */
            kind: "PAYMENT" | "REFUND";
            /** @description `pay_...` (a payment) or `rfd_...` (a refund) */
            paymentId: string;
            /**
             * Format: date-time
             * @description UTC instant the payment was recorded
             */
            receivedAt: string;
            reference: string | null;
        };
        PaymentList: {
            /** @description Oldest first */
            payments: components["schemas"]["Payment"][];
        };
        /** @description One booking's personal data, for the guest who asked for it */
        PersonalDataExport: {
            bookingId: string;
            /**
             * Format: date-time
             * @description UTC instant
             */
            exportedAt: string;
            guests: {
                /** @description Names, date of birth, gender, nationality; the lead guest’s e-mail, phone and address */
                customerDetails: components["schemas"]["CustomerDetails"] | null;
                id: number;
                /** @description ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date */
                type: "ADULT" | "CHILD" | "INFANT" | "SENIOR";
            }[];
            /** @description When it was erased (each guest then has customerDetails null); null while the booking holds it */
            personalDataErasedAt: string | null;
        };
        Port: {
            code: string;
            /** @description ISO 3166-1 alpha-2 */
            countryCode: string;
            /** @description Localized names, locale to name (en, nb, de) */
            name: {
                [key: string]: string;
            };
        };
        /**
         * @description application/problem+json
         * @example {
         *       "type": "about:blank",
         *       "title": "Bad Request",
         *       "status": 400,
         *       "detail": "The held booking request is not valid.",
         *       "code": "VALIDATION_FAILED",
         *       "docUrl": "https://berth.example/docs/api.md#VALIDATION_FAILED",
         *       "correlationId": "9f1c2d7e-5b1a-4c1e-9a55-3f0f0c7b2a10",
         *       "errors": {
         *         "cabinMix[0].guestIds": [
         *           "guest 3 is not in the session"
         *         ]
         *       }
         *     }
         */
        Problem: {
            /** @description Stable upper-snake error code; see the error catalogue */
            code: string;
            /** @description Also in the X-Correlation-Id response header; quote it to support */
            correlationId: string;
            detail: string;
            /**
             * Format: uri
             * @description The absolute URL of the code's entry in the error catalogue of the guide this service serves (GET /docs/api.md#<code>). An extension member: `type` stays about:blank
             */
            docUrl: string;
            /** @description Validation failures only: field path (e.g. cabinMix[0].guestIds) to messages */
            errors?: {
                [key: string]: string[];
            };
            status: number;
            title: string;
            /** @description Always about:blank */
            type: string;
        };
        /**
         * @example {
         *       "quoteId": "22bcbcff-7a33-4941-a0cc-ab574c0f8caf",
         *       "package": {
         *         "id": "37362712-9462-540b-9f8b-26437f831919",
         *         "code": "ROUND-12D",
         *         "description": "Bergen - Kirkenes - Bergen, 12 days along the whole coast, full board included."
         *       },
         *       "voyage": {
         *         "id": "cf547748-8cce-5258-846d-40319c517dc1",
         *         "includedAddons": [],
         *         "includedMeals": [
         *           {
         *             "code": "FULLBOARD",
         *             "details": [
         *               {
         *                 "description": "Full board: breakfast, lunch and dinner",
         *                 "dates": [
         *                   "2027-01-10",
         *                   "2027-01-11",
         *                   "2027-01-12",
         *                   "2027-01-13",
         *                   "2027-01-14",
         *                   "2027-01-15",
         *                   "2027-01-16",
         *                   "2027-01-17",
         *                   "2027-01-18",
         *                   "2027-01-19",
         *                   "2027-01-20",
         *                   "2027-01-21"
         *                 ]
         *               }
         *             ],
         *             "passengerIds": [
         *               "d4f16d91-0f3f-430f-9e85-a71d515013f7",
         *               "578ab4dc-ad96-40ed-92a4-c198ef8f0bf6"
         *             ]
         *           }
         *         ]
         *       },
         *       "passengers": [
         *         {
         *           "id": "d4f16d91-0f3f-430f-9e85-a71d515013f7",
         *           "ageCategory": "ADULT",
         *           "guestType": "REGULAR",
         *           "price": 16927,
         *           "firstName": null,
         *           "lastName": null,
         *           "gender": null,
         *           "dateOfBirth": null,
         *           "nationality": null,
         *           "email": null
         *         },
         *         {
         *           "id": "578ab4dc-ad96-40ed-92a4-c198ef8f0bf6",
         *           "ageCategory": "ADULT",
         *           "guestType": "REGULAR",
         *           "price": 16927,
         *           "firstName": null,
         *           "lastName": null,
         *           "gender": null,
         *           "dateOfBirth": null,
         *           "nationality": null,
         *           "email": null
         *         }
         *       ],
         *       "paymentInformation": {
         *         "currency": "NOK",
         *         "fullAmount": 33854,
         *         "dueByUtc": "2027-01-05T09:00:00.000Z",
         *         "depositAmount": 6770.8,
         *         "depositDueByUtc": "2027-01-05T09:00:00.000Z"
         *       }
         *     }
         */
        QuoteResponse: {
            package: {
                code: string;
                description: string;
                id: string;
            };
            passengers: {
                ageCategory: "ADULT" | "CHILD";
                dateOfBirth: string | null;
                email: string | null;
                firstName: string | null;
                gender: string | null;
                /** @enum {string} */
                guestType: "REGULAR";
                /** Format: uuid */
                id: string;
                lastName: string | null;
                nationality: string | null;
                /** @description Cabin fare + package supplement + their extras + supplemental packages */
                price: number;
            }[];
            paymentInformation: {
                currency: string;
                depositAmount: number;
                /** @description UTC, with Z */
                depositDueByUtc: string;
                /** @description UTC, with Z */
                dueByUtc: string;
                /** @description Exactly the sum of the passenger prices */
                fullAmount: number;
            };
            /** Format: uuid */
            quoteId: string;
            voyage: {
                extraAddons?: {
                    code: string;
                    /** Format: date */
                    date: string;
                    /** Format: uuid */
                    id: string;
                    passengerPrices: {
                        /** Format: uuid */
                        passengerId: string;
                        /** @description In the quote currency, with its decimals (NOK 2450.5) */
                        price: number;
                    }[];
                    quantityPerPassenger: number;
                }[];
                extraExcursions?: {
                    code: string;
                    description: string;
                    endDateTime: string;
                    endPort: string;
                    /** Format: uuid */
                    id: string;
                    passengerPrices: {
                        /** Format: uuid */
                        passengerId: string;
                        /** @description In the quote currency, with its decimals (NOK 2450.5) */
                        price: number;
                    }[];
                    /** @description Local date-time, no zone */
                    startDateTime: string;
                    startPort: string;
                }[];
                extraMeals?: {
                    code: string;
                    /** Format: uuid */
                    id: string;
                    passengerPrices: {
                        /** Format: uuid */
                        passengerId: string;
                        /** @description In the quote currency, with its decimals (NOK 2450.5) */
                        price: number;
                    }[];
                }[];
                /**
                 * Format: uuid
                 * @description The package departure id
                 */
                id: string;
                includedAddons: {
                    code: string;
                    /** Format: date */
                    date: string;
                    description: string;
                    passengerIds: string[];
                    quantityPerPassenger: number;
                }[];
                includedMeals: {
                    code: string;
                    details: {
                        dates: string[];
                        description: string;
                    }[];
                    passengerIds: string[];
                }[];
            };
        };
        /**
         * @example {
         *       "amount": 1000,
         *       "currency": "NOK",
         *       "reference": "INV-1"
         *     }
         */
        RecordPaymentRequest: {
            /** @description In major units with at most the currency's decimals (NOK 1000.5); above 0 and at most the booking's balance */
            amount: number;
            /** @description ISO 4217; must be the booking's currency */
            currency: string;
            /** @description The agency's own reference of the remittance (an invoice or transfer number) */
            reference?: string;
        };
        /**
         * @example {
         *       "addons": [
         *         {
         *           "code": "DINNER",
         *           "guestIds": [
         *             1,
         *             2
         *           ]
         *         }
         *       ]
         *     }
         */
        RemoveAddonsRequest: {
            addons: {
                code: string;
                guestIds?: number[];
            }[];
        };
        /**
         * @example {
         *       "excursions": [
         *         {
         *           "code": "AES-CITY-WALK",
         *           "guestIds": [
         *             1
         *           ]
         *         }
         *       ]
         *     }
         */
        RemoveExcursionsRequest: {
            excursions: {
                code: string;
                guestIds?: number[];
            }[];
        };
        /**
         * @description At least one entry in one of the lists
         * @example {
         *       "addons": [
         *         {
         *           "id": "0b4f3c2e-6d1a-5b7e-9c3d-2f8a1e4b6c70",
         *           "passengerIds": [
         *             "5b1d7f0a-3c2e-4a9b-8d6f-1e0c2b3a4d5e"
         *           ]
         *         }
         *       ],
         *       "meals": [
         *         {
         *           "id": "7c2e9a41-8b3d-5f60-a1c2-d3e4f5a6b7c8",
         *           "passengerIds": [
         *             "5b1d7f0a-3c2e-4a9b-8d6f-1e0c2b3a4d5e"
         *           ]
         *         }
         *       ]
         *     }
         */
        RemoveExtrasRequest: {
            addons?: {
                /** Format: uuid */
                id: string;
                /** @description Passenger ids of the quote */
                passengerIds: string[];
                /** @description How many to take off per passenger; omitted: the addon is removed */
                quantityPerPassenger?: number;
            }[];
            excursions?: {
                /** Format: uuid */
                id: string;
                /** @description Passenger ids of the quote */
                passengerIds: string[];
            }[];
            meals?: {
                /** Format: uuid */
                id: string;
                /** @description Passenger ids of the quote */
                passengerIds: string[];
            }[];
        };
        /**
         * @example {
         *       "supplementalTours": [
         *         {
         *           "code": "BGO-PRE-1N"
         *         }
         *       ]
         *     }
         */
        RemoveSupplementalToursRequest: {
            supplementalTours: {
                code: string;
            }[];
        };
        /**
         * @example {
         *       "sessionId": "772a826d-fcd8-4202-a1b4-8b22cd190e04",
         *       "bookingType": "voyage-only",
         *       "market": "NO",
         *       "currency": "NOK",
         *       "guests": [
         *         {
         *           "guestId": 1,
         *           "type": "ADULT"
         *         },
         *         {
         *           "guestId": 2,
         *           "type": "CHILD"
         *         }
         *       ],
         *       "vehicles": [],
         *       "results": [
         *         {
         *           "departureDate": "2027-01-10T22:30:00",
         *           "arrivalDate": "2027-01-13T11:45:00",
         *           "departurePort": "BGO",
         *           "arrivalPort": "TOS",
         *           "shipCode": "RW",
         *           "cabinGrades": [
         *             {
         *               "code": "O2",
         *               "cabinType": "Outside",
         *               "description": "Outside cabin with sea view, two lower berths",
         *               "minimumOccupancy": 1,
         *               "maximumOccupancy": 2,
         *               "availableCabins": 71,
         *               "hasSpecificCabins": true,
         *               "pricePerGuest": [
         *                 {
         *                   "guestId": 1,
         *                   "price": 7356
         *                 },
         *                 {
         *                   "guestId": 2,
         *                   "price": 3678
         *                 }
         *               ],
         *               "fares": [
         *                 {
         *                   "fareCode": "FLEX",
         *                   "name": "Flex",
         *                   "price": 13236,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 8831
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 4405
         *                     }
         *                   ],
         *                   "refundableDeposit": true,
         *                   "promotion": null,
         *                   "available": true
         *                 },
         *                 {
         *                   "fareCode": "STANDARD",
         *                   "name": "Standard",
         *                   "price": 11034,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 7356
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 3678
         *                     }
         *                   ],
         *                   "refundableDeposit": true,
         *                   "promotion": null,
         *                   "available": true
         *                 },
         *                 {
         *                   "fareCode": "SAVER",
         *                   "name": "Saver",
         *                   "price": 9366,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 6244
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 3122
         *                     }
         *                   ],
         *                   "refundableDeposit": false,
         *                   "promotion": null,
         *                   "available": true
         *                 }
         *               ]
         *             },
         *             {
         *               "code": "IG",
         *               "cabinType": "Inside",
         *               "description": "Inside guarantee, cabin assigned at check-in",
         *               "minimumOccupancy": 1,
         *               "maximumOccupancy": 2,
         *               "availableCabins": 20,
         *               "hasSpecificCabins": false,
         *               "pricePerGuest": [
         *                 {
         *                   "guestId": 1,
         *                   "price": 4623
         *                 },
         *                 {
         *                   "guestId": 2,
         *                   "price": 2322
         *                 }
         *               ],
         *               "fares": [
         *                 {
         *                   "fareCode": "FLEX",
         *                   "name": "Flex",
         *                   "price": 8325,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 5543
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 2782
         *                     }
         *                   ],
         *                   "refundableDeposit": true,
         *                   "promotion": null,
         *                   "available": true
         *                 },
         *                 {
         *                   "fareCode": "STANDARD",
         *                   "name": "Standard",
         *                   "price": 6945,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 4623
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 2322
         *                     }
         *                   ],
         *                   "refundableDeposit": true,
         *                   "promotion": null,
         *                   "available": true
         *                 },
         *                 {
         *                   "fareCode": "SAVER",
         *                   "name": "Saver",
         *                   "price": 5904,
         *                   "pricePerGuest": [
         *                     {
         *                       "guestId": 1,
         *                       "price": 3943
         *                     },
         *                     {
         *                       "guestId": 2,
         *                       "price": 1961
         *                     }
         *                   ],
         *                   "refundableDeposit": false,
         *                   "promotion": null,
         *                   "available": true
         *                 }
         *               ]
         *             }
         *           ],
         *           "vehiclesAvailable": true
         *         }
         *       ]
         *     }
         */
        SearchResult: {
            bookingType: "voyage-only" | "package";
            currency: string;
            guests: {
                guestId: number;
                /** @description ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date */
                type: "ADULT" | "CHILD" | "INFANT" | "SENIOR";
            }[];
            market: string;
            results: components["schemas"]["SearchResultItem"][];
            /** Format: uuid */
            sessionId: string;
            vehicles: {
                guestId: number;
                type: "CAR" | "MOTORCYCLE";
            }[];
        };
        SearchResultItem: {
            arrivalDate: string;
            arrivalPort: string;
            cabinGrades: components["schemas"]["CabinGradeResult"][];
            /** @description Local date-time of departure, no zone; send it back as departureDate at create */
            departureDate: string;
            departurePort: string;
            packageCode?: string;
            packageName?: string;
            shipCode: string;
            /** @description The requested vehicles fit on every leg (true when none were requested) */
            vehiclesAvailable: boolean;
        };
        Ship: {
            /** @description Cabins with a number on the ship */
            cabinCount: number;
            /** @description Ship code, as in shipCode of bookings */
            code: string;
            decks: {
                cabinCount: number;
                deck: number;
                name: string;
            }[];
            grades: {
                /** @description Cabins of the grade, or the units for sale per leg when it has no specific cabins */
                cabinCount: number;
                cabinType: "Inside" | "Outside" | "Suite";
                /** @description Cabin grade code */
                code: string;
                description: string;
                /** @description false: sold as a guarantee, no cabin number can be chosen */
                hasSpecificCabins: boolean;
                maximumOccupancy: number;
                minimumOccupancy: number;
            }[];
            name: string;
            yearBuilt: number | null;
        };
        /**
         * @example {
         *       "kind": "CALL_RETIMED",
         *       "portCode": "TOS",
         *       "newDateTime": "2027-01-13T02:30"
         *     }
         */
        SimulateDisruptionRequest: {
            /** @description PORT_SKIPPED: the ship does not call at the port; CALL_RETIMED: the call moves; SAILING_CANCELLED: the sailing does not run */
            kind: "PORT_SKIPPED" | "CALL_RETIMED" | "SAILING_CANCELLED";
            /** @description CALL_RETIMED: the call's new local date-time (operator time, no zone); default: an hour later */
            newDateTime?: string;
            /** @description A port of the booking's voyage (PORT_SKIPPED, CALL_RETIMED); default: the first call after embarkation */
            portCode?: string;
        };
        SupplementalToursListing: {
            supplementalTours: {
                code: string;
                description: string;
                endDate: string;
                /** @description Price per guest of the booking */
                guests: {
                    guestId: number;
                    price: number;
                }[];
                isMandatory: boolean;
                stages: {
                    selectableRoutes: {
                        arrivalCode: string;
                        departureCode: string;
                    }[];
                    tourStageId: number;
                }[];
                startDate: string;
                tourCategory: "Arrival" | "Departure";
            }[];
        };
        /**
         * @example {
         *       "grant_type": "client_credentials",
         *       "client_id": "sandbox-agency",
         *       "client_secret": "sandbox-secret",
         *       "audience": "partner-api-staging"
         *     }
         */
        TokenRequest: {
            /** @description Optional: the API audience of this environment (absent means this environment's; another is invalid_target) */
            audience?: string;
            client_id?: string;
            client_secret?: string;
            /** @description client_credentials */
            grant_type?: string;
            /** @description Optional; the only scope is "partner" */
            scope?: string;
        } & {
            [key: string]: unknown;
        };
        TokenResponse: {
            /** @description A JWT; send it as "Authorization: Bearer <access_token>" */
            access_token: string;
            /** @description Lifetime in seconds; cache the token and reuse it until then */
            expires_in: number;
            scope: string;
            /** @enum {string} */
            token_type: "Bearer";
        };
        /**
         * @example {
         *       "departurePort": "BGO",
         *       "arrivalPort": "TOS",
         *       "departureDateFrom": "2027-01-10",
         *       "departureDateTo": "2027-01-16",
         *       "guests": [
         *         {
         *           "type": "ADULT"
         *         },
         *         {
         *           "type": "CHILD"
         *         }
         *       ],
         *       "vehicles": [
         *         {
         *           "type": "CAR"
         *         }
         *       ],
         *       "currency": "NOK"
         *     }
         */
        VoyageSearchRequest: {
            /** @description Port code, see /api/v2/refdata/ports */
            arrivalPort: string;
            /** @description ISO 4217 code the agency may use; default: the agency's first currency */
            currency?: string;
            /**
             * Format: date
             * @description ISO 8601 date, YYYY-MM-DD
             */
            departureDateFrom: string;
            /**
             * Format: date
             * @description Defaults to departureDateFrom; the range spans at most 31 days
             */
            departureDateTo?: string;
            /** @description Port code, see /api/v2/refdata/ports */
            departurePort: string;
            /** @description The party, in order: guest ids 1..n are assigned in this order */
            guests: {
                /** @description ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date */
                type: "ADULT" | "CHILD" | "INFANT" | "SENIOR";
            }[];
            /** @description Shows the promotion on the fares it applies to (and null on the others); not remembered: create takes its own */
            promotionCode?: string;
            /** @description Vehicles travel with the first guest; they can only be requested here */
            vehicles?: {
                type: "CAR" | "MOTORCYCLE";
            }[];
        };
        /**
         * @example {
         *       "watchId": "wat_5d1f0c3be2a94f6c8e7d2a10",
         *       "departurePort": "BGO",
         *       "arrivalPort": "TOS",
         *       "departureFrom": "2027-01-10",
         *       "departureTo": "2027-02-09",
         *       "cabinGrade": "O2",
         *       "guests": [
         *         {
         *           "type": "ADULT"
         *         },
         *         {
         *           "type": "ADULT"
         *         }
         *       ],
         *       "maxPricePerGuest": 6000,
         *       "currency": "NOK",
         *       "createdAt": "2027-01-05T09:00:00.000Z"
         *     }
         */
        Watch: {
            arrivalPort: string;
            cabinGrade: string | null;
            /** Format: date-time */
            createdAt: string;
            currency: string;
            /** Format: date */
            departureFrom: string;
            departurePort: string;
            /**
             * Format: date
             * @description The watch ends after this day’s departures
             */
            departureTo: string;
            guests: {
                /** @description ADULT 16-66, CHILD 2-15, INFANT 0-1, SENIOR 67 and over, at the departure date */
                type: "ADULT" | "CHILD" | "INFANT" | "SENIOR";
            }[];
            maxPricePerGuest: number | null;
            /** @description wat_... */
            watchId: string;
        };
        /** @description A watch’s event: no booking, the agency’s own */
        WatchEventData: {
            arrivalPort: string;
            cabinGrade: string;
            currency: string;
            /** @description Local date-time of departure, as search and availability show it */
            departureDate: string;
            departurePort: string;
            freeCabins: number;
            /** @description The grade's cheapest fare on sale with room, the party's price divided by its guests (no promotion); null: none */
            pricePerGuest: number | null;
            watchId: string;
        };
        WatchList: {
            watches: components["schemas"]["Watch"][];
        };
        /**
         * @example {
         *       "webhookId": "wh_3c1f9a7e5b2d4c6a",
         *       "url": "https://partner.example/berth-events",
         *       "events": [
         *         "booking.confirmed",
         *         "booking.cancelled"
         *       ],
         *       "format": "json",
         *       "status": "ACTIVE",
         *       "disabledAt": null,
         *       "createdAt": "2027-01-05T09:00:00.000Z"
         *     }
         */
        Webhook: {
            /** Format: date-time */
            createdAt: string;
            disabledAt: string | null;
            events: ("booking.confirmed" | "booking.amended" | "booking.changed" | "booking.cancelled" | "booking.disrupted" | "payment.received" | "payment.refunded" | "payment.overdue" | "booking.personal_data_erased" | "availability.opened" | "price.dropped")[];
            /** @description The body: json (when absent), the event as JSON (application/json); ota, each booking event as an OpenTravel OTA_CruisePNR_UpdateNotifRQ (application/xml; the OTA guide, /docs/ota.md), booking events only */
            format: "json" | "ota";
            /** @description DISABLED after every attempt failed for 72 h (WEBHOOK_RETRY_HOURS); enable it again with POST .../enable */
            status: "ACTIVE" | "DISABLED";
            url: string;
            /** @description wh_... */
            webhookId: string;
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
    };
    responses: never;
    parameters: {
        /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
        UserKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description no-store on partner and token answers (private, no-store on the PDF); public, max-age=300 on keys */
        "Cache-Control": string;
        /** @description inline; filename="booking-<bookingId>.pdf" */
        "Content-Disposition": string;
        /** @description The booking’s version as a strong entity tag ("<version>"); send it as If-Match to change it */
        ETag: string;
        /** @description Present when this answer is a replay of the first request with the same Idempotency-Key */
        "Idempotent-Replayed": "true";
        /** @description Requests the agency may make in the current window of this API version (V1 or V2) */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window */
        "RateLimit-Remaining": number;
        /** @description Seconds until the current window ends */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before retrying: until the request limit’s window ends (429); before retrying a confirm the reservation system did not complete (502, 503); after a momentary contention over the same cabins (409 CONFLICT, sent only then) */
        "Retry-After": number;
        /** @description The challenge of a refused credential: Bearer (with error and error_description) on the API; Basic on the token endpoint when the client authenticated with HTTP Basic */
        "WWW-Authenticate": string;
        /** @description The correlation id of the request (yours from X-Correlation-Id, or generated); quote it to support */
        "X-Correlation-Id": string;
        /** @description Present when the answer was read from a read replica: at most how many milliseconds its data is behind the primary database (bounded by the operator’s DATABASE_READ_MAX_LAG_MS); absent, the answer is exact as of the request */
        "X-Data-Age-Ms": number;
        /** @description When the session expires unless a call resets its 15-minute idle timer (ISO 8601, UTC); on every answer about a live session, errors included */
        "X-Session-Expires-At": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonWebKeySet"];
                };
            };
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 8414 authorization server metadata */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationServerMetadata"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchPackageQuote: {
        parameters: {
            query: {
                /** @description Default 0 */
                Adults?: number;
                /** @description The agent responsible for the quote; stored with it */
                AgentId?: string;
                /** @description Default 0 */
                Children?: number;
                /** @description ISO 4217 code the agency may use */
                Currency: string;
                /** @description ISO 8601 date on which the package departure starts */
                StartDate: string;
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                /** @description Package code, e.g. ROUND-12D */
                packageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageSearchResult"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getQuote: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchQuoteExtras: {
        parameters: {
            query: {
                Addons?: boolean;
                Excursions?: boolean;
                Meals?: boolean;
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                quoteId: string;
                /** @description The quote voyage: voyage.id of the quote (= departure.id) */
                voyageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtraSearchResult"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addQuoteExtras: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                quoteId: string;
                /** @description The quote voyage: voyage.id of the quote (= departure.id) */
                voyageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addons": [
                 *         {
                 *           "id": "0b4f3c2e-6d1a-5b7e-9c3d-2f8a1e4b6c70",
                 *           "quantityPerPassenger": 1,
                 *           "passengerIds": [
                 *             "5b1d7f0a-3c2e-4a9b-8d6f-1e0c2b3a4d5e"
                 *           ]
                 *         }
                 *       ],
                 *       "meals": [
                 *         {
                 *           "id": "7c2e9a41-8b3d-5f60-a1c2-d3e4f5a6b7c8",
                 *           "passengerIds": [
                 *             "5b1d7f0a-3c2e-4a9b-8d6f-1e0c2b3a4d5e"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AddExtrasRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeQuoteExtras: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                quoteId: string;
                /** @description The quote voyage: voyage.id of the quote (= departure.id) */
                voyageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addons": [
                 *         {
                 *           "id": "0b4f3c2e-6d1a-5b7e-9c3d-2f8a1e4b6c70",
                 *           "passengerIds": [
                 *             "5b1d7f0a-3c2e-4a9b-8d6f-1e0c2b3a4d5e"
                 *           ]
                 *         }
                 *       ],
                 *       "meals": [
                 *         {
                 *           "id": "7c2e9a41-8b3d-5f60-a1c2-d3e4f5a6b7c8",
                 *           "passengerIds": [
                 *             "5b1d7f0a-3c2e-4a9b-8d6f-1e0c2b3a4d5e"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RemoveExtrasRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addQuoteSupplementalPackage: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                packageCode: string;
                /** @description arrival (before the voyage) or departure (after it) */
                packageType: "arrival" | "departure";
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "passengerIds": [
                 *         "3f0c1e9a-0000-4000-8000-000000000001"
                 *       ],
                 *       "routeOverrides": [
                 *         {
                 *           "packageStageId": 1,
                 *           "selectableRouteId": 102
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AddSupplementalPackageRequest"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAvailability: {
        parameters: {
            query: {
                /** @description Port code, see /api/v2/refdata/ports */
                arrivalPort: string;
                /** @description ISO 4217 code the agency may use; default: the agency's first currency */
                currency?: string;
                /** @description Port code, see /api/v2/refdata/ports */
                departurePort: string;
                /** @description First departure day (operator-local), YYYY-MM-DD */
                from: string;
                /** @description The party, in order, comma-separated: ADULT,ADULT,CHILD (at most 9); default ADULT,ADULT */
                guests?: string;
                /** @description Last departure day; defaults to from; the window spans at most 31 days */
                to?: string;
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description An ETag of an earlier answer: 304 Not Modified while it is still the answer */
                "if-none-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Data-Age-Ms": components["headers"]["X-Data-Age-Ms"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description No content */
            304: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBookings: {
        parameters: {
            query: {
                agencyReference?: string;
                /** @description nextCursor of the previous page; opaque */
                cursor?: string;
                /** @description Earliest local departure date, inclusive */
                departureFrom?: string;
                /** @description Latest local departure date, inclusive */
                departureTo?: string;
                limit?: number;
                status?: "CONFIRMED" | "CANCELLED";
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingListPage"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBooking: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBookingAddons: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddonsListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyBookingAddons: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking’s ETag ("<version>") as last read: 412 PRECONDITION_FAILED if it changed since */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addons": [
                 *         {
                 *           "code": "DINNER",
                 *           "guestIds": [
                 *             1,
                 *             2
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApplyAddonsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeBookingAddons: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking’s ETag ("<version>") as last read: 412 PRECONDITION_FAILED if it changed since */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addons": [
                 *         {
                 *           "code": "DINNER",
                 *           "guestIds": [
                 *             1,
                 *             2
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RemoveAddonsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBookingCabinNumbers: {
        parameters: {
            query: {
                cabinGrade: string;
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinNumberListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    chooseBookingCabinNumber: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking’s ETag ("<version>") as last read: 412 PRECONDITION_FAILED if it changed since */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cabinId": 1,
                 *       "cabinNumber": "714"
                 *     }
                 */
                "application/json": components["schemas"]["ApplyCabinNumberRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    quoteCancellation: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking's ETag ("<version>") as last read; a stale one answers 412 and changes nothing */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancellationQuote"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelBooking: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking's ETag ("<version>") as last read; a stale one answers 412 and changes nothing */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cancellationQuoteId": "cq_5b1f0c2a9d3e4f6a8b7c6d5e4f3a2b1c"
                 *     }
                 */
                "application/json": components["schemas"]["CancelBookingRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    quoteChange: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking's ETag ("<version>") as last read; a stale one answers 412 and changes nothing */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "departureDate": "2027-01-17T22:30:00"
                 *     }
                 */
                "application/json": components["schemas"]["ChangeQuoteRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeQuote"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    releaseChangeQuote: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking's ETag ("<version>") as last read; a stale one answers 412 and changes nothing */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
                changeQuoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyChange: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking's ETag ("<version>") as last read; a stale one answers 412 and changes nothing */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "changeQuoteId": "chq_5b1f0c3e9a7d4f2b8c6e1a0d9f3b7c21"
                 *     }
                 */
                "application/json": components["schemas"]["ApplyChangeRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getConfirmationDocument: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The confirmation (application/pdf) */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBookingExcursions: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExcursionsListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyBookingExcursions: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking’s ETag ("<version>") as last read: 412 PRECONDITION_FAILED if it changed since */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "excursions": [
                 *         {
                 *           "code": "AES-CITY-WALK",
                 *           "guestIds": [
                 *             1
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApplyExcursionsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeBookingExcursions: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking’s ETag ("<version>") as last read: 412 PRECONDITION_FAILED if it changed since */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "excursions": [
                 *         {
                 *           "code": "AES-CITY-WALK",
                 *           "guestIds": [
                 *             1
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RemoveExcursionsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    amendGuest: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking’s ETag ("<version>") as last read: 412 PRECONDITION_FAILED if it changed since */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
                guestId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Åse",
                 *       "lastName": "Ødegård"
                 *     }
                 */
                "application/json": components["schemas"]["GuestUpdateRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPayments: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    recordPayment: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking's ETag ("<version>") as last read; a stale one answers 412 and changes nothing */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1000,
                 *       "currency": "NOK",
                 *       "reference": "INV-1"
                 *     }
                 */
                "application/json": components["schemas"]["RecordPaymentRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportPersonalData: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One booking's personal data, for the guest who asked for it */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataExport"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    erasePersonalData: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    recordRefund: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description The booking's ETag ("<version>") as last read; a stale one answers 412 and changes nothing */
                "if-match"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1000,
                 *       "currency": "NOK",
                 *       "reference": "INV-1"
                 *     }
                 */
                "application/json": components["schemas"]["RecordPaymentRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Precondition Failed (problem+json; see the error catalogue for the codes) */
            412: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPackageBooking: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPackageBooking: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "departureDate": "2027-01-10T22:30:00",
                 *       "cabinMix": [
                 *         {
                 *           "code": "O2",
                 *           "guestIds": [
                 *             1,
                 *             2
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateHeldBookingRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPackageAddons: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddonsListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyPackageAddons: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addons": [
                 *         {
                 *           "code": "DINNER",
                 *           "guestIds": [
                 *             1,
                 *             2
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApplyAddonsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removePackageAddons: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addons": [
                 *         {
                 *           "code": "DINNER",
                 *           "guestIds": [
                 *             1,
                 *             2
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RemoveAddonsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPackageCabinNumbers: {
        parameters: {
            query: {
                cabinGrade: string;
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinNumberListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyPackageCabinNumber: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cabinId": 1,
                 *       "cabinNumber": "714"
                 *     }
                 */
                "application/json": components["schemas"]["ApplyCabinNumberRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    confirmPackageBooking: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
                /** @description Sandbox only: makes the reservation system fail (503), to test retries */
                "X-Sandbox-Fault"?: "downstream-unavailable";
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "guests": [
                 *         {
                 *           "guestId": 1,
                 *           "firstName": "Kari",
                 *           "lastName": "Nordmann",
                 *           "dateOfBirth": "1980-04-12",
                 *           "gender": "FEMALE",
                 *           "nationality": "NO",
                 *           "isLead": true,
                 *           "email": "kari@example.com",
                 *           "phoneNumber": "+4791234567",
                 *           "address": {
                 *             "street": "Storgata 1",
                 *             "postalCode": "0155",
                 *             "city": "Oslo",
                 *             "countryCode": "NO"
                 *           }
                 *         },
                 *         {
                 *           "guestId": 2,
                 *           "firstName": "Ola",
                 *           "lastName": "Nordmann",
                 *           "dateOfBirth": "2016-06-01",
                 *           "gender": "MALE",
                 *           "nationality": "NO"
                 *         }
                 *       ],
                 *       "agencyReference": "ABC-123"
                 *     }
                 */
                "application/json": components["schemas"]["ConfirmRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Bad Gateway (problem+json; see the error catalogue for the codes) */
            502: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPackageExcursions: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExcursionsListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyPackageExcursions: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "excursions": [
                 *         {
                 *           "code": "AES-CITY-WALK",
                 *           "guestIds": [
                 *             1
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApplyExcursionsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removePackageExcursions: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "excursions": [
                 *         {
                 *           "code": "AES-CITY-WALK",
                 *           "guestIds": [
                 *             1
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RemoveExcursionsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPackageSupplementalTours: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplementalToursListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyPackageSupplementalTours: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplementalTours": [
                 *         {
                 *           "code": "BGO-PRE-1N",
                 *           "tourStageSelectableRouteOverrides": [
                 *             {
                 *               "tourStageId": 1,
                 *               "departureCode": "OSL",
                 *               "arrivalCode": "BGO"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApplySupplementalToursRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removePackageSupplementalTours: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplementalTours": [
                 *         {
                 *           "code": "BGO-PRE-1N"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RemoveSupplementalToursRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getVoyageOnlyBooking: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createVoyageOnlyBooking: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "departureDate": "2027-01-10T22:30:00",
                 *       "cabinMix": [
                 *         {
                 *           "code": "O2",
                 *           "guestIds": [
                 *             1,
                 *             2
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateHeldBookingRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listVoyageOnlyAddons: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddonsListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyVoyageOnlyAddons: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addons": [
                 *         {
                 *           "code": "DINNER",
                 *           "guestIds": [
                 *             1,
                 *             2
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApplyAddonsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeVoyageOnlyAddons: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addons": [
                 *         {
                 *           "code": "DINNER",
                 *           "guestIds": [
                 *             1,
                 *             2
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RemoveAddonsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listVoyageOnlyCabinNumbers: {
        parameters: {
            query: {
                cabinGrade: string;
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CabinNumberListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyVoyageOnlyCabinNumber: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cabinId": 1,
                 *       "cabinNumber": "714"
                 *     }
                 */
                "application/json": components["schemas"]["ApplyCabinNumberRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    confirmVoyageOnlyBooking: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
                /** @description Sandbox only: makes the reservation system fail (503), to test retries */
                "X-Sandbox-Fault"?: "downstream-unavailable";
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "guests": [
                 *         {
                 *           "guestId": 1,
                 *           "firstName": "Kari",
                 *           "lastName": "Nordmann",
                 *           "dateOfBirth": "1980-04-12",
                 *           "gender": "FEMALE",
                 *           "nationality": "NO",
                 *           "isLead": true,
                 *           "email": "kari@example.com",
                 *           "phoneNumber": "+4791234567",
                 *           "address": {
                 *             "street": "Storgata 1",
                 *             "postalCode": "0155",
                 *             "city": "Oslo",
                 *             "countryCode": "NO"
                 *           }
                 *         },
                 *         {
                 *           "guestId": 2,
                 *           "firstName": "Ola",
                 *           "lastName": "Nordmann",
                 *           "dateOfBirth": "2016-06-01",
                 *           "gender": "MALE",
                 *           "nationality": "NO"
                 *         }
                 *       ],
                 *       "agencyReference": "ABC-123"
                 *     }
                 */
                "application/json": components["schemas"]["ConfirmRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Bad Gateway (problem+json; see the error catalogue for the codes) */
            502: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listVoyageOnlyExcursions: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExcursionsListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyVoyageOnlyExcursions: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "excursions": [
                 *         {
                 *           "code": "AES-CITY-WALK",
                 *           "guestIds": [
                 *             1
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApplyExcursionsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeVoyageOnlyExcursions: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "excursions": [
                 *         {
                 *           "code": "AES-CITY-WALK",
                 *           "guestIds": [
                 *             1
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RemoveExcursionsRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listVoyageOnlySupplementalTours: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplementalToursListing"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    applyVoyageOnlySupplementalTours: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplementalTours": [
                 *         {
                 *           "code": "BGO-PRE-1N",
                 *           "tourStageSelectableRouteOverrides": [
                 *             {
                 *               "tourStageId": 1,
                 *               "departureCode": "OSL",
                 *               "arrivalCode": "BGO"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApplySupplementalToursRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeVoyageOnlySupplementalTours: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "supplementalTours": [
                 *         {
                 *           "code": "BGO-PRE-1N"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RemoveSupplementalToursRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeldBooking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query: {
                /** @description The last event id you processed (nextAfter) */
                after?: string;
                limit?: number;
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFeedPage"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPackages: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Package"][];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPorts: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Port"][];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listShips: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ship"][];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    advanceSandboxBooking: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "to": "OVERDUE_CANCELLED"
                 *     }
                 */
                "application/json": components["schemas"]["AdvanceBookingRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    simulateSandboxDisruption: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                bookingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "CALL_RETIMED",
                 *       "portCode": "TOS",
                 *       "newDateTime": "2027-01-13T02:30"
                 *     }
                 */
                "application/json": components["schemas"]["SimulateDisruptionRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    expireSandboxSession: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchPackages: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "packageCode": "ROUND-12D",
                 *       "departureDateFrom": "2027-01-10",
                 *       "guests": [
                 *         {
                 *           "type": "ADULT"
                 *         },
                 *         {
                 *           "type": "ADULT"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PackageSearchRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Data-Age-Ms": components["headers"]["X-Data-Age-Ms"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    searchVoyages: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "departurePort": "BGO",
                 *       "arrivalPort": "TOS",
                 *       "departureDateFrom": "2027-01-10",
                 *       "departureDateTo": "2027-01-16",
                 *       "guests": [
                 *         {
                 *           "type": "ADULT"
                 *         },
                 *         {
                 *           "type": "CHILD"
                 *         }
                 *       ],
                 *       "vehicles": [
                 *         {
                 *           "type": "CAR"
                 *         }
                 *       ],
                 *       "currency": "NOK"
                 *     }
                 */
                "application/json": components["schemas"]["VoyageSearchRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Data-Age-Ms": components["headers"]["X-Data-Age-Ms"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResult"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    "X-Session-Expires-At": components["headers"]["X-Session-Expires-At"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWatches: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchList"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWatch: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "departurePort": "BGO",
                 *       "arrivalPort": "TOS",
                 *       "departureFrom": "2027-01-10",
                 *       "departureTo": "2027-02-09",
                 *       "cabinGrade": "O2",
                 *       "guests": [
                 *         {
                 *           "type": "ADULT"
                 *         },
                 *         {
                 *           "type": "ADULT"
                 *         }
                 *       ],
                 *       "maxPricePerGuest": 6000,
                 *       "currency": "NOK"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWatchRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Watch"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWatch: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                watchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://partner.example/berth-events",
                 *       "events": [
                 *         "booking.confirmed",
                 *         "booking.cancelled"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Content Too Large (problem+json; see the error catalogue for the codes) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Media Type (problem+json; see the error catalogue for the codes) */
            415: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query: {
                limit?: number;
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryAttemptList"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                deliveryId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    enableWebhook: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendWebhookTest: {
        parameters: {
            query: {
                /** @description The agency user key issued with the client credentials (sandbox: sandbox-user-key). Required on every V1 and V2 call: 400 USER_KEY_REQUIRED when missing, 403 when unknown, revoked or of another agency. */
                user_key: components["parameters"]["UserKey"];
            };
            header?: {
                /** @description Makes the request safe to retry: a repeat with the same key and body within 24 h answers the first response again (with Idempotent-Replayed: true), before any rule is checked again (a DELETE repeats its 204, an If-Match write its first answer); the key with another body answers 409 IDEMPOTENCY_KEY_REUSED. 5xx answers are not stored. */
                "Idempotency-Key"?: string;
                /** @description Your id for this request; echoed in the X-Correlation-Id response header and the problem body (generated when absent) */
                "X-Correlation-Id"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Delivery"];
                };
            };
            /** @description Bad Request (problem+json; see the error catalogue for the codes) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unauthorized (problem+json; see the error catalogue for the codes) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Forbidden (problem+json; see the error catalogue for the codes) */
            403: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not Found (problem+json; see the error catalogue for the codes) */
            404: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Conflict (problem+json; see the error catalogue for the codes) */
            409: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too Many Requests (problem+json; see the error catalogue for the codes) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal Server Error (problem+json; see the error catalogue for the codes) */
            500: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        migrations: number;
                        /** @description memory, redis, or memory-fallback while Redis is unreachable */
                        rateLimit?: string;
                        /** @description With a read replica (DATABASE_READ_URL): where search reads now and why, e.g. "replica (lag 120 ms)" or "primary: replica lagging (lag 2300 ms, bound 1000 ms)"; the primary serves them meanwhile, so it never makes the instance unready */
                        readReplica?: string;
                        status: string;
                    };
                };
            };
            /** @description Service Unavailable (problem+json; see the error catalogue for the codes) */
            503: {
                headers: {
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "client_id": "sandbox-agency",
                 *       "client_secret": "sandbox-secret",
                 *       "audience": "partner-api-staging"
                 *     }
                 */
                "application/json": components["schemas"]["TokenRequest"];
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "client_id": "sandbox-agency",
                 *       "client_secret": "sandbox-secret",
                 *       "audience": "partner-api-staging"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description RFC 6749 section 5.2 error (not problem+json) */
            400: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description RFC 6749 section 5.2 error (not problem+json) */
            401: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description RFC 6749 section 5.2 error (not problem+json) */
            413: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description RFC 6749 section 5.2 error (not problem+json) */
            429: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Correlation-Id": components["headers"]["X-Correlation-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
}
