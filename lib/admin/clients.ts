/**
 * /admin/clients: every client (a profile without the agent role), searchable by name, e-mail or
 * phone, filterable by the status of any of their assessments, one page at a time.
 */
import 'server-only';
import { and, count, desc, eq, exists, ilike, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { asUser } from '@/lib/auth/as-user';
import type { AssessmentStatus } from '@/lib/assessments/constants';
import type { CurrentUser } from '@/lib/auth/server';
import { assessments, documents, profiles, userRoles, type Tx } from '@/lib/db';
import { ASSESSMENT_STATUS_FILTERS } from './constants';
import { likePattern, searchQuery } from './scope';

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
  createdAt: Date;
  latestType: string | null;
  latestStatus: string | null;
  documentsWaiting: number;
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

function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const suffix = phoneSuffix(q);
  if (suffix) {
    // The digits backwards start with the search backwards, as a range over an indexed column
    // (only leakproof operators reach an index under RLS: see 20261126000710).
    const { from, to } = reversedRange(suffix);
    const rev = profiles.phoneDigitsRev;
    return sql`(${rev} <> '' and ${rev} ~>=~ ${from} and ${rev} ~<~ ${to})`;
  }
  const like = likePattern(q);
  return or(
    ilike(profiles.fullName, like),
    ilike(profiles.email, like),
    ilike(profiles.phone, like),
  );
}

/** The client's assessments (in one status). */
const assessmentsOf = (tx: Tx, status?: AssessmentStatus) =>
  tx
    .select({ type: assessments.type, status: assessments.status })
    .from(assessments)
    .where(
      and(
        eq(assessments.clientId, profiles.id),
        status ? eq(assessments.status, status) : undefined,
      ),
    );

export async function listClients(agent: CurrentUser, f: ClientFilters) {
  const page = f.page ?? 1;
  return asUser(agent, async (tx) => {
    // Shown per row (a lateral lookup for the 25 rows on the page): the newest assessment, or with
    // a status filter the newest one in that status, the one the agent is looking for.
    const shownStatus = f.status && f.status !== 'none' ? f.status : undefined;
    const latest = assessmentsOf(tx, shownStatus)
      .orderBy(desc(assessments.createdAt))
      .limit(1)
      .as('la');
    // "Has an assessment in this status", any of them: filtering on the latest one hid a PR
    // assessment waiting for the client's answer behind a newer draft of another type.
    const status = !f.status
      ? undefined
      : f.status === 'none'
        ? not(exists(assessmentsOf(tx)))
        : exists(assessmentsOf(tx, f.status));
    const where = and(
      not(
        exists(
          tx
            .select({ one: sql`1` })
            .from(userRoles)
            .where(eq(userRoles.userId, profiles.id)),
        ),
      ),
      search(f.q),
      status,
    );
    const [counted] = await tx.select({ total: count() }).from(profiles).where(where);
    const total = counted?.total ?? 0;
    const rows = await tx
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        phone: profiles.phone,
        country: profiles.country,
        createdAt: profiles.createdAt,
        latestType: latest.type,
        latestStatus: latest.status,
        documentsWaiting: tx.$count(
          documents,
          and(
            eq(documents.clientId, profiles.id),
            eq(documents.status, 'uploaded'),
            isNull(documents.hiddenAt),
          ),
        ),
      })
      .from(profiles)
      .leftJoinLateral(latest, sql`true`)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(CLIENTS_PAGE_SIZE)
      .offset((page - 1) * CLIENTS_PAGE_SIZE);
    return {
      total,
      page,
      pages: Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE)),
      rows: rows satisfies ClientRow[],
    };
  });
}
