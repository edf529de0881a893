/**
 * The parts of a request several messages read the same way: the party (GuestCounts, or Guest elements with
 * their age qualifying code), the sailing (SelectedSailing's VoyageID or its ports and start), the currency.
 * Codes Berth does not know are refused naming the element (Type 3, Tag its XPath), before any service runs.
 */
import { AppError, FieldErrorCollector } from '../../kernel/errors.js';
import type { GuestType } from '../../domain/pricing/price.js';
import { guestTypeOf, voyageKeyOf, type VoyageKey } from './codes.js';
import { at, attr, many, type XmlNode } from './xml.js';

/**
 * The party from `GuestCounts/GuestCount` (`Code` is the age qualifying code, `Quantity` how many; default 1);
 * two adults when the request has no GuestCounts, as OTA systems expect. (`Guest` elements carry no age code:
 * they are not read.)
 */
export function partyOf(message: XmlNode, root: string, errors: FieldErrorCollector): GuestType[] {
  const counts = many(at(message, 'GuestCounts')?.GuestCount);
  if (counts.length === 0) return ['ADULT', 'ADULT'];
  const party: GuestType[] = [];
  counts.forEach((count, i) => {
    const code = attr(count, 'Code');
    const type = guestTypeOf(code);
    if (!type) {
      errors.add(
        `/${root}/GuestCounts/GuestCount[${i + 1}]/@Code`,
        `"${code ?? ''}" is not an age qualifying code Berth sells (10, 8, 7, 11)`,
      );
      return;
    }
    const quantity = Number(attr(count, 'Quantity') ?? '1');
    for (let n = 0; n < quantity && party.length <= 9; n++) party.push(type);
  });
  if (party.length > 9) errors.add(`/${root}/GuestCounts`, 'must count at most 9 guests');
  return party;
}

/** The sailing of `SailingInfo/SelectedSailing`'s VoyageID (as SailAvail answered it). */
export function sailingOf(message: XmlNode, root: string, errors: FieldErrorCollector): VoyageKey | undefined {
  const selected = at(message, 'SailingInfo', 'SelectedSailing');
  const voyageId = attr(selected, 'VoyageID');
  const key = voyageKeyOf(voyageId);
  if (!key) {
    errors.add(
      `/${root}/SailingInfo/SelectedSailing/@VoyageID`,
      voyageId ? `"${voyageId}" is not a sailing of Berth (see OTA_CruiseSailAvailRS)` : 'is required',
    );
  }
  return key;
}

/** The currency of `SailingInfo/Currency/@CurrencyCode`, else the agency's first (Berth's default). */
export const currencyOf = (message: XmlNode): string | undefined =>
  attr(at(message, 'SailingInfo', 'Currency'), 'CurrencyCode');

/** A refusal of one element, as the domain's field errors are (400 VALIDATION_FAILED, Tag the XPath). */
export const elementError = (xpath: string, rule: string, code = 'VALIDATION_FAILED') =>
  new AppError(400, code, `${xpath} ${rule}`, { [xpath]: [rule] });
