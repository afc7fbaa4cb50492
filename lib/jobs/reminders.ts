/**
 * Expiry and deadline reminders (portal.md part 2). Once a day is enough; more often is harmless.
 *
 * - An offer (engagement) still `sent` after its last day (expires_on, a Sydney calendar day)
 *   becomes `expired`, audited by the engagements trigger. Pages already read such an offer as
 *   expired (lib/engagements/queries.ts effectiveStatus) and the database refuses to accept it
 *   (private.respond_to_engagement); this makes the stored status say so too, for the agent's
 *   lists and the audit trail. No e-mail: the client was told the closing date with the offer.
 * - A document with `expires_on` (passport, English test, skills assessment, police certificate):
 *   the client is e-mailed at 90, 30 and 7 days and on the day.
 * - A matter deadline the client can see: the same marks.
 * - An open deadline past its date: the assigned agent every day (the agency inbox when nobody
 *   is assigned).
 *
 * Each reminder has a key in `reminders_sent` (document id, the date it is about, the mark), and
 * the key and the outbox row are written by ONE statement: either both exist or neither, so a
 * crash mid-batch loses nothing and a second run (or a concurrent one) sends nothing twice. A run
 * that first sees a document 50 days out sends the 90-day reminder once, not three at once.
 * The e-mails carry the category (or deadline kind) and the date only.
 */
import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '@/lib/db';
import { errorText, logEvent } from '@/lib/log';
import { reminderDays } from '@/lib/config/retention';
import { agencyDay, BATCH_SIZE, type Clock, RUN_BUDGET_MS } from './clock';

export interface RemindersOptions {
  db: Db;
  clock: Clock;
  batchSize?: number;
  budgetMs?: number;
}

export interface RemindersSummary {
  offersExpired: number;
  documentExpiry: number;
  deadlines: number;
  overdue: number;
  more: boolean;
}

const marks = [...reminderDays].sort((a, b) => a - b);
/** How far ahead the first reminder goes (90 days). */
const HORIZON = marks[marks.length - 1]!;

/** The mark a date `days` away falls under: 90, 30, 7 or 0 (the day itself). */
const stageOf = (days: SQL) =>
  sql`case ${sql.join(
    marks
      .slice(0, -1)
      .map((m) => sql`when ${days} <= ${sql.raw(String(m))} then ${sql.raw(String(m))}`),
    sql` `,
  )} else ${sql.raw(String(HORIZON))} end`;

/**
 * One batch of one kind: `due` picks up to `size` reminders whose key is not taken, `claimed`
 * takes the keys (a concurrent run loses the race here and queues nothing), `queued` writes
 * their e-mails. Returns how many it looked at and how many it queued.
 */
