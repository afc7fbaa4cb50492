import {
  ageRow,
  englishRow,
  nominationRow,
  optionalRows,
  partnerRow,
  qualificationRow,
  workRows,
} from './factors';
import { currentRuleTable } from './rules';
import type { PointsRuleTable } from './rules/types';
import { parsePointsInput } from './validate-input';
import type { PointsInput, PointsResult, Visa } from './types';

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
  const reasons = gateFailures(rules, input);
  const eligible = reasons.length === 0;
  const passMark = rules.passMark.value;
  return {
    total,
    eligible,
    passMark,
    meetsPassMark: eligible && total >= passMark,
    breakdown,
    reasons,
  };
}

/** The gates that stop an invitation whatever the score. */
function gateFailures(rules: PointsRuleTable, input: PointsInput): string[] {
  const reasons: string[] = [];
  const bands = rules.age.value;
  // Every rule table has age bands (tests/unit/points-rules.test.ts).
  const youngest = bands[0]!.min;
  const limit = bands[bands.length - 1]!.below;
  if (input.age < youngest) {
    reasons.push(
      `You must be at least ${youngest} when invited: the points test has no age band below ${youngest}.`,
    );
  } else if (limit !== undefined && input.age >= limit) {
    reasons.push(
      `You must be under ${limit} when invited; at ${input.age} you cannot be invited for this visa.`,
    );
  }
  if (input.english === 'below-competent') {
    reasons.push(
      'You need at least Competent English (for example IELTS 6 in each part) to be invited.',
    );
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
