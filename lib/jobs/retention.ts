/**
 * Retention (portal.md part 2; APP 11.2): what the 7-year rule no longer requires is destroyed.
 *
 * Documents past `retain_until` without `legal_hold`, in batches:
 *   1. one short transaction marks the batch (`destruction_started_at`); from then on a legal
 *      hold is refused for those rows (private.set_legal_hold), since their objects may be gone;
 *   2. the storage objects are removed through the Storage API with the service role, with no
 *      transaction open;
 *   3. one short transaction deletes the marked rows; the delete trigger writes the audit entry
 *      (ids, category and dates only: 20261126140000_jobs_retention_closing.sql).
 * A crash after 2 leaves marked rows whose objects are gone: the next run selects them again,
 * the Storage API answers "nothing to remove" for the missing objects, and step 3 finishes.
 * Then matters and assessments past their date (their documents first), then closed accounts
 * with nothing left to keep (the Auth user is deleted, which removes the profile).
 * A matter or account with money records (ledger entries, invoices, deposit requests) is kept:
 * the clients' account has its own retention, not yet decided (private.matter_has_money_records).
 */
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { type Db, inTransaction } from '@/lib/db';
import { errorText, logEvent } from '@/lib/log';
import { agencyDay, BATCH_SIZE, type Clock, RUN_BUDGET_MS } from './clock';

const BUCKET = 'documents';

export interface RetentionOptions {
  db: Db;
  /** Supabase with the service role key (lib/supabase/admin.ts): Storage and the Auth admin API. */
  admin: SupabaseClient;
  clock: Clock;
  batchSize?: number;
  budgetMs?: number;
  /** Called after a batch's objects are removed and before its rows are: tests crash here. */
  afterStorageDelete?: (documentIds: string[]) => Promise<void> | void;
}

export interface RetentionSummary {
  documents: number;
  matters: number;
  assessments: number;
  accountsErased: number;
  storageErrors: number;
  /** True when the time budget ran out with work left: the next run carries on. */
  more: boolean;
}

type Marked = { id: string; storage_path: string };

async function destroyDocumentBatch(
  opts: RetentionOptions,
  today: string,
  size: number,
): Promise<{ destroyed: number; claimed: number; storageError: boolean }> {
  const marked = await inTransaction(opts.db, async (tx) => {
    const result = await tx.execute<Marked>(sql`
      update public.documents d
         set destruction_started_at = coalesce(d.destruction_started_at, now())
       where d.id in (
         select id from public.documents
          where retain_until < ${today}::date and not legal_hold
          order by retain_until, id
          limit ${size}
          for update skip locked)
      returning d.id, d.storage_path`);
    return result.rows;
  });
  if (marked.length === 0) return { destroyed: 0, claimed: 0, storageError: false };

  const removed = await opts.admin.storage.from(BUCKET).remove(marked.map((m) => m.storage_path));
  if (removed.error) {
    logEvent(
      'retention_storage_failed',
      { documents: marked.length, error: removed.error.message },
      'error',
    );
    return { destroyed: 0, claimed: marked.length, storageError: true };
  }
  const ids = marked.map((m) => m.id);
  // A Postgres array literal (drizzle would expand a JS array into a row): ids are our own uuids.
  const idArray = `{${ids.join(',')}}`;
  await opts.afterStorageDelete?.(ids);

  const deleted = await inTransaction(opts.db, async (tx) => {
    const result = await tx.execute(sql`
      delete from public.documents
       where id = any(${idArray}::uuid[])
         and destruction_started_at is not null and not legal_hold and retain_until < ${today}::date`);
    return result.rowCount ?? 0;
  });
  return { destroyed: deleted, claimed: marked.length, storageError: false };
}

/** Matters and assessments past their date, one private.destroy_* call per row. */
async function destroyRows(
  db: Db,
  kind: 'matter' | 'assessment',
  today: string,
  size: number,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const result =
      kind === 'matter'
        ? await tx.execute<{ done: boolean }>(sql`
            select private.destroy_matter(m.id, ${today}::date) as done
              from public.matters m
             where m.retain_until < ${today}::date and m.stage = 'closed'
               and not exists (select 1 from public.documents d where d.matter_id = m.id)
               and not private.matter_has_money_records(m.id)
             order by m.retain_until
             limit ${size}`)
        : await tx.execute<{ done: boolean }>(sql`
            select private.destroy_assessment(a.id, ${today}::date) as done
              from public.assessments a
             where a.retain_until < ${today}::date
             order by a.retain_until
             limit ${size}`);
    return result.rows.filter((r) => r.done).length;
  });
}

/**
 * Closed accounts with no record left: the contact details were kept only for the records, so
 * the Auth user goes (and its profile with it, by its cascade). Audited first, with the id only.
 */
async function eraseClosedAccounts(opts: RetentionOptions, size: number): Promise<number> {
  const due = await inTransaction(opts.db, async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      select p.id from public.profiles p
       where p.closed_at is not null
         and not exists (select 1 from public.documents x where x.client_id = p.id)
         and not exists (select 1 from public.assessments x where x.client_id = p.id)
         and not exists (select 1 from public.document_requests x where x.client_id = p.id)
         and not exists (select 1 from public.client_notes x where x.client_id = p.id)
         and not exists (select 1 from public.engagements x where x.client_id = p.id)
         and not exists (select 1 from public.matters x where x.client_id = p.id)
         and not exists (select 1 from public.messages x where x.client_id = p.id)
         and not exists (select 1 from public.ledger_entries x where x.client_id = p.id)
         and not exists (select 1 from public.invoices x where x.client_id = p.id)
         and not exists (select 1 from public.deposit_requests x where x.client_id = p.id)
       order by p.closed_at
       limit ${size}`);
    return result.rows.map((r) => r.id);
  });
  let erased = 0;
  for (const id of due) {
    await inTransaction(opts.db, (tx) =>
      tx.execute(sql`select private.audit('account.erased', 'profile', ${id}::uuid, ${id}::uuid,
        jsonb_build_object('erased_on', current_date))`),
    );
    const { error } = await opts.admin.auth.admin.deleteUser(id);
    if (error) logEvent('retention_erase_failed', { profileId: id, error: error.message }, 'warn');
    else erased++;
  }
  return erased;
}

export async function runRetention(opts: RetentionOptions): Promise<RetentionSummary> {
  const size = opts.batchSize ?? BATCH_SIZE;
  const budget = opts.budgetMs ?? RUN_BUDGET_MS;
  const started = Date.now();
  const today = agencyDay(opts.clock);
  const summary: RetentionSummary = {
    documents: 0,
    matters: 0,
    assessments: 0,
    accountsErased: 0,
    storageErrors: 0,
    more: false,
  };
  const inBudget = () => Date.now() - started < budget;
  try {
    for (;;) {
      const batch = await destroyDocumentBatch(opts, today, size);
      summary.documents += batch.destroyed;
      if (batch.storageError) {
        summary.storageErrors++;
        summary.more = true;
        break;
      }
      if (batch.claimed < size) break;
      if (!inBudget()) {
        summary.more = true;
        break;
      }
    }
    if (!summary.more) {
      summary.matters = await destroyRows(opts.db, 'matter', today, size);
      summary.assessments = await destroyRows(opts.db, 'assessment', today, size);
      summary.accountsErased = await eraseClosedAccounts(opts, size);
    }
  } catch (error) {
    logEvent('job_failed', { job: 'retention', ...summary, error: errorText(error) }, 'error');
    throw error;
  }
  logEvent('job_summary', { job: 'retention', today, ...summary, ms: Date.now() - started });
  return summary;
}
