/**
 * The pieces every assessment form is built from: field descriptions (the UI renders them), zod
 * helpers, cross-field checks that can run per step, and FormData → values. Browser-safe: the
 * same module types the client form and validates in the server actions.
 */
import { z } from 'zod';
import { isValidIsoDate, todayIso } from '@/lib/time/calendar';
import { readDateParts } from '@/lib/forms/date-parts';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'date'
  | 'month'
  | 'number'
  | 'select'
  | 'radio'
  | 'checkboxes'
  | 'checkbox'
  | 'periods'
  | 'scores';

export interface Option {
  value: string;
  label: string;
}

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  options?: readonly Option[];
  hint?: string;
  optional?: boolean;
  /** Suggestions for a text field (a <datalist>), e.g. ANZSCO occupations. */
  suggestions?: readonly string[];
}

export interface StepDef {
  id: string;
  title: string;
  intro?: string;
  fields: FieldDef[];
}

/** A rule across fields; checked on a step only when the step has every field it reads. */
export interface Check {
  fields: string[];
  path: string;
  message: string;
  ok: (v: Record<string, unknown>) => boolean;
}

export const SCHEMA_VERSION = 1 as const;
export const MAX_PERIODS = 6;

export const isoDate = (label: string) =>
  z
    .string({ error: `Enter ${label}.` })
    .min(1, `Enter ${label}.`)
    .refine(isValidIsoDate, `Enter ${label} as a full date (day, month and year).`);

/** Asked on every form: a real date of birth (after 1900, before today). */
export const dateOfBirth = {
  schema: isoDate('your date of birth').refine(
    (d) => d > '1900-01-01' && d < todayIso(),
    'Enter your real date of birth.',
  ),
  field: { name: 'dateOfBirth', label: 'Date of birth', kind: 'date' } as const,
};

export const month = (label: string) =>
  z
    .string({ error: `Enter ${label}.` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `Enter ${label} as a month and year.`);

export const text = (label: string, max = 200) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Use at most ${max.toLocaleString('en-AU')} characters.`);

export const longText = (label: string, min = 1, max = 3000) =>
  z
    .string({ error: `Write ${label}.` })
    .trim()
    .min(min, min > 1 ? `Write at least ${min} characters about ${label}.` : `Write ${label}.`)
    .max(max, `Use at most ${max.toLocaleString('en-AU')} characters.`);

export const optionalText = (max = 3000) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max.toLocaleString('en-AU')} characters.`)
    .optional();

export const amount = (label: string, max = 1_000_000_000) =>
  z
    .number({ error: `Enter ${label} as a number.` })
    .min(0, `${label.charAt(0).toUpperCase()}${label.slice(1)} cannot be negative.`)
    .max(max, `That is more than we can record; check ${label}.`);

export const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const yesNo = (message: string) => z.enum(['yes', 'no'], { error: message });

/** A work period: from a date to a date, or to today when "to" is empty. */
export const period = z
  .object({
    from: isoDate('the start date'),
    to: z.union([z.literal(''), isoDate('the end date')]).optional(),
  })
  .refine((p) => !p.to || p.to >= p.from, { error: 'The end is before the start.', path: ['to'] });
export type Period = z.infer<typeof period>;

export const periods = z.array(period).max(MAX_PERIODS, `Add at most ${MAX_PERIODS} periods.`);

export const options = (pairs: readonly (readonly [string, string])[]): Option[] =>
  pairs.map(([value, label]) => ({ value, label }));

/** The consent and the questions that need it (APP 3), the same on every form. */
export const sensitiveStep: StepDef = {
  id: 'health-character',
  title: 'Health and character',
  intro:
    'Visas have health and character requirements. These questions are optional. We ask them only if you agree that we may collect this sensitive information, and we use it only to assess your options.',
  fields: [
    {
      name: 'consentSensitive',
      label:
        'I agree that the agency may collect and keep my answers about health and character for this assessment.',
      kind: 'checkbox',
      optional: true,
    },
    {
      name: 'healthIssues',
      label:
        'Do you or anyone in your family who would come with you have a serious health condition?',
      kind: 'radio',
      optional: true,
      options: options([
        ['no', 'No'],
        ['yes', 'Yes'],
        ['unsure', 'Not sure'],
      ]),
    },
    {
      name: 'characterIssues',
      label: 'Have you ever been charged with or convicted of an offence in any country?',
      kind: 'radio',
      optional: true,
      options: options([
        ['no', 'No'],
        ['yes', 'Yes'],
        ['unsure', 'Not sure'],
      ]),
    },
    {
      name: 'sensitiveDetails',
      label: 'If you answered yes or not sure, tell us a little more',
      kind: 'textarea',
      optional: true,
    },
  ],
};

