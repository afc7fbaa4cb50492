import { consultationSchema } from '@/lib/leads/schema';

const filled = {
  fullName: 'Priya Nair',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  country: 'India',
  visaInterest: 'Student Visa',
  preferredWindow: '10:00',
  preferredDate: '',
};

describe('consultation form: a time picked but no date', () => {
  it('is a field error next to the date, not an exception (which showed a crash page)', () => {
    const result = consultationSchema.safeParse(filled);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['preferredDate', 'Choose a date.'],
    ]);
  });

  it('with a malformed date too', () => {
    expect(() =>
      consultationSchema.safeParse({ ...filled, preferredDate: '2026-13' }),
    ).not.toThrow();
  });
});
