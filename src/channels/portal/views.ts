/**
 * What each template (views/<name>.eta) is given, besides what every page gets (PageData: the title and the
 * menu's section). `reply.page(name, data)` takes the template's own type, so a call naming no template, or
 * with a field missing, misnamed or of the wrong kind, fails tsc. Every template has its entry: a template's
 * `it.*` reads are checked by reading, its data by the compiler.
 */
import type { AgencyListing } from '../../domain/auth/agency-admin.js';
import type { AccessRequestInput, AccessRequestRow } from '../../domain/accounts/access-requests.js';
import type { Invitation } from '../../domain/accounts/invitations.js';
import type { OpenInvitation, Team, TeamMember } from '../../domain/accounts/types.js';
import type { WebhookEndpoint } from '../../domain/webhooks/endpoint-resource.js';
import type { DeliveryLogEntry } from '../../domain/webhooks/delivery-log.js';
import type { BookingResource } from '../../domain/bookings/resource.js';
import type { CancellationQuote } from '../../domain/bookings/cancellation.js';
import type { ChangeQuote } from '../../domain/changes/service.js';
import type { PaymentStanding, PaymentState } from '../../domain/bookings/overdue-rules.js';
import type { BookingSearchItem, BookingSort } from '../../domain/bookings/search.js';
import type { GuestType } from '../../domain/catalog/format.js';
import type { SailingRow } from '../../domain/catalog/sailings.js';
import type { CatalogReport } from '../../domain/catalog/upload.js';
import type {
  DisruptionKind,
  DisruptionPreview,
  RecordedDisruption,
  RecordedDisruptionRow,
} from '../../domain/disruptions/index.js';
import type { BerthEvent } from '../../domain/events/events.js';
import type { Payment } from '../../domain/payments/schemas.js';
import type { AuditEntry as PersonalDataAccess } from '../../domain/personal-data/index.js';
import type {
  CabinState,
  DeckPlan,
  DeckPlanCabin,
  DeckPlanDeck,
  SailingDetail,
  SailingSummary,
} from '../../domain/sailings/occupancy.js';
import type { AuditRow } from '../../platform/audit/index.js';
import type { RequestLogRow, StatusClass } from '../../platform/request-log/reads.js';
import type { SandboxMail } from '../../platform/mail/index.js';
import type { BookingNames } from './booking-names.js';
import type { CallChoice } from './disruption-views.js';
import type { FormErrors } from './forms.js';
import type { GuestTypeChoice, PromotionValues, PromotionView, RedemptionsView } from './promotion-views.js';
import type { DueBooking, FailingEndpoint, FirstSteps, RisingErrors, BusySailing } from './home.js';
import type { AheadSort, GradeKeyEntry, LegStrip, LegView, LoadBand, MonthView } from './sailing-views.js';
import type { ViewedAgency } from './support-view.js';

/** A list under a count (the homes). */
type Counted<T> = { count: number; items: T[] };

/** The request log's filters as typed (pages/request-log.ts parseFilters). */
export type RequestLogValues = Record<'from' | 'to' | 'status' | 'method' | 'path' | 'correlationId', string>;

/** A row of the booking list: the search's item with its payment status in words and its agency named. */
export type BookingListRow = BookingSearchItem & {
  paymentStatus: string;
  agencyName: string;
  /** For the operator's link to the agency; null when the agency is not among those listed. */
  agencyClientId: string | null;
};

/** The disruption form's fields as typed (pages/disruptions.ts). */
export type DisruptionValues = Record<'sailing' | 'kind' | 'callSeq' | 'newDateTime' | 'message', string>;

/** A catalogue report's count of one kind of record ("Cabin grades", 12). */
type RecordCount = { name: string; count: number };

/** A sailing as the calendar and the days-ahead view list it (pages/sailings.ts sailingRow). */
export interface SailingRowView extends SailingSummary {
  departs: string;
  arrives: string;
  legs: LegView[];
  busiest: LegView | undefined;
}

/** A leg of the days-ahead view: its share taken and the band that colours its cell. */
type AheadLeg = LegView & { takenPct: number; band: LoadBand };

