import { schedule6d2018 } from './schedule-6d-2018';
import type { PointsRuleTable } from './types';

export type { Band, PointsRuleTable, Rule } from './types';

/** Every points table we know, oldest first. Add a new dated table at the end. */
export const pointsRuleTables: readonly PointsRuleTable[] = [schedule6d2018];

/** The table the calculator uses today: the newest one. */
export const currentRuleTable: PointsRuleTable =
  pointsRuleTables[pointsRuleTables.length - 1] ?? schedule6d2018;

/**
 * The table in force on an ISO date (YYYY-MM-DD), or undefined before the first table. `tables`
 * is for tests that add a future table; the app always asks about the real list.
 */
export function ruleTableOn(
  isoDate: string,
  tables: readonly PointsRuleTable[] = pointsRuleTables,
): PointsRuleTable | undefined {
  return [...tables].reverse().find((table) => table.effectiveFrom <= isoDate.slice(0, 10));
}
