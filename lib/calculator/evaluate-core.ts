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
import type { PointsInput, PointsResult, Suggestion, Wording } from '@/lib/points/types';
import { fieldErrors, type FieldErrors } from '@/lib/forms/field-errors';
import type { CalculatorState } from './url-state';

/** The calculator's fields that can be wrong, each with its messages (the one form shape). */
export type CalculatorErrors = FieldErrors<
  'age' | 'overseasWorkYears' | 'australianWorkYears' | 'english'
>;

type ErrorField = keyof CalculatorErrors;

export interface Evaluation {
  input: PointsInput | null;
  /** In English; `errorWordings` says the same for the calculator in any language. */
  errors: CalculatorErrors;
  errorWordings: Partial<Record<ErrorField, Wording>>;
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

/** An English message and its wording (lib/points/types.ts). */
interface Said {
  text: string;
  wording: Wording;
}

export function evaluateWith(
  state: CalculatorState,
  options: EvaluateOptions,
  englishLevel: EnglishLevelFn | null,
): Evaluation {
  let englishError: Said | undefined;
  let english: EnglishLevelResult | null = null;
  let level = state.english;

  if (state.englishMode === 'scores') {
    const { listening, reading, writing, speaking } = state.scores;
    const filled = [listening, reading, writing, speaking].every((s) => s.trim() !== '');
    if (!state.testDate || !filled) {
      englishError = {
        text: 'Enter your test date and all four scores.',
        wording: { id: 'error.scoresMissing' },
      };
    } else if (!englishLevel) {
      englishError = { text: SCORES_LOADING, wording: { id: 'error.scoresLoading' } };
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
          englishError = {
            text: 'We cannot tell the level from these scores with confirmed figures: see the notes below.',
            wording: { id: 'error.levelUnknown' },
          };
        else level = english.level;
      } catch (e) {
        // The engine's errors carry their wording (EnglishInputError); read without importing it,
        // as the score tables' modules load only when needed.
        const wording = (e as { wording?: Wording }).wording;
        englishError =
          e instanceof Error && wording
            ? { text: e.message, wording }
            : e instanceof Error
              ? { text: e.message, wording: { id: 'error.scoresInvalid' } }
              : { text: 'Check the test date and scores.', wording: { id: 'error.scoresInvalid' } };
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
  const errorWordings: Evaluation['errorWordings'] = {};
  for (const field of ['age', 'overseasWorkYears', 'australianWorkYears'] as const) {
    if (!listed[field]?.[0] || parsed.success) continue;
    errors[field] = [listed[field][0]];
    const first = parsed.issues.find((issue) => issue.path[0] === field);
    if (first) errorWordings[field] = first.wording;
  }
  if (englishError) {
    errors.english = [englishError.text];
    errorWordings.english = englishError.wording;
  }
  if (!parsed.success || errors.english) {
    return { input: null, errors, errorWordings, english, result: null, suggestions: [] };
  }
  return {
    input: parsed.data,
    errors,
    errorWordings,
    english,
    result: calculatePoints(parsed.data),
    suggestions: suggestions(parsed.data, {
      professionalYearAvailable: options.professionalYearAvailable,
    }),
  };
}
