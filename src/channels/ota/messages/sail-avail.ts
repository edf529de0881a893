/**
 * OTA_CruiseSailAvailRQ/RS: the sailings of a date window between two ports, for the party, with what is free
 * (V2's voyage search, priced and counted the same way, but opening no session: OTA systems ask freely).
 *
 * Reads: SailingDateRange @Start/@End (dates, at most 31 days apart), GuestCounts (or Guest), the ports of
 * CruiseLinePrefs/CruiseLinePref/SearchQualifiers/Port: the one with EmbarkIndicator="true" is the departure
 * port, DisembarkIndicator="true" the arrival port; CruiseLinePref @ShipCode keeps one ship's sailings;
 * SearchQualifiers @PromotionCode shows the promotion (checked as V2's search checks it).
 */
import type { SearchService } from '../../../domain/sessions/search.js';
import { FieldErrorCollector } from '../../../kernel/errors.js';
import type { OtaAnswer, OtaMessage } from '../message.js';
import { selectedSailingOf } from '../render.js';
import { partyOf } from '../party.js';
import { at, attr, many, type XmlNode } from '../xml.js';

const ROOT = 'OTA_CruiseSailAvailRQ';
const TAGS: Record<string, string> = {
  departureDateFrom: `/${ROOT}/SailingDateRange/@Start`,
  departureDateTo: `/${ROOT}/SailingDateRange/@End`,
  departurePort: `/${ROOT}/CruiseLinePrefs/CruiseLinePref/SearchQualifiers/Port[@EmbarkIndicator='true']/@PortCode`,
  arrivalPort: `/${ROOT}/CruiseLinePrefs/CruiseLinePref/SearchQualifiers/Port[@DisembarkIndicator='true']/@PortCode`,
  currency: `/${ROOT}/@Currency`,
  promotionCode: `/${ROOT}/CruiseLinePrefs/CruiseLinePref/SearchQualifiers/@PromotionCode`,
};

/** The search a SailAvail (or a CategoryAvail, FareAvail) asks, in V2's terms. */
export function searchOfPrefs(message: XmlNode, root: string, errors: FieldErrorCollector) {
  const prefs = many(at(message, 'CruiseLinePrefs')?.CruiseLinePref);
  const qualifiers = prefs.map((pref) => at(pref, 'SearchQualifiers'));
  const ports = qualifiers.map((q) => at(q, 'Port'));
  const departurePort = attr(
    ports.find((p) => attr(p, 'EmbarkIndicator') === 'true'),
    'PortCode',
  );
  const arrivalPort = attr(
    ports.find((p) => attr(p, 'DisembarkIndicator') === 'true'),
    'PortCode',
  );
  if (!departurePort) errors.add(TAGS.departurePort!.replace(ROOT, root), 'is required');
  if (!arrivalPort) errors.add(TAGS.arrivalPort!.replace(ROOT, root), 'is required');
  const promotionCode = qualifiers.map((q) => attr(q, 'PromotionCode')).find((code) => code !== undefined);
  const shipCodes = prefs.map((pref) => attr(pref, 'ShipCode')).filter((code): code is string => code !== undefined);
  return { departurePort: departurePort ?? '', arrivalPort: arrivalPort ?? '', promotionCode, shipCodes };
}

export function sailAvail(search: SearchService): OtaMessage {
  return {
    request: ROOT,
    answer: 'OTA_CruiseSailAvailRS',
    tagOf: (field) => TAGS[field],
    async handle({ agency, message }): Promise<OtaAnswer> {
      const errors = new FieldErrorCollector();
      const guests = partyOf(message, ROOT, errors).map((type) => ({ type }));
      const prefs = searchOfPrefs(message, ROOT, errors);
      const range = at(message, 'SailingDateRange');
      errors.throwIfAny('The sailing availability request cannot be served as sent.');
      const found = await search.voyageAvailability(agency, {
        departurePort: prefs.departurePort,
        arrivalPort: prefs.arrivalPort,
        departureDateFrom: (attr(range, 'Start') ?? '').slice(0, 10),
        departureDateTo: (attr(range, 'End') ?? attr(range, 'Start') ?? '').slice(0, 10),
        guests,
        ...(prefs.promotionCode ? { promotionCode: prefs.promotionCode } : {}),
      });
      const sailings = found.results.filter(
        (result) => prefs.shipCodes.length === 0 || prefs.shipCodes.includes(result.shipCode),
      );
      if (sailings.length === 0) return { content: {} };
      return {
        content: {
          SailingOptions: {
            SailingOption: sailings.map((result) => {
              const { SelectedSailing, Currency } = selectedSailingOf(result, found.currency) as {
                SelectedSailing: XmlNode;
                Currency: XmlNode;
              };
              // Berth's list (docs/ota.md): 1 something free for the party, 2 nothing free.
              const status = result.cabinGrades.some((grade) => grade.availableCabins > 0) ? '1' : '2';
              return { SelectedSailing: { '@Status': status, ...SelectedSailing }, Currency };
            }),
          },
        },
      };
    },
  };
}
