import { z } from 'zod/mini';
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

const workYears = (label: string) =>
  z
    .number({ error: `${label} must be a number of years` })
    .check(
      z.minimum(0, `${label} cannot be negative`),
      z.maximum(
        WORK_WINDOW_YEARS,
        `${label} counts only the last ${WORK_WINDOW_YEARS} years, so it cannot exceed ${WORK_WINDOW_YEARS}`,
      ),
    );

/**
 * One schema for the form (safeParse, field errors) and the engine (which throws on failure).
 * Years may be fractional: 2.9 years overseas is still under 3. Written with zod/mini because the
 * calculator runs in the browser: the same rules at a fraction of full zod's size.
 */
export const pointsInputSchema = z
  .object({
    visa: z.enum(VISAS, { error: 'Visa must be 189, 190 or 491' }),
    age: z
      .number({ error: 'Age must be a number' })
      .check(
        z.refine(Number.isInteger, 'Age must be in completed years (a whole number)'),
        z.minimum(0, 'Age cannot be negative'),
        z.maximum(MAX_AGE, `Age must be at most ${MAX_AGE}`),
      ),
    english: z.enum(ENGLISH_LEVELS, { error: 'Unknown English level' }),
    overseasWorkYears: workYears('Overseas work'),
    australianWorkYears: workYears('Australian work'),
    qualification: z.enum(QUALIFICATIONS, { error: 'Unknown qualification' }),
    specialistEducation: z.boolean(),
    australianStudy: z.boolean(),
    regionalStudy: z.boolean(),
    communityLanguage: z.boolean(),
    professionalYear: z.boolean(),
    partner: z.enum(PARTNER_STATUSES, { error: 'Unknown partner status' }),
  })
  .check(
    // Work in and outside Australia happens in the same 10-year window, so it cannot add past 10.
    z.refine((input) => input.overseasWorkYears + input.australianWorkYears <= WORK_WINDOW_YEARS, {
      error: `Overseas and Australian work are counted in the same ${WORK_WINDOW_YEARS} years, so together they cannot exceed ${WORK_WINDOW_YEARS}`,
      path: ['australianWorkYears'],
    }),
  ) satisfies z.ZodMiniType<PointsInput>;

/** Parses or throws an Error whose message lists every problem in plain words. */
export function parsePointsInput(input: unknown): PointsInput {
  const parsed = pointsInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(
      `Invalid points input: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  return parsed.data;
}

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
