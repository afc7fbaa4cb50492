/**
 * The agent's queue line for each reminder the job sent in the last week (lib/jobs/reminders.ts):
 * which client, what (category or deadline kind), the date and the mark. Read as the agent, so
 * RLS decides (reminders_sent: agents read; deadlines: the matters migration's policies).
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';

export interface ReminderLine {
  key: string;
  clientId: string;
  client: string;
  what: string;
  date: string;
  /** 90, 30, 7, 0 (on the day) or null for an overdue deadline. */
  days: number | null;
  sentAt: Date;
}

const UUID = `'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;

export async function recentReminders(agent: CurrentUser, limit = 8): Promise<ReminderLine[]> {
  return asUser(agent, async (tx) => {
    const rows = await tx.execute<{
      key: string;
      client_id: string;
      client: string | null;
      what: string;
      date: string;
      days: string | null;
      sent_at: string | Date;
    }>(sql`
      with recent as (
        select r.key, r.sent_at, split_part(r.key, ':', 1) as kind,
               case when split_part(r.key, ':', 2) ~ ${sql.raw(UUID)}
                    then split_part(r.key, ':', 2)::uuid end as subject,
               nullif(split_part(r.key, ':', 4), '') as days
          from public.reminders_sent r
         where r.sent_at > now() - interval '7 days'
         order by r.sent_at desc
         limit ${limit * 4})
      select x.key, x.client_id, coalesce(p.full_name, p.email) as client, x.what,
             x.date::text as date, x.days, x.sent_at
        from (
          select r.key, r.sent_at, d.client_id, d.category as what, d.expires_on as date,
                 r.days
            from recent r join public.documents d on d.id = r.subject
           where r.kind = 'document-expiry'
          union all
          select r.key, r.sent_at, m.client_id, replace(dl.kind, '_', ' '), dl.due_on,
                 case when r.kind = 'deadline' then r.days end
            from recent r join public.deadlines dl on dl.id = r.subject
            join public.matters m on m.id = dl.matter_id
           where r.kind in ('deadline', 'deadline-overdue')
        ) x
        left join public.profiles p on p.id = x.client_id
       order by x.sent_at desc
       limit ${limit}`);
    return rows.rows.map((r) => ({
      key: r.key,
      clientId: r.client_id,
      client: r.client ?? 'Client',
      what: r.what.replace(/-/g, ' '),
      date: r.date,
      days: r.days === null ? null : Number(r.days),
      sentAt: new Date(r.sent_at),
    }));
  });
}
