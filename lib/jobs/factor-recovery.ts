/**
 * Removes the authenticator of each client whose approved recovery request has waited its 24
 * hours (issue 36; 20261128140000_factor_recoveries.sql). Per request, with no transaction open
 * while Auth works (locally Auth shares the one PGlite session):
 *   1. the due requests are read (approved, removal_due_at passed, by the database's clock);
 *   2. each of the client's TOTP factors is deleted through the Auth admin API, and each removal
 *      is recorded (private.record_factor_change's branch for this job: it agrees only while the
 *      request is approved and due, so a request cancelled meanwhile stops here);
 *   3. private.complete_factor_recovery closes the request and queues "set up a new
 *      authenticator" to the address on file.
 * A crash between 2 and 3 is finished by the next run: Auth then lists no factor, and step 3
 * runs. Idempotent and batch-limited like the other jobs.
 */
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { type Db, inTransaction } from '@/lib/db';
import { errorText, logEvent } from '@/lib/log';
import { BATCH_SIZE } from './clock';

export interface FactorRecoveryOptions {
  db: Db;
  /** Supabase with the service role key (lib/supabase/admin.ts): the Auth admin API. */
  admin: SupabaseClient;
  batchSize?: number;
}

export interface FactorRecoverySummary {
  completed: number;
  factorsRemoved: number;
  failed: number;
}

const recordSql = (userId: string, factorId: string) =>
  sql`select private.record_factor_change('mfa.factor_removed', ${userId}::uuid, ${factorId}::uuid)`;

async function removeFactorsOf(opts: FactorRecoveryOptions, clientId: string): Promise<number> {
  const listed = await opts.admin.auth.admin.mfa.listFactors({ userId: clientId });
  if (listed.error) throw listed.error;
  let removed = 0;
  for (const factor of listed.data.factors.filter((f) => f.factor_type === 'totp')) {
    // The database agrees first (in a transaction that is rolled back): approved and due now.
    const dryRun = Symbol('dry run');
    await inTransaction(opts.db, async (tx) => {
      await tx.execute(recordSql(clientId, factor.id));
      throw dryRun;
    }).catch((error: unknown) => {
      if (error !== dryRun) throw error;
    });
    const { error } = await opts.admin.auth.admin.mfa.deleteFactor({
      id: factor.id,
      userId: clientId,
    });
    if (error) throw error;
    removed++;
    await inTransaction(opts.db, (tx) => tx.execute(recordSql(clientId, factor.id))).catch(
      (e: unknown) =>
        logEvent(
          'mfa_remove_unrecorded',
          { target: clientId, factorId: factor.id, error: errorText(e) },
          'error',
        ),
    );
  }
  return removed;
}

export async function runFactorRecoveries(
  opts: FactorRecoveryOptions,
): Promise<FactorRecoverySummary> {
  const summary: FactorRecoverySummary = { completed: 0, factorsRemoved: 0, failed: 0 };
  const due = await inTransaction(opts.db, async (tx) => {
    const result = await tx.execute<{ id: string; client_id: string }>(sql`
      select id, client_id from public.factor_recoveries
       where status = 'approved' and removal_due_at <= now()
       order by removal_due_at
       limit ${opts.batchSize ?? BATCH_SIZE}`);
    return result.rows;
  });
  for (const request of due) {
    try {
      summary.factorsRemoved += await removeFactorsOf(opts, request.client_id);
      const done = await inTransaction(opts.db, (tx) =>
        tx.execute<{ result: string }>(
          sql`select private.complete_factor_recovery(${request.id}::uuid) as result`,
        ),
      );
      if (done.rows[0]?.result === 'completed') summary.completed++;
    } catch (error) {
      // One client's failure (Auth down, a cancel that won the race) never stops the others.
      summary.failed++;
      logEvent(
        'factor_recovery_failed',
        { requestId: request.id, error: errorText(error) },
        'warn',
      );
    }
  }
  if (due.length) logEvent('job_summary', { job: 'factor-recovery', ...summary });
  return summary;
}
