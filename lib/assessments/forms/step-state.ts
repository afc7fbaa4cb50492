import type { ActionState } from '@/lib/forms/action-state';
import type { FieldErrors } from '@/lib/forms/field-errors';

/**
 * What an assessment form's action answers: the one form contract (`ActionState`), with answers
 * of any shape (ticks, lists of periods, test scores: what `valuesFromFormData` parses), and for
 * a step the fingerprint of the saved copy its fields now show (`stepVersion` in progress.ts),
 * which the form posts back so a save from an older copy writes nothing.
 */
export type StepState = ActionState<string, unknown> & { version?: string };

/**
 * The domain's errors (`fieldErrors()`: every message per question, its nested paths such as
 * "overseasWork.0.to" under the question) as the step shows them: a question shows one message,
 * its first, as it always has.
 */
export function stepFieldErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([k, m]) => (m?.[0] ? [[k, [m[0]]]] : [])),
  );
}

/**
 * The intent of the step form's second button, shown with the consent's error: save the step
 * without the health and character answers ("or clear them"; a chosen radio cannot be unticked).
 */
export const CLEAR_SENSITIVE = 'clear-sensitive';
