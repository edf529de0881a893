/**
 * How the portal's templates print times and amounts (`it.fmt` in every template). Every instant and every
 * catalogue wall-clock time is printed one way, with its zone: "4 Dec 2026 04:35 CET" (the operator's zone,
 * config.operatorTimeZone), so a reader never has to guess which of three formats or zones a page uses.
 */
import { currencyDecimals } from '../../domain/pricing/money.js';
import { wallClockToInstant } from '../../kernel/time.js';

/** `formatToParts` by name, so the order is ours ("4 Dec 2026 04:35 CET") and not the locale's commas. */
function partsOf(format: Intl.DateTimeFormat, instant: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
}

export function portalFormat(timeZone: string) {
  const minutes: Intl.DateTimeFormatOptions = {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  };
  const dateTime = new Intl.DateTimeFormat('en-GB', minutes);
  const exact = new Intl.DateTimeFormat('en-GB', {
    ...minutes,
    second: '2-digit',
    fractionalSecondDigits: 3,
    timeZoneName: 'short',
  });
  const dateOnly = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  const date = (value: string): string => dateOnly.format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
  const instant = (value: Date): string => {
    const p = partsOf(dateTime, value);
    return `${p.day} ${p.month} ${p.year} ${p.hour}:${p.minute} ${p.timeZoneName}`;
  };
  return {
    /** An instant to the millisecond, with the zone: "4 Dec 2026 04:35:07.250 CET" (the request log). */
    exact(value: Date | string | null | undefined): string {
      if (value === null || value === undefined) return 'never';
      const p = partsOf(exact, new Date(value));
      return `${p.day} ${p.month} ${p.year} ${p.hour}:${p.minute}:${p.second}.${p.fractionalSecond} ${p.timeZoneName}`;
    },
    /** An instant in the operator's time zone: "4 Dec 2026 04:35 CET"; "never" for null. */
    when(value: Date | string | null | undefined): string {
      if (value === null || value === undefined) return 'never';
      return instant(new Date(value));
    },
    /**
     * A catalogue wall-clock time (operator-local, no zone: 2027-01-10T22:30:00 or 2027-01-10 22:30:00) in the
     * same form as `when`: "10 Jan 2027 22:30 CET".
     */
    local(value: string | null | undefined): string {
      if (!value) return '';
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return date(value);
      return instant(wallClockToInstant(value.replace(' ', 'T'), timeZone));
    },
    /** A calendar date (YYYY-MM-DD, or the date of a date-time): "10 Jan 2027". */
    date(value: string | null | undefined): string {
      return value ? date(value) : '';
    },
    /** A major-unit amount as the API answers it: "NOK 2,450.50". */
    money(amount: number, currency: string): string {
      const decimals = currencyDecimals(currency);
      return `${currency} ${amount.toLocaleString('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
    },
    /** A form field's name in words, for the error summary: "agencyReference" -> "Agency reference". */
    fieldLabel(name: string): string {
      const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    },
    /** Basis points as a percentage: 1250 -> "12.5 %". */
    percent(bps: number): string {
      return `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
    },
  };
}

export type PortalFormat = ReturnType<typeof portalFormat>;
