/**
 * The agent's check of a stored result: worked out again from the stored answers on the day it
 * was computed, and compared. Since issue 22 only the server stores results, so a difference
 * means a row written some other way (before the fix, or by hand) or a rules change since.
 * Browser-safe and pure.
 */
import { isValidIsoDate, todayIso } from '@/lib/time/calendar';
import { assessmentSchemas, computeResult, withoutUnconsented } from './forms';
import type { AssessmentType } from './constants';
import { canonicalJson } from './display';
import type { AssessmentResult } from './kinds';

type Computed = AssessmentResult;

export type ResultCheck =
  | { state: 'none' }
  /** `answersPass` is false when the answers fail today's form checks (a date that has passed). */
  | { state: 'matches'; answersPass: boolean }
  | { state: 'differs'; reason: string; recomputed: Computed | null };

export function checkStoredResult(
  type: AssessmentType,
  answers: Record<string, unknown>,
  /** What the column holds: a result as the app writes it, or whatever a row written by hand has. */
  stored: AssessmentResult | Record<string, unknown> | null,
): ResultCheck {
  if (!stored) return { state: 'none' };
  const asOf = typeof stored.asOf === 'string' && isValidIsoDate(stored.asOf) ? stored.asOf : null;
  let recomputed: Computed;
  try {
    recomputed = computeResult(type, withoutUnconsented(answers), asOf ?? todayIso());
  } catch {
    return {
      state: 'differs',
      reason: 'The result could not be worked out again from these answers.',
      recomputed: null,
    };
  }
  const answersPass = assessmentSchemas[type].safeParse(answers).success;
  if (asOf && canonicalJson(recomputed) === canonicalJson(stored))
    return { state: 'matches', answersPass };
  const rules = recomputed.kind === 'permanent-residency' ? recomputed.rulesVersion : null;
  const storedRules = 'rulesVersion' in stored ? stored.rulesVersion : undefined;
  const rulesChanged = rules !== null && typeof storedRules === 'string' && storedRules !== rules;
  return {
    state: 'differs',
    reason: rulesChanged
      ? `The stored result used points test ${String(storedRules)}; worked out again with ${rules} it differs.`
      : answersPass
        ? 'The stored result is not what these answers give. Rely on the result worked out again below, and check the answers.'
        : 'The stored result is not what these answers give, and the answers would not pass the form’s checks: treat both as unchecked and ask the client.',
    // Worked out from answers the form would refuse, it would mislead as much as the stored one.
    recomputed: answersPass ? recomputed : null,
  };
}
