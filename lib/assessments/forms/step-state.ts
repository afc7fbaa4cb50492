import type { ActionState } from '@/lib/forms/action-state';

/**
 * What an assessment form's action answers: the one form contract (`ActionState`), with answers
 * of any shape (ticks, lists of periods, test scores: what `valuesFromFormData` parses), and for
 * a step the fingerprint of the saved copy its fields now show (`stepVersion` in progress.ts),
 * which the form posts back so a save from an older copy writes nothing.
 */
export type StepState = ActionState<string, unknown> & { version?: string };

/**
 * The domain's errors (`fieldErrors` in kit.ts: the first message per field, and per nested path
 * such as "overseasWork.0.to") as the contract's lists. A question shows its own message, which
 * is the first of its nested ones, so the nested paths are left out.
 */
export function stepFieldErrors(errors: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => !k.includes('.'))
      .map(([k, m]) => [k, [m]]),
  );
}
