import { studentLivingCost, formatAud } from '@/lib/config/facts';
import { phoneDigits, visaCallRequestText, whatsappHref } from '@/lib/config/links';
import { requirementsTabs } from '@/lib/config/requirements';
import { readSiteEnv, siteConfig } from '@/lib/config/site';
import { allVisas, visaAliases, visaGroups } from '@/lib/config/visas';

describe('site config', () => {
  it('uses the reserved fictional number and the spec greeting by default', () => {
    expect(siteConfig.contact.phone).toBe('+61 491 570 156');
    expect(siteConfig.whatsapp.defaultText).toBe(
      'Hi! I need assistance with my Australian visa application.',
    );
  });

  it('builds the exact wa.me link with the url-encoded text', () => {
    expect(phoneDigits()).toBe('61491570156');
    expect(whatsappHref()).toBe(
      'https://wa.me/61491570156?text=Hi!%20I%20need%20assistance%20with%20my%20Australian%20visa%20application.',
    );
    expect(whatsappHref(visaCallRequestText('Student 500 visa'))).toContain(
      encodeURIComponent('Student 500 visa'),
    );
  });

  it('lets the environment override phone and scheduling page, and rejects bad values by name', () => {
    const env = readSiteEnv({
      NEXT_PUBLIC_SUPPORT_PHONE: '+91 98765 43210',
      NEXT_PUBLIC_SCHEDULING_URL: 'https://cal.example/x',
    });
    expect(env.NEXT_PUBLIC_SUPPORT_PHONE).toBe('+91 98765 43210');
    expect(env.NEXT_PUBLIC_SCHEDULING_URL).toBe('https://cal.example/x');
    expect(readSiteEnv({ NEXT_PUBLIC_SUPPORT_PHONE: '  ' }).NEXT_PUBLIC_SUPPORT_PHONE).toBe(
      '+61 491 570 156',
    );
    expect(() => readSiteEnv({ NEXT_PUBLIC_SUPPORT_PHONE: '0491 570 156' })).toThrow(
      /NEXT_PUBLIC_SUPPORT_PHONE/,
    );
    expect(() => readSiteEnv({ NEXT_PUBLIC_SCHEDULING_URL: 'not a url' })).toThrow(
      /NEXT_PUBLIC_SCHEDULING_URL/,
    );
  });

  it('holds the claims, rating, hours and price range the spec states', () => {
    expect(siteConfig.claims).toEqual({
      successRatePercent: 95,
      successfulApplications: 2000,
      foundedYear: 2015,
    });
    expect(siteConfig.rating).toMatchObject({ value: 4.9, count: 500 });
    expect(siteConfig.priceRange).toBe('Free Initial Assessment');
    expect(siteConfig.hours.timeZone).toBe('Australia/Sydney');
    expect(siteConfig.hours.weekly[0]).toMatchObject({ opens: '08:00', closes: '18:00' });
    expect(siteConfig.hours.weekly[0].days).toHaveLength(5);
  });

  it('files all 39 visa pages in the 10 groups, each once, with the three token slugs', () => {
    expect(visaGroups.map((g) => g.name)).toEqual([
      'GSM Visa',
      'Employer Sponsored Visa',
      'Visitor Visa',
      'Global Talent Program',
      'Partner Visa',
      'Parent Visa',
      'Family Visa',
      'Student Visa',
      'Temporary Activity Visa',
      'Business Visa',
    ]);
    const slugs = allVisas.map((v) => v.slug);
    expect(slugs).toHaveLength(39);
    expect(new Set(slugs).size).toBe(39);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'partner-offshore-309-100',
        'evisitor-651',
        'contributory-parent-143',
      ]),
    );
    for (const target of Object.values(visaAliases)) expect(slugs).toContain(target);
    expect(Object.keys(visaAliases).sort()).toEqual([
      'subclass-132',
      'subclass-188',
      'subclass-189',
      'subclass-190',
      'subclass-482',
      'subclass-485',
      'subclass-491',
    ]);
  });

  it('keeps the requirement counts 6/5/4, 6/4/4, 6/4/4, 6/5/4 and the current student living cost', () => {
    const counts = requirementsTabs.map((t) => [
      t.id,
      t.documents.length,
      t.financial.length,
      t.health.length,
    ]);
    expect(counts).toEqual([
      ['visitor', 6, 5, 4],
      ['work', 6, 4, 4],
      ['student', 6, 4, 4],
      ['employer', 6, 5, 4],
    ]);
    expect(studentLivingCost).toMatchObject({ amountAud: 29_710, effectiveFrom: '2024-05-10' });
    const student = requirementsTabs.find((t) => t.id === 'student')!;
    expect(student.financial.join(' ')).toContain(formatAud(29_710));
    expect(JSON.stringify(requirementsTabs)).not.toContain('21,041');
  });
});
