/**
 * The Berth API client.
 *
 *   const berth = new BerthClient({ baseUrl, clientId, clientSecret, userKey });
 *   const { data: search } = await berth.search.voyages({ departurePort: 'BGO', arrivalPort: 'TOS', ... });
 *   const { data: held, sessionExpiresAt } = await berth.bookings.create(search, { departureDate, cabinMix });
 *   const { data: booking } = await berth.bookings.confirm(search, { guests });
 */
import type { BerthClientOptions } from './options.js';
import { AmendmentsResource } from './resources/amendments.js';
import { BookingsResource } from './resources/bookings.js';
import { CabinNumbersResource } from './resources/cabinNumbers.js';
import { CancellationsResource } from './resources/cancellations.js';
import { ChangesResource } from './resources/changes.js';
import { DocumentsResource } from './resources/documents.js';
import { PersonalDataResource } from './resources/personalData.js';
import { EventsResource } from './resources/events.js';
import { AddonsResource, ExcursionsResource, SupplementalToursResource } from './resources/extras.js';
import { PaymentsResource } from './resources/payments.js';
import { QuotesResource } from './resources/quotes.js';
import { RefdataResource } from './resources/refdata.js';
import { SandboxResource } from './resources/sandbox.js';
import { SearchResource } from './resources/search.js';
import { AvailabilityResource } from './resources/availability.js';
import { WatchesResource } from './resources/watches.js';
import { WebhooksResource } from './resources/webhooks.js';
import { Transport } from './transport.js';

export class BerthClient {
  /** V2: search voyages or packages (opens a session). */
  readonly search: SearchResource;
  /** V2: each departure's grades and fares in a window, without a session (ETag and 304). */
  readonly availability: AvailabilityResource;
  /** V2: watches of departures (availability.opened, price.dropped in the feed and at webhooks). */
  readonly watches: WatchesResource;
  /** V2: create, read and confirm held bookings; read and list bookings after confirm. */
  readonly bookings: BookingsResource;
  /** V2: cancel a booking (quote, then cancel). */
  readonly cancellations: CancellationsResource;
  readonly changes: ChangesResource;
  /** V2: the agency's event feed (changes of its bookings), with an async iterator. */
  readonly events: EventsResource;
  /** V2: list and choose cabin numbers of a held booking. */
  readonly cabinNumbers: CabinNumbersResource;
  /** V2: addons of a held booking. */
  readonly addons: AddonsResource;
  /** V2: excursions of a held booking. */
  readonly excursions: ExcursionsResource;
  /** V2: supplemental (pre- and post-cruise) tours of a held booking. */
  readonly supplementalTours: SupplementalToursResource;
  /** V2: change a confirmed booking until departure (guests, addons, excursions, cabin numbers). */
  readonly amendments: AmendmentsResource;
  /** V2: a booking's confirmation PDF. */
  readonly documents: DocumentsResource;
  /** V2: payments on account of a confirmed booking. */
  readonly payments: PaymentsResource;
  /** V2: the guests' personal data of a booking: export, erasure. */
  readonly personalData: PersonalDataResource;
  /** V2: webhook endpoints, their deliveries log, test events (verify what you receive with `verifyWebhook`). */
  readonly webhooks: WebhooksResource;
  /** V2: reference data (ships, ports, packages). */
  readonly refdata: RefdataResource;
  /** V1: quote-based package booking. */
  readonly quotes: QuotesResource;
  /** Sandbox test helpers. */
  readonly sandbox: SandboxResource;

  private readonly transport: Transport;

  /** Creates a client; nothing is requested until the first call (which fetches the token). */
  constructor(options: BerthClientOptions) {
    this.transport = new Transport(options);
    this.search = new SearchResource(this.transport);
    this.availability = new AvailabilityResource(this.transport);
    this.watches = new WatchesResource(this.transport);
    this.bookings = new BookingsResource(this.transport);
    this.cancellations = new CancellationsResource(this.transport);
    this.changes = new ChangesResource(this.transport);
    this.events = new EventsResource(this.transport);
    this.cabinNumbers = new CabinNumbersResource(this.transport);
    this.addons = new AddonsResource(this.transport);
    this.excursions = new ExcursionsResource(this.transport);
    this.supplementalTours = new SupplementalToursResource(this.transport);
    this.amendments = new AmendmentsResource(this.transport);
    this.documents = new DocumentsResource(this.transport);
    this.payments = new PaymentsResource(this.transport);
    this.personalData = new PersonalDataResource(this.transport);
    this.webhooks = new WebhooksResource(this.transport);
    this.refdata = new RefdataResource(this.transport);
    this.quotes = new QuotesResource(this.transport);
    this.sandbox = new SandboxResource(this.transport);
  }

  /** The current access token (fetched, or renewed, if needed). Rarely needed: every call sends it. */
  accessToken(): Promise<string> {
    return this.transport.tokens.get();
  }
}
