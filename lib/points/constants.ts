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
