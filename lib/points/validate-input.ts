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
import type { PointsInput, Wording } from './types';

export interface PointsInputIssue {
  /** Empty when the input is not an object at all. */
  path: (keyof PointsInput)[];
  message: string;
  wording: Wording;
}

/** A message in English and as a wording (lib/points/types.ts). */
interface Said {
  message: string;
  wording: Wording;
}
const said = (message: string, id: string, values?: Wording['values']): Said => ({
  message,
  wording: values ? { id, values } : { id },
});

export type PointsInputCheck =
  { success: true; data: PointsInput } | { success: false; issues: PointsInputIssue[] };

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A field's kind (a wrong kind gets only `message`) and, for numbers, its range checks (every
 * failing one is reported, like zod's checks).
 */
interface FieldRule {
  is: (v: unknown) => boolean;
  message: Said;
  checks?: (v: number) => Said[];
}

const number = (message: Said, checks: (v: number) => Said[]): FieldRule => ({
  is: isNumber,
  message,
  checks,
});
const choice = (values: readonly string[], message: Said): FieldRule => ({
  is: (v) => (values as readonly unknown[]).includes(v),
  message,
});
const flag: FieldRule = {
  is: (v) => typeof v === 'boolean',
  message: said('Invalid input: expected boolean', 'error.flag'),
};

const workYears = (label: string, where: 'overseas' | 'australia') =>
  number(said(`${label} must be a number of years`, 'error.workNumber', { where }), (v) => [
    ...(v < 0 ? [said(`${label} cannot be negative`, 'error.workNegative', { where })] : []),
    ...(v > WORK_WINDOW_YEARS
      ? [
          said(
            `${label} counts only the last ${WORK_WINDOW_YEARS} years, so it cannot exceed ${WORK_WINDOW_YEARS}`,
            'error.workWindow',
            { where, window: WORK_WINDOW_YEARS },
          ),
        ]
      : []),
  ]);

/** In the order the form shows them: the calculator shows the first message per field. */
const FIELDS: { [K in keyof PointsInput]-?: FieldRule } = {
  visa: choice(VISAS, said('Visa must be 189, 190 or 491', 'error.visa')),
  age: number(said('Age must be a number', 'error.ageNumber'), (v) => [
    ...(Number.isInteger(v)
      ? []
      : [said('Age must be in completed years (a whole number)', 'error.ageWhole')]),
    ...(v < 0 ? [said('Age cannot be negative', 'error.ageNegative')] : []),
    ...(v > MAX_AGE
      ? [said(`Age must be at most ${MAX_AGE}`, 'error.ageMax', { max: MAX_AGE })]
      : []),
  ]),
  english: choice(ENGLISH_LEVELS, said('Unknown English level', 'error.english')),
  overseasWorkYears: workYears('Overseas work', 'overseas'),
  australianWorkYears: workYears('Australian work', 'australia'),
  qualification: choice(QUALIFICATIONS, said('Unknown qualification', 'error.qualification')),
  specialistEducation: flag,
  australianStudy: flag,
  regionalStudy: flag,
  communityLanguage: flag,
  professionalYear: flag,
  partner: choice(PARTNER_STATUSES, said('Unknown partner status', 'error.partner')),
};

export function checkPointsInput(input: unknown): PointsInputCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      success: false,
      issues: [{ path: [], ...said('Expected the answers as an object', 'error.object') }],
    };
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
      issues.push({ path: [key], ...rule.message });
    } else if (rule.checks) {
      for (const check of rule.checks(value as number)) issues.push({ path: [key], ...check });
    }
  }
  const valid = data as unknown as PointsInput;
  // Work in and outside Australia happens in the same 10-year window, so it cannot add past 10.
  // Checked whenever every field has the right kind, even out of range (e.g. 30 overseas years
  // also marks the Australian field), as the calculator has always shown it.
  if (kindsOk && valid.overseasWorkYears + valid.australianWorkYears > WORK_WINDOW_YEARS) {
    issues.push({
      path: ['australianWorkYears'],
      ...said(
        `Overseas and Australian work are counted in the same ${WORK_WINDOW_YEARS} years, so together they cannot exceed ${WORK_WINDOW_YEARS}`,
        'error.workCombined',
        { window: WORK_WINDOW_YEARS },
      ),
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
