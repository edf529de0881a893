/**
 * The operator's sailings (portal.md, "What the operator does there", 2): a month of sailings with each one's
 * load per leg, and one sailing drawn as a deck plan on a chosen leg with its occupancy along the route. The
 * figures come from sailings/occupancy.ts; this file only reads the query and shapes them for the templates.
 */
import type { FastifyInstance } from 'fastify';
import { addDays, localTimestamp } from '../../../domain/catalog/time.js';
import {
  type CabinState,
  type DeckPlanCabin,
  type SailingDetail,
  type SailingSummary,
} from '../../../domain/sailings/occupancy.js';
import { invalidField } from '../../../kernel/errors.js';
import { requireRole, PortalNotFound } from '../guard.js';
import type { PortalDeps } from '../deps.js';
import { portAndShipNames } from '../booking-names.js';
import { portalFormat, type PortalFormat } from '../format.js';
import {
  AHEAD_DAYS,
  AHEAD_SORTS,
  busiestLeg,
  CALENDAR_MONTHS,
  gradeKey,
  loadBand,
  sortByLoad,
  takenPct,
  type AheadSort,
  legStrip,
  legView,
  monthLabel,
  monthView,
  type LegView,
} from '../sailing-views.js';

type CalendarRequest = { Querystring: { month?: unknown; ship?: unknown } };
type AheadRequest = { Querystring: { days?: unknown; sort?: unknown } };
type SailingRequest = { Params: { code: string }; Querystring: { leg?: unknown } };

const STATE_LABEL: Record<CabinState, string> = { FREE: 'Free', HELD: 'Held', SOLD: 'Sold' };
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Who holds or bought a cabin, for its tooltip and screen-reader text. */
function cabinDetail(c: DeckPlanCabin): string {
  if (c.state === 'SOLD') return `booking ${c.bookingReference ?? ''}, ${c.agencyName ?? ''}`;
  if (c.state === 'HELD') return `held by ${c.agencyName ?? ''}`;
  return '';
}

/** A sailing's legs with their ports named as its calls name them, and each leg's departure. */
function legsOf(sailing: SailingDetail, fmt: PortalFormat): (LegView & { departs: string })[] {
  const ports = Object.fromEntries(sailing.calls.map((c) => [c.portCode, c.portName]));
  return sailing.legs.map((leg) => ({
    ...legView(leg, ports),
    departs: fmt.local(sailing.calls[leg.leg]?.departureAt),
  }));
}

/**
 * A sailing as the calendar and the days-ahead view list it: its times as every portal page prints them (the
 * operator's zone named), its legs with their ports by name, its busiest leg.
 */
function sailingRow(s: SailingSummary, fmt: PortalFormat, ports: Record<string, string>) {
  const legs = s.legs.map((leg) => legView(leg, ports));
  return {
    ...s,
    departs: fmt.local(s.departureAt),
    arrives: fmt.local(s.arrivalAt),
    legs,
    busiest: busiestLeg(legs),
  };
}

const operator = { preHandler: requireRole('OPERATOR') };
const sailingHref = (code: string) => `/portal/sailings/${encodeURIComponent(code)}`;

export async function sailingPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  calendarRoute(app, deps);
  aheadRoute(app, deps);
  sailingRoute(app, deps);
}

/** A month's sailings, of one ship or all, each with its legs' load as a strip. */
function calendarRoute(app: FastifyInstance, deps: PortalDeps) {
  const { db, clock, config } = deps;
  const fmt = portalFormat(config.operatorTimeZone);
  app.get<CalendarRequest>('/sailings', operator, async (request, reply) => {
    const now = clock.now();
    const thisMonth = localTimestamp(now, config.operatorTimeZone).slice(0, 7);
    const ships = await deps.occupancy.shipChoices();
    const asked = text(request.query.month);
    const view = monthView(asked || thisMonth);
    if (!view) {
      const { first, last } = CALENDAR_MONTHS;
      throw invalidField(
        'month',
        `must be a month from ${first} to ${last} written YYYY-MM (got "${asked.slice(0, 20)}").`,
      );
    }
    const shipCode = text(request.query.ship);
    const ship = ships.find((s) => s.code === shipCode);
    if (shipCode && !ship) throw new PortalNotFound(`There is no ship ${shipCode.slice(0, 20)}.`);

    const [sailings, { ports }] = await Promise.all([
      deps.occupancy.listSailingLoads({ from: view.from, to: view.to, ...(ship ? { shipCode: ship.code } : {}) }, now),
      portAndShipNames(db),
    ]);
    const monthHref = (month: string) =>
      `/portal/sailings?month=${month}${ship ? `&ship=${encodeURIComponent(ship.code)}` : ''}`;
    return reply.page('operator/sailings', {
      title: 'Sailings',
      section: 'sailings',
      view,
      ships,
      ship: ship?.code ?? '',
      shipName: ship?.name ?? '',
      previousLabel: view.previous && monthLabel(view.previous),
      nextLabel: view.next && monthLabel(view.next),
      monthHref,
      sailings: sailings.map((s) => {
        const row = sailingRow(s, fmt, ports);
        const { busiest } = row;
        return {
          ...row,
          strip: legStrip(row.legs),
          summary: busiest
            ? `busiest leg ${busiest.label}: ${busiest.soldPct} % sold, ${busiest.heldPct} % held`
            : 'no legs',
        };
      }),
    });
  });
}

