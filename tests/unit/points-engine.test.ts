import { calculatePoints, maxPoints, type PointsInput, type PointsResult } from '@/lib/points';

/** Scores only age (30): every other factor at its zero option, so each test isolates one factor. */
const BASE: PointsInput = {
  visa: '189',
  age: 30,
  english: 'competent',
  overseasWorkYears: 0,
  australianWorkYears: 0,
  qualification: 'none',
  specialistEducation: false,
  australianStudy: false,
  regionalStudy: false,
  communityLanguage: false,
  professionalYear: false,
  partner: 'none',
};

const score = (patch: Partial<PointsInput>): PointsResult => calculatePoints({ ...BASE, ...patch });
const row = (result: PointsResult, factor: string) => {
  const found = result.breakdown.find((r) => r.factor === factor);
  if (!found) throw new Error(`no breakdown row "${factor}"`);
  return found;
};

describe('age bands', () => {
  it.each([
    [18, 25],
    [24, 25],
    [25, 30],
    [32, 30],
    [33, 25],
    [39, 25],
    [40, 15],
    [44, 15],
  ])('age %i scores %i and is eligible', (age, points) => {
    const result = score({ age });
    expect(row(result, 'Age').points).toBe(points);
    expect(result.total).toBe(points);
    expect(result.eligible).toBe(true);
  });

  it('explains the band in plain words', () => {
    expect(row(score({ age: 33 }), 'Age').note).toBe('Age 33: 33 to under 40 scores 25');
  });

  it('age 17 scores nothing and is not eligible, with a plain reason', () => {
    const result = score({ age: 17 });
    expect(row(result, 'Age').points).toBe(0);
    expect(result.eligible).toBe(false);
    expect(result.meetsPassMark).toBe(false);
    expect(result.reasons).toHaveLength(1);
    expect(result.reasons[0]).toMatch(/at least 18/);
  });

  it('age 45 scores nothing and is not eligible, with a plain reason', () => {
    const result = score({ age: 45 });
    expect(row(result, 'Age').points).toBe(0);
    expect(result.eligible).toBe(false);
    expect(result.reasons[0]).toMatch(/under 45/);
  });
});

describe('English', () => {
  it.each([
    ['competent', 0],
    ['proficient', 10],
    ['superior', 20],
  ] as const)('%s scores %i', (english, points) => {
    expect(row(score({ english }), 'English language').points).toBe(points);
    expect(score({ english }).total).toBe(30 + points);
  });

  it('below Competent is not eligible even with a high score', () => {
    const result = score({ english: 'below-competent', qualification: 'doctorate', visa: '491' });
    expect(result.total).toBe(65);
    expect(result.eligible).toBe(false);
    expect(result.meetsPassMark).toBe(false);
    expect(result.reasons).toEqual([expect.stringMatching(/Competent English/)]);
  });

  it('lists both reasons when both gates fail', () => {
    expect(score({ age: 50, english: 'below-competent' }).reasons).toHaveLength(2);
  });
});

describe('skilled work outside Australia', () => {
  it.each([
    [0, 0],
    [2.99, 0],
    [3, 5],
    [4.99, 5],
    [5, 10],
    [7.99, 10],
    [8, 15],
    [10, 15],
  ])('%f years scores %i', (years, points) => {
    const result = score({ overseasWorkYears: years });
    expect(row(result, 'Skilled work outside Australia').points).toBe(points);
    expect(result.total).toBe(30 + points);
  });

  it('says 2.9 years is still under 3', () => {
    expect(row(score({ overseasWorkYears: 2.9 }), 'Skilled work outside Australia').note).toBe(
      '2.9 years outside Australia: 0 to under 3 years scores 0',
    );
  });
});

describe('skilled work in Australia', () => {
  it.each([
    [0.99, 0],
    [1, 5],
    [2.99, 5],
    [3, 10],
    [4.99, 10],
    [5, 15],
    [7.99, 15],
    [8, 20],
    [10, 20],
  ])('%f years scores %i', (years, points) => {
    const result = score({ australianWorkYears: years });
    expect(row(result, 'Skilled work in Australia').points).toBe(points);
    expect(result.total).toBe(30 + points);
  });
});

describe('work notes', () => {
  it('speak of "under 1 year", not "under 1 years"', () => {
    expect(row(score({ australianWorkYears: 0.5 }), 'Skilled work in Australia').note).toBe(
      '0.5 years in Australia: 0 to under 1 year scores 0',
    );
  });
});

describe('combined work cap', () => {
  it('caps overseas 10 + Australian 15 at 20 and says so', () => {
    const result = score({ overseasWorkYears: 5, australianWorkYears: 5 });
    expect(result.total).toBe(30 + 20);
    const cap = row(result, 'Work experience cap');
    expect(cap.points).toBe(-5);
    expect(cap.note).toMatch(/at most 20/);
  });

  it('adds no cap row when the cap does not bite (overseas 8 + Australian 2 = 20)', () => {
    const result = score({ overseasWorkYears: 8, australianWorkYears: 2 });
    expect(result.total).toBe(50);
    expect(result.breakdown.some((r) => r.factor === 'Work experience cap')).toBe(false);
  });

  it('breakdown rows always add up to the total', () => {
    const result = score({
      overseasWorkYears: 5,
      australianWorkYears: 5,
      english: 'superior',
      visa: '491',
    });
    expect(result.breakdown.reduce((sum, r) => sum + r.points, 0)).toBe(result.total);
  });
});

