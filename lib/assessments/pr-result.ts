/**
 * Permanent residency answers ⇄ the points engine. The result is lib/points' own answer for the
 * same facts the calculator would take, so the assessment and /pr-calculator never disagree.
 * Browser-safe and pure: `asOf` is the day the answers are judged (the day of submitting).
 */
import { evaluate } from '@/lib/calculator/evaluate';
import { defaultState, stateFromSearch } from '@/lib/calculator/url-state';
import {
  calculatePoints,
  currentRuleTable,
  suggestions,
  WORK_WINDOW_YEARS,
  type EnglishLevel,
  type PointsInput,
  type PointsResult,
  type Suggestion,
  type Visa,
} from '@/lib/points';
import { completedYears, duration, yearsBefore } from '@/lib/time/calendar';
import type { Period } from './forms/kit';
import { englishFromTest, type ENGLISH_TESTS } from './forms/english';

export interface PrAnswers {
  targetVisas: Visa[];
  dateOfBirth: string;
  partner: PointsInput['partner'];
  englishTest: (typeof ENGLISH_TESTS)[number];
  englishDate?: string;
  englishScores?: { listening: string; reading: string; writing: string; speaking: string };
  englishExpected?: EnglishLevel;
  qualification: PointsInput['qualification'];
  specialistEducation: boolean;
  australianStudy: boolean;
  regionalStudy: boolean;
  professionalYear: boolean;
  communityLanguage: boolean;
  overseasWork: Period[];
  australianWork: Period[];
  [other: string]: unknown;
}

export interface PrResult {
  kind: 'permanent-residency';
  rulesVersion: string;
  rulesEffectiveFrom: string;
  asOf: string;
  /** The engine's input for the first chosen visa (the others differ only in `visa`). */
  input: PointsInput;
  byVisa: Partial<Record<Visa, PointsResult>>;
  suggestions: Suggestion[];
  /** True when the test scores could not be read with confirmed figures: Competent assumed. */
  englishAssumed: boolean;
}

/** Rounded down to hundredths: years are shown and compared the way people type them. */
const hundredths = (years: number) => Math.floor(years * 100 + 1e-9) / 100;

/**
 * Years of work inside the 10 years before `asOf`, in hundredths of a year rounded down (so a
 * day short of 3 years stays under 3, as the points test counts it).
 */
export function workYears(list: Period[], asOf: string): number {
  const windowStart = yearsBefore(asOf, WORK_WINDOW_YEARS);
  let years = 0;
  for (const p of list) {
    const from = p.from > windowStart ? p.from : windowStart;
    const to = p.to && p.to < asOf ? p.to : asOf;
    if (to > from) years += duration(from, to);
  }
  return hundredths(Math.min(years, WORK_WINDOW_YEARS));
}

export function englishLevelOf(a: PrAnswers): { level: EnglishLevel; assumed: boolean } {
  if (a.englishTest === 'not-yet')
    return { level: a.englishExpected ?? 'competent', assumed: false };
  const r = englishFromTest(a);
  if (!r || r.level === 'unknown') return { level: 'competent', assumed: true };
  return { level: r.level, assumed: false };
}

export function toPointsInput(
  a: PrAnswers,
  asOf: string,
  // The schema requires at least one target visa.
  visa: Visa = a.targetVisas[0]!,
): PointsInput {
  const overseas = workYears(a.overseasWork, asOf);
  // Periods may overlap; in and outside Australia share one 10-year window.
  const australian = Math.min(workYears(a.australianWork, asOf), WORK_WINDOW_YEARS - overseas);
  return {
    visa,
    age: completedYears(a.dateOfBirth, asOf),
    english: englishLevelOf(a).level,
    overseasWorkYears: overseas,
    australianWorkYears: australian,
    qualification: a.qualification,
    specialistEducation: a.specialistEducation,
    australianStudy: a.australianStudy,
    regionalStudy: a.regionalStudy,
    communityLanguage: a.communityLanguage,
    professionalYear: a.professionalYear,
    partner: a.partner,
  };
}

export function prResult(a: PrAnswers, asOf: string): PrResult {
  const input = toPointsInput(a, asOf);
  const byVisa: PrResult['byVisa'] = {};
  for (const visa of a.targetVisas) byVisa[visa] = calculatePoints({ ...input, visa });
  return {
    kind: 'permanent-residency',
    rulesVersion: currentRuleTable.id,
    rulesEffectiveFrom: currentRuleTable.effectiveFrom,
    asOf,
    input,
    byVisa,
    suggestions: suggestions(input),
    englishAssumed: englishLevelOf(a).assumed,
  };
}

/** Kept in a draft's answers: what the calculator said that the form asks for as dates. */
export const FROM_CALCULATOR = 'fromCalculator';
export interface CalculatorEstimates {
  age: number;
  overseasWorkYears: number;
  australianWorkYears: number;
  /** The answers filled in from the calculator, for the client to check. */
  fields: string[];
  /** The calculator's total when "Save to my dashboard" was pressed, for the visa it was for. */
  points?: number;
  visa?: string;
  /** When the draft took it (an ISO instant). */
  savedAt?: string;
}

/**
 * "Save to my dashboard" on /pr-calculator: the calculator's URL state as draft answers. The
 * calculator knows an age and years of work, not dates, so no date is made up: the date of
 * birth comes from the client's profile when they gave one, and the age and years are kept
 * aside (FROM_CALCULATOR) so the form can show them while asking for the real dates.
 */
export function answersFromCalculator(
  search: string,
  profileDateOfBirth: string | null,
  /** The calculator's total for these answers (the caller evaluates them), and when. */
  total?: { points: number; savedAt: string },
): Record<string, unknown> {
  const s = stateFromSearch(search, defaultState());
  const num = (v: string, fallback: number) =>
    Number.isFinite(Number(v)) && v.trim() !== '' ? Number(v) : fallback;
  const age = Math.max(0, Math.min(100, Math.trunc(num(s.age, 30))));
  const ow = Math.max(0, Math.min(WORK_WINDOW_YEARS, num(s.overseasWorkYears, 0)));
  const aw = Math.max(0, Math.min(WORK_WINDOW_YEARS - ow, num(s.australianWorkYears, 0)));
  const scores = s.englishMode === 'scores';
  const given: Partial<PrAnswers> = {
    targetVisas: [s.visa],
    partner: s.partner,
    englishTest: scores ? s.test : 'not-yet',
    ...(scores && s.testDate ? { englishDate: s.testDate } : {}),
    ...(scores ? { englishScores: s.scores } : { englishExpected: s.english }),
    qualification: s.qualification,
    specialistEducation: s.specialistEducation,
    australianStudy: s.australianStudy,
    regionalStudy: s.regionalStudy,
    professionalYear: s.professionalYear,
    communityLanguage: s.communityLanguage,
  };
  const estimates: CalculatorEstimates = {
    age,
    overseasWorkYears: ow,
    australianWorkYears: aw,
    fields: Object.keys(given),
    ...(total ? { points: total.points, visa: s.visa, savedAt: total.savedAt } : {}),
  };
  return {
    ...given,
    ...(profileDateOfBirth ? { dateOfBirth: profileDateOfBirth } : {}),
    [FROM_CALCULATOR]: estimates,
  };
}

/**
 * The calculator's total for its URL state, as /pr-calculator showed it ("Save to my
 * dashboard"), stamped now; none when the calculator had errors to fix.
 */
export function calculatorTotal(search: string): { points: number; savedAt: string } | undefined {
  const points = evaluate(stateFromSearch(search, defaultState())).result?.total;
  return points === undefined ? undefined : { points, savedAt: new Date().toISOString() };
}
