/** Reads for the dashboard and the agent's client page, always as the person (RLS holds). */
import 'server-only';
import { asUser } from '@/lib/auth/as-user';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/server';
import { auditLog, documentRequests, documents, profiles } from '@/lib/db';

/** The client's own documents (not the ones they removed) and what their agent asked for. */
export async function myDocuments(user: CurrentUser) {
  return asUser(user, async (tx) => ({
    documents: await tx
      .select()
      .from(documents)
      .where(and(eq(documents.clientId, user.id), isNull(documents.hiddenAt)))
      .orderBy(desc(documents.createdAt)),
    requests: await tx
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.clientId, user.id))
      .orderBy(asc(documentRequests.createdAt)),
  }));
}

/** For the agent's client page: every document, including those the client removed. */
export async function clientFile(agent: CurrentUser, clientId: string) {
  return asUser(agent, async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, clientId));
    if (!profile) return null;
    return {
      profile,
      documents: await tx
        .select()
        .from(documents)
        .where(eq(documents.clientId, clientId))
        .orderBy(desc(documents.createdAt)),
      requests: await tx
        .select()
        .from(documentRequests)
        .where(eq(documentRequests.clientId, clientId))
        .orderBy(asc(documentRequests.createdAt)),
    };
  });
}

const HISTORY_ACTIONS = [
  'document.uploaded',
  'document.accepted',
  'document.needs_replacement',
  'document.requested',
  'document.request_changed',
  'document.request_cancelled',
  'document.hidden',
  'document.removed',
  'document.signed_url',
  'document.agent_uploaded',
];

/**
 * What happened to a client's documents, newest first. Clients read entries about themselves
 * (RLS); agents also see who opened which file. Details never hold names or file contents.
 */
export async function documentHistory(viewer: CurrentUser, clientId: string, limit = 50) {
  const actions = viewer.isAdmin
    ? HISTORY_ACTIONS
    : HISTORY_ACTIONS.filter((a) => a !== 'document.signed_url');
  return asUser(viewer, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, clientId), inArray(auditLog.action, actions)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit),
  );
}

/** Documents whose expiry date falls within `days` (the client's own, or every client's for an agent). */
export async function expiringDocuments(viewer: CurrentUser, days = 90) {
  return asUser(viewer, (tx) =>
    tx
      .select({
        id: documents.id,
        clientId: documents.clientId,
        category: documents.category,
        expiresOn: documents.expiresOn,
        clientName: profiles.fullName,
      })
      .from(documents)
      .leftJoin(profiles, eq(profiles.id, documents.clientId))
      .where(
        and(
          isNull(documents.hiddenAt),
          isNotNull(documents.expiresOn),
          lte(documents.expiresOn, sql`(current_date + ${days}::int)`),
          viewer.isAdmin ? undefined : eq(documents.clientId, viewer.id),
        ),
      )
      .orderBy(asc(documents.expiresOn))
      .limit(100),
  );
}
