/**
 * The Australian skilled-migration points engine: rules as dated data plus pure functions.
 * Browser-safe (no node-only imports) so the calculator can run it client-side.
 */
export type {
  BreakdownRow,
  EnglishLevel,
  PartnerStatus,
  PointsInput,
  PointsResult,
  Qualification,
  Suggestion,
  Visa,
} from './types';
export { calculatePoints, maxPoints } from './calculate';
export { suggestions } from './suggestions';
export type { SuggestionOptions } from './suggestions';
export {
  DEFAULT_INPUT,
  ENGLISH_LEVELS,
  PARTNER_STATUSES,
  QUALIFICATIONS,
  VISAS,
  WORK_WINDOW_YEARS,
  pointsInputSchema,
} from './schema';
export { factorOptions } from './factor-options';
export type { FactorOption } from './factor-options';
export { currentRuleTable, pointsRuleTables, ruleTableOn } from './rules';
export type { Band, PointsRuleTable, Rule } from './rules';
export * from './english';
