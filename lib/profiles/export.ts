/**
 * Everything held about a client, as a ZIP: profile, documents list, requests, assessments (when
 * that table exists), the audit entries about them, and the files themselves (read with the
 * client's own token). Built in memory: at most a client's documents, each ≤ 10 MB.
 */
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { eq, sql } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { CurrentUser } from '@/lib/auth/server';
import { auditLog, documentRequests, documents, profiles, withUser } from '@/lib/db';
import { extensionFor } from '@/lib/documents/sniff';

const json = (v: unknown) => strToU8(JSON.stringify(v, null, 2));

export async function buildMyExport(
  user: CurrentUser,
  storage: SupabaseClient,
): Promise<Uint8Array> {
  const claims = { ...user.claims, sub: user.id };
  const data = await withUser(claims, async (tx) => {
    await tx.execute(sql`select private.record_data_export()`);
    const hasAssessments = (
      await tx.execute<{ t: string | null }>(
        sql`select to_regclass('public.assessments')::text as t`,
      )
    ).rows[0]?.t;
    return {
      profile: (await tx.select().from(profiles).where(eq(profiles.id, user.id)))[0] ?? null,
      documents: await tx.select().from(documents).where(eq(documents.clientId, user.id)),
      requests: await tx
        .select()
        .from(documentRequests)
        .where(eq(documentRequests.clientId, user.id)),
      audit: await tx.select().from(auditLog).where(eq(auditLog.clientId, user.id)),
      assessments: hasAssessments
        ? (await tx.execute(sql`select * from public.assessments where client_id = ${user.id}`))
            .rows
        : undefined,
    };
  });

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
  return zipSync({
    'README.txt': strToU8(
      `Your data, exported ${new Date().toISOString()}.\nprofile.json, documents.json (every document we hold, including removed ones kept for the legal retention period), document-requests.json, history.json${data.assessments ? ', assessments.json' : ''}, and files/ with the documents themselves.\n`,
    ),
    'profile.json': json(data.profile),
    'documents.json': json(data.documents),
    'document-requests.json': json(data.requests),
    'history.json': json(data.audit),
    ...(data.assessments ? { 'assessments.json': json(data.assessments) } : {}),
    files,
  });
}
