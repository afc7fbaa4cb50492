/**
 * An agent's file for a client (the application summary, draft forms, a file sent with a
 * message). It arrives through the same reader as a client's upload (./receive.ts: type from the
 * first bytes, 10 MB cap, no web-page markup, SHA-256 as it streams) and lands in the client's own
 * folder, "<client id>/<upload key>.<ext>", so the client reads and downloads it like their own
 * files. The object is written with the secret key, since an agent's token writes no client
 * object (as it reads none: 20261128120000_agent_downloads_signed_by_server.sql); the row is then
 * recorded by private.record_agent_document() with the agent's claims, which checks the agent,
 * the folder and the stored object, flags the row agent-provided and audits it
 * (20261129100000_agent_files_summary_hash.sql). The upload key is made once per file by the
 * browser, so a retry never stores the file twice.
 */
import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { asServerFor, asUser } from '@/lib/auth/as-user';
import type { CurrentUser } from '@/lib/auth/server';
import { type Db, documents, type DocumentRow } from '@/lib/db';
import { SessionEndedError } from '@/lib/db/scoped';
import { logEvent, logFailure } from '@/lib/log';
import { createAdminClient } from '@/lib/supabase/admin';
import type { Received } from './receive';
import { extensionFor } from './sniff';
import { cleanOriginalName } from './store';

export const agentUploadParamsSchema = z.object({
  /** Whose documents the file goes into. */
  client: z.uuid(),
  name: z.string().min(1).max(1000).transform(cleanOriginalName),
  key: z.uuid({ error: 'Missing upload key.' }),
  matter: z.uuid().optional(),
  /** "1": the file becomes the matter's application summary for the client to check. */
  summary: z.literal('1').optional(),
});
export type AgentUploadParams = z.output<typeof agentUploadParamsSchema>;

export type AgentStoreResult =
  { status: 'created' | 'existing'; document: DocumentRow } | { status: 'forbidden' | 'failed' };

export async function storeAgentDocument(opts: {
  agent: CurrentUser;
  params: AgentUploadParams;
  file: Extract<Received, { ok: true }>;
  admin?: SupabaseClient;
  db?: Db;
}): Promise<AgentStoreResult> {
  const { agent, params, file } = opts;
  const clientId = params.client;
  const path = `${clientId}/${params.key}.${extensionFor(file.mimeType)}`;
  // The database says who is an agent (a revoked role, an aal1 session: no), before the secret
  // key writes anything into a client's folder; and the client must exist.
  const before = await asUser(
    agent,
    async (tx) => {
      const [check] = (
        await tx.execute<{ agent: boolean; client: boolean }>(sql`select
          (select public.is_admin()) as agent,
          exists (select 1 from public.profiles p where p.id = ${clientId}::uuid) as client`)
      ).rows;
      const [existing] = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.clientId, clientId), eq(documents.storagePath, path)));
      return { allowed: Boolean(check?.agent && check.client) && clientId !== agent.id, existing };
    },
    opts.db,
  );
  if (!before.allowed) return { status: 'forbidden' };
  if (before.existing) return { status: 'existing', document: before.existing };

  const bucket = (opts.admin ?? createAdminClient()).storage.from('documents');
  let put = await bucket.upload(path, file.bytes, { contentType: file.mimeType, upsert: false });
  if (put.error && (put.error as { statusCode?: string }).statusCode === '409') {
    // A retry whose first attempt stored the object but not the row: start that file again.
    await bucket.remove([path]);
    put = await bucket.upload(path, file.bytes, { contentType: file.mimeType, upsert: false });
  }
  if (put.error || !put.data?.id) {
    logEvent('agent_upload_failed', { step: 'storage', error: put.error?.message }, 'error');
    return { status: 'failed' };
  }
  const objectId = put.data.id;
  try {
    const row = await asServerFor(
      agent,
      async (tx) => {
        const id = (
          await tx.execute<{ id: string }>(sql`select private.record_agent_document(
            ${clientId}::uuid, ${params.matter ?? null}::uuid, ${objectId}::uuid, ${path},
            ${params.name}, ${file.mimeType}, ${file.bytes.length}::int, ${file.sha256}) as id`)
        ).rows[0]?.id;
        if (!id) throw new Error('record_agent_document returned no id');
        const [inserted] = await tx.select().from(documents).where(eq(documents.id, id));
        return inserted;
      },
      opts.db,
    );
    if (!row) throw new Error('recorded row not found');
    return { status: 'created', document: row };
  } catch (error) {
    logFailure('agent_upload_failed', error, { step: 'row' });
    await bucket.remove([path]);
    if (error instanceof SessionEndedError) throw error;
    return { status: 'failed' };
  }
}
