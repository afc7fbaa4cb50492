import { COMPETENT_ENGLISH_PAGE, PROFICIENT_ENGLISH_PAGE, SUPERIOR_ENGLISH_PAGE } from './sources';
import type { EnglishTable, Thresholds } from './types';

const each = (score: number | null): Thresholds => ({
  listening: score,
  reading: score,
  writing: score,
  speaking: score,
});
const lrws = (
  listening: number,
  reading: number,
  writing: number,
  speaking: number,
): Thresholds => ({
  listening,
  reading,
  writing,
  speaking,
});

/**
 * Per-skill minimums for tests taken on or after 7 Aug 2025 (legislative instrument LIN 25/016).
 * `null` = not confirmed from an official source, so results that depend on it come back 'unknown'.
 */
export const englishTableFrom20250807: EnglishTable = {
  id: 'from-2025-08-07',
  testedFrom: '2025-08-07',
  checked: '2026-11-23',
  tests: {
    ielts: {
      competent: each(6),
      proficient: each(7),
      superior: each(8),
      source: PROFICIENT_ENGLISH_PAGE,
    },
    pte: {
      competent: lrws(47, 48, 51, 54),
      proficient: lrws(58, 59, 69, 76),
      superior: lrws(69, 70, 85, 88),
      source: PROFICIENT_ENGLISH_PAGE,
    },
    // Two secondary sources agree on every TOEFL cell; we have not read them on the official page.
    toefl: {
      competent: lrws(16, 16, 19, 19),
      proficient: lrws(22, 22, 26, 24),
      superior: lrws(26, 27, 30, 28),
      secondary: ['competent', 'proficient', 'superior'],
      source: PROFICIENT_ENGLISH_PAGE,
    },
    // Proficient and Superior read on the official pages; Competent from secondary sources.
    cambridge: {
      competent: lrws(163, 163, 170, 179),
      proficient: lrws(175, 179, 193, 194),
      superior: lrws(186, 190, 210, 208),
      secondary: ['competent'],
      source: SUPERIOR_ENGLISH_PAGE,
    },
    // Proficient: the official page shows listening 9 and writing 10; reading and speaking unconfirmed.
    celpip: {
      competent: each(7),
      proficient: { listening: 9, reading: null, writing: 10, speaking: null },
      superior: lrws(10, 10, 12, 10),
      secondary: ['competent'],
      source: COMPETENT_ENGLISH_PAGE,
    },
    // OET moved to numbers on 7 Aug 2025. The official Superior page (read 2026-11-23) gives
    // listening 390 and reading 400; the writing and speaking cells, and every Competent and
    // Proficient cell, were not in reach of an official page, so they stay unconfirmed and any
    // result that depends on them comes back 'unknown'.
    oet: {
      competent: each(null),
      proficient: each(null),
      superior: { listening: 390, reading: 400, writing: null, speaking: null },
      source: SUPERIOR_ENGLISH_PAGE,
    },
  },
};
