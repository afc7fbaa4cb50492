/**
 * The agent's side: the queue (oldest submitted first), one assessment with everything about it,
 * and the moves. Runs as the agent: RLS admits agents, the trigger checks every move, and each
 * move is recorded by the database (events, audit log, e-mail). Agents never write answers or
 * results (no grant); the page checks a stored result against the answers (result-check.ts).
 */
import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { assessmentEvents, assessments, documents, profiles, type AssessmentRow } from '@/lib/db';
import type { AssessmentStatus } from './constants';

export const QUEUE_STATUSES: AssessmentStatus[] = ['submitted', 'in_review', 'info_requested'];

/** Open assessments, the one waiting longest first. */
export async function listAssessmentQueue(admin: CurrentUser) {
  return asUser(admin, (tx) =>
    tx
      .select({
        id: assessments.id,
        type: assessments.type,
        status: assessments.status,
        submittedAt: assessments.submittedAt,
        clientName: profiles.fullName,
        clientEmail: profiles.email,
      })
      .from(assessments)
      .leftJoin(profiles, eq(profiles.id, assessments.clientId))
      .where(inArray(assessments.status, QUEUE_STATUSES))
      .orderBy(asc(assessments.submittedAt))
      .limit(200),
  );
}

/** One assessment for review; the read itself is recorded in the audit log. */
export async function getAssessmentForAgent(admin: CurrentUser, id: string) {
  return asUser(admin, async (tx) => {
    const [row] = await tx.select().from(assessments).where(eq(assessments.id, id));
    if (!row) return null;
    await tx.execute(sql`select private.record_assessment_read(${id})`);
    const [client] = await tx.select().from(profiles).where(eq(profiles.id, row.clientId));
    const events = await tx
      .select()
      .from(assessmentEvents)
      .where(eq(assessmentEvents.assessmentId, id))
      .orderBy(asc(assessmentEvents.id));
    const docs = await tx
      .select({
        id: documents.id,
        category: documents.category,
        status: documents.status,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(and(eq(documents.clientId, row.clientId), sql`${documents.hiddenAt} is null`))
      .orderBy(desc(documents.createdAt));
    return { assessment: row, client: client ?? null, events, documents: docs };
  });
}

type Move =
  | { to: 'in_review' }
  | { to: 'info_requested'; question: string }
  | { to: 'responded'; response: string }
  | { to: 'closed' };

/** Moves an assessment on; returns false when it was not in a state that allows the move. */
export async function moveAssessment(admin: CurrentUser, id: string, move: Move): Promise<boolean> {
  const from: Record<Move['to'], AssessmentStatus[]> = {
    in_review: ['submitted'],
    info_requested: ['in_review'],
    responded: ['in_review'],
    closed: ['in_review', 'responded'],
  };
  const set: Partial<AssessmentRow> = { status: move.to };
  if (move.to === 'info_requested') set.infoRequest = move.question;
  if (move.to === 'responded') set.agentResponse = move.response;
  const rows = await asUser(admin, (tx) =>
    tx
      .update(assessments)
      .set(set)
      .where(and(eq(assessments.id, id), inArray(assessments.status, from[move.to])))
      .returning({ id: assessments.id }),
  );
  return rows.length > 0;
}

export async function addAgentNote(
  admin: CurrentUser,
  id: string,
  note: string,
  agentOnly: boolean,
) {
  await asUser(admin, (tx) =>
    tx.insert(assessmentEvents).values({ assessmentId: id, note, agentOnly }),
  );
}
