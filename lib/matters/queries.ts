/**
 * Reads for matters, run as the person (asUser), so RLS decides: a client sees their own matters,
 * the shared timeline entries and the deadlines marked visible; an agent sees everything.
 */
import 'server-only';
import { queueCounts } from '@/lib/admin/queue-counts';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import {
  deadlines,
  documentRequests,
  documents,
  engagements,
  matterEvents,
  matterMembers,
  matters,
  profiles,
} from '@/lib/db';
import type { MatterStage } from './constants';
import { APPROVAL_LODGE_STAGES } from './ready';

const clientName = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email}, '')`;

export interface MatterFilter {
  stage?: MatterStage;
  /** An agent's id, or 'none' for unassigned. */
  assignee?: string;
  /** Only matters the client approved and nobody has lodged yet. */
  ready?: boolean;
}

/** /admin/matters: open matters first by stage, newest action first. */
export async function agentMatters(agent: CurrentUser, filter: MatterFilter = {}) {
  const where = [
    filter.stage ? eq(matters.stage, filter.stage) : undefined,
    filter.assignee === 'none'
      ? isNull(matters.assignedAgentId)
      : filter.assignee
        ? eq(matters.assignedAgentId, filter.assignee)
        : undefined,
    filter.ready
      ? and(inArray(matters.stage, [...APPROVAL_LODGE_STAGES]), isNotNull(matters.clientApprovedAt))
      : undefined,
  ].filter(Boolean);
  return asUser(agent, (tx) =>
    tx
      .select({
        id: matters.id,
        title: matters.title,
        visaSubclass: matters.visaSubclass,
        stage: matters.stage,
        clientId: matters.clientId,
        clientName,
        assignedAgentId: matters.assignedAgentId,
        clientApprovedAt: matters.clientApprovedAt,
        lastActionAt: matters.lastActionAt,
      })
      .from(matters)
      .leftJoin(profiles, eq(profiles.id, matters.clientId))
      .where(and(...where))
      .orderBy(desc(matters.lastActionAt))
      .limit(200),
  );
}

/** The agents (for the assignee filter and names). */
export async function agentNames(agent: CurrentUser) {
  return asUser(agent, async (tx) => {
    const rows = await tx.execute<{ id: string; name: string }>(sql`
      select r.user_id as id, coalesce(nullif(p.full_name, ''), p.email, '') as name
      from public.user_roles r left join public.profiles p on p.id = r.user_id
      where r.role = 'admin' order by 2`);
    return rows.rows;
  });
}

/** One matter with everything the agent's page shows; null when there is none. */
export async function matterForAgent(agent: CurrentUser, id: string) {
  return asUser(agent, async (tx) => {
    const [m] = await tx
      .select({ matter: matters, clientName })
      .from(matters)
      .leftJoin(profiles, eq(profiles.id, matters.clientId))
      .where(eq(matters.id, id));
    if (!m) return null;
    // One transaction, one connection: these run one after another.
    const events = await tx
      .select()
      .from(matterEvents)
      .where(eq(matterEvents.matterId, id))
      .orderBy(desc(matterEvents.id));
    const dls = await tx
      .select()
      .from(deadlines)
      .where(eq(deadlines.matterId, id))
      .orderBy(asc(deadlines.dueOn));
    // With the status of the document that fulfilled each one, for the ready-to-lodge checklist.
    const requests = await tx
      .select({ ...getTableColumns(documentRequests), documentStatus: documents.status })
      .from(documentRequests)
      .leftJoin(documents, eq(documents.id, documentRequests.fulfilledBy))
      .where(eq(documentRequests.matterId, id))
      .orderBy(desc(documentRequests.createdAt));
    const clientDocs = await tx
      .select({
        id: documents.id,
        originalName: documents.originalName,
        category: documents.category,
        createdAt: documents.createdAt,
        agentProvided: documents.agentProvided,
      })
      .from(documents)
      .where(and(eq(documents.clientId, m.matter.clientId), isNull(documents.hiddenAt)))
      .orderBy(desc(documents.createdAt))
      .limit(100);
    return { ...m.matter, clientName: m.clientName, events, deadlines: dls, requests, clientDocs };
  });
}
export type AgentMatter = NonNullable<Awaited<ReturnType<typeof matterForAgent>>>;

/**
 * The person's matters: those they hold and those they are a member of through their own login
 * (RLS: only these; an agent's dashboard lists no one else's).
 */
const holdsOrIsMember = (user: CurrentUser) =>
  or(
    eq(matters.clientId, user.id),
    inArray(
      matters.id,
      sql`(select ${matterMembers.matterId} from ${matterMembers} where ${matterMembers.userId} = ${user.id})`,
    ),
  );

/** The client's matters (RLS: only theirs, and those they are a member of). */
export async function myMatters(user: CurrentUser) {
  return asUser(user, (tx) =>
    tx
      .select({
        id: matters.id,
        title: matters.title,
        visaSubclass: matters.visaSubclass,
        stage: matters.stage,
        outcome: matters.outcome,
        lodgedOn: matters.lodgedOn,
        decidedOn: matters.decidedOn,
        clientApprovedAt: matters.clientApprovedAt,
        lastActionAt: matters.lastActionAt,
      })
      .from(matters)
      .where(holdsOrIsMember(user))
      .orderBy(desc(matters.createdAt)),
  );
}

/**
 * One of the client's matters with what they may see of it; null when it is neither theirs nor
 * one they are a member of. A member's login gets only their own and shared items (RLS).
 */
export async function myMatter(user: CurrentUser, id: string) {
  return asUser(user, async (tx) => {
    const [m] = await tx
      .select()
      .from(matters)
      .where(and(eq(matters.id, id), holdsOrIsMember(user)));
    if (!m) return null;
    // RLS leaves out agent-only entries; the filter says so here too.
    const events = await tx
      .select({
        id: matterEvents.id,
        fromStage: matterEvents.fromStage,
        toStage: matterEvents.toStage,
        note: matterEvents.note,
        createdAt: matterEvents.createdAt,
      })
      .from(matterEvents)
      .where(and(eq(matterEvents.matterId, id), eq(matterEvents.agentOnly, false)))
      .orderBy(desc(matterEvents.id));
    const dls = await tx
      .select({
        id: deadlines.id,
        kind: deadlines.kind,
        dueOn: deadlines.dueOn,
        note: deadlines.note,
        doneAt: deadlines.doneAt,
        createdAt: deadlines.createdAt,
        memberId: deadlines.memberId,
        shared: deadlines.shared,
      })
      .from(deadlines)
      .where(and(eq(deadlines.matterId, id), eq(deadlines.visibleToClient, true)))
      .orderBy(asc(deadlines.dueOn));
    const requests = await tx
      .select()
      .from(documentRequests)
      .where(and(eq(documentRequests.matterId, id), isNull(documentRequests.cancelledAt)))
      .orderBy(asc(documentRequests.createdAt));
    // The files on this matter (a family's are grouped by person on the page).
    const docs = await tx
      .select({
        id: documents.id,
        category: documents.category,
        originalName: documents.originalName,
        status: documents.status,
        memberId: documents.memberId,
        shared: documents.shared,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(and(eq(documents.matterId, id), isNull(documents.hiddenAt)))
      .orderBy(desc(documents.createdAt))
      .limit(200);
    const members = await tx
      .select()
      .from(matterMembers)
      .where(eq(matterMembers.matterId, id))
      .orderBy(asc(matterMembers.createdAt), asc(matterMembers.id));
    const summary = m.summaryDocumentId
      ? await tx
          .select({
            id: documents.id,
            originalName: documents.originalName,
            createdAt: documents.createdAt,
          })
          .from(documents)
          .where(eq(documents.id, m.summaryDocumentId))
      : [];
    return {
      ...m,
      events,
      deadlines: dls,
      requests,
      documents: docs,
      members,
      summary: summary[0] ?? null,
    };
  });
}
export type ClientMatter = NonNullable<Awaited<ReturnType<typeof myMatter>>>;

/** Every open deadline (/admin/deadlines), with its matter and client; overdue first. */
export async function openDeadlines(agent: CurrentUser, includeDone = false) {
  return asUser(agent, (tx) =>
    tx
      .select({
        id: deadlines.id,
        kind: deadlines.kind,
        dueOn: deadlines.dueOn,
        note: deadlines.note,
        visibleToClient: deadlines.visibleToClient,
        confirmedAt: deadlines.confirmedAt,
        doneAt: deadlines.doneAt,
        matterId: matters.id,
        matterTitle: matters.title,
        clientName,
      })
      .from(deadlines)
      .innerJoin(matters, eq(matters.id, deadlines.matterId))
      .leftJoin(profiles, eq(profiles.id, matters.clientId))
      .where(includeDone ? undefined : isNull(deadlines.doneAt))
      .orderBy(asc(deadlines.dueOn))
      .limit(500),
  );
}
export type OpenDeadline = Awaited<ReturnType<typeof openDeadlines>>[number];

/**
 * The queue's counts: open deadlines overdue / within 7 days, unconfirmed, matters by stage, and
 * how many of those the client has approved (ready to lodge once at an APPROVAL_LODGE_STAGES stage).
 */
export async function matterQueueCounts(agent: CurrentUser, today: string) {
  // From the queue's one counting statement (lib/admin/queue-counts.ts), shared per request.
  const c = await queueCounts(agent, today);
  const count = (key: 'n' | 'approved') =>
    Object.fromEntries(
      Object.entries(c.stages).map(([stage, v]) => [stage, Number(v?.[key] ?? 0)]),
    ) as Partial<Record<MatterStage, number>>;
  return {
    overdue: Number(c.deadlines.overdue),
    week: Number(c.deadlines.week),
    unconfirmed: Number(c.deadlines.unconfirmed),
    stages: count('n'),
    approved: count('approved'),
  };
}

/**
 * Accepted engagements and their matters, for "Open a matter". Read as the agent (RLS: an agent
 * at aal2 reads every engagement); a client gets nothing here, not even their own.
 */
export async function acceptedEngagements(agent: CurrentUser, clientId?: string) {
  if (!agent.isAdmin) return [];
  return asUser(agent, async (tx) => {
    const rows = await tx
      .select({
        id: engagements.id,
        clientId: engagements.clientId,
        acceptedAt: engagements.acceptedAt,
        clientName,
      })
      .from(engagements)
      .leftJoin(profiles, eq(profiles.id, engagements.clientId))
      .where(
        and(
          eq(engagements.status, 'accepted'),
          clientId ? eq(engagements.clientId, clientId) : undefined,
        ),
      )
      .orderBy(desc(engagements.acceptedAt))
      .limit(200);
    if (rows.length === 0) return [];
    const opened = await tx
      .select({ engagementId: matters.engagementId, id: matters.id, title: matters.title })
      .from(matters)
      .where(
        inArray(
          matters.engagementId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({ ...r, matters: opened.filter((m) => m.engagementId === r.id) }));
  });
}

/** A client's matters for their page in the admin panel. */
export async function clientMatters(agent: CurrentUser, clientId: string) {
  return asUser(agent, (tx) =>
    tx
      .select({
        id: matters.id,
        title: matters.title,
        stage: matters.stage,
        visaSubclass: matters.visaSubclass,
      })
      .from(matters)
      .where(eq(matters.clientId, clientId))
      .orderBy(desc(matters.createdAt)),
  );
}