/** The next 7 or 14 days (portal.md): every sailing with each leg's load written out, sortable by load. */
function aheadRoute(app: FastifyInstance, deps: PortalDeps) {
  const { db, clock, config } = deps;
  const fmt = portalFormat(config.operatorTimeZone);
  app.get<AheadRequest>('/sailings/ahead', operator, async (request, reply) => {
    const now = clock.now();
    const askedDays = text(request.query.days) || '7';
    const days = AHEAD_DAYS.find((d) => String(d) === askedDays);
    if (!days) throw invalidField('days', `must be ${AHEAD_DAYS.join(' or ')} (got "${askedDays.slice(0, 20)}").`);
    const askedSort = text(request.query.sort) || 'departure';
    if (!Object.hasOwn(AHEAD_SORTS, askedSort)) {
      throw invalidField(
        'sort',
        `must be one of ${Object.keys(AHEAD_SORTS).join(', ')} (got "${askedSort.slice(0, 20)}").`,
      );
    }
    const sort = askedSort as AheadSort;
    const today = localTimestamp(now, config.operatorTimeZone).slice(0, 10);
    const to = addDays(today, days - 1);
    const [sailings, { ports }] = await Promise.all([
      deps.occupancy.listSailingLoads({ from: today, to }, now),
      portAndShipNames(db),
    ]);
    const href = (d: number, s: AheadSort) => `/portal/sailings/ahead?days=${d}&sort=${s}`;
    return reply.page('operator/sailings-ahead', {
      title: `Sailings, the next ${days} days`,
      section: 'sailings',
      days,
      sort,
      from: today,
      to,
      dayChoices: AHEAD_DAYS.map((d) => ({ days: d, href: href(d, sort), current: d === days })),
      sortChoices: Object.entries(AHEAD_SORTS).map(([key, label]) => ({
        label,
        href: href(days, key as AheadSort),
        current: key === sort,
      })),
      sailings: sortByLoad(sailings, sort).map((s) => {
        const { legs, busiest, ...shown } = sailingRow(s, fmt, ports);
        return {
          ...shown,
          href: sailingHref(s.code),
          busiest: busiest && { ...busiest, takenPct: takenPct(busiest) },
          legs: legs.map((l) => ({ ...l, takenPct: takenPct(l), band: loadBand(takenPct(l)) })),
        };
      }),
    });
  });
}

/** One sailing: its calls, its legs' load as a chart, and a leg's deck plan (the busiest leg unless chosen). */
function sailingRoute(app: FastifyInstance, deps: PortalDeps) {
  const { clock, config } = deps;
  const fmt = portalFormat(config.operatorTimeZone);
  app.get<SailingRequest>('/sailings/:code', operator, async (request, reply) => {
    const now = clock.now();
    const sailing =
      request.params.code.length <= 64 ? await deps.occupancy.sailingDetail(request.params.code, now) : null;
    if (!sailing || sailing.legs.length === 0) throw new PortalNotFound('There is no such sailing.');
    const legs = legsOf(sailing, fmt);
    const askedLeg = text(request.query.leg);
    // Without a choice, the busiest leg: where the ship is fullest is what the operator looks at first.
    const legNo = askedLeg === '' ? busiestLeg(legs)!.leg : /^\d{1,3}$/.test(askedLeg) ? Number(askedLeg) : -1;
    const leg = legs.find((l) => l.leg === legNo);
    if (!leg) throw invalidField('leg', `must be one of the sailing's legs, 0 to ${legs.length - 1}.`);

    const plan = await deps.occupancy.deckPlan(sailing, leg.leg, now);
    const legHref = (n: number) => `${sailingHref(sailing.code)}?leg=${n}`;
    const chart = {
      capacity: leg.capacity,
      selectedLeg: leg.leg,
      // The chart script puts the leg number in place of LEG.
      legHref: `${sailingHref(sailing.code)}?leg=LEG#deck-plan`,
      legs: legs.map((l) => ({ leg: l.leg, label: l.label, sold: l.sold, held: l.held })),
    };
    return reply.page('operator/sailing', {
      title: `Sailing ${sailing.code}`,
      section: 'sailings',
      sailing,
      departs: fmt.local(sailing.departureAt),
      arrives: fmt.local(sailing.arrivalAt),
      firstPort: sailing.calls[0]?.portName ?? '',
      lastPort: sailing.calls.at(-1)?.portName ?? '',
      legs,
      leg,
      previousLeg: leg.leg > 0 ? leg.leg - 1 : null,
      nextLeg: leg.leg < legs.length - 1 ? leg.leg + 1 : null,
      legHref,
      grades: gradeKey(plan.decks.flatMap((d) => d.cabins)),
      plan: {
        ...plan,
        decks: plan.decks.map((d) => ({
          ...d,
          counts: {
            FREE: d.cabins.filter((c) => c.state === 'FREE').length,
            HELD: d.cabins.filter((c) => c.state === 'HELD').length,
            SOLD: d.cabins.filter((c) => c.state === 'SOLD').length,
          },
          cabins: d.cabins.map((c) => ({ ...c, stateLabel: STATE_LABEL[c.state], detail: cabinDetail(c) })),
        })),
      },
      // Read by assets/occupancy-chart.js; "<" escaped so the JSON cannot end its <script> block.
      chartJson: JSON.stringify(chart).replace(/</g, '\\u003c'),
    });
  });
}
