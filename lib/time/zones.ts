/**
 * Time-zone arithmetic with Intl only (no library): the booking form shows Sydney business hours
 * next to the visitor's own time.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
/** Enough for every zone the pages use; a stream of odd zone names cannot grow it further. */
const MAX_FORMATS = 500;

/**
 * The one way to get an Intl.DateTimeFormat: built once per locale and options, then kept. Building
 * one (or `toLocaleString` with options, which builds one per call) costs ~0.1 ms, formatting with
 * a built one ~3 µs: /admin showed ~40 times per request spent 8 ms building them (issue 39).
 * Throws as the constructor does (an unknown zone), and keeps nothing then.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (formats.size < MAX_FORMATS) formats.set(key, format);
  }
  return format;
}

/** Minutes the zone is ahead of UTC at the given instant (Sydney in November: +660). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant when the wall clock in `timeZone` shows `date` (YYYY-MM-DD) at `time` (HH:MM). */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  const [hh = NaN, mm = NaN] = time.split(':').map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset even when the guess lands on the other side of a DST change.
  let instant = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  instant = naive - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** YYYY-MM-DD of the instant as seen in `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function weekday(date: string): number {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function formatTime(instant: Date, timeZone: string, localeTag = 'en-AU'): string {
  return dateTimeFormat(localeTag, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(instant);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    dateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
