import { unsafeTextErrors } from '@/lib/forms/field-errors';
import { leadFilterSchema } from '@/lib/leads/agent';
import { consultationSchema } from '@/lib/leads/schema';
import { isValidIsoDate as isCalendarDate } from '@/lib/time/calendar';

describe('lead input the database would refuse', () => {
  test('NUL bytes and lone surrogates are field errors, emoji are fine', () => {
    expect(
      Object.keys(
        unsafeTextErrors({
          fullName: 'Ra\u0000hul',
          message: 'hi \uD800 there',
          email: '\uDC00@x.com',
          country: 'India',
          visaInterest: 'GSM Visa 🇦🇺',
        }),
      ),
    ).toEqual(['fullName', 'message', 'email']);
  });

  test('a consultation on a day that does not exist gets a field error', () => {
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-12-01')).toBe(true);
    const r = consultationSchema.safeParse({
      fullName: 'Asha',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      country: 'India',
      visaInterest: 'GSM Visa',
      preferredDate: '2026-13-01',
      preferredWindow: '10:00',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path[0], i.message])).toContainEqual([
      'preferredDate',
      'Choose a date from the calendar.',
    ]);
  });

  test('admin filters drop impossible dates and NUL bytes instead of querying with them', () => {
    expect(leadFilterSchema.parse({ from: '2026-99-99', to: '2026-02-30', q: '\u0000' })).toEqual(
      {},
    );
    expect(leadFilterSchema.parse({ from: '2026-11-01', q: 'Rahul' })).toEqual({
      from: '2026-11-01',
      q: 'Rahul',
    });
  });
});
