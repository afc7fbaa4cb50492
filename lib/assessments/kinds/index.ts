/**
 * The assessment kinds registry: every type in ASSESSMENT_TYPES maps to its module here, and the
 * mapped type below makes a missing or extra kind a compile error. Forms, schemas, results, names
 * and follow-ups are read from here, never listed again elsewhere. Browser-safe and pure.
 */
import type { AssessmentType } from '../constants';
import { businessVisa } from './business-visa';
import type { AssessmentKind } from './kind';
import { permanentResidency } from './permanent-residency';
import { studentVisa } from './student-visa';

const kinds = {
  'permanent-residency': permanentResidency,
  'student-visa': studentVisa,
  'business-visa': businessVisa,
} as const;

/** The result each kind computes (and the jsonb `result` column holds for it). */
export type ResultOf<K extends AssessmentType> = ReturnType<(typeof kinds)[K]['compute']>;
/** Any stored result; `kind` says which. */
export type AssessmentResult = ResultOf<AssessmentType>;

export const assessmentKinds: { [K in AssessmentType]: AssessmentKind<K, ResultOf<K>> } = kinds;
