import { englishLevel, englishTables, type EnglishLevelInput } from '@/lib/points';

const scores = (listening: number, reading: number, writing: number, speaking: number) => ({
  listening,
  reading,
  writing,
  speaking,
});
const each = (score: number) => scores(score, score, score, score);

const BEFORE = '2025-08-06';
const FROM = '2025-08-07';

describe('which table applies', () => {
  it('a test on 6 Aug 2025 uses the old table and says it is usable until 6 Aug 2028', () => {
    const result = englishLevel({ test: 'pte', testDate: BEFORE, scores: each(65) });
    expect(result.table).toBe('before-2025-08-07');
    expect(result.notes.join(' ')).toMatch(/6 Aug 2028/);
  });

  it('a test ON 7 Aug 2025 uses the new table', () => {
    expect(englishLevel({ test: 'pte', testDate: FROM, scores: each(65) }).table).toBe(
      'from-2025-08-07',
    );
  });

  it('the same PTE 65 in each skill is Proficient before and only Competent after', () => {
    expect(englishLevel({ test: 'pte', testDate: BEFORE, scores: each(65) }).level).toBe(
      'proficient',
    );
    // 65 is short of the new Writing 69 and Speaking 76 minimums.
    expect(englishLevel({ test: 'pte', testDate: FROM, scores: each(65) }).level).toBe('competent');
  });

  it('always warns that at-home or online versions are not accepted', () => {
    const result = englishLevel({ test: 'ielts', testDate: FROM, scores: each(7) });
    expect(result.notes.join(' ')).toMatch(/online or at-home versions .* are not accepted/);
  });

  it('says until when the result counts (3 years; old table capped at 6 Aug 2028)', () => {
    expect(
      englishLevel({ test: 'ielts', testDate: '2024-01-15', scores: each(7) }).notes.join(' '),
    ).toMatch(/up to 2027-01-15/);
    expect(
      englishLevel({ test: 'ielts', testDate: '2026-03-01', scores: each(7) }).notes.join(' '),
    ).toMatch(/up to 2029-03-01/);
  });
});

describe('PTE Academic', () => {
  it.each([
    [BEFORE, each(49), 'below-competent'],
    [BEFORE, each(50), 'competent'],
    [BEFORE, scores(65, 65, 65, 64), 'competent'],
    [BEFORE, each(65), 'proficient'],
    [BEFORE, scores(79, 79, 79, 78), 'proficient'],
    [BEFORE, each(79), 'superior'],
    [FROM, scores(47, 48, 51, 54), 'competent'],
    [FROM, scores(47, 48, 51, 53), 'below-competent'],
    [FROM, scores(58, 59, 69, 76), 'proficient'],
    [FROM, scores(57, 59, 69, 76), 'competent'],
    [FROM, scores(58, 58, 69, 76), 'competent'],
    [FROM, scores(58, 59, 68, 76), 'competent'],
    [FROM, scores(58, 59, 69, 75), 'competent'],
    [FROM, scores(69, 70, 85, 88), 'superior'],
    [FROM, scores(69, 70, 85, 87), 'proficient'],
    // The widely published single cut-offs (51/66/84) are wrong; 84 each is not Superior.
    [FROM, each(84), 'proficient'],
  ])('tested %s with %o is %s', (testDate, s, level) => {
    expect(englishLevel({ test: 'pte', testDate, scores: s }).level).toBe(level);
  });
});

describe('IELTS', () => {
  it.each([
    [BEFORE, scores(7, 7, 7, 6.5), 'competent'],
    [BEFORE, each(7), 'proficient'],
    [FROM, each(6), 'competent'],
    [FROM, scores(6, 6, 5.5, 6), 'below-competent'],
    [FROM, scores(8, 8, 8, 7.5), 'proficient'],
    [FROM, each(8), 'superior'],
  ])('tested %s with %o is %s', (testDate, s, level) => {
    expect(englishLevel({ test: 'ielts', testDate, scores: s }).level).toBe(level);
  });
});

describe('TOEFL iBT', () => {
  it.each([
    [BEFORE, scores(12, 13, 21, 18), 'competent'],
    [BEFORE, scores(24, 24, 27, 23), 'proficient'],
    [BEFORE, scores(24, 24, 26, 23), 'competent'],
    [BEFORE, scores(28, 29, 30, 26), 'superior'],
    [FROM, scores(16, 16, 19, 19), 'competent'],
    [FROM, scores(22, 22, 26, 24), 'proficient'],
    [FROM, scores(26, 27, 30, 28), 'superior'],
  ])('tested %s with %o is %s', (testDate, s, level) => {
    expect(englishLevel({ test: 'toefl', testDate, scores: s }).level).toBe(level);
  });

  it('flags that the new TOEFL cells come from secondary sources', () => {
    expect(
      englishLevel({ test: 'toefl', testDate: FROM, scores: each(30) }).notes.join(' '),
    ).toMatch(/secondary sources/);
  });

  it('does not rate TOEFL tests from the 2023-24 pause', () => {
    expect(englishLevel({ test: 'toefl', testDate: '2023-10-01', scores: each(30) }).level).toBe(
      'unknown',
    );
  });
});

describe('Cambridge C1 Advanced', () => {
  it.each([
    [BEFORE, each(169), 'competent'],
    [BEFORE, each(185), 'proficient'],
    [BEFORE, each(200), 'superior'],
    [FROM, scores(163, 163, 170, 179), 'competent'],
    [FROM, scores(175, 179, 193, 194), 'proficient'],
    [FROM, scores(175, 179, 193, 193), 'competent'],
    [FROM, scores(186, 190, 210, 208), 'superior'],
  ])('tested %s with %o is %s', (testDate, s, level) => {
    expect(englishLevel({ test: 'cambridge', testDate, scores: s }).level).toBe(level);
  });
});

