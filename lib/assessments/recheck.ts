/**
 * Rules-changed re-check of a PR assessment: the same facts (the engine input stored with the
 * result, judged on the day it was submitted) scored again under the points table in force
 * today. Pure and browser-safe; the job (lib/jobs/recheck.ts) stores what this returns beside
 * the original result, which is never overwritten.
 */
import {
  currentRuleTable,
  pointsRuleTables,
  ruleTableOn,
  suggestions,
  type PointsRuleTable,
  type Visa,
} from '@/lib/points';
import { calculatePointsWith } from '@/lib/points/calculate';
import { formatCalendarDate } from '@/lib/time/format';
import type { PrResult } from './pr-result';

export interface Recheck {
  result: PrResult;
  fromRules: string;
  toRules: string;
  /** The day the newer table took effect (what the client is told). */
  rulesDate: string;
  /** Points or pass/fail against the pass mark changed for any target visa. */
  changed: boolean;
}

/** The headline figure: the first target visa's total (what the assessment page shows). */
export const headlineTotal = (r: PrResult): number | undefined =>
  r.byVisa[r.input.visa]?.total ?? Object.values(r.byVisa)[0]?.total;

function differs(a: PrResult, b: PrResult): boolean {
  const visas = new Set([...Object.keys(a.byVisa), ...Object.keys(b.byVisa)] as Visa[]);
  for (const visa of visas) {
    const x = a.byVisa[visa];
    const y = b.byVisa[visa];
    if (!x || !y || x.total !== y.total || x.meetsPassMark !== y.meetsPassMark) return true;
  }
  return false;
}

/**
 * `shown` is the result the client sees now (the last re-check, or the original). Undefined when
 * the table in force on `today` is the one `shown` was computed with (nothing to do).
 */
export function recheckPrResult(
  shown: PrResult,
  today: string,
  tables: readonly PointsRuleTable[] = pointsRuleTables,
): Recheck | undefined {
  const table = ruleTableOn(today, tables);
  if (!table || table.id === shown.rulesVersion) return undefined;
  const byVisa: PrResult['byVisa'] = {};
  for (const visa of Object.keys(shown.byVisa) as Visa[])
    byVisa[visa] = calculatePointsWith(table, { ...shown.input, visa });
  const result: PrResult = {
    ...shown,
    rulesVersion: table.id,
    rulesEffectiveFrom: table.effectiveFrom,
    byVisa,
    // Suggestions are worked out against the calculator's table only.
    suggestions: table.id === currentRuleTable.id ? suggestions(shown.input) : [],
  };
  return {
    result,
    fromRules: shown.rulesVersion,
    toRules: table.id,
    rulesDate: table.effectiveFrom,
    changed: differs(shown, result),
  };
}

/**
 * What the client reads on a re-checked assessment: "The points rules changed on 1 Jul 2027:
 * your estimate went from 70 to 65." Null when it was never re-checked.
 */
export function rulesChangedNotice(row: {
  result: unknown;
  recheckResult: unknown;
  recheckRulesDate: string | null;
}): string | null {
  if (!row.recheckResult || !row.result || !row.recheckRulesDate) return null;
  const before = headlineTotal(row.result as PrResult);
  const after = headlineTotal(row.recheckResult as PrResult);
  if (before === undefined || after === undefined) return null;
  const on = `The points rules changed on ${formatCalendarDate(row.recheckRulesDate)}`;
  return before === after
    ? `${on}: your estimate stays at ${after}.`
    : `${on}: your estimate went from ${before} to ${after}.`;
}
