/**
 * Turns the form as typed into an engine input, field errors, and the engine's answers.
 * Pure: the calculator component renders what this returns. The English score tables come in as
 * an argument because the browser loads them only when a person chooses to enter test scores
 * (see ./evaluate.ts for the version with them built in).
 */
// Module by module, not the '@/lib/points' barrel: this runs in the browser.
import { calculatePoints } from '@/lib/points/calculate';
import type { englishLevel } from '@/lib/points/english/english-level';
import type { EnglishLevelResult } from '@/lib/points/english/types';
import { checkPointsInput } from '@/lib/points/validate-input';
import { suggestions } from '@/lib/points/suggestions';
import type { PointsInput, PointsResult, Suggestion } from '@/lib/points/types';
import { fieldErrors, type FieldErrors } from '@/lib/forms/field-errors';
import type { CalculatorState } from './url-state';

/** The calculator's fields that can be wrong, each with its messages (the one form shape). */
export type CalculatorErrors = FieldErrors<
  'age' | 'overseasWorkYears' | 'australianWorkYears' | 'english'
>;

export interface Evaluation {
  input: PointsInput | null;
  errors: CalculatorErrors;
  english: EnglishLevelResult | null;
  result: PointsResult | null;
  suggestions: Suggestion[];
}

function toNumber(raw: string): number {
  const trimmed = raw.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export interface EvaluateOptions {
  /** False for occupations with no Professional Year (only ICT, accounting and engineering have one). */
  professionalYearAvailable?: boolean;
}

export type EnglishLevelFn = typeof englishLevel;

/** While the score tables are still loading: no verdict yet, and no alarm either. */
export const SCORES_LOADING = 'Checking your scores…';

export function evaluateWith(
  state: CalculatorState,
  options: EvaluateOptions,
  englishLevel: EnglishLevelFn | null,
): Evaluation {
  let englishError: string | undefined;
  let english: EnglishLevelResult | null = null;
  let level = state.english;

  if (state.englishMode === 'scores') {
    const { listening, reading, writing, speaking } = state.scores;
    const filled = [listening, reading, writing, speaking].every((s) => s.trim() !== '');
    if (!state.testDate || !filled) {
      englishError = 'Enter your test date and all four scores.';
    } else if (!englishLevel) {
      englishError = SCORES_LOADING;
    } else {
      try {
        const asScore = (s: string) =>
          state.test === 'oet' && /^[A-E]\+?$/i.test(s.trim()) ? s.trim().toUpperCase() : Number(s);
        english = englishLevel({
          test: state.test,
          testDate: state.testDate,
          scores: {
            listening: asScore(listening),
            reading: asScore(reading),
            writing: asScore(writing),
            speaking: asScore(speaking),
          },
        } as Parameters<EnglishLevelFn>[0]);
        if (english.level === 'unknown')
          englishError =
            'We cannot tell the level from these scores with confirmed figures: see the notes below.';
        else level = english.level;
      } catch (e) {
        englishError = e instanceof Error ? e.message : 'Check the test date and scores.';
      }
    }
  }

  const parsed = checkPointsInput({
    visa: state.visa,
    age: toNumber(state.age),
    english: level,
    overseasWorkYears: toNumber(state.overseasWorkYears),
    australianWorkYears: toNumber(state.australianWorkYears),
    qualification: state.qualification,
    specialistEducation: state.specialistEducation,
    australianStudy: state.australianStudy,
    regionalStudy: state.regionalStudy,
    communityLanguage: state.communityLanguage,
    professionalYear: state.professionalYear,
    partner: state.partner,
  });

  // The number fields show the first of their messages; the English question shows its own.
  const listed = parsed.success ? {} : fieldErrors(parsed.issues);
  const errors: CalculatorErrors = {};
  for (const field of ['age', 'overseasWorkYears', 'australianWorkYears'] as const)
    if (listed[field]?.[0]) errors[field] = [listed[field][0]];
  if (englishError) errors.english = [englishError];
  if (!parsed.success || errors.english) {
    return { input: null, errors, english, result: null, suggestions: [] };
  }
  return {
    input: parsed.data,
    errors,
    english,
    result: calculatePoints(parsed.data),
    suggestions: suggestions(parsed.data, {
      professionalYearAvailable: options.professionalYearAvailable,
    }),
  };
}
