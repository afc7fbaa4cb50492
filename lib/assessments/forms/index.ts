/** The assessment forms by type, and what each computes at submit, as the registry gives them. */
import type { AssessmentType } from '../constants';
import { assessmentKinds, type ResultOf } from '../kinds';
import { type FormDef, SENSITIVE_FIELDS } from './kit';

const byType = <V>(pick: (type: AssessmentType) => V) =>
  Object.fromEntries(
    Object.keys(assessmentKinds).map((t) => [t, pick(t as AssessmentType)]),
  ) as Record<AssessmentType, V>;

export const assessmentForms = byType((t): FormDef => assessmentKinds[t].form);
export const assessmentSchemas = byType((t) => assessmentKinds[t].schema);

export function computeResult<K extends AssessmentType>(
  type: K,
  answers: Record<string, unknown>,
  asOf: string,
): ResultOf<K> {
  return assessmentKinds[type].compute(answers, asOf);
}

/** Without consent the health and character answers are not kept at all (APP 3). */
export function withoutUnconsented(answers: Record<string, unknown>): Record<string, unknown> {
  if (answers.consentSensitive === true) return answers;
  const out = { ...answers };
  for (const f of SENSITIVE_FIELDS) delete out[f];
  return out;
}

export { stepSchema, valuesFromFormData, SCHEMA_VERSION } from './kit';
export { fieldErrors } from '@/lib/forms/field-errors';
export type { FieldDef, FormDef, StepDef } from './kit';
