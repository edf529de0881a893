/**
 * What the portal's pages are given (the app's own services) and what every page's template receives. Apart
 * from index.ts, which registers the pages, so that the pages need not import the plugin that imports them.
 */
import type { Clock } from '../../kernel/clock.js';
import type { Config } from '../../kernel/config.js';
import type { Db } from '../../platform/db/client.js';
import type { UnitsOfWork } from '../../platform/db/transaction.js';
import type { RateCounter } from '../../platform/http/rate-counter.js';
import type { BookingSearch } from '../../domain/bookings/search.js';
import type { BookingRecords } from '../../domain/bookings/write.js';
import type { CancellationService } from '../../domain/bookings/cancellation.js';
import type { AmendmentService } from '../../domain/amendments/service.js';
import type { ChangeService } from '../../domain/changes/service.js';
import type { DisruptionService } from '../../domain/disruptions/index.js';
import type { DocumentService } from '../../domain/documents/service.js';
import type { PaymentService } from '../../domain/payments/payment-service.js';
import type { Occupancy } from '../../domain/sailings/occupancy.js';
import type { PersonalDataService } from '../../domain/personal-data/index.js';
import type { PromotionService } from '../../domain/promotions/index.js';
import type { PromotionRedemptions } from '../../domain/bookings/redemptions.js';
import type { CatalogReads } from '../../domain/catalog/catalog-reads.js';
import type { WebhookService } from '../../domain/webhooks/service.js';
import type { BusinessMetrics } from '../../platform/metrics/business.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { AuditLog } from '../../platform/audit/index.js';
import type { PortalTemplate, PortalViews } from './views.js';

export interface PortalDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Guessing protection of the sign-in (the token endpoint's kind of counter; closed by the caller). */
  signInCounter: RateCounter;
  /** The booking list's search, counts, sorts, payment standing and export (bookings/search.ts). */
  bookingSearch: BookingSearch;
  /** The booking records (bookings/write.ts): the booking page reads its booking through them. */
  bookingRecords: BookingRecords;
  /** The operator's sailings: load per leg and deck plans (sailings/occupancy.ts). */
  occupancy: Occupancy;
  cancellations: CancellationService;
  /** Amendments of a confirmed booking (amendments/service.ts): the guest correction, as the API's PATCH. */
  amendments: AmendmentService;
  /** Priced changes of a confirmed booking (changes/service.ts): date, grade or fare, as the API's change quotes. */
  changes: ChangeService;
  documents: DocumentService;
  payments: PaymentService;
  /** The unit of work a payment runs in (the portal keeps nothing with it; the V2 route keeps its answer). */
  units: UnitsOfWork;
  webhooks: WebhookService;
  /** The app's own instance (services.ts), so a save clears this app's catalogue cache. */
  disruptions: DisruptionService;
  /** Export and erasure of a booking's personal data (personal-data/), as the API does them. */
  personalData: PersonalDataService;
  /** The operator's promotion codes (promotions/service.ts), the app's own instance. */
  promotions: PromotionService;
  /** A promotion's redemptions: the count against its cap and the bookings that took it (bookings/redemptions.ts). */
  promotionRedemptions: PromotionRedemptions;
  /** The app's catalogue cache: the fares a promotion's form offers are those the promotion service checks against. */
  catalog: CatalogReads;
  /** Invitations, password resets and access decisions go out through it (mail/: SMTP, or the sandbox mailbox). */
  mailer: Mailer;
  /** Where the operator's looks at an agency's request log, webhooks and deliveries are recorded (audit/). */
  audit: AuditLog;
  /** Counts the portal's 429s (sign-in, access requests, catalogue checks). */
  metrics?: BusinessMetrics | undefined;
}

/** What every page's template receives besides its own data (`it.*`). */
export interface PageData {
  /** The page's heading and <title>. */
  title: string;
  /** The menu entry to mark as current (nav.ts). */
  section?: string;
  /**
   * The page shows the one-time notice itself, beside what the action changed and focused (issue 37: feedback
   * where the action happened), rather than the layout at the top of the page.
   */
  flashInPage?: true;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Renders views/<template>.eta inside the layout, with the user, the menu, the CSRF token and helpers. */
    page<T extends PortalTemplate>(template: T, data: PageData & PortalViews[T]): Promise<FastifyReply>;
  }
}

/** What the portal keeps in a session (besides @fastify/session's cookie settings). */
declare module 'fastify' {
  interface Session {
    userId?: string;
    /** A one-time message for the next page (after a redirect). */
    flash?: string;
    /** The id of the section of that page the message belongs in (feedback.ts); the top of the page without. */
    flashAt?: string | undefined;
    /** A link the one-time message ends on (the page of what the action made: a new agency's terms). */
    flashLink?: { href: string; text: string };
    /**
     * A new client secret or user key, kept from the post that made it to the page the post redirects to,
     * which shows it once and removes it (pages/credentials.ts): a reload of that page then shows nothing and
     * posts nothing. `untilMs` bounds how long it waits in the session row if the redirect is never followed.
     */
    revealed?: { kind: 'secret' | 'key'; value: string; name?: string; untilMs: number };
  }
}