/** A leg of one sailing's page, with its departure. */
type SailingLeg = LegView & { departs: string };

/** A deck of the deck plan: its cabins' states counted, each cabin's state and holder in words. */
type DeckView = Omit<DeckPlanDeck, 'cabins'> & {
  counts: Record<CabinState, number>;
  cabins: (DeckPlanCabin & { stateLabel: string; detail: string })[];
};

/** One side of a change quote's comparison (pages/booking-change.ts), in names. */
export interface ChangeSide {
  ship: string;
  departure: string;
  cabins: { id: number; grade: string }[];
  fare: string;
  total: number;
}

export interface PortalViews {
  error: { message: string };
  message: { lines: string[]; link: { href: string; label: string } };
  /** A destructive action's confirmation: what happens, and the form that does it. */
  confirm: { lines: string[]; action: string; button: string; cancel: string };
  'sign-in': { next: string; values: { email: string }; errors: FormErrors };
  account: { errors: FormErrors };
  'forgot-password': { email: string; errors: FormErrors; sent?: boolean };
  'reset-password': { token: string; errors: FormErrors };
  invitation: { token: string; invitation: Invitation; values: { name: string }; errors: FormErrors };
  'request-access': { values: AccessRequestInput; errors: FormErrors };
  'request-access-filed': { email: string };
  'sandbox-mailbox': { mails: (SandboxMail & { links: string[] })[] };
  users: {
    team: Team;
    members: TeamMember[];
    invitations: OpenInvitation[];
    now: Date;
    me: string;
    roleLabel: { ADMIN: string; AGENT: string };
    values: object;
    errors: FormErrors;
  };
  'agency/home': {
    overdue: Counted<DueBooking>;
    dueSoon: Counted<DueBooking>;
    departures: number;
    departuresHref: string;
    webhooks: FailingEndpoint[];
    failedCalls: number;
    aheadDays: number;
    steps: FirstSteps;
    walkThrough: boolean;
    /** TOKEN_TTL_SECONDS in words ("24 hours"). */
    tokenLifetime: string;
    baseUrl: string;
    commands: { token: string; search: string } | null;
  };
  'operator/home': {
    pending: number;
    overdue: Counted<DueBooking>;
    busy: BusySailing[];
    webhooks: FailingEndpoint[];
    rising: RisingErrors[];
    aheadDays: number;
    nearlyFullPercent: number;
  };
  'agency/credentials': {
    agency: AgencyListing;
    previousUntil: Date | null;
    baseUrl: string;
    audience: string;
    revealed: { kind: 'secret' | 'key'; value: string; name?: string } | null;
    errors: FormErrors;
    values: { name: string };
  };
  'agency/credentials-roll': {
    agency: AgencyListing;
    previousUntil: Date | null;
    choices: readonly { value: string; label: string; hint: string }[];
    overlap: string;
    errors: FormErrors;
  };
  'agency/webhooks': {
    endpoints: WebhookEndpoint[];
    eventTypes: readonly string[];
    secret: string | null;
    errors: FormErrors;
    values: { url: string; events: string[] };
  };
  'operator/agency-webhooks': { agency: ViewedAgency; endpoints: WebhookEndpoint[] };
  'operator/agencies': { agencies: AgencyListing[] };
  'operator/agency': {
    agency: AgencyListing;
    defaultHoldQuota: number;
    errors: FormErrors;
    values: Record<string, string>;
  };
  'operator/access-requests': {
    pending: AccessRequestRow[];
    pendingTotal: number;
    page: number;
    firstShown: number;
    hasNext: boolean;
    decided: AccessRequestRow[];
    errors: FormErrors;
    failedId: string;
    /** The commission as typed in the refused approval (shown again beside its problem). */
    failedCommission: string;
  };
  'operator/access-reject': { request: AccessRequestRow; reason: string; reasonMax: number; errors: FormErrors };
  /** An endpoint's deliveries, the agency's own or (readOnly) the operator's look at them. */
  'agency/webhook': {
    agency: ViewedAgency;
    readOnly: boolean;
    base: string;
    back: string;
    endpoint: WebhookEndpoint;
    failedOnly: boolean;
    deliveries: (DeliveryLogEntry & { payloadText: string | null })[];
    newer: string | null;
    older: string | null;
  };
  /** An agency's API calls, the agency's own or (readOnly) the operator's look at them. */
  'agency/request-log': {
    agency: ViewedAgency;
    readOnly: boolean;
    base: string;
    rows: RequestLogRow[];
    values: RequestLogValues;
    errors: FormErrors;
    statusClasses: readonly StatusClass[];
    methods: readonly string[];
    retentionDays: number;
    timeZone: string;
    /** The filters set, as a query string ('' or `?...`) for the calls' links. */
    filterQuery: string;
    newer: string | null;
    older: string | null;
  };
  'agency/request-log-call': {
    agency: ViewedAgency;
    readOnly: boolean;
    base: string;
    back: string;
    row: RequestLogRow;
    body: string | null;
  };
  'bookings/list': {
    bookings: BookingListRow[];
    /** The operator's list: every agency's bookings, with the agency column and filter. */
    everyAgency: boolean;
    agencies: { clientId: string; name: string }[];
    ships: { code: string; name: string }[];
    names: { ports: Record<string, string>; ships: Record<string, string> };
    paymentStates: Record<PaymentState, string>;
    sorts: Record<BookingSort, string>;
    sort: BookingSort;
    descending: boolean;
    /** Each sort's heading link (by BookingSort). */
    sortLinks: Record<string, string>;
    searchedGuest: boolean;
    /** How many criteria are in use (the folded filters' summary says so). */
    inUse: number;
    /** The search form's fields as typed (pages/bookings.ts FIELDS, and the operator's `agency`). */
    values: Record<string, string>;
    errors: FormErrors;
    total: number;
    page: number;
    pages: number;
    /** Numbered page links; null is a gap. */
    pageLinks: ({ n: number; href: string } | null)[];
    previous: string | null;
    next: string | null;
    /** The programs' CSV (commas, points, UTC) and the spreadsheet's (semicolons, commas, local times, names). */
    csv: string;
    excel: string;
  };
  'bookings/detail': {
    booking: BookingResource;
    paymentStatus: string;
    guestTypes: Record<GuestType, string>;
    /** The payment standing, its owed amount in major units; null once not confirmed. */
    standing: (PaymentStanding & { owed: number }) | null;
    paymentStates: Record<PaymentState, string>;
    disruptions: { text: string; message: string | null; recordedAt: string }[];
    agencyName: string;
    agencyClientId: string;
    names: BookingNames;
    isOperator: boolean;
    /** With who recorded each (null: recorded before that was kept). */
    payments: (Payment & { recordedBy: string | null })[];
    /** Each with its type in words (booking-detail.ts EVENT_TYPE_LABELS). */
    events: (BerthEvent & { words: string })[];
    /** The agency's staff act on the booking (pay, cancel); the operator's only look and erase. */
    canAct: boolean;
    /** What is due back to the agency (paid above what it owes), in major units; 0 when nothing is. */
    refundDue: number;
    /** The agency's staff may correct a guest's details: confirmed and not departed (pages/guest-correction.ts). */
    canCorrect: boolean;
    errors: FormErrors;
    values: { amount: string; reference: string };
    quote: CancellationQuote | null;
    personalDataAccess: PersonalDataAccess[];
    retentionDays: number;
    erasable: boolean;
    confirmErasure: boolean;
  };
  'bookings/guest': {
    bookingId: string;
    guestId: number;
    guestType: string;
    isLead: boolean;
    /** Confirmed and not departed: the details can still be corrected. */
    open: boolean;
    values: Record<
      | 'firstName'
      | 'lastName'
      | 'dateOfBirth'
      | 'gender'
      | 'nationality'
      | 'email'
      | 'phoneNumber'
      | 'street'
      | 'postalCode'
      | 'city'
      | 'countryCode'
      | 'version',
      string
    >;
    errors: FormErrors;
    labels: Record<string, string>;
  };
  'bookings/change': {
    booking: string;
    /** Confirmed and not departed: the booking can still be changed. */
    open: boolean;
    /** The booking's departure now (local date-time). */
    departure: string;
    /** The other departures offered: [local date-time, in words]. */
    departures: [string, string][];
    /** Each cabin's grade select: its field and label. */
    cabins: { field: string; label: string }[];
    grades: [string, string][];
    fares: [string, string][];
    values: Record<string, string>;
    errors: FormErrors;
  };
  'bookings/change-quote': {
    quote: ChangeQuote;
    before: ChangeSide;
    after: ChangeSide;
    /** The change as the form asked it, sent again with the accept (to quote again if it expired). */
    values: Record<string, string>;
  };
  'operator/audit-log': {
    agencies: AgencyListing[];
    actions: { code: string; words: string }[];
    values: { agency: string; action: string; actor: string; from: string; to: string };
    errors: FormErrors;
    rows: (AuditRow & { actionWords: string; agency: AgencyListing | undefined })[];
    newer: string | null;
    older: string | null;
  };
  'operator/catalogue': {
    maxMb: number;
    report: CatalogReport | null;
    fileName: string;
    fileError: string;
    recordRows: RecordCount[];
    importedRows: RecordCount[];
  };
  'operator/disruptions': {
    kinds: readonly DisruptionKind[];
    messageMax: number;
    recent: RecordedDisruptionRow[];
    portNames: Record<string, string>;
    /** What saving would do (the preview's answer), or what was saved: at most one of them. */
    preview?: DisruptionPreview;
    saved?: RecordedDisruption;
    /** The sailing the form is about, with its calls to pick from. */
    chosen: { sailing: SailingRow; calls: CallChoice[] } | null;
    values: Partial<DisruptionValues> & { kind: string };
    errors: FormErrors;
  };
  /** The promotion codes, each with where it stands now; the notice of a change is shown above them. */
  'operator/promotions': { promotions: PromotionView[]; guestTypeLabels: Record<GuestType, string> };
  /** A promotion's form: new (`promotion` null: the code is entered) or of one promotion, with its state. */
  'operator/promotion': {
    promotion: PromotionView | null;
    /** The bookings that took it and their count against its cap; null on the new promotion's form. */
    redemptions: RedemptionsView | null;
    /** The catalogue's fares, in its order. */
    fares: { code: string; name: string }[];
    guestTypes: GuestTypeChoice[];
    /** The operator's time zone, in which the booking window is entered. */
    timeZone: string;
    /** Each field's label, for its problem and the error summary. */
    labels: Record<string, string>;
    values: PromotionValues;
    errors: FormErrors;
  };
  'operator/sailing': {
    sailing: SailingDetail;
    departs: string;
    arrives: string;
    firstPort: string;
    lastPort: string;
    legs: SailingLeg[];
    leg: SailingLeg;
    previousLeg: number | null;
    nextLeg: number | null;
    legHref: (leg: number) => string;
    grades: GradeKeyEntry[];
    plan: Omit<DeckPlan, 'decks'> & { decks: DeckView[] };
    /** The chart's data for assets/occupancy-chart.js, safe inside a <script> block. */
    chartJson: string;
  };
  'operator/sailings': {
    view: MonthView;
    ships: { code: string; name: string }[];
    ship: string;
    shipName: string;
    previousLabel: string | null;
    nextLabel: string | null;
    monthHref: (month: string) => string;
    sailings: (SailingRowView & { strip: LegStrip; summary: string })[];
  };
  'operator/sailings-ahead': {
    days: number;
    sort: AheadSort;
    from: string;
    to: string;
    dayChoices: { days: number; href: string; current: boolean }[];
    sortChoices: { label: string; href: string; current: boolean }[];
    sailings: (Omit<SailingRowView, 'legs' | 'busiest'> & {
      href: string;
      busiest: (LegView & { takenPct: number }) | undefined;
      legs: AheadLeg[];
    })[];
  };
}

export type PortalTemplate = keyof PortalViews;
