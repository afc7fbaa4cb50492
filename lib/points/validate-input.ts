/**
 * Checks a points input. Hand-written rather than zod because the engine runs in the browser on
 * every keystroke of the calculator, and zod's core alone weighed more than the rest of the
 * calculator (~23 KiB gzip). Same contract as a zod `safeParse`: every problem as a path and a
 * plain message, and on success a copy holding only the known fields.
 */
import {
  ENGLISH_LEVELS,
  MAX_AGE,
  PARTNER_STATUSES,
  QUALIFICATIONS,
  VISAS,
  WORK_WINDOW_YEARS,
} from './constants';
import type { PointsInput } from './types';

export interface PointsInputIssue {
  /** Empty when the input is not an object at all. */
  path: (keyof PointsInput)[];
  message: string;
}

export type PointsInputCheck =
  { success: true; data: PointsInput } | { success: false; issues: PointsInputIssue[] };

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A field's kind (a wrong kind gets only `message`) and, for numbers, its range checks (every
 * failing one is reported, like zod's checks).
 */
interface FieldRule {
  is: (v: unknown) => boolean;
  message: string;
  checks?: (v: number) => string[];
}

const number = (message: string, checks: (v: number) => string[]): FieldRule => ({
  is: isNumber,
  message,
  checks,
});
const choice = (values: readonly string[], message: string): FieldRule => ({
  is: (v) => (values as readonly unknown[]).includes(v),
  message,
});
const flag: FieldRule = {
  is: (v) => typeof v === 'boolean',
  message: 'Invalid input: expected boolean',
};

const workYears = (label: string) =>
  number(`${label} must be a number of years`, (v) => [
    ...(v < 0 ? [`${label} cannot be negative`] : []),
    ...(v > WORK_WINDOW_YEARS
      ? [
          `${label} counts only the last ${WORK_WINDOW_YEARS} years, so it cannot exceed ${WORK_WINDOW_YEARS}`,
        ]
      : []),
  ]);

/** In the order the form shows them: the calculator shows the first message per field. */
const FIELDS: { [K in keyof PointsInput]-?: FieldRule } = {
  visa: choice(VISAS, 'Visa must be 189, 190 or 491'),
  age: number('Age must be a number', (v) => [
    ...(Number.isInteger(v) ? [] : ['Age must be in completed years (a whole number)']),
    ...(v < 0 ? ['Age cannot be negative'] : []),
    ...(v > MAX_AGE ? [`Age must be at most ${MAX_AGE}`] : []),
  ]),
  english: choice(ENGLISH_LEVELS, 'Unknown English level'),
  overseasWorkYears: workYears('Overseas work'),
  australianWorkYears: workYears('Australian work'),
  qualification: choice(QUALIFICATIONS, 'Unknown qualification'),
  specialistEducation: flag,
  australianStudy: flag,
  regionalStudy: flag,
  communityLanguage: flag,
  professionalYear: flag,
  partner: choice(PARTNER_STATUSES, 'Unknown partner status'),
};

export function checkPointsInput(input: unknown): PointsInputCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { success: false, issues: [{ path: [], message: 'Expected the answers as an object' }] };
  }
  const raw = input as Record<string, unknown>;
  const issues: PointsInputIssue[] = [];
  const data: Record<string, unknown> = {};
  let kindsOk = true;
  for (const key of Object.keys(FIELDS) as (keyof PointsInput)[]) {
    const rule = FIELDS[key];
    const value = raw[key];
    data[key] = value;
    if (!rule.is(value)) {
      kindsOk = false;
      issues.push({ path: [key], message: rule.message });
    } else if (rule.checks) {
      for (const message of rule.checks(value as number)) issues.push({ path: [key], message });
    }
  }
  const valid = data as unknown as PointsInput;
  // Work in and outside Australia happens in the same 10-year window, so it cannot add past 10.
  // Checked whenever every field has the right kind, even out of range (e.g. 30 overseas years
  // also marks the Australian field), as the calculator has always shown it.
  if (kindsOk && valid.overseasWorkYears + valid.australianWorkYears > WORK_WINDOW_YEARS) {
    issues.push({
      path: ['australianWorkYears'],
      message: `Overseas and Australian work are counted in the same ${WORK_WINDOW_YEARS} years, so together they cannot exceed ${WORK_WINDOW_YEARS}`,
    });
  }
  return issues.length ? { success: false, issues } : { success: true, data: valid };
}

/** Parses or throws an Error whose message lists every problem in plain words. */
export function parsePointsInput(input: unknown): PointsInput {
  const checked = checkPointsInput(input);
  if (!checked.success) {
    throw new Error(
      `Invalid points input: ${checked.issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  return checked.data;
}
