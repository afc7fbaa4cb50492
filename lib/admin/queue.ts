/**
 * /admin, the work queue: what needs an agent, oldest first. Each list is capped (the count says
 * how many in all) and every query is served by an index from 20261123000500_admin_panel.sql.
 * Typed Drizzle queries over lib/db/schema, run as the agent (RLS decides what they see).
 */
import 'server-only';
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { assessments, documentRequests, documents, leads, profiles } from '@/lib/db';
import { assessmentTypeNames } from '@/lib/assessments/constants';
import { documentCategories } from '@/lib/config/document-checklist';
import { AGENCY_TIME_ZONE, calendarDay } from '@/lib/time/format';
import { dateInZone } from '@/lib/time/zones';
import { EXPIRY_WINDOW_DAYS, queueCounts } from './queue-counts';

export const QUEUE_LIST_SIZE = 8;

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

/** Agent words, never a stored slug ("permanent-residency"): each kind's own label. */
const leadKind = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);
const category = (c: keyof typeof documentCategories) => documentCategories[c]?.label ?? c;
const who = (p: { fullName: string | null; email: string | null }) =>
  p.fullName || p.email || 'Client';
const client = { fullName: profiles.fullName, email: profiles.email };

export async function adminQueue(agent: CurrentUser): Promise<QueueSection[]> {
  // The counts in one statement of their own (./queue-counts.ts), read while the lists are: the
  // lists waited for them before, a whole transaction longer (issue 39).
  const counting = queueCounts(agent, dateInZone(new Date(), AGENCY_TIME_ZONE));
  const lists = asUser(agent, async (tx) => {
    const n = QUEUE_LIST_SIZE;

    const newLead = eq(leads.status, 'new');
    const leadRows = await tx
      .select({
        id: leads.id,
        fullName: leads.fullName,
        kind: leads.kind,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(newLead)
      .orderBy(asc(leads.createdAt))
      .limit(n);

    const submitted = eq(assessments.status, 'submitted');
    const assessmentRows = await tx
      .select({
        id: assessments.id,
        type: assessments.type,
        submittedAt: assessments.submittedAt,
        ...client,
      })
      .from(assessments)
      .leftJoin(profiles, eq(profiles.id, assessments.clientId))
      .where(submitted)
      .orderBy(asc(assessments.submittedAt))
      .limit(n);

    const toReview = and(eq(documents.status, 'uploaded'), isNull(documents.hiddenAt));
    const docRows = await tx
      .select({
        id: documents.id,
        clientId: documents.clientId,
        category: documents.category,
        createdAt: documents.createdAt,
        ...client,
      })
      .from(documents)
      .leftJoin(profiles, eq(profiles.id, documents.clientId))
      .where(toReview)
      .orderBy(asc(documents.createdAt))
      .limit(n);

    const overdue = and(
      isNull(documentRequests.fulfilledBy),
      isNull(documentRequests.cancelledAt),
      lt(documentRequests.dueOn, sql`current_date`),
    );
    const requestRows = await tx
      .select({
        id: documentRequests.id,
        clientId: documentRequests.clientId,
        category: documentRequests.category,
        dueOn: documentRequests.dueOn,
        ...client,
      })
      .from(documentRequests)
      .leftJoin(profiles, eq(profiles.id, documentRequests.clientId))
      .where(overdue)
      .orderBy(asc(documentRequests.dueOn))
      .limit(n);

    const expiringSoon = and(
      isNotNull(documents.expiresOn),
      isNull(documents.hiddenAt),
      lt(documents.expiresOn, sql`current_date + ${EXPIRY_WINDOW_DAYS}::int`),
    );
    const expiringRows = await tx
      .select({
        id: documents.id,
        clientId: documents.clientId,
        category: documents.category,
        expiresOn: documents.expiresOn,
        ...client,
      })
      .from(documents)
      .leftJoin(profiles, eq(profiles.id, documents.clientId))
      .where(expiringSoon)
      .orderBy(asc(documents.expiresOn))
      .limit(n);

    return { leadRows, assessmentRows, docRows, requestRows, expiringRows };
  });
  const [counts, { leadRows, assessmentRows, docRows, requestRows, expiringRows }] =
    await Promise.all([counting, lists]);
  return [
    {
      key: 'leads',
      title: 'New leads',
      empty: 'No new leads.',
      count: counts.leads,
      items: leadRows.map((r) => ({
        id: r.id,
        href: `/admin/leads/${r.id}`,
        title: r.fullName,
        detail: leadKind(r.kind),
        at: r.createdAt,
      })),
    },
    {
      key: 'assessments',
      title: 'Assessments waiting for review',
      empty: 'No submitted assessments.',
      count: counts.assessments,
      items: assessmentRows.map((r) => ({
        id: r.id,
        href: `/admin/assessments/${r.id}`,
        title: who(r),
        detail: `${assessmentTypeNames[r.type]} assessment`,
        at: r.submittedAt,
      })),
    },
    {
      key: 'documents',
      title: 'Documents waiting for review',
      empty: 'No documents to review.',
      count: counts.documents,
      items: docRows.map((r) => ({
        id: r.id,
        href: `/admin/clients/${r.clientId}#documents`,
        title: who(r),
        detail: category(r.category),
        at: r.createdAt,
      })),
    },
    {
      key: 'requests',
      title: 'Information requests overdue',
      empty: 'Nothing overdue.',
      count: counts.requests,
      items: requestRows.map((r) => ({
        id: r.id,
        href: `/admin/clients/${r.clientId}#documents`,
        title: who(r),
        detail: `${category(r.category)}, due ${calendarDay(r.dueOn)}`,
        at: null,
      })),
    },
    {
      key: 'expiring',
      title: `Documents expiring within ${EXPIRY_WINDOW_DAYS} days`,
      empty: 'Nothing expiring soon.',
      count: counts.expiring,
      items: expiringRows.map((r) => ({
        id: r.id,
        href: `/admin/clients/${r.clientId}#documents`,
        title: who(r),
        detail: `${category(r.category)}, expires ${calendarDay(r.expiresOn)}`,
        at: null,
      })),
    },
  ];
}
