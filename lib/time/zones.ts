/**
 * Time-zone arithmetic with Intl only (no library): the booking form shows Sydney business hours
 * next to the visitor's own time.
 */

/** Minutes the zone is ahead of UTC at the given instant (Sydney in November: +660). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
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
  return new Intl.DateTimeFormat('en-CA', {
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
  return new Intl.DateTimeFormat(localeTag, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(instant);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
