import { completedYears } from '@/lib/time/calendar';
import {
  AGENCY_TIME_ZONE,
  calendarDay,
  formatCalendarDate,
  formatCalendarMonth,
  formatInstant,
  safeTimeZone,
} from '@/lib/time/format';

/** Issue 23 item 9: each person reads times in their own zone, labelled; dates stay dates. */
describe('formatInstant', () => {
  const at = new Date('2026-11-26T09:38:00Z');

  it('shows the instant in the viewer’s zone with the zone named', () => {
    expect(formatInstant(at, 'Asia/Karachi')).toBe('26 Nov 2026, 2:38 pm GMT+5');
    expect(formatInstant(at, 'Australia/Sydney')).toBe('26 Nov 2026, 8:38 pm AEDT');
    expect(formatInstant(at.toISOString(), 'Asia/Kolkata')).toBe('26 Nov 2026, 3:08 pm GMT+5:30');
  });

  it('gives the day as seen in that zone when only the day is wanted', () => {
    const lateUtc = new Date('2026-11-26T20:00:00Z');
    expect(formatInstant(lateUtc, 'Asia/Karachi', { dateOnly: true })).toBe('27 Nov 2026');
    expect(formatInstant(lateUtc, 'America/New_York', { dateOnly: true })).toBe('26 Nov 2026');
  });

  it('falls back to the agency’s zone for an unknown or missing zone, still labelled', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe(AGENCY_TIME_ZONE);
    expect(safeTimeZone(undefined)).toBe(AGENCY_TIME_ZONE);
    expect(formatInstant(at, 'Mars/Olympus')).toMatch(/AEDT$/);
    expect(formatInstant('not a date', 'UTC')).toBe('');
  });
});

describe('formatCalendarDate', () => {
  it('shows a Postgres date as that date, whatever the zone', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatCalendarDate(new Date(2026, 11, 1))).toBe('1 Dec 2026');
    expect(formatCalendarDate(null)).toBe('');
  });
});

describe('one calendar-date formatter (issue 24: lib/format.ts formatDate is gone)', () => {
  it('spells the month out on the public pages, as formatDate did', () => {
    expect(formatCalendarDate('2026-11-22', { month: 'long' })).toBe('22 November 2026');
    expect(formatCalendarDate('2026-11-22T10:00:00Z', { month: 'long' })).toBe('22 November 2026');
  });

  it('gives a driver’s local-midnight Date back as its day, and a month as words', () => {
    expect(calendarDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(calendarDay(null)).toBe('');
    expect(formatCalendarMonth('2027-03')).toBe('March 2027');
    expect(formatCalendarMonth('2027-3')).toBe('2027-3');
  });
});

describe('calendar arithmetic (lib/time/calendar.ts)', () => {
  it('counts a birthday on the day', () => {
    expect(completedYears('1996-04-12', '2026-04-11')).toBe(29);
    expect(completedYears('1996-04-12', '2026-04-12')).toBe(30);
    expect(completedYears('2000-02-29', '2026-02-28')).toBe(25);
  });
});
