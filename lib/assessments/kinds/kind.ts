/**
 * What an assessment kind must give: one module per type (./permanent-residency.ts, …) exports a
 * `defineKind({...})`, and ./index.ts lists them in a map the compiler checks against
 * ASSESSMENT_TYPES, so a new type that lacks any piece does not build. Browser-safe and pure.
 */
import type { z } from 'zod';
import type { AssessmentType } from '../constants';
import type { FormDef } from '../forms/kit';
import type { KindLabels } from './labels';

type Answers = Record<string, unknown>;

/** Every stored result says which kind computed it and the day it was judged. */
export interface ResultBase<T extends AssessmentType> {
  kind: T;
  asOf: string;
}

// R is checked against T in defineKind; the registry's mapped type cannot say it generically.
export interface AssessmentKind<T extends AssessmentType, R extends ResultBase<AssessmentType>> {
  type: T;
  labels: KindLabels;
  /** Steps (what the client sees), field shape and cross-field checks. */
  form: FormDef;
  /** The whole answer set as submitted (the form's shape, the schema version, the notice). */
  schema: z.ZodType;
  /** What the client is shown after submitting; pure, `asOf` is the day of submitting. */
  compute: (answers: Answers, asOf: string) => R;
  /**
   * Follow-up questions that apply only after a certain answer ("If not taken yet: …"): the
   * review step and the data export leave out the ones that do not apply.
   */
  followUps: Record<string, (answers: Answers) => boolean>;
}

/** Checks one kind module against the contract while keeping its exact result type. */
export const defineKind = <T extends AssessmentType, R extends ResultBase<T>>(
  kind: AssessmentKind<T, R>,
) => kind;
