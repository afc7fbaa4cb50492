/**
 * /admin/clients: every client (a profile without the agent role), searchable by name, e-mail or
 * phone, filterable by the status of any of their assessments, one page at a time.
 */
import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { ASSESSMENT_STATUS_FILTERS } from './constants';
import { likePattern, searchQuery, toDate } from './scope';

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

/** A row of the query below, as node-postgres gives it (a timestamptz may come back as text). */
interface ClientQueryRow extends Record<string, unknown> {
  id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  created_at: Date | string | null;
  latest_type: string | null;
  latest_status: string | null;
  docs_waiting: number;
}

/**
 * Name, e-mail or phone. A search that is mostly a number ("0412 345 678", "+61 412 345 678") is a
 * phone search: it matches the end of the number through the indexed profiles.phone_digits_rev
 * (20261126000710), an index range scan instead of a regexp over every profile.
 */
export function phoneSuffix(q: string): string | null {
  const digits = q.replace(/\D/g, '');
  // Separators people type in numbers do not count against "mostly a number".
  if (digits.length < 4 || digits.length < q.replace(/[\s\-().+]/g, '').length - 1) return null;
  // A national number's trunk 0 is not part of the E.164 form the profile holds.
  return digits.replace(/^0+/, '');
}

/** Every string that starts with `digits` read backwards: [from, to). ':' follows '9'. */
export function reversedRange(digits: string): { from: string; to: string } {
  const from = [...digits].reverse().join('');
  return {
    from,
    to: from.slice(0, -1) + String.fromCharCode(from.charCodeAt(from.length - 1) + 1),
  };
}

function search(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const suffix = phoneSuffix(q);
  if (suffix) {
    // The digits backwards start with the search backwards, as a range over an indexed column
    // (only leakproof operators reach an index under RLS: see 20261126000710).
    const { from, to } = reversedRange(suffix);
    return sql`(p.phone_digits_rev <> '' and p.phone_digits_rev ~>=~ ${from}
      and p.phone_digits_rev ~<~ ${to})`;
  }
  const like = likePattern(q);
  return sql`(p.full_name ilike ${like} or p.email ilike ${like} or p.phone ilike ${like})`;
}

export async function listClients(agent: CurrentUser, f: ClientFilters) {
  const page = f.page ?? 1;
  return asUser(agent, async (tx) => {
    // Shown per row (a lateral lookup for the 25 rows on the page): the newest assessment, or with
    // a status filter the newest one in that status, the one the agent is looking for.
    const shown = f.status && f.status !== 'none' ? sql`and a.status = ${f.status}` : sql``;
    const latest = sql`left join lateral (select a.type, a.status from public.assessments a
      where a.client_id = p.id ${shown} order by a.created_at desc limit 1) la on true`;
    // "Has an assessment in this status", any of them: filtering on the latest one hid a PR
    // assessment waiting for the client's answer behind a newer draft of another type.
    const status = !f.status
      ? sql`true`
      : f.status === 'none'
        ? sql`not exists (select 1 from public.assessments a where a.client_id = p.id)`
        : sql`exists (select 1 from public.assessments a where a.client_id = p.id and a.status = ${f.status})`;
    const where = sql`not exists (select 1 from public.user_roles r where r.user_id = p.id)
      and ${search(f.q)} and ${status}`;
    const [counted] = (
      await tx.execute<{ total: number }>(
        sql`select count(*)::int as total from public.profiles p where ${where}`,
      )
    ).rows;
    const total = counted?.total ?? 0;
    const rows = (
      await tx.execute<ClientQueryRow>(sql`
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
      total,
      page,
      pages: Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE)),
      rows: rows.map((r): ClientRow => ({
        id: r.id,
        fullName: r.full_name,
        email: r.email,
        phone: r.phone,
        country: r.country,
        createdAt: toDate(r.created_at),
        latestType: r.latest_type,
        latestStatus: r.latest_status,
        documentsWaiting: r.docs_waiting,
      })),
    };
  });
}
