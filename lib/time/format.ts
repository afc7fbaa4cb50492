/**
 * The one way the portal and the admin panel show times. An instant (a `timestamptz`) is shown in
 * the viewer's own zone and labelled with it ("26 Nov 2026, 2:38 pm GMT+5"), so a client in
 * Karachi and an agent in Sydney each read their own clock and know which clock it is. A calendar
 * date (a Postgres `date`: a due date, an expiry) has no zone and is shown as that date.
 * Browser-safe: no server imports.
 */
import { isValidTimeZone } from './zones';

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
  return instant.toLocaleString('en-AU', {
    timeZone: safeTimeZone(timeZone),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(dateOnly ? {} : { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  });
}

/** A calendar date (YYYY-MM-DD, or a driver's local-midnight Date) as "22 Nov 2026". */
export function formatCalendarDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const ymd =
    value instanceof Date
      ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
      : value.slice(0, 10);
  const d = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
