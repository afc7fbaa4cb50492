/**
 * /admin/clients: every client (a profile without the agent role), searchable by name, e-mail or
 * phone, filterable by the status of their latest assessment, one page at a time.
 */
import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { ASSESSMENT_STATUS_FILTERS } from './constants';
import { asAgent, likePattern, searchQuery, tableExists, toDate } from './scope';

export const CLIENTS_PAGE_SIZE = 25;

export const clientFilterSchema = z.object({
  q: searchQuery,
  status: z.enum(ASSESSMENT_STATUS_FILTERS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type ClientFilters = z.infer<typeof clientFilterSchema>;

export interface ClientRow {
  id: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  createdAt: Date | null;
  latestType: string | null;
  latestStatus: string | null;
  documentsWaiting: number;
}

function search(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const like = likePattern(q);
  const digits = q.replace(/\D/g, '');
  // "0412 345 678" finds +61412345678: compare digits only when the search is mostly a number.
  const phone =
    digits.length >= 4 && digits.length >= q.replace(/\s/g, '').length - 1
      ? sql` or regexp_replace(coalesce(p.phone, ''), '[^0-9]', '', 'g') like ${likePattern(digits.replace(/^0/, ''))}`
      : sql``;
  return sql`(p.full_name ilike ${like} or p.email ilike ${like} or p.phone ilike ${like}${phone})`;
}

export async function listClients(agent: CurrentUser, f: ClientFilters) {
  const page = f.page ?? 1;
  return asAgent(agent, async (tx) => {
    const hasAssessments = await tableExists(tx, 'public.assessments');
    // Page 1 without a filter: a lateral lookup for the 25 rows shown. With a status filter every
    // client's latest assessment is needed: one pass over the assessments index (distinct on) is
    // ~10x cheaper than 10,000 lateral lookups (bench/admin-load.mjs).
    const latest = !hasAssessments
      ? sql`left join (select null::text as type, null::text as status) la on true`
      : f.status
        ? sql`left join (select distinct on (a.client_id) a.client_id, a.type, a.status
            from public.assessments a order by a.client_id, a.created_at desc) la on la.client_id = p.id`
        : sql`left join lateral (select a.type, a.status from public.assessments a
            where a.client_id = p.id order by a.created_at desc limit 1) la on true`;
    const status = !f.status
      ? sql`true`
      : f.status === 'none'
        ? sql`la.status is null`
        : hasAssessments
          ? sql`la.status = ${f.status}`
          : sql`false`;
    const where = sql`not exists (select 1 from public.user_roles r where r.user_id = p.id)
      and ${search(f.q)} and ${status}`;
    const needsLatestForCount = Boolean(f.status);
    const [counted] = (
      await tx.execute<{ total: number }>(
        needsLatestForCount
          ? sql`select count(*)::int as total from public.profiles p ${latest} where ${where}`
          : sql`select count(*)::int as total from public.profiles p where ${where}`,
      )
    ).rows;
    const total = counted?.total ?? 0;
    const rows = (
      await tx.execute<Record<string, unknown>>(sql`
        select p.id, p.full_name, p.email, p.phone, p.country, p.created_at,
          la.type as latest_type, la.status as latest_status,
          (select count(*)::int from public.documents d
            where d.client_id = p.id and d.status = 'uploaded' and d.hidden_at is null) as docs_waiting
        from public.profiles p ${latest}
        where ${where}
        order by p.created_at desc, p.id desc
        limit ${CLIENTS_PAGE_SIZE} offset ${(page - 1) * CLIENTS_PAGE_SIZE}`)
    ).rows;
    return {
      hasAssessments,
      total,
      page,
      pages: Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE)),
      rows: rows.map((r): ClientRow => ({
        id: String(r.id),
        fullName: (r.full_name as string) ?? null,
        email: (r.email as string) ?? null,
        phone: (r.phone as string) ?? null,
        country: (r.country as string) ?? null,
        createdAt: toDate(r.created_at),
        latestType: (r.latest_type as string) ?? null,
        latestStatus: (r.latest_status as string) ?? null,
        documentsWaiting: Number(r.docs_waiting ?? 0),
      })),
    };
  });
}
