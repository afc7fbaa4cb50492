/**
 * Booking times are stored as instants computed from Sydney wall-clock times. Around Sydney's
 * daylight-saving changes (first Sunday of October: 2:00 → 3:00; first Sunday of April:
 * 3:00 → 2:00) a naive offset would book the visitor an hour off.
 */
import {
  dateInZone,
  dateTimeFormat,
  formatTime,
  weekday,
  zonedTimeToUtc,
  zoneOffsetMinutes,
} from '@/lib/time/zones';

const SYDNEY = 'Australia/Sydney';

describe('zonedTimeToUtc in Sydney', () => {
  test.each([
    // Standard time (AEST, UTC+10) in winter.
    ['2026-07-15', '09:00', '2026-07-14T23:00:00.000Z'],
    // Friday before daylight saving starts on Sunday 4 October 2026: still AEST.
    ['2026-10-02', '08:00', '2026-10-01T22:00:00.000Z'],
    // Monday after it started: AEDT, UTC+11.
    ['2026-10-05', '08:00', '2026-10-04T21:00:00.000Z'],
    // The change itself: 03:00 exists, 02:30 does not (clocks jump), 01:59 is still AEST.
    ['2026-10-04', '01:59', '2026-10-03T15:59:00.000Z'],
    ['2026-10-04', '03:00', '2026-10-03T16:00:00.000Z'],
    // Friday before daylight saving ends on Sunday 5 April 2026: still AEDT.
    ['2026-04-03', '16:00', '2026-04-03T05:00:00.000Z'],
    // Monday after it ended: AEST again.
    ['2026-04-06', '16:00', '2026-04-06T06:00:00.000Z'],
  ])('%s %s Sydney is %s', (date, time, iso) => {
    expect(zonedTimeToUtc(date, time, SYDNEY).toISOString()).toBe(iso);
  });

  test('every business-hour slot over a year round-trips to the same Sydney date and time', () => {
    let checked = 0;
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      for (const time of ['08:00', '10:00', '12:00', '14:00', '16:00']) {
        const instant = zonedTimeToUtc(date, time, SYDNEY);
        expect(dateInZone(instant, SYDNEY)).toBe(date);
        const shown = formatTime(instant, SYDNEY).replace(/\s/g, ' ');
        expect(shown).toBe(
          new Intl.DateTimeFormat('en-AU', {
            hour: 'numeric',
            minute: '2-digit',
            hour12: true,
            timeZone: 'UTC',
          })
            .format(new Date(`2000-01-01T${time}:00Z`))
            .replace(/\s/g, ' '),
        );
        checked++;
      }
    }
    expect(checked).toBe(366 * 5);
  });

  test('offsets: +600 in July, +660 in November, and the visitor zones the site serves', () => {
    expect(zoneOffsetMinutes(new Date('2026-07-01T00:00:00Z'), SYDNEY)).toBe(600);
    expect(zoneOffsetMinutes(new Date('2026-11-23T00:00:00Z'), SYDNEY)).toBe(660);
    expect(zoneOffsetMinutes(new Date('2026-11-23T00:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(new Date('2026-11-23T00:00:00Z'), 'Asia/Karachi')).toBe(300);
    expect(zoneOffsetMinutes(new Date('2026-11-23T00:00:00Z'), 'Asia/Dhaka')).toBe(360);
  });

  test('weekday of a calendar date does not depend on the server zone', () => {
    expect(weekday('2026-11-23')).toBe(1); // Monday
    expect(weekday('2026-11-28')).toBe(6); // Saturday
    expect(weekday('2026-11-29')).toBe(0); // Sunday
  });
});

/** Issue 39: a format is built once (building one costs ~0.1 ms; /admin used ~40 per request). */
describe('dateTimeFormat', () => {
  it('gives back the format already built for the same locale and options', () => {
    const options = { timeZone: 'Asia/Karachi', day: 'numeric', month: 'short' } as const;
    const first = dateTimeFormat('en-AU', options);
    expect(dateTimeFormat('en-AU', { ...options })).toBe(first);
    expect(dateTimeFormat('en-AU', { ...options, month: 'long' })).not.toBe(first);
    expect(first.format(new Date('2026-11-26T20:00:00Z'))).toBe('27 Nov');
  });

  it('throws for an unknown zone, as the constructor does, every time', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
