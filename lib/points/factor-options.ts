import { ENGLISH_LEVELS, PARTNER_STATUSES, QUALIFICATIONS, VISAS } from './constants';
import { currentRuleTable } from './rules';
import type { PointsRuleTable } from './rules/types';

/** A choice in the calculator form and the points it scores; its words are the calculator's messages. */
export interface FactorOption<T extends string> {
  value: T;
  points: number;
}

function options<T extends string>(
  values: readonly T[],
  points: Record<T, number>,
): FactorOption<T>[] {
  return values.map((value) => ({ value, points: points[value] }));
}

/** Select options for the calculator form, with the points each scores under a table. */
export function factorOptionsFor(rules: PointsRuleTable) {
  return {
    visa: options(VISAS, rules.nomination.value),
    english: options(ENGLISH_LEVELS, rules.english.value),
    qualification: options(QUALIFICATIONS, rules.qualification.value),
    partner: options(PARTNER_STATUSES, rules.partner.value),
  };
}

export const factorOptions = factorOptionsFor(currentRuleTable);
