import { calculatePoints, suggestions, type PointsInput } from '@/lib/points';

const BASE: PointsInput = {
  visa: '189',
  age: 30,
  english: 'competent',
  overseasWorkYears: 0,
  australianWorkYears: 0,
  qualification: 'bachelor',
  specialistEducation: false,
  australianStudy: false,
  regionalStudy: false,
  communityLanguage: false,
  professionalYear: false,
  partner: 'none',
};

const gainOf = (input: PointsInput, change: string | RegExp) => {
  const found = suggestions(input).find((s) =>
    typeof change === 'string' ? s.change === change : change.test(s.change),
  );
  return found?.gain;
};

describe('suggestions', () => {
  it('are sorted by gain, largest first, and every gain is positive', () => {
    const list = suggestions(BASE);
    expect(list.length).toBeGreaterThan(5);
    expect(list.map((s) => s.gain)).toEqual([...list.map((s) => s.gain)].sort((a, b) => b - a));
    expect(list.every((s) => s.gain > 0)).toBe(true);
  });

  it('each gain equals re-running the engine', () => {
    expect(gainOf(BASE, 'Reach Proficient English')).toBe(10);
    expect(gainOf(BASE, 'Reach Superior English')).toBe(20);
    expect(gainOf(BASE, 'Claim partner skills')).toBe(10);
    expect(gainOf(BASE, 'Claim your partner’s Competent English')).toBe(5);
    expect(gainOf(BASE, /NAATI/)).toBe(5);
    expect(gainOf(BASE, 'Complete a Professional Year in Australia')).toBe(5);
    expect(gainOf(BASE, 'Get state or territory nomination for the 190')).toBe(5);
    expect(gainOf(BASE, /491/)).toBe(15);
    expect(gainOf(BASE, 'Complete a doctorate')).toBe(5);
  });

  it('suggests the next work band in each country', () => {
    const input = { ...BASE, overseasWorkYears: 4, australianWorkYears: 2.5 };
    expect(gainOf(input, 'Reach 5 years of skilled work outside Australia')).toBe(5);
    expect(gainOf(input, 'Reach 3 years of skilled work in Australia')).toBe(5);
  });

  it('respects the combined 20-point work cap', () => {
    // Overseas 8 (15) + Australian 2 (5) = 20, already at the cap: more Australian work adds nothing.
    const input = { ...BASE, overseasWorkYears: 8, australianWorkYears: 2 };
    expect(calculatePoints(input).total).toBe(30 + 15 + 20);
    expect(gainOf(input, /skilled work in Australia/)).toBeUndefined();
  });

  it('does not suggest work that would not fit in the 10-year window', () => {
    const input = { ...BASE, overseasWorkYears: 7, australianWorkYears: 3 };
    expect(gainOf(input, /outside Australia/)).toBeUndefined();
  });

  it('partner with Competent English: only partner skills, worth 5', () => {
    const input: PointsInput = { ...BASE, partner: 'competent-english-partner' };
    expect(gainOf(input, 'Claim partner skills')).toBe(5);
    expect(gainOf(input, /Competent English$/)).toBeUndefined();
  });

  it('regional study is suggested only with Australian study', () => {
    expect(gainOf(BASE, 'Study in regional Australia')).toBeUndefined();
    expect(gainOf(BASE, 'Meet the Australian study requirement in regional Australia')).toBe(10);
    expect(gainOf({ ...BASE, australianStudy: true }, 'Study in regional Australia')).toBe(5);
  });

  it('never suggests a change of age', () => {
    expect(
      suggestions({ ...BASE, age: 26 }).some((s) => /\bage\b|younger|older/i.test(s.change)),
    ).toBe(false);
  });

  it('suggests nothing for someone already at the ceiling', () => {
    const best: PointsInput = {
      visa: '491',
      age: 30,
      english: 'superior',
      overseasWorkYears: 0,
      australianWorkYears: 10,
      qualification: 'doctorate',
      specialistEducation: true,
      australianStudy: true,
      regionalStudy: true,
      communityLanguage: true,
      professionalYear: true,
      partner: 'single-or-citizen-partner',
    };
    expect(calculatePoints(best).total).toBe(145);
    expect(suggestions(best)).toEqual([]);
  });

  it('throws on invalid input like the engine', () => {
    expect(() => suggestions({ ...BASE, overseasWorkYears: -2 })).toThrow(/cannot be negative/);
  });
});

describe('suggestions for an occupation without a Professional Year', () => {
  it('leaves the Professional Year out', () => {
    const list = suggestions(BASE, { professionalYearAvailable: false });
    expect(list.some((s) => /Professional Year/.test(s.change))).toBe(false);
    expect(suggestions(BASE).some((s) => /Professional Year/.test(s.change))).toBe(true);
  });
});
