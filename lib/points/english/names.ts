import type { EnglishTest } from './types';

/** What each test is called, the same in the calculator and the assessment forms. */
export const ENGLISH_TEST_NAMES: Record<EnglishTest, string> = {
  ielts: 'IELTS (Academic or General)',
  pte: 'PTE Academic',
  toefl: 'TOEFL iBT',
  cambridge: 'Cambridge C1 Advanced',
  celpip: 'CELPIP General',
  oet: 'OET',
};
