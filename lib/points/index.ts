/**
 * The Australian skilled-migration points engine: rules as dated data plus pure functions.
 * Browser-safe (no node-only imports) so the calculator can run it client-side. Client components
 * import the modules they need directly (e.g. './calculate', './constants') rather than this
 * barrel, so the browser gets only those.
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
} from './constants';
export { checkPointsInput } from './validate-input';
export type { PointsInputCheck, PointsInputIssue } from './validate-input';
export { factorOptions } from './factor-options';
export type { FactorOption } from './factor-options';
export { currentRuleTable, pointsRuleTables, ruleTableOn } from './rules';
export type { Band, PointsRuleTable, Rule } from './rules';
export * from './english';
