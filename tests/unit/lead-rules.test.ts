/**
 * The consultation form's date rules and the admin CSV export, tested through the real schema
 * and exporter. The clock is fixed so "today", weekends and the 60-day horizon are known.
 */
import { BOOKING_HORIZON_DAYS } from '@/lib/leads/options';
import { leadSchemas } from '@/lib/leads/schema';
import { leadsToCsv } from '@/lib/leads/agent';
import type { Lead } from '@/lib/db';

const base = {
  fullName: 'Ayesha Khan',
  email: 'ayesha@example.com',
  phone: '+92 300 1234567',
  country: 'Pakistan',
  visaInterest: 'Not sure yet',
  preferredWindow: '10:00',
  timeZone: 'Asia/Karachi',
  marketingConsent: '',
};

/** The date error the person would see next to the date field, or undefined. */
function dateError(preferredDate: string, preferredWindow = '10:00') {
  const r = leadSchemas.consultation.safeParse({ ...base, preferredDate, preferredWindow });
  return r.success ? undefined : r.error.issues.find((i) => i.path[0] === 'preferredDate')?.message;
}

describe('consultation date rules (clock: Monday 23 Nov 2026, 9:00 am Sydney)', () => {
  beforeAll(() => {
    jest.useFakeTimers({
      now: new Date('2026-11-22T22:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate'],
    });
  });
  afterAll(() => jest.useRealTimers());

  test('a weekday in the future is accepted', () => {
    expect(dateError('2026-11-24')).toBeUndefined();
    expect(dateError('2026-11-23', '14:00')).toBeUndefined(); // later today
  });

  test('weekends are refused with the by-appointment message', () => {
    expect(dateError('2026-11-28')).toMatch(/Weekends are by appointment/);
    expect(dateError('2026-11-29')).toMatch(/Weekends are by appointment/);
  });

  test('past dates and slots already started today are refused', () => {
    expect(dateError('2026-11-20')).toBe('Choose a date in the future.');
    expect(dateError('2026-11-23', '08:00')).toBe('Choose a date in the future.');
  });

  test(`dates beyond ${BOOKING_HORIZON_DAYS} days are refused; the last weekday inside is accepted`, () => {
    expect(dateError('2027-01-21')).toBeUndefined(); // Thursday, day 59
    expect(dateError('2027-01-25')).toBe(
      `Choose a date within the next ${BOOKING_HORIZON_DAYS} days.`,
    );
  });

  test('a malformed date is refused next to the field', () => {
    expect(dateError('23/11/2026')).toBe('Choose a date.');
  });
});

describe('CSV export', () => {
  const lead = (over: Partial<Lead>): Lead => ({
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'contact',
    fullName: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: null,
    country: 'India',
    visaInterest: 'Not sure yet',
    message: null,
    preferredTime: null,
    preferredWindow: null,
    timeZone: null,
    sourcePage: null,
    locale: 'en',
    utm: {},
    marketingConsent: false,
    status: 'new',
    assignee: null,
    clientId: null,
    idempotencyKey: 'key-00000001',
    createdAt: new Date('2026-11-23T00:00:00Z'),
    updatedAt: new Date('2026-11-23T00:00:00Z'),
    ...over,
  });

  /** Parses one CSV line of our own output (quoted cells may hold commas). */
  function cells(line: string): string[] {
    const out: string[] = [];
    const re = /("([^"]|"")*"|[^,]*)(,|$)/g;
    for (const m of line.matchAll(re)) {
      if (m.index === line.length && out.length) break;
      const raw = m[1] ?? '';
      out.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    }
    return out;
  }

  test.each([
    '=HYPERLINK("http://evil.example","x")',
    '+1+1',
    '-2+3',
    '@SUM(A1:A2)',
    '\t=1',
    '\r=1',
  ])('a cell starting %j is defused with a leading quote', (payload) => {
    const csv = leadsToCsv([lead({ fullName: payload, message: payload })]);
    const row = cells(csv.split('\r\n')[1]!);
    const header = cells(csv.split('\r\n')[0]!);
    expect(row[header.indexOf('full_name')]).toBe(`'${payload}`);
    expect(row[header.indexOf('message')]).toBe(`'${payload}`);
  });

  test('commas, quotes and line breaks stay inside their cell', () => {
    const csv = leadsToCsv([lead({ message: 'Hello, "agent"\nsecond line' })]);
    expect(csv).toContain('"Hello, ""agent""\nsecond line"');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  test('an ordinary phone number with a leading plus is kept readable', () => {
    const csv = leadsToCsv([lead({ phone: '+92 300 1234567' })]);
    expect(csv).toContain("'+92 300 1234567");
  });
});
