import { SKILLS, checkLevel } from './evaluate';
import { COMPETENT_ENGLISH_PAGE, ENGLISH_LANGUAGE_PAGE, PROFICIENT_ENGLISH_PAGE, SUPERIOR_ENGLISH_PAGE } from './sources';
import { englishTableBefore20250807 } from './table-before-2025-08-07';
import { englishTableFrom20250807 } from './table-from-2025-08-07';
import type { EnglishLevelInput, EnglishLevelResult, EnglishScores, EnglishTable, EnglishTest, OetGrade } from './types';

/** The day the new per-skill minimums started: a test ON this date uses the new table. */
export const NEW_ENGLISH_TABLE_FROM = '2025-08-07';
/** Old-table results can be used until this date at the latest. */
export const OLD_ENGLISH_TABLE_USABLE_UNTIL = '2028-08-06';
/** A test counts for the points test only if taken in the 3 years before invitation. */
export const ENGLISH_TEST_VALID_YEARS = 3;

export const englishTables: readonly EnglishTable[] = [englishTableBefore20250807, englishTableFrom20250807];

const TEST_NAME: Record<EnglishTest, string> = {
  ielts: 'IELTS',
  pte: 'PTE Academic',
  toefl: 'TOEFL iBT',
  cambridge: 'Cambridge C1 Advanced',
  celpip: 'CELPIP General',
  oet: 'OET',
};

/** The score range each test reports, to catch typing mistakes (e.g. PTE 650). */
const SCORE_RANGE: Record<EnglishTest, [number, number]> = {
  ielts: [0, 9],
  pte: [10, 90],
  toefl: [0, 30],
  cambridge: [80, 230],
  celpip: [0, 12],
  oet: [0, 500],
};

/** The lowest OET number that carries each letter grade. */
const OET_GRADE_FLOOR: Record<OetGrade, number> = { A: 450, B: 350, 'C+': 300, C: 200, D: 100, E: 0 };

const LEVEL_PAGE = { competent: COMPETENT_ENGLISH_PAGE, proficient: PROFICIENT_ENGLISH_PAGE, superior: SUPERIOR_ENGLISH_PAGE };
const LEVEL_NAME = { competent: 'Competent', proficient: 'Proficient', superior: 'Superior' };

// Secondary sources: Home Affairs paused TOEFL iBT for tests in this window, and from
// 21 Jan 2026 accepts only the "TOEFL iBT Australia" version on the 0-120 scale.
const TOEFL_PAUSE = { from: '2023-07-26', until: '2024-05-04' };
const TOEFL_AUSTRALIA_ONLY_FROM = '2026-01-21';

/** Which English level a test result proves for the points test, by the table for its date. */
export function englishLevel(input: EnglishLevelInput): EnglishLevelResult {
  const testDate = parseTestDate(input.testDate);
  if (!(input.test in TEST_NAME)) throw new Error(`Unknown English test "${String(input.test)}"`);
  const scores = normaliseScores(input);
  const table = testDate < NEW_ENGLISH_TABLE_FROM ? englishTableBefore20250807 : englishTableFrom20250807;
  const notes = [tableNote(table, testDate), validityNote(table, testDate), ...testNotes(input.test, testDate)];
  notes.push('Only results from a test centre count: online or at-home versions (IELTS Online, PTE at home, TOEFL iBT Home Edition, OET@Home, CELPIP Online) are not accepted.');

  const name = TEST_NAME[input.test];
  const thresholds = table.tests[input.test];
  if (!thresholds) {
    notes.push(`${name} was not an accepted test for tests taken before 7 Aug 2025. See ${ENGLISH_LANGUAGE_PAGE}`);
    return { level: 'unknown', table: table.id, notes };
  }
  if (input.test === 'toefl' && testDate >= TOEFL_PAUSE.from && testDate <= TOEFL_PAUSE.until) {
    notes.push(`Home Affairs did not accept TOEFL iBT tests taken from 26 Jul 2023 to 4 May 2024. Confirm at ${ENGLISH_LANGUAGE_PAGE}`);
    return { level: 'unknown', table: table.id, notes };
  }
  if (thresholds.secondary?.length) {
    const levels = thresholds.secondary.map((level) => LEVEL_NAME[level]).join(', ');
    notes.push(`The ${name} minimums for ${levels} come from secondary sources; confirm them at ${ENGLISH_LANGUAGE_PAGE}`);
  }

  for (const level of ['superior', 'proficient', 'competent'] as const) {
    const check = checkLevel(thresholds[level], scores);
    if (check.status === 'met') return { level, table: table.id, notes };
    if (check.status === 'undetermined') {
      notes.push(
        `Your scores may reach ${LEVEL_NAME[level]}, but the official ${name} minimum for ${joinWords(check.unconfirmed)} at that level is not confirmed here, so we cannot say. Check ${LEVEL_PAGE[level]}`,
      );
      return { level: 'unknown', table: table.id, notes };
    }
  }
  notes.push(`These scores are below Competent English for ${name}, the minimum to be invited.`);
  return { level: 'below-competent', table: table.id, notes };
}

