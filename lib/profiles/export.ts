/**
 * Everything held about a client, as a ZIP: profile, documents list, requests, assessments, the
 * audit entries about them, the files themselves (read with the client's own token), and a
 * readable summary (summary.html, also served alone by /api/me/export/summary). Built in memory:
 * at most a client's documents, each ≤ 10 MB. Every export is recorded in the audit log.
 */
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { eq, sql } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { assessments, auditLog, documentRequests, documents, profiles } from '@/lib/db';
import { retentionYears } from '@/lib/config/retention';
import { extensionFor } from '@/lib/documents/sniff';
import { type MyData, summaryHtml } from './export-summary';
import { viewerTimeZone } from '@/lib/time/viewer-zone';

const json = (v: unknown) => strToU8(JSON.stringify(v, null, 2));

/** What is held about the client, read as them; recorded as an export. */
function loadMyData(user: CurrentUser): Promise<MyData> {
  return asUser(user, async (tx) => {
    await tx.execute(sql`select private.record_data_export()`);
    return {
      profile: (await tx.select().from(profiles).where(eq(profiles.id, user.id)))[0] ?? null,
      documents: await tx.select().from(documents).where(eq(documents.clientId, user.id)),
      requests: await tx
        .select()
        .from(documentRequests)
        .where(eq(documentRequests.clientId, user.id)),
      audit: await tx.select().from(auditLog).where(eq(auditLog.clientId, user.id)),
      assessments: await tx.select().from(assessments).where(eq(assessments.clientId, user.id)),
    };
  });
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
    const { data: blob } = await storage.storage.from('documents').download(d.storagePath);
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
      `Your data, exported ${now.toISOString()}.\nsummary.html is the readable version: open it in a browser to read or print it. The rest is the same data for computers: profile.json, documents.json (every document we hold, including removed ones kept for the legal retention period), document-requests.json, history.json, assessments.json, and files/ with the documents themselves.\nWhat we keep and until when: your file is kept ${retentionYears} years after the last action on it (the Code of Conduct for registered migration agents requires it), also after you close your account, and is then destroyed, files first. See our privacy policy.\n`,
    ),
    'summary.html': strToU8(summaryHtml(data, user.id, now, await viewerTimeZone())),
    'profile.json': json(data.profile),
    'documents.json': json(data.documents),
    'document-requests.json': json(data.requests),
    'history.json': json(data.audit),
    'assessments.json': json(data.assessments),
    files,
  });
}
