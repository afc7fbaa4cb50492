import { PROFICIENT_ENGLISH_PAGE } from './sources';
import type { EnglishTable, Thresholds } from './types';

const each = (score: number): Thresholds => ({
  listening: score,
  reading: score,
  writing: score,
  speaking: score,
});

/**
 * Scores for tests taken before 7 Aug 2025. Such results stay usable until 6 Aug 2028 (and only
 * while within the 3 years before invitation). CELPIP was not an accepted test in this period.
 * OET figures are the 0-500 numbers behind the letter grades: B = 350, A = 450.
 */
export const englishTableBefore20250807: EnglishTable = {
  id: 'before-2025-08-07',
  testedUntil: '2025-08-06',
  checked: '2026-11-22',
  tests: {
    ielts: {
      competent: each(6),
      proficient: each(7),
      superior: each(8),
      source: PROFICIENT_ENGLISH_PAGE,
    },
    pte: {
      competent: each(50),
      proficient: each(65),
      superior: each(79),
      source: PROFICIENT_ENGLISH_PAGE,
    },
    toefl: {
      competent: { listening: 12, reading: 13, writing: 21, speaking: 18 },
      proficient: { listening: 24, reading: 24, writing: 27, speaking: 23 },
      superior: { listening: 28, reading: 29, writing: 30, speaking: 26 },
      source: PROFICIENT_ENGLISH_PAGE,
    },
    cambridge: {
      competent: each(169),
      proficient: each(185),
      superior: each(200),
      source: PROFICIENT_ENGLISH_PAGE,
    },
    oet: {
      competent: each(350),
      proficient: each(350),
      superior: each(450),
      source: PROFICIENT_ENGLISH_PAGE,
    },
  },
};
