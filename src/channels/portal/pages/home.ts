/**
 * Each role's home (portal.md "Home"), where sign-in lands: what needs attention now, each item a link to the
 * page where it is dealt with. An agency that has not yet made its first API calls gets the getting-started
 * walk-through (credentials, a token, a first sandbox search) with commands for this very instance.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestBaseUrl } from '../../../platform/http/public-url.js';
import { ownAgency, requireRole } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { agencyNamesByIds } from '../../../domain/auth/agency-store.js';
import {
  AHEAD_DAYS,
  comingWeek,
  departuresSoon,
  failedCallsToday,
  failingEndpoints,
  firstSteps,
  nearlyFullSailings,
  NEARLY_FULL_PERCENT,
  overdueBookings,
  paymentsDueSoon,
  pendingRequestCount,
  risingErrorRates,
  sampleVoyage,
} from '../home.js';

/** The walk-through's commands, for this instance's address, the agency's client id and a sailing of the coming days. */
function gettingStartedCommands(args: {
  base: string;
  clientId: string;
  audience: string;
  currency: string;
  voyage: { from: string; to: string; date: string } | null;
}): { token: string; search: string } {
  const token = [
    `B=${args.base}`,
    `SECRET='paste your client secret here'`,
    `TOKEN=$(curl -s "$B/oauth/token" -d grant_type=client_credentials -d client_id=${args.clientId} \\`,
    `  --data-urlencode "client_secret=$SECRET" -d audience=${args.audience} \\`,
    `  | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).access_token')`,
    'echo "$TOKEN"',
  ].join('\n');
  const v = args.voyage ?? { from: 'BGO', to: 'TOS', date: new Date().toISOString().slice(0, 10) };
  const search = [
    `K='user_key=paste your user key here'`,
    `curl -s "$B/api/v2/search/voyages?$K" -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \\`,
    `  -d '{"departurePort":"${v.from}","arrivalPort":"${v.to}","departureDateFrom":"${v.date}","guests":[{"type":"ADULT"}],"currency":"${args.currency}"}'`,
  ].join('\n');
  return { token, search };
}

/**
 * A token's lifetime in words, from the configured TOKEN_TTL_SECONDS (the token's `expires_in`), so that the
 * walk-through never promises another lifetime than the tokens have: "24 hours", "1 hour", "90 minutes".
 */
export function lifetimeInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds % 86_400 === 0 && seconds > 86_400) return plural(seconds / 86_400, 'day');
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

export async function homePages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const { db, clock, config } = deps;
  const timeZone = config.operatorTimeZone;
  const graceMs = config.payments.graceHours * 3_600_000;

  async function agencyHome(request: FastifyRequest, reply: FastifyReply) {
    const agency = ownAgency(request);
    const now = clock.now();
    const [overdue, dueSoon, departures, webhooks, failedCalls, steps] = await Promise.all([
      overdueBookings(db, now, graceMs, agency.id),
      paymentsDueSoon(db, now, agency.id, graceMs),
      departuresSoon(db, now, timeZone, agency.id),
      failingEndpoints(db, agency.id),
      failedCallsToday(db, now, agency.id),
      firstSteps(db, agency.id),
    ]);
    const walkThrough = !steps.tokenObtained || !steps.booked;
    const week = comingWeek(now, timeZone);
    const baseUrl = requestBaseUrl(config, request);
    return reply.page('agency/home', {
      title: 'Home',
      section: 'home',
      overdue,
      dueSoon,
      departures,
      departuresHref: `/portal/bookings?${new URLSearchParams({ departureFrom: week.from, departureTo: week.to, status: 'CONFIRMED' }).toString()}`,
      webhooks,
      failedCalls,
      aheadDays: AHEAD_DAYS,
      steps,
      walkThrough,
      tokenLifetime: lifetimeInWords(config.auth.tokenTtlSeconds),
      baseUrl,
      commands: walkThrough
        ? gettingStartedCommands({
            base: baseUrl,
            clientId: agency.clientId,
            audience: config.auth.audience,
            currency: steps.currency,
            voyage: await sampleVoyage(db, now, timeZone),
          })
        : null,
    });
  }

  async function operatorHome(_request: FastifyRequest, reply: FastifyReply) {
    const now = clock.now();
    const [pending, overdue, busy, webhooks, rising] = await Promise.all([
      pendingRequestCount(db),
      overdueBookings(db, now, graceMs),
      nearlyFullSailings(deps.occupancy, now, timeZone),
      failingEndpoints(db),
      risingErrorRates(db, now, (ids) => agencyNamesByIds(db, ids)),
    ]);
    return reply.page('operator/home', {
      title: 'Home',
      section: 'home',
      pending,
      overdue,
      busy,
      webhooks,
      rising,
      aheadDays: AHEAD_DAYS,
      nearlyFullPercent: NEARLY_FULL_PERCENT,
    });
  }

  app.get('/home', { preHandler: requireRole('AGENCY', 'OPERATOR') }, async (request, reply) =>
    request.portalUser?.role === 'OPERATOR' ? operatorHome(request, reply) : agencyHome(request, reply),
  );
}
