/** The three assessment forms by type, and what each computes at submit. Browser-safe. */
import type { AssessmentType } from '../constants';
import { businessResult, studentResult } from '../other-results';
import { prResult, type PrAnswers } from '../pr-result';
import { businessVisaForm } from './business-visa';
import { type FormDef, fullSchema, SENSITIVE_FIELDS } from './kit';
import { permanentResidencyForm } from './permanent-residency';
import { studentVisaForm } from './student-visa';

export const assessmentForms: Record<AssessmentType, FormDef> = {
  'permanent-residency': permanentResidencyForm as unknown as FormDef,
  'student-visa': studentVisaForm as unknown as FormDef,
  'business-visa': businessVisaForm as unknown as FormDef,
};

export const assessmentSchemas = {
  'permanent-residency': fullSchema(permanentResidencyForm),
  'student-visa': fullSchema(studentVisaForm),
  'business-visa': fullSchema(businessVisaForm),
} as const;

export function computeResult(
  type: AssessmentType,
  answers: Record<string, unknown>,
  asOf: string,
) {
  if (type === 'permanent-residency') return prResult(answers as PrAnswers, asOf);
  if (type === 'student-visa') return studentResult(answers, asOf);
  return businessResult(answers, asOf);
}

/** Without consent the health and character answers are not kept at all (APP 3). */
export function withoutUnconsented(answers: Record<string, unknown>): Record<string, unknown> {
  if (answers.consentSensitive === true) return answers;
  const out = { ...answers };
  for (const f of SENSITIVE_FIELDS) delete out[f];
  return out;
}

export { stepSchema, valuesFromFormData, fieldErrors, SCHEMA_VERSION } from './kit';
export type { FieldDef, FormDef, StepDef } from './kit';
