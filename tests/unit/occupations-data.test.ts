import {
  OCCUPATION_SLUGS,
  countableWorkYears,
  getOccupation,
  occupations,
} from '@/lib/occupations';
import { checkPointsInput, DEFAULT_INPUT } from '@/lib/points';

const get = (slug: string) => {
  const occupation = getOccupation(slug);
  if (!occupation) throw new Error(`missing occupation ${slug}`);
  return occupation;
};

describe('occupation data', () => {
  it('has exactly the ten calculator slugs, each once', () => {
    expect(occupations.map((o) => o.slug)).toEqual([
      'programmer',
      'nurse',
      'ict-business-analyst',
      'accountant',
      'chef',
      'chief-executive',
      'construction-project-manager',
      'general-accountant',
      'surveyor',
      'social-worker',
    ]);
    expect(new Set(OCCUPATION_SLUGS).size).toBe(10);
  });

  it('returns undefined for an unknown slug', () => {
    expect(getOccupation('astronaut')).toBeUndefined();
  });

  it.each(OCCUPATION_SLUGS)(
    '%s has a reviewed date, https sources, codes and an assessor with a URL',
    (slug) => {
      const occupation = get(slug);
      expect(['2026-11-22', '2026-11-23']).toContain(occupation.reviewed);
      expect(occupation.sources.length).toBeGreaterThan(0);
      for (const url of occupation.sources) expect(url).toMatch(/^https:\/\//);
      expect(occupation.anzsco.length).toBeGreaterThan(0);
      for (const code of occupation.anzsco) expect(code.code).toMatch(/^\d{6}$/);
      expect(occupation.assessingAuthorities.length).toBeGreaterThan(0);
      for (const authority of occupation.assessingAuthorities)
        expect(authority.url).toMatch(/^https:\/\//);
      expect(occupation.assessmentRules.length).toBeGreaterThan(0);
    },
  );

  it.each(OCCUPATION_SLUGS)('%s presets are valid calculator input', (slug) => {
    expect(checkPointsInput({ ...DEFAULT_INPUT, ...get(slug).presets }).success).toBe(true);
  });

  it('chief executive excludes the 189 and is not on the MLTSSL', () => {
    const ceo = get('chief-executive');
    expect(ceo.visas.map((v) => v.subclass)).not.toContain('189');
    expect(ceo.excludedVisas?.map((v) => v.subclass)).toEqual(['189']);
    expect(ceo.presets.visa).toBe('190');
    expect(ceo.lists.find((l) => l.list === 'MLTSSL')?.onList).toBe(false);
  });

  it('chief executive: 190, 491 and 494 are neither offered nor ruled out while STSOL/ROL are unconfirmed', () => {
    const ceo = get('chief-executive');
    const offered = ceo.visas.map((v) => v.subclass);
    expect(offered).toEqual(['482', '186']);
    expect(ceo.unconfirmedVisas?.map((v) => v.subclass)).toEqual(['190', '491', '494']);
    for (const v of ceo.unconfirmedVisas ?? []) {
      expect(v.reason).toMatch(/could not confirm/);
      expect(v.listUrl).toMatch(/^https:\/\/immi\.homeaffairs\.gov\.au\//);
    }
    // The data makes no claim about the STSOL or ROL, so it must store none.
    expect(ceo.lists.map((l) => l.list).sort()).toEqual(['CSOL', 'MLTSSL']);
  });

  it('no occupation offers a 190 or 491 unless it is on a list those visas accept', () => {
    const accepts = { '190': ['MLTSSL', 'STSOL'], '491': ['MLTSSL', 'STSOL', 'ROL'] } as const;
    for (const occupation of occupations) {
      for (const subclass of ['190', '491'] as const) {
        if (!occupation.visas.some((v) => v.subclass === subclass)) continue;
        const onAccepted = occupation.lists.some(
          (l) => l.onList && (accepts[subclass] as readonly string[]).includes(l.list),
        );
        expect({ slug: occupation.slug, subclass, onAccepted }).toEqual({
          slug: occupation.slug,
          subclass,
          onAccepted: true,
        });
      }
    }
  });

  it('every other occupation offers the 189', () => {
    for (const occupation of occupations.filter((o) => o.slug !== 'chief-executive')) {
      expect(occupation.visas.map((v) => v.subclass)).toContain('189');
    }
  });

  it('stores CSOL membership with ANZSCO 2022 and the other lists with ANZSCO 2013', () => {
    for (const occupation of occupations) {
      for (const membership of occupation.lists) {
        expect(membership.anzscoVersion).toBe(membership.list === 'CSOL' ? '2022' : '2013');
      }
    }
  });

  it('flags the list memberships the facts say to verify', () => {
    expect(get('surveyor').lists.find((l) => l.list === 'MLTSSL')?.verified).toBe(false);
    expect(get('social-worker').lists.find((l) => l.list === 'MLTSSL')?.verified).toBe(false);
    expect(get('programmer').lists.find((l) => l.list === 'MLTSSL')?.verified).toBe(true);
  });

  it('general accountant is 221111 only; accountant covers 221111-221113', () => {
    expect(get('general-accountant').anzsco.map((c) => c.code)).toEqual(['221111']);
    expect(get('accountant').anzsco.map((c) => c.code)).toEqual(['221111', '221112', '221113']);
  });

  it('chef is 351311, not Cook 351411', () => {
    expect(get('chef').anzsco.map((c) => c.code)).toEqual(['351311']);
  });

  it('only ICT and accounting occupations here have a Professional Year', () => {
    expect(occupations.filter((o) => o.professionalYearAvailable).map((o) => o.slug)).toEqual([
      'programmer',
      'ict-business-analyst',
      'accountant',
      'general-accountant',
    ]);
  });
});

describe('countableWorkYears', () => {
  const programmer = get('programmer');

  it.each([
    [{ ictMajor: true }, 6, 4, 2],
    [{ ictMajor: true, closelyRelated: false }, 6, 2, 4],
    [{ ictMajor: false }, 6, 1, 5],
    [{ ictMajor: false, closelyRelated: false }, 6, 0, 6],
    [{ ictMajor: true }, 1.5, 0, 2],
  ])('ACS with %o and %f years counts %f (deducts %i)', (options, total, counted, deducted) => {
    const result = countableWorkYears(programmer, total, options);
    expect(result.years).toBe(counted);
    expect(result.deductedYears).toBe(deducted);
    expect(result.note).toMatch(/assessment letter decides/);
  });

  it('caps the counted years at the 10-year points window and says so', () => {
    const result = countableWorkYears(programmer, 15, { ictMajor: true });
    expect(result.years).toBe(10);
    expect(result.note).toMatch(/last 10 years/);
  });

  it('deducts nothing where no fixed rule is confirmed, and says the letter decides', () => {
    const result = countableWorkYears(get('nurse'), 7, { ictMajor: false });
    expect(result).toMatchObject({ years: 7, deductedYears: 0 });
    expect(result.note).toMatch(/assessment letter decides/);
  });

  it('throws on negative years', () => {
    expect(() => countableWorkYears(programmer, -1, { ictMajor: true })).toThrow(/zero or more/);
  });
});
