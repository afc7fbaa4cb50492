/**
 * Everything held about a client, as a ZIP: profile, documents list, requests, assessments, the
 * audit entries about them, the files themselves (read with the client's own token), and a
 * readable summary (summary.html, also served alone by /api/me/export/summary). Built in memory:
 * at most a client's documents, each ≤ 10 MB. Every export is recorded in the audit log.
 */
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import {
  assessments,
  auditLog,
  deadlines,
  documentRequests,
  documents,
  engagements,
  matterEvents,
  matters,
  messages,
  profiles,
  type Tx,
} from '@/lib/db';
import { retentionYears } from '@/lib/config/retention';
import { extensionFor } from '@/lib/documents/sniff';
import { type MyData, summaryHtml } from './export-summary';
import { viewerTimeZone } from '@/lib/time/viewer-zone';

const json = (v: unknown) => strToU8(JSON.stringify(v, null, 2));

/** What is held about the client, read as them; recorded as an export. */
function loadMyData(user: CurrentUser): Promise<MyData> {
  return asUser(user, async (tx) => {
    await tx.execute(sql`select private.record_data_export()`);
    return readMyData(tx, user.id);
  });
}

/**
 * The reads, in the client's own transaction (RLS decides). Part 2's rows are filtered here too,
 * not only by RLS: never a file note, an agent-only timeline entry, a deadline not shown to the
 * client or an offer still in draft, nor an audit row about any of them. Tables whose rules are not granted yet read as empty.
 */
export async function readMyData(tx: Tx, clientId: string): Promise<MyData> {
  const mine = (q: Tx) =>
    q.select({ id: matters.id }).from(matters).where(eq(matters.clientId, clientId));
  return {
    profile: (await tx.select().from(profiles).where(eq(profiles.id, clientId)))[0] ?? null,
    documents: await tx.select().from(documents).where(eq(documents.clientId, clientId)),
    requests: await tx
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.clientId, clientId)),
    // The same rule as the audit_log read policy: nothing about an agent-only deadline, a file
    // note, an offer's draft history or a lead (20261128110500_audit_uploads_messages.sql).
    audit: await tx
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.clientId, clientId),
          sql`private.audit_shown_to_client(${auditLog.subjectType}, ${auditLog.subjectId}, ${auditLog.action}, ${auditLog.details})`,
        ),
      ),
    assessments: await tx.select().from(assessments).where(eq(assessments.clientId, clientId)),
    engagements: await tx
      .select()
      .from(engagements)
      .where(and(eq(engagements.clientId, clientId), ne(engagements.status, 'draft'))),
    matters: await tx.select().from(matters).where(eq(matters.clientId, clientId)),
    matterEvents: await tx
      .select()
      .from(matterEvents)
      .where(and(eq(matterEvents.agentOnly, false), inArray(matterEvents.matterId, mine(tx)))),
    deadlines: await tx
      .select()
      .from(deadlines)
      .where(and(eq(deadlines.visibleToClient, true), inArray(deadlines.matterId, mine(tx)))),
    messages: await tx
      .select()
      .from(messages)
      .where(and(eq(messages.clientId, clientId), eq(messages.kind, 'message')))
      .orderBy(messages.createdAt),
  };
}

/** The readable summary alone, as an HTML page. */
export async function buildMySummary(user: CurrentUser): Promise<string> {
  return summaryHtml(await loadMyData(user), user.id, new Date(), await viewerTimeZone());
}

export async function buildMyExport(
  user: CurrentUser,
  storage: SupabaseClient,
): Promise<Uint8Array> {
  const data = await loadMyData(user);
  const files: Zippable = {};
  for (const d of data.documents) {
    const { data: blob, error } = await storage.storage.from('documents').download(d.storagePath);
    // Storage down or too slow (lib/supabase/timed-fetch.ts): "try again" rather than a file
    // that silently lacks documents. A file gone from Storage is skipped, as before.
    const gone =
      (error as { statusCode?: string } | null)?.statusCode === '404' ||
      /not.?found/i.test(error?.message ?? '');
    if (error && !gone) throw error;
    if (!blob) continue;
    const safe = d.originalName.replace(/[\\/:*?"<>|]/g, '_').slice(0, 120);
    files[
      `${d.category}-${d.id.slice(0, 8)}-${safe}${safe.includes('.') ? '' : `.${extensionFor(d.mimeType)}`}`
    ] = [
      new Uint8Array(await blob.arrayBuffer()),
      { level: 0 }, // already compressed formats
    ];
  }
  const now = new Date();
  return zipSync({
    'README.txt': strToU8(
      `Your data, exported ${now.toISOString()}.\nsummary.html is the readable version: open it in a browser to read or print it. The rest is the same data for computers: profile.json, documents.json (every document we hold, including removed ones kept for the legal retention period), document-requests.json, history.json, assessments.json, engagements.json, matters.json (with their timeline), deadlines.json, messages.json, and files/ with the documents themselves.\nWhat we keep and until when: your file is kept ${retentionYears} years after the last action on it (the Code of Conduct for registered migration agents requires it), also after you close your account, and is then destroyed, files first. See our privacy policy.\n`,
    ),
    'summary.html': strToU8(summaryHtml(data, user.id, now, await viewerTimeZone())),
    'profile.json': json(data.profile),
    'documents.json': json(data.documents),
    'document-requests.json': json(data.requests),
    'history.json': json(data.audit),
    'assessments.json': json(data.assessments),
    'engagements.json': json(data.engagements),
    'matters.json': json(
      data.matters.map((m) => ({
        ...m,
        timeline: data.matterEvents.filter((e) => e.matterId === m.id),
      })),
    ),
    'deadlines.json': json(data.deadlines),
    'messages.json': json(data.messages),
    files,
  });
}
