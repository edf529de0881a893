/**
 * What each template (views/<name>.eta) is given, besides what every page gets (PageData: the title and the
 * menu's section). `reply.page(name, data)` takes the template's own type, so a call with a field missing,
 * misnamed or of the wrong kind fails tsc. The pages whose data is still written out only at their call
 * (`Untyped`) are the larger operator and booking pages, to be typed the same way.
 */
import type { AgencyListing } from '../../domain/auth/agency-admin.js';
import type { AccessRequestInput, AccessRequestRow } from '../../domain/accounts/access-requests.js';
import type { Invitation } from '../../domain/accounts/invitations.js';
import type { OpenInvitation, Team, TeamMember } from '../../domain/accounts/types.js';
import type { WebhookEndpoint } from '../../domain/webhooks/endpoint-resource.js';
import type { DeliveryLogEntry } from '../../domain/webhooks/delivery-log.js';
import type { AuditRow } from '../../platform/audit/index.js';
import type { RequestLogRow } from '../../platform/request-log/reads.js';
import type { SandboxMail } from '../../platform/mail/index.js';
import type { FormErrors } from './forms.js';
import type { DueBooking, FailingEndpoint, FirstSteps, RisingErrors, BusySailing } from './home.js';
import type { ViewedAgency } from './support-view.js';

/** A page whose data is not typed yet: any field. */
type Untyped = { [key: string]: unknown };

/** A list under a count (the homes). */
type Counted<T> = { count: number; items: T[] };

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
  'agency/request-log': Untyped;
  'agency/request-log-call': {
    agency: ViewedAgency;
    readOnly: boolean;
    base: string;
    back: string;
    row: RequestLogRow;
    body: string | null;
  };
  'bookings/list': Untyped;
  'bookings/detail': Untyped;
  'operator/audit-log': {
    agencies: AgencyListing[];
    actions: { code: string; words: string }[];
    values: { agency: string; action: string; actor: string };
    errors: FormErrors;
    rows: (AuditRow & { actionWords: string; agency: AgencyListing | undefined })[];
    newer: string | null;
    older: string | null;
  };
  'operator/catalogue': Untyped;
  'operator/disruptions': Untyped;
  'operator/sailing': Untyped;
  'operator/sailings': Untyped;
  'operator/sailings-ahead': Untyped;
}

export type PortalTemplate = keyof PortalViews;
