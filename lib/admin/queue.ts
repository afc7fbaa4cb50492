/**
 * /admin, the work queue: what needs an agent, oldest first. Each list is capped (the count says
 * how many in all) and every query is served by an index from 20261123000500_admin_panel.sql.
 */
import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/server';
import { calendarDay } from '@/lib/time/format';
import { toDate } from './scope';

export const QUEUE_LIST_SIZE = 8;
export const EXPIRY_WINDOW_DAYS = 90;

export interface QueueItem {
  id: string;
  href: string;
  title: string;
  detail: string;
  at: Date | null;
}
export interface QueueSection {
  key: 'leads' | 'assessments' | 'documents' | 'requests' | 'expiring';
  title: string;
  empty: string;
  count: number;
  items: QueueItem[];
}

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export async function adminQueue(agent: CurrentUser): Promise<QueueSection[]> {
  return asUser(agent, async (tx) => {
    const q = async (query: ReturnType<typeof sql>) => (await tx.execute<Row>(query)).rows;
    const count = async (query: ReturnType<typeof sql>) => Number((await q(query))[0]?.n ?? 0);
    const n = QUEUE_LIST_SIZE;

    const leads = await q(sql`select id, full_name, kind, created_at from public.leads
      where status = 'new' order by created_at limit ${n}`);
    const leadCount = await count(
      sql`select count(*)::int as n from public.leads where status = 'new'`,
    );

    const assessments = await q(sql`select a.id, a.type, a.submitted_at, p.full_name, p.email
      from public.assessments a left join public.profiles p on p.id = a.client_id
      where a.status = 'submitted' order by a.submitted_at limit ${n}`);
    const assessmentCount = await count(
      sql`select count(*)::int as n from public.assessments where status = 'submitted'`,
    );

    const docs =
      await q(sql`select d.id, d.client_id, d.category, d.created_at, p.full_name, p.email
      from public.documents d left join public.profiles p on p.id = d.client_id
      where d.status = 'uploaded' and d.hidden_at is null order by d.created_at limit ${n}`);
    const docCount = await count(sql`select count(*)::int as n from public.documents
      where status = 'uploaded' and hidden_at is null`);

    const requests =
      await q(sql`select r.id, r.client_id, r.category, r.due_on, p.full_name, p.email
      from public.document_requests r left join public.profiles p on p.id = r.client_id
      where r.fulfilled_by is null and r.cancelled_at is null and r.due_on < current_date
      order by r.due_on limit ${n}`);
    const requestCount = await count(sql`select count(*)::int as n from public.document_requests
      where fulfilled_by is null and cancelled_at is null and due_on < current_date`);

    const expiring =
      await q(sql`select d.id, d.client_id, d.category, d.expires_on, p.full_name, p.email
      from public.documents d left join public.profiles p on p.id = d.client_id
      where d.expires_on is not null and d.hidden_at is null
        and d.expires_on < current_date + ${EXPIRY_WINDOW_DAYS}::int
      order by d.expires_on limit ${n}`);
    const expiringCount = await count(sql`select count(*)::int as n from public.documents
      where expires_on is not null and hidden_at is null
        and expires_on < current_date + ${EXPIRY_WINDOW_DAYS}::int`);

    const who = (r: Row) => str(r.full_name) || str(r.email) || 'Client';
    const label = (s: unknown) => str(s).replace(/-/g, ' ');
    return [
      {
        key: 'leads',
        title: 'New leads',
        empty: 'No new leads.',
        count: leadCount,
        items: leads.map((r) => ({
          id: str(r.id),
          href: `/admin/leads/${str(r.id)}`,
          title: str(r.full_name),
          detail: label(r.kind),
          at: toDate(r.created_at),
        })),
      },
      {
        key: 'assessments',
        title: 'Assessments waiting for review',
        empty: 'No submitted assessments.',
        count: assessmentCount,
        items: assessments.map((r) => ({
          id: str(r.id),
          href: `/admin/assessments/${str(r.id)}`,
          title: who(r),
          detail: label(r.type),
          at: toDate(r.submitted_at),
        })),
      },
      {
        key: 'documents',
        title: 'Documents waiting for review',
        empty: 'No documents to review.',
        count: docCount,
        items: docs.map((r) => ({
          id: str(r.id),
          href: `/admin/clients/${str(r.client_id)}#documents`,
          title: who(r),
          detail: label(r.category),
          at: toDate(r.created_at),
        })),
      },
      {
        key: 'requests',
        title: 'Information requests overdue',
        empty: 'Nothing overdue.',
        count: requestCount,
        items: requests.map((r) => ({
          id: str(r.id),
          href: `/admin/clients/${str(r.client_id)}#documents`,
          title: who(r),
          detail: `${label(r.category)}, due ${calendarDay(r.due_on)}`,
          at: null,
        })),
      },
      {
        key: 'expiring',
        title: `Documents expiring within ${EXPIRY_WINDOW_DAYS} days`,
        empty: 'Nothing expiring soon.',
        count: expiringCount,
        items: expiring.map((r) => ({
          id: str(r.id),
          href: `/admin/clients/${str(r.client_id)}#documents`,
          title: who(r),
          detail: `${label(r.category)}, expires ${calendarDay(r.expires_on)}`,
          at: null,
        })),
      },
    ];
  });
}
