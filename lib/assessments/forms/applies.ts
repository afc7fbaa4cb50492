/**
 * Follow-up questions that only apply after a certain answer ("If not taken yet: …"). The review
 * step leaves out the ones that do not apply, so a client never sees "If not taken yet" beside
 * real test scores. Browser-safe and pure; the schemas' checks decide what is required.
 */
import type { AssessmentType } from '../constants';

type Answers = Record<string, unknown>;
const tookTest = (a: Answers) => !!a.englishTest && a.englishTest !== 'not-yet';

const rules: Record<AssessmentType, Record<string, (a: Answers) => boolean>> = {
  'permanent-residency': {
    englishDate: tookTest,
    englishScores: tookTest,
    englishExpected: (a) => a.englishTest === 'not-yet',
    skillsDate: (a) => a.skillsOutcome === 'positive' || a.skillsOutcome === 'negative',
  },
  'student-visa': {
    englishDate: tookTest,
    englishOverall: tookTest,
    refusalDetails: (a) => a.refusals === 'yes',
  },
  'business-visa': {
    ownershipPercent: (a) => a.ownsBusiness === 'yes',
    turnoverAud: (a) => a.ownsBusiness === 'yes',
    yearsOwned: (a) => a.ownsBusiness === 'yes',
  },
};

/** Whether the question `name` applies to these answers (most always do). */
export function answerApplies(type: AssessmentType, name: string, answers: Answers): boolean {
  return rules[type][name]?.(answers) ?? true;
}
