import { SKILLS } from './evaluate';
import type { Wording } from '../types';
import type { EnglishLevelInput, EnglishScores, EnglishTest, OetGrade } from './types';

/** An answer the engine cannot read, with its wording for the calculator (lib/points/types.ts). */
export class EnglishInputError extends Error {
  constructor(
    message: string,
    readonly wording: Wording,
  ) {
    super(message);
  }
}

export const TEST_NAME: Record<EnglishTest, string> = {
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

/** The lowest OET number that carries each letter grade (OET's published conversion). */
const OET_GRADE_FLOOR: Record<OetGrade, number> = {
  A: 450,
  B: 350,
  'C+': 300,
  C: 200,
  D: 100,
  E: 0,
};

export function parseTest(test: unknown): EnglishTest {
  if (typeof test !== 'string' || !Object.hasOwn(TEST_NAME, test)) {
    throw new EnglishInputError(`Unknown English test "${String(test)}"`, {
      id: 'error.unknownTest',
      values: { test: String(test) },
    });
  }
  return test as EnglishTest;
}

/** The calendar date as written: a test date is local to the test centre, not UTC. */
export function parseTestDate(value: unknown): string {
  const date = typeof value === 'string' ? value.slice(0, 10) : '';
  const parsed = new Date(`${date}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== date
  ) {
    throw new EnglishInputError(
      `Test date must be an ISO date like 2025-08-07, got "${String(value)}"`,
      { id: 'error.testDate', values: { example: '2025-08-07', value: String(value) } },
    );
  }
  return date;
}

/** Scores as numbers, OET letter grades turned into the lowest number of that grade. */
export function parseScores(input: EnglishLevelInput): EnglishScores<number> {
  const [low, high] = SCORE_RANGE[input.test];
  const result = {} as EnglishScores<number>;
  for (const skill of SKILLS) {
    const raw: unknown = input.scores?.[skill];
    const score =
      input.test === 'oet' && typeof raw === 'string' && Object.hasOwn(OET_GRADE_FLOOR, raw)
        ? OET_GRADE_FLOOR[raw as OetGrade]
        : raw;
    if (typeof score !== 'number' || !Number.isFinite(score) || score < low || score > high) {
      const allowed = input.test === 'oet' ? `${low}-${high} or a grade A-E` : `${low}-${high}`;
      throw new EnglishInputError(
        `${TEST_NAME[input.test]} ${skill} score must be ${allowed}, got "${String(raw)}"`,
        {
          id: input.test === 'oet' ? 'error.scoreRangeOet' : 'error.scoreRange',
          values: { test: TEST_NAME[input.test], skill, low, high, value: String(raw) },
        },
      );
    }
    result[skill] = score;
  }
  return result;
}