function batchQuery(
  kind: Exclude<keyof RemindersSummary, 'more' | 'offersExpired'>,
  today: string,
  size: number,
): SQL {
  const day = sql`${today}::date`;
  const due: Record<typeof kind, SQL> = {
    documentExpiry: sql`
      select d.client_id, u.email as to_address, 'document-expiring' as template,
             jsonb_build_object('category', d.category, 'date', d.expires_on, 'days', k.stage) as payload,
             k.key
        from public.documents d
        join public.profiles p on p.id = d.client_id and p.closed_at is null
        join auth.users u on u.id = d.client_id
        cross join lateral (select ${stageOf(sql`(d.expires_on - ${day})`)} as stage) s
        cross join lateral (select 'document-expiry:' || d.id || ':' || d.expires_on || ':' || s.stage as key, s.stage) k
       where d.expires_on between ${day} and ${day} + ${sql.raw(String(HORIZON))} and d.hidden_at is null
         and d.destruction_started_at is null
         and not exists (select 1 from public.reminders_sent r where r.key = k.key)
       order by d.expires_on, d.id
       limit ${size}`,
    deadlines: sql`
      select m.client_id, u.email as to_address, 'deadline-reminder' as template,
             jsonb_build_object('kind', dl.kind, 'date', dl.due_on, 'days', k.stage) as payload,
             k.key
        from public.deadlines dl
        join public.matters m on m.id = dl.matter_id
        join public.profiles p on p.id = m.client_id and p.closed_at is null
        join auth.users u on u.id = m.client_id
        cross join lateral (select ${stageOf(sql`(dl.due_on - ${day})`)} as stage) s
        cross join lateral (select 'deadline:' || dl.id || ':' || dl.due_on || ':' || s.stage as key, s.stage) k
       where dl.done_at is null and dl.visible_to_client
         and dl.due_on between ${day} and ${day} + ${sql.raw(String(HORIZON))}
         and not exists (select 1 from public.reminders_sent r where r.key = k.key)
       order by dl.due_on, dl.id
       limit ${size}`,
    overdue: sql`
      -- No client_id on the agent's own e-mail: lib/mail greets a row's client_id by first name.
      select case when a.email is null then m.client_id end as client_id,
             coalesce(a.email, 'agency') as to_address,
             case when a.email is null then 'deadline-overdue-agency' else 'deadline-overdue' end as template,
             jsonb_build_object('kind', dl.kind, 'date', dl.due_on, 'matter_id', m.id) as payload,
             k.key
        from public.deadlines dl
        join public.matters m on m.id = dl.matter_id
        left join auth.users a on a.id = m.assigned_agent_id
        cross join lateral (select 'deadline-overdue:' || dl.id || ':' || ${today} as key) k
       where dl.done_at is null and dl.due_on < ${day}
         and not exists (select 1 from public.reminders_sent r where r.key = k.key)
       order by dl.due_on, dl.id
       limit ${size}`,
  };
  return sql`
    with due as (${due[kind]}),
    claimed as (
      insert into public.reminders_sent (key) select key from due
      on conflict (key) do nothing
      returning key),
    queued as (
      insert into public.email_outbox (template, to_address, payload, client_id)
      select due.template, due.to_address, due.payload, due.client_id
        from due join claimed on claimed.key = due.key
      returning 1)
    select (select count(*) from due)::int as seen, (select count(*) from queued)::int as queued`;
}

/**
 * One batch of offers past their last day marked `expired` (seen, and how many changed). The
 * database's own Sydney day caps the clock's: the engagements trigger refuses to expire an offer
 * before it (a test clock ahead of the database would otherwise fail the whole run).
 */
const expiryQuery = (today: string, size: number): SQL => sql`
  with due as (
    select id from public.engagements
     where status = 'sent' and expires_on < least(${today}::date, private.sydney_today())
     order by expires_on, id
     limit ${size}
     for update skip locked),
  expired as (
    update public.engagements e set status = 'expired' from due where e.id = due.id returning 1)
  select (select count(*) from due)::int as seen, (select count(*) from expired)::int as queued`;

export async function runReminders(opts: RemindersOptions): Promise<RemindersSummary> {
  const size = opts.batchSize ?? BATCH_SIZE;
  const budget = opts.budgetMs ?? RUN_BUDGET_MS;
  const started = Date.now();
  const today = agencyDay(opts.clock);
  const summary: RemindersSummary = {
    offersExpired: 0,
    documentExpiry: 0,
    deadlines: 0,
    overdue: 0,
    more: false,
  };
  try {
    for (const kind of ['offersExpired', 'documentExpiry', 'deadlines', 'overdue'] as const) {
      for (;;) {
        const { seen, queued } = await inTransaction(opts.db, async (tx) => {
          const result = await tx.execute<{ seen: number; queued: number }>(
            kind === 'offersExpired' ? expiryQuery(today, size) : batchQuery(kind, today, size),
          );
          return result.rows[0]!;
        });
        summary[kind] += queued;
        if (seen < size) break;
        if (Date.now() - started > budget) {
          summary.more = true;
          break;
        }
      }
      if (summary.more) break;
    }
  } catch (error) {
    logEvent('job_failed', { job: 'reminders', ...summary, error: errorText(error) }, 'error');
    throw error;
  }
  logEvent('job_summary', { job: 'reminders', today, ...summary, ms: Date.now() - started });
  return summary;
}