describe('CELPIP General', () => {
  it('was not accepted before 7 Aug 2025', () => {
    const result = englishLevel({ test: 'celpip', testDate: BEFORE, scores: each(12) });
    expect(result.level).toBe('unknown');
    expect(result.notes.join(' ')).toMatch(/CELPIP General was not accepted/);
  });

  it('Superior (10/10/12/10) is known', () => {
    expect(
      englishLevel({ test: 'celpip', testDate: FROM, scores: scores(10, 10, 12, 10) }).level,
    ).toBe('superior');
  });

  it('scores that could be Proficient come back unknown, pointing to the official page', () => {
    const result = englishLevel({ test: 'celpip', testDate: FROM, scores: scores(9, 9, 10, 9) });
    expect(result.level).toBe('unknown');
    const notes = result.notes.join(' ');
    expect(notes).toMatch(
      /immi\.homeaffairs\.gov\.au\/help-support\/meeting-our-requirements\/english-language\/proficient-english/,
    );
    expect(notes).toMatch(/reading and speaking/);
    expect(notes).toMatch(/You do meet Competent/);
  });

  it('a confirmed Proficient cell that is missed settles it: Competent', () => {
    // Listening 8 is below the confirmed Proficient listening minimum of 9.
    expect(
      englishLevel({ test: 'celpip', testDate: FROM, scores: scores(8, 9, 10, 9) }).level,
    ).toBe('competent');
  });

  it('below 7 in a skill is below Competent', () => {
    expect(englishLevel({ test: 'celpip', testDate: FROM, scores: scores(7, 7, 6, 7) }).level).toBe(
      'below-competent',
    );
  });
});

describe('OET', () => {
  it.each([
    [{ listening: 'B', reading: 'B', writing: 'B', speaking: 'B' }, 'proficient'],
    [{ listening: 'B', reading: 'B', writing: 'C+', speaking: 'B' }, 'below-competent'],
    [{ listening: 'A', reading: 'A', writing: 'A', speaking: 'A' }, 'superior'],
    [{ listening: 'A', reading: 'A', writing: 'B', speaking: 'A' }, 'proficient'],
    [{ listening: 350, reading: 350, writing: 350, speaking: 350 }, 'proficient'],
    [{ listening: 450, reading: 450, writing: 450, speaking: 440 }, 'proficient'],
  ] as const)('before 7 Aug 2025, %o is %s', (s, level) => {
    expect(englishLevel({ test: 'oet', testDate: BEFORE, scores: s }).level).toBe(level);
  });

  it('from 7 Aug 2025 top OET scores are unknown: Superior writing and speaking are unconfirmed', () => {
    const result = englishLevel({ test: 'oet', testDate: FROM, scores: each(500) });
    expect(result.level).toBe('unknown');
    const unconfirmed = result.notes.filter((note) => /not confirmed/.test(note));
    expect(unconfirmed).toEqual([
      expect.stringMatching(
        /reach Superior: the official OET minimum for writing and speaking .* Check https:\/\/immi\.homeaffairs\.gov\.au\/.*superior-english/,
      ),
    ]);
  });

  it('from 7 Aug 2025 an OET result below the official Superior listening or reading minimum never becomes Superior', () => {
    // Listening 380 misses the official 390 (reading 400 met): not Superior, and Proficient
    // is unconfirmed, so the honest answer is 'unknown' with the Proficient page.
    const result = englishLevel({
      test: 'oet',
      testDate: FROM,
      scores: scores(380, 500, 500, 500),
    });
    expect(result.level).toBe('unknown');
    expect(result.notes.join(' ')).toMatch(/reach Proficient.*proficient-english/);
    const reading = englishLevel({
      test: 'oet',
      testDate: FROM,
      scores: scores(500, 390, 500, 500),
    });
    expect(reading.notes.join(' ')).toMatch(/reach Proficient/);
  });

  it('the OET table from 7 Aug 2025 holds exactly the officially published Superior cells', () => {
    const oet = englishTables[1].tests.oet!;
    expect(oet.superior).toEqual({ listening: 390, reading: 400, writing: null, speaking: null });
    expect(Object.values(oet.competent).every((cell) => cell === null)).toBe(true);
    expect(Object.values(oet.proficient).every((cell) => cell === null)).toBe(true);
    expect(oet.source).toMatch(/superior-english$/);
  });
});

describe('invalid input throws', () => {
  it.each([
    ['a bad date', { test: 'ielts', testDate: '7/8/2025', scores: each(7) }, /ISO date/],
    ['an impossible date', { test: 'ielts', testDate: '2025-02-30', scores: each(7) }, /ISO date/],
    [
      'an unknown test',
      { test: 'duolingo', testDate: FROM, scores: each(7) },
      /Unknown English test/,
    ],
    [
      'an IELTS score over 9',
      { test: 'ielts', testDate: FROM, scores: each(70) },
      /IELTS listening score must be 0-9/,
    ],
    [
      'a PTE score over 90',
      { test: 'pte', testDate: FROM, scores: scores(65, 65, 650, 65) },
      /PTE Academic writing/,
    ],
    [
      'a missing skill',
      { test: 'pte', testDate: FROM, scores: { listening: 65, reading: 65, writing: 65 } },
      /speaking/,
    ],
    [
      'an unknown OET grade',
      {
        test: 'oet',
        testDate: BEFORE,
        scores: { listening: 'B', reading: 'B', writing: 'B', speaking: 'F' },
      },
      /OET speaking/,
    ],
  ])('%s', (_label, input, message) => {
    expect(() => englishLevel(input as unknown as EnglishLevelInput)).toThrow(message);
  });
});
