/**
 * /admin/clients/[id], everything but the documents (lib/documents/queries.ts clientFile owns
 * those): profile, assessments, leads with the same e-mail or phone, agents' notes, audit trail.
 */
import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CurrentUser } from '@/lib/auth/server';
import { clientNotes, leads, profiles } from '@/lib/db';
import { toDate } from './scope';

export interface PersonRef {
  id: string | null;
  name: string;
}

/** Who did it, for notes and audit rows: the agent's name, else their e-mail. */
export const personName = (r: Record<string, unknown>, prefix: string) =>
  String(r[`${prefix}_name`] ?? '') || String(r[`${prefix}_email`] ?? '') || 'System';

export async function clientOverview(agent: CurrentUser, clientId: string) {
  if (!z.uuid().safeParse(clientId).success) return null;
  return asUser(agent, async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, clientId));
    if (!profile) return null;

    const rows = await tx.execute<Record<string, unknown>>(sql`
      select id, type, status, coalesce(submitted_at, created_at) as at from public.assessments
      where client_id = ${clientId} order by created_at desc limit 50`);
    const assessments = rows.rows.map((r) => ({
      id: String(r.id),
      type: String(r.type),
      status: String(r.status),
      at: toDate(r.at),
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
      await tx.execute<Record<string, unknown>>(sql`
        select n.id, n.body, n.created_at, n.author_id, a.full_name as author_name, a.email as author_email
        from ${clientNotes} n left join public.profiles a on a.id = n.author_id
        where n.client_id = ${clientId} order by n.created_at desc limit 100`)
    ).rows.map((r) => ({
      id: String(r.id),
      body: String(r.body),
      at: toDate(r.created_at),
      author: personName(r, 'author'),
    }));

    const audit = (
      await tx.execute<Record<string, unknown>>(sql`
        select l.id, l.at, l.action, l.subject_type, l.details, a.full_name as actor_name, a.email as actor_email
        from public.audit_log l left join public.profiles a on a.id = l.actor_id
        where l.client_id = ${clientId} order by l.at desc, l.id desc limit 50`)
    ).rows.map((r) => ({
      id: Number(r.id),
      at: toDate(r.at),
      action: String(r.action),
      subjectType: String(r.subject_type),
      details: (r.details ?? {}) as Record<string, unknown>,
      actor: personName(r, 'actor'),
    }));

    return { profile, assessments, leads: relatedLeads, notes, audit };
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