export const SENSITIVE_FIELDS = ['healthIssues', 'characterIssues', 'sensitiveDetails'] as const;

const yesNoUnsure = z.enum(['no', 'yes', 'unsure'], { error: 'Choose an answer.' }).optional();
export const sensitiveShape = {
  consentSensitive: z.boolean(),
  healthIssues: yesNoUnsure,
  characterIssues: yesNoUnsure,
  sensitiveDetails: optionalText(2000),
};

export const sensitiveChecks: Check[] = [
  {
    fields: ['consentSensitive', ...SENSITIVE_FIELDS],
    path: 'consentSensitive',
    message:
      'Tick the box so that we may keep your health and character answers, or clear them. Until then they are not saved.',
    ok: (v) => v.consentSensitive === true || SENSITIVE_FIELDS.every((f) => !v[f]),
  },
];

/** Shown on the review step of every form. */
export const acknowledgeShape = {
  acknowledgeGeneralInfo: z.literal(true, {
    error: 'Tick the box to confirm you have read this notice.',
  }),
};

export function withChecks<T extends z.ZodType>(schema: T, checks: Check[]) {
  return schema.superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    for (const c of checks)
      if (!c.ok(v)) ctx.addIssue({ code: 'custom', path: [c.path], message: c.message });
  });
}

export interface FormDef<S extends z.ZodRawShape = z.ZodRawShape> {
  steps: StepDef[];
  shape: S;
  checks: Check[];
}

/** The whole answer set, as submitted. */
export function fullSchema<S extends z.ZodRawShape>(form: FormDef<S>) {
  return withChecks(
    z.object({ schema_version: z.literal(SCHEMA_VERSION), ...form.shape, ...acknowledgeShape }),
    form.checks,
  );
}

/** One step's fields, with the cross-field checks it can answer on its own. */
export function stepSchema(form: FormDef, stepId: string) {
  const step = form.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`unknown step ${stepId}`);
  const names = step.fields.map((f) => f.name);
  const shape = Object.fromEntries(names.map((n) => [n, form.shape[n]]));
  return withChecks(
    z.object(shape),
    form.checks.filter((c) => c.fields.every((f) => names.includes(f))),
  );
}

/**
 * FormData → the values the schema expects. Empty optional fields become undefined, numbers
 * that do not parse stay as typed (the schema then says "enter a number" and the person sees
 * what they typed), periods and scores become objects.
 */
export function valuesFromFormData(step: StepDef, fd: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const str = (k: string) => {
    const v = fd.get(k);
    return typeof v === 'string' ? v : '';
  };
  for (const f of step.fields) {
    switch (f.kind) {
      case 'checkbox':
        out[f.name] = fd.get(f.name) === 'on' || fd.get(f.name) === 'true';
        break;
      case 'checkboxes':
        out[f.name] = fd.getAll(f.name).filter((v): v is string => typeof v === 'string');
        break;
      case 'number': {
        const raw = str(f.name).trim().replace(/[,\s]/g, '');
        out[f.name] = raw === '' ? undefined : Number.isFinite(Number(raw)) ? Number(raw) : raw;
        break;
      }
      case 'periods': {
        const list: { from: string; to: string }[] = [];
        for (let i = 0; i < MAX_PERIODS; i++) {
          const from = str(`${f.name}.${i}.from`);
          const to = str(`${f.name}.${i}.to`);
          if (from || to) list.push({ from, to });
        }
        out[f.name] = list;
        break;
      }
      case 'scores': {
        const s = {
          listening: str(`${f.name}.listening`).trim(),
          reading: str(`${f.name}.reading`).trim(),
          writing: str(`${f.name}.writing`).trim(),
          speaking: str(`${f.name}.speaking`).trim(),
        };
        out[f.name] = Object.values(s).some(Boolean) ? s : undefined;
        break;
      }
      case 'date': {
        // Three boxes (lib/forms/date-parts.ts): an impossible date comes back as typed and is
        // refused with its message, never read as "no date".
        const raw = readDateParts(fd, f.name) ?? str(f.name);
        out[f.name] = raw.trim() === '' ? undefined : raw;
        break;
      }
      default: {
        const raw = str(f.name);
        out[f.name] = raw.trim() === '' ? undefined : raw;
      }
    }
  }
  return out;
}
