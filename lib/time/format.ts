/**
 * The one way the portal and the admin panel show times. An instant (a `timestamptz`) is shown in
 * the viewer's own zone and labelled with it ("26 Nov 2026, 2:38 pm GMT+5"), so a client in
 * Karachi and an agent in Sydney each read their own clock and know which clock it is. A calendar
 * date (a Postgres `date`: a due date, an expiry) has no zone and is shown as that date.
 * Browser-safe: no server imports.
 */
import { dateTimeFormat, isValidTimeZone } from './zones';

/** Set by components/time/time-zone-sync.tsx from the browser's own zone; read by viewer-zone.ts. */
export const TIME_ZONE_COOKIE = 'tz';

/** Used until the browser has told us its zone (the first request), and for the agency's e-mails. */
export const AGENCY_TIME_ZONE = 'Australia/Sydney';

/** A zone name we can format with, else the agency's. */
export function safeTimeZone(zone: string | null | undefined): string {
  return zone && isValidTimeZone(zone) ? zone : AGENCY_TIME_ZONE;
}

/** "26 Nov 2026, 2:38 pm GMT+5", or with `dateOnly` the day as seen in that zone: "26 Nov 2026". */
export function formatInstant(
  at: Date | string,
  timeZone: string,
  { dateOnly = false }: { dateOnly?: boolean } = {},
): string {
  const instant = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(instant.getTime())) return '';
  return dateTimeFormat('en-AU', {
    timeZone: safeTimeZone(timeZone),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(dateOnly ? {} : { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  }).format(instant);
}

/**
 * A calendar date as YYYY-MM-DD, whether given as text or as the local-midnight Date a Postgres
 * driver makes of a `date`; '' for nothing.
 */
export function calendarDay(value: unknown): string {
  if (value instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${p(value.getMonth() + 1)}-${p(value.getDate())}`;
  }
  return value === null || value === undefined ? '' : String(value).slice(0, 10);
}

/**
 * A calendar date (YYYY-MM-DD, or a driver's local-midnight Date) as "22 Nov 2026" in the portal,
 * or with `month: 'long'` as "22 November 2026" (the public pages' "last reviewed" dates).
 */
export function formatCalendarDate(
  value: string | Date | null | undefined,
  { month = 'short' }: { month?: 'short' | 'long' } = {},
): string {
  if (!value) return '';
  const d = new Date(`${calendarDay(value)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  return dateTimeFormat('en-AU', {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** A month (YYYY-MM) as "March 2027"; anything else (a half-typed draft) as typed. */
export function formatCalendarMonth(value: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value)
    ? dateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${value}-01T00:00:00Z`),
      )
    : value;
}
