/** How the portal's templates print times and amounts (`it.fmt` in every template). */
import { currencyDecimals } from '../pricing/money.js';

export function portalFormat(timeZone: string) {
  const minutes: Intl.DateTimeFormatOptions = {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  };
  const dateTime = new Intl.DateTimeFormat('en-GB', minutes);
  const exact = new Intl.DateTimeFormat('en-GB', {
    ...minutes,
    second: '2-digit',
    fractionalSecondDigits: 3,
    timeZoneName: 'short',
  });
  return {
    /** An instant to the millisecond, with the zone: "05 Jan 2027, 10:00:07.250 CET" (the request log). */
    exact(value: Date | string | null | undefined): string {
      if (value === null || value === undefined) return 'never';
      return exact.format(new Date(value));
    },
    /** An instant in the operator's time zone: "05 Jan 2027, 10:00"; "never" for null. */
    when(value: Date | string | null | undefined): string {
      if (value === null || value === undefined) return 'never';
      return dateTime.format(new Date(value));
    },
    /** A catalogue wall-clock time as the API answers it (2027-01-10T22:30:00): "2027-01-10 22:30". */
    local(value: string | null | undefined): string {
      return value ? value.replace('T', ' ').slice(0, 16) : '';
    },
    /** A major-unit amount as the API answers it: "NOK 2,450.50". */
    money(amount: number, currency: string): string {
      const decimals = currencyDecimals(currency);
      return `${currency} ${amount.toLocaleString('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
    },
    /** Basis points as a percentage: 1250 -> "12.5 %". */
    percent(bps: number): string {
      return `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')} %`;
    },
  };
}

export type PortalFormat = ReturnType<typeof portalFormat>;
