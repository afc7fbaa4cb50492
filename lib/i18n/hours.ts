import { siteConfig, type DayOfWeek } from '@/lib/config/site';
import { localeInfo, type Locale } from './locales';
import { translator } from './translate';

const WEEK: DayOfWeek[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** 2026-11-30 was a Monday: the day names come from Intl, never from a translation. */
function dayName(locale: Locale, day: DayOfWeek): string {
  const date = new Date(Date.UTC(2026, 10, 30 + WEEK.indexOf(day), 12));
  return new Intl.DateTimeFormat(localeInfo[locale].tag, {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** A clock time (`'08:00'`) as the locale writes it (`8:00 am`, `৮:০০ AM`). */
export function clock(locale: Locale, hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(localeInfo[locale].tag, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 0, 1, h, m)));
}

const range = (from: string, to: string) => (from === to ? from : `${from}–${to}`);

/**
 * The business hours as the footer and contact options list them, in the reader's language. English
 * keeps the config's own wording; other languages are derived from the config's weekly hours
 * (days and clock times formatted by Intl), so no translation ever holds an hour.
 */
export function hoursSummary(locale: Locale): { label: string; value: string }[] {
  const { hours } = siteConfig;
  if (locale === 'en') return [...hours.summary];
  const t = translator(locale, 'chrome');
  const open = new Set<DayOfWeek>();
  const rows = hours.weekly.map((w) => {
    w.days.forEach((d) => open.add(d));
    const first = w.days[0]!;
    const last = w.days[w.days.length - 1]!;
    return {
      label: range(dayName(locale, first), dayName(locale, last)),
      value: `${clock(locale, w.opens)}–${clock(locale, w.closes)}`,
    };
  });
  const closed = WEEK.filter((d) => !open.has(d));
  if (closed.length)
    rows.push({
      label: range(dayName(locale, closed[0]!), dayName(locale, closed[closed.length - 1]!)),
      value: t('byAppointment'),
    });
  return rows;
}

/** The time zone the hours are in, named for the reader (en.json's equals the config's: tested). */
export function hoursZone(locale: Locale): string {
  return translator(locale, 'chrome')('timeZone');
}
