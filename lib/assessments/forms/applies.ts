/**
 * Follow-up questions that only apply after a certain answer ("If not taken yet: …"). The review
 * step leaves out the ones that do not apply, so a client never sees "If not taken yet" beside
 * real test scores. Each kind lists its own (lib/assessments/kinds/<type>.ts `followUps`); the
 * schemas' checks decide what is required. Browser-safe and pure.
 */
import type { AssessmentType } from '../constants';
import { assessmentKinds } from '../kinds';

/** Whether the question `name` applies to these answers (most always do). */
export function answerApplies(
  type: AssessmentType,
  name: string,
  answers: Record<string, unknown>,
): boolean {
  return assessmentKinds[type].followUps[name]?.(answers) ?? true;
}
