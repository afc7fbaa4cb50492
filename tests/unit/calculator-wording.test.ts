/**
 * The calculator words everything in the page's language from lib/i18n/messages/calculator: its
 * own labels, and the engine's sentences through their wordings (lib/points/types.ts). In English
 * those must read exactly as the engine's English (what /pr-calculator always said), for any
 * answers: random calculator states and English test results, seeded so a failure replays.
 */
import fc from 'fast-check';
import { calculatorText } from '@/components/calculator/calculator-text';
import { evaluate } from '@/lib/calculator/evaluate';
import { defaultState, SCORE_TESTS, type CalculatorState } from '@/lib/calculator/url-state';
import { clientMessages } from '@/lib/i18n/client-messages';
import { localeInfo, TRANSLATED_LOCALES } from '@/lib/i18n/locales';
import { messages } from '@/lib/i18n/translate';
import { ENGLISH_LEVELS, VISAS } from '@/lib/points';
import { ENGLISH_TEST_NAMES } from '@/lib/points/english/names';
import { calculatorMessages, pointsFaq } from '@/app/(marketing)/pr-calculator/pr-calculator-body';
import { choiceAnswers } from '../support/points-arbitraries';

const en = calculatorText(clientMessages('en', 'calculator'));

const number = (max: number) =>
  fc.oneof(
    fc.integer({ min: -3, max }).map(String),
    fc.integer({ min: 0, max: max * 10 }).map((n) => String(n / 10)),
    fc.constantFrom('', 'abc', '2.999', '1'),
  );
const score = fc.oneof(
  fc.integer({ min: 0, max: 120 }).map(String),
  fc.integer({ min: 0, max: 18 }).map((n) => String(n / 2)),
  fc.integer({ min: 5, max: 12 }).map(String),
  fc.constantFrom('', 'B', 'C+', '650', 'x'),
);

const state: fc.Arbitrary<CalculatorState> = fc.record({
  visa: fc.constantFrom(...VISAS),
  age: fc.oneof(fc.integer({ min: 10, max: 130 }).map(String), fc.constantFrom('', '30.5', '-1')),
  english: fc.constantFrom(...ENGLISH_LEVELS),
  englishMode: fc.constantFrom('level' as const, 'scores' as const),
  test: fc.constantFrom(...SCORE_TESTS),
  testDate: fc.constantFrom(
    '',
    '2023-01-10',
    '2023-08-01',
    '2024-03-10',
    '2025-06-30',
    '2025-08-07',
    '2026-01-10',
    '2026-05-01',
  ),
  scores: fc.record({ listening: score, reading: score, writing: score, speaking: score }),
  overseasWorkYears: number(12),
  australianWorkYears: number(12),
  ...choiceAnswers,
});