describe('qualification', () => {
  it.each([
    ['none', 0],
    ['recognised-award', 10],
    ['diploma-or-trade', 10],
    ['bachelor', 15],
    ['doctorate', 20],
  ] as const)('%s scores %i', (qualification, points) => {
    expect(row(score({ qualification }), 'Qualification').points).toBe(points);
    expect(score({ qualification }).total).toBe(30 + points);
  });
});

describe('optional factors', () => {
  it.each([
    ['specialistEducation', 'Specialist education', 10],
    ['australianStudy', 'Australian study', 5],
    ['communityLanguage', 'Community language', 5],
    ['professionalYear', 'Professional Year', 5],
  ] as const)('%s (%s) scores %i', (key, factor, points) => {
    const result = score({ [key]: true });
    expect(row(result, factor).points).toBe(points);
    expect(result.total).toBe(30 + points);
  });

  it('regional study without Australian study scores 0 and explains why', () => {
    const result = score({ regionalStudy: true });
    expect(row(result, 'Regional study').points).toBe(0);
    expect(row(result, 'Regional study').note).toMatch(/only when .* Australian study requirement/);
    expect(result.total).toBe(30);
  });

  it('regional study with Australian study scores 5 on top of 5', () => {
    const result = score({ regionalStudy: true, australianStudy: true });
    expect(row(result, 'Regional study').points).toBe(5);
    expect(result.total).toBe(40);
  });
});

describe('partner', () => {
  it.each([
    ['single-or-citizen-partner', 10],
    ['skilled-partner', 10],
    ['competent-english-partner', 5],
    ['none', 0],
  ] as const)('%s scores %i', (partner, points) => {
    expect(row(score({ partner }), 'Partner').points).toBe(points);
    expect(score({ partner }).total).toBe(30 + points);
  });
});

describe('nomination and pass mark', () => {
  it.each([
    ['189', 0],
    ['190', 5],
    ['491', 15],
  ] as const)('visa %s adds %i nomination points', (visa, points) => {
    expect(row(score({ visa }), 'Nomination').points).toBe(points);
    expect(score({ visa }).total).toBe(30 + points);
  });

  it('the pass mark is 65 and 65 exactly passes', () => {
    // 30 age + 15 bachelor + 10 partner + 10 proficient = 65
    const result = score({
      qualification: 'bachelor',
      partner: 'single-or-citizen-partner',
      english: 'proficient',
    });
    expect(result.passMark).toBe(65);
    expect(result.total).toBe(65);
    expect(result.meetsPassMark).toBe(true);
  });

  it('60 (one step below 65) does not pass', () => {
    // 25 age + 15 bachelor + 10 partner + 10 proficient = 60
    const result = score({
      age: 24,
      qualification: 'bachelor',
      partner: 'single-or-citizen-partner',
      english: 'proficient',
    });
    expect(result.total).toBe(60);
    expect(result.meetsPassMark).toBe(false);
    expect(result.eligible).toBe(true);
  });

  it('for the 190 the nomination points count towards 65', () => {
    const result = score({
      age: 24,
      qualification: 'bachelor',
      partner: 'single-or-citizen-partner',
      english: 'proficient',
      visa: '190',
    });
    expect(result.total).toBe(65);
    expect(result.meetsPassMark).toBe(true);
  });
});

describe('ceilings', () => {
  const best: PointsInput = {
    visa: '189',
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
    partner: 'skilled-partner',
  };

  it.each([
    ['189', 130],
    ['190', 135],
    ['491', 145],
  ] as const)('the best input for %s reaches exactly %i, the ceiling', (visa, ceiling) => {
    expect(maxPoints(visa)).toBe(ceiling);
    expect(calculatePoints({ ...best, visa }).total).toBe(ceiling);
  });
});

describe('invalid input throws a clear error', () => {
  it.each([
    ['negative overseas years', { overseasWorkYears: -1 }, /cannot be negative/],
    ['negative Australian years', { australianWorkYears: -0.5 }, /cannot be negative/],
    ['overseas years over 10', { overseasWorkYears: 10.5 }, /cannot exceed 10/],
    ['Australian years over 10', { australianWorkYears: 11 }, /cannot exceed 10/],
    [
      'both together over 10',
      { overseasWorkYears: 6, australianWorkYears: 5 },
      /together they cannot exceed 10/,
    ],
    ['non-integer age', { age: 30.5 }, /whole number/],
    ['negative age', { age: -1 }, /Age cannot be negative/],
    ['absurd age', { age: 200 }, /Age must be at most/],
    ['NaN years', { overseasWorkYears: Number.NaN }, /Overseas work/],
    ['unknown visa', { visa: '482' }, /Visa must be 189, 190 or 491/],
    ['unknown English level', { english: 'fluent' }, /Unknown English level/],
    ['unknown qualification', { qualification: 'phd' }, /Unknown qualification/],
    ['unknown partner status', { partner: 'married' }, /Unknown partner status/],
  ])('%s', (_label, patch, message) => {
    expect(() => calculatePoints({ ...BASE, ...(patch as Partial<PointsInput>) })).toThrow(message);
  });

  it('a missing field throws', () => {
    const missing: Partial<PointsInput> = { ...BASE };
    delete missing.partner;
    expect(() => calculatePoints(missing as PointsInput)).toThrow(/Invalid points input/);
  });
});
