/**
 * /admin/clients/[id], everything but the documents (lib/documents/queries.ts clientFile owns
 * those): profile, assessments, leads with the same e-mail or phone, agents' notes, audit trail.
 */
import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { assessments, auditLog, clientNotes, leads, profiles } from '@/lib/db';
import { actorProfile, authorProfile, personColumns, personName } from './people';

export async function clientOverview(agent: CurrentUser, clientId: string) {
  if (!z.uuid().safeParse(clientId).success) return null;
  return asUser(agent, async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, clientId));
    if (!profile) return null;

    const assessmentRows = await tx
      .select({
        id: assessments.id,
        type: assessments.type,
        status: assessments.status,
        submittedAt: assessments.submittedAt,
        createdAt: assessments.createdAt,
      })
      .from(assessments)
      .where(eq(assessments.clientId, clientId))
      .orderBy(desc(assessments.createdAt))
      .limit(50);
    const clientAssessments = assessmentRows.map(({ submittedAt, createdAt, ...r }) => ({
      ...r,
      at: submittedAt ?? createdAt,
    }));

    const email = profile.email?.toLowerCase() ?? null;
    const relatedLeads = await tx
      .select({
        id: leads.id,
        fullName: leads.fullName,
        kind: leads.kind,
        status: leads.status,
        email: leads.email,
        phone: leads.phone,
        clientId: leads.clientId,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(
        sql`${leads.clientId} = ${clientId}
          or (${email}::text is not null and lower(${leads.email}) = ${email})
          or (${profile.phone}::text is not null and ${leads.phone} = ${profile.phone})`,
      )
      .orderBy(desc(leads.createdAt))
      .limit(50);

    const notes = (
      await tx
        .select({
          id: clientNotes.id,
          body: clientNotes.body,
          at: clientNotes.createdAt,
          author: personColumns(authorProfile),
        })
        .from(clientNotes)
        .leftJoin(authorProfile, eq(authorProfile.id, clientNotes.authorId))
        .where(eq(clientNotes.clientId, clientId))
        .orderBy(desc(clientNotes.createdAt))
        .limit(100)
    ).map((r) => ({ ...r, author: personName(r.author) }));

    const audit = (
      await tx
        .select({
          id: auditLog.id,
          at: auditLog.at,
          action: auditLog.action,
          subjectType: auditLog.subjectType,
          details: auditLog.details,
          actor: personColumns(actorProfile),
        })
        .from(auditLog)
        .leftJoin(actorProfile, eq(actorProfile.id, auditLog.actorId))
        .where(eq(auditLog.clientId, clientId))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(50)
    ).map((r) => ({ ...r, actor: personName(r.actor) }));

    return { profile, assessments: clientAssessments, leads: relatedLeads, notes, audit };
  });
}

export const clientNoteSchema = z.object({
  clientId: z.uuid(),
  body: z.string().trim().min(1, 'Write a note first.').max(3000, 'Use at most 3,000 characters.'),
});

export async function addClientNote(agent: CurrentUser, input: z.output<typeof clientNoteSchema>) {
  return asUser(agent, (tx) =>
    tx
      .insert(clientNotes)
      .values({ clientId: input.clientId, authorId: agent.id, body: input.body })
      .returning({ id: clientNotes.id }),
  );
}
