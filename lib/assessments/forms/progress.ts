/**
 * What one step may write, where a draft resumes, and which copy of a step a form was rendered
 * from. Browser-safe and pure: the step-save action and the pages share it, and the unit tests
 * hold it to "a step's save writes only that step's fields".
 */
import { canonicalJson } from '../display';
import { type FormDef, type StepDef, stepSchema } from './kit';

/** Kept in the answers: the steps the client has saved at least once, in the order saved. */
export const SAVED_STEPS = 'savedSteps';

/**
 * The saved answers with one step's values written in. Only the step's own fields (from the form
 * definition) are touched: a value for another step's field in `values` is ignored, and an empty
 * field of this step removes only that answer.
 */
export function mergeStepAnswers(
  step: StepDef,
  saved: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...saved };
  for (const { name } of step.fields) {
    if (values[name] === undefined) delete out[name];
    else out[name] = values[name];
  }
  const done = Array.isArray(saved[SAVED_STEPS]) ? (saved[SAVED_STEPS] as unknown[]) : [];
  out[SAVED_STEPS] = done.includes(step.id) ? done : [...done, step.id];
  return out;
}

/** Only this step's answers. */
export function stepAnswers(step: StepDef, answers: Record<string, unknown>) {
  return Object.fromEntries(
    step.fields.filter((f) => answers[f.name] !== undefined).map((f) => [f.name, answers[f.name]]),
  );
}

/**
 * A short fingerprint of one step's saved answers. The form carries the one it was rendered
 * from; a save whose fingerprint no longer matches comes from a stale copy of the step (Back,
 * Forward, another tab) and is refused instead of writing old answers over newer ones.
 */
export function stepVersion(step: StepDef, answers: Record<string, unknown>): string {
  const text = canonicalJson(stepAnswers(step, answers));
  // FNV-1a, 32 bits: enough to tell two copies of one person's step apart.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/**
 * Where "Continue your answers" opens: the first step not saved yet or whose saved answers are
 * incomplete, or the review once every step is done. Drafts from before steps were recorded
 * count a step as done when it has an answer and its answers are valid.
 */
export function resumeStepId(form: FormDef, answers: Record<string, unknown>): string {
  const recorded = Array.isArray(answers[SAVED_STEPS]) ? (answers[SAVED_STEPS] as unknown[]) : null;
  for (const step of form.steps) {
    const saved = recorded
      ? recorded.includes(step.id)
      : Object.keys(stepAnswers(step, answers)).length > 0;
    if (!saved || !stepSchema(form, step.id).safeParse(stepAnswers(step, answers)).success)
      return step.id;
  }
  return 'review';
}
