import {
  ageRow,
  englishRow,
  nominationRow,
  optionalRows,
  partnerRow,
  qualificationRow,
  workRows,
} from './factors';
import { IELTS_EACH } from './constants';
import { currentRuleTable } from './rules';
import type { PointsRuleTable } from './rules/types';
import { parsePointsInput } from './validate-input';
import type { PointsInput, PointsResult, Visa, Wording } from './types';

/** Scores an applicant against the current points table. Throws on invalid input. */
export function calculatePoints(input: PointsInput): PointsResult {
  return calculatePointsWith(currentRuleTable, input);
}

/** Same as calculatePoints against a chosen dated table (for a future table, or tests). */
export function calculatePointsWith(rules: PointsRuleTable, rawInput: PointsInput): PointsResult {
  // Validate even typed callers: form values arrive as numbers parsed from text.
  const input = parsePointsInput(rawInput);
  const breakdown = [
    ageRow(rules, input.age),
    englishRow(rules, input.english),
    ...workRows(rules, input),
    qualificationRow(rules, input.qualification),
    ...optionalRows(rules, input),
    partnerRow(rules, input.partner),
    nominationRow(rules, input.visa),
  ];
  const total = breakdown.reduce((sum, row) => sum + row.points, 0);
  const gates = gateFailures(rules, input);
  const reasons = gates.map((gate) => gate.text);
  const eligible = reasons.length === 0;
  const passMark = rules.passMark.value;
  return {
    total,
    eligible,
    passMark,
    meetsPassMark: eligible && total >= passMark,
    breakdown,
    reasons,
    reasonWordings: gates.map((gate) => gate.wording),
  };
}

/** The gates that stop an invitation whatever the score, in English and as wordings. */
function gateFailures(
  rules: PointsRuleTable,
  input: PointsInput,
): { text: string; wording: Wording }[] {
  const reasons: { text: string; wording: Wording }[] = [];
  const bands = rules.age.value;
  // Every rule table has age bands (tests/unit/points-rules.test.ts).
  const youngest = bands[0]!.min;
  const limit = bands[bands.length - 1]!.below;
  if (input.age < youngest) {
    reasons.push({
      text: `You must be at least ${youngest} when invited: the points test has no age band below ${youngest}.`,
      wording: { id: 'reason.tooYoung', values: { youngest } },
    });
  } else if (limit !== undefined && input.age >= limit) {
    reasons.push({
      text: `You must be under ${limit} when invited; at ${input.age} you cannot be invited for this visa.`,
      wording: { id: 'reason.tooOld', values: { limit, age: input.age } },
    });
  }
  if (input.english === 'below-competent') {
    const ielts = IELTS_EACH.competent;
    reasons.push({
      text: `You need at least Competent English (for example IELTS ${ielts} in each part) to be invited.`,
      wording: { id: 'reason.english', values: { ielts } },
    });
  }
  return reasons;
}

/** The most points a visa can score under a table: 189 = 130, 190 = 135, 491 = 145 today. */
export function maxPoints(visa: Visa, rules: PointsRuleTable = currentRuleTable): number {
  const best = (values: Record<string, number>) => Math.max(...Object.values(values));
  const bestBand = (bands: { points: number }[]) => Math.max(...bands.map((band) => band.points));
  const work = Math.min(
    rules.workCap.value,
    bestBand(rules.overseasWork.value) + bestBand(rules.australianWork.value),
  );
  return (
    bestBand(rules.age.value) +
    best(rules.english.value) +
    work +
    best(rules.qualification.value) +
    rules.specialistEducation.value +
    rules.australianStudy.value +
    rules.regionalStudy.value +
    rules.communityLanguage.value +
    rules.professionalYear.value +
    best(rules.partner.value) +
    rules.nomination.value[visa]
  );
}
