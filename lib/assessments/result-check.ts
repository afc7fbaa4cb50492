/**
 * The agent's check of a stored result: worked out again from the stored answers on the day it
 * was computed, and compared. Since issue 22 only the server stores results, so a difference
 * means a row written some other way (before the fix, or by hand) or a rules change since.
 * Browser-safe and pure.
 */
import { isValidIsoDate } from './forms/kit';
import { assessmentSchemas, computeResult, withoutUnconsented } from './forms';
import type { AssessmentType } from './constants';
import { canonicalJson } from './display';

type Computed = ReturnType<typeof computeResult>;

export type ResultCheck =
  | { state: 'none' }
  | { state: 'matches' }
  | { state: 'differs'; reason: string; recomputed: Computed | null };

export function checkStoredResult(
  type: AssessmentType,
  answers: Record<string, unknown>,
  stored: Record<string, unknown> | null,
): ResultCheck {
  if (!stored) return { state: 'none' };
  const parsed = assessmentSchemas[type].safeParse(answers);
  if (!parsed.success)
    return {
      state: 'differs',
      reason:
        'The stored answers do not pass the form’s checks, so the app did not work out this result.',
      recomputed: null,
    };
  const asOf = typeof stored.asOf === 'string' && isValidIsoDate(stored.asOf) ? stored.asOf : null;
  let recomputed: Computed;
  try {
    recomputed = computeResult(
      type,
      withoutUnconsented(parsed.data as Record<string, unknown>),
      asOf ?? new Date().toISOString().slice(0, 10),
    );
  } catch {
    return {
      state: 'differs',
      reason: 'The result could not be worked out again.',
      recomputed: null,
    };
  }
  if (asOf && canonicalJson(recomputed) === canonicalJson(stored)) return { state: 'matches' };
  const rules = recomputed.kind === 'permanent-residency' ? recomputed.rulesVersion : null;
  const rulesChanged =
    rules !== null && typeof stored.rulesVersion === 'string' && stored.rulesVersion !== rules;
  return {
    state: 'differs',
    reason: rulesChanged
      ? `The stored result used points test ${String(stored.rulesVersion)}; worked out again with ${rules} it differs.`
      : 'The stored result is not what these answers give. Rely on the result worked out again below, and check the answers.',
    recomputed,
  };
}
