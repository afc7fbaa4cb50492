/**
 * The English-test answers the permanent residency and student forms share, defined once so the
 * two lists cannot drift again. Browser-safe and pure.
 */
import { z } from 'zod';
import { englishLevel } from '@/lib/points';
import { ENGLISH_TEST_NAMES } from '@/lib/points/english/names';
import type { EnglishTest } from '@/lib/points/english/types';
import { type FieldDef, isoDate, oneOf, type Option } from './kit';

/**
 * The skilled (points) form offers the tests Home Affairs accepts that lib/points can score per
 * skill (points-test.md; CELPIP General counts for tests from 7 Aug 2025), or "not yet".
 */
export const ENGLISH_TESTS = [
  'not-yet',
  'ielts',
  'pte',
  'toefl',
  'cambridge',
  'celpip',
  'oet',
] as const satisfies readonly ('not-yet' | EnglishTest)[];
/**
 * The student form takes an overall score and does not score it, so it also offers "another
 * test": LANGUAGECERT and MET are accepted from 7 Aug 2025 with figures points-test.md calls partly
 * unconfirmed, and the agent reads those.
 */
export const STUDENT_TESTS = [...ENGLISH_TESTS, 'other'] as const;

type TestId = (typeof STUDENT_TESTS)[number];
const TEST_NAMES: Record<TestId, string> = {
  'not-yet': 'Not taken yet',
  ...ENGLISH_TEST_NAMES,
  other: 'Another test',
};

/**
 * The "Your English test" field and its answer schema. `names` renames a test where a visa asks
 * for one version of it (the student visa: IELTS Academic).
 */
export function englishTestQuestion<T extends readonly [TestId, ...TestId[]]>(
  tests: T,
  names: Partial<Record<TestId, string>> = {},
) {
  return {
    schema: oneOf(tests, 'Choose your English test, or “not yet”.'),
    field: {
      name: 'englishTest',
      label: 'Your English test',
      kind: 'select',
      options: tests.map((t: TestId): Option => ({ value: t, label: names[t] ?? TEST_NAMES[t] })),
    } satisfies FieldDef,
  };
}

/** The test date: asked once a test was taken (see tookEnglishTest). */
export const englishDate = {
  schema: z.union([z.literal(''), isoDate('the test date')]).optional(),
  field: {
    name: 'englishDate',
    label: 'Test date',
    kind: 'date',
    optional: true,
  } satisfies FieldDef,
};

/** The "enter the date of your test" check, for any form with englishTest and englishDate. */
export const englishDateCheck = {
  fields: ['englishTest', 'englishDate'],
  path: 'englishDate',
  message: 'Enter the date of your test.',
  ok: (v: Record<string, unknown>) => v.englishTest === 'not-yet' || !!v.englishDate,
};

const scoreValue = z.string().trim().min(1, 'Enter all four scores.').max(4);
export const englishScores = z.object({
  listening: scoreValue,
  reading: scoreValue,
  writing: scoreValue,
  speaking: scoreValue,
});
export type EnglishScoresInput = z.infer<typeof englishScores>;

/** OET results before 7 Aug 2025 are letter grades; everything else is a number. */
const scoreOf = (test: string, s: string): number | string =>
  test === 'oet' && /^[A-E]\+?$/i.test(s.trim()) ? s.trim().toUpperCase() : Number(s);

/** The English level a test result reaches, or why it cannot be read; null for "not yet". */
export function englishFromTest(v: Record<string, unknown>) {
  const test = v.englishTest as string;
  if (test === 'not-yet') return null;
  const s = v.englishScores as EnglishScoresInput;
  return englishLevel({
    test,
    testDate: v.englishDate as string,
    scores: {
      listening: scoreOf(test, s.listening),
      reading: scoreOf(test, s.reading),
      writing: scoreOf(test, s.writing),
      speaking: scoreOf(test, s.speaking),
    },
  } as Parameters<typeof englishLevel>[0]);
}

/** The date and scores follow-ups apply once a test was taken. */
export const tookEnglishTest = (a: Record<string, unknown>) =>
  !!a.englishTest && a.englishTest !== 'not-yet';
