/**
 * Rules-changed re-check (portal.md part 2): when a newer dated points table is in force (one
 * added to lib/points/rules, or a future-dated one whose day has come), every saved PR
 * assessment with a result is scored again under it (lib/assessments/recheck.ts). The new result
 * is stored beside the old with both rule versions; when the points or pass/fail changed, the
 * client and the agency are e-mailed and the audit log records it, in the same transaction as
 * the update. A row is updated only if it still shows the result we read (compare-and-set), so
 * overlapping runs and a crash mid-batch neither repeat nor lose an e-mail.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { recheckPrResult } from '@/lib/assessments/recheck';
import type { PrResult } from '@/lib/assessments/pr-result';
import { type Db, inTransaction } from '@/lib/db';
import { errorText, logEvent } from '@/lib/log';
import { pointsRuleTables, ruleTableOn, type PointsRuleTable } from '@/lib/points';
import { agencyDay, BATCH_SIZE, type Clock, RUN_BUDGET_MS } from './clock';

export interface RecheckOptions {
  db: Db;
  clock: Clock;
  /** The dated tables; tests add a newer one. */
  tables?: readonly PointsRuleTable[];
  batchSize?: number;
  budgetMs?: number;
}

export interface RecheckSummary {
  rechecked: number;
  changed: number;
  more: boolean;
}

type Row = { id: string; client_id: string; email: string | null; shown: PrResult };

export async function runRecheck(opts: RecheckOptions): Promise<RecheckSummary> {
  const tables = opts.tables ?? pointsRuleTables;
  const size = opts.batchSize ?? BATCH_SIZE;
  const started = Date.now();
  const today = agencyDay(opts.clock);
  const summary: RecheckSummary = { rechecked: 0, changed: 0, more: false };
  const table = ruleTableOn(today, tables);
  if (!table) return summary;
  // Keyset over ids: a row that cannot be re-checked (logged) is passed over, not read forever.
  let after = '00000000-0000-0000-0000-000000000000';
  try {
    for (;;) {
      const rows = await inTransaction(opts.db, async (tx) => {
        const result = await tx.execute<Row>(sql`
          select a.id, a.client_id, u.email, coalesce(a.recheck_result, a.result) as shown
            from public.assessments a
            left join auth.users u on u.id = a.client_id
           where a.type = 'permanent-residency' and a.result is not null
             and a.status in ('submitted', 'in_review', 'info_requested', 'responded')
             and coalesce(a.recheck_to_rules, a.result ->> 'rulesVersion') is distinct from ${table.id}
             and a.id > ${after}::uuid
           order by a.id
           limit ${size}`);
        return result.rows;
      });
      for (const row of rows) {
        after = row.id;
        let check: ReturnType<typeof recheckPrResult>;
        try {
          check = recheckPrResult(row.shown, today, tables);
        } catch (error) {
          logEvent('recheck_skipped', { assessmentId: row.id, error: errorText(error) }, 'warn');
          continue;
        }
        if (!check) continue;
        const done = await inTransaction(opts.db, async (tx) => {
          const updated = await tx.execute(sql`
            update public.assessments
               set recheck_result = ${JSON.stringify(check.result)}::jsonb,
                   recheck_from_rules = ${check.fromRules}, recheck_to_rules = ${check.toRules},
                   recheck_rules_date = ${check.rulesDate}::date, rechecked_at = now()
             where id = ${row.id}
               and coalesce(recheck_to_rules, result ->> 'rulesVersion') = ${check.fromRules}`);
          if (!updated.rowCount) return false;
          if (check.changed) {
            await tx.execute(sql`select private.audit('assessment.rechecked', 'assessment',
              ${row.id}::uuid, ${row.client_id}::uuid,
              jsonb_build_object('from_rules', ${check.fromRules}::text, 'to_rules', ${check.toRules}::text))`);
            await tx.execute(sql`
              insert into public.email_outbox (template, to_address, payload, client_id)
              select 'assessment-rules-changed', ${row.email}::text,
                     jsonb_build_object('assessment_id', ${row.id}::uuid), ${row.client_id}::uuid
               where ${row.email}::text is not null
              union all
              select 'assessment-rules-changed-agency', 'agency',
                     jsonb_build_object('assessment_id', ${row.id}::uuid), ${row.client_id}::uuid`);
          }
          return true;
        });
        if (done) {
          summary.rechecked++;
          if (check.changed) summary.changed++;
        }
      }
      if (rows.length < size) break;
      if (Date.now() - started > (opts.budgetMs ?? RUN_BUDGET_MS)) {
        summary.more = true;
        break;
      }
    }
  } catch (error) {
    logEvent('job_failed', { job: 'recheck', ...summary, error: errorText(error) }, 'error');
    throw error;
  }
  logEvent('job_summary', { job: 'recheck', today, rules: table.id, ...summary });
  return summary;
}
