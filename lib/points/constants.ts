import type { PointsInput } from './types';

export const VISAS = ['189', '190', '491'] as const;
export const ENGLISH_LEVELS = ['below-competent', 'competent', 'proficient', 'superior'] as const;
export const QUALIFICATIONS = [
  'none',
  'recognised-award',
  'diploma-or-trade',
  'bachelor',
  'doctorate',
] as const;
export const PARTNER_STATUSES = [
  'single-or-citizen-partner',
  'skilled-partner',
  'competent-english-partner',
  'none',
] as const;

/** Both work counts look back over the same 10 years before invitation. */
export const WORK_WINDOW_YEARS = 10;
/** Work counts for points only at this many paid hours a week or more. */
export const MIN_WORK_HOURS = 20;
/** The Australian study requirement: academic years, weeks and the months they span at least. */
export const AUSTRALIAN_STUDY = { years: 2, weeks: 92, months: 16 } as const;
/** Specialist education: academic years of the research masters or doctorate at least. */
export const SPECIALIST_EDUCATION_YEARS = 2;
/** A Professional Year scores when finished within this many months before invitation. */
export const PROFESSIONAL_YEAR_MONTHS = 48;
/** A NAATI credential counts for this many years from the test. */
export const NAATI_VALID_YEARS = 3;
/** The IELTS band in each part that shows each English level (as the calculator explains it). */
export const IELTS_EACH = { competent: 6, proficient: 7, superior: 8 } as const;
/** The first programme year in which the 189 invites by occupation tier. */
export const OCCUPATION_TIERS_FROM = { start: 2025, end: 26 } as const;

/** Above this an age is a typing mistake, not a person. */
export const MAX_AGE = 120;

/** A typical starting point for the calculator form; occupation presets go on top. */
export const DEFAULT_INPUT: PointsInput = {
  visa: '189',
  age: 30,
  english: 'competent',
  overseasWorkYears: 0,
  australianWorkYears: 0,
  qualification: 'bachelor',
  specialistEducation: false,
  australianStudy: false,
  regionalStudy: false,
  communityLanguage: false,
  professionalYear: false,
  partner: 'single-or-citizen-partner',
};
