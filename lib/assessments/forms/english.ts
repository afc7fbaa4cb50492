/**
 * The English-test answers the permanent residency and student forms share. Browser-safe and pure.
 */
import { z } from 'zod';
import { englishLevel } from '@/lib/points';

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
