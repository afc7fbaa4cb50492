/**
 * The calculator's state in the URL, so a result can be shared, bookmarked and restored by the
 * back button. Short keys keep links readable in a WhatsApp message. Unknown or malformed values
 * fall back to the defaults instead of breaking the page.
 */
import {
  DEFAULT_INPUT,
  ENGLISH_LEVELS,
  PARTNER_STATUSES,
  QUALIFICATIONS,
  VISAS,
} from '@/lib/points/constants';
import type { PointsInput } from '@/lib/points/types';

export type EnglishMode = 'level' | 'scores';
export type ScoreTest = 'ielts' | 'pte' | 'toefl' | 'cambridge' | 'celpip' | 'oet';
export const SCORE_TESTS: ScoreTest[] = ['ielts', 'pte', 'toefl', 'cambridge', 'celpip', 'oet'];

/** Form values as typed: numbers stay strings until they are valid, so nothing typed is lost. */
export interface CalculatorState {
  visa: PointsInput['visa'];
  age: string;
  english: PointsInput['english'];
  englishMode: EnglishMode;
  test: ScoreTest;
  testDate: string;
  scores: { listening: string; reading: string; writing: string; speaking: string };
  overseasWorkYears: string;
  australianWorkYears: string;
  qualification: PointsInput['qualification'];
  specialistEducation: boolean;
  australianStudy: boolean;
  regionalStudy: boolean;
  communityLanguage: boolean;
  professionalYear: boolean;
  partner: PointsInput['partner'];
}

export function defaultState(preset: Partial<PointsInput> = {}): CalculatorState {
  const input = { ...DEFAULT_INPUT, ...preset };
  return {
    visa: input.visa,
    age: String(input.age),
    english: input.english,
    englishMode: 'level',
    test: 'ielts',
    testDate: '',
    scores: { listening: '', reading: '', writing: '', speaking: '' },
    overseasWorkYears: String(input.overseasWorkYears),
    australianWorkYears: String(input.australianWorkYears),
    qualification: input.qualification,
    specialistEducation: input.specialistEducation,
    australianStudy: input.australianStudy,
    regionalStudy: input.regionalStudy,
    communityLanguage: input.communityLanguage,
    professionalYear: input.professionalYear,
    partner: input.partner,
  };
}

const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : fallback;
const flag = (v: string | null, fallback: boolean) =>
  v === '1' ? true : v === '0' ? false : fallback;
const text = (v: string | null, fallback: string, max = 10) =>
  v !== null ? v.slice(0, max) : fallback;

const KEYS = {
  visa: 'v',
  age: 'age',
  english: 'en',
  englishMode: 'em',
  test: 't',
  testDate: 'td',
  listening: 'l',
  reading: 'r',
  writing: 'w',
  speaking: 's',
  overseasWorkYears: 'ow',
  australianWorkYears: 'aw',
  qualification: 'q',
  specialistEducation: 'se',
  australianStudy: 'as',
  regionalStudy: 'rs',
  communityLanguage: 'cl',
  professionalYear: 'py',
  partner: 'p',
} as const;

export function stateFromSearch(
  search: string | URLSearchParams,
  base: CalculatorState,
): CalculatorState {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    visa: oneOf(VISAS, q.get(KEYS.visa), base.visa),
    age: text(q.get(KEYS.age), base.age, 3),
    english: oneOf(ENGLISH_LEVELS, q.get(KEYS.english), base.english),
    englishMode: oneOf(['level', 'scores'] as const, q.get(KEYS.englishMode), base.englishMode),
    test: oneOf(SCORE_TESTS, q.get(KEYS.test), base.test),
    testDate: /^\d{4}-\d{2}-\d{2}$/.test(q.get(KEYS.testDate) ?? '')
      ? q.get(KEYS.testDate)!
      : base.testDate,
    scores: {
      listening: text(q.get(KEYS.listening), base.scores.listening, 4),
      reading: text(q.get(KEYS.reading), base.scores.reading, 4),
      writing: text(q.get(KEYS.writing), base.scores.writing, 4),
      speaking: text(q.get(KEYS.speaking), base.scores.speaking, 4),
    },
    overseasWorkYears: text(q.get(KEYS.overseasWorkYears), base.overseasWorkYears, 5),
    australianWorkYears: text(q.get(KEYS.australianWorkYears), base.australianWorkYears, 5),
    qualification: oneOf(QUALIFICATIONS, q.get(KEYS.qualification), base.qualification),
    specialistEducation: flag(q.get(KEYS.specialistEducation), base.specialistEducation),
    australianStudy: flag(q.get(KEYS.australianStudy), base.australianStudy),
    regionalStudy: flag(q.get(KEYS.regionalStudy), base.regionalStudy),
    communityLanguage: flag(q.get(KEYS.communityLanguage), base.communityLanguage),
    professionalYear: flag(q.get(KEYS.professionalYear), base.professionalYear),
    partner: oneOf(PARTNER_STATUSES, q.get(KEYS.partner), base.partner),
  };
}

/** Only values that differ from the page's defaults go into the URL. */
export function stateToSearch(state: CalculatorState, base: CalculatorState): string {
  const q = new URLSearchParams();
  const put = (key: string, value: string, baseValue: string) => {
    if (value !== baseValue) q.set(key, value);
  };
  const b = (v: boolean) => (v ? '1' : '0');
  put(KEYS.visa, state.visa, base.visa);
  put(KEYS.age, state.age, base.age);
  put(KEYS.english, state.english, base.english);
  put(KEYS.englishMode, state.englishMode, base.englishMode);
  if (state.englishMode === 'scores') {
    put(KEYS.test, state.test, base.test);
    put(KEYS.testDate, state.testDate, base.testDate);
    for (const skill of ['listening', 'reading', 'writing', 'speaking'] as const) {
      put(KEYS[skill], state.scores[skill], base.scores[skill]);
    }
  }
  put(KEYS.overseasWorkYears, state.overseasWorkYears, base.overseasWorkYears);
  put(KEYS.australianWorkYears, state.australianWorkYears, base.australianWorkYears);
  put(KEYS.qualification, state.qualification, base.qualification);
  put(KEYS.specialistEducation, b(state.specialistEducation), b(base.specialistEducation));
  put(KEYS.australianStudy, b(state.australianStudy), b(base.australianStudy));
  put(KEYS.regionalStudy, b(state.regionalStudy), b(base.regionalStudy));
  put(KEYS.communityLanguage, b(state.communityLanguage), b(base.communityLanguage));
  put(KEYS.professionalYear, b(state.professionalYear), b(base.professionalYear));
  put(KEYS.partner, state.partner, base.partner);
  return q.toString();
}

/** A link into the full calculator carrying one factor's answer, e.g. from a focused check. */
export function calculatorHref(values: Partial<Record<keyof typeof KEYS, string>>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values))
    if (v !== undefined) q.set(KEYS[k as keyof typeof KEYS], v);
  const s = q.toString();
  return s ? `/pr-calculator?${s}` : '/pr-calculator';
}