function parseTestDate(value: string): string {
  const date = typeof value === 'string' ? value.slice(0, 10) : '';
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw new Error(`Test date must be an ISO date like 2025-08-07, got "${String(value)}"`);
  }
  return date;
}

function normaliseScores(input: EnglishLevelInput): EnglishScores<number> {
  const [low, high] = SCORE_RANGE[input.test];
  const result = {} as EnglishScores<number>;
  for (const skill of SKILLS) {
    const raw: unknown = input.scores?.[skill];
    const score = input.test === 'oet' && typeof raw === 'string' ? OET_GRADE_FLOOR[raw as OetGrade] : raw;
    if (typeof score !== 'number' || !Number.isFinite(score) || score < low || score > high) {
      const allowed = input.test === 'oet' ? `${low}-${high} or a grade A-E` : `${low}-${high}`;
      throw new Error(`${TEST_NAME[input.test]} ${skill} score must be ${allowed}, got "${String(raw)}"`);
    }
    result[skill] = score;
  }
  return result;
}

function tableNote(table: EnglishTable, testDate: string): string {
  return table.id === 'before-2025-08-07'
    ? `Test taken on ${testDate}, before 7 Aug 2025: the earlier scores apply, and such results can be used until 6 Aug 2028 at the latest.`
    : `Test taken on ${testDate}, on or after 7 Aug 2025: the new per-skill minimums apply.`;
}

function validityNote(table: EnglishTable, testDate: string): string {
  const threeYears = addYears(testDate, ENGLISH_TEST_VALID_YEARS);
  const until = table.id === 'before-2025-08-07' && threeYears > OLD_ENGLISH_TABLE_USABLE_UNTIL ? OLD_ENGLISH_TABLE_USABLE_UNTIL : threeYears;
  return `For points the test must be taken in the ${ENGLISH_TEST_VALID_YEARS} years before your invitation: this result counts for invitations up to ${until}.`;
}

function testNotes(test: EnglishTest, testDate: string): string[] {
  if (test === 'toefl' && testDate >= TOEFL_AUSTRALIA_ONLY_FROM) {
    return ['From 21 Jan 2026 only the "TOEFL iBT Australia" version (0-120 scale) is reported as accepted; results on the global 1-6 scale are not.'];
  }
  if (test === 'oet' && testDate >= NEW_ENGLISH_TABLE_FROM) {
    return [`OET results from 7 Aug 2025 are numbers; the new OET minimums are not confirmed here. Check ${PROFICIENT_ENGLISH_PAGE}`];
  }
  return [];
}

function addYears(isoDate: string, years: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** "reading and speaking", "listening, reading and writing" */
function joinWords(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