describe('the calculator in English says what the engine says', () => {
  /** Compares one set of answers, noting which sentences it said. */
  function compare(s: CalculatorState, seen: Set<string>) {
    const e = evaluate(s);
    for (const row of e.result?.breakdown ?? []) {
      expect(en.t(`factor.${row.id}`)).toBe(row.factor);
      expect(en.word(row.noteWording)).toBe(row.note);
    }
    expect(e.result?.reasonWordings.map(en.word)).toEqual(e.result?.reasons);
    for (const sg of e.suggestions) {
      expect(en.word(sg.changeWording)).toBe(sg.change);
      expect(sg.howWording && en.word(sg.howWording)).toBe(sg.how);
    }
    expect(e.english?.noteWordings.map(en.word)).toEqual(e.english?.notes);
    for (const [field, wording] of Object.entries(e.errorWordings))
      expect([en.word(wording)]).toEqual(e.errors[field as keyof typeof e.errors]);
    expect(Object.keys(e.errorWordings).sort()).toEqual(Object.keys(e.errors).sort());
    for (const w of [
      ...(e.result?.breakdown.map((r) => r.noteWording) ?? []),
      ...(e.result?.reasonWordings ?? []),
      ...e.suggestions.flatMap((sg) => [sg.changeWording, sg.howWording]),
      ...(e.english?.noteWordings ?? []),
      ...Object.values(e.errorWordings),
    ])
      if (w) seen.add(w.id);
  }

  it('for 2,000 random answers: notes, reasons, suggestions, English results and errors', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(state, (s) => compare(s, seen)),
      { numRuns: 2000, seed: 41 },
    );
    // Answers random ones rarely give: the work cap, and a CELPIP result between two levels.
    const base = defaultState();
    compare({ ...base, overseasWorkYears: '5', australianWorkYears: '5' }, seen);
    compare(
      {
        ...base,
        englishMode: 'scores',
        test: 'celpip',
        testDate: '2025-09-01',
        scores: { listening: '10', reading: '10', writing: '10', speaking: '10' },
      },
      seen,
    );
    // Every sentence the engine can say from the form was said (and so compared) at least once.
    const unreachable = new Set([
      'note.ageOpenBand', // the age bands all end
      'note.workNoBand', // years outside 0 to 10 are errors
      'englishNote.levelName', // inside a list
      'englishNote.notConfirmed', // no test today has no confirmed minimum at all
      'error.scoresLoading', // below
      ...['object', 'flag', 'visa', 'english', 'qualification', 'partner'].map((e) => `error.${e}`),
      ...['unknownTest', 'testDate', 'scoresInvalid'].map((e) => `error.${e}`), // chosen, not typed
    ]);
    const said = ['note', 'reason', 'change', 'how', 'englishNote', 'error'].flatMap((group) =>
      Object.keys(messages.en.calculator[group as 'note']).map((key) => `${group}.${key}`),
    );
    expect(said.filter((id) => !seen.has(id) && !unreachable.has(id))).toEqual([]);
  });

  it('while the score tables load, and the test names', () => {
    expect(en.t('error.scoresLoading')).toBe('Checking your scores…');
    for (const test of SCORE_TESTS)
      expect(en.t('testName', { test })).toBe(ENGLISH_TEST_NAMES[test]);
  });

  it('the default answers read as before, sentence by sentence', () => {
    const e = evaluate(defaultState());
    expect(e.result!.breakdown.map((row) => en.word(row.noteWording))).toEqual([
      'Age 30: 25 to under 33 scores 30',
      'Competent English scores 0: it is the minimum you need, and Proficient or Superior add points',
      '0 years outside Australia: 0 to under 3 years scores 0',
      '0 years in Australia: 0 to under 1 year scores 0',
      'A bachelor degree (including honours or masters) scores 15; only your highest qualification counts',
      'Not claimed: an Australian masters by research or doctorate in a listed STEM or ICT field (at least 2 academic years) would score 10',
      'Not claimed: meeting the Australian study requirement (at least 2 academic years of CRICOS study in Australia) would score 5',
      'Not claimed: studying and living in regional Australia would score 5',
      'Not claimed: a credentialled community language (NAATI CCL) would score 5',
      'Not claimed: a Professional Year in Australia (ICT, accounting or engineering) completed in the 48 months before invitation would score 5',
      'Single, or your partner is an Australian citizen or permanent resident: scores 10',
      'The 189 is not nominated, so there are no nomination points',
    ]);
  });

  it('the questions and answers under the calculator', () => {
    expect(pointsFaq('en')).toEqual([
      {
        q: 'What is the pass mark for the Australian points test?',
        a: 'The pass mark is 65 points and has been since 1 July 2018. For the 190 and 491 visas the 65 includes the nomination points (5 and 15).',
      },
      {
        q: 'Is there an age limit for skilled PR visas?',
        a: 'Yes: you must be under 45 when you are invited to apply. Ages 25 to 32 score the most (30 points); 40 to 44 score 15.',
      },
      {
        q: 'How many points does work experience give?',
        a: 'Overseas work gives up to 15 points and Australian work up to 20, counted over the last 10 years, but the two together are capped at 20 points.',
      },
      {
        q: 'Will 65 points get me an invitation?',
        a: 'Not always. 65 lets you lodge an Expression of Interest; invitations go to the highest-ranked applicants, and many occupations need well above 65.',
      },
    ]);
  });
});

describe('the calculator in other languages', () => {
  it.each(TRANSLATED_LOCALES)(
    '%s words every answer, with the figures in its own digits',
    (locale) => {
      const text = calculatorText(clientMessages(locale, 'calculator'));
      fc.assert(
        fc.property(state, (s) => {
          const e = evaluate(s);
          const all = [
            ...(e.result?.breakdown.map((r) => r.noteWording) ?? []),
            ...(e.result?.reasonWordings ?? []),
            ...e.suggestions.flatMap((sg) => [
              sg.changeWording,
              ...(sg.howWording ? [sg.howWording] : []),
            ]),
            ...(e.english?.noteWordings ?? []),
            ...Object.values(e.errorWordings),
          ];
          for (const w of all) expect(text.word(w)).not.toBe('');
        }),
        { numRuns: 200, seed: 41 },
      );
      // Dates and lists as Node's full ICU writes them, even where a browser lacks the locale's data.
      const served = calculatorText(calculatorMessages(locale));
      const tag = localeInfo[locale].tag;
      expect(served.date('2025-08-07')).toBe(
        new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date('2025-08-07T00:00:00Z'),
        ),
      );
      expect(served.list(['a', 'b', 'c'])).toBe(new Intl.ListFormat(tag).format(['a', 'b', 'c']));
      expect(served.list(['a', 'b', 'c'])).not.toContain(' and ');
      const ten = text.number(10);
      expect(text.word({ id: 'note.regionalNotClaimed', values: { points: 10 } })).toContain(ten);
    },
  );
});
